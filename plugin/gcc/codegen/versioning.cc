/* The versioned region: a condition on the region's entry edge runs the
   new code when it holds and the untouched original otherwise, both
   going on at the exit block.  The condition checks at run time that the
   arrays that may share storage do not overlap in what the SCoP touches.  */

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

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/val.h>

#include "polyhedral/alias.h"
#include "polyhedral/ctx.h"
#include "polyhedral/nonlinear.h"
#include "polyhedral/ast.h"
#include "model/region.h"
#include "model/counted.h"
#include "model/live-out.h"
#include "codegen/codegen.h"
#include "codegen/expr.h"
#include "codegen/copy.h"
#include "codegen/versioning.h"

/* PA, a function of the parameters, as a tree built through BUILD; NULL
   if isl cannot express it or the generator does not support it.  */
static tree
param_expr_to_tree (struct ph_codegen *cg, isl_ast_build *build, isl_pw_aff *pa)
{
  isl_ast_expr *e = isl_ast_build_expr_from_pw_aff (build, pa);
  tree res = e && ph_ast_expr_supported (e) ? ph_ast_expr_to_tree (cg, e) : NULL_TREE;

  isl_ast_expr_free (e);
  return res;
}

/* isl_pw_aff_foreach_piece callback: clear *USER (the first piece's
   expression) where AFF is another.  */
static isl_stat
same_expression (isl_set *set, isl_aff *aff, void *user)
{
  isl_aff **first = (isl_aff **) user;
  isl_bool same = isl_bool_true;

  isl_set_free (set);
  if (!*first)
    *first = aff;
  else
    {
      same = isl_aff_plain_is_equal (*first, aff);
      isl_aff_free (aff);
    }
  if (same == isl_bool_true)
    return isl_stat_ok;
  *first = isl_aff_free (*first);
  return isl_stat_error;
}

/* BOUND (taken), an index of the first or last element an array's
   accesses touch, as a function of the parameters: where every piece
   has the same expression, that expression on all values of the
   parameters.  Outside BOUND's pieces the SCoP touches nothing of the
   array, so any value serves there.  gsl's dgemm's first element is 0
   on one piece where its nest runs and 0 again on six where only its
   scaling of C does, and isl's expression of the pieces took a quarter
   of dgemm.c's compile.  */
static isl_pw_aff *
one_expression (isl_pw_aff *bound)
{
  isl_aff *first = NULL;

  if (isl_pw_aff_foreach_piece (bound, &same_expression, &first) < 0
      || !first)
    {
      isl_aff_free (first);
      return bound;
    }
  isl_pw_aff_free (bound);
  return isl_pw_aff_from_aff (first);
}

/* The byte offset, from the base of array INDEX, of the element whose
   indices are BOUNDS (row-major: Horner's rule over the dimension
   sizes); of the byte just after it if PAST.  NULL_TREE on failure.  */
static tree
corner_offset (struct ph_codegen *cg, isl_ast_build *build, int index,
	       isl_pw_aff_list *bounds, bool past)
{
  const struct ph_array *a = &cg->scop->arrays[index];
  tree off = build_int_cst (cg->type, 0);

  for (int k = 0; k < a->n_dim; k++)
    {
      if (k > 0)
	{
	  isl_pw_aff *size = isl_multi_pw_aff_get_at (a->inner_sizes, k - 1);
	  tree s = param_expr_to_tree
		     (cg, build, isl_pw_aff_project_domain_on_params (size));
	  if (!s)
	    return NULL_TREE;
	  off = fold_build2 (MULT_EXPR, cg->type, off, s);
	}
      tree idx = param_expr_to_tree (cg, build,
				     one_expression (isl_pw_aff_list_get_at
						       (bounds, k)));
      if (!idx)
	return NULL_TREE;
      off = fold_build2 (PLUS_EXPR, cg->type, off, idx);
    }
  if (past)
    off = fold_build2 (PLUS_EXPR, cg->type, off, build_int_cst (cg->type, 1));
  return fold_build2 (MULT_EXPR, cg->type, off,
		      build_int_cst (cg->type, a->element_size));
}

/* The address of the base of array INDEX, as an integer of CG->type.  */
static tree
base_address (struct ph_codegen *cg, int index)
{
  tree base = cg->region->array_bases[index];
  if (DECL_P (base))
    base = build_fold_addr_expr (base);
  return fold_convert (cg->type, fold_convert (sizetype, base));
}

/* The extreme of some polynomials: the largest if UPPER, else the
   smallest, in RES; OK is false once one cannot be computed.  */
struct extreme_tree
{
  struct ph_codegen *cg;
  bool upper, ok;
  tree res;
};

