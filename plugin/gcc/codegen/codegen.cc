/* Code generation: the isl AST of a SCoP's schedule written back as
   GIMPLE.

   The region is versioned: a condition on its entry edge selects either
   the new code or the untouched original, and both paths meet at the
   region's exit block.  The new code is built on the condition's true
   edge: a loop per AST "for" (GCC's create_empty_loop_on_edge, guarded
   against zero trips), a conditional per AST "if", and per AST "user"
   node a copy of the statement's basic block in which

   - every SSA value that is an affine function of the loop counters
     (induction variables, addresses) is recomputed from its scalar
     evolution with the counters replaced by the AST's expressions;
   - every scalar of the model (a value used in another statement, a PHI
     node) goes through a memory temporary: loaded where it is read,
     stored where it is written.  The temporaries are addressable locals
     whose address is never taken, so GCC rewrites them into SSA form
     afterwards (TODO_update_address_taken);
   - memory accesses are copied as they are, with their SSA operands
     renamed.

   Everything that could fail is checked before the CFG is touched, so a
   failure leaves the function exactly as it was.  This file walks the
   AST and drives the rest: copy.cc copies the statements, versioning.cc
   versions the region.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "cfgloop.h"
#include "cfghooks.h"
#include "cfganal.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-into-ssa.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-manip.h"
#include "cfgloopmanip.h"
#include "fold-const.h"
#include "dominance.h"
#include "hash-map.h"
#include "tree-pretty-print.h"
#include "real.h"
#include "tree-pass.h"
#include "predict.h"
#include "target.h"
#include "dumpfile.h"

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/val.h>

#include "polyhedral/alias.h"
#include "polyhedral/ast.h"
#include "polyhedral/deps.h"
#include "support/gimple-build.h"
#include "model/region.h"
#include "codegen/codegen.h"
#include "codegen/register-tile.h"
#include "codegen/expr.h"
#include "codegen/copy.h"
#include "codegen/versioning.h"
#include "codegen/parallel.h"

static edge generate_node (struct ph_codegen *cg, isl_ast_node *node,
			   edge next_e, class loop *loop);

/* Give the true edge of the condition block COND_BB probability P (the
   false edge the rest): the profile of the new code is estimated from
   these once it is built.  */
static void
set_branch_probability (basic_block cond_bb, profile_probability p)
{
  ph_branch_edge (cond_bb, true)->probability = p;
  ph_branch_edge (cond_bb, false)->probability = p.invert ();
}

/* Give the exit test of the new loop LOOP, at AST depth DEPTH, the
   location of the original loop at that depth around the last statement
   generated in it, so that GCC's remarks on the new loop (the
   vectorizer's) name the source loop.  */
static void
set_loop_location (struct ph_codegen *cg, class loop *loop, unsigned depth)
{
  basic_block bb = cg->last_user;
  unsigned base = loop_depth (cg->region->parent);

  if (!bb || loop_depth (bb->loop_father) < base + depth)
    return;
  class loop *orig = superloop_at_depth (bb->loop_father, base + depth);
  gimple *test = last_stmt (single_exit (loop)->src);
  if (test)
    gimple_set_location (test, find_loop_location (orig).get_location_t ());
}

/* Make the exit test of LOOP, built by create_empty_loop_on_edge as
   "counter before its step < BOUND", test IV_AFTER, the counter after
   its step of STRIDE, against BOUND + STRIDE (computed before the loop).
   The same iterations; but the old value no longer lives past the step,
   which cost a register copy in every iteration of the innermost loops
   (lu's ran 7% slower than the original).  */
static void
test_counter_after_step (class loop *loop, tree iv_after, tree stride)
{
  gcond *test = as_a<gcond *> (last_stmt (single_exit (loop)->src));
  tree bound = gimple_cond_rhs (test);
  gimple_seq stmts = NULL;
  tree after = force_gimple_operand
		 (fold_build2 (PLUS_EXPR, TREE_TYPE (bound), bound,
			       fold_convert (TREE_TYPE (bound), stride)),
		  &stmts, true, NULL_TREE);

  /* The block before the loop may end in a condition: on the edge.  */
  if (stmts)
    gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), stmts);

  gimple_cond_set_lhs (test, iv_after);
  gimple_cond_set_rhs (test, after);
  update_stmt (test);
}

/* The location of the source loop at DEPTH (1 for the SCoP's outermost)
   around the last statement generated, or the SCoP's.  */
static location_t
source_loop_location (struct ph_codegen *cg, unsigned depth)
{
  basic_block bb = cg->last_user;
  unsigned base = loop_depth (cg->region->parent);
  class loop *orig = cg->region->root;

  if (bb && loop_depth (bb->loop_father) >= base + depth)
    orig = superloop_at_depth (bb->loop_father, base + depth);
  return find_loop_location (orig).get_location_t ();
}

/* The integer X as a double.  Built without folding unless constant:
   GCC folds a conversion of MAX_EXPR into a COND_EXPR, which GIMPLE in
   SSA form cannot take as an operand.  */
static tree
work_double (tree x)
{
  if (TREE_CODE (x) == INTEGER_CST)
    return fold_build1 (FLOAT_EXPR, double_type_node, x);
  return build1 (FLOAT_EXPR, double_type_node, x);
}

/* A op B on doubles, folded only when both are constants (see
   work_double).  */
static tree
work_op (enum tree_code code, tree a, tree b)
{
  if (CONSTANT_CLASS_P (a) && CONSTANT_CLASS_P (b))
    return fold_build2 (code, TREE_CODE_CLASS (code) == tcc_comparison
			      ? boolean_type_node : double_type_node, a, b);
  return build2 (code, TREE_CODE_CLASS (code) == tcc_comparison
		       ? boolean_type_node : double_type_node, a, b);
}

