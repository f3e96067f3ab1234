/* The scalars of a SCoP that may be held in the array element they end
   up stored to (place.h): for each store of a value of the model, the
   SSA names that accumulate it, and the statements nested in the
   store's loops, for the core to decide on.

   In sum = 0; for (k) sum += a[i][k] * b[k][j]; c[i][j] = sum; the
   store takes the value of the loop's last sum, which its latch passes
   to the header's PHI node, which takes the 0 of the first iteration
   on the loop's entry: those SSA names are the scalars to place.  The
   new code then loads and stores the element wherever the model reads
   or writes them (copy.cc).  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "ssa.h"

#include "polyhedral/ctx.h"
#include "polyhedral/place.h"
#include "model/region.h"
#include "model/affine.h"
#include "model/access.h"
#include "model/choice.h"
#include "model/live-out.h"
#include "model/place-scalars.h"

/* Whether NAME, a value of the region of REGION, is used only inside it.  */
static bool
used_only_inside (struct ph_region *region, tree name)
{
  imm_use_iterator ui;
  use_operand_p use_p;

  FOR_EACH_IMM_USE_FAST (use_p, ui, name)
    {
      gimple *use = USE_STMT (use_p);
      if (!is_gimple_debug (use) && !ph_in_region (region, gimple_bb (use)))
	return false;
    }
  return true;
}

/* Add NAME to WEB unless it is there already.  */
static void
add_name (auto_vec<tree> *web, tree name)
{
  if (!web->contains (name))
    web->safe_push (name);
}

/* The SSA names of the region of REGION that accumulate the value STORED
   into WEB: STORED, the arguments of PHI nodes among them, and the PHI
   nodes whose results their definitions combine.  False when one of
   them comes from before the region, is used after it, or is not of
   TYPE.  */
static bool
accumulator_names (struct ph_region *region, tree stored, tree type,
		   auto_vec<tree> *web)
{
  web->safe_push (stored);
  for (unsigned i = 0; i < web->length (); i++)
    {
      tree name = (*web)[i];
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (SSA_NAME_IS_DEFAULT_DEF (name) || !gimple_bb (def)
	  || !ph_in_region (region, gimple_bb (def))
	  || !types_compatible_p (TREE_TYPE (name), type)
	  || !used_only_inside (region, name))
	return false;
      if (gphi *phi = dyn_cast<gphi *> (def))
	{
	  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	    {
	      tree arg = gimple_phi_arg_def (phi, k);
	      if (!ph_in_region (region, gimple_phi_arg_edge (phi, k)->src))
		return false;
	      if (TREE_CODE (arg) == SSA_NAME)
		add_name (web, arg);
	    }
	  continue;
	}
      ssa_op_iter it;
      tree op;
      FOR_EACH_SSA_TREE_OPERAND (op, def, it, SSA_OP_USE)
	{
	  gimple *op_def = SSA_NAME_DEF_STMT (op);
	  if (gimple_code (op_def) == GIMPLE_PHI
	      && ph_in_region (region, gimple_bb (op_def))
	      && ph_is_region_data_value (region, op))
	    add_name (web, op);
	}
    }
  return true;
}

/* The scalar arrays of the model of REGION whose bases are the names of
   WEB; false unless one of them is carried by a loop inside LOOP, the
   loop of the store (a scalar private to each iteration of LOOP gains
   nothing from an element).  */
static bool
web_arrays (struct ph_region *region, const auto_vec<tree> &web,
	    class loop *loop, auto_vec<int> *arrays)
{
  bool carried = false;

  for (unsigned i = 0; i < region->array_bases.length (); i++)
    if (region->scop->arrays[i].kind != PH_ARRAY_MEMORY
	&& web.contains (region->array_bases[i]))
      {
	arrays->safe_push ((int) i);
	basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (region->array_bases[i]));
	carried |= (region->scop->arrays[i].kind == PH_ARRAY_PHI
		    && bb == bb->loop_father->header
		    && flow_loop_nested_p (loop, bb->loop_father));
      }
  return carried;
}