/* Take the polynomial QP (taken) into the extreme of W.  */
static isl_stat
extreme_of_poly (isl_qpolynomial *qp, void *user)
{
  struct extreme_tree *w = (struct extreme_tree *) user;
  tree t = w->ok ? ph_qpolynomial_to_tree (w->cg, qp, NULL) : NULL_TREE;

  isl_qpolynomial_free (qp);
  if (!t)
    w->ok = false;
  else
    w->res = !w->res ? t : fold_build2 (w->upper ? MAX_EXPR : MIN_EXPR,
					w->cg->type, w->res, t);
  return isl_stat_ok;
}

/* Take the polynomials of the piece FOLD (taken) on SET (taken) into the
   extreme of USER.  */
static isl_stat
extreme_of_piece (isl_set *set, isl_qpolynomial_fold *fold, void *user)
{
  isl_stat ok = isl_qpolynomial_fold_foreach_qpolynomial
		  (fold, extreme_of_poly, user);
  isl_set_free (set);
  isl_qpolynomial_fold_free (fold);
  return ok;
}

/* The extreme (the largest if UPPER) of every polynomial of every piece
   of EXTENT (ph_nonlinear_extent, taken): NULL_TREE if one cannot be
   computed.  */
static tree
extent_to_tree (struct ph_codegen *cg, isl_pw_qpolynomial_fold *extent,
		bool upper)
{
  struct extreme_tree w = { cg, upper, extent != NULL, NULL_TREE };

  if (extent
      && isl_pw_qpolynomial_fold_foreach_piece (extent, extreme_of_piece,
						&w) < 0)
    w.ok = false;
  isl_pw_qpolynomial_fold_free (extent);
  return w.ok ? w.res : NULL_TREE;
}

/* Processor time for isl to find the elements an array's range starts
   and ends at, each way of finding them.  Where the accesses hold
   divisions and several parameters, their lexicographic extremes took
   a fuzzer's program (scripts/fuzz --seed 39) minutes; found at all,
   they take a few milliseconds.  */
#define TOUCHED_RANGE_MS 250

/* The byte range [*LO, *HI) that the SCoP touches in array INDEX; false
   if it cannot be computed.  For an array with a polynomial subscript,
   the extremes of every bound isl finds on its pieces: outside its piece
   a bound is meaningless, but the extreme of them all is at least as
   far out as the one that applies.  */
static bool
touched_range (struct ph_codegen *cg, isl_ast_build *build, int index,
	       tree *lo, tree *hi)
{
  tree base = base_address (cg, index);

  if (cg->scop->arrays[index].nonlinear)
    {
      /* Bounds of polynomials over several parameters took a fuzzer's
	 program (scripts/fuzz --seed 8042) 1.8 s, to fail.  Where they
	 run out of time the SCoP fails, and its context is not used
	 again.  */
      ph_ctx_arm (cg->scop->ctx, TOUCHED_RANGE_MS);
      isl_pw_qpolynomial_fold *low = ph_nonlinear_extent (cg->scop, index, 0);
      isl_pw_qpolynomial_fold *high = ph_nonlinear_extent (cg->scop, index,
							   1);
      ph_ctx_disarm (cg->scop->ctx);
      *lo = extent_to_tree (cg, low, false);
      *hi = extent_to_tree (cg, high, true);
      if (!*lo || !*hi)
	return false;
      *lo = fold_build2 (PLUS_EXPR, cg->type, base, *lo);
      *hi = fold_build2 (PLUS_EXPR, cg->type, base, *hi);
      return true;
    }
  /* The first and last elements touched; where the generator cannot
     express them, or isl cannot find them in TOUCHED_RANGE_MS, the
     corners of the box around the elements.  */
  for (int exact = 1; exact >= 0; exact--)
    {
      ph_ctx_arm (cg->scop->ctx, TOUCHED_RANGE_MS);
      isl_pw_aff_list *low = exact ? ph_scop_access_corner (cg->scop, index, 0)
			     : ph_scop_access_bounds (cg->scop, index, 0);
      isl_pw_aff_list *high = exact ? ph_scop_access_corner (cg->scop, index,
							     1)
			      : ph_scop_access_bounds (cg->scop, index, 1);
      ph_ctx_disarm (cg->scop->ctx);

      *lo = low ? corner_offset (cg, build, index, low, false) : NULL_TREE;
      *hi = high ? corner_offset (cg, build, index, high, true) : NULL_TREE;
      isl_pw_aff_list_free (low);
      isl_pw_aff_list_free (high);
      if (*lo && *hi)
	break;
      /* isl's failure on the exact corners is no failure of the SCoP,
	 nor are the operations and time they spent.  */
      isl_ctx_reset_error (cg->scop->ctx);
      isl_ctx_reset_operations (cg->scop->ctx);
      isl_ctx_resume (cg->scop->ctx);
    }
  if (!*lo || !*hi)
    return false;
  *lo = fold_build2 (PLUS_EXPR, cg->type, base, *lo);
  *hi = fold_build2 (PLUS_EXPR, cg->type, base, *hi);
  return true;
}