/* An estimate of the statement instances NODE runs, as a double: a loop
   counts its bound on trips (100 when unknown) times its body.  */
static tree
estimate_work (struct ph_codegen *cg, isl_ast_node *node)
{
  tree sum = build_real (double_type_node, dconst0);

  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      {
	const struct ph_ast_loop_info *info = ph_ast_loop_info (node);
	isl_ast_node *body = isl_ast_node_for_get_body (node);
	tree trips = info && info->max_trips
		     ? work_double (ph_ast_expr_to_tree (cg, info->max_trips))
		     : build_real_from_int_cst (double_type_node,
						build_int_cst (integer_type_node,
							       100));
	tree work = work_op (MULT_EXPR, trips, estimate_work (cg, body));
	isl_ast_node_free (body);
	return work;
      }
    case isl_ast_node_if:
      {
	isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
	sum = estimate_work (cg, then_node);
	isl_ast_node_free (then_node);
	if (isl_ast_node_if_has_else_node (node) == isl_bool_true)
	  {
	    isl_ast_node *else_node = isl_ast_node_if_get_else_node (node);
	    sum = work_op (PLUS_EXPR, sum, estimate_work (cg, else_node));
	    isl_ast_node_free (else_node);
	  }
	return sum;
      }
    case isl_ast_node_block:
      {
	isl_ast_node_list *list = isl_ast_node_block_get_children (node);
	for (int i = 0; i < isl_ast_node_list_n_ast_node (list); i++)
	  {
	    isl_ast_node *child = isl_ast_node_list_get_at (list, i);
	    sum = work_op (PLUS_EXPR, sum, estimate_work (cg, child));
	    isl_ast_node_free (child);
	  }
	isl_ast_node_list_free (list);
	return sum;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	sum = estimate_work (cg, child);
	isl_ast_node_free (child);
	return sum;
      }
    default:
      return build_real (double_type_node, dconst1);
    }
}

/* The iterations of a loop that GCC's vectorizer runs at once: the
   lanes of the target's preferred vectors of words (the fewest of the
   usual element types), 1 without loop vectorization.  */
static unsigned
vector_lanes (void)
{
  if (!flag_tree_loop_vectorize)
    return 1;
  machine_mode mode = targetm.vectorize.preferred_simd_mode (word_mode);
  if (!VECTOR_MODE_P (mode))
    return 1;
  return MAX (constant_lower_bound (GET_MODE_NUNITS (mode)), 1);
}

/* Mark LOOP, an innermost loop of the new code that carries no
   dependence, as "omp simd" does.  It needs no run-time alias check of
   the vectorizer's (the new code has one) and no care for dependences
   the vectorizer cannot analyse.  Where the vectorizer runs with its
   very cheap cost model (-O2's), in a function optimised for speed, the
   loop is also forced as "omp simd" forces it (then under
   -fsimd-cost-model, unlimited by default): that model takes no loop
   that needs scalar iterations after the vector ones, as a point loop
   of tiles of unknown extent always does, so that at -O2 the new loops
   ran no faster than the original ones (gsl's cblas_dtrmm, decision
   102).  Under the other models (-O3's dynamic one) the vectorizer
   still weighs the loop.  */
static void
mark_simd (class loop *loop)
{
  loop->safelen = INT_MAX;
  if (flag_tree_loop_vectorize && optimize_function_for_speed_p (cfun)
      && flag_vect_cost_model == VECT_COST_MODEL_VERY_CHEAP)
    {
      loop->force_vectorize = true;
      cfun->has_force_vectorize_loops = true;
    }
}

/* Whether TRIPS iterations (a double) of the parallel loop NODE, with a
   body of BODY_WORK statement instances, are worth a parallel region: a
   boolean, constant when both are.  A loop with no loop inside that
   carries nothing is also the one GCC vectorizes: the threads then
   split vector iterations, each a few statement instances' work
   (jacobi-1d's 200001-iteration sweeps ran 1.2x slower on 2 threads,
   in 60002 regions).  */
static tree
enough_work (struct ph_codegen *cg, isl_ast_node *node, tree trips,
	     tree body_work)
{
  tree min = build_real_from_int_cst
	       (double_type_node, build_int_cst (long_integer_type_node,
						 cg->region->opts->parallel_min_work));
  tree work = work_op (MULT_EXPR, trips, body_work);
  unsigned lanes = ph_ast_innermost_simd (node) ? vector_lanes () : 1;

  if (lanes > 1)
    work = work_op (RDIV_EXPR, work,
		    build_real_from_int_cst (double_type_node,
					     build_int_cst (integer_type_node,
							    lanes)));
  return work_op (GE_EXPR, work, min);
}

/* Whether the loop NODE, annotated parallel, may have enough work for a
   parallel region at its longest (its bound on trips): false only when
   that is known when compiling to be too little.  */
static bool
may_have_enough_work (struct ph_codegen *cg, isl_ast_node *node)
{
  const struct ph_ast_loop_info *info = ph_ast_loop_info (node);

  if (cg->region->opts->parallel_min_work == 0 || !info->max_trips)
    return true;
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  tree enough = enough_work (cg, node, work_double (ph_ast_expr_to_tree
						  (cg, info->max_trips)),
			     estimate_work (cg, body));
  isl_ast_node_free (body);
  return !integer_zerop (enough);
}

/* Whether the loop NODE, from LB to UB by STRIDE, runs in parallel:
   NULL_TREE when not, else the condition under which it does (true when
   always), checked before the loop.  Its work is decided when compiling
   where its bounds are constants, or where even its longest execution
   is too little: a region in a loop nest starts once per iteration of
   the loops around it.  */
