/* Reduction statements: blocks whose only effect is to combine one
   memory element with a value by an associative, commutative operation,
   C[i][j] = C[i][j] + A[i][k] * B[k][j] or m[0] = MAX (m[0], x[i]).  The
   core checks the accesses against the model and keeps the dependences
   between a reduction's instances apart (deps.c).  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "ssa.h"
#include "fold-const.h"

#include "support/reduction-ops.h"
#include "model/reduction.h"

/* The load of REF in BB that defines NAME, or NULL.  */
static gimple *
load_of (tree name, tree ref, basic_block bb)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gimple_bb (def) != bb || !gimple_assign_load_p (def)
      || !operand_equal_p (gimple_assign_rhs1 (def), ref, 0))
    return NULL;
  return def;
}

/* The parts of block BB when it is a reduction statement: its one store
   writes back to the element it loaded the value combined with another
   one by an associative, commutative operation (the old value first
   for a subtraction), and neither the loaded nor the combined value has
   any other use.  False when it is not.  */
bool
ph_block_reduction_parts (basic_block bb, struct ph_reduction_parts *parts)
{
  gimple *store = NULL;

  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_vdef (gsi_stmt (gsi)))
      {
	if (store)
	  return false;
	store = gsi_stmt (gsi);
      }
  if (!store || !gimple_assign_single_p (store)
      || TREE_THIS_VOLATILE (gimple_assign_lhs (store)))
    return false;
  tree ref = gimple_assign_lhs (store);
  tree value = gimple_assign_rhs1 (store);
  if (TREE_CODE (value) != SSA_NAME || !has_single_use (value))
    return false;
  gimple *op = SSA_NAME_DEF_STMT (value);
  if (!is_gimple_assign (op) || gimple_bb (op) != bb
      || gimple_num_ops (op) != 3
      || !ph_reassociable_p (gimple_assign_rhs_code (op), TREE_TYPE (value)))
    return false;
  tree a = gimple_assign_rhs1 (op), b = gimple_assign_rhs2 (op);
  gimple *load = load_of (a, ref, bb);
  if (!load && gimple_assign_rhs_code (op) != MINUS_EXPR)
    load = load_of (b, ref, bb);
  if (!load || !has_single_use (gimple_assign_lhs (load)))
    return false;
  parts->load = load;
  parts->op = op;
  parts->store = store;
  return true;
}