/* The byte range [*LO, *HI) of array INDEX as touched_range finds it,
   found once per array: RANGES (two per array of the SCoP, NULL_TREE
   until found) keeps them, and each use gets a copy.  An array is in
   a pair with each other array it may share storage with: smallft.c's
   FFT steps check 6 to 10 pairs of 4 or 5 arrays, and finding each
   range again took 0.3 to 0.7 s per SCoP (decision 45).  */
static bool
range_once (struct ph_codegen *cg, isl_ast_build *build, vec<tree> &ranges,
	    int index, tree *lo, tree *hi)
{
  if (!ranges[2 * index]
      && !touched_range (cg, build, index, &ranges[2 * index],
			 &ranges[2 * index + 1]))
    return false;
  *lo = unshare_expr (ranges[2 * index]);
  *hi = unshare_expr (ranges[2 * index + 1]);
  return true;
}

/* The set SET of the parameters as a condition, NULL_TREE if the
   generator cannot express it.  */
static tree
params_condition (struct ph_codegen *cg, isl_set *set)
{
  /* Built from no knowledge: the context may include SET.  */
  isl_ast_build *build = isl_ast_build_from_context
			   (isl_set_universe (isl_set_get_space (set)));
  isl_ast_expr *e = isl_ast_build_expr_from_set (build, isl_set_copy (set));
  tree cond = e && ph_ast_expr_supported (e) ? ph_ast_expr_to_tree (cg, e)
					     : NULL_TREE;
  isl_ast_expr_free (e);
  isl_ast_build_free (build);
  return cond;
}

/* The constraints on the parameters that the model of CG assumes, as a
   condition; boolean_true_node when there are none, NULL_TREE (and a
   failure) if the generator cannot express them.  */
static tree
assumed_check (struct ph_codegen *cg)
{
  if (!cg->scop->assumed)
    return boolean_true_node;
  tree check = params_condition (cg, cg->scop->assumed);
  if (!check)
    ph_fail (cg->region, "what the model assumes of the parameters (rows of "
	     "flat arrays, sizes of the arrays that expand scalars) cannot "
	     "be checked at run time");
  return check;
}

/* The condition under which the regenerated code may run: what the model
   assumes of the parameters holds, and for every pair of arrays of the
   model that may share storage, the byte ranges the SCoP touches in them
   do not overlap.  boolean_true_node when there is nothing to check;
   NULL_TREE (and a failure) if something cannot be computed.  */
tree
ph_runtime_check (struct ph_codegen *cg)
{
  struct ph_scop *scop = cg->scop;
  tree check = assumed_check (cg);
  isl_ast_build *build;

  /* The bounds of trip counts: the check and the new code may use them.
     A loop counted at run time (NULL_TREE here) must not have run into
     the count's cap.  */
  for (struct ph_trip_bound &t : cg->region->trip_bounds)
    {
      if (t.counter)
	{
	  cg->trip_values.safe_push (NULL_TREE);
	  if (check)
	    check = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, check,
				 fold_build2 (LT_EXPR, boolean_type_node,
					      t.name,
					      build_int_cst (TREE_TYPE
							       (t.name),
							     t.cap)));
	  continue;
	}
      tree value = extent_to_tree (cg, isl_pw_qpolynomial_fold_copy
					 (t.bound), true);
      if (!value)
	{
	  ph_fail (cg->region, "the bound of a polynomial trip count cannot "
		   "be computed");
	  return NULL_TREE;
	}
      cg->trip_values.safe_push (value);
    }

  /* The parameters that stand for conditions (region.h), which the
     check and the new code may use too.  */
  for (struct ph_condition_param &c : cg->region->condition_params)
    {
      tree value = params_condition (cg, c.holds);
      if (!value)
	{
	  ph_fail (cg->region, "a condition on the parameters cannot be "
		   "computed");
	  return NULL_TREE;
	}
      cg->condition_values.safe_push (value);
    }

  if (scop->n_alias == 0 || !check)
    return check;
  build = isl_ast_build_from_context (isl_set_copy (scop->context));
  auto_vec<tree> ranges;
  ranges.safe_grow_cleared (2 * scop->n_array);
  for (int i = 0; i < scop->n_alias && check; i++)
    {
      tree lo_a, hi_a, lo_b, hi_b;
      if (!range_once (cg, build, ranges, scop->aliases[i].a, &lo_a, &hi_a)
	  || !range_once (cg, build, ranges, scop->aliases[i].b, &lo_b,
			  &hi_b))
	{
	  check = NULL_TREE;
	  break;
	}
      tree apart = fold_build2 (TRUTH_ORIF_EXPR, boolean_type_node,
				fold_build2 (LE_EXPR, boolean_type_node,
					     hi_a, lo_b),
				fold_build2 (LE_EXPR, boolean_type_node,
					     hi_b, lo_a));
      check = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, check,
			   apart);
    }
  isl_ast_build_free (build);
  if (!check)
    ph_fail (cg->region, "the address ranges of arrays that may overlap "
	     "cannot be computed for a run-time check");
  return check;
}

