/* Whether dependences leave a statement's loops no other order than
   their own.  A dependence carried by loop L from an instance of a
   statement to a later instance of the same statement must advance
   every schedule dimension weakly: theta (i') - theta (i) >= 0.  Where
   those that L carries reach, within one step of L, inner counters far
   both ways (an "assumed" dependence between every pair of iterations,
   such as the solver leaves for an undecided polynomial subscript, or
   a scalar written and read throughout), no dimension that isl's
   scheduler may build (its coefficients bounded by
   schedule_max_coefficient) weighs an inner counter: the schedule keeps
   L outside the loops within it, and no band holding L and an inner
   loop is permutable.  When this holds at every loop of every
   statement, the scheduler can only find the original nests again; on
   a fuzzer's program it spent 2 s of processor time to time out twice
   (decision 80).  The test asks only whether a few sets of distances
   are empty: Farkas' lemma on the same distances (isl_set_coefficients)
   took seconds where they held type-sized bounds.  */

#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/fixed-loops.h"

/* Whether DISTANCES (kept), distances of dependences that loop LEVEL
   carries, hold one of LEVEL's steps of 1 with counter INNER moved by
   SIGN * (MAX_COEFFICIENT + 1) or more and every other inner counter
   unmoved.  */
static isl_bool
reaches_far (__isl_keep isl_set *distances, int level, int inner, int sign,
	     int max_coefficient)
{
  isl_size n = isl_set_dim (distances, isl_dim_set);
  isl_set *far = isl_set_copy (distances);
  isl_bool empty;

  if (n < 0)
    far = isl_set_free (far);
  far = isl_set_fix_si (far, isl_dim_set, level, 1);
  for (int k = level + 1; k < n; k++)
    if (k != inner)
      far = isl_set_fix_si (far, isl_dim_set, k, 0);
  if (sign > 0)
    far = isl_set_lower_bound_si (far, isl_dim_set, inner,
				  max_coefficient + 1);
  else
    far = isl_set_upper_bound_si (far, isl_dim_set, inner,
				  -max_coefficient - 1);
  empty = isl_set_is_empty (far);
  isl_set_free (far);
  return isl_bool_not (empty);
}

/* Whether DEPS (taken), dependences from a statement to itself, fix
   its loop LEVEL for the schedule dimensions whose coefficients on the
   counters are integers at most MAX_COEFFICIENT in magnitude.  Let c
   be such a dimension, valid for the dependences that LEVEL carries: a
   distance d of them with d_LEVEL = 1, d_k = T > MAX_COEFFICIENT and
   no other inner counter moved gives c_LEVEL + c_k T >= 0, so c_k >= 0;
   one with d_k = -T gives c_k <= 0.  Where both exist for every inner
   counter k, the dimension weighs none of them.  */
static isl_bool
fixes_loop (__isl_take isl_map *deps, int level, int max_coefficient)
{
  isl_size n_in = isl_map_dim (deps, isl_dim_in);
  isl_bool fixed = isl_bool_true;
  isl_set *distances;

  if (n_in < 0)
    {
      isl_map_free (deps);
      return isl_bool_error;
    }
  for (int k = 0; k < level; k++)
    deps = isl_map_equate (deps, isl_dim_in, k, isl_dim_out, k);
  deps = isl_map_order_lt (deps, isl_dim_in, level, isl_dim_out, level);
  distances = isl_map_deltas (deps);
  for (int k = level + 1; k < n_in && fixed == isl_bool_true; k++)
    {
      fixed = reaches_far (distances, level, k, 1, max_coefficient);
      if (fixed == isl_bool_true)
	fixed = reaches_far (distances, level, k, -1, max_coefficient);
    }
  isl_set_free (distances);
  return fixed;
}

/* The dependences and the first loop that the statements are tested
   from, and what the test found: some statement at least two deep, and
   one whose loops are not all fixed.  */
struct fixed_data
{
  isl_union_map *order;
  int first;
  int max_coefficient;
  int deep;
  int free;
};

/* isl_union_set_foreach_set callback: test the loops of the statement
   whose domain is SET (taken) against DATA's dependences; stop at the
   first statement with a loop left free (not an error: DATA says so).  */
static isl_stat
test_statement (__isl_take isl_set *set, void *user)
{
  struct fixed_data *data = user;
  isl_size depth = isl_set_dim (set, isl_dim_set);
  isl_space *space = isl_space_map_from_set (isl_set_get_space (set));
  isl_map *self = isl_union_map_extract_map (data->order, space);
  isl_bool fixed = isl_bool_true;

  isl_set_free (set);
  if (depth < 0 || !self)
    {
      isl_map_free (self);
      return isl_stat_error;
    }
  if (depth >= 2)
    data->deep = 1;
  for (int level = data->first; level < depth - 1 && fixed == isl_bool_true;
       level++)
    fixed = fixes_loop (isl_map_copy (self), level,
			data->max_coefficient);
  isl_map_free (self);
  if (fixed == isl_bool_false)
    data->free = 1;
  return fixed == isl_bool_true ? isl_stat_ok : isl_stat_error;
}

isl_bool
ph_union_map_fixes_loops (__isl_keep isl_union_map *order,
			  __isl_keep isl_union_set *domain, int first,
			  int max_coefficient)
{
  struct fixed_data data = { order, first, max_coefficient, 0, 0 };

  if (!order || !domain)
    return isl_bool_error;
  /* Unbounded coefficients can outweigh any finite distance.  */
  if (max_coefficient <= 0)
    return isl_bool_false;
  if (isl_union_set_foreach_set (domain, &test_statement, &data) < 0)
    return data.free ? isl_bool_false : isl_bool_error;
  return isl_bool_ok (data.deep);
}
