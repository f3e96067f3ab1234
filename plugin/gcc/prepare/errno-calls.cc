/* Square roots that only set errno, folded into one statement for the
   length of the pass.

   Under -fmath-errno (the default), GCC's call DCE has turned each
   x = sqrt (a) into a branch before this pass runs:

     if (a u>= 0.0)  x1 = .SQRT (a);	the instruction, no side effect
     else            x2 = sqrt (a);	the library call, sets errno
     x = PHI <x1, x2>

   The branch depends on data and the call writes errno, so the loop
   around it would not be a SCoP (cholesky, correlation, gramschmidt).
   Yet both branches compute the same value, and the only effect of the
   call is errno = EDOM where a < 0.  Every such call stores that same
   value, and a SCoP with one may not touch errno otherwise (detect.cc
   refuses accesses through a pointer a call returned, as errno is
   *__errno_location ()), so these calls may run in any order: what
   errno holds after the SCoP does not change.  They may not run on other threads, each of
   which has an errno of its own (ph_parallel_allowed).

   So the branch becomes x = .SQRT (a) for the pass (ph_errno_calls_fold),
   a statement the model takes as it is; the test, its direction and the
   library function are kept beside the call, and follow its copies in
   the new code (ph_errno_call_copied).  At the end of the pass every
   such call, copied or left where it was, gets its branch back
   (ph_errno_calls_unfold).  Only sqrt is taken: other functions may set
   errno to one of several values, whose order would then matter.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "cfghooks.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-into-ssa.h"
#include "tree-pass.h"
#include "internal-fn.h"
#include "builtins.h"
#include "fold-const.h"
#include "dominance.h"
#include "hash-map.h"

#include "support/compat.h"
#include "prepare/errno-calls.h"

/* The branch a folded call came from: the internal call runs where
   ARG CODE BOUND is FAST_IF, the library function FNDECL otherwise;
   FAST is the probability of the internal call's way.  */
struct errno_branch
{
  enum tree_code code;
  tree bound;
  bool fast_if;
  tree fndecl;
  profile_probability fast;
};

/* The folded calls of the function being processed, and their copies.  */
static hash_map<gimple *, errno_branch> *folded_calls;

/* The call that is the only statement of BB, with a value and one
   argument, where BB has one way in and one way out; else NULL.  */
static gcall *
sole_call (basic_block bb)
{
  if (!single_pred_p (bb) || !single_succ_p (bb) || phi_nodes (bb))
    return NULL;
  gimple_stmt_iterator gsi = gsi_start_nondebug_after_labels_bb (bb);
  if (gsi_end_p (gsi))
    return NULL;
  gcall *call = dyn_cast<gcall *> (gsi_stmt (gsi));
  gsi_next_nondebug (&gsi);
  if (!call || !gsi_end_p (gsi) || !gimple_call_lhs (call)
      || gimple_call_num_args (call) != 1)
    return NULL;
  return call;
}

/* Replace the uses of the SSA name OLD by NEW, without folding the
   statements that use it.  */
static void
replace_uses (tree old, tree new_name)
{
  imm_use_iterator it;
  use_operand_p use;
  gimple *user;

  FOR_EACH_IMM_USE_STMT (user, it, old)
    FOR_EACH_IMM_USE_ON_STMT (use, it)
      SET_USE (use, new_name);
}

/* If BB, inside a loop, ends in call DCE's branch around a square root,
   fold the branch into the internal call, placed where the branches
   join, and record it.  Whether it did.  */
