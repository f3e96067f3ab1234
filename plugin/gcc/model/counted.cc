/* Loops whose trip count no formula gives, counted at run time.

   GCC computes no trip count for for (k = 0; k * k <= n; k++): its exit
   test is no comparison of an induction variable with a bound.  Where
   the test depends on nothing but the loop's counters and values from
   before the region, every entry into the loop runs the same number of
   iterations, and a loop before the region can count them by running
   the test itself, iteration after iteration, until it says to exit.
   The model gets that count as a parameter T, the loop's counter runs
   over 0..T, and the affine pipeline takes the loop like any other.

   The count runs the same operations as the loop's own tests, in the
   same types, up to the first exit: nothing the original program would
   not compute when it reaches the loop.  Where it does not reach it,
   the count may run on: it stops at a cap, 2^31 or GCC's own bound on
   the loop's iterations (from the undefined overflow of its counters)
   if lower, and the new code then does not run.  No test that could
   trap or read memory is counted.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "cfgloop.h"
#include "cfghooks.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "fold-const.h"
#include "dominance.h"

#include <isl/aff.h>

#include "model/region.h"
#include "model/counted.h"

/* Most statements a counted exit test may take: each becomes a node of
   the tree that the count evaluates.  */
#define MAX_TEST_NODES 32

/* Callback of walk_tree: fail on an SSA name defined in the region
   DATA.  */
