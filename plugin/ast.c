/* Building the isl AST of a schedule.  */

#include <limits.h>
#include <stdbool.h>

#include <isl/ast_build.h>
#include <isl/val.h>
#include <isl/printer.h>
#include <isl/schedule_node.h>

#include "polyhedral/ast.h"

/* Ask isl to separate the iterations of the band NODE where the set of
   statements executed differs (a statement that skips the last
   iteration, the partial tiles of a later tiling), so that the loops
   generated for the common case hold no condition: GCC's vectorizer
   does not take loops with control flow.  */
static isl_schedule_node *
separate_band (isl_schedule_node *node, void *user)
{
  (void) user;
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  return isl_schedule_node_band_set_ast_build_options
	   (node, isl_union_set_read_from_str
		    (isl_schedule_node_get_ctx (node), "{ separate[x] }"));
}

/* The AST of SCHEDULE, a schedule of SCOP, built under SCOP's
   context.  */
isl_ast_node *
ph_ast_generate (const struct ph_scop *scop, isl_schedule *schedule)
{
  isl_ast_build *build;
  isl_ast_node *node;

  schedule = isl_schedule_map_schedule_node_bottom_up
	       (isl_schedule_copy (schedule), &separate_band, NULL);
  build = isl_ast_build_from_context (isl_set_copy (scop->context));
  node = isl_ast_build_node_from_schedule (build, schedule);
  isl_ast_build_free (build);
  return node;
}

/* Print NODE to OUT in C syntax.  */
void
ph_ast_dump (FILE *out, isl_ast_node *node)
{
  isl_printer *p = isl_printer_to_file (isl_ast_node_get_ctx (node), out);

  p = isl_printer_set_output_format (p, ISL_FORMAT_C);
  p = isl_printer_print_ast_node (p, node);
  isl_printer_free (p);
}

/* Whether the AST expression E only uses what the GIMPLE generator
   supports (and its integers fit a long).  */
bool
ph_ast_expr_supported (isl_ast_expr *e)
{
  bool ok = true;

  switch (isl_ast_expr_get_type (e))
    {
    case isl_ast_expr_int:
      {
	isl_val *v = isl_ast_expr_get_val (e);
	ok = v && isl_val_is_int (v) && isl_val_abs_eq (v, v)
	     && (isl_val_cmp_si (v, LONG_MAX) <= 0
		 && isl_val_cmp_si (v, LONG_MIN + 1) >= 0);
	isl_val_free (v);
	return ok;
      }
    case isl_ast_expr_id:
      return true;
    case isl_ast_expr_op:
      switch (isl_ast_expr_op_get_type (e))
	{
	case isl_ast_expr_op_and:
	case isl_ast_expr_op_and_then:
	case isl_ast_expr_op_or:
	case isl_ast_expr_op_or_else:
	case isl_ast_expr_op_max:
	case isl_ast_expr_op_min:
	case isl_ast_expr_op_minus:
	case isl_ast_expr_op_add:
	case isl_ast_expr_op_sub:
	case isl_ast_expr_op_mul:
	case isl_ast_expr_op_div:
	case isl_ast_expr_op_fdiv_q:
	case isl_ast_expr_op_pdiv_q:
	case isl_ast_expr_op_pdiv_r:
	case isl_ast_expr_op_zdiv_r:
	case isl_ast_expr_op_cond:
	case isl_ast_expr_op_select:
	case isl_ast_expr_op_eq:
	case isl_ast_expr_op_le:
	case isl_ast_expr_op_lt:
	case isl_ast_expr_op_ge:
	case isl_ast_expr_op_gt:
	  for (int i = 0; ok && i < isl_ast_expr_op_get_n_arg (e); i++)
	    {
	      isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, i);
	      ok = ph_ast_expr_supported (arg);
	      isl_ast_expr_free (arg);
	    }
	  return ok;
	default:
	  return false;
	}
    default:
      return false;
    }
}

/* Whether the for node NODE has a condition that bounds its iterator
   from above (c <= ub or c < ub) and a positive constant increment.  */
static bool
for_supported (isl_ast_node *node)
{
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  isl_ast_expr *iter = isl_ast_node_for_get_iterator (node);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  bool ok = false;

  if (cond && inc && iter && init
      && isl_ast_expr_get_type (cond) == isl_ast_expr_op
      && (isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_le
	  || isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_lt)
      && isl_ast_expr_get_type (inc) == isl_ast_expr_int
      && ph_ast_expr_supported (init) && ph_ast_expr_supported (cond))
    {
      isl_ast_expr *lhs = isl_ast_expr_op_get_arg (cond, 0);
      isl_val *step = isl_ast_expr_get_val (inc);
      ok = isl_ast_expr_is_equal (lhs, iter) == isl_bool_true
	   && isl_val_is_pos (step) == isl_bool_true
	   && isl_val_cmp_si (step, 1 << 30) < 0;
      isl_ast_expr_free (lhs);
      isl_val_free (step);
    }
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  isl_ast_expr_free (iter);
  isl_ast_expr_free (init);
  return ok;
}

/* Whether every node and expression of NODE is supported by the GIMPLE
   generator.  */
bool
ph_ast_supported (isl_ast_node *node)
{
  bool ok = false;

  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      {
	isl_ast_node *body = isl_ast_node_for_get_body (node);
	ok = for_supported (node) && ph_ast_supported (body);
	isl_ast_node_free (body);
	return ok;
      }
    case isl_ast_node_if:
      {
	isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
	isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
	ok = ph_ast_expr_supported (cond) && ph_ast_supported (then_node);
	if (ok && isl_ast_node_if_has_else_node (node) == isl_bool_true)
	  {
	    isl_ast_node *else_node = isl_ast_node_if_get_else_node (node);
	    ok = ph_ast_supported (else_node);
	    isl_ast_node_free (else_node);
	  }
	isl_ast_expr_free (cond);
	isl_ast_node_free (then_node);
	return ok;
      }
    case isl_ast_node_block:
      {
	isl_ast_node_list *list = isl_ast_node_block_get_children (node);
	ok = list != NULL;
	for (int i = 0; ok && i < isl_ast_node_list_n_ast_node (list); i++)
	  {
	    isl_ast_node *child = isl_ast_node_list_get_at (list, i);
	    ok = ph_ast_supported (child);
	    isl_ast_node_free (child);
	  }
	isl_ast_node_list_free (list);
	return ok;
      }
    case isl_ast_node_user:
      {
	isl_ast_expr *call = isl_ast_node_user_get_expr (node);
	ok = call && isl_ast_expr_get_type (call) == isl_ast_expr_op
	     && isl_ast_expr_op_get_type (call) == isl_ast_expr_op_call;
	for (int i = 1; ok && i < isl_ast_expr_op_get_n_arg (call); i++)
	  {
	    isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i);
	    ok = ph_ast_expr_supported (arg);
	    isl_ast_expr_free (arg);
	  }
	isl_ast_expr_free (call);
	return ok;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	ok = ph_ast_supported (child);
	isl_ast_node_free (child);
	return ok;
      }
    default:
      return false;
    }
}
