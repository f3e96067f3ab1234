/* What one instance of a statement costs the processor (cost.cc).  */

#ifndef POLYHEDRAL_MODEL_COST_H
#define POLYHEDRAL_MODEL_COST_H

#include "model/region.h"

/* Add to the model of REGION the cost of one instance of the statement
   of block HEAD over its instances DOMAIN (kept): its operations and
   the latency of its chain (ph_scop.ops, ph_scop.chain_latency).  Its
   memory references must be in REGION->memory_refs.  */
void ph_add_statement_cost (struct ph_region *region, basic_block head,
			    isl_set *domain);

#endif
