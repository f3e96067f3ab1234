/* Loop exits that an earlier test already decided.

   Jump threading leaves triangular nests such as

     for (i = 0; i < n; i++)
       for (j = i + 1; j < n; j++)
	 ...

   with the outer loop's test i + 1 < n in its header, guarding the inner
   loop, and again after the inner loop, where it always holds: a second
   exit of the outer loop that is never taken, for which the nest was
   refused ("loop with several exits").  The second test is decided by
   the first, as in GCC's dominator optimisations: its block can only be
   reached through the first test's edge, and the compared values were
   not computed again since.  Folding it lets CFG cleanup remove the dead
   exit.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "tree-cfg.h"
#include "dominance.h"
#include "fold-const.h"
#include "ssa.h"

#include "prepare/exits.h"

/* Whether every path from the entry to BB goes through edge E.  */
static bool
edge_dominates_p (edge e, basic_block bb)
{
  edge p;
  edge_iterator ei;

  if (!dominated_by_p (CDI_DOMINATORS, bb, e->dest))
    return false;
  FOR_EACH_EDGE (p, ei, e->dest->preds)
    if (p != e && !dominated_by_p (CDI_DOMINATORS, p->src, e->dest))
      return false;
  return true;
}

/* Whether the value of OP is the same after edge E as when E was taken:
   not an SSA name computed after E (in a block E dominates).  */
static bool
fixed_since_p (tree op, edge e)
{
  if (TREE_CODE (op) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (op))
    return true;
  basic_block def = gimple_bb (SSA_NAME_DEF_STMT (op));
  return def && !dominated_by_p (CDI_DOMINATORS, def, e->dest);
}

/* The value of the condition COND of block BB, if a test of a block
   dominating BB decides it: 1 or 0, else -1.  */
static int
decided_value (gcond *cond, basic_block bb)
{
  tree lhs = gimple_cond_lhs (cond), rhs = gimple_cond_rhs (cond);

  for (basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb); d;
       d = get_immediate_dominator (CDI_DOMINATORS, d))
    {
      gcond *earlier = safe_dyn_cast<gcond *> (last_stmt (d));
      if (!earlier || gimple_cond_code (earlier) != gimple_cond_code (cond)
	  || !operand_equal_p (gimple_cond_lhs (earlier), lhs, 0)
	  || !operand_equal_p (gimple_cond_rhs (earlier), rhs, 0))
	continue;
      edge t, f;
      extract_true_false_edges_from_block (d, &t, &f);
      edge both[2] = { t, f };
      for (edge e : both)
	if (edge_dominates_p (e, bb) && fixed_since_p (lhs, e)
	    && fixed_since_p (rhs, e))
	  return e == t;
    }
  return -1;
}

/* Fold the exit tests of FUN's loops that an earlier test decides.
   Whether one was folded (the caller cleans the CFG up).  Needs the
   dominators and the loops' recorded exits.  */
bool
ph_fold_decided_exits (function *fun)
{
  bool folded = false;

  for (class loop *loop : loops_list (fun, 0))
    for (edge e : get_loop_exit_edges (loop))
      {
	gcond *cond = safe_dyn_cast<gcond *> (last_stmt (e->src));
	int value = cond ? decided_value (cond, e->src) : -1;
	if (value < 0)
	  continue;
	if (value)
	  gimple_cond_make_true (cond);
	else
	  gimple_cond_make_false (cond);
	update_stmt (cond);
	folded = true;
      }
  return folded;
}
