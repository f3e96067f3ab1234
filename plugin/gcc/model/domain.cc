/* Iteration domains: for every block of a loop nest, the set of
   iterations of its enclosing loops in which it executes.

   A loop header runs for counters 0 <= i <= niter, where niter is the
   number of latch executions, under the domain of the loop's preheader.
   Any other block runs where the block it follows runs, narrowed by the
   condition of the edge it follows; a block with several predecessors
   must be the join of a structured conditional (it post-dominates its
   immediate dominator) and runs where that dominator runs.  Blocks after
   the exit test of a loop do not run in its last iteration.

   A condition or trip count that is a polynomial of higher degree in the
   counters (j < i * i) becomes a guard of the block, a polynomial
   nonnegative where the block runs; the block's isl set only keeps what
   is affine, and a trip count a parameter that bounds it.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-cfg.h"
#include "tree-chrec.h"
#include "fold-const.h"
#include "dominance.h"
#include "ssa.h"

#include <isl/aff.h>
#include <isl/set.h>

#include <isl/polynomial.h>

#include "model/region.h"
#include "model/affine.h"
#include "model/polynomial.h"
#include "model/counted.h"
#include "model/domain.h"

typedef vec<isl_pw_qpolynomial *> guard_vec;

/* Most disjoint pieces in the domain of a block; isl's work on a union
   grows with the square of its pieces.  */
#define PH_MAX_DOMAIN_PIECES 64

/* Free the guards of GUARDS and empty it.  */
static void
guards_release (guard_vec *guards)
{
  for (isl_pw_qpolynomial *g : *guards)
    isl_pw_qpolynomial_free (g);
  guards->release ();
}

/* Append to TO copies of the memoised guards of BB, whose domain is
   computed, each with N new last dimensions.  */
static void
append_block_guards (struct ph_region *region, basic_block bb, int n,
		     guard_vec *to)
{
  if ((unsigned) bb->index >= region->bb_guards.length ())
    return;
  for (isl_pw_qpolynomial *g : region->bb_guards[bb->index])
    to->safe_push (isl_pw_qpolynomial_add_dims (isl_pw_qpolynomial_copy (g),
						isl_dim_in, n));
}

/* Append to GUARDS the polynomial D (taken), nonnegative where a
   condition holds; false (with a reason) if isl failed or D has pieces,
   which code generation could not test.  */
static bool
push_guard (struct ph_region *region, isl_pw_qpolynomial *d, guard_vec *guards)
{
  if (!d || (isl_pw_qpolynomial_n_piece (d) > 0
	     && isl_pw_qpolynomial_isa_qpolynomial (d) != isl_bool_true))
    {
      isl_pw_qpolynomial_free (d);
      return ph_fail (region, "polynomial condition with several pieces");
    }
  guards->safe_push (d);
  return true;
}

/* The comparison A CODE B (both taken; an integer comparison of LT, LE,
   GT, GE or EQ) appended to GUARDS.  */
static bool
guard_of_comparison (struct ph_region *region, enum tree_code code,
		     isl_pw_qpolynomial *a, isl_pw_qpolynomial *b,
		     guard_vec *guards)
{
  if (code == GT_EXPR || code == GE_EXPR)
    std::swap (a, b);
  /* B - A >= 0, and for a strict comparison of integers, >= 1.  */
  isl_pw_qpolynomial *d = isl_pw_qpolynomial_sub (b, a);
  if (code == LT_EXPR || code == GT_EXPR)
    {
      isl_space *ds = isl_pw_qpolynomial_get_domain_space (d);
      d = isl_pw_qpolynomial_sub (d, isl_pw_qpolynomial_from_pw_aff
					 (isl_pw_aff_val_on_domain
					    (isl_set_universe (ds),
					     isl_val_one (region->ctx))));
    }
  if (code == EQ_EXPR
      && !push_guard (region, isl_pw_qpolynomial_neg
			     (isl_pw_qpolynomial_copy (d)), guards))
    return isl_pw_qpolynomial_free (d), false;
  return push_guard (region, d, guards);
}

/* The comparison LHS CODE RHS, evaluated in LOOP, whose affine model
   failed, between polynomials of the counters of higher degree:
   appended to GUARDS.  Only values of types whose overflow is
   undefined, which no wrapping can change.  Unless the operands are
   polynomials, the affine model's reason stays.  */
