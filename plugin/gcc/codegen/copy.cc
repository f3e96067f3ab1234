/* Statement copies for code generation: each instance of a statement in
   the AST becomes a copy of its basic block, in which the affine values of
   the original (induction variables, addresses, indices) are rebuilt from
   their scalar evolutions with the new counters, and the scalars of the
   model go through memory temporaries that GCC rewrites into SSA form
   afterwards.  The checks that every value can be had come first, before
   any change.  */

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
#include "gimple-fold.h"

#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/val.h>

#include "polyhedral/alias.h"
#include "polyhedral/ast.h"
#include "support/gimple-build.h"
#include "prepare/errno-calls.h"
#include "model/region.h"
#include "model/affine.h"
#include "model/access.h"
#include "model/choice.h"
#include "codegen/codegen.h"
#include "codegen/expr.h"
#include "codegen/copy.h"
#include "codegen/register-tile.h"
#include "codegen/parallel.h"

/* The index of the scalar array of KIND whose base is NAME, or -1.  */
int
ph_scalar_index (struct ph_codegen *cg, tree name, enum ph_array_kind kind)
{
  return ph_array_of (cg->region, cg->scop, name, kind);
}

/* Whether the chrec CHREC can be rebuilt from the counters of the new
   code: of the first order, in loops of the region or around it (those
   with a simple counter).  */
static bool
chrec_rebuildable (struct ph_codegen *cg, tree chrec)
{
  if (!ph_simple_chrec_p (chrec))
    return false;
  if (CONVERT_EXPR_P (chrec))
    return chrec_rebuildable (cg, TREE_OPERAND (chrec, 0));
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return true;
  class loop *l = get_loop (cg->region->fun, CHREC_VARIABLE (chrec));
  if (ph_region_depth (cg->region, l) <= 0 && !ph_outer_counter (cg->region, l))
    return false;
  return (chrec_rebuildable (cg, CHREC_LEFT (chrec))
	  && chrec_rebuildable (cg, CHREC_RIGHT (chrec)));
}

/* The scalar evolution of NAME used in BB's loop, instantiated in the
   region.  */
static tree
evolution_in_region (struct ph_codegen *cg, tree name, basic_block bb)
{
  return ph_evolution_in_region (cg->region, bb->loop_father, name);
}

/* The evolution of the loop counter OP used in BB with the values from
   the loops around left symbolic (ph_local_evolution), where the
   instantiated one gives up; NULL_TREE otherwise.  */
static tree
local_evolution (struct ph_codegen *cg, tree op, basic_block bb)
{
  if (!chrec_contains_undetermined (evolution_in_region (cg, op, bb)))
    return NULL_TREE;
  return ph_local_evolution (cg->region, bb->loop_father, op);
}

static bool value_available (struct ph_codegen *cg, tree op,
			     basic_block bb);

/* The id of MAP's tuple TYPE, or NULL where it has none (asked first:
   isl reports an error for the id of a tuple that has none).  */
static isl_id *
tuple_id (isl_map *map, enum isl_dim_type type)
{
  return isl_map_has_tuple_id (map, type) == isl_bool_true
	 ? isl_map_get_tuple_id (map, type) : NULL;
}

/* Whether UMAP has a map from the tuple IN to the tuple OUT (NULL: an
   unnamed tuple).  */
static bool
has_tuples (isl_union_map *umap, isl_id *in, isl_id *out)
{
  isl_map_list *maps = isl_union_map_get_map_list (umap);
  isl_size n = isl_map_list_size (maps);
  bool found = false;

  for (int i = 0; !found && i < n; i++)
    {
      isl_map *map = isl_map_list_get_at (maps, i);
      isl_id *map_in = tuple_id (map, isl_dim_in);
      isl_id *map_out = tuple_id (map, isl_dim_out);
      found = map_in == in && map_out == out;
      isl_id_free (map_in);
      isl_id_free (map_out);
      isl_map_free (map);
    }
  isl_map_list_free (maps);
  return found;
}

/* Whether the model has the statement of BB read scalar array INDEX, or
   the array that holds it (place.h), or has no instance of it (a copy
   of a scalar back into its element, dropped: place.h).  A value of
   another statement that the new code takes from memory must be such a
   read, else the new schedule need not keep the statement after the
   value's write: fuzzer seed 9476's loop start, read through MIN_EXPR
   by the model but taken from a scalar by the code generator, was
   stored after the nest.  The gaps between what the model reads and
   what the code generator takes fail here, with the original code
   kept.  */
static bool
model_reads_scalar (struct ph_codegen *cg, basic_block bb, int index)
{
  int held = cg->scop->arrays[index].placed_in;
  isl_id *array = cg->scop->arrays[held >= 0 ? held : index].id;
  isl_id *stmt = ph_statement_id (cg->scop->ctx,
				  ph_statement_head (cg->region, bb));
  isl_union_map *instances = isl_union_map_from_domain
			       (isl_union_set_copy (cg->scop->domain));
  bool found = (has_tuples (cg->scop->reads, stmt, array)
		|| !has_tuples (instances, stmt, NULL));

  isl_union_map_free (instances);
  isl_id_free (stmt);
  return found;
}

/* Whether every SSA name of the tree T can be had in the new code at
   BB.  */
static bool
names_available (struct ph_codegen *cg, tree t, basic_block bb)
{
  if (TREE_CODE (t) == SSA_NAME)
    return value_available (cg, t, bb);
  if (TREE_CODE (t) == POLYNOMIAL_CHREC)
    return (names_available (cg, CHREC_LEFT (t), bb)
	    && names_available (cg, CHREC_RIGHT (t), bb));
  if (UNARY_CLASS_P (t) || CONVERT_EXPR_P (t) || BINARY_CLASS_P (t))
    for (int k = 0; k < TREE_OPERAND_LENGTH (t); k++)
      if (!names_available (cg, TREE_OPERAND (t, k), bb))
	return false;
  return true;
}

