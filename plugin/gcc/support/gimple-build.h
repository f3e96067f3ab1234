/* GIMPLE loads, stores and condition edges (gimple-build.cc).  */

#ifndef POLYHEDRAL_SUPPORT_GIMPLE_BUILD_H
#define POLYHEDRAL_SUPPORT_GIMPLE_BUILD_H

/* A load of REF into a new SSA name of TYPE (the statement's
   left-hand side), a store of VALUE into REF, their virtual operands
   for GCC's SSA update to rename; and the same inserted before *GSI
   (the load into a name of REF's type, returned).  */
gassign *ph_build_load (tree ref, tree type);
gassign *ph_build_store (tree ref, tree value);
tree ph_load_before (tree ref, gimple_stmt_iterator *gsi);
void ph_store_before (tree ref, tree value, gimple_stmt_iterator *gsi);

/* The true (or false) edge of the condition block COND_BB.  */
edge ph_branch_edge (basic_block cond_bb, bool value);

#endif
