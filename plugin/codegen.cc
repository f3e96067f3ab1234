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
   failure leaves the function exactly as it was.  */

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
#include "polyhedral/ast.h"
#include "bridge.h"

/* State of the generation of one SCoP.  */
struct codegen
{
  struct ph_extract *ext;
  struct ph_scop *scop;
  vec<isl_id *> iter_ids;	/* AST iterators in scope...  */
  vec<tree> iter_values;	/* ...and their SSA names.  */
  vec<tree> temps;		/* Memory temporary of each scalar array of
				   SCOP, by array index; NULL until needed.  */
  vec<class loop *> loops;	/* The new loops, outer before inner.  */
  basic_block last_user;	/* The original block of the last statement
				   generated.  */
  tree type;			/* Type of the AST's integer expressions.  */
};

/* --- Checks before any change: what the generator supports. --- */

/* Whether the AST expression E only uses what expr_to_tree supports.  */
static bool
expr_supported (isl_ast_expr *e)
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
	      ok = expr_supported (arg);
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

/* The iterator of the for node FOR, when its condition bounds it from
   above (c <= ub or c < ub) and its increment is a positive constant;
   NULL otherwise.  */
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
      && expr_supported (init) && expr_supported (cond))
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

/* Whether every node and expression of NODE is supported.  */
static bool
node_supported (isl_ast_node *node)
{
  bool ok = false;

  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      {
	isl_ast_node *body = isl_ast_node_for_get_body (node);
	ok = for_supported (node) && node_supported (body);
	isl_ast_node_free (body);
	return ok;
      }
    case isl_ast_node_if:
      {
	isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
	isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
	ok = expr_supported (cond) && node_supported (then_node);
	if (ok && isl_ast_node_if_has_else_node (node) == isl_bool_true)
	  {
	    isl_ast_node *else_node = isl_ast_node_if_get_else_node (node);
	    ok = node_supported (else_node);
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
	    ok = node_supported (child);
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
	    ok = expr_supported (arg);
	    isl_ast_expr_free (arg);
	  }
	isl_ast_expr_free (call);
	return ok;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	ok = node_supported (child);
	isl_ast_node_free (child);
	return ok;
      }
    default:
      return false;
    }
}

/* --- Values of the original code in the new code. --- */

/* The index of the scalar array of KIND whose base is NAME, or -1.  */
static int
scalar_index (struct codegen *cg, tree name, enum ph_array_kind kind)
{
  for (int i = 0; i < cg->scop->n_array; i++)
    if (cg->ext->array_bases[i] == name && cg->scop->arrays[i].kind == kind)
      return i;
  return -1;
}

/* Whether the chrec CHREC can be rebuilt from the counters of the new
   code: of the first order, in loops of the region or around it (those
   with a simple counter).  */
static bool
chrec_rebuildable (struct codegen *cg, tree chrec)
{
  if (!ph_simple_chrec_p (chrec))
    return false;
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return true;
  class loop *l = get_loop (cg->ext->fun, CHREC_VARIABLE (chrec));
  if (ph_region_depth (cg->ext, l) <= 0 && !ph_outer_counter (cg->ext, l))
    return false;
  return (chrec_rebuildable (cg, CHREC_LEFT (chrec))
	  && chrec_rebuildable (cg, CHREC_RIGHT (chrec)));
}

/* The scalar evolution of NAME used in BB's loop, instantiated in the
   region.  */
static tree
evolution_in_region (struct codegen *cg, tree name, basic_block bb)
{
  tree chrec = analyze_scalar_evolution (bb->loop_father, name);
  return instantiate_scev (cg->ext->entry, bb->loop_father, chrec);
}

/* Whether the value of the SSA operand OP used in BB can be had in the
   new code: a parameter, a value of the same block, a scalar of the
   model, or an affine function of the counters.  */
static bool
value_available (struct codegen *cg, tree op, basic_block bb)
{
  if (TREE_CODE (op) != SSA_NAME || virtual_operand_p (op)
      || !ph_is_region_value (cg->ext, op))
    return true;
  if (ph_is_region_data_value (cg->ext, op))
    return (gimple_bb (SSA_NAME_DEF_STMT (op)) == bb
	    || scalar_index (cg, op, PH_ARRAY_VALUE) >= 0);
  return chrec_rebuildable (cg, evolution_in_region (cg, op, bb));
}