static bool
polynomial_condition (struct ph_region *region, enum tree_code code, tree lhs,
		      tree rhs, class loop *loop, guard_vec *guards)
{
  tree type = TREE_TYPE (lhs);
  char affine_why[sizeof region->why];
  isl_space *space = ph_loop_space (region, loop);

  memcpy (affine_why, region->why, sizeof affine_why);
  region->why[0] = '\0';
  isl_pw_qpolynomial *a = ph_polynomial_of_index (region, lhs, loop, space);
  isl_pw_qpolynomial *b = a ? ph_polynomial_of_index (region, rhs, loop, space)
			    : NULL;

  isl_space_free (space);
  if (!b)
    memcpy (region->why, affine_why, sizeof affine_why);
  else if (!INTEGRAL_TYPE_P (type) || !TYPE_OVERFLOW_UNDEFINED (type))
    ph_fail (region, "polynomial condition on values that may wrap");
  else if (code != LT_EXPR && code != LE_EXPR && code != GT_EXPR
	   && code != GE_EXPR && code != EQ_EXPR)
    ph_fail (region, "polynomial condition (%s)", get_tree_code_name (code));
  else
    return guard_of_comparison (region, code, a, b, guards);
  isl_pw_qpolynomial_free (a);
  isl_pw_qpolynomial_free (b);
  return false;
}

/* The comparison LHS CODE RHS evaluated in LOOP: its affine set, or
   where it is a polynomial, the universe and a guard appended to
   GUARDS.  NULL with a reason if it is neither.  */
static isl_set *
comparison_set (struct ph_region *region, enum tree_code code, tree lhs,
		tree rhs, class loop *loop, guard_vec *guards)
{
  bool had_reason = region->why[0] != '\0';

  isl_set *holds = ph_affine_condition (region, code, lhs, rhs, loop);
  if (holds || had_reason
      || !polynomial_condition (region, code, lhs, rhs, loop, guards))
    return holds;
  return isl_set_universe (ph_loop_space (region, loop));
}

/* The parameter of REGION that stands for the condition HOLDS (a set of
   the parameters, taken) or its negation NOT_HOLDS (taken), created on
   first use; *SENSE is 1 where the parameter is true where HOLDS is, 0
   where it is true where NOT_HOLDS is.  The same condition tested
   again, in either sense, gets the same parameter.  */
static tree
condition_param (struct ph_region *region, isl_set *holds, isl_set *not_holds,
		 int *sense)
{
  tree name = NULL_TREE;

  for (unsigned i = 0; !name && i < region->condition_params.length (); i++)
    {
      struct ph_condition_param &c = region->condition_params[i];
      if (isl_set_is_equal (c.holds, holds) == isl_bool_true)
	name = c.name, *sense = 1;
      else if (isl_set_is_equal (c.holds, not_holds) == isl_bool_true)
	name = c.name, *sense = 0;
    }
  if (name)
    {
      isl_set_free (holds);
      isl_set_free (not_holds);
      return name;
    }
  struct ph_condition_param c = { make_temp_ssa_name (boolean_type_node, NULL,
						     "ph_cond"), holds };
  SSA_NAME_DEF_STMT (c.name) = gimple_build_nop ();
  region->condition_params.safe_push (c);
  isl_set_free (not_holds);
  *sense = 1;
  return c.name;
}

/* HOLDS (taken), where a condition holds over the space of a loop: where
   it constrains the parameters alone and it or its negation is a union
   of pieces (Diag != 131 in a BLAS routine, the else of flag == 0), the
   same as a condition on a parameter of its own that code generation
   computes (region.h, ph_condition_param).  isl's AST would otherwise
   copy the whole nest under the condition once per piece: three copies
   of a triangular product for each test of Diag != 131.  The condition
   is the parameter >= 1 and its negation the parameter <= 0, so that
   the two cover every value of it, as the test's two sides cover every
   value of what it compares: checks that a value always comes from
   the SCoP (place.c) hold for every value of the parameters.  */