/* Whether the value of the SSA operand OP used in BB can be had in the
   new code: a parameter, a value of the same statement, a scalar of the
   model, or an affine function of the counters.  */
static bool
value_available (struct ph_codegen *cg, tree op, basic_block bb)
{
  if (TREE_CODE (op) != SSA_NAME || virtual_operand_p (op)
      || !ph_is_region_value (cg->region, op))
    return true;
  if (ph_is_region_data_value (cg->region, op))
    {
      if (ph_statement_head (cg->region, gimple_bb (SSA_NAME_DEF_STMT (op)))
	  == ph_statement_head (cg->region, bb))
	return true;
      int index = ph_scalar_index (cg, op, PH_ARRAY_VALUE);
      return index >= 0 && model_reads_scalar (cg, bb, index);
    }
  if (chrec_rebuildable (cg, evolution_in_region (cg, op, bb)))
    return true;
  /* A counter whose first value the new code computes too.  */
  tree local = local_evolution (cg, op, bb);
  if (local)
    return (chrec_rebuildable (cg, local)
	    && names_available (cg, local, bb));
  /* Arithmetic of such values: the same operations again.  */
  if (!ph_recomputable_p (cg->region, op))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  for (unsigned k = 1; k < gimple_num_ops (def); k++)
    if (!value_available (cg, gimple_op (def, k), bb))
      return false;
  return true;
}

/* Whether the statement STMT of BB is copied (data computations and
   memory accesses) rather than recomputed where needed (affine values)
   or dropped (control).  */
static bool
copied_statement_p (struct ph_codegen *cg, gimple *stmt)
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
	       || ph_is_region_data_value (cg->region, lhs);
      }
    default:
      return false;
    }
}

/* Callback of walk_tree: fail (return the tree) on an SSA name whose
   value is not available; DATA is a pair codegen, block.  */
struct value_walk
{
  struct ph_codegen *cg;
  basic_block bb;
  gimple_stmt_iterator *gsi;
  hash_map<tree, tree> *map;
  const vec<tree> *iters;
  /* When the block is a reduction that a parallel loop accumulates per
     thread.  */
  struct ph_parallel_reduction *reduction;
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
unavailable (struct ph_codegen *cg, tree name)
{
  char *text = print_generic_expr_to_str (name);
  ph_fail (cg->region, "the value of '%s' cannot be recomputed in the new "
	   "code", text);
  free (text);
  return false;
}

/* Whether the statement of BB can be copied: every value it uses can be
   had in the new code.  */
bool
ph_block_copyable (struct ph_codegen *cg, basic_block bb)
{
  struct value_walk w = { cg, bb, NULL, NULL, NULL, NULL };
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
  bool choosing = ph_choice_joining (cg->region, bb) != NULL;
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      if ((gimple_phi_num_args (phi) == 1 || choosing)
	  && bb != bb->loop_father->header
	  && ph_is_region_data_value (cg->region, gimple_phi_result (phi)))
	for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	  if (!value_available (cg, gimple_phi_arg_def (phi, k), bb))
	    return unavailable (cg, gimple_phi_arg_def (phi, k));
    }
  /* The condition of a choice on data is computed in the new code.  */
  if (ph_decision_block_p (cg->region, bb))
    {
      gcond *cond = as_a<gcond *> (last_stmt (bb));
      for (tree op : { gimple_cond_lhs (cond), gimple_cond_rhs (cond) })
	if (!value_available (cg, op, bb))
	  return unavailable (cg, op);
    }
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      edge w = ph_phi_write_edge (cg->region, e);
      if (!w || ph_edge_inside_statement (cg->region, w))
	continue;
      for (gphi_iterator gsi = gsi_start_phis (w->dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  tree arg = PHI_ARG_DEF_FROM_EDGE (gsi.phi (), w);
	  if (ph_scalar_index (cg, res, PH_ARRAY_PHI) >= 0
	      && !value_available (cg, arg, bb))
	    return unavailable (cg, arg);
	}
    }
  return true;
}

/* Whether DEF, defined in the region of CG, is used after it only where
   the new code can give it: in a PHI of the exit block (a scalar of the
   model) or through a value scalar.  */
static bool
use_connectable (struct ph_codegen *cg, tree def)
{
  imm_use_iterator ui;
  use_operand_p use_p;

  FOR_EACH_IMM_USE_FAST (use_p, ui, def)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use)
	  || ph_in_region (cg->region, gimple_bb (use))
	  || (gimple_bb (use) == cg->region->exit_bb
	      && gimple_code (use) == GIMPLE_PHI))
	continue;
      if (ph_scalar_index (cg, def, PH_ARRAY_VALUE) < 0)
	return ph_fail (cg->region, "value of the loop nest used after it "
			"is not modelled");
    }
  return true;
}

/* Whether every value defined in the region and used after it can be
   had after the new code (use_connectable).  PHIs count too: a region
   whose entry moved up to the block after an earlier loop holds that
   loop's exit PHIs, whose values the new code, on its own path, does
   not define (fuzzer seed 6102: a sum of the earlier loop stored after
   the region).  */
bool
ph_live_outs_connectable (struct ph_codegen *cg)
{
  for (basic_block bb : cg->region->blocks)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	if (!virtual_operand_p (gimple_phi_result (pi.phi ()))
	    && !use_connectable (cg, gimple_phi_result (pi.phi ())))
	  return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree def;
	  ssa_op_iter it;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), it, SSA_OP_DEF)
	    if (!use_connectable (cg, def))
	      return false;
	}
    }
  return true;
}