static bool
fold_branch (basic_block bb)
{
  gcond *test = safe_dyn_cast<gcond *> (last_stmt (bb));
  if (!test || !loop_outer (bb->loop_father)
      || (bb->flags & BB_IRREDUCIBLE_LOOP))
    return false;

  edge on_true, on_false;
  extract_true_false_edges_from_block (bb, &on_true, &on_false);
  gcall *fast = sole_call (on_true->dest);
  gcall *slow = sole_call (on_false->dest);
  bool fast_if = true;
  if (fast && slow && !gimple_call_internal_p (fast))
    {
      std::swap (fast, slow);
      fast_if = false;
    }
  if (!fast || !slow || !gimple_call_internal_p (fast)
      || gimple_call_internal_fn (fast) != IFN_SQRT
      || gimple_call_internal_p (slow) || !gimple_call_fndecl (slow)
      || replacement_internal_fn (slow) != IFN_SQRT)
    return false;
  tree arg = gimple_call_arg (fast, 0);
  if (!operand_equal_p (arg, gimple_call_arg (slow, 0), 0)
      || gimple_cond_lhs (test) != arg
      || !CONSTANT_CLASS_P (gimple_cond_rhs (test)))
    return false;

  basic_block fast_bb = gimple_bb (fast), slow_bb = gimple_bb (slow);
  basic_block join = single_succ (fast_bb);
  if (single_succ (slow_bb) != join || EDGE_COUNT (join->preds) != 2
      || join == join->loop_father->latch)
    return false;
  gphi *value = NULL, *memory = NULL;
  for (gphi_iterator pi = gsi_start_phis (join); !gsi_end_p (pi);
       gsi_next (&pi))
    if (virtual_operand_p (gimple_phi_result (pi.phi ())))
      memory = pi.phi ();
    else if (value)
      return false;
    else
      value = pi.phi ();
  tree result = value ? gimple_phi_result (value) : NULL_TREE;
  if (!value
      || PHI_ARG_DEF_FROM_EDGE (value, single_succ_edge (fast_bb))
	 != gimple_call_lhs (fast)
      || PHI_ARG_DEF_FROM_EDGE (value, single_succ_edge (slow_bb))
	 != gimple_call_lhs (slow)
      || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (result)
      || (memory && (!gimple_vuse (slow) || SSA_NAME_OCCURS_IN_ABNORMAL_PHI
					       (gimple_phi_result (memory)))))
    return false;

  errno_branch branch = { gimple_cond_code (test), gimple_cond_rhs (test),
			  fast_if, gimple_call_fndecl (slow),
			  single_pred_edge (fast_bb)->probability };
  /* The memory state after the branch is the one before it.  */
  if (memory)
    {
      replace_uses (gimple_phi_result (memory), gimple_vuse (slow));
      gphi_iterator pi = gsi_for_phi (memory);
      remove_phi_node (&pi, true);
    }
  gphi_iterator pi = gsi_for_phi (value);
  remove_phi_node (&pi, false);
  gimple_stmt_iterator gsi = gsi_for_stmt (fast);
  gsi_remove (&gsi, false);
  release_ssa_name (gimple_call_lhs (fast));
  gimple_call_set_lhs (fast, result);
  gsi = gsi_last_bb (bb);
  gsi_remove (&gsi, true);
  delete_basic_block (fast_bb);
  delete_basic_block (slow_bb);
  make_single_succ_edge (bb, join, EDGE_FALLTHRU);
  gsi = gsi_after_labels (join);
  gsi_insert_before (&gsi, fast, GSI_SAME_STMT);
  update_stmt (fast);
  folded_calls->put (fast, branch);
  if (can_merge_blocks_p (bb, join))
    merge_blocks (bb, join);
  return true;
}

/* Fold call DCE's branches around square roots inside the loops of FUN
   (see the top of the file).  Whether there were any.  */
bool
ph_errno_calls_fold (function *fun)
{
  basic_block bb;
  bool folded = false;

  gcc_checking_assert (!folded_calls);
  folded_calls = new hash_map<gimple *, errno_branch>;
  free_dominance_info (CDI_DOMINATORS);
  FOR_EACH_BB_FN (bb, fun)
    /* The merged block may end in the next branch.  */
    while (fold_branch (bb))
      folded = true;
  return folded;
}

/* Whether STMT is a folded square root, or a copy of one.  */
bool
ph_errno_call_p (gimple *stmt)
{
  return folded_calls && folded_calls->get (stmt);
}

