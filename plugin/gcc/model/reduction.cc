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

#include "bridge.h"

/* Whether CODE on values of TYPE may be reassociated and commuted, as
   GCC's vectorizer decides for reductions (needs_fold_left_reduction_p):
   floating-point sums and products only under -fassociative-math,
   integer arithmetic unless its overflow traps (-ftrapv).  */
bool
ph_reassociable_p (enum tree_code code, tree type)
{
  switch (code)
    {
    case MIN_EXPR:
    case MAX_EXPR:
      return INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type);
    case BIT_IOR_EXPR:
    case BIT_AND_EXPR:
    case BIT_XOR_EXPR:
      return INTEGRAL_TYPE_P (type);
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      if (SCALAR_FLOAT_TYPE_P (type))
	return flag_associative_math;
      return INTEGRAL_TYPE_P (type) && !TYPE_OVERFLOW_TRAPS (type);
    default:
      return false;
    }
}

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

/* Whether BB is a reduction statement (see ph_block_reduction_parts).  */
bool
ph_block_is_reduction (basic_block bb)
{
  struct ph_reduction_parts parts;

  return ph_block_reduction_parts (bb, &parts);
}

/* The operation that combines the partial results of reductions by
   CODE: a subtraction's partial results are sums of the negated
   values.  */
enum tree_code
ph_reduction_combiner (enum tree_code code)
{
  return code == MINUS_EXPR ? PLUS_EXPR : code;
}

/* The value of TYPE that the reduction operation CODE leaves every
   value unchanged with, where partial results start: -0.0 for a
   floating-point sum (-0.0 + x is x even for x = -0.0).  */
tree
ph_reduction_identity (enum tree_code code, tree type)
{
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (SCALAR_FLOAT_TYPE_P (type))
	return build_real (type, real_value_negate (&dconst0));
      return build_zero_cst (type);
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
      return build_zero_cst (type);
    case MULT_EXPR:
      return build_one_cst (type);
    case BIT_AND_EXPR:
      return build_all_ones_cst (type);
    case MIN_EXPR:
    case MAX_EXPR:
      if (SCALAR_FLOAT_TYPE_P (type))
	{
	  /* The largest value of TYPE, or of the other sign for a
	     maximum.  */
	  REAL_VALUE_TYPE r;
	  if (MODE_HAS_INFINITIES (TYPE_MODE (type)))
	    real_inf (&r);
	  else
	    real_maxval (&r, 0, TYPE_MODE (type));
	  if (code == MAX_EXPR)
	    r = real_value_negate (&r);
	  return build_real (type, r);
	}
      return code == MIN_EXPR ? TYPE_MAX_VALUE (type) : TYPE_MIN_VALUE (type);
    default:
      gcc_unreachable ();
    }
}