/* The memory temporary of scalar array INDEX.  */
static tree
temp_of (struct ph_codegen *cg, int index)
{
  if (!cg->temps[index])
    {
      tree var = create_tmp_var (TREE_TYPE (cg->region->array_bases[index]),
				 "ph_scalar");
      TREE_ADDRESSABLE (var) = 1;
      /* The model reads it only after a write, but GCC sees the
	 guarded writes of the new loops and the reads after them, and
	 would warn about a name the user never wrote (gsl's trmm).  */
      suppress_warning (var, OPT_Wuninitialized);
      cg->temps[index] = var;
    }
  return cg->temps[index];
}

static tree rename_operand (tree *, int *, void *);

/* Put the memory reference REF of the new code in CG's dependence
   clique, with array ARRAY of the model as its base.  */
static void
set_array_base (struct ph_codegen *cg, tree ref, int array)
{
  tree base = get_base_address (ref);

  if (!cg->clique || array < 0 || array >= USHRT_MAX || !base
      || (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF))
    return;
  MR_DEPENDENCE_CLIQUE (base) = cg->clique;
  MR_DEPENDENCE_BASE (base) = (unsigned short) (array + 1);
}

/* The array of the model that the statement STMT accesses, or -1.  */
static int
accessed_array (struct ph_codegen *cg, gimple *stmt)
{
  for (struct ph_memory_ref &m : cg->region->memory_refs)
    if (m.stmt == stmt)
      return m.array;
  return -1;
}

/* The element that the store HOME stores to, at the statement instance
   being generated: its address computed again before *GSI from the
   counters of the instance, which lies in HOME's loops.  */
static tree
home_element (struct ph_codegen *cg, gassign *home, gimple_stmt_iterator *gsi)
{
  hash_map<tree, tree> map;
  struct value_walk w = { cg, gimple_bb (home), gsi, &map,
			  cg->instance_iters, NULL };

  gcc_assert (cg->instance_iters);
  for (const std::pair<gimple *, tree> &h : cg->instance_homes)
    if (h.first == home)
      return unshare_expr (h.second);
  tree ref = unshare_expr (gimple_assign_lhs (home));
  walk_tree (&ref, rename_operand, &w, NULL);
  set_array_base (cg, ref, accessed_array (cg, home));
  cg->instance_homes.safe_push (std::make_pair (home, ref));
  return unshare_expr (ref);
}

void
ph_expansion_arrays (struct ph_codegen *cg, gimple_stmt_iterator *gsi)
{
  /* Each such array expands one scalar, whose type its elements take.  */
  for (int s = 0; s < cg->scop->n_array; s++)
    {
      int t = cg->scop->arrays[s].placed_in;
      if (t < 0 || cg->scop->arrays[t].expansion_dim < 0)
	continue;
      tree type = TREE_TYPE (cg->region->array_bases[s]);
      tree var = create_tmp_var (build_array_type_nelts
				   (type, cg->scop->arrays[t].expansion_size),
				 "ph_expanded");
      tree address = make_ssa_name (build_pointer_type (type));
      TREE_ADDRESSABLE (var) = 1;
      gsi_insert_before (gsi, gimple_build_assign
				(address, build_fold_addr_expr (var)),
			 GSI_SAME_STMT);
      cg->temps[t] = address;
    }
}

/* The element of the array EXPANSION of the model that holds the scalar
   array INDEX at the statement instance being generated, whose
   coordinate of the array's dimension indexes it (place.h): a memory
   reference through the array's address, a base of its own in the new
   code's dependence clique, like the source's arrays.  Inserted before
   *GSI.  */
static tree
expanded_element (struct ph_codegen *cg, int index, int expansion,
		  gimple_stmt_iterator *gsi)
{
  const struct ph_array *e = &cg->scop->arrays[expansion];
  tree type = TREE_TYPE (cg->region->array_bases[index]);
  tree address = cg->temps[expansion];

  gcc_assert (address && cg->instance_iters
	      && e->expansion_dim < (int) cg->instance_iters->length ());
  tree offset = fold_build2 (MULT_EXPR, sizetype,
			     fold_convert (sizetype, (*cg->instance_iters)
						       [e->expansion_dim]),
			     TYPE_SIZE_UNIT (type));
  address = force_gimple_operand_gsi (gsi, fold_build_pointer_plus
					     (address, offset),
				      true, NULL_TREE, true, GSI_SAME_STMT);
  tree ref = build2 (MEM_REF, type, address,
		     build_int_cst (build_pointer_type (type), 0));
  set_array_base (cg, ref, expansion);
  return ref;
}

/* The memory that holds scalar array INDEX at *GSI: its temporary, the
   element it is held in, or that of the array that expands it.  */
static tree
scalar_memory (struct ph_codegen *cg, int index, gimple_stmt_iterator *gsi)
{
  gassign *home = cg->region->scalar_homes[index];
  int expansion = cg->scop->arrays[index].placed_in;

  if (home)
    return home_element (cg, home, gsi);
  if (expansion >= 0)
    return expanded_element (cg, index, expansion, gsi);
  return temp_of (cg, index);
}

/* Note the load or store ACCESS of scalar array INDEX for the register
   tile being generated, when the scalar is held in an element of its
   array (a sum that the register tile keeps in a register like the
   element it is held in).  */
static void
note_held_scalar (struct ph_codegen *cg, int index, gimple *access)
{
  if (cg->region->scalar_homes[index])
    ph_register_tile_note_ref (cg, access,
			       cg->scop->arrays[index].placed_in);
}