/* Whether the statement STMT of BB is copied (data computations and
   memory accesses) rather than recomputed where needed (affine values)
   or dropped (control).  */
static bool
copied_statement_p (struct codegen *cg, gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASSIGN:
    case GIMPLE_CALL:
      {
	tree lhs = gimple_get_lhs (stmt);
	if (gimple_vdef (stmt) || gimple_vuse (stmt) || !lhs)
	  return true;
	return TREE_CODE (lhs) != SSA_NAME
	       || ph_is_region_data_value (cg->ext, lhs);
      }
    default:
      return false;
    }
}

/* Callback of walk_tree: fail (return the tree) on an SSA name whose
   value is not available; DATA is a pair codegen, block.  */
struct value_walk
{
  struct codegen *cg;
  basic_block bb;
  gimple_stmt_iterator *gsi;
  hash_map<tree, tree> *map;
  const vec<tree> *iters;
};

static tree
check_operand (tree *tp, int *walk_subtrees, void *data)
{
  struct value_walk *w = (struct value_walk *) data;

  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      if (!value_available (w->cg, *tp, w->bb))
	return *tp;
    }
  return NULL_TREE;
}

/* The uses of STMT: every operand but an SSA result.  */
static unsigned
first_use_operand (gimple *stmt)
{
  tree lhs = gimple_get_lhs (stmt);
  return lhs && TREE_CODE (lhs) == SSA_NAME ? 1 : 0;
}

/* Fail for the value NAME that the new code cannot have.  */
static bool
unavailable (struct codegen *cg, tree name)
{
  char *text = print_generic_expr_to_str (name);
  ph_fail (cg->ext, "the value of '%s' cannot be recomputed in the new "
	   "code", text);
  free (text);
  return false;
}

/* Whether the statement of BB can be copied: every value it uses can be
   had in the new code.  */
static bool
block_supported (struct codegen *cg, basic_block bb)
{
  struct value_walk w = { cg, bb, NULL, NULL, NULL };
  edge e;
  edge_iterator ei;

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (!copied_statement_p (cg, stmt))
	continue;
      for (unsigned i = first_use_operand (stmt); i < gimple_num_ops (stmt);
	   i++)
	{
	  tree bad = gimple_op (stmt, i)
		     ? walk_tree (gimple_op_ptr (stmt, i), check_operand, &w,
				  NULL)
		     : NULL_TREE;
	  if (bad)
	    return unavailable (cg, bad);
	}
    }
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      if (gimple_phi_num_args (phi) == 1
	  && bb != bb->loop_father->header
	  && ph_is_region_data_value (cg->ext, gimple_phi_result (phi))
	  && !value_available (cg, gimple_phi_arg_def (phi, 0), bb))
	return unavailable (cg, gimple_phi_arg_def (phi, 0));
    }
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      edge w = ph_phi_write_edge (cg->ext, e);
      if (!w)
	continue;
      for (gphi_iterator gsi = gsi_start_phis (w->dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), w);
	  if (scalar_index (cg, res, PH_ARRAY_PHI) >= 0
	      && !value_available (cg, arg, bb))
	    return unavailable (cg, arg);
	}
    }
  return true;
}

/* Whether every value defined in the region and used after it can be
   had after the new code: through a PHI of the exit block (a scalar of
   the model) or through a value scalar.  */
static bool
live_outs_supported (struct codegen *cg)
{
  for (basic_block bb : cg->ext->blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree def;
	ssa_op_iter it;
	FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	  {
	    imm_use_iterator ui;
	    use_operand_p use_p;
	    FOR_EACH_IMM_USE_FAST (use_p, ui, def)
	      {
		gimple *use = USE_STMT (use_p);
		if (is_gimple_debug (use)
		    || ph_in_region (cg->ext, gimple_bb (use))
		    || (gimple_bb (use) == cg->ext->exit_bb
			&& gimple_code (use) == GIMPLE_PHI))
		  continue;
		if (scalar_index (cg, def, PH_ARRAY_VALUE) < 0)
		  return ph_fail (cg->ext, "value of the loop nest used after "
				  "it is not modelled");
	      }
	  }
      }
  return true;
}

/* --- Building the new code. --- */