static tree
parallel_condition (struct ph_codegen *cg, isl_ast_node *node, tree lb,
		    tree ub, tree stride)
{
  const struct ph_ast_loop_info *info = ph_ast_loop_info (node);

  if (!cg->parallel || cg->in_parallel || cg->in_too_little || !info
      || !info->parallel)
    return NULL_TREE;
  if (cg->region->opts->parallel_min_work == 0)
    return boolean_true_node;

  tree enough = boolean_false_node;
  if (may_have_enough_work (cg, node))
    {
      isl_ast_node *body = isl_ast_node_for_get_body (node);
      tree trips = fold_build2 (PLUS_EXPR, cg->type,
				fold_build2 (TRUNC_DIV_EXPR, cg->type,
					     fold_build2 (MINUS_EXPR,
							  cg->type, ub, lb),
					     stride),
				build_int_cst (cg->type, 1));
      enough = enough_work (cg, node, work_double (trips),
			    estimate_work (cg, body));
      isl_ast_node_free (body);
    }
  if (integer_zerop (enough))
    {
      cg->n_too_small++;
      return NULL_TREE;
    }
  return enough;
}

/* What find_worthy_parallel_loop needs.  */
struct worthy_data
{
  struct ph_codegen *cg;
  bool found;
};

/* isl_ast_node_foreach_descendant_top_down callback: note in USER (a
   struct worthy_data) a loop NODE annotated parallel that may have
   enough work (see may_have_enough_work).  */
static isl_bool
find_worthy_parallel_loop (isl_ast_node *node, void *user)
{
  struct worthy_data *data = (struct worthy_data *) user;
  const struct ph_ast_loop_info *info;

  if (data->found || isl_ast_node_get_type (node) != isl_ast_node_for)
    return isl_bool_ok (!data->found);
  info = ph_ast_loop_info (node);
  if (info && info->parallel && may_have_enough_work (data->cg, node))
    data->found = true;
  return isl_bool_ok (!data->found);
}

/* isl_ast_node_foreach_descendant_top_down callback: clear *USER (a
   bool) at a loop NODE with no bound on its trips.  */
static isl_bool
find_unbounded_loop (isl_ast_node *node, void *user)
{
  bool *bounded = (bool *) user;
  const struct ph_ast_loop_info *info;

  if (isl_ast_node_get_type (node) == isl_ast_node_for
      && (!(info = ph_ast_loop_info (node)) || !info->max_trips))
    *bounded = false;
  return isl_bool_ok (*bounded);
}

/* Whether estimate_work (NODE) is no less than the statement instances
   that NODE runs: every loop in it has a bound on its trips.  */
static bool
work_estimate_is_bound (isl_ast_node *node)
{
  bool bounded = true;

  if (isl_ast_node_foreach_descendant_top_down
	(node, &find_unbounded_loop, &bounded) < 0)
    return false;
  return bounded;
}

/* Whether some loop of AST annotated parallel may have enough work to
   run in parallel, for CG before any code is generated.  */
static bool
has_worthy_parallel_loop (struct ph_codegen *cg, isl_ast_node *ast)
{
  struct worthy_data data = { cg, false };

  if (isl_ast_node_foreach_descendant_top_down
	(ast, &find_worthy_parallel_loop, &data) < 0)
    return false;
  return data.found;
}

/* Give REGION, for the parallel loop NODE, the reductions its threads
   accumulate apart.  False when one is no reduction statement in the
   code: the loop then stays sequential.  */
static bool
privatize_reductions (isl_ast_node *node, struct ph_parallel *region)
{
  const struct ph_ast_loop_info *info = ph_ast_loop_info (node);
  isl_set_list *list = isl_union_set_get_set_list (info->reductions);
  isl_size n = isl_set_list_size (list);
  bool ok = n >= 0;

  for (int i = 0; ok && i < n; i++)
    {
      isl_set *stmt = isl_set_list_get_at (list, i);
      isl_id *id = isl_set_get_tuple_id (stmt);
      ok = ph_parallel_add_reduction (region,
				      ph_statement_block (cfun, id));
      isl_id_free (id);
      isl_set_free (stmt);
    }
  isl_set_list_free (list);
  if (!ok)
    region->reductions.release ();
  return ok;
}

/* Whether the guards of CG's SCoP can all be tested: one polynomial
   each, whose value code generation can compute.  */
static bool
guards_computable (struct ph_codegen *cg)
{
  for (int k = 0; k < cg->scop->n_guard; k++)
    {
      const struct ph_guard *g = &cg->scop->guards[k];
      if (isl_pw_qpolynomial_n_piece (g->nonneg) == 0)
	continue;
      isl_qpolynomial *qp = ph_guard_polynomial (g);
      auto_vec<tree> dims;
      for (int i = 0; qp && i < isl_qpolynomial_dim (qp, isl_dim_in); i++)
	dims.safe_push (build_int_cst (cg->type, 0));
      bool ok = qp && ph_qpolynomial_to_tree (cg, qp, &dims);
      isl_qpolynomial_free (qp);
      if (!ok)
	return ph_fail (cg->region, "a polynomial condition cannot be computed "
			"in the new code");
    }
  return true;
}

/* The condition under which the instance of the AST call CALL runs:
   the guards of its statement are nonnegative at the call's arguments;
   NULL_TREE when it has none.  */