/* Insert at *GSI (before it) a load of scalar array INDEX into a new SSA
   name of TYPE; returns the name.  */
tree
ph_load_scalar (struct ph_codegen *cg, int index, gimple_stmt_iterator *gsi,
	     tree type)
{
  gassign *load = ph_build_load (scalar_memory (cg, index, gsi), type);

  gsi_insert_before (gsi, load, GSI_SAME_STMT);
  note_held_scalar (cg, index, load);
  return gimple_assign_lhs (load);
}

/* Insert at *GSI (before it) a store of VALUE into scalar array
   INDEX.  */
void
ph_store_scalar (struct ph_codegen *cg, int index, tree value,
	      gimple_stmt_iterator *gsi)
{
  gassign *store = ph_build_store (scalar_memory (cg, index, gsi), value);

  gsi_insert_before (gsi, store, GSI_SAME_STMT);
  note_held_scalar (cg, index, store);
}

/* The value of the counter of loop L in the new code: the AST's
   expression ITERS[k] for the k-th loop of the region, the counter SSA
   name for a loop around it.  */
static tree
counter_value (struct ph_codegen *cg, class loop *l, const vec<tree> &iters)
{
  int depth = ph_region_depth (cg->region, l);
  if (depth > 0)
    return iters[depth - 1];
  return ph_outer_counter (cg->region, l);
}

/* The counter COUNTER of the new code in the unsigned type UTYPE: where
   COUNTER is the induction variable of a sequential loop of the new code
   and UTYPE is narrower, an induction variable of UTYPE of its own in
   that loop (equal modulo UTYPE's range), else the conversion.  The
   vectorizer takes the narrow one as it is; from the wide one it would
   build vectors of long and narrow them at each use (a sum of int
   arithmetic on the counter ran at half speed).  */
static tree
counter_in_type (struct ph_codegen *cg, tree counter, tree utype)
{
  if (TREE_CODE (counter) != SSA_NAME
      || TYPE_PRECISION (utype) >= TYPE_PRECISION (TREE_TYPE (counter))
      || gimple_code (SSA_NAME_DEF_STMT (counter)) != GIMPLE_PHI)
    return fold_convert (utype, counter);
  gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (counter));
  class loop *loop = gimple_bb (phi)->loop_father;
  if (loop->header != gimple_bb (phi) || !cg->loops.contains (loop))
    return fold_convert (utype, counter);
  for (struct ph_narrow_counter &n : cg->narrow_counters)
    if (n.wide == counter && n.type == utype)
      return n.narrow;

  edge entry = loop_preheader_edge (loop);
  edge latch = loop_latch_edge (loop);
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
  gimple *step_stmt = SSA_NAME_DEF_STMT (next);
  if (!is_gimple_assign (step_stmt)
      || gimple_assign_rhs_code (step_stmt) != PLUS_EXPR
      || gimple_assign_rhs1 (step_stmt) != counter
      || TREE_CODE (gimple_assign_rhs2 (step_stmt)) != INTEGER_CST)
    return fold_convert (utype, counter);

  tree init = PHI_ARG_DEF_FROM_EDGE (phi, entry);
  tree narrow_init = fold_convert (utype, init);
  if (!is_gimple_min_invariant (narrow_init))
    {
      narrow_init = make_ssa_name (utype);
      gsi_insert_on_edge_immediate (entry, gimple_build_assign
					     (narrow_init, NOP_EXPR, init));
    }
  tree narrow = make_ssa_name (utype);
  tree narrow_next = make_ssa_name (utype);
  gimple_stmt_iterator gsi = gsi_for_stmt (step_stmt);
  gsi_insert_after (&gsi, gimple_build_assign
			    (narrow_next, PLUS_EXPR, narrow,
			     fold_convert (utype,
					   gimple_assign_rhs2 (step_stmt))),
		    GSI_NEW_STMT);
  gphi *narrow_phi = create_phi_node (narrow, loop->header);
  add_phi_arg (narrow_phi, narrow_init, loop_preheader_edge (loop),
	       UNKNOWN_LOCATION);
  add_phi_arg (narrow_phi, narrow_next, latch, UNKNOWN_LOCATION);
  struct ph_narrow_counter n = { counter, utype, narrow };
  cg->narrow_counters.safe_push (n);
  return narrow;
}

/* CHREC with its loops' counters replaced by their values in the new
   code: a tree of CHREC's type (arithmetic done in the unsigned variant
   of integer types, which is what wraps as the original).  */
static tree
rebuild_chrec (struct ph_codegen *cg, tree chrec, const vec<tree> &iters)
{
  if (CONVERT_EXPR_P (chrec))
    return fold_convert (TREE_TYPE (chrec),
			 rebuild_chrec (cg, TREE_OPERAND (chrec, 0), iters));
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return unshare_expr (chrec);
  class loop *l = get_loop (cg->region->fun, CHREC_VARIABLE (chrec));
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
			   counter_in_type (cg, counter, utype));
  return fold_convert (type, fold_build2 (PLUS_EXPR, utype,
					  fold_convert (utype, base), step));
}

/* CHREC, of a signed integer type, with its counters replaced as in
   rebuild_chrec but computed in the wider signed TYPE: the same value,
   since signed arithmetic of the original program does not wrap.  A
   conversion is kept where it is, around arithmetic that may wrap.  */