/* The memory temporary of scalar array INDEX.  */
static tree
temp_of (struct codegen *cg, int index)
{
  if (!cg->temps[index])
    {
      tree var = create_tmp_var (TREE_TYPE (cg->ext->array_bases[index]),
				 "ph_scalar");
      TREE_ADDRESSABLE (var) = 1;
      cg->temps[index] = var;
    }
  return cg->temps[index];
}

/* Insert at *GSI (before it) a load of scalar array INDEX into a new SSA
   name of TYPE; returns the name.  */
static tree
load_scalar (struct codegen *cg, int index, gimple_stmt_iterator *gsi,
	     tree type)
{
  tree name = make_ssa_name (type);
  gassign *load = gimple_build_assign (name, temp_of (cg, index));
  gimple_set_vuse (load, gimple_vop (cfun));
  gsi_insert_before (gsi, load, GSI_SAME_STMT);
  return name;
}

/* Insert at *GSI (before it) a store of VALUE into scalar array
   INDEX.  */
static void
store_scalar (struct codegen *cg, int index, tree value,
	      gimple_stmt_iterator *gsi)
{
  gassign *store = gimple_build_assign (temp_of (cg, index), value);
  gimple_set_vuse (store, gimple_vop (cfun));
  gimple_set_vdef (store, gimple_vop (cfun));
  gsi_insert_before (gsi, store, GSI_SAME_STMT);
}

/* The value of the counter of loop L in the new code: the AST's
   expression ITERS[k] for the k-th loop of the region, the counter SSA
   name for a loop around it.  */
static tree
counter_value (struct codegen *cg, class loop *l, const vec<tree> &iters)
{
  int depth = ph_region_depth (cg->ext, l);
  if (depth > 0)
    return iters[depth - 1];
  return ph_outer_counter (cg->ext, l);
}

/* CHREC with its loops' counters replaced by their values in the new
   code: a tree of CHREC's type (arithmetic done in the unsigned variant
   of integer types, which is what wraps as the original).  */
static tree
rebuild_chrec (struct codegen *cg, tree chrec, const vec<tree> &iters)
{
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return unshare_expr (chrec);
  class loop *l = get_loop (cg->ext->fun, CHREC_VARIABLE (chrec));
  tree type = TREE_TYPE (chrec);
  tree base = rebuild_chrec (cg, CHREC_LEFT (chrec), iters);
  tree counter = counter_value (cg, l, iters);
  if (POINTER_TYPE_P (type))
    {
      tree step = fold_build2 (MULT_EXPR, sizetype,
			       fold_convert (sizetype,
					     rebuild_chrec (cg, CHREC_RIGHT (chrec),
							    iters)),
			       fold_convert (sizetype, counter));
      return fold_build_pointer_plus (base, step);
    }
  tree utype = unsigned_type_for (type);
  tree step = fold_build2 (MULT_EXPR, utype,
			   fold_convert (utype,
					 rebuild_chrec (cg, CHREC_RIGHT (chrec),
							iters)),
			   fold_convert (utype, counter));
  return fold_convert (type, fold_build2 (PLUS_EXPR, utype,
					  fold_convert (utype, base), step));
}

/* CHREC, of a signed integer type, with its counters replaced as in
   rebuild_chrec but computed in the wider signed TYPE: the same value,
   since signed arithmetic of the original program does not wrap.  */
static tree
rebuild_chrec_wide (struct codegen *cg, tree chrec, const vec<tree> &iters,
		    tree type)
{
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return fold_convert (type, unshare_expr (chrec));
  class loop *l = get_loop (cg->ext->fun, CHREC_VARIABLE (chrec));
  tree base = rebuild_chrec_wide (cg, CHREC_LEFT (chrec), iters, type);
  tree step = rebuild_chrec_wide (cg, CHREC_RIGHT (chrec), iters, type);
  tree counter = fold_convert (type, counter_value (cg, l, iters));
  return fold_build2 (PLUS_EXPR, type, base,
		      fold_build2 (MULT_EXPR, type, step, counter));
}

/* The value of the original SSA operand OP, used in BB, at *GSI of the
   new code (computations inserted before *GSI).  */