static tree
guard_condition (struct ph_codegen *cg, isl_ast_expr *call)
{
  isl_ast_expr *id_expr = isl_ast_expr_op_get_arg (call, 0);
  isl_id *id = isl_ast_expr_id_get_id (id_expr);
  tree cond = NULL_TREE;
  auto_vec<tree> dims;

  isl_ast_expr_free (id_expr);
  for (int k = 0; k < cg->scop->n_guard; k++)
    {
      const struct ph_guard *g = &cg->scop->guards[k];
      if (!ph_guard_on_statement (g, id) || cg->enforced.contains (k))
	continue;
      isl_qpolynomial *qp = ph_guard_polynomial (g);
      if (!qp)
	continue;
      if (dims.is_empty ())
	for (int i = 1; i < isl_ast_expr_op_get_n_arg (call); i++)
	  {
	    isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i);
	    dims.safe_push (ph_ast_expr_to_tree (cg, arg));
	    isl_ast_expr_free (arg);
	  }
      tree value = ph_qpolynomial_to_tree (cg, qp, &dims);
      isl_qpolynomial_free (qp);
      gcc_assert (value);	/* guards_computable.  */
      tree holds = fold_build2 (GE_EXPR, boolean_type_node, value,
				build_int_cst (cg->type, 0));
      cond = cond ? fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, cond,
				 holds)
		  : holds;
    }
  isl_id_free (id);
  return cond;
}

/* Generate the statement instance of the AST call CALL on NEXT_E, under
   its guards if it has any; the edge after it.  */
static edge
generate_guarded_user (struct ph_codegen *cg, isl_ast_expr *call, edge next_e)
{
  tree guard = guard_condition (cg, call);

  if (!guard)
    return ph_generate_user (cg, call, next_e);
  edge last_e = create_empty_if_region_on_edge (next_e, guard);
  set_branch_probability (next_e->dest, profile_probability::likely ());
  ph_generate_user (cg, call, ph_branch_edge (next_e->dest, true));
  return last_e;
}

/* How a guard of a statement in the body of a loop can be tested
   outside the statement: as a bound on the loop's counter, or as a
   condition before the loop.  */
enum guard_use
{
  GUARD_UPPER,		/* counter <= value.  */
  GUARD_LOWER,		/* counter >= value.  */
  GUARD_BEFORE,		/* value >= 0 (no counter of the loop or inside).  */
  GUARD_INSIDE		/* Only in the statement.  */
};

/* Whether the AST expression E names only iterators of loops around the
   one being generated, and parameters.  */
static bool
outer_expr_p (struct ph_codegen *cg, isl_ast_expr *e)
{
  bool ok = true;

  switch (isl_ast_expr_get_type (e))
    {
    case isl_ast_expr_int:
      return true;
    case isl_ast_expr_id:
      {
	isl_id *id = isl_ast_expr_id_get_id (e);
	ok = ph_iterator_value (cg, id) || ph_param_value (cg->region, id);
	isl_id_free (id);
	return ok;
      }
    case isl_ast_expr_op:
      for (int i = 0; ok && i < isl_ast_expr_op_get_n_arg (e); i++)
	{
	  isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, i);
	  ok = outer_expr_p (cg, arg);
	  isl_ast_expr_free (arg);
	}
      return ok;
    default:
      return false;
    }
}

/* The value of QP at the arguments ARGS of a call (the first being the
   statement), if the dimensions it involves are known before the loop
   being generated; else NULL_TREE.  */
static tree
outer_polynomial_value (struct ph_codegen *cg, isl_qpolynomial *qp,
			isl_ast_expr *call)
{
  auto_vec<tree> dims;

  for (int i = 0; i < isl_qpolynomial_dim (qp, isl_dim_in); i++)
    {
      tree v = build_int_cst (cg->type, 0);
      if (isl_qpolynomial_involves_dims (qp, isl_dim_in, i, 1)
	  != isl_bool_false)
	{
	  isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i + 1);
	  v = outer_expr_p (cg, arg) ? ph_ast_expr_to_tree (cg, arg)
				     : NULL_TREE;
	  isl_ast_expr_free (arg);
	  if (!v)
	    return NULL_TREE;
	}
      dims.safe_push (v);
    }
  return ph_qpolynomial_to_tree (cg, qp, &dims);
}

/* How guard K can be tested outside the call CALL of its statement, in
   the loop of iterator ITER, and the value it then gives in *VALUE.  A
   guard that is h - x (or x - h) for the dimension x the loop runs
   over, h known before the loop, bounds the loop's counter by h.  */
static enum guard_use
classify_guard (struct ph_codegen *cg, int k, isl_ast_expr *call, isl_id *iter,
		tree *value)
{
  isl_qpolynomial *qp = ph_guard_polynomial (&cg->scop->guards[k]);
  enum guard_use use = GUARD_INSIDE;

  if (!qp)
    return GUARD_INSIDE;
  *value = outer_polynomial_value (cg, qp, call);
  if (*value)
    use = GUARD_BEFORE;
  for (int d = 0; use == GUARD_INSIDE
		  && d < isl_qpolynomial_dim (qp, isl_dim_in); d++)
    {
      isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, d + 1);
      isl_id *id = isl_ast_expr_get_type (arg) == isl_ast_expr_id
		   ? isl_ast_expr_id_get_id (arg) : NULL;
      isl_ast_expr_free (arg);
      isl_id_free (id);
      if (id != iter)
	continue;
      isl_qpolynomial *x = isl_qpolynomial_var_on_domain
			     (isl_qpolynomial_get_domain_space (qp),
			      isl_dim_set, d);
      for (int upper = 1; upper >= 0 && use == GUARD_INSIDE; upper--)
	{
	  isl_qpolynomial *h
	    = upper ? isl_qpolynomial_add (isl_qpolynomial_copy (qp),
					   isl_qpolynomial_copy (x))
		    : isl_qpolynomial_sub (isl_qpolynomial_copy (x),
					   isl_qpolynomial_copy (qp));
	  if (isl_qpolynomial_involves_dims (h, isl_dim_in, d, 1)
	      == isl_bool_false
	      && (*value = outer_polynomial_value (cg, h, call)))
	    use = upper ? GUARD_UPPER : GUARD_LOWER;
	  isl_qpolynomial_free (h);
	}
      isl_qpolynomial_free (x);
    }
  isl_qpolynomial_free (qp);
  return use;
}

