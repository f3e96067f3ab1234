/* The versioned region and its run-time check (versioning.cc).  */

#ifndef POLYHEDRAL_CODEGEN_VERSIONING_H
#define POLYHEDRAL_CODEGEN_VERSIONING_H

#include "codegen/codegen.h"

/* The run-time condition for the new code (alias check and
   the model's assumptions), or NULL_TREE with a reason; the region put in a version under CHECK,
   returning the edge to generate the new code on; and the connection of
   the region's results to the new code's end on edge LAST.  */
tree ph_runtime_check (struct ph_codegen *cg);
edge ph_version_region (struct ph_codegen *cg, tree check);
void ph_connect_results (struct ph_codegen *cg, edge last);

#endif
