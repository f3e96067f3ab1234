/* Accumulators carried by PHI nodes moved into memory.

   GCC keeps the sum of s = 0; for (i ...) s += x[i]; in a register: a
   PHI node at the loop's header merges the first value with the one of
   the last iteration.  In the model that is a scalar written by every
   iteration and read by the next, which forbids running the iterations
   in parallel.  The same sum in a variable of memory, loaded, combined
   and stored back in each iteration, is a reduction statement
   (reduction.cc), which a parallel loop accumulates per thread.

   So, when parallel code is wanted, such an accumulator becomes a
   variable of memory: stored before the loop, loaded and stored around
   each operation (in a block of its own), loaded after the loop.
   Nested loops may carry one accumulator (the sum of a matrix over i
   and j).  Where the pass regenerates nothing, or regenerates
   sequential code, GCC's address analysis takes the variable back into
   SSA form at the end of the pass, PHI nodes and all.  Only loops at
   the outermost level are taken: an accumulator started again in every
   iteration of an outer loop (a sum per row) is already private to
   that iteration, and in memory it would be shared by all of them.  */

#define INCLUDE_ISL
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

#include "support/gimple-build.h"
#include "support/reduction-ops.h"
#include "prepare/accumulator.h"

/* One operation on an accumulator: value = value OP x (or x OP value,
   OPERAND 2).  */
struct accumulator_step
{
  gassign *op;
  int operand;
};

/* The statements an accumulator goes through.  */
struct accumulator
{
  auto_vec<accumulator_step> steps;
  auto_vec<gphi *> phis;	/* The PHI nodes that carry it.  */
};

/* Which operand of STMT is VALUE, when STMT combines VALUE with another
   operand, that does not depend on it, by an associative, commutative
   operation (VALUE first for a subtraction); else 0.  */
static int
accumulated_operand (gimple *stmt, tree value)
{
  gassign *a = dyn_cast<gassign *> (stmt);

  if (!a || gimple_num_ops (a) != 3
      || !ph_reassociable_p (gimple_assign_rhs_code (a), TREE_TYPE (value))
      || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs (a)),
				     TREE_TYPE (value))
      || gimple_assign_rhs1 (a) == gimple_assign_rhs2 (a))
    return 0;
  if (gimple_assign_rhs1 (a) == value)
    return 1;
  return gimple_assign_rhs2 (a) == value
	 && gimple_assign_rhs_code (a) != MINUS_EXPR ? 2 : 0;
}

/* The statements that use NAME, debug ones aside, each once.  */
static void
uses_of (tree name, auto_vec<gimple *> *uses)
{
  imm_use_iterator it;
  gimple *stmt;

  FOR_EACH_IMM_USE_STMT (stmt, it, name)
    if (!is_gimple_debug (stmt))
      uses->safe_push (stmt);
}

/* Whether STMT is a PHI node of the block E leads to that takes VALUE
   from E, and OUTER from any other edge (there is none when OUTER is
   NULL).  */
static bool
takes_from_edge_p (gimple *stmt, edge e, tree value, tree outer)
{
  gphi *phi = dyn_cast<gphi *> (stmt);

  if (!phi || gimple_bb (phi) != e->dest)
    return false;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    if (gimple_phi_arg_def (phi, i)
	!= (gimple_phi_arg_edge (phi, i) == e ? value : outer))
      return false;
  return true;
}

/* At most this many operations and inner loops an accumulator goes
   through in one loop's body.  */
#define MAX_STEPS 64

static tree follow_loop (class loop *loop, gphi *header_phi,
			 struct accumulator *acc);

/* Follow the accumulator VALUE through the body of LOOP, whose header
   PHI node HEADER_PHI carries it: through operations in LOOP itself and
   through the inner loops it starts, until the value that goes round
   LOOP's latch, which it returns; NULL when VALUE goes anywhere else.
   That value may also leave LOOP to PHI nodes of its exit block.  */
static tree
follow_body (class loop *loop, tree value, gphi *header_phi,
	     struct accumulator *acc)
{
  edge exit = single_exit (loop);

  for (unsigned steps = 0; steps < MAX_STEPS; steps++)
    {
      auto_vec<gimple *> uses;
      uses_of (value, &uses);

      /* The end of an iteration.  */
      if (PHI_ARG_DEF_FROM_EDGE (header_phi, loop_latch_edge (loop))
	  == value)
	{
	  for (gimple *use : uses)
	    if (use != header_phi
		&& !(is_a<gphi *> (use) && gimple_bb (use) == exit->dest
		     && PHI_ARG_DEF_FROM_EDGE (use, exit) == value))
	      return NULL;
	  return value;
	}

      /* An operation.  */
      if (uses.length () == 1 && gimple_bb (uses[0])->loop_father == loop)
	if (int operand = accumulated_operand (uses[0], value))
	  {
	    accumulator_step step = { as_a<gassign *> (uses[0]), operand };
	    acc->steps.safe_push (step);
	    value = gimple_assign_lhs (step.op);
	    continue;
	  }

      /* An inner loop started from VALUE, perhaps behind a guard that
	 skips it: the PHI node after it then takes VALUE from the
	 guard.  */
      gphi *start = NULL;
      gimple *merge = NULL;
      for (gimple *use : uses)
	{
	  basic_block bb = gimple_bb (use);
	  if (!start && is_a<gphi *> (use) && bb == bb->loop_father->header
	      && loop_outer (bb->loop_father) == loop)
	    start = as_a<gphi *> (use);
	  else if (!merge)
	    merge = use;
	  else
	    return NULL;
	}
      if (!start)
	return NULL;
      class loop *inner = gimple_bb (start)->loop_father;
      edge inner_exit = single_exit (inner);
      if (!inner_exit || inner_exit->dest->loop_father != loop
	  || PHI_ARG_DEF_FROM_EDGE (start, loop_preheader_edge (inner))
	     != value
	  || PHI_ARG_DEF_FROM_EDGE (start, loop_latch_edge (inner)) == value)
	return NULL;
      tree result = follow_loop (inner, start, acc);
      if (!result)
	return NULL;
      auto_vec<gimple *> result_uses;
      uses_of (result, &result_uses);
      gimple *after = NULL;
      for (gimple *use : result_uses)
	if (use != start)
	  after = use;
      if (result_uses.length () != 2
	  || !takes_from_edge_p (after, inner_exit, result,
				 merge ? value : NULL_TREE)
	  || (merge && merge != after))
	return NULL;
      acc->phis.safe_push (as_a<gphi *> (after));
      value = gimple_phi_result (as_a<gphi *> (after));
    }
  return NULL;
}