static tree
rebuild_chrec_wide (struct ph_codegen *cg, tree chrec, const vec<tree> &iters,
		    tree type)
{
  if (CONVERT_EXPR_P (chrec))
    return fold_convert (type, rebuild_chrec (cg, chrec, iters));
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return fold_convert (type, unshare_expr (chrec));
  class loop *l = get_loop (cg->region->fun, CHREC_VARIABLE (chrec));
  tree base = rebuild_chrec_wide (cg, CHREC_LEFT (chrec), iters, type);
  tree step = rebuild_chrec_wide (cg, CHREC_RIGHT (chrec), iters, type);
  tree counter = fold_convert (type, counter_value (cg, l, iters));
  return fold_build2 (PLUS_EXPR, type, base,
		      fold_build2 (MULT_EXPR, type, step, counter));
}

static tree new_value (struct value_walk *w, tree op);

/* Whether converting from the integer type FROM, whose arithmetic
   cannot wrap in the original program (signed overflow is undefined),
   to the type TO keeps every value: the arithmetic in FROM may then be
   done in a wider signed type with the same results.  */
static bool
exact_widening_p (tree from, tree to)
{
  return INTEGRAL_TYPE_P (from) && TYPE_OVERFLOW_UNDEFINED (from)
	 && INTEGRAL_TYPE_P (to)
	 && TYPE_PRECISION (from) <= TYPE_PRECISION (to);
}

/* The value of the operand OP, of a type that exact_widening_p to TYPE,
   used in W's block, computed in the signed TYPE:
   the sum n * i + j of int counters computed on the long counters of the
   new code, so that GCC's scalar evolution still sees the address step
   through memory (the int truncation of a long counter hides that).  */
static tree
wide_value (struct value_walk *w, tree op, tree type)
{
  struct ph_codegen *cg = w->cg;

  if (TREE_CODE (op) != SSA_NAME || !ph_is_region_value (cg->region, op)
      || ph_is_region_data_value (cg->region, op))
    return fold_convert (type, new_value (w, op));
  tree chrec = evolution_in_region (cg, op, w->bb);
  if (chrec_rebuildable (cg, chrec))
    return rebuild_chrec_wide (cg, chrec, *w->iters, type);
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (!is_gimple_assign (def))
    return fold_convert (type, new_value (w, op));
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      return fold_build2 (code, type, wide_value (w, a, type),
			  wide_value (w, gimple_assign_rhs2 (def), type));
    case NEGATE_EXPR:
      return fold_build1 (code, type, wide_value (w, a, type));
    CASE_CONVERT:
    case SSA_NAME:
      if (exact_widening_p (TREE_TYPE (a), TREE_TYPE (op)))
	return wide_value (w, a, type);
      /* Fall through.  */
    default:
      return fold_convert (type, new_value (w, op));
    }
}

/* Insert COPY, the copy of a statement of the original block ORIG,
   before *W->gsi.  The new code runs a block of a choice's branches
   (ph_speculated_block_p) whatever the condition, where the original
   ran it only under it: arithmetic whose overflow is undefined is done
   in the unsigned type there, as GCC's if-conversion does, since the
   values the condition excluded may overflow.  */
static void
insert_copy (struct value_walk *w, gimple *copy, basic_block orig)
{
  if (ph_speculated_block_p (w->cg->region, orig) && is_gimple_assign (copy))
    {
      tree type = TREE_TYPE (gimple_assign_lhs (copy));
      if (((INTEGRAL_TYPE_P (type) && TYPE_OVERFLOW_UNDEFINED (type))
	   || POINTER_TYPE_P (type))
	  && arith_code_with_undefined_signed_overflow
	       (gimple_assign_rhs_code (copy)))
	{
	  gsi_insert_seq_before (w->gsi, rewrite_to_defined_overflow (copy),
				 GSI_SAME_STMT);
	  return;
	}
    }
  gsi_insert_before (w->gsi, copy, GSI_SAME_STMT);
}

/* The value of the arithmetic DEF (see ph_recomputable_p) at *W->gsi of
   the new code: the same operation on the new values of its operands,
   or, for the extension of a signed value, that value computed in the
   new code's counter type.  */
static tree
recompute (struct value_walk *w, gimple *def)
{
  tree lhs = gimple_assign_lhs (def);
  tree from = gimple_assign_rhs1 (def);
  if (CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
      && exact_widening_p (TREE_TYPE (from), TREE_TYPE (lhs))
      && exact_widening_p (TREE_TYPE (from), w->cg->type))
    {
      tree wide = wide_value (w, from, w->cg->type);
      return force_gimple_operand_gsi (w->gsi,
				       fold_convert (TREE_TYPE (lhs), wide),
				       true, NULL_TREE, true, GSI_SAME_STMT);
    }
  gassign *copy = as_a<gassign *> (gimple_copy (def));

  for (unsigned k = 1; k < gimple_num_ops (copy); k++)
    gimple_set_op (copy, k, new_value (w, gimple_op (def, k)));
  tree value = make_ssa_name (TREE_TYPE (lhs), copy);
  gimple_assign_set_lhs (copy, value);
  insert_copy (w, copy, gimple_bb (def));
  return value;
}

/* CHREC, a local evolution (ph_local_evolution), with the values of the
   region it names replaced by their values at *W->gsi of the new code.  */
static tree
substitute_region_values (struct value_walk *w, tree chrec)
{
  switch (TREE_CODE (chrec))
    {
    case SSA_NAME:
      return new_value (w, chrec);
    case POLYNOMIAL_CHREC:
      return build_polynomial_chrec
	       (CHREC_VARIABLE (chrec),
		substitute_region_values (w, CHREC_LEFT (chrec)),
		substitute_region_values (w, CHREC_RIGHT (chrec)));
    CASE_CONVERT:
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      return fold_build1 (TREE_CODE (chrec), TREE_TYPE (chrec),
			  substitute_region_values (w,
						    TREE_OPERAND (chrec, 0)));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case POINTER_PLUS_EXPR:
      return fold_build2 (TREE_CODE (chrec), TREE_TYPE (chrec),
			  substitute_region_values (w,
						    TREE_OPERAND (chrec, 0)),
			  substitute_region_values (w,
						    TREE_OPERAND (chrec, 1)));
    default:
      return chrec;
    }
}

