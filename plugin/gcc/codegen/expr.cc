/* Expressions of the new code: isl AST expressions and quasi-
   polynomials over the parameters and the AST's iterators, written as
   GCC trees of the AST's integer type.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "fold-const.h"
#include "gimplify.h"

#include <isl/ast.h>
#include <isl/polynomial.h>
#include <isl/val.h>

#include "polyhedral/nonlinear.h"
#include "model/region.h"
#include "codegen/codegen.h"
#include "codegen/expr.h"

/* The SSA name of the AST iterator ID.  */
tree
ph_iterator_value (struct ph_codegen *cg, isl_id *id)
{
  for (int i = cg->iter_ids.length () - 1; i >= 0; i--)
    if (cg->iter_ids[i] == id)
      return cg->iter_values[i];
  return NULL_TREE;
}

/* The binary operation CODE over the arguments of the AST operation E,
   folded from the left (min and max take any number of them).  */
static tree
fold_arguments (struct ph_codegen *cg, enum tree_code code, tree type,
		isl_ast_expr *e)
{
  isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, 0);
  tree res = ph_ast_expr_to_tree (cg, arg);

  isl_ast_expr_free (arg);
  for (int i = 1; i < isl_ast_expr_op_get_n_arg (e); i++)
    {
      arg = isl_ast_expr_op_get_arg (e, i);
      res = fold_build2 (code, type, res, ph_ast_expr_to_tree (cg, arg));
      isl_ast_expr_free (arg);
    }
  return res;
}

/* The AST expression E as a tree: integers of CG->type, comparisons and
   logical operations of boolean type.  E was checked by ph_ast_expr_supported.  */