static isl_set *
condition_as_param (struct ph_region *region, isl_set *holds)
{
  isl_size dim = isl_set_dim (holds, isl_dim_set);

  if (dim < 0 || isl_set_involves_dims (holds, isl_dim_set, 0, dim)
		 != isl_bool_false)
    return holds;
  isl_set *params = isl_set_coalesce (isl_set_params (isl_set_copy (holds)));
  isl_set *other = isl_set_coalesce (isl_set_complement
				       (isl_set_copy (params)));
  isl_size n = isl_set_n_basic_set (params);
  isl_size n_other = isl_set_n_basic_set (other);
  if (n < 0 || n_other < 0 || (n <= 1 && n_other <= 1))
    {
      isl_set_free (params);
      isl_set_free (other);
      return holds;
    }
  int sense;
  tree name = condition_param (region, params, other, &sense);
  isl_space *space = isl_set_get_space (holds);
  isl_set_free (holds);
  isl_pw_aff *param = isl_pw_aff_param_on_domain_id
			(isl_set_universe (isl_space_copy (space)),
			 ph_param_id (region, name));
  isl_pw_aff *one = isl_pw_aff_val_on_domain
		      (isl_set_universe (space),
		       isl_val_one (region->ctx));
  return sense ? isl_pw_aff_ge_set (param, one)
	       : isl_pw_aff_lt_set (param, one);
}

/* GUARDS, over the space of LOOP's header, in LOOP's next iteration:
   its counter (dimension POS) plus one.  */
static bool
shift_guards (struct ph_region *region, guard_vec *guards, int pos)
{
  for (isl_pw_qpolynomial *&g : *guards)
    {
      if (isl_pw_qpolynomial_n_piece (g) == 0)
	continue;
      isl_qpolynomial *qp = isl_pw_qpolynomial_as_qpolynomial (g);
      isl_qpolynomial *next = isl_qpolynomial_add
				(isl_qpolynomial_var_on_domain
				   (isl_qpolynomial_get_domain_space (qp),
				    isl_dim_set, pos),
				 isl_qpolynomial_one_on_domain
				   (isl_qpolynomial_get_domain_space (qp)));
      qp = isl_qpolynomial_substitute (qp, isl_dim_in, pos, 1, &next);
      isl_qpolynomial_free (next);
      g = qp ? isl_pw_qpolynomial_from_qpolynomial (qp) : NULL;
      if (!g)
	return ph_fail (region, "isl failed to shift a polynomial condition");
    }
  return true;
}

/* The set where the boolean expression COND, evaluated in LOOP, holds;
   affine only (a polynomial one is refused).  */
static isl_set *
condition_set (struct ph_region *region, tree cond, class loop *loop)
{
  enum tree_code code = TREE_CODE (cond);
  isl_set *a, *b;

  STRIP_NOPS (cond);
  code = TREE_CODE (cond);
  switch (code)
    {
    case TRUTH_AND_EXPR:
    case TRUTH_ANDIF_EXPR:
    case TRUTH_OR_EXPR:
    case TRUTH_ORIF_EXPR:
      a = condition_set (region, TREE_OPERAND (cond, 0), loop);
      b = a ? condition_set (region, TREE_OPERAND (cond, 1), loop) : NULL;
      if (!b)
	{
	  isl_set_free (a);
	  return NULL;
	}
      return code == TRUTH_AND_EXPR || code == TRUTH_ANDIF_EXPR
	       ? isl_set_intersect (a, b) : isl_set_union (a, b);
    case TRUTH_NOT_EXPR:
      a = condition_set (region, TREE_OPERAND (cond, 0), loop);
      return a ? isl_set_complement (a) : NULL;
    default:
      if (TREE_CODE_CLASS (code) == tcc_comparison)
	return ph_affine_condition (region, code, TREE_OPERAND (cond, 0),
				    TREE_OPERAND (cond, 1), loop);
      ph_fail (region, "loop exit condition not understood (%s)",
	       get_tree_code_name (code));
      return NULL;
    }
}

/* SET, a set over the space of LOOP's parent, extended by LOOP's counter
   as a new last dimension (unconstrained).  */