/* The value of the original SSA operand OP, used in BB, at *GSI of the
   new code (computations inserted before *GSI).  */
static tree
new_value (struct value_walk *w, tree op)
{
  struct ph_codegen *cg = w->cg;

  if (TREE_CODE (op) != SSA_NAME || virtual_operand_p (op)
      || !ph_is_region_value (cg->region, op))
    return op;
  if (tree *known = w->map->get (op))
    return *known;
  tree value;
  if (ph_is_region_data_value (cg->region, op))
    value = ph_load_scalar (cg, ph_scalar_index (cg, op, PH_ARRAY_VALUE), w->gsi,
			 TREE_TYPE (op));
  else if (chrec_rebuildable (cg, evolution_in_region (cg, op, w->bb)))
    {
      tree expr = rebuild_chrec (cg, evolution_in_region (cg, op, w->bb),
				 *w->iters);
      expr = fold_convert (TREE_TYPE (op), expr);
      value = force_gimple_operand_gsi (w->gsi, expr, true, NULL_TREE, true,
					GSI_SAME_STMT);
    }
  else if (tree local = local_evolution (cg, op, w->bb))
    {
      tree expr = rebuild_chrec (cg, substitute_region_values (w, local),
				 *w->iters);
      expr = fold_convert (TREE_TYPE (op), expr);
      value = force_gimple_operand_gsi (w->gsi, expr, true, NULL_TREE, true,
					GSI_SAME_STMT);
    }
  else
    value = recompute (w, SSA_NAME_DEF_STMT (op));
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
  tree expr = wide_value (w, op, w->cg->type);
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
	  && ph_is_region_value (w->cg->region, idx)
	  && !ph_is_region_data_value (w->cg->region, idx))
	TREE_OPERAND (t, 1) = wide_index (w, idx);
      else
	walk_tree (&TREE_OPERAND (t, 1), rename_operand, data, NULL);
    }
  return NULL_TREE;
}

/* Make COPY, the copy of the original statement STMT of a reduction
   that the parallel loop being built accumulates per thread
   (W->reduction), load and store the thread's partial result instead of
   the element, and keep the element's address.  */
static void
accumulate_per_thread (struct value_walk *w, gimple *stmt, gimple *copy)
{
  struct ph_parallel_reduction *r = w->reduction;

  if (stmt == r->parts.load)
    gimple_assign_set_rhs1 (copy, r->acc);
  else if (stmt == r->parts.store)
    {
      tree element = gimple_assign_lhs (copy);
      tree base = get_base_address (element);
      if (base && DECL_P (base))
	TREE_ADDRESSABLE (base) = 1;
      tree at = force_gimple_operand_gsi
		  (w->gsi, fold_convert (TREE_TYPE (r->at),
					 build_fold_addr_expr (element)),
		   true, NULL_TREE, true, GSI_SAME_STMT);
      ph_store_before (r->at, at, w->gsi);
      gimple_assign_set_lhs (copy, r->acc);
    }
}

/* Tell GCC's alias oracle that COPY, the copy of STMT, accesses the
   array of the model that STMT does, and that the other arrays do not
   overlap it: its memory reference goes into CG's dependence clique,
   with the array as its base, as restrict pointers would put it.  The
   new code runs only where this holds: its arrays are distinct objects,
   or the run-time check found the ranges it touches in them apart.  */
static void
mark_array_base (struct ph_codegen *cg, gimple *stmt, gimple *copy)
{
  if (!gimple_assign_single_p (copy))
    return;
  tree ref = gimple_vdef (copy) ? gimple_assign_lhs (copy)
				: gimple_assign_rhs1 (copy);
  int array = accessed_array (cg, stmt);
  set_array_base (cg, ref, array);
  ph_register_tile_note_ref (cg, copy, array);
}

/* Copy the statement STMT of the original block into the new code,
   before *W->GSI, after the computations of the values it uses.  */
static void
copy_statement (struct value_walk *w, gimple *stmt)
{
  struct ph_codegen *cg = w->cg;
  gimple *copy = gimple_copy (stmt);
  tree lhs = gimple_get_lhs (stmt);

  for (unsigned i = first_use_operand (copy); i < gimple_num_ops (copy); i++)
    if (gimple_op (copy, i))
      walk_tree (gimple_op_ptr (copy, i), rename_operand, w, NULL);
  if (gimple_vuse (stmt))
    gimple_set_vuse (copy, gimple_vop (cfun));
  if (gimple_vdef (stmt))
    gimple_set_vdef (copy, gimple_vop (cfun));
  if (gimple_vuse (stmt))
    mark_array_base (cg, stmt, copy);
  if (w->reduction)
    accumulate_per_thread (w, stmt, copy);
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      tree def = make_ssa_name (TREE_TYPE (lhs), copy);
      gimple_set_lhs (copy, def);
      w->map->put (lhs, def);
    }
  insert_copy (w, copy, gimple_bb (stmt));
  update_stmt (copy);
  ph_errno_call_copied (stmt, copy);
  if (lhs && TREE_CODE (lhs) == SSA_NAME)
    {
      int v = ph_scalar_index (cg, lhs, PH_ARRAY_VALUE);
      if (v >= 0 && !cg->region->scalar_homes[v])
	ph_store_scalar (cg, v, *w->map->get (lhs), w->gsi);
    }
}

