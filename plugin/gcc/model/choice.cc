/* Choices of values on data inside a statement.

   Dynamic programming chooses between values on the data: edit
   distance's D[i-1][j-1] + (s[i] == t[j] ? 0 : sub), Viterbi's
   if (p > best) { best = p; arg = k; }.  At the pass GCC has made some
   of them MIN_EXPRs and MAX_EXPRs, but a choice between two values on a
   comparison of loaded data (or of floating-point values, which no
   MIN_EXPR states under NaNs) stays a branch: a block ending in the
   condition, two branches, and a join whose PHI nodes choose the
   values.  The condition is no affine function of the counters, so no
   domain can state it.

   As Polly does with its non-affine subregions, such a branch becomes
   part of one statement, the statement of the block that ends in the
   condition (the head): its branches and join are no statements of
   their own, their accesses are the head's statement's, and the
   condition's loads are reads of it like any other.  The loops, bounds
   and subscripts stay exactly modelled.  This is exact because the
   branches have no effect but their values: no store, no load, no call,
   nothing that may trap (gimple_could_trap_p), no loop.  Code
   generation then computes both branches whatever the condition and
   makes each PHI node x = c ? a : b (copy.cc): the statement stays one
   block.

   A branch may hold further such choices (nested), and the join may end
   in the condition of the next one (a chain); all become part of the
   same statement.  A condition on data that is no such choice (a store
   under it, a load, a loop) is refused here with its reason, before
   any domain is built.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "cfganal.h"
#include "tree-cfg.h"
#include "dominance.h"
#include "bitmap.h"
#include "ssa.h"
#include "hash-set.h"

#include "model/region.h"
#include "model/affine.h"
#include "model/choice.h"

/* Whether the value OP, used in a condition of the region of REGION,
   depends on data: it is no integer nor pointer (a floating-point
   comparison), or its definitions in the region, followed through
   assignments, read memory, call a function, or merge values in a PHI
   node that is no counter.  Affine and polynomial values of the
   counters do not: their conditions are domains and guards.  */
static bool
depends_on_data (struct ph_region *region, tree op, hash_set<tree> *seen)
{
  tree type = TREE_TYPE (op);

  if (!INTEGRAL_TYPE_P (type) && !POINTER_TYPE_P (type))
    return true;
  if (TREE_CODE (op) != SSA_NAME || !ph_is_region_value (region, op)
      || seen->add (op))
    return false;
  gimple *def = SSA_NAME_DEF_STMT (op);
  if (gimple_vuse (def))
    return true;
  if (!is_gimple_assign (def))
    return ph_is_region_data_value (region, op);
  for (unsigned k = 1; k < gimple_num_ops (def); k++)
    {
      tree use = gimple_op (def, k);
      if (use && (TREE_CODE (use) == SSA_NAME || CONSTANT_CLASS_P (use))
	  && depends_on_data (region, use, seen))
	return true;
    }
  return false;
}

/* Whether the condition COND depends on data (depends_on_data).  */
static bool
data_condition_p (struct ph_region *region, gcond *cond)
{
  hash_set<tree> seen;

  return (depends_on_data (region, gimple_cond_lhs (cond), &seen)
	  || depends_on_data (region, gimple_cond_rhs (cond), &seen));
}

/* Whether the condition ending BB chooses inside one iteration of BB's
   loop: no edge of it leaves the loop, goes back to its header or leaves
   the region (those are the loops' own tests).  */
static bool
inside_iteration_p (struct ph_region *region, basic_block bb)
{
  edge e;
  edge_iterator ei;

  FOR_EACH_EDGE (e, ei, bb->succs)
    if (!ph_in_region (region, e->dest)
	|| e->dest->loop_father != bb->loop_father
	|| e->dest == bb->loop_father->header)
      return false;
  return true;
}

/* Make BB, a block of a choice's branches or its join, part of the
   statement of HEAD; SPECULATED if it is in a branch.  */
static void
add_to_statement (struct ph_region *region, basic_block bb, basic_block head,
		  bool speculated)
{
  if (region->stmt_heads.is_empty ())
    region->stmt_heads.safe_grow_cleared (last_basic_block_for_fn
					    (region->fun));
  region->stmt_heads[bb->index] = head;
  region->choice_blocks.safe_push (bb);
  if (speculated)
    {
      if (!region->speculated)
	region->speculated = BITMAP_ALLOC (NULL);
      bitmap_set_bit (region->speculated, bb->index);
    }
}