/* Put the region of CG in the false branch of a new condition "if
   (CHECK)" on its entry edge; the true branch, an empty block, goes to
   the exit block too.  Returns the edge into that block's successor,
   on which the new code is generated.  */
edge
ph_version_region (struct ph_codegen *cg, tree check)
{
  struct ph_region *region = cg->region;
  basic_block first = region->entry->dest;
  basic_block cond_bb = split_edge (region->entry);
  edge false_e = single_succ_edge (cond_bb);
  edge true_e = make_edge (cond_bb, region->exit_bb, EDGE_TRUE_VALUE);
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  bool always = integer_onep (check);

  gcc_assert (false_e->dest == first);
  false_e->flags &= ~EDGE_FALLTHRU;
  false_e->flags |= EDGE_FALSE_VALUE;
  for (unsigned i = 0; i < cg->trip_values.length (); i++)
    {
      struct ph_trip_bound *t = &cg->region->trip_bounds[i];
      tree name = t->name;
      tree value = cg->trip_values[i];
      if (t->counter)
	{
	  value = ph_count_trips_on_edge (t, single_pred_edge (cond_bb));
	  gsi = gsi_last_bb (cond_bb);
	}
      value = force_gimple_operand_gsi
		(&gsi, fold_convert (TREE_TYPE (name), value),
		 true, NULL_TREE, false, GSI_CONTINUE_LINKING);
      gsi_insert_after (&gsi, gimple_build_assign (name, value),
			GSI_NEW_STMT);
    }
  for (unsigned i = 0; i < cg->condition_values.length (); i++)
    {
      tree name = cg->region->condition_params[i].name;
      tree value = force_gimple_operand_gsi
		     (&gsi, fold_convert (TREE_TYPE (name),
					  cg->condition_values[i]),
		      true, NULL_TREE, false, GSI_CONTINUE_LINKING);
      gsi_insert_after (&gsi, gimple_build_assign (name, value),
			GSI_NEW_STMT);
    }
  check = force_gimple_operand_gsi (&gsi, fold_convert (boolean_type_node,
							 check),
				    true, NULL_TREE, false,
				    GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi, gimple_build_cond (NE_EXPR, check,
					     boolean_false_node, NULL_TREE,
					     NULL_TREE), GSI_NEW_STMT);
  true_e->probability = always ? profile_probability::always ()
			       : profile_probability::likely ();
  false_e->probability = true_e->probability.invert ();
  region->entry = single_pred_edge (cond_bb);

  /* Placeholders on the new edge into the exit block, set at the end.  */
  for (gphi_iterator pi = gsi_start_phis (region->exit_bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      add_phi_arg (pi.phi (), virtual_operand_p (res) ? gimple_vop (cfun)
			       : build_zero_cst (TREE_TYPE (res)),
		   true_e, UNKNOWN_LOCATION);
    }
  basic_block start = split_edge (true_e);
  set_immediate_dominator (CDI_DOMINATORS, region->exit_bb,
			   recompute_dominator (CDI_DOMINATORS, region->exit_bb));
  return single_succ_edge (start);
}

/* The values the original region leaves to the code after it, given by
   the new code at the end of its path (edge LAST into the exit block):
   the exit block's PHI arguments and the value scalars used later.  */
void
ph_connect_results (struct ph_codegen *cg, edge last)
{
  struct ph_region *region = cg->region;
  basic_block end = split_edge (last);
  gimple_stmt_iterator gsi = gsi_last_bb (end);
  gimple *mark = gimple_build_nop ();

  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  last = single_succ_edge (end);
  for (gphi_iterator pi = gsi_start_phis (region->exit_bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      int p = ph_scalar_index (cg, res, PH_ARRAY_PHI);
      if (p >= 0)
	SET_PHI_ARG_DEF (pi.phi (), last->dest_idx,
			 ph_load_scalar (cg, p, &gsi, TREE_TYPE (res)));
    }
  for (int i = 0; i < cg->scop->n_array; i++)
    {
      tree name = region->array_bases[i];
      if (cg->scop->arrays[i].kind != PH_ARRAY_VALUE
	  || !ph_used_after_region (region, name, end))
	continue;
      tree value = ph_load_scalar (cg, i, &gsi, TREE_TYPE (name));
      gimple *load = SSA_NAME_DEF_STMT (value);
      create_new_def_for (name, load, gimple_assign_lhs_ptr (load));
      release_ssa_name (value);
    }
  gsi_remove (&gsi, true);
}