static isl_set *
add_counter (struct ph_region *region, isl_set *set, class loop *loop)
{
  int depth = ph_region_depth (region, loop);
  char name[16];

  snprintf (name, sizeof name, "i%d", depth - 1);
  set = isl_set_add_dims (set, isl_dim_set, 1);
  return isl_set_set_dim_name (set, isl_dim_set, depth - 1, name);
}

/* isl_pw_aff_foreach_piece callback: fail on a piece AFF with an
   integer division.  */
static isl_stat
fail_on_division (isl_set *set, isl_aff *aff, void *user)
{
  isl_size n = isl_aff_dim (aff, isl_dim_div);

  (void) user;
  isl_set_free (set);
  isl_aff_free (aff);
  return n == 0 ? isl_stat_ok : isl_stat_error;
}

/* Whether PA has an integer division in a piece (or isl fails).  */
static bool
has_division (isl_pw_aff *pa)
{
  isl_ctx *ctx = isl_pw_aff_get_ctx (pa);
  bool found = isl_pw_aff_foreach_piece (pa, &fail_on_division, NULL) < 0;

  isl_ctx_reset_error (ctx);
  return found;
}

/* For LOOP, whose trip count DESC->niter is a polynomial of higher
   degree in the outer counters, under DOM (its preheader's domain): a
   new parameter that bounds the count over DOM, as an expression on
   DOM's space, for the affine domain; the exact bound, counter <=
   niter, appended to GUARDS (over LOOP's space).  NULL with a reason:
   the affine model's unless the count is a polynomial.  The count must
   not wrap: LOOP's counter may not overflow.  */
static isl_pw_aff *
polynomial_trips (struct ph_region *region, class loop *loop,
		  class tree_niter_desc *desc, isl_set *dom,
		  guard_vec *guards)
{
  /* A count GCC found without a counter (the popcount of x for a loop
     that clears the lowest set bit of x) has no base.  */
  tree type = desc->control.base ? TREE_TYPE (desc->control.base)
	      : NULL_TREE;
  char affine_why[sizeof region->why];
  isl_space *space = isl_set_get_space (dom);

  memcpy (affine_why, region->why, sizeof affine_why);
  region->why[0] = '\0';
  isl_pw_qpolynomial *trips = ph_polynomial_of_index (region, desc->niter,
						      loop_outer (loop),
						      space);
  if (!trips)
    memcpy (region->why, affine_why, sizeof affine_why);
  else if (!type || !INTEGRAL_TYPE_P (type)
	   || !TYPE_OVERFLOW_UNDEFINED (type))
    {
      ph_fail (region, "polynomial trip count of a counter that may wrap");
      trips = isl_pw_qpolynomial_free (trips);
    }
  if (!trips)
    return isl_space_free (space), NULL;
  isl_set *where = isl_set_intersect_params (isl_set_copy (dom),
					     ph_param_ranges (region));
  isl_pw_qpolynomial_fold *bound
    = isl_pw_qpolynomial_bound (isl_pw_qpolynomial_intersect_domain
				  (isl_pw_qpolynomial_copy (trips), where),
				isl_fold_max, NULL);
  if (!bound)
    {
      isl_space_free (space);
      isl_pw_qpolynomial_free (trips);
      return ph_fail (region, "isl failed to bound a polynomial trip count"),
	     NULL;
    }
  struct ph_trip_bound t = { make_temp_ssa_name (long_integer_type_node,
						 NULL, "ph_trips"), bound,
			      NULL_TREE, NULL_TREE, 0 };
  SSA_NAME_DEF_STMT (t.name) = gimple_build_nop ();
  region->trip_bounds.safe_push (t);

  /* niter - counter >= 0 over LOOP's space.  */
  int pos = isl_space_dim (space, isl_dim_set);
  trips = isl_pw_qpolynomial_add_dims (trips, isl_dim_in, 1);
  isl_space *inner = isl_pw_qpolynomial_get_domain_space (trips);
  trips = isl_pw_qpolynomial_sub (trips, isl_pw_qpolynomial_from_pw_aff
					   (isl_pw_aff_var_on_domain
					      (isl_local_space_from_space
						 (inner),
					       isl_dim_set, pos)));
  if (!push_guard (region, trips, guards))
    return isl_space_free (space), NULL;
  return isl_pw_aff_param_on_domain_id (isl_set_universe (space),
					ph_param_id (region, t.name));
}