/* NAME, or the value it copies through PHI nodes of one argument.  */
static tree
copied_value (tree name)
{
  while (TREE_CODE (name) == SSA_NAME)
    {
      gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (name));
      if (!phi || gimple_phi_num_args (phi) != 1)
	break;
      name = gimple_phi_arg_def (phi, 0);
    }
  return name;
}

/* Whether each statement of the region of REGION writes at most one
   value into the scalars of WEB: held in one element, two values written
   by one statement instance would overwrite each other, in an order the
   model does not know.  */
static bool
one_value_per_block (struct ph_region *region, const auto_vec<tree> &web)
{
  for (basic_block bb : region->blocks)
    {
      tree written = NULL_TREE;
      auto_vec<tree> values;
      auto_vec<basic_block> blocks;
      edge e;
      edge_iterator ei;

      if (ph_statement_head (region, bb) != bb)
	continue;
      for (tree name : web)
	if (ph_statement_head (region, gimple_bb (SSA_NAME_DEF_STMT (name)))
	    == bb
	    && ph_array_of (region, region->scop, name, PH_ARRAY_VALUE) >= 0)
	  values.safe_push (name);
      ph_statement_blocks (region, bb, &blocks);
      for (basic_block b : blocks)
	FOR_EACH_EDGE (e, ei, b->succs)
	  if (edge we = ph_phi_write_edge (region, e))
	    for (gphi_iterator pi = gsi_start_phis (we->dest); !gsi_end_p (pi);
		 gsi_next (&pi))
	      if (web.contains (gimple_phi_result (pi.phi ()))
		  && ph_array_of (region, region->scop,
				  gimple_phi_result (pi.phi ()),
				  PH_ARRAY_PHI) >= 0)
		values.safe_push (PHI_ARG_DEF_FROM_EDGE (pi.phi (), we));
      for (tree v : values)
	{
	  tree value = copied_value (v);
	  if (written && !operand_equal_p (written, value, 0))
	    return false;
	  written = value;
	}
    }
  return true;
}

/* Callback of walk_tree: fail on an SSA name that is a data value of the
   region DATA (an index loaded from memory).  */
static tree
data_value_in (tree *tp, int *walk_subtrees, void *data)
{
  struct ph_region *region = (struct ph_region *) data;

  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      if (ph_is_region_data_value (region, *tp))
	return *tp;
    }
  return NULL_TREE;
}

/* The array of the model that STORE writes, when STORE is the only
   store of its block to it, and its address is computed from the
   counters alone (then any statement in its loops can compute it
   again); -1 otherwise.  */
static int
stored_array (struct ph_region *region, gassign *store)
{
  int array = -1;

  for (struct ph_memory_ref &m : region->memory_refs)
    if (m.stmt == store)
      array = m.array;
  if (array < 0)
    return -1;
  for (struct ph_memory_ref &m : region->memory_refs)
    if (m.stmt != store && m.array == array && gimple_vdef (m.stmt)
	&& (ph_statement_head (region, gimple_bb (m.stmt))
	    == ph_statement_head (region, gimple_bb (store))))
      return -1;
  tree ref = gimple_assign_lhs (store);
  if (walk_tree (&ref, data_value_in, region, NULL))
    return -1;
  return array;
}

/* The statements of the model of REGION inside the loops of block BB.  */
static isl_union_set *
statements_nested_in (struct ph_region *region, basic_block bb)
{
  class loop *loop = bb->loop_father;
  isl_union_set *nested = isl_union_set_empty
			    (isl_union_set_get_space (region->scop->domain));
  isl_set_list *list = isl_union_set_get_set_list (region->scop->domain);
  isl_size n = isl_set_list_size (list);

  for (int i = 0; i < n; i++)
    {
      isl_set *set = isl_set_list_get_at (list, i);
      isl_id *id = isl_set_get_tuple_id (set);
      class loop *l = ph_statement_block (region->fun, id)->loop_father;
      isl_id_free (id);
      if (l == loop || flow_loop_nested_p (loop, l))
	nested = isl_union_set_add_set (nested, set);
      else
	isl_set_free (set);
    }
  isl_set_list_free (list);
  return nested;
}