static tree
new_value (struct value_walk *w, tree op)
{
  struct codegen *cg = w->cg;

  if (TREE_CODE (op) != SSA_NAME || virtual_operand_p (op)
      || !ph_is_region_value (cg->ext, op))
    return op;
  if (tree *known = w->map->get (op))
    return *known;
  tree value;
  if (ph_is_region_data_value (cg->ext, op))
    value = load_scalar (cg, scalar_index (cg, op, PH_ARRAY_VALUE), w->gsi,
			 TREE_TYPE (op));
  else
    {
      tree expr = rebuild_chrec (cg, evolution_in_region (cg, op, w->bb),
				 *w->iters);
      expr = fold_convert (TREE_TYPE (op), expr);
      value = force_gimple_operand_gsi (w->gsi, expr, true, NULL_TREE, true,
					GSI_SAME_STMT);
    }
  w->map->put (op, value);
  return value;
}

/* The value of the affine SSA name OP of the original code, an index of
   an array reference used in W's block, as an expression of the new
   code's counter type: no narrowing to OP's type (int), which would hide
   from GCC's scalar evolution that the index steps through the array,
   and keep the vectorizer from taking the loop.  */
static tree
wide_index (struct value_walk *w, tree op)
{
  struct codegen *cg = w->cg;
  tree expr = rebuild_chrec_wide (cg, evolution_in_region (cg, op, w->bb),
				  *w->iters, cg->type);
  return force_gimple_operand_gsi (w->gsi, expr, true, NULL_TREE, true,
				   GSI_SAME_STMT);
}

/* walk_tree callback: replace an SSA name by its value in the new
   code.  */
static tree
rename_operand (tree *tp, int *walk_subtrees, void *data)
{
  struct value_walk *w = (struct value_walk *) data;
  tree t = *tp;

  if (TREE_CODE (t) == SSA_NAME)
    {
      *walk_subtrees = 0;
      *tp = new_value (w, t);
    }
  else if (TREE_CODE (t) == ARRAY_REF)
    {
      tree idx = TREE_OPERAND (t, 1);
      *walk_subtrees = 0;
      for (int i = 0; i < 4; i++)
	if (i != 1 && TREE_OPERAND (t, i))
	  walk_tree (&TREE_OPERAND (t, i), rename_operand, data, NULL);
      if (TREE_CODE (idx) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (idx))
	  && !TYPE_UNSIGNED (TREE_TYPE (idx))
	  && TYPE_PRECISION (TREE_TYPE (idx)) < TYPE_PRECISION (w->cg->type)
	  && ph_is_region_value (w->cg->ext, idx)
	  && !ph_is_region_data_value (w->cg->ext, idx))
	TREE_OPERAND (t, 1) = wide_index (w, idx);
      else
	walk_tree (&TREE_OPERAND (t, 1), rename_operand, data, NULL);
    }
  return NULL_TREE;
}

/* Copy the statement STMT of the original block into the new code,
   before *W->GSI, after the computations of the values it uses.  */
static void
copy_statement (struct value_walk *w, gimple *stmt)
{
  struct codegen *cg = w->cg;
  gimple *copy = gimple_copy (stmt);
  tree lhs = gimple_get_lhs (stmt);

  for (unsigned i = first_use_operand (copy); i < gimple_num_ops (copy); i++)
    if (gimple_op (copy, i))
      walk_tree (gimple_op_ptr (copy, i), rename_operand, w, NULL);
  if (gimple_vuse (stmt))
    gimple_set_vuse (copy, gimple_vop (cfun));
  if (gimple_vdef (stmt))
    gimple_set_vdef (copy, gimple_vop (cfun));
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      tree def = make_ssa_name (TREE_TYPE (lhs), copy);
      gimple_set_lhs (copy, def);
      w->map->put (lhs, def);
    }
  gsi_insert_before (w->gsi, copy, GSI_SAME_STMT);
  update_stmt (copy);
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      int v = scalar_index (cg, lhs, PH_ARRAY_VALUE);
      if (v >= 0)
	store_scalar (cg, v, *w->map->get (lhs), w->gsi);
    }
}

static tree expr_to_tree (struct codegen *cg, isl_ast_expr *e);

/* Generate the statement of the AST call CALL on edge NEXT_E: a copy of
   its basic block for the iteration the call's arguments give.  Returns
   the edge after it.  */
