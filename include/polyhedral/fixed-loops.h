/* Whether a SCoP's dependences leave its loops no other order than
   their own (fixed-loops.c).  */

#ifndef POLYHEDRAL_FIXED_LOOPS_H
#define POLYHEDRAL_FIXED_LOOPS_H

#include <isl/union_map.h>
#include <isl/union_set.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Whether ORDER (kept), dependences that every schedule must respect,
   fix the loops of each statement of DOMAIN (kept) at least two deep,
   from its loop FIRST inward: at each such loop, the dependences it
   carries from a statement's instance to a later one of its own move
   every inner counter alone, within one step of that loop, so far both
   ways that any schedule dimension valid for them, with integer
   coefficients on the counters at most MAX_COEFFICIENT in magnitude
   (isl's schedule_max_coefficient), combines the outer counters and
   that loop's alone.  No schedule can then interchange, skew, tile or
   unroll and jam these loops; only the statements' sequence may
   change.  False where DOMAIN has no statement two deep, or where
   MAX_COEFFICIENT is 0 (no bound).  */
isl_bool ph_union_map_fixes_loops (__isl_keep isl_union_map *order,
				   __isl_keep isl_union_set *domain,
				   int first, int max_coefficient);

#ifdef __cplusplus
}
#endif

#endif