/* isl_ast_node_foreach_descendant_top_down callback: collect the calls
   of the user nodes in USER.  */
static isl_bool
collect_call (isl_ast_node *node, void *user)
{
  vec<isl_ast_expr *> *calls = (vec<isl_ast_expr *> *) user;

  if (isl_ast_node_get_type (node) == isl_ast_node_user)
    calls->safe_push (isl_ast_node_user_get_expr (node));
  return isl_bool_true;
}

/* A guard of the statement of a call in a loop's body, and how it can
   be tested outside that call.  */
struct guard_test
{
  unsigned call;		/* Index of the call in the body.  */
  int guard;			/* Index into ph_scop.guards.  */
  enum guard_use use;
  tree value;
};

/* Whether A and B test the same thing outside their calls.  */
static bool
same_guard_test (const struct guard_test &a, const struct guard_test &b)
{
  return a.use == b.use && operand_equal_p (a.value, b.value, 0);
}

/* The guards not yet tested around them of the statements of CALLS, the
   calls in the body of the loop of iterator ITER, each classified.  */
static void
guard_tests (struct ph_codegen *cg, const vec<isl_ast_expr *> &calls,
	     isl_id *iter, vec<struct guard_test> *tests)
{
  for (unsigned c = 0; c < calls.length (); c++)
    {
      isl_ast_expr *id_expr = isl_ast_expr_op_get_arg (calls[c], 0);
      isl_id *id = isl_ast_expr_id_get_id (id_expr);
      for (int k = 0; k < cg->scop->n_guard; k++)
	if (ph_guard_on_statement (&cg->scop->guards[k], id)
	    && !cg->enforced.contains (k))
	  {
	    struct guard_test t = { c, k, GUARD_INSIDE, NULL_TREE };
	    t.use = classify_guard (cg, k, calls[c], iter, &t.value);
	    tests->safe_push (t);
	  }
      isl_id_free (id);
      isl_ast_expr_free (id_expr);
    }
}

/* Test outside the loop NODE (iterator ITER) the guards of the
   statements in its body that give the same bound, or the same
   condition, for every call there: narrow *LB and *UB, add the
   conditions to *BEFORE, and push the guards on CG->enforced, so that
   the statements test them no more.  Returns how many were pushed.
   A loop bounded by j < i * i then runs exactly over its rows.  */
static int
hoist_guards (struct ph_codegen *cg, isl_ast_node *node, isl_id *iter,
	      tree *lb, tree *ub, tree *before)
{
  auto_vec<isl_ast_expr *> calls;
  auto_vec<struct guard_test> tests;
  int pushed = 0;

  if (!cg->scop->n_guard)
    return 0;
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  isl_ast_node_foreach_descendant_top_down (body, collect_call, &calls);
  isl_ast_node_free (body);
  guard_tests (cg, calls, iter, &tests);
  for (isl_ast_expr *call : calls)
    isl_ast_expr_free (call);

  for (const struct guard_test &t0 : tests)
    {
      if (t0.call != 0 || t0.use == GUARD_INSIDE
	  || cg->enforced.contains (t0.guard))
	continue;
      /* Every call must have a guard that tests the same as T0; each
	 such guard must do so in every call of its statement.  */
      auto_vec<int> matched;
      auto_vec<bool> covered;
      covered.safe_grow_cleared (calls.length ());
      for (const struct guard_test &t : tests)
	if (!cg->enforced.contains (t.guard) && same_guard_test (t, t0))
	  {
	    covered[t.call] = true;
	    if (!matched.contains (t.guard))
	      matched.safe_push (t.guard);
	  }
      bool all = !covered.contains (false);
      for (const struct guard_test &t : tests)
	if (matched.contains (t.guard) && !same_guard_test (t, t0))
	  all = false;
      if (!all)
	continue;
      if (t0.use == GUARD_UPPER)
	*ub = fold_build2 (MIN_EXPR, cg->type, *ub, t0.value);
      else if (t0.use == GUARD_LOWER)
	*lb = fold_build2 (MAX_EXPR, cg->type, *lb, t0.value);
      else
	*before = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, *before,
			       fold_build2 (GE_EXPR, boolean_type_node,
					    t0.value,
					    build_int_cst (cg->type, 0)));
      for (int k : matched)
	cg->enforced.safe_push (k);
      pushed += matched.length ();
    }
  return pushed;
}

/* Generate on edge E, inside LOOP, the loop NODE from LB to UB by STRIDE,
   whose counter is ID and whose body is BODY: in parallel when REGION
   is not NULL (its reductions already privatized, run by every thread
   when ALWAYS, else under the condition of enough work outside it),
   else sequential.  */