static edge
generate_user (struct codegen *cg, isl_ast_expr *call, edge next_e)
{
  isl_ast_expr *id_expr = isl_ast_expr_op_get_arg (call, 0);
  isl_id *id = isl_ast_expr_id_get_id (id_expr);
  basic_block bb = (basic_block) isl_id_get_user (id);
  basic_block new_bb = split_edge (next_e);

  cg->last_user = bb;
  gimple_stmt_iterator gsi = gsi_last_bb (new_bb);
  hash_map<tree, tree> map;
  auto_vec<tree> iters;
  edge e;
  edge_iterator ei;

  isl_id_free (id);
  isl_ast_expr_free (id_expr);

  /* Everything goes in before a marker, in order; the marker goes at
     the end.  */
  gimple *mark = gimple_build_nop ();
  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  struct value_walk w = { cg, bb, &gsi, &map, &iters };

  for (int i = 1; i < isl_ast_expr_op_get_n_arg (call); i++)
    {
      isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i);
      tree value = expr_to_tree (cg, arg);
      isl_ast_expr_free (arg);
      iters.safe_push (force_gimple_operand_gsi (&gsi, value, true,
						 NULL_TREE, true,
						 GSI_SAME_STMT));
    }

  /* PHI nodes: merges read their scalar, copies take their argument.  */
  for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      tree res = gimple_phi_result (phi);
      if (!ph_is_region_data_value (cg->ext, res))
	continue;
      int p = scalar_index (cg, res, PH_ARRAY_PHI);
      tree value = p >= 0 ? load_scalar (cg, p, &gsi, TREE_TYPE (res))
			  : new_value (&w, gimple_phi_arg_def (phi, 0));
      map.put (res, value);
      int v = scalar_index (cg, res, PH_ARRAY_VALUE);
      if (v >= 0)
	store_scalar (cg, v, value, &gsi);
    }

  for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
       gsi_next (&si))
    if (copied_statement_p (cg, gsi_stmt (si)))
      copy_statement (&w, gsi_stmt (si));

  /* The PHI writes on the block's outgoing edges.  */
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      edge we = ph_phi_write_edge (cg->ext, e);
      if (!we)
	continue;
      for (gphi_iterator pi = gsi_start_phis (we->dest); !gsi_end_p (pi);
	   gsi_next (&pi))
	{
	  int p = scalar_index (cg, gimple_phi_result (pi.phi ()),
				PH_ARRAY_PHI);
	  if (p >= 0)
	    store_scalar (cg, p,
			  new_value (&w, PHI_ARG_DEF_FROM_EDGE (pi.phi (), we)),
			  &gsi);
	}
    }
  gsi_remove (&gsi, true);
  return single_succ_edge (new_bb);
}

/* The SSA name of the AST iterator ID.  */
static tree
iterator_value (struct codegen *cg, isl_id *id)
{
  for (int i = cg->iter_ids.length () - 1; i >= 0; i--)
    if (cg->iter_ids[i] == id)
      return cg->iter_values[i];
  return NULL_TREE;
}

/* The binary operation CODE over the arguments of the AST operation E,
   folded from the left (min and max take any number of them).  */
static tree
fold_arguments (struct codegen *cg, enum tree_code code, tree type,
		isl_ast_expr *e)
{
  isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, 0);
  tree res = expr_to_tree (cg, arg);

  isl_ast_expr_free (arg);
  for (int i = 1; i < isl_ast_expr_op_get_n_arg (e); i++)
    {
      arg = isl_ast_expr_op_get_arg (e, i);
      res = fold_build2 (code, type, res, expr_to_tree (cg, arg));
      isl_ast_expr_free (arg);
    }
  return res;
}

/* The AST expression E as a tree: integers of CG->type, comparisons and
   logical operations of boolean type.  E was checked by expr_supported.  */
static tree
expr_to_tree (struct codegen *cg, isl_ast_expr *e)
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
	tree res = iterator_value (cg, id);
	if (!res)
	  res = fold_convert (type, (tree) isl_id_get_user (id));
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
      return fold_arguments (cg, EXACT_DIV_EXPR, type, e);
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
	tree res = fold_build1 (NEGATE_EXPR, type, expr_to_tree (cg, arg));
	isl_ast_expr_free (arg);
	return res;
      }
    case isl_ast_expr_op_cond:
    case isl_ast_expr_op_select:
      {
	isl_ast_expr *c = isl_ast_expr_op_get_arg (e, 0);
	isl_ast_expr *a = isl_ast_expr_op_get_arg (e, 1);
	isl_ast_expr *b = isl_ast_expr_op_get_arg (e, 2);
	tree res = fold_build3 (COND_EXPR, type, expr_to_tree (cg, c),
				expr_to_tree (cg, a), expr_to_tree (cg, b));
	isl_ast_expr_free (c);
	isl_ast_expr_free (a);
	isl_ast_expr_free (b);
	return res;
      }
    default:
      gcc_unreachable ();
    }
}