/* Try to hold the scalars that accumulate the value STORE stores in the
   element it stores to.  Returns the result of ph_scop_place_scalars,
   0 when STORE is no candidate.  */
static int
try_store (struct ph_region *region, gassign *store)
{
  tree value = gimple_assign_rhs1 (store);
  tree ref = gimple_assign_lhs (store);
  auto_vec<tree> web;
  auto_vec<int> arrays;

  if (!gimple_assign_single_p (store) || TREE_CODE (value) != SSA_NAME
      || TREE_CODE (ref) == SSA_NAME || gimple_has_volatile_ops (store)
      || !ph_is_region_data_value (region, value))
    return 0;
  int target = stored_array (region, store);
  if (target < 0 || !accumulator_names (region, value, TREE_TYPE (ref), &web)
      || !web_arrays (region, web, gimple_bb (store)->loop_father, &arrays)
      || !one_value_per_block (region, web))
    return 0;

  isl_id *anchor = ph_statement_id (region->ctx,
				    ph_statement_head (region,
						       gimple_bb (store)));
  isl_union_set *nested = statements_nested_in (region, gimple_bb (store));
  /* Its dataflow analysis may take as long as the SCoP's dependences
     (fuzzer seed 5021: 20 s); past that budget these scalars stay.  */
  struct ph_ctx_share share
    = ph_ctx_share_begin (region->ctx, region->opts->max_dependence_time,
			  "max-dependence-time");
  int placed = ph_scop_place_scalars (region->scop, arrays.address (),
				      arrays.length (), anchor, target,
				      nested);
  ph_ctx_share_end_resume (region->ctx, &share);
  if (placed < 0 && dump_file && ph_ctx_budget_hit (region->ctx))
    fprintf (dump_file, ";; scalars not held in elements: isl time budget "
	     "hit (%s)\n", ph_ctx_budget_hit (region->ctx));
  isl_id_free (anchor);
  isl_union_set_free (nested);
  if (placed > 0)
    for (int a : arrays)
      region->scalar_homes[a] = store;
  return placed;
}

/* Whether all that block BB of the region of REGION does is store held
   scalars into their elements (REGION->scalar_homes): apart from control
   and affine arithmetic, its statements are such stores.  */
static bool
only_stores_back (struct ph_region *region, basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
	  || gimple_code (stmt) == GIMPLE_COND)
	continue;
      tree lhs = gimple_get_lhs (stmt);
      if (is_gimple_assign (stmt) && !gimple_vuse (stmt)
	  && TREE_CODE (lhs) == SSA_NAME
	  && !ph_is_region_data_value (region, lhs))
	continue;
      /* Not a call: SCALAR_HOMES holds NULL for the arrays not held.  */
      gassign *store = dyn_cast<gassign *> (stmt);
      if (!store || !region->scalar_homes.contains (store))
	return false;
    }
  return true;
}

/* Drop from the model of REGION the statements that only store held
   scalars back into their elements (ph_scop_drop_copy_back).  False on
   an isl failure.  */
static bool
drop_copies_back (struct ph_region *region)
{
  auto_vec<basic_block> done;

  for (gassign *home : region->scalar_homes)
    {
      if (!home || done.contains (gimple_bb (home)))
	continue;
      basic_block bb = ph_statement_head (region, gimple_bb (home));
      done.safe_push (gimple_bb (home));
      if (ph_statement_has_choice (region, bb)
	  || !only_stores_back (region, bb))
	continue;
      isl_id *id = ph_statement_id (region->ctx, bb);
      int dropped = ph_scop_drop_copy_back (region->scop, id);
      isl_id_free (id);
      if (dropped < 0)
	return false;
    }
  return true;
}