static void
generate_loop (struct ph_codegen *cg, isl_ast_node *node, edge e,
	       class loop *loop, tree lb, tree ub, tree stride, isl_id *id,
	       isl_ast_node *body, struct ph_parallel *region, bool always)
{
  tree iv, iv_after;
  class loop *new_loop = NULL;
  edge to_body;

  /* Gimplifying a bound rewrites its tree: each copy needs its own.  */
  lb = unshare_expr (lb);
  ub = unshare_expr (ub);
  stride = unshare_expr (stride);
  if (region)
    {
      region->loc = source_loop_location (cg, cg->iter_ids.length () + 1);
      /* Tiles go round-robin, one at a time: the tiles of a triangle
	 differ in work, and blocks of them load one thread more (2
	 threads, round-robin against blocks: lu 0.50 s against 0.64,
	 syrk 0.59 against 0.90).  But not where neighbouring tiles write
	 pieces of the same rows: threads then fight over the cache lines
	 at every boundary (3mm ran 3x slower on two threads than on one).
	 So do the iterations of a nest with polynomial bounds, whose work
	 grows with the counter faster still (j < i * i: the last half of
	 the rows holds seven eighths of the work).  */
      bool round_robin = (!integer_onep (stride) || cg->scop->n_guard)
			 && !ph_ast_loop_info (node)->splits_rows;
      ph_parallel_loop_on_edge (e, loop, lb, ub, stride, round_robin, &iv,
				&to_body, region);
    }
  else
    {
      tree var = create_tmp_var (cg->type, "ph_iv");
      /* The loop goes on while the counter before its step is below the
	 bound it is given: below UB - STRIDE + 1, so that the next value
	 is at most UB (a tile loop's stride is the tile size).  */
      tree last_start = fold_build2 (PLUS_EXPR, cg->type,
				     fold_build2 (MINUS_EXPR, cg->type, ub,
						  stride),
				     build_int_cst (cg->type, 1));
      new_loop = create_empty_loop_on_edge (e, lb, stride, last_start,
					    var, &iv, &iv_after, loop);
      test_counter_after_step (new_loop, iv_after, stride);
      set_branch_probability (single_exit (new_loop)->src,
			      profile_probability::likely ());
      to_body = single_succ_edge (new_loop->header);
      cg->loops.safe_push (new_loop);
    }
  bool tile = new_loop && ph_register_tile_loop_begin (cg, new_loop, body);
  basic_block after = to_body->dest;

  cg->iter_ids.safe_push (id);
  cg->iter_values.safe_push (iv);
  cg->in_parallel += region != NULL;
  vec<struct ph_parallel_reduction> *outer_reductions = cg->reductions;
  if (region)
    cg->reductions = &region->reductions;
  edge end = generate_node (cg, body, to_body, new_loop ? new_loop : loop);
  if (tile)
    ph_register_tile_loop_end (cg);
  cg->reductions = outer_reductions;
  cg->in_parallel -= region != NULL;
  if (new_loop)
    {
      set_loop_location (cg, new_loop, cg->iter_ids.length ());
      if (ph_ast_innermost_simd (node))
	mark_simd (new_loop);
    }
  else
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t
			   (source_loop_location (cg, cg->iter_ids.length ())),
			 "polyhedral: parallel loop, dimension %u of the new "
			 "loop nest%s%s\n", cg->iter_ids.length (),
			 region->reductions.is_empty () ? ""
			 : ", each thread with partial results of its "
			   "reductions",
			 always ? "" : ", when it has enough work");
      if (!region->reductions.is_empty ())
	ph_parallel_combine_reductions (region,
					single_succ_edge (region->tail), loop);
      cg->regions.safe_push (*region);
    }
  cg->iter_ids.pop ();
  cg->iter_values.pop ();
  redirect_edge_succ_nodup (end, after);
  set_immediate_dominator (CDI_DOMINATORS, end->dest, end->src);
}

/* Generate on NEXT_E, inside LOOP, the TRIPS copies of BODY for the
   values LB, LB + STRIDE, ... of the counter ID (register-tile.h).
   Returns the edge after them.  */
static edge
generate_unrolled (struct ph_codegen *cg, edge next_e, class loop *loop,
		   tree lb, tree stride, unsigned trips, isl_id *id,
		   isl_ast_node *body)
{
  for (unsigned t = 0; t < trips; t++)
    {
      basic_block bb = split_edge (next_e);
      gimple_stmt_iterator gsi = gsi_last_bb (bb);
      tree value = fold_build2 (PLUS_EXPR, cg->type, unshare_expr (lb),
				fold_build2 (MULT_EXPR, cg->type,
					     unshare_expr (stride),
					     build_int_cst (cg->type, t)));
      value = force_gimple_operand_gsi (&gsi, value, true, NULL_TREE, false,
					GSI_CONTINUE_LINKING);
      cg->iter_ids.safe_push (id);
      cg->iter_values.safe_push (value);
      next_e = generate_node (cg, body, single_succ_edge (bb), loop);
      cg->iter_ids.pop ();
      cg->iter_values.pop ();
    }
  return next_e;
}

/* Generate the loop of generate_for: NODE, from LB to UB by STRIDE, its
   counter ID, its body BODY, on NEXT_E inside LOOP.  Returns the edge
   after it.  */
static edge
generate_for_loop (struct ph_codegen *cg, isl_ast_node *node, edge next_e,
		   class loop *loop, tree lb, tree ub, tree stride, isl_id *id,
		   isl_ast_node *body)
{
  tree run;
  struct ph_parallel region;
  tree before = boolean_true_node;
  int hoisted = hoist_guards (cg, node, id, &lb, &ub, &before);
  edge last_e = create_empty_if_region_on_edge
		  (next_e, fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node,
					before,
					fold_build2 (LE_EXPR,
						     boolean_type_node,
						     lb, ub)));
  edge true_e = ph_branch_edge (next_e->dest, true);
  set_branch_probability (next_e->dest, profile_probability::likely ());
  run = parallel_condition (cg, node, lb, ub, stride);
  region.reductions = vNULL;
  if (run && !privatize_reductions (node, &region))
    run = NULL_TREE;
  bool always = run && integer_onep (run);
  if (run && !region.reductions.is_empty ())
    run = ph_parallel_reduction_guard (always ? NULL_TREE : run);
  if (run && !integer_onep (run))
    {
      create_empty_if_region_on_edge (true_e, run);
      basic_block choice = true_e->dest;
      set_branch_probability (choice, profile_probability::even ());
      /* The sequential copy runs where all the loop's work is too
	 little: then so is the work of any loop inside, unless more than
	 estimated (loops with no bound on their trips count 100) or the
	 condition also asked for something else (a slot for each
	 thread's partial results).  Its loops have no parallel copies
	 then, each with a copy of the nest: flat-4d's two nests became
	 23 parallel regions and 42 times the code.  */
      bool too_little_inside = region.reductions.is_empty ()
			       && work_estimate_is_bound (body);
      generate_loop (cg, node, ph_branch_edge (choice, true), loop, lb, ub,
		     stride, id, body, &region, always);
      cg->in_too_little += too_little_inside;
      generate_loop (cg, node, ph_branch_edge (choice, false), loop, lb,
		     ub, stride, id, body, NULL, false);
      cg->in_too_little -= too_little_inside;
    }
  else
    generate_loop (cg, node, true_e, loop, lb, ub, stride, id, body,
		   run ? &region : NULL, always);
  cg->enforced.truncate (cg->enforced.length () - hoisted);
  return last_e;
}