/* The domain of the header of LOOP, whose exit EXIT no trip count formula
   describes: its counter runs from 0 to a count made at run time.  Its
   guards, those of its preheader, in GUARDS.  */
static isl_set *
counted_header_domain (struct ph_region *region, class loop *loop, edge exit,
		       guard_vec *guards)
{
  basic_block preheader = loop_preheader_edge (loop)->src;
  isl_set *dom = ph_block_domain (region, preheader);
  if (!dom)
    return NULL;
  append_block_guards (region, preheader, 1, guards);
  isl_pw_aff *trips = ph_counted_trips (region, loop, exit,
					isl_set_get_space (dom));
  if (!trips)
    return isl_set_free (dom);
  dom = add_counter (region, dom, loop);
  trips = isl_pw_aff_add_dims (trips, isl_dim_in, 1);
  isl_pw_aff *counter = isl_pw_aff_var_on_domain
			  (isl_local_space_from_space
			     (ph_loop_space (region, loop)),
			   isl_dim_set, ph_region_depth (region, loop) - 1);
  isl_set *runs = isl_pw_aff_le_set (isl_pw_aff_copy (counter), trips);
  runs = isl_set_intersect (runs, isl_pw_aff_nonneg_set (counter));
  return isl_set_intersect (dom, runs);
}

/* The domain of the header of LOOP, its guards in GUARDS.  */
static isl_set *
header_domain (struct ph_region *region, class loop *loop, guard_vec *guards)
{
  class loop *outer = loop_outer (loop);
  edge exit = single_exit (loop);
  class tree_niter_desc desc;
  isl_set *dom, *zero = NULL, *bounded;
  isl_pw_aff *niter, *counter;
  int depth = ph_region_depth (region, loop);

  if (!exit)
    return ph_fail (region, "loop with several exits"), NULL;
  if (!number_of_iterations_exit (loop, exit, &desc, false))
    return counted_header_domain (region, loop, exit, guards);
  if (!integer_nonzerop (desc.assumptions))
    return ph_fail (region, "trip count holds only if the loop counter does "
		    "not wrap"), NULL;
  basic_block preheader = loop_preheader_edge (loop)->src;
  dom = ph_block_domain (region, preheader);
  if (!dom)
    return NULL;
  unsigned n_guards = guards->length ();
  append_block_guards (region, preheader, 1, guards);
  if (!integer_zerop (desc.may_be_zero))
    {
      zero = condition_set (region, desc.may_be_zero, outer);
      if (!zero)
	return isl_set_free (dom);
    }
  bool had_reason = region->why[0] != '\0';
  niter = ph_affine_of_expr (region, desc.niter, outer);
  /* j < i * i: a polynomial trip count.  */
  if (!niter && !had_reason)
    niter = polynomial_trips (region, loop, &desc, dom, guards);
  if (!niter)
    {
      isl_set_free (zero);
      isl_set_free (dom);
      /* k < n by steps of s: a count that is no polynomial, counted at
	 run time, unless the test is not countable either.  */
      char why[sizeof region->why];
      if (had_reason)
	return NULL;
      memcpy (why, region->why, sizeof why);
      region->why[0] = '\0';
      while (guards->length () > n_guards)
	isl_pw_qpolynomial_free (guards->pop ());
      dom = counted_header_domain (region, loop, exit, guards);
      if (!dom)
	memcpy (region->why, why, sizeof why);
      return dom;
    }
  /* The trip count is often computed in an unsigned type; where the loop
     runs a latch, it does not wrap, and the gist drops the modulo.  */
  {
    isl_set *runs = isl_set_intersect_params (isl_set_copy (dom),
					      ph_param_ranges (region));
    if (zero)
      runs = isl_set_subtract (runs, isl_set_copy (zero));
    niter = isl_pw_aff_gist (niter, runs);
  }
  /* Where the modulo stays (the loop's guard is before the region, or
     the gist cannot tell), the wrapped values exceed GCC's own bound on
     the latch executions: the loop does not run there.  Else a loop over
     a row would seem to run on into the next rows.  */
  HOST_WIDE_INT max_latches = has_division (niter)
			      ? max_loop_iterations_int (loop) : -1;
  dom = add_counter (region, dom, loop);
  niter = isl_pw_aff_add_dims (niter, isl_dim_in, 1);
  counter = isl_pw_aff_var_on_domain (isl_local_space_from_space
					(ph_loop_space (region, loop)),
				      isl_dim_set, depth - 1);
  isl_set *feasible = NULL;
  if (max_latches >= 0 && max_latches < INT_MAX)
    {
      isl_set *all = isl_set_universe (isl_pw_aff_get_domain_space (niter));
      feasible = isl_pw_aff_le_set (isl_pw_aff_copy (niter),
				    isl_pw_aff_val_on_domain
				      (all, isl_val_int_from_si
					      (region->ctx, max_latches)));
    }
  bounded = isl_pw_aff_le_set (isl_pw_aff_copy (counter), niter);
  if (feasible)
    {
      /* Within the parameters' ranges the modulo is then fixed: its
	 division goes.  */
      isl_set *ranges = ph_param_ranges (region);
      bounded = isl_set_intersect (bounded, feasible);
      bounded = isl_set_detect_equalities
		  (isl_set_intersect_params (bounded, isl_set_copy (ranges)));
      bounded = isl_set_gist_params (bounded, ranges);
    }
  bounded = isl_set_intersect (bounded,
			       isl_pw_aff_nonneg_set
				 (isl_pw_aff_copy (counter)));
  if (zero)
    {
      /* Where the loop runs no latch, its header still runs once.  */
      zero = add_counter (region, zero, loop);
      bounded = isl_set_subtract (bounded, isl_set_copy (zero));
      zero = isl_set_intersect (zero, isl_pw_aff_zero_set (counter));
      bounded = isl_set_union (bounded, zero);
    }
  else
    isl_pw_aff_free (counter);
  dom = isl_set_intersect (dom, bounded);
  return isl_set_coalesce (dom);
}