/* Hold the scalars of the model of REGION that accumulate a stored value
   in the stored element, where the model shows it changes nothing; the
   stores that hold them in REGION->scalar_homes.  When isl fails (its
   operation budget ran out), the scalars not placed yet stay scalars,
   and the rest of the SCoP's work gets the budget again.  False if the
   model was left incomplete.  */
bool
ph_place_scalars (struct ph_region *region)
{
  struct ph_scop *scop = region->scop;

  region->scalar_homes.safe_grow_cleared (scop->n_array);
  /* The domains of guarded statements are larger than where they run:
     the dataflow check would be on writes that may not happen.  */
  if (scop->n_guard)
    return true;
  for (basic_block bb : region->blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *store = dyn_cast<gassign *> (gsi_stmt (gsi));
	if (!store || !gimple_vdef (store) || try_store (region, store) >= 0)
	  continue;
	if (!scop->reads || !scop->must_writes || !scop->may_writes)
	  return false;
	isl_ctx_reset_error (region->ctx);
	isl_ctx_reset_operations (region->ctx);
	break;
      }
  return drop_copies_back (region);
}

/* The bytes of stack up to which a scalar gets an array of its own
   (ph_expand_scalars): symm's temp2 at n = 8192.  */
#define PH_EXPANSION_BYTES 65536

/* The innermost loop around every statement of the model of REGION that
   accesses its array INDEX; NULL when none does.  */
static class loop *
loop_around_users (struct ph_region *region, int index)
{
  struct ph_scop *scop = region->scop;
  isl_space *space = isl_space_set_alloc (region->ctx, 0, 0);
  space = isl_space_set_tuple_id (space, isl_dim_set,
				  isl_id_copy (scop->arrays[index].id));
  isl_union_map *access = isl_union_map_union
			    (isl_union_map_copy (scop->reads),
			     isl_union_map_copy (scop->may_writes));
  access = isl_union_map_intersect_range
	     (access, isl_union_set_from_set (isl_set_universe (space)));
  isl_union_set *users = isl_union_map_domain (access);
  isl_set_list *list = isl_union_set_get_set_list (users);
  isl_size n = isl_set_list_size (list);
  class loop *around = NULL;

  for (int i = 0; i < n; i++)
    {
      isl_set *set = isl_set_list_get_at (list, i);
      isl_id *id = isl_set_get_tuple_id (set);
      class loop *l = ph_statement_block (region->fun, id)->loop_father;
      around = around ? find_common_loop (around, l) : l;
      isl_id_free (id);
      isl_set_free (set);
    }
  isl_set_list_free (list);
  isl_union_set_free (users);
  return around;
}

bool
ph_expand_scalars (struct ph_region *region)
{
  struct ph_scop *scop = region->scop;
  int n = scop->n_array;

  ph_mark_live_out_scalars (region, scop);
  for (int s = 0; s < n; s++)
    {
      const struct ph_array *a = &scop->arrays[s];
      if (a->kind == PH_ARRAY_MEMORY || a->placed_in >= 0 || a->live_out)
	continue;
      class loop *around = loop_around_users (region, s);
      int depth = around ? ph_region_depth (region, around) : 0;
      if (depth < 1)
	continue;
      char name[200];
      snprintf (name, sizeof name, "E_%s", isl_id_get_name (a->id));
      unsigned size = a->element_size;
      long left = region->expansion_bytes - region->expanded_bytes;
      int done = ph_scop_expand_scalar (scop, s, depth - 1,
					isl_id_alloc (region->ctx, name, NULL),
					MIN (left, PH_EXPANSION_BYTES) / size);
      if (done > 0)
	{
	  region->array_bases.safe_push (NULL_TREE);
	  region->scalar_homes.safe_push (NULL);
	  region->n_expanded++;
	  region->expanded_bytes += scop->arrays[scop->n_array - 1].expansion_size
				 * size;
	}
      else if (done < 0)
	return false;
    }
  return true;
}