/* Generate the AST for loop NODE on NEXT_E inside LOOP: a guard
   "init <= upper bound" around a do-while loop, or around a parallel
   loop when its iterations may run at once.  Where that depends on the
   work, known only at run time, a condition chooses between the
   parallel loop and a sequential copy: a parallel region on one thread
   still costs a call to libgomp, which small loops run many times over
   cannot afford (Linpack's ran 60x slower).  */
static edge
generate_for (struct ph_codegen *cg, isl_ast_node *node, edge next_e,
	      class loop *loop)
{
  isl_ast_expr *iter = isl_ast_node_for_get_iterator (node);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  isl_ast_expr *bound = isl_ast_expr_op_get_arg (cond, 1);
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  isl_id *id = isl_ast_expr_id_get_id (iter);
  tree lb = ph_ast_expr_to_tree (cg, init);
  tree ub = ph_ast_expr_to_tree (cg, bound);
  tree stride = ph_ast_expr_to_tree (cg, inc);

  if (isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_lt)
    ub = fold_build2 (MINUS_EXPR, cg->type, ub, build_int_cst (cg->type, 1));
  if (unsigned trips = ph_register_tile_unroll (cg, lb, ub, stride))
    next_e = generate_unrolled (cg, next_e, loop, lb, stride, trips, id,
				body);
  else
    next_e = generate_for_loop (cg, node, next_e, loop, lb, ub, stride, id,
				body);
  isl_id_free (id);
  isl_ast_expr_free (iter);
  isl_ast_expr_free (init);
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  isl_ast_expr_free (bound);
  isl_ast_node_free (body);
  return next_e;
}

/* Generate the AST conditional NODE on NEXT_E inside LOOP.  */
static edge
generate_if (struct ph_codegen *cg, isl_ast_node *node, edge next_e,
	     class loop *loop)
{
  isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
  isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
  edge last_e = create_empty_if_region_on_edge (next_e,
						ph_ast_expr_to_tree (cg, cond));
  edge true_e = ph_branch_edge (next_e->dest, true);
  edge false_e = ph_branch_edge (next_e->dest, false);

  set_branch_probability (next_e->dest, profile_probability::even ());
  generate_node (cg, then_node, true_e, loop);
  if (isl_ast_node_if_has_else_node (node) == isl_bool_true)
    {
      isl_ast_node *else_node = isl_ast_node_if_get_else_node (node);
      generate_node (cg, else_node, false_e, loop);
      isl_ast_node_free (else_node);
    }
  isl_ast_expr_free (cond);
  isl_ast_node_free (then_node);
  return last_e;
}

/* Generate NODE on the edge NEXT_E, inside LOOP; the edge after it.  */
static edge
generate_node (struct ph_codegen *cg, isl_ast_node *node, edge next_e,
	       class loop *loop)
{
  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      return generate_for (cg, node, next_e, loop);
    case isl_ast_node_if:
      return generate_if (cg, node, next_e, loop);
    case isl_ast_node_block:
      {
	isl_ast_node_list *list = isl_ast_node_block_get_children (node);
	for (int i = 0; i < isl_ast_node_list_n_ast_node (list); i++)
	  {
	    isl_ast_node *child = isl_ast_node_list_get_at (list, i);
	    next_e = generate_node (cg, child, next_e, loop);
	    isl_ast_node_free (child);
	  }
	isl_ast_node_list_free (list);
	return next_e;
      }
    case isl_ast_node_user:
      {
	isl_ast_expr *call = isl_ast_node_user_get_expr (node);
	next_e = generate_guarded_user (cg, call, next_e);
	isl_ast_expr_free (call);
	return next_e;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	const struct ph_register_tile_mark *outer = cg->register_tile;
	cg->register_tile = ph_register_tile_of_mark (node, outer);
	next_e = generate_node (cg, child, next_e, loop);
	cg->register_tile = outer;
	isl_ast_node_free (child);
	return next_e;
      }
    default:
      gcc_unreachable ();
    }
}

/* Whether STMT of the new code computes a value from SSA names alone,
   without memory, side effects or traps, and all it uses is defined
   outside LOOP.  */
