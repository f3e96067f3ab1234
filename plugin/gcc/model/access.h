/* Access relations of the statements of a region (access.cc).  */

#ifndef POLYHEDRAL_MODEL_ACCESS_H
#define POLYHEDRAL_MODEL_ACCESS_H

#include "model/region.h"

/* Add the accesses of the statement STMT_ID of block BB, whose
   domain is DOMAIN (kept; an anonymous set over BB's loop space), to the
   model, those of the blocks of its choices on data included (choice.h);
   *ANY tells whether the statement accesses anything at all.  */
bool ph_add_block_accesses (struct ph_region *region, basic_block bb,
			    isl_set *domain, isl_id *stmt_id, bool *any);

/* The edge whose PHI arguments block E->src writes in the
   model: E, the latch's edge into the header when E enters an empty
   loop latch, NULL when E leaves such a latch or the region.  */
edge ph_phi_write_edge (struct ph_region *region, edge e);

/* The index of the array of KIND whose base is BASE among
   the arrays of SCOP, the model of REGION (which code generation has, when
   REGION no longer does), or -1.  */
int ph_array_of (const struct ph_region *region, const struct ph_scop *scop,
		 tree base, enum ph_array_kind kind);

#endif