/* Follow the accumulator of HEADER_PHI, a PHI node at the header of
   LOOP, through LOOP; returns its value at the latch, which must be
   computed in every iteration before the exit, or NULL.  */
static tree
follow_loop (class loop *loop, gphi *header_phi, struct accumulator *acc)
{
  edge exit = single_exit (loop);
  tree latch_value;

  if (!exit)
    return NULL;
  acc->phis.safe_push (header_phi);
  latch_value = follow_body (loop, gimple_phi_result (header_phi),
			     header_phi, acc);
  if (!latch_value || latch_value == gimple_phi_result (header_phi)
      || !dominated_by_p (CDI_DOMINATORS, exit->src,
			  gimple_bb (SSA_NAME_DEF_STMT (latch_value))))
    return NULL;
  return latch_value;
}

/* Move the accumulator of HEADER_PHI, at the header of LOOP (at the
   outermost level) whose only exit is EXIT, into memory when it goes
   through LOOP as ph_accumulators_to_memory describes.  Returns whether
   it did.  */
static bool
move_accumulator (class loop *loop, edge exit, gphi *header_phi)
{
  tree result = gimple_phi_result (header_phi);
  tree type = TREE_TYPE (result);
  struct accumulator acc;

  if (virtual_operand_p (result)
      || !(INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)))
    return false;
  tree last = follow_loop (loop, header_phi, &acc);
  if (!last || acc.steps.is_empty ())
    return false;

  tree var = create_tmp_var (type, "ph_acc");
  TREE_ADDRESSABLE (var) = 1;
  gsi_insert_on_edge_immediate
    (loop_preheader_edge (loop),
     ph_build_store (var, PHI_ARG_DEF_FROM_EDGE (header_phi,
					   loop_preheader_edge (loop))));
  for (accumulator_step &step : acc.steps)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (step.op);
      tree old = ph_load_before (var, &gsi);
      if (step.operand == 1)
	gimple_assign_set_rhs1 (step.op, old);
      else
	gimple_assign_set_rhs2 (step.op, old);
      update_stmt (step.op);
      gassign *store = ph_build_store (var, gimple_assign_lhs (step.op));
      gsi_insert_after (&gsi, store, GSI_NEW_STMT);
      /* A block of its own, so that it is a reduction statement even
	 beside other accumulators.  */
      gimple *before = SSA_NAME_DEF_STMT (old);
      gsi = gsi_for_stmt (before);
      gsi_prev (&gsi);
      if (!gsi_end_p (gsi))
	split_block (gimple_bb (before), gsi_stmt (gsi));
      gsi = gsi_for_stmt (store);
      gsi_next (&gsi);
      if (!gsi_end_p (gsi))
	split_block (gimple_bb (store), store);
    }

  /* The exit block's PHI nodes take the variable, loaded on the exit
     edge (the loads of all accumulators go in one block, at the end).  */
  gassign *load = ph_build_load (var, type);
  tree final = gimple_assign_lhs (load);
  gsi_insert_on_edge (exit, load);
  for (gphi_iterator pi = gsi_start_phis (exit->dest); !gsi_end_p (pi);
       gsi_next (&pi))
    if (PHI_ARG_DEF_FROM_EDGE (pi.phi (), exit) == last)
      SET_PHI_ARG_DEF (pi.phi (), exit->dest_idx, final);

  /* The PHI nodes that carried the value go; their results have no use
     left but in each other.  */
  for (gphi *phi : acc.phis)
    reset_debug_uses (phi);
  auto_vec<tree> released;
  for (gphi *phi : acc.phis)
    {
      gphi_iterator pi = gsi_for_phi (phi);
      released.safe_push (gimple_phi_result (phi));
      remove_phi_node (&pi, false);
    }
  for (tree name : released)
    release_ssa_name (name);
  return true;
}

/* Move into memory the accumulators that loops at the outermost level
   of FUN carry in PHI nodes (see above).  FUN's loops are in
   loop-closed SSA form with dominators computed.  Returns whether it
   changed anything; the virtual operands then need renaming.  */
bool
ph_accumulators_to_memory (function *fun)
{
  bool changed = false;

  for (class loop *loop : loops_list (fun, 0))
    {
      edge exit = single_exit (loop);
      if (loop_depth (loop) != 1 || !exit)
	continue;
      for (gphi_iterator pi = gsi_start_phis (loop->header);
	   !gsi_end_p (pi);)
	{
	  gphi *phi = pi.phi ();
	  gsi_next (&pi);
	  if (move_accumulator (loop, exit, phi))
	    {
	      changed = true;
	      pi = gsi_start_phis (loop->header);
	    }
	}
    }
  if (changed)
    {
      gsi_commit_edge_inserts ();
      mark_virtual_operands_for_renaming (fun);
    }
  return changed;
}
