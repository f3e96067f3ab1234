/* The operations a reduction may combine with: which ones may be
   reassociated and commuted, what combines partial results and the
   value they start from.  The loop preparation asks before it moves an
   accumulator into memory, the model before it calls a block a
   reduction, parallel code generation when it gives each thread
   partial results of its own.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "fold-const.h"

#include "support/reduction-ops.h"

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
