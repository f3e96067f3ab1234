/* GIMPLE builders shared by the phases that rewrite code: loads and
   stores whose virtual operands GCC's SSA update renames afterwards,
   and the edges of a condition block.  The loop preparation moves
   accumulators into memory with them, code generation copies
   statements and outlines parallel loops with them.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "ssa.h"

#include "support/gimple-build.h"

/* A load of REF into a new SSA name of TYPE, its virtual operand for
   GCC's SSA update to rename.  */
gassign *
ph_build_load (tree ref, tree type)
{
  gassign *load = gimple_build_assign (make_ssa_name (type), ref);

  gimple_set_vuse (load, gimple_vop (cfun));
  return load;
}

/* A store of VALUE into REF, its virtual operands for GCC's SSA update
   to rename.  */
gassign *
ph_build_store (tree ref, tree value)
{
  gassign *store = gimple_build_assign (ref, value);

  gimple_set_vuse (store, gimple_vop (cfun));
  gimple_set_vdef (store, gimple_vop (cfun));
  return store;
}

/* Insert at *GSI (before it) a load of REF into a new SSA name of its
   type; returns the name.  */
tree
ph_load_before (tree ref, gimple_stmt_iterator *gsi)
{
  gassign *load = ph_build_load (ref, TREE_TYPE (ref));

  gsi_insert_before (gsi, load, GSI_SAME_STMT);
  return gimple_assign_lhs (load);
}

/* Insert at *GSI (before it) a store of VALUE into REF.  */
void
ph_store_before (tree ref, tree value, gimple_stmt_iterator *gsi)
{
  gsi_insert_before (gsi, ph_build_store (ref, value), GSI_SAME_STMT);
}

/* The edge of the condition block COND_BB for its true (or false)
   branch.  */
edge
ph_branch_edge (basic_block cond_bb, bool value)
{
  edge e;
  edge_iterator ei;

  FOR_EACH_EDGE (e, ei, cond_bb->succs)
    if (e->flags & (value ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE))
      return e;
  gcc_unreachable ();
}