/* The iterations of LOOP's enclosing loops in which LOOP's counter is not
   at its last value: DOM_HEADER (LOOP's header domain) shifted by one.  */
static isl_set *
not_last_iteration (struct ph_region *region, isl_set *dom_header,
		    class loop *loop)
{
  int depth = ph_region_depth (region, loop);
  isl_space *space = ph_loop_space (region, loop);
  isl_multi_aff *next = isl_multi_aff_identity_on_domain_space (space);
  isl_aff *shifted = isl_multi_aff_get_aff (next, depth - 1);

  shifted = isl_aff_add_constant_si (shifted, 1);
  next = isl_multi_aff_set_aff (next, depth - 1, shifted);
  return isl_set_preimage_multi_aff (dom_header, next);
}

/* BB, or, when BB is inside a loop nested in LOOP, the preheader of the
   outermost such loop: the block of LOOP that runs where BB's loop is
   entered (for the region's first loop, the block before the region).  */
static basic_block
block_in_loop (basic_block bb, class loop *loop)
{
  class loop *l = bb->loop_father;

  if (l == loop)
    return bb;
  l = superloop_at_depth (l, loop_depth (loop) + 1);
  return loop_preheader_edge (l)->src;
}

/* The domain of BB from its single predecessor edge E, its guards in
   GUARDS.  */
static isl_set *
domain_from_edge (struct ph_region *region, basic_block bb, edge e,
		  guard_vec *guards)
{
  class loop *loop = bb->loop_father;
  basic_block pred = e == region->entry ? e->src : block_in_loop (e->src, loop);
  isl_set *dom = ph_block_domain (region, pred);
  gimple *last;
  edge exit = single_exit (loop);

  if (!dom)
    return dom;
  append_block_guards (region, pred, 0, guards);
  if (pred != e->src)
    return dom;
  if (exit && exit->src == pred && e != exit)
    {
      isl_set *header = ph_block_domain (region, loop->header);
      if (!header)
	return isl_set_free (dom);
      guard_vec next = vNULL;
      append_block_guards (region, loop->header, 0, &next);
      bool ok = shift_guards (region, &next, ph_region_depth (region, loop) - 1);
      guards->safe_splice (next);
      next.release ();
      if (!ok)
	{
	  isl_set_free (header);
	  return isl_set_free (dom);
	}
      return isl_set_intersect (dom, not_last_iteration (region, header, loop));
    }
  last = last_stmt (pred);
  if (last && gimple_code (last) == GIMPLE_COND)
    {
      gcond *cond = as_a<gcond *> (last);
      enum tree_code code = gimple_cond_code (cond);
      isl_set *holds;

      if (e->flags & EDGE_FALSE_VALUE)
	code = invert_tree_comparison (code, false);
      holds = comparison_set (region, code, gimple_cond_lhs (cond),
			      gimple_cond_rhs (cond), loop, guards);
      if (!holds)
	return isl_set_free (dom);
      dom = isl_set_intersect (dom, condition_as_param (region, holds));
    }
  else if (!single_succ_p (pred))
    {
      ph_fail (region, "block with a branch that is not a condition");
      return isl_set_free (dom);
    }
  return isl_set_coalesce (dom);
}