/* Whether the division STMT of a signed value by -1 may overflow.  */
static bool
division_may_overflow (gimple *stmt)
{
  switch (gimple_assign_rhs_code (stmt))
    {
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case CEIL_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case ROUND_MOD_EXPR:
      {
	tree d = gimple_assign_rhs2 (stmt);
	return (INTEGRAL_TYPE_P (TREE_TYPE (d)) && !TYPE_UNSIGNED (TREE_TYPE (d))
		&& (TREE_CODE (d) != INTEGER_CST || integer_minus_onep (d)));
      }
    default:
      return false;
    }
}

/* Whether the statements of BB, a block under a condition on data, only
   compute values, which the new code can compute whatever the
   condition; else fail with the reason.  The condition that ends BB is
   checked by its own choice.  */
static bool
branch_statements_ok (struct ph_region *region, basic_block bb)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return ph_fail (region, "store under a condition on data (a "
		      "conditional store)");
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      switch (gimple_code (stmt))
	{
	case GIMPLE_DEBUG:
	case GIMPLE_LABEL:
	case GIMPLE_NOP:
	case GIMPLE_PREDICT:
	case GIMPLE_COND:
	  continue;
	case GIMPLE_CALL:
	  return ph_fail (region, "call under a condition on data");
	case GIMPLE_ASSIGN:
	  break;
	default:
	  return ph_fail (region, "statement of kind %s under a condition on "
			  "data", gimple_code_name[gimple_code (stmt)]);
	}
      if (gimple_vdef (stmt))
	return ph_fail (region, "store under a condition on data (a "
			"conditional store)");
      if (gimple_vuse (stmt))
	return ph_fail (region, "memory read under a condition on data (only "
			"choices of values computed without memory are "
			"modelled)");
      if (TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
	return ph_fail (region, "store under a condition on data (a "
			"conditional store)");
      if (gimple_could_trap_p (stmt) || division_may_overflow (stmt))
	return ph_fail (region, "%scomputation that may trap (%s%s) under a "
			"condition on data",
			FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)))
			? "floating-point " : "",
			get_tree_code_name (gimple_assign_rhs_code (stmt)),
			FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)))
			&& flag_trapping_math ? ", -ftrapping-math" : "");
    }
  return true;
}

/* Fail for a condition on data whose branches do not join in one
   block of the loop body.  */
static bool
unstructured (struct ph_region *region)
{
  return ph_fail (region, "condition on data whose branches do not join "
		  "in one block");
}

/* Record the choice of HEAD, whose join is JOIN, and make JOIN part of
   the statement of STMT_HEAD, SPECULATED when it is inside the branches
   of another choice.  */
static void
add_choice (struct ph_region *region, basic_block head, basic_block join,
	    basic_block stmt_head, bool speculated)
{
  struct ph_choice c = { head, join };

  region->choices.safe_push (c);
  if (join != stmt_head)
    add_to_statement (region, join, stmt_head, speculated);
}

/* Parse the choice whose condition on data ends BB, part of the
   statement of HEAD: every block from BB to its join, the nearest block
   every path from BB goes through, must be entered through BB alone,
   lie in BB's loop (no loop, no exit), only compute values
   (branch_statements_ok) and end in a condition that cannot trap or
   lead to one block.  Those blocks become part of the statement, run
   whatever the conditions; so does the join, which does not.  A block
   where branches join before the join is the join of a choice of its
   own, whose PHI nodes choose on the conditions between its immediate
   dominator and it.  False with a reason.  */