/* Store the values of W's statement, made of BLOCKS, that are held in
   array elements (place.h), after all its loads: the model reads before
   it writes.  */
static void
store_held_values (struct value_walk *w, const vec<basic_block> &blocks)
{
  struct ph_codegen *cg = w->cg;
  auto_vec<tree> defs;

  for (basic_block bb : blocks)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	if (!virtual_operand_p (gimple_phi_result (pi.phi ())))
	  defs.safe_push (gimple_phi_result (pi.phi ()));
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (si));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME
	      && copied_statement_p (cg, gsi_stmt (si)))
	    defs.safe_push (lhs);
	}
    }
  for (tree def : defs)
    {
      int v = ph_scalar_index (cg, def, PH_ARRAY_VALUE);
      if (v >= 0 && cg->region->scalar_homes[v])
	ph_store_scalar (cg, v, *w->map->get (def), w->gsi);
    }
}


/* Load first, into W's map, the values of other statements that W's
   statement, made of BLOCKS, uses and that are held in array elements
   (place.h): the statement may store another scalar into the same
   element before it uses them, where the model reads them before any
   write.  */
static void
load_held_scalars (struct value_walk *w, const vec<basic_block> &blocks)
{
  struct ph_codegen *cg = w->cg;
  auto_vec<tree> uses;
  edge e;
  edge_iterator ei;

  for (basic_block bb : blocks)
    {
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  ssa_op_iter it;
	  tree op;
	  if (copied_statement_p (cg, gsi_stmt (si))
	      || (gimple_code (gsi_stmt (si)) == GIMPLE_COND
		  && ph_decision_block_p (cg->region, bb)))
	    FOR_EACH_SSA_TREE_OPERAND (op, gsi_stmt (si), it, SSA_OP_USE)
	      uses.safe_push (op);
	}
      if (ph_choice_joining (cg->region, bb))
	for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	     gsi_next (&pi))
	  for (unsigned k = 0; k < gimple_phi_num_args (pi.phi ()); k++)
	    uses.safe_push (gimple_phi_arg_def (pi.phi (), k));
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (edge we = ph_phi_write_edge (cg->region, e))
	  for (gphi_iterator pi = gsi_start_phis (we->dest); !gsi_end_p (pi);
	       gsi_next (&pi))
	    uses.safe_push (PHI_ARG_DEF_FROM_EDGE (pi.phi (), we));
    }
  for (tree op : uses)
    if (TREE_CODE (op) == SSA_NAME
	&& (ph_statement_head (cg->region, gimple_bb (SSA_NAME_DEF_STMT (op)))
	    != ph_statement_head (cg->region, w->bb)))
      {
	int v = ph_scalar_index (cg, op, PH_ARRAY_VALUE);
	if (v >= 0 && cg->region->scalar_homes[v])
	  new_value (w, op);
      }
}

/* The condition COND of a choice on data, computed before *W->gsi into
   a new boolean SSA name, which it returns.  */
static tree
condition_value (struct value_walk *w, gcond *cond)
{
  tree lhs = new_value (w, gimple_cond_lhs (cond));
  tree rhs = new_value (w, gimple_cond_rhs (cond));
  tree value = make_ssa_name (boolean_type_node);

  gsi_insert_before (w->gsi, gimple_build_assign (value, gimple_cond_code (cond),
						  lhs, rhs),
		     GSI_SAME_STMT);
  return value;
}

/* The conditions the new code computed for the blocks of a statement
   so far: the block, the boolean SSA name.  */
typedef auto_vec<std::pair<basic_block, tree> > condition_vec;

static tree join_value_at (struct value_walk *, const struct ph_choice *,
			   gphi *, basic_block, const condition_vec &,
			   hash_map<basic_block, tree> *);

/* The value that the PHI node PHI of the join of CHOICE takes when the
   conditions lead along edge E, before *W->gsi: its argument on an edge
   into the join; NULL_TREE where the join is not reached.  */
static tree
join_value_on (struct value_walk *w, const struct ph_choice *choice,
	       gphi *phi, edge e, const condition_vec &conditions,
	       hash_map<basic_block, tree> *memo)
{
  if (e->dest == choice->join)
    return new_value (w, PHI_ARG_DEF_FROM_EDGE (phi, e));
  if (!ph_speculated_block_p (w->cg->region, e->dest))
    return NULL_TREE;
  return join_value_at (w, choice, phi, e->dest, conditions, memo);
}

/* The value that the PHI node PHI of the join of CHOICE takes when the
   conditions lead to block BB (from the choice's head on), before
   *W->gsi: on the condition that ends BB, c ? a : b of the values along
   its two edges; NULL_TREE where the join is not reached from BB.  Each
   block's value is built once (MEMO).  */
static tree
join_value_at (struct value_walk *w, const struct ph_choice *choice,
	       gphi *phi, basic_block bb, const condition_vec &conditions,
	       hash_map<basic_block, tree> *memo)
{
  if (tree *known = memo->get (bb))
    return *known;
  tree value;
  if (ph_decision_block_p (w->cg->region, bb))
    {
      edge on_true, on_false;
      extract_true_false_edges_from_block (bb, &on_true, &on_false);
      tree cond = NULL_TREE;
      for (const std::pair<basic_block, tree> &c : conditions)
	if (c.first == bb)
	  cond = c.second;
      /* The blocks are copied in an order of execution: one whose
	 condition is not computed yet comes after the join, which it
	 does not reach.  */
      tree a = cond ? join_value_on (w, choice, phi, on_true, conditions,
				     memo) : NULL_TREE;
      tree b = cond ? join_value_on (w, choice, phi, on_false, conditions,
				     memo) : NULL_TREE;
      if (!a || !b || operand_equal_p (a, b, 0))
	value = a ? a : b;
      else
	{
	  value = make_ssa_name (TREE_TYPE (gimple_phi_result (phi)));
	  gsi_insert_before (w->gsi, gimple_build_assign (value, COND_EXPR,
							  cond, a, b),
			     GSI_SAME_STMT);
	}
    }
  else
    value = join_value_on (w, choice, phi, single_succ_edge (bb), conditions,
			   memo);
  memo->put (bb, value);
  return value;
}