static tree
region_value_in (tree *tp, int *walk_subtrees, void *data)
{
  const struct ph_region *region = (const struct ph_region *) data;

  if (TREE_CODE (*tp) == SSA_NAME && ph_is_region_value (region, *tp))
    return *tp;
  if (!EXPR_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The value of the counter NAME, defined by a PHI of LOOP's header, in
   iteration COUNT of LOOP: START + STEP * COUNT in NAME's type, where
   START and STEP come from before the region of REGION.  NULL_TREE if NAME
   is no such counter.  */
static tree
counter_at (struct ph_region *region, class loop *loop, tree name, tree count)
{
  tree type = TREE_TYPE (name);
  tree ev = instantiate_scev (region->entry, loop,
			      analyze_scalar_evolution (loop, name));

  if (!INTEGRAL_TYPE_P (type) || TREE_CODE (ev) != POLYNOMIAL_CHREC
      || CHREC_VARIABLE (ev) != (unsigned) loop->num)
    return NULL_TREE;
  tree start = CHREC_LEFT (ev), step = CHREC_RIGHT (ev);
  if (tree_contains_chrecs (start, NULL) || tree_contains_chrecs (step, NULL)
      || walk_tree (&start, region_value_in, region, NULL)
      || walk_tree (&step, region_value_in, region, NULL))
    return NULL_TREE;
  return fold_build2 (PLUS_EXPR, type, fold_convert (type,
						     unshare_expr (start)),
		      fold_build2 (MULT_EXPR, type,
				   fold_convert (type, unshare_expr (step)),
				   fold_convert (type, count)));
}

/* Fail REGION because the exit test of its loop WHY; NULL_TREE.  */
static tree
uncountable (struct ph_region *region, const char *why)
{
  ph_fail (region, "trip count of the loop cannot be computed: its exit test "
	   "%s", why);
  return NULL_TREE;
}

/* The value of OP, used in LOOP's exit test, in iteration COUNT of LOOP,
   as a tree of the values from before the region of REGION and COUNT;
   NULL_TREE, with a reason, if OP depends on anything else (memory, an
   outer counter of the region), may trap, or takes more than *BUDGET
   statements.  */
static tree
value_at (struct ph_region *region, class loop *loop, tree op, tree count,
	  int *budget)
{
  if (is_gimple_min_invariant (op))
    return op;
  if (TREE_CODE (op) != SSA_NAME)
    return uncountable (region, "is not understood");
  if (--*budget < 0)
    return uncountable (region, "takes too many operations");
  if (!ph_is_region_value (region, op))
    return op;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gimple_bb (def)->loop_father != loop)
    return uncountable (region, "depends on a value that changes in the loop "
			"nest (an outer counter)");
  if (gimple_code (def) == GIMPLE_PHI)
    {
      tree value = gimple_bb (def) == loop->header
		   ? counter_at (region, loop, op, count) : NULL_TREE;
      return value ? value : uncountable (region, "depends on a value that is "
					  "not a counter of the loop");
    }
  if (!is_gimple_assign (def) || gimple_vuse (def))
    return uncountable (region, "reads memory");
  if (gimple_could_trap_p (def) || gimple_has_side_effects (def))
    return uncountable (region, "may trap");

  enum tree_code code = gimple_assign_rhs_code (def);
  tree type = TREE_TYPE (op);
  tree a = value_at (region, loop, gimple_assign_rhs1 (def), count, budget);
  if (!a)
    return NULL_TREE;
  switch (get_gimple_rhs_class (code))
    {
    case GIMPLE_SINGLE_RHS:
      return TREE_CODE (gimple_assign_rhs1 (def)) == SSA_NAME
	     ? a : uncountable (region, "is not understood");
    case GIMPLE_UNARY_RHS:
      return fold_build1 (code, type, a);
    case GIMPLE_BINARY_RHS:
      {
	tree b = value_at (region, loop, gimple_assign_rhs2 (def), count,
			   budget);
	return b ? fold_build2 (code, type, a, b) : NULL_TREE;
      }
    default:
      return uncountable (region, "is not understood");
    }
}

/* ph_counted_trips (see counted.h).  The test must run in every
   iteration: its block is in LOOP itself and dominates the latch.  */
isl_pw_aff *
ph_counted_trips (struct ph_region *region, class loop *loop, edge exit,
		  isl_space *space)
{
  basic_block test_bb = exit->src;
  gimple *last = last_stmt (test_bb);
  HOST_WIDE_INT most = max_loop_iterations_int (loop);

  if (test_bb->loop_father != loop
      || !dominated_by_p (CDI_DOMINATORS, loop->latch, test_bb)
      || !last || gimple_code (last) != GIMPLE_COND || flag_trapv)
    {
      isl_space_free (space);
      return ph_fail (region, "trip count of the loop cannot be computed"),
	     NULL;
    }
  gcond *test = as_a<gcond *> (last);
  tree counter = make_temp_ssa_name (long_integer_type_node, NULL,
				     "ph_count");
  int budget = MAX_TEST_NODES;
  tree lhs = value_at (region, loop, gimple_cond_lhs (test), counter, &budget);
  tree rhs = lhs ? value_at (region, loop, gimple_cond_rhs (test), counter,
			     &budget) : NULL_TREE;
  if (!rhs)
    {
      release_ssa_name (counter);
      isl_space_free (space);
      return NULL;
    }
  tree exits = fold_build2 (gimple_cond_code (test), boolean_type_node,
			    lhs, rhs);
  if (exit->flags & EDGE_FALSE_VALUE)
    exits = fold_build1 (TRUTH_NOT_EXPR, boolean_type_node, exits);
  SSA_NAME_DEF_STMT (counter) = gimple_build_nop ();

  struct ph_trip_bound t;
  t.name = make_temp_ssa_name (long_integer_type_node, NULL, "ph_trips");
  SSA_NAME_DEF_STMT (t.name) = gimple_build_nop ();
  t.bound = NULL;
  t.exits = exits;
  t.counter = counter;
  t.cap = (most >= 0 ? MIN (most, HOST_WIDE_INT (INT_MAX)) : INT_MAX) + 1;
  region->trip_bounds.safe_push (t);
  return isl_pw_aff_param_on_domain_id (isl_set_universe (space),
					ph_param_id (region, t.name));
}

/* ph_count_trips_on_edge (see counted.h): a header that tests, with the
   count in a PHI node, and a latch that adds one.  */
tree
ph_count_trips_on_edge (struct ph_trip_bound *t, edge e)
{
  basic_block header = split_edge (e);
  edge entry = single_pred_edge (header);
  edge exit = single_succ_edge (header);
  class loop *outer = header->loop_father;
  basic_block latch = create_empty_bb (header);
  tree count = t->counter;
  tree next = make_temp_ssa_name (long_integer_type_node, NULL, "ph_count");

  add_bb_to_loop (latch, outer);
  exit->flags = EDGE_TRUE_VALUE;
  edge to_latch = make_edge (header, latch, EDGE_FALSE_VALUE);
  edge back = make_single_succ_edge (latch, header, EDGE_FALLTHRU);
  exit->probability = profile_probability::unlikely ();
  to_latch->probability = exit->probability.invert ();
  set_immediate_dominator (CDI_DOMINATORS, latch, header);

  gphi *phi = create_phi_node (count, header);
  add_phi_arg (phi, build_zero_cst (long_integer_type_node), entry,
	       UNKNOWN_LOCATION);
  add_phi_arg (phi, next, back, UNKNOWN_LOCATION);

  gimple_stmt_iterator gsi = gsi_start_bb (latch);
  gsi_insert_after (&gsi, gimple_build_assign
			    (next, PLUS_EXPR, count,
			     build_one_cst (long_integer_type_node)),
		    GSI_NEW_STMT);

  tree stop = fold_build2 (TRUTH_OR_EXPR, boolean_type_node,
			   unshare_expr (t->exits),
			   fold_build2 (GE_EXPR, boolean_type_node, count,
					build_int_cst (long_integer_type_node,
						       t->cap)));
  gsi = gsi_last_bb (header);
  stop = force_gimple_operand_gsi (&gsi, stop, true, NULL_TREE, false,
				   GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, stop,
					     boolean_false_node, NULL_TREE,
					     NULL_TREE), GSI_NEW_STMT);

  class loop *loop = alloc_loop ();
  loop->header = header;
  loop->latch = latch;
  add_loop (loop, outer);
  return count;
}
