/* Loading again, after a loop, the value the loop last stored.

   GCC's value numbering forwards a stored value to its later uses:
   after cov[i][j] += ... in a k loop, the statement after the loop uses
   the SSA value of the last sum, not a load of cov[i][j].  In the model
   that value is a scalar written by every iteration of every (i, j),
   whose dependences serialise the whole nest.  Where the value is still
   in memory when the loop exits, a load of it there takes the place of
   the forwarded value: the model then sees an array element, which the
   scheduler may reorder.  PRE forwards it again after this pass.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "ssa.h"
#include "dominance.h"
#include "tree-ssa.h"
#include "tree-into-ssa.h"
#include "tree-cfg.h"
#include "gimplify.h"

#include "support/compat.h"
#include "prepare/stored-values.h"

/* Callback of walk_tree: fail on an SSA name defined inside the loop
   DATA.  */
static tree
defined_in_loop (tree *tp, int *walk_subtrees, void *data)
{
  class loop *loop = (class loop *) data;

  if (TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      gimple *def = SSA_NAME_DEF_STMT (*tp);
      if (!SSA_NAME_IS_DEFAULT_DEF (*tp) && gimple_bb (def)
	  && flow_bb_inside_loop_p (loop, gimple_bb (def)))
	return *tp;
    }
  return NULL_TREE;
}

/* The only store of LOOP, or NULL if it has none or several, or a call
   that may write memory.  */
static gassign *
only_store (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  gassign *store = NULL;
  bool several = false;

  for (unsigned i = 0; i < loop->num_nodes && !several; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_vdef (gsi_stmt (gsi)))
	{
	  gassign *a = dyn_cast<gassign *> (gsi_stmt (gsi));
	  if (store || !a || !gimple_assign_single_p (a))
	    {
	      several = true;
	      break;
	    }
	  store = a;
	}
  free (body);
  return several ? NULL : store;
}

/* Reload at the exit of LOOP the values its only store last wrote and
   that are used after it.  Returns whether it changed anything.  */
static bool
reload_exit_values (class loop *loop)
{
  edge exit = single_exit (loop);
  if (!exit || !single_pred_p (exit->dest))
    return false;
  gassign *store = only_store (loop);
  if (!store)
    return false;
  tree ref = gimple_assign_lhs (store);
  tree value = gimple_assign_rhs1 (store);
  /* The store runs in the last iteration, to an element (not a bit
     field, which would truncate) the loop does not move, and nothing
     writes memory after it.  */
  if (TREE_CODE (value) != SSA_NAME || TREE_THIS_VOLATILE (ref)
      || TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
      || !dominated_by_p (CDI_DOMINATORS, exit->src, gimple_bb (store))
      || walk_tree (&ref, defined_in_loop, loop, NULL))
    return false;

  bool changed = false;
  for (gphi_iterator gsi = gsi_start_phis (exit->dest); !gsi_end_p (gsi);)
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res)
	  || PHI_ARG_DEF_FROM_EDGE (phi, exit) != value
	  || !useless_type_conversion_p (TREE_TYPE (res), TREE_TYPE (ref)))
	{
	  gsi_next (&gsi);
	  continue;
	}
      tree copy = make_ssa_name (TREE_TYPE (res));
      gassign *load = gimple_build_assign (copy, unshare_expr (ref));
      gimple_stmt_iterator at = gsi_after_labels (exit->dest);
      gimple_set_location (load, gimple_location (store));
      gsi_insert_before (&at, load, GSI_SAME_STMT);
      replace_uses_by (res, copy);
      /* The loop's value no longer leaves it.  */
      remove_phi_node (&gsi, true);
      changed = true;
    }
  return changed;
}

/* Reload after the loops of FUN the values they last stored and that
   GCC forwarded to uses after them (see above).  FUN's loops are in
   loop-closed SSA form with dominators computed.  Returns whether it
   changed anything; the virtual operands then need renaming.  */
bool
ph_reload_stored_values (function *fun)
{
  bool changed = false;

  for (class loop *loop : loops_list (fun, LI_ONLY_INNERMOST))
    changed |= reload_exit_values (loop);
  if (changed)
    mark_virtual_operands_for_renaming (fun);
  return changed;
}