/* COPY, a copy of STMT in the new code, is a folded square root if STMT
   is one.  */
void
ph_errno_call_copied (gimple *stmt, gimple *copy)
{
  errno_branch *branch = folded_calls ? folded_calls->get (stmt) : NULL;

  if (branch)
    {
      errno_branch same = *branch;
      folded_calls->put (copy, same);
    }
}

/* Put the branch BRANCH back around the folded call FAST of FUN.  */
static void
unfold_branch (function *fun, gcall *fast, const errno_branch &branch)
{
  basic_block bb = gimple_bb (fast);
  tree arg = gimple_call_arg (fast, 0);
  tree result = gimple_call_lhs (fast);
  location_t loc = gimple_location (fast);

  gimple_stmt_iterator gsi = gsi_for_stmt (fast);
  gsi_prev (&gsi);
  edge to_fast = (gsi_end_p (gsi) ? split_block_after_labels (bb)
		  : split_block (bb, gsi_stmt (gsi)));
  basic_block fast_bb = to_fast->dest;
  edge fast_to_join = split_block (fast_bb, fast);
  basic_block join = fast_to_join->dest;

  gcond *test = gimple_build_cond (branch.code, arg, branch.bound,
				   NULL_TREE, NULL_TREE);
  gimple_set_location (test, loc);
  gsi = gsi_last_bb (bb);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);
  to_fast->flags &= ~EDGE_FALLTHRU;
  to_fast->flags |= branch.fast_if ? EDGE_TRUE_VALUE : EDGE_FALSE_VALUE;

  basic_block slow_bb = create_empty_bb (fast_bb);
  add_bb_to_loop (slow_bb, bb->loop_father);
  edge to_slow = make_edge (bb, slow_bb, branch.fast_if ? EDGE_FALSE_VALUE
						       : EDGE_TRUE_VALUE);
  edge slow_to_join = make_single_succ_edge (slow_bb, join, EDGE_FALLTHRU);
  to_fast->probability = branch.fast;
  to_slow->probability = to_fast->probability.invert ();
  fast_bb->count = bb->count.apply_probability (to_fast->probability);
  slow_bb->count = bb->count.apply_probability (to_slow->probability);

  gcall *slow = gimple_build_call (branch.fndecl, 1, arg);
  gimple_set_location (slow, loc);
  gimple_set_vuse (slow, gimple_vop (fun));
  gimple_set_vdef (slow, gimple_vop (fun));
  gsi = gsi_start_bb (slow_bb);
  gsi_insert_after (&gsi, slow, GSI_NEW_STMT);
  if (result)
    {
      gimple_call_set_lhs (fast, make_ssa_name (TREE_TYPE (result), fast));
      gimple_call_set_lhs (slow, make_ssa_name (TREE_TYPE (result), slow));
      gphi *phi = create_phi_node (result, join);
      add_phi_arg (phi, gimple_call_lhs (fast), fast_to_join, loc);
      add_phi_arg (phi, gimple_call_lhs (slow), slow_to_join, loc);
    }
  update_stmt (fast);
  update_stmt (slow);
}

/* Give every folded square root of FUN its branch back, and forget
   them.  */
void
ph_errno_calls_unfold (function *fun)
{
  auto_vec<gcall *> calls;
  basic_block bb;

  if (!folded_calls)
    return;
  if (folded_calls->elements ())
    FOR_EACH_BB_FN (bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (folded_calls->get (gsi_stmt (gsi))
	    && gimple_call_internal_p (gsi_stmt (gsi), IFN_SQRT))
	  calls.safe_push (as_a<gcall *> (gsi_stmt (gsi)));
  if (!calls.is_empty ())
    {
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
      for (gcall *call : calls)
	unfold_branch (fun, call, *folded_calls->get (call));
      calculate_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa_only_virtuals);
    }
  delete folded_calls;
  folded_calls = NULL;
}