static edge generate_node (struct codegen *cg, isl_ast_node *node,
			   edge next_e, class loop *loop);

/* The edge of the condition block COND_BB for its true (or false)
   branch.  */
static edge
branch_edge (basic_block cond_bb, bool value)
{
  edge e;
  edge_iterator ei;

  FOR_EACH_EDGE (e, ei, cond_bb->succs)
    if (e->flags & (value ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE))
      return e;
  gcc_unreachable ();
}

/* Give the true edge of the condition block COND_BB probability P (the
   false edge the rest): the profile of the new code is estimated from
   these once it is built.  */
static void
set_branch_probability (basic_block cond_bb, profile_probability p)
{
  branch_edge (cond_bb, true)->probability = p;
  branch_edge (cond_bb, false)->probability = p.invert ();
}

/* Give the exit test of the new loop LOOP, at AST depth DEPTH, the
   location of the original loop at that depth around the last statement
   generated in it, so that GCC's remarks on the new loop (the
   vectorizer's) name the source loop.  */
static void
set_loop_location (struct codegen *cg, class loop *loop, unsigned depth)
{
  basic_block bb = cg->last_user;
  unsigned base = loop_depth (cg->ext->parent);

  if (!bb || loop_depth (bb->loop_father) < base + depth)
    return;
  class loop *orig = superloop_at_depth (bb->loop_father, base + depth);
  gimple *test = last_stmt (single_exit (loop)->src);
  if (test)
    gimple_set_location (test, find_loop_location (orig).get_location_t ());
}

/* Generate the AST for loop NODE on NEXT_E inside LOOP: a guard
   "init <= upper bound" around a do-while loop.  */
static edge
generate_for (struct codegen *cg, isl_ast_node *node, edge next_e,
	      class loop *loop)
{
  isl_ast_expr *iter = isl_ast_node_for_get_iterator (node);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  isl_ast_expr *bound = isl_ast_expr_op_get_arg (cond, 1);
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  isl_id *id = isl_ast_expr_id_get_id (iter);
  tree lb = expr_to_tree (cg, init);
  tree ub = expr_to_tree (cg, bound);
  tree stride = expr_to_tree (cg, inc);
  tree iv, iv_after;

  if (isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_lt)
    ub = fold_build2 (MINUS_EXPR, cg->type, ub, build_int_cst (cg->type, 1));
  edge last_e = create_empty_if_region_on_edge
		  (next_e, fold_build2 (LE_EXPR, boolean_type_node, lb, ub));
  edge true_e = branch_edge (next_e->dest, true);
  set_branch_probability (next_e->dest, profile_probability::likely ());
  tree var = create_tmp_var (cg->type, "ph_iv");
  class loop *new_loop = create_empty_loop_on_edge (true_e, lb, stride, ub,
						    var, &iv, &iv_after,
						    loop);
  set_branch_probability (single_exit (new_loop)->src,
			  profile_probability::likely ());
  edge to_body = single_succ_edge (new_loop->header);
  basic_block after = to_body->dest;

  cg->loops.safe_push (new_loop);
  cg->iter_ids.safe_push (id);
  cg->iter_values.safe_push (iv);
  edge end = generate_node (cg, body, to_body, new_loop);
  set_loop_location (cg, new_loop, cg->iter_ids.length ());
  cg->iter_ids.pop ();
  cg->iter_values.pop ();
  redirect_edge_succ_nodup (end, after);
  set_immediate_dominator (CDI_DOMINATORS, end->dest, end->src);

  isl_id_free (id);
  isl_ast_expr_free (iter);
  isl_ast_expr_free (init);
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  isl_ast_expr_free (bound);
  isl_ast_node_free (body);
  return last_e;
}

