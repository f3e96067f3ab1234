/* Iteration domains of the blocks of a region (domain.cc).  */

#ifndef POLYHEDRAL_MODEL_DOMAIN_H
#define POLYHEDRAL_MODEL_DOMAIN_H

#include "model/region.h"

/* The values of the source's loop counters around BB as
   affine functions of the model's iteration counts (ph_scop.counters).  */
isl_multi_aff *ph_source_counters (struct ph_region *region, basic_block bb);

/* The set of iterations of LOOP's enclosing loops in which
   block BB executes; a new reference, or NULL on failure.  Where a
   condition is polynomial, the set is larger, and the condition is
   among the block's guards.  */
isl_set *ph_block_domain (struct ph_region *region, basic_block bb);

/* The guards of BB, whose domain is computed, as statement
   STMT_ID over DOMAIN (kept) into the model; false on failure.  */
bool ph_add_block_guards (struct ph_region *region, basic_block bb,
			  isl_set *domain, isl_id *stmt_id);

/* The conditions on the parameters known to hold when the region is
   entered (the guards that lead to it).  */
isl_set *ph_entry_conditions (struct ph_region *region);

#endif