tree
ph_ast_expr_to_tree (struct ph_codegen *cg, isl_ast_expr *e)
{
  tree type = cg->type;

  switch (isl_ast_expr_get_type (e))
    {
    case isl_ast_expr_int:
      {
	isl_val *v = isl_ast_expr_get_val (e);
	tree res = build_int_cst (type, isl_val_get_num_si (v));
	isl_val_free (v);
	return res;
      }
    case isl_ast_expr_id:
      {
	isl_id *id = isl_ast_expr_id_get_id (e);
	tree res = ph_iterator_value (cg, id);
	if (!res)
	  res = fold_convert (type, ph_param_value (cg->region, id));
	isl_id_free (id);
	return res;
      }
    default:
      break;
    }
  switch (isl_ast_expr_op_get_type (e))
    {
    case isl_ast_expr_op_and:
    case isl_ast_expr_op_and_then:
      return fold_arguments (cg, TRUTH_ANDIF_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_or:
    case isl_ast_expr_op_or_else:
      return fold_arguments (cg, TRUTH_ORIF_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_max:
      return fold_arguments (cg, MAX_EXPR, type, e);
    case isl_ast_expr_op_min:
      return fold_arguments (cg, MIN_EXPR, type, e);
    case isl_ast_expr_op_add:
      return fold_arguments (cg, PLUS_EXPR, type, e);
    case isl_ast_expr_op_sub:
      return fold_arguments (cg, MINUS_EXPR, type, e);
    case isl_ast_expr_op_mul:
      return fold_arguments (cg, MULT_EXPR, type, e);
    case isl_ast_expr_op_div:
      /* Exact where isl uses it, yet as GCC's EXACT_DIV_EXPR a tiled
	 nest of fuzzer seed 9335 ran forever: GCC takes such a division
	 as exact wherever it computes it, also where the conditions that
	 make it exact do not hold.  A truncating division gives the same
	 quotient wherever isl's is exact, and is defined everywhere.  */
      return fold_arguments (cg, TRUNC_DIV_EXPR, type, e);
    case isl_ast_expr_op_fdiv_q:
      return fold_arguments (cg, FLOOR_DIV_EXPR, type, e);
    case isl_ast_expr_op_pdiv_q:
      return fold_arguments (cg, TRUNC_DIV_EXPR, type, e);
    case isl_ast_expr_op_pdiv_r:
    case isl_ast_expr_op_zdiv_r:
      return fold_arguments (cg, TRUNC_MOD_EXPR, type, e);
    case isl_ast_expr_op_eq:
      return fold_arguments (cg, EQ_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_le:
      return fold_arguments (cg, LE_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_lt:
      return fold_arguments (cg, LT_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_ge:
      return fold_arguments (cg, GE_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_gt:
      return fold_arguments (cg, GT_EXPR, boolean_type_node, e);
    case isl_ast_expr_op_minus:
      {
	isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, 0);
	tree res = fold_build1 (NEGATE_EXPR, type, ph_ast_expr_to_tree (cg, arg));
	isl_ast_expr_free (arg);
	return res;
      }
    case isl_ast_expr_op_cond:
    case isl_ast_expr_op_select:
      {
	isl_ast_expr *c = isl_ast_expr_op_get_arg (e, 0);
	isl_ast_expr *a = isl_ast_expr_op_get_arg (e, 1);
	isl_ast_expr *b = isl_ast_expr_op_get_arg (e, 2);
	tree res = fold_build3 (COND_EXPR, type, ph_ast_expr_to_tree (cg, c),
				ph_ast_expr_to_tree (cg, a), ph_ast_expr_to_tree (cg, b));
	isl_ast_expr_free (c);
	isl_ast_expr_free (a);
	isl_ast_expr_free (b);
	return res;
      }
    default:
      gcc_unreachable ();
    }
}

/* A polynomial being turned into a tree of CG->type: the terms, times
   SCALE (to clear the denominators), summed into SUM; NULL_TREE once a
   term cannot be.  DIMS (or NULL) are the values of its domain's
   dimensions.  */
struct poly_tree
{
  struct ph_codegen *cg;
  isl_space *space;
  const vec<tree> *dims;
  isl_val *scale;
  tree sum;
};

/* T times the value of dimension K of TYPE of W's domain to the power
   EXP; NULL_TREE if it has no value.  */
static tree
times_power (struct poly_tree *w, tree t, enum isl_dim_type type, int k,
	     int exp)
{
  tree v = NULL_TREE;

  if (exp == 0)
    return t;
  if (type == isl_dim_param)
    {
      isl_id *id = isl_space_get_dim_id (w->space, isl_dim_param, k);
      v = id ? ph_param_value (w->cg->region, id) : NULL_TREE;
      isl_id_free (id);
    }
  else if (w->dims && (unsigned) k < w->dims->length ())
    v = (*w->dims)[k];
  if (!v)
    return NULL_TREE;
  for (; t && exp > 0; exp--)
    t = fold_build2 (MULT_EXPR, w->cg->type, t,
		     fold_convert (w->cg->type, unshare_expr (v)));
  return t;
}

/* Add TERM (taken), times W->scale, to W->sum.  */
static isl_stat
add_term (isl_term *term, void *user)
{
  struct poly_tree *w = (struct poly_tree *) user;
  isl_val *c = isl_val_mul (isl_term_get_coefficient_val (term),
			    isl_val_copy (w->scale));
  tree t = NULL_TREE;

  if (w->sum && isl_term_dim (term, isl_dim_div) == 0
      && isl_val_is_int (c) == isl_bool_true
      && isl_val_cmp_si (c, HOST_WIDE_INT_1 << 62) < 0
      && isl_val_cmp_si (c, -(HOST_WIDE_INT_1 << 62)) > 0)
    t = build_int_cst (w->cg->type, isl_val_get_num_si (c));
  for (int k = 0; t && k < isl_term_dim (term, isl_dim_param); k++)
    t = times_power (w, t, isl_dim_param, k,
		     isl_term_get_exp (term, isl_dim_param, k));
  for (int k = 0; t && k < isl_term_dim (term, isl_dim_set); k++)
    t = times_power (w, t, isl_dim_set, k,
		     isl_term_get_exp (term, isl_dim_set, k));
  w->sum = t ? fold_build2 (PLUS_EXPR, w->cg->type, w->sum, t) : NULL_TREE;
  isl_val_free (c);
  isl_term_free (term);
  return isl_stat_ok;
}

tree
ph_qpolynomial_to_tree (struct ph_codegen *cg, isl_qpolynomial *qp,
			const vec<tree> *dims)
{
  struct poly_tree w = { cg, isl_qpolynomial_get_domain_space (qp), dims,
			 isl_val_one (cg->region->ctx),
			 build_int_cst (cg->type, 0) };

  if (isl_qpolynomial_is_infty (qp) != isl_bool_false
      || isl_qpolynomial_is_neginfty (qp) != isl_bool_false
      || isl_qpolynomial_is_nan (qp) != isl_bool_false)
    w.sum = NULL_TREE;
  if (w.sum)
    w.scale = ph_qpolynomial_denominator_lcm (qp, w.scale);
  if (!w.scale)
    w.sum = NULL_TREE;
  if (w.sum)
    isl_qpolynomial_foreach_term (qp, add_term, &w);
  if (w.sum && isl_val_is_one (w.scale) != isl_bool_true)
    w.sum = fold_build2 (FLOOR_DIV_EXPR, cg->type, w.sum,
			 build_int_cst (cg->type,
					isl_val_get_num_si (w.scale)));
  isl_val_free (w.scale);
  isl_space_free (w.space);
  return w.sum;
}