/* Generate the AST conditional NODE on NEXT_E inside LOOP.  */
static edge
generate_if (struct codegen *cg, isl_ast_node *node, edge next_e,
	     class loop *loop)
{
  isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
  isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
  edge last_e = create_empty_if_region_on_edge (next_e,
						expr_to_tree (cg, cond));
  edge true_e = branch_edge (next_e->dest, true);
  edge false_e = branch_edge (next_e->dest, false);

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
generate_node (struct codegen *cg, isl_ast_node *node, edge next_e,
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
	next_e = generate_user (cg, call, next_e);
	isl_ast_expr_free (call);
	return next_e;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	next_e = generate_node (cg, child, next_e, loop);
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
hoist_invariants (struct codegen *cg)
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

/* --- The run-time alias check. --- */

/* PA, a function of the parameters, as a tree built through BUILD; NULL
   if isl cannot express it or the generator does not support it.  */
static tree
param_expr_to_tree (struct codegen *cg, isl_ast_build *build, isl_pw_aff *pa)
{
  isl_ast_expr *e = isl_ast_build_expr_from_pw_aff (build, pa);
  tree res = e && expr_supported (e) ? expr_to_tree (cg, e) : NULL_TREE;

  isl_ast_expr_free (e);
  return res;
}

/* The byte offset, from the base of array INDEX, of the element whose
   indices are BOUNDS (row-major: Horner's rule over the dimension
   sizes); of the byte just after it if PAST.  NULL_TREE on failure.  */
static tree
corner_offset (struct codegen *cg, isl_ast_build *build, int index,
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
				     isl_pw_aff_list_get_at (bounds, k));
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
base_address (struct codegen *cg, int index)
{
  tree base = cg->ext->array_bases[index];
  if (DECL_P (base))
    base = build_fold_addr_expr (base);
  return fold_convert (cg->type, fold_convert (sizetype, base));
}

/* The byte range [*LO, *HI) that the SCoP touches in array INDEX; false
   if it cannot be computed.  */
static bool
touched_range (struct codegen *cg, isl_ast_build *build, int index,
	       tree *lo, tree *hi)
{
  isl_pw_aff_list *low = ph_scop_access_bounds (cg->scop, index, 0);
  isl_pw_aff_list *high = ph_scop_access_bounds (cg->scop, index, 1);
  tree base = base_address (cg, index);

  *lo = low ? corner_offset (cg, build, index, low, false) : NULL_TREE;
  *hi = high ? corner_offset (cg, build, index, high, true) : NULL_TREE;
  isl_pw_aff_list_free (low);
  isl_pw_aff_list_free (high);
  if (!*lo || !*hi)
    return false;
  *lo = fold_build2 (PLUS_EXPR, cg->type, base, *lo);
  *hi = fold_build2 (PLUS_EXPR, cg->type, base, *hi);
  return true;
}

/* The condition under which the regenerated code may run: for every pair
   of arrays of the model that may share storage, the byte ranges the
   SCoP touches in them do not overlap.  boolean_true_node when there is
   no such pair; NULL_TREE (and a failure) if a range cannot be
   computed.  */
static tree
alias_check (struct codegen *cg)
{
  struct ph_scop *scop = cg->scop;
  tree check = boolean_true_node;
  isl_ast_build *build;

  if (scop->n_alias == 0)
    return check;
  build = isl_ast_build_from_context (isl_set_copy (scop->context));
  for (int i = 0; i < scop->n_alias && check; i++)
    {
      tree lo_a, hi_a, lo_b, hi_b;
      if (!touched_range (cg, build, scop->aliases[i].a, &lo_a, &hi_a)
	  || !touched_range (cg, build, scop->aliases[i].b, &lo_b, &hi_b))
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
    ph_fail (cg->ext, "the address ranges of arrays that may overlap "
	     "cannot be computed for a run-time check");
  return check;
}

/* --- Versioning the region. --- */

/* Put the region of CG in the false branch of a new condition "if
   (CHECK)" on its entry edge; the true branch, an empty block, goes to
   the exit block too.  Returns the edge into that block's successor,
   on which the new code is generated.  */
static edge
version_region (struct codegen *cg, tree check)
{
  struct ph_extract *ext = cg->ext;
  basic_block first = ext->entry->dest;
  basic_block cond_bb = split_edge (ext->entry);
  edge false_e = single_succ_edge (cond_bb);
  edge true_e = make_edge (cond_bb, ext->exit_bb, EDGE_TRUE_VALUE);
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  bool always = integer_onep (check);

  gcc_assert (false_e->dest == first);
  false_e->flags &= ~EDGE_FALLTHRU;
  false_e->flags |= EDGE_FALSE_VALUE;
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
  ext->entry = single_pred_edge (cond_bb);

  /* Placeholders on the new edge into the exit block, set at the end.  */
  for (gphi_iterator pi = gsi_start_phis (ext->exit_bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      add_phi_arg (pi.phi (), virtual_operand_p (res) ? gimple_vop (cfun)
			       : build_zero_cst (TREE_TYPE (res)),
		   true_e, UNKNOWN_LOCATION);
    }
  basic_block start = split_edge (true_e);
  set_immediate_dominator (CDI_DOMINATORS, ext->exit_bb,
			   recompute_dominator (CDI_DOMINATORS, ext->exit_bb));
  return single_succ_edge (start);
}

/* The values the original region leaves to the code after it, given by
   the new code at the end of its path (edge LAST into the exit block):
   the exit block's PHI arguments and the value scalars used later.  */
static void
connect_results (struct codegen *cg, edge last)
{
  struct ph_extract *ext = cg->ext;
  basic_block end = split_edge (last);
  gimple_stmt_iterator gsi = gsi_last_bb (end);
  gimple *mark = gimple_build_nop ();

  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  last = single_succ_edge (end);
  for (gphi_iterator pi = gsi_start_phis (ext->exit_bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      int p = scalar_index (cg, res, PH_ARRAY_PHI);
      if (p >= 0)
	SET_PHI_ARG_DEF (pi.phi (), last->dest_idx,
			 load_scalar (cg, p, &gsi, TREE_TYPE (res)));
    }
  for (int i = 0; i < cg->scop->n_array; i++)
    {
      tree name = ext->array_bases[i];
      if (cg->scop->arrays[i].kind != PH_ARRAY_VALUE)
	continue;
      imm_use_iterator ui;
      use_operand_p use_p;
      bool used_after = false;
      FOR_EACH_IMM_USE_FAST (use_p, ui, name)
	{
	  gimple *use = USE_STMT (use_p);
	  if (!is_gimple_debug (use) && gimple_bb (use) != end
	      && !ph_in_region (ext, gimple_bb (use))
	      && !(gimple_bb (use) == ext->exit_bb
		   && gimple_code (use) == GIMPLE_PHI))
	    used_after = true;
	}
      if (!used_after)
	continue;
      tree value = load_scalar (cg, i, &gsi, TREE_TYPE (name));
      gimple *load = SSA_NAME_DEF_STMT (value);
      create_new_def_for (name, load, gimple_assign_lhs_ptr (load));
      release_ssa_name (value);
    }
  gsi_remove (&gsi, true);
}

/* Regenerate the SCoP of EXT, whose model is SCOP, from the AST of its
   schedule.  False, with the reason in EXT, when it cannot: the function
   is then unchanged.  */
bool
ph_codegen (struct ph_extract *ext, struct ph_scop *scop, isl_ast_node *ast)
{
  struct codegen cg;

  memset (&cg, 0, sizeof cg);
  cg.ext = ext;
  cg.scop = scop;
  cg.type = long_integer_type_node;
  if (!node_supported (ast))
    return ph_fail (ext, "the generated loops use an operation that code "
		    "generation does not support");
  for (basic_block bb : ext->blocks)
    if (!block_supported (&cg, bb))
      return false;
  if (!live_outs_supported (&cg))
    return false;

  tree check = alias_check (&cg);
  if (!check)
    return false;

  cg.temps.safe_grow_cleared (scop->n_array);
  edge e = version_region (&cg, check);

  /* The entry block's PHIs get their first values from before the
     region.  */
  basic_block first = branch_edge (ext->entry->dest, false)->dest;
  edge from_entry = branch_edge (ext->entry->dest, false);
  gimple_stmt_iterator gsi = gsi_last_bb (e->src);
  gimple *mark = gimple_build_nop ();
  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  for (gphi_iterator pi = gsi_start_phis (first); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      int p = scalar_index (&cg, gimple_phi_result (pi.phi ()), PH_ARRAY_PHI);
      if (p >= 0)
	store_scalar (&cg, p, PHI_ARG_DEF_FROM_EDGE (pi.phi (), from_entry),
		      &gsi);
    }
  gsi_remove (&gsi, true);

  e = generate_node (&cg, ast, e, ext->parent);
  connect_results (&cg, e);
  hoist_invariants (&cg);

  cg.iter_ids.release ();
  cg.iter_values.release ();
  cg.temps.release ();
  cg.loops.release ();
  return true;
}