/* The PHI nodes of the join of CHOICE, before *W->gsi: each becomes
   x = c ? a : b, nested along the conditions from the choice's head to
   the join (CONDITIONS holds their values); a value that other
   statements use is stored into its scalar.  */
static void
choose_values (struct value_walk *w, const struct ph_choice *choice,
	       const condition_vec &conditions)
{
  struct ph_codegen *cg = w->cg;

  for (gphi_iterator pi = gsi_start_phis (choice->join); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      tree res = gimple_phi_result (phi);
      if (!ph_is_region_data_value (cg->region, res))
	continue;
      hash_map<basic_block, tree> memo;
      tree value = join_value_at (w, choice, phi, choice->head, conditions,
				  &memo);
      gcc_assert (value);
      w->map->put (res, value);
      int v = ph_scalar_index (cg, res, PH_ARRAY_VALUE);
      if (v >= 0 && !cg->region->scalar_homes[v])
	ph_store_scalar (cg, v, value, w->gsi);
    }
}

/* Generate the statement of the AST call CALL on edge NEXT_E: a copy of
   its basic block for the iteration the call's arguments give, and of
   the blocks of its choices on data, all in one block.  Returns the
   edge after it.  */
edge
ph_generate_user (struct ph_codegen *cg, isl_ast_expr *call, edge next_e)
{
  isl_ast_expr *id_expr = isl_ast_expr_op_get_arg (call, 0);
  isl_id *id = isl_ast_expr_id_get_id (id_expr);
  basic_block bb = ph_statement_block (cfun, id);
  basic_block new_bb = split_edge (next_e);

  cg->last_user = bb;
  ph_register_tile_next_instance (cg);
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
  struct value_walk w = { cg, bb, &gsi, &map, &iters, NULL };
  if (cg->reductions)
    for (struct ph_parallel_reduction &r : *cg->reductions)
      if (r.stmt == bb)
	w.reduction = &r;

  for (int i = 1; i < isl_ast_expr_op_get_n_arg (call); i++)
    {
      isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i);
      tree value = ph_ast_expr_to_tree (cg, arg);
      isl_ast_expr_free (arg);
      iters.safe_push (force_gimple_operand_gsi (&gsi, value, true,
						 NULL_TREE, true,
						 GSI_SAME_STMT));
    }

  cg->instance_iters = &iters;
  auto_vec<basic_block> blocks;
  ph_statement_blocks (cg->region, bb, &blocks);
  load_held_scalars (&w, blocks);

  /* PHI nodes: merges read their scalar, copies take their argument;
     then the values used elsewhere are written.  */
  for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      tree res = gimple_phi_result (phi);
      if (!ph_is_region_data_value (cg->region, res))
	continue;
      int p = ph_scalar_index (cg, res, PH_ARRAY_PHI);
      map.put (res, p >= 0 ? ph_load_scalar (cg, p, &gsi, TREE_TYPE (res))
			   : new_value (&w, gimple_phi_arg_def (phi, 0)));
    }
  for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      tree res = gimple_phi_result (pi.phi ());
      int v = ph_scalar_index (cg, res, PH_ARRAY_VALUE);
      if (v >= 0 && !cg->region->scalar_homes[v])
	ph_store_scalar (cg, v, *map.get (res), &gsi);
    }

  /* The blocks in an order of execution: the branches of a choice
     after its condition, its join after them.  */
  condition_vec conditions;
  for (basic_block b : blocks)
    {
      if (const struct ph_choice *c = ph_choice_joining (cg->region, b))
	choose_values (&w, c, conditions);
      for (gimple_stmt_iterator si = gsi_start_bb (b); !gsi_end_p (si);
	   gsi_next (&si))
	if (copied_statement_p (cg, gsi_stmt (si)))
	  copy_statement (&w, gsi_stmt (si));
      if (ph_decision_block_p (cg->region, b))
	conditions.safe_push (std::make_pair
				(b, condition_value
				      (&w, as_a<gcond *> (last_stmt (b)))));
    }
  store_held_values (&w, blocks);

  /* The PHI writes on the edges that leave the statement.  */
  for (basic_block b : blocks)
    FOR_EACH_EDGE (e, ei, b->succs)
      {
	edge we = ph_phi_write_edge (cg->region, e);
	if (!we || ph_edge_inside_statement (cg->region, we))
	  continue;
	for (gphi_iterator pi = gsi_start_phis (we->dest); !gsi_end_p (pi);
	     gsi_next (&pi))
	  {
	    int p = ph_scalar_index (cg, gimple_phi_result (pi.phi ()),
				     PH_ARRAY_PHI);
	    if (p >= 0)
	      ph_store_scalar (cg, p,
			       new_value (&w, PHI_ARG_DEF_FROM_EDGE (pi.phi (),
								     we)),
			       &gsi);
	  }
      }
  gsi_remove (&gsi, true);
  cg->instance_iters = NULL;
  cg->instance_homes.truncate (0);
  return single_succ_edge (new_bb);
}
