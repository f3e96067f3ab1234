/* Integer expressions and scalar evolutions as isl piecewise affine
   expressions over a loop's iteration space, and which values of the
   region are data (affine.cc).  */

#ifndef POLYHEDRAL_MODEL_AFFINE_H
#define POLYHEDRAL_MODEL_AFFINE_H

#include "model/region.h"

/* Whether CHREC is a determined chrec of the first order
   (its steps do not vary in their own loops).  */
bool ph_simple_chrec_p (tree chrec);

/* The scalar evolution of NAME in LOOP, instantiated in the
   region; chrec_dont_know where GCC cannot be trusted with it.  */
tree ph_evolution_in_region (struct ph_region *region, class loop *loop,
			     tree name);

/* The scalar evolution of the loop counter NAME in LOOP with the
   region's values from the loops around left symbolic, where
   ph_evolution_in_region gives up; NULL_TREE unless it is a chrec GCC
   can be trusted with.  */
tree ph_local_evolution (struct ph_region *region, class loop *loop,
			 tree name);

/* The value of the integer expression or chrec EXPR, evaluated
   in loop LOOP of the region, as an isl_pw_aff over the iteration space of
   LOOP (one dimension per loop of the region enclosing LOOP); SSA names
   of the region stand for their scalar evolutions.  */
isl_pw_aff *ph_affine_of_expr (struct ph_region *region, tree expr,
			       class loop *loop);

/* The set of LOOP's iteration space where the comparison LHS CODE RHS,
   evaluated in LOOP, holds.  */
isl_set *ph_affine_condition (struct ph_region *region, enum tree_code code,
			      tree lhs, tree rhs, class loop *loop);

/* The universe set of the iteration space of LOOP (0-d for the loop
   enclosing the region).  */
isl_space *ph_loop_space (struct ph_region *region, class loop *loop);

/* Whether SSA name NAME is a data value (not an affine function of the
   loop counters and parameters) defined in the region.  */
bool ph_is_region_data_value (struct ph_region *region, tree name);

/* Whether NAME is integer or pointer arithmetic, through a few
   definitions, of affine functions of the counters and of parameters,
   which the new code computes again from the same operations.  */
bool ph_recomputable_p (struct ph_region *region, tree name);

#endif