static bool
parse_choice (struct ph_region *region, basic_block bb, basic_block head)
{
  class loop *loop = bb->loop_father;
  basic_block join = get_immediate_dominator (CDI_POST_DOMINATORS, bb);

  if (!join || !ph_in_region (region, join) || join->loop_father != loop
      || join == loop->header
      || !dominated_by_p (CDI_DOMINATORS, join, bb))
    return unstructured (region);

  auto_vec<basic_block> work;
  auto_bitmap seen;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->dest != join && bitmap_set_bit (seen, e->dest->index))
      work.safe_push (e->dest);
  while (!work.is_empty ())
    {
      basic_block b = work.pop ();
      if (ph_in_region (region, b) && b->loop_father != loop
	  && b == b->loop_father->header)
	return ph_fail (region, "loop under a condition on data");
      if (!ph_in_region (region, b) || b->loop_father != loop
	  || b == loop->header || !dominated_by_p (CDI_DOMINATORS, b, bb))
	return unstructured (region);
      if (!branch_statements_ok (region, b))
	return false;
      gimple *last = last_stmt (b);
      if (last && gimple_code (last) == GIMPLE_COND)
	{
	  /* It runs whatever the conditions before it.  */
	  if (gimple_could_trap_p (last))
	    {
	      gcond *cond = as_a<gcond *> (last);
	      bool fp = FLOAT_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)));
	      return ph_fail (region, "%scomputation that may trap (%s%s) "
			      "under a condition on data",
			      fp ? "floating-point " : "",
			      get_tree_code_name (gimple_cond_code (cond)),
			      fp && flag_trapping_math ? ", -ftrapping-math"
			      : "");
	    }
	  if (!inside_iteration_p (region, b))
	    return unstructured (region);
	  bitmap_set_bit (region->decisions, b->index);
	}
      else if (!single_succ_p (b))
	return unstructured (region);
      if (!single_pred_p (b))
	add_choice (region, get_immediate_dominator (CDI_DOMINATORS, b), b,
		    head, true);
      else if (!gimple_seq_empty_p (phi_nodes (b)))
	return unstructured (region);
      else
	add_to_statement (region, b, head, true);
      FOR_EACH_EDGE (e, ei, b->succs)
	if (e->dest != join && bitmap_set_bit (seen, e->dest->index))
	  work.safe_push (e->dest);
    }
  for (gphi_iterator gsi = gsi_start_phis (join); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return ph_fail (region, "store under a condition on data (a "
		      "conditional store)");
  bitmap_set_bit (region->decisions, bb->index);
  add_choice (region, bb, join, head, false);
  return true;
}

/* Order BLOCKS by POS, their positions in the reverse post order.  */
static int
rpo_compare (const void *a, const void *b, void *data)
{
  const int *pos = (const int *) data;
  basic_block x = *(const basic_block *) a, y = *(const basic_block *) b;
  return pos[x->index] - pos[y->index];
}

bool
ph_find_choices (struct ph_region *region)
{
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (region->fun));
  int *pos = XCNEWVEC (int, last_basic_block_for_fn (region->fun));
  int n = pre_and_rev_post_order_compute_fn (region->fun, NULL, rpo, false);
  bool ok = true;

  region->decisions = BITMAP_ALLOC (NULL);
  for (int i = 0; i < n; i++)
    pos[rpo[i]] = i;
  for (int i = 0; i < n && ok; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (region->fun, rpo[i]);
      if (!ph_in_region (region, bb) || ph_speculated_block_p (region, bb))
	continue;
      gimple *last = last_stmt (bb);
      if (!last || gimple_code (last) != GIMPLE_COND
	  || !inside_iteration_p (region, bb)
	  || !data_condition_p (region, as_a<gcond *> (last)))
	continue;
      /* A join that ends in the next choice: the same statement.  */
      ok = parse_choice (region, bb, ph_statement_head (region, bb));
    }
  /* Code generation copies the blocks of a statement in this order.  */
  region->choice_blocks.sort (rpo_compare, pos);
  free (rpo);
  free (pos);
  return ok;
}

basic_block
ph_statement_head (const struct ph_region *region, basic_block bb)
{
  if (bb && (unsigned) bb->index < region->stmt_heads.length ()
      && region->stmt_heads[bb->index])
    return region->stmt_heads[bb->index];
  return bb;
}

bool
ph_statement_has_choice (const struct ph_region *region, basic_block bb)
{
  for (const struct ph_choice &c : region->choices)
    if (ph_statement_head (region, c.head) == bb)
      return true;
  return false;
}

void
ph_statement_blocks (const struct ph_region *region, basic_block head,
		     vec<basic_block> *blocks)
{
  blocks->safe_push (head);
  for (basic_block bb : region->choice_blocks)
    if (region->stmt_heads[bb->index] == head)
      blocks->safe_push (bb);
}

bool
ph_decision_block_p (const struct ph_region *region, basic_block bb)
{
  return region->decisions && bitmap_bit_p (region->decisions, bb->index);
}

const struct ph_choice *
ph_choice_joining (const struct ph_region *region, basic_block bb)
{
  for (const struct ph_choice &c : region->choices)
    if (c.join == bb)
      return &c;
  return NULL;
}

bool
ph_speculated_block_p (const struct ph_region *region, basic_block bb)
{
  return region->speculated && bitmap_bit_p (region->speculated, bb->index);
}

bool
ph_edge_inside_statement (const struct ph_region *region, edge e)
{
  basic_block head = ph_statement_head (region, e->src);

  return e->dest != head && ph_statement_head (region, e->dest) == head;
}