/* The domain of BB, a block of the region: memoised in REGION.  */
isl_set *
ph_block_domain (struct ph_region *region, basic_block bb)
{
  isl_set *dom;
  guard_vec guards = vNULL;

  if ((unsigned) bb->index < region->bb_domains.length ()
      && region->bb_domains[bb->index])
    return isl_set_copy (region->bb_domains[bb->index]);
  if (bb == region->entry->src)
    /* Where the region is entered: no iteration of its own, and what the
       guards on the way there tell of the parameters.  */
    dom = isl_set_intersect_params (isl_set_universe
				      (ph_loop_space (region, region->parent)),
				    ph_entry_conditions (region));
  else if (!ph_in_region (region, bb))
    return ph_fail (region, "internal: block outside the region"), NULL;
  else if (bb == bb->loop_father->header)
    dom = header_domain (region, bb->loop_father, &guards);
  else if (single_pred_p (bb))
    dom = domain_from_edge (region, bb, single_pred_edge (bb), &guards);
  else
    {
      basic_block idom = get_immediate_dominator (CDI_DOMINATORS, bb);
      if (!dominated_by_p (CDI_POST_DOMINATORS, idom, bb))
	return ph_fail (region, "unstructured control flow (a join that does "
			"not close a conditional)"), NULL;
      basic_block in_loop = block_in_loop (idom, bb->loop_father);
      dom = ph_block_domain (region, in_loop);
      if (dom)
	append_block_guards (region, in_loop, 0, &guards);
    }
  /* A chain of != conditions doubles the pieces at each one.  */
  if (dom && isl_set_n_basic_set (dom) > PH_MAX_DOMAIN_PIECES)
    {
      dom = isl_set_coalesce (dom);
      if (isl_set_n_basic_set (dom) > PH_MAX_DOMAIN_PIECES)
	{
	  ph_fail (region, "conditions with too many cases (%d pieces in the "
		   "domain of a block)", (int) isl_set_n_basic_set (dom));
	  dom = isl_set_free (dom);
	}
    }
  if (!dom)
    {
      guards_release (&guards);
      return NULL;
    }
  if ((unsigned) bb->index >= region->bb_domains.length ())
    {
      region->bb_domains.safe_grow_cleared (last_basic_block_for_fn (region->fun));
      region->bb_guards.safe_grow_cleared (last_basic_block_for_fn (region->fun));
    }
  region->bb_domains[bb->index] = isl_set_copy (dom);
  region->bb_guards[bb->index] = guards;
  return dom;
}

bool
ph_add_block_guards (struct ph_region *region, basic_block bb,
		     isl_set *domain, isl_id *stmt_id)
{
  if ((unsigned) bb->index >= region->bb_guards.length ())
    return true;
  for (isl_pw_qpolynomial *g : region->bb_guards[bb->index])
    {
      /* Intersecting aligns the parameters of both; the statement's
	 tuple then names the result's own space.  */
      g = isl_pw_qpolynomial_intersect_domain (isl_pw_qpolynomial_copy (g),
					       isl_set_copy (domain));
      isl_space *space = isl_pw_qpolynomial_get_domain_space (g);
      space = isl_space_set_tuple_id (space, isl_dim_set,
				      isl_id_copy (stmt_id));
      g = isl_pw_qpolynomial_reset_domain_space (g, space);
      if (ph_scop_add_guard (region->scop, g) < 0)
	return ph_fail (region, "isl failed to model a polynomial condition");
    }
  return true;
}