static bool
invariant_arithmetic_p (gimple *stmt, class loop *loop)
{
  ssa_op_iter it;
  tree op;

  if (!is_gimple_assign (stmt) || gimple_vuse (stmt)
      || gimple_could_trap_p (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
    return false;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
    {
      basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (op));
      if (def_bb && flow_bb_inside_loop_p (loop, def_bb))
	return false;
    }
  return true;
}

/* Move the invariant arithmetic of the new loops (addresses and indices
   that each statement copy computes from the counters) to their
   preheaders, inner loops first, so that it leaves every loop it does
   not vary in.  GCC's own invariant motion leaves such cheap statements
   in place, and the vectorizer then cannot take an invariant load out of
   a loop it versions for aliasing.  The loops are guarded do-while
   loops, so their bodies run whenever the preheader does.  */
static void
hoist_invariants (struct ph_codegen *cg)
{
  for (int i = cg->loops.length () - 1; i >= 0; i--)
    {
      class loop *loop = cg->loops[i];
      basic_block pre = loop_preheader_edge (loop)->src;
      basic_block *body = get_loop_body_in_dom_order (loop);
      for (unsigned b = 0; b < loop->num_nodes; b++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	     !gsi_end_p (gsi);)
	  if (invariant_arithmetic_p (gsi_stmt (gsi), loop))
	    gsi_move_to_bb_end (&gsi, pre);
	  else
	    gsi_next (&gsi);
      free (body);
    }
}

/* Say why no loop of the SCoP generated by CG runs in parallel, when
   parallel code was asked for.  */
static void
report_parallel (struct ph_codegen *cg)
{
  if (!cg->regions.is_empty () || !dump_enabled_p ())
    return;
  if (!cg->parallel && ph_parallel_enabled (cg->region->opts)
      && cg->region->sets_errno)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location
		       (cg->region->root),
		     "polyhedral: no loop of the SCoP runs in parallel: its "
		     "square roots may set errno, of which each thread has "
		     "its own\n");
  if (!cg->parallel)
    return;
  if (cg->n_too_small)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location
		       (cg->region->root),
		     "polyhedral: no loop of the SCoP runs in parallel: too "
		     "little work (below parallel-min-work=%ld statement "
		     "instances)\n", cg->region->opts->parallel_min_work);
  else
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location
		       (cg->region->root),
		     "polyhedral: no loop of the SCoP runs in parallel: each "
		     "carries a dependence\n");
}

/* Regenerate the SCoP of REGION, whose model is SCOP, from the AST of its
   schedule.  False, with the reason in REGION, when it cannot: the function
   is then unchanged.  */
bool
ph_generate_scop (struct ph_region *region, struct ph_scop *scop, isl_ast_node *ast,
	    bool only_for_parallel)
{
  struct ph_codegen cg;

  memset (&cg, 0, sizeof cg);
  cg.region = region;
  cg.scop = scop;
  cg.type = long_integer_type_node;
  cg.parallel = ph_parallel_allowed (region);
  if (!ph_ast_supported (ast))
    return ph_fail (region, "the generated loops use an operation that code "
		    "generation does not support");
  if (only_for_parallel && !has_worthy_parallel_loop (&cg, ast))
    return ph_fail (region, "no parallel loop has enough work (below "
		    "parallel-min-work)");
  for (basic_block bb : region->blocks)
    if (!ph_block_copyable (&cg, bb))
      return false;
  if (!guards_computable (&cg))
    return false;
  if (!ph_live_outs_connectable (&cg))
    return false;

  tree check = ph_runtime_check (&cg);
  if (!check)
    {
      cg.trip_values.release ();
      cg.condition_values.release ();
      return false;
    }

  cg.temps.safe_grow_cleared (scop->n_array);
  edge e = ph_version_region (&cg, check);
  /* A clique of the new code's own; 1 is the one points-to analysis
     recomputes for restrict pointers.  */
  if (cfun->last_clique == 0)
    cfun->last_clique = 1;
  if (cfun->last_clique < USHRT_MAX)
    cg.clique = ++cfun->last_clique;

  /* The entry block's PHIs get their first values from before the
     region.  */
  basic_block first = ph_branch_edge (region->entry->dest, false)->dest;
  edge from_entry = ph_branch_edge (region->entry->dest, false);
  gimple_stmt_iterator gsi = gsi_last_bb (e->src);
  gimple *mark = gimple_build_nop ();
  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  for (gphi_iterator pi = gsi_start_phis (first); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      int p = ph_scalar_index (&cg, gimple_phi_result (pi.phi ()), PH_ARRAY_PHI);
      /* No statement reads the value that a scalar held in an element
	 or expanded had before the SCoP (place.h), and outside an
	 instance it has no element.  */
      if (p >= 0 && scop->arrays[p].placed_in < 0)
	ph_store_scalar (&cg, p, PHI_ARG_DEF_FROM_EDGE (pi.phi (), from_entry),
		      &gsi);
    }
  ph_expansion_arrays (&cg, &gsi);
  gsi_remove (&gsi, true);

  e = generate_node (&cg, ast, e, region->parent);
  /* The arrays stay apart for the whole of every new loop.  */
  for (class loop *loop : cg.loops)
    loop->owned_clique = cg.clique;
  ph_connect_results (&cg, e);
  hoist_invariants (&cg);
  report_parallel (&cg);
  if (!cg.regions.is_empty ())
    {
      /* The outlining moves statements between functions: their SSA
	 form, virtual operands included, must be whole first.  */
      free_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa);
      /* The temporaries of the scalars that may be private: the
	 annotation of the parallel loops counted on it.  */
      hash_set<tree> privatizable;
      for (int i = 0; i < scop->n_array; i++)
	if (cg.temps[i] && ph_array_privatizable (&scop->arrays[i]))
	  privatizable.add (cg.temps[i]);
      for (struct ph_parallel &region : cg.regions)
	{
	  for (struct ph_parallel_reduction &r : region.reductions)
	    {
	      privatizable.add (r.acc);
	      privatizable.add (r.at);
	    }
	  ph_parallel_outline (&region, &privatizable);
	  region.reductions.release ();
	}
    }

  cg.iter_ids.release ();
  cg.iter_values.release ();
  cg.temps.release ();
  cg.loops.release ();
  cg.regions.release ();
  cg.trip_values.release ();
  cg.condition_values.release ();
  cg.enforced.release ();
  cg.narrow_counters.release ();
  cg.tile_refs.release ();
  cg.instance_homes.release ();
  return true;
}