/* The first value of LOOP's counter as an affine function of the
   iteration counts of the loops around it: the start of a header PHI
   that steps by one (j = i in a triangular nest), or NULL.  */
static isl_aff *
counter_start (struct ph_region *region, class loop *loop)
{
  tree start;

  if (!ph_unit_counter (loop, false, &start))
    return NULL;
  /* Not a reason to refuse the SCoP: keep any failure unrecorded.  */
  bool had_reason = region->why[0] != '\0';
  isl_pw_aff *first = ph_affine_of_expr (region, start, loop_outer (loop));
  if (!had_reason)
    region->why[0] = '\0';
  if (first && isl_pw_aff_isa_aff (first) == isl_bool_true)
    return isl_pw_aff_as_aff (first);
  isl_pw_aff_free (first);
  return NULL;
}

/* The values of the source's loop counters around block BB as affine
   functions of the model's iteration counts: count plus first value for
   a loop whose counter steps by one, the count itself for others.  */
isl_multi_aff *
ph_source_counters (struct ph_region *region, basic_block bb)
{
  class loop *loop = bb->loop_father;
  isl_space *space = ph_loop_space (region, loop);
  int depth = ph_region_depth (region, loop);
  isl_multi_aff *ma = isl_multi_aff_identity (isl_space_map_from_set
						(isl_space_copy (space)));

  for (class loop *l = loop; ph_region_depth (region, l) > 0; l = loop_outer (l))
    {
      int k = ph_region_depth (region, l) - 1;
      isl_aff *start = counter_start (region, l);
      if (!start)
	continue;
      ma = isl_multi_aff_align_params (ma, isl_aff_get_space (start));
      start = isl_aff_align_params (start, isl_multi_aff_get_space (ma));
      /* The counts of the loops around L: loops are visited from the
	 inside out, so MA is still the identity on them.  */
      isl_multi_aff *outer = isl_multi_aff_drop_dims
			       (isl_multi_aff_copy (ma), isl_dim_out, k,
				depth - k);
      start = isl_aff_pullback_multi_aff (start, outer);
      ma = isl_multi_aff_set_at (ma, k, isl_aff_add (isl_multi_aff_get_at
						       (ma, k), start));
    }
  isl_space_free (space);
  return ma;
}

/* What holds whenever the region is entered: the affine conditions on
   the chain of single-predecessor blocks that leads to its preheader
   (loop header copying leaves the guard "n > 0" of a loop there), up to
   the boundary of the loop around the region.  The
   trip counts GCC computed assume them, so the domains simplify only
   with them.  Conditions that are not affine end the walk, and !=
   conditions are skipped: the context then says less, which is still
   exact.  */
isl_set *
ph_entry_conditions (struct ph_region *region)
{
  class loop *outer = region->parent;
  isl_set *known = isl_set_universe (ph_loop_space (region, outer));
  basic_block bb = region->entry->src;

  while (single_pred_p (bb) && bb != ENTRY_BLOCK_PTR_FOR_FN (region->fun)
	 && single_pred (bb)->loop_father == outer)
    {
      edge e = single_pred_edge (bb);
      gimple *last = last_stmt (e->src);
      bb = e->src;
      if (!last || gimple_code (last) != GIMPLE_COND)
	continue;
      gcond *cond = as_a<gcond *> (last);
      enum tree_code code = gimple_cond_code (cond);
      if (e->flags & EDGE_FALSE_VALUE)
	code = invert_tree_comparison (code, false);
      /* A != is a union of two pieces: a chain of else-ifs on them
	 (strcmp (...) == 0) doubled the pieces at each one, and made a
	 parameter of each value compared.  */
      if (!INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)))
	  || code == NE_EXPR)
	continue;
      isl_set *holds = ph_affine_condition (region, code,
					    gimple_cond_lhs (cond),
					    gimple_cond_rhs (cond), outer);
      if (!holds)
	{
	  region->why[0] = '\0';
	  break;
	}
      known = isl_set_intersect (known, holds);
    }
  return isl_set_params (known);
}
