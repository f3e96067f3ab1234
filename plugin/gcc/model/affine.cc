/* Integer expressions and scalar evolutions of GIMPLE as isl piecewise
   affine expressions over a loop's iteration space.

   Loop counters are normalised: dimension k of a loop's space counts the
   iterations of the (k+1)-th loop of the region enclosing it, from 0, so a
   chrec {base, +, step}_L is base + step * i_L whatever the source's
   stride.  Arithmetic in unsigned types is modelled modulo 2^precision,
   so that wrapping is exact; signed arithmetic cannot overflow in a valid
   program and is taken as is.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "fold-const.h"
#include "tree-pretty-print.h"

#include <isl/aff.h>
#include <isl/val.h>

#include "model/region.h"
#include "model/affine.h"

/* The iteration space of LOOP inside the region of REGION: one dimension per
   region loop around (and including) LOOP, named i0, i1, ...  */
isl_space *
ph_loop_space (struct ph_region *region, class loop *loop)
{
  int depth = ph_region_depth (region, loop);
  isl_space *space = isl_space_set_alloc (region->ctx, 0, depth);

  for (int k = 0; k < depth; k++)
    {
      char name[16];
      snprintf (name, sizeof name, "i%d", k);
      space = isl_space_set_dim_name (space, isl_dim_set, k, name);
    }
  return space;
}

/* Whether every chrec in EXPR is of a loop strictly around LOOP.  */
static bool
varies_only_around (tree expr, class loop *loop)
{
  if (TREE_CODE (expr) == POLYNOMIAL_CHREC)
    {
      class loop *l = get_loop (cfun, CHREC_VARIABLE (expr));
      return (l && flow_loop_nested_p (l, loop)
	      && varies_only_around (CHREC_LEFT (expr), loop)
	      && varies_only_around (CHREC_RIGHT (expr), loop));
    }
  return !tree_contains_chrecs (expr, NULL);
}

/* Whether instantiating CHREC (analysed in LOOP) in the region of REGION
   would multiply the evolutions of two different loops, looking through
   DEPTH more levels of SSA definitions.  GCC 12 folds
   {a, +, b}_1 * {c, +, d}_2 into {c * {a, +, b}_1, +, d}_2, dropping the
   outer evolution from the step: i * j would become j.  */
static bool
multiplies_evolutions_p (struct ph_region *region, class loop *loop,
			 tree chrec, int depth)
{
  if (!chrec || depth < 0)
    return depth < 0;
  if (TREE_CODE (chrec) == SSA_NAME)
    {
      if (!ph_is_region_value (region, chrec))
	return false;
      class loop *def_loop
	= find_common_loop (loop, gimple_bb (SSA_NAME_DEF_STMT (chrec))
				  ->loop_father);
      tree ev = analyze_scalar_evolution (def_loop, chrec);
      return ev != chrec
	     && multiplies_evolutions_p (region, def_loop, ev, depth - 1);
    }
  if (!EXPR_P (chrec))
    return false;
  if (TREE_CODE (chrec) == MULT_EXPR)
    {
      tree a = instantiate_scev (region->entry, loop, TREE_OPERAND (chrec, 0));
      tree b = instantiate_scev (region->entry, loop, TREE_OPERAND (chrec, 1));
      if (tree_contains_chrecs (a, NULL) && tree_contains_chrecs (b, NULL))
	return true;
    }
  for (int k = 0; k < TREE_OPERAND_LENGTH (chrec); k++)
    if (multiplies_evolutions_p (region, loop, TREE_OPERAND (chrec, k), depth))
      return true;
  return false;
}

/* The scalar evolution of NAME in LOOP with the values defined in the
   region of REGION instantiated: chrec_dont_know where GCC's folding of
   the product of two evolutions cannot be trusted.  */
tree
ph_evolution_in_region (struct ph_region *region, class loop *loop, tree name)
{
  tree chrec = analyze_scalar_evolution (loop, name);
  if (multiplies_evolutions_p (region, loop, chrec, 8))
    return chrec_dont_know;
  return instantiate_scev (region->entry, loop, chrec);
}

/* Whether every SSA name in the tree T is defined outside LOOP (before
   it, or in a loop around it): an accumulator's {2, +, _2} with _2 a
   load in LOOP is no induction.  */
static bool
invariant_names_p (tree t, class loop *loop)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
      return !bb || !loop || !flow_bb_inside_loop_p (loop, bb);
    }
  if (TREE_CODE (t) == POLYNOMIAL_CHREC)
    return (invariant_names_p (CHREC_LEFT (t), loop)
	    && invariant_names_p (CHREC_RIGHT (t), loop));
  if (UNARY_CLASS_P (t) || CONVERT_EXPR_P (t) || BINARY_CLASS_P (t))
    for (int k = 0; k < TREE_OPERAND_LENGTH (t); k++)
      if (!invariant_names_p (TREE_OPERAND (t, k), loop))
	return false;
  return true;
}

/* The scalar evolution of NAME in LOOP with the region's values from
   the loops around left as they are, where instantiating them gives up
   (ph_evolution_in_region) on NAME, a loop counter: for (j = i / 2; ...)
   is {_5, +, 1} with _5 = i >> 1 computed in the loop around, which
   affine_of, the offsets and the new code follow to its definition.
   NULL_TREE unless NAME is the counter of a loop and that is a chrec GCC
   can be trusted with.  */
tree
ph_local_evolution (struct ph_region *region, class loop *loop, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);

  if (gimple_code (def) != GIMPLE_PHI
      || gimple_bb (def) != gimple_bb (def)->loop_father->header)
    return NULL_TREE;
  tree chrec = analyze_scalar_evolution (loop, name);
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC
      || chrec_contains_undetermined (chrec)
      || !invariant_names_p (chrec, get_loop (cfun, CHREC_VARIABLE (chrec)))
      || multiplies_evolutions_p (region, loop, chrec, 8))
    return NULL_TREE;
  return chrec;
}

/* Whether CHREC is determined and of the first order: each
   {base, +, step}_L has a step that does not vary in L or inside it,
   so that its value after k iterations is base + step * k.  (i * i is
   {0, +, {1, +, 2}_L}_L: of the second order.)  An integer conversion
   of such a chrec counts too: GCC computes int n * i as
   (int) {0, +, (unsigned int) n}_L.  */
bool
ph_simple_chrec_p (tree chrec)
{
  if (chrec_contains_undetermined (chrec))
    return false;
  if (CONVERT_EXPR_P (chrec) && INTEGRAL_TYPE_P (TREE_TYPE (chrec))
      && INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (chrec, 0))))
    return ph_simple_chrec_p (TREE_OPERAND (chrec, 0));
  if (TREE_CODE (chrec) != POLYNOMIAL_CHREC)
    return !tree_contains_chrecs (chrec, NULL);
  class loop *l = get_loop (cfun, CHREC_VARIABLE (chrec));
  return (l && ph_simple_chrec_p (CHREC_LEFT (chrec))
	  && ph_simple_chrec_p (CHREC_RIGHT (chrec))
	  && varies_only_around (CHREC_RIGHT (chrec), l));
}

/* 2^BITS as an isl value.  */
static isl_val *
power_of_two (isl_ctx *ctx, unsigned bits)
{
  return isl_val_2exp (isl_val_int_from_ui (ctx, bits));
}

/* PA reduced to the values that TYPE can hold, the way the machine
   computes it: modulo 2^precision, in [0, 2^p) for unsigned types and in
   [-2^(p-1), 2^(p-1)) for signed ones.  */
static isl_pw_aff *
wrap_to_type (isl_pw_aff *pa, tree type)
{
  unsigned prec = TYPE_PRECISION (type);
  isl_ctx *ctx = isl_pw_aff_get_ctx (pa);
  isl_pw_aff *high;
  isl_set *negative;

  pa = isl_pw_aff_mod_val (pa, power_of_two (ctx, prec));
  if (TYPE_UNSIGNED (type))
    return pa;
  /* Values in [2^(p-1), 2^p) stand for negative ones.  */
  high = isl_pw_aff_sub (isl_pw_aff_copy (pa),
			 isl_pw_aff_val_on_domain (isl_pw_aff_domain
						   (isl_pw_aff_copy (pa)),
						   power_of_two (ctx, prec)));
  negative = isl_pw_aff_ge_set (isl_pw_aff_copy (pa),
				isl_pw_aff_val_on_domain
				  (isl_pw_aff_domain (isl_pw_aff_copy (pa)),
				   power_of_two (ctx, prec - 1)));
  high = isl_pw_aff_intersect_domain (high, isl_set_copy (negative));
  pa = isl_pw_aff_subtract_domain (pa, negative);
  return isl_pw_aff_union_add (pa, high);
}

/* Whether converting a value of type FROM to type TO keeps every value.  */
static bool
conversion_preserves_value (tree from, tree to)
{
  unsigned pf = TYPE_PRECISION (from), pt = TYPE_PRECISION (to);

  if (TYPE_UNSIGNED (from) == TYPE_UNSIGNED (to))
    return pt >= pf;
  if (TYPE_UNSIGNED (from))
    return pt > pf;
  return false;
}

/* Whether arithmetic in TYPE wraps (and so must be modelled modulo).  */
static bool
type_wraps (tree type)
{
  return TYPE_UNSIGNED (type) && !POINTER_TYPE_P (type);
}

/* The integer constant CST as an isl value, or NULL if it does not fit.  */
static isl_val *
val_of_cst (isl_ctx *ctx, tree cst)
{
  if (tree_fits_shwi_p (cst))
    return isl_val_int_from_si (ctx, tree_to_shwi (cst));
  if (tree_fits_uhwi_p (cst))
    return isl_val_int_from_ui (ctx, tree_to_uhwi (cst));
  return NULL;
}

static isl_pw_aff *affine_of (struct ph_region *region, tree expr,
			      class loop *loop, isl_space *space);

/* The definition of NAME, a name from before the region, through an
   integer name: a conversion of it, or an affine form of it with a
   constant (n - 1, 2 * n, -n) in a type whose overflow is undefined,
   which therefore never wraps.  NULL_TREE otherwise.  Modelled through
   its operand, the names are one parameter, as they are one value:
   - the region of "if ((unsigned) n != 0)" around "k < n" had two, and
     isl saw values of the pair that never meet (a guard true while the
     loop's count was 0): the loops generated for them ran to the
     types' bounds;
   - a nest bounded by 2 * n + 8 and n - 1 had a parameter for each,
     and no relation between its loops' counts.
   In a type that wraps, a sum stays a parameter of its own: its value
   is not affine where it wraps.  */
static tree
parameter_definition (tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  tree type = TREE_TYPE (name);

  if (!is_gimple_assign (def) || !INTEGRAL_TYPE_P (type))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  tree from = gimple_assign_rhs1 (def);
  if (TREE_CODE (from) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (from)))
    return NULL_TREE;
  if (CONVERT_EXPR_CODE_P (code))
    return build1 (code, type, from);
  if (!TYPE_OVERFLOW_UNDEFINED (type))
    return NULL_TREE;
  if (code == NEGATE_EXPR)
    return build1 (code, type, from);
  if ((code != PLUS_EXPR && code != MINUS_EXPR && code != MULT_EXPR)
      || TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST)
    return NULL_TREE;
  return build2 (code, type, from, gimple_assign_rhs2 (def));
}

/* The value of NAME, a name from before the region defined by
   DEFINITION (parameter_definition), over SPACE in LOOP.  Its value
   over the parameters is built the first time and kept in REGION's
   derived names, so that its type's range bounds it in the context.  */
static isl_pw_aff *
derived_value (struct ph_region *region, tree name, tree definition,
	       class loop *loop, isl_space *space)
{
  unsigned k;

  for (k = 0; k < region->derived.length (); k++)
    if (region->derived[k] == name)
      break;
  if (k == region->derived.length ())
    {
      isl_space *params = isl_space_set_from_params
			    (isl_space_params (isl_space_copy (space)));
      isl_pw_aff *value = affine_of (region, definition, loop, params);

      isl_space_free (params);
      if (!value)
	return NULL;
      region->derived.safe_push (name);
      region->derived_values.safe_push
	(isl_pw_aff_project_domain_on_params (value));
    }
  return isl_pw_aff_insert_domain (isl_pw_aff_copy (region->derived_values[k]),
				   isl_space_copy (space));
}

/* The defining expression of NAME, used in LOOP, when NAME is computed in
   LOOP or a loop around it by an operation affine_of understands and
   scalar evolution does not (MIN_EXPR, MAX_EXPR, a division, modulo,
   right shift or mask by a constant, or a sum, difference, product,
   negation, complement or conversion of such a value: (j >> 1) + 1 is one
   subscript): its operands then have the same values at the use as at
   the definition.  NULL_TREE otherwise.  */
static tree
affine_definition (tree name, class loop *loop)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  class loop *def_loop;
  enum tree_code code;

  if (!is_gimple_assign (def))
    return NULL_TREE;
  code = gimple_assign_rhs_code (def);
  switch (code)
    {
    case MIN_EXPR:
    case MAX_EXPR:
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      break;
    CASE_CONVERT:
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      def_loop = gimple_bb (def)->loop_father;
      if (def_loop != loop && !flow_loop_nested_p (def_loop, loop))
	return NULL_TREE;
      return build1 (code, TREE_TYPE (name), gimple_assign_rhs1 (def));
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      /* By a constant (affine_of checks which), i / 2, i % 4, i >> 1,
	 i & 3: quasi-affine, which isl states exactly.  */
      if (TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST)
	return NULL_TREE;
      break;
    default:
      return NULL_TREE;
    }
  def_loop = gimple_bb (def)->loop_father;
  if (def_loop != loop && !flow_loop_nested_p (def_loop, loop))
    return NULL_TREE;
  return build2 (code, TREE_TYPE (name), gimple_assign_rhs1 (def),
		 gimple_assign_rhs2 (def));
}

/* The two operands of binary EXPR converted in SPACE; false on failure.  */
static bool
affine_operands (struct ph_region *region, tree expr, class loop *loop,
		 isl_space *space, isl_pw_aff **a, isl_pw_aff **b)
{
  *a = affine_of (region, TREE_OPERAND (expr, 0), loop, space);
  *b = *a ? affine_of (region, TREE_OPERAND (expr, 1), loop, space) : NULL;
  if (*b)
    return true;
  isl_pw_aff_free (*a);
  return false;
}

/* The product of A and B, one of which must be a constant.  */
static isl_pw_aff *
affine_product (struct ph_region *region, isl_pw_aff *a, isl_pw_aff *b)
{
  if (isl_pw_aff_is_cst (a) != isl_bool_true
      && isl_pw_aff_is_cst (b) != isl_bool_true)
    {
      isl_pw_aff_free (a);
      isl_pw_aff_free (b);
      ph_fail (region, "non-affine expression (product of two variables)");
      return NULL;
    }
  return isl_pw_aff_mul (a, b);
}

/* The chrec CHREC = {base, +, step}_L as base + step * i_L.  */
static isl_pw_aff *
affine_of_chrec (struct ph_region *region, tree chrec, class loop *loop,
		 isl_space *space)
{
  class loop *l = get_loop (region->fun, CHREC_VARIABLE (chrec));
  isl_pw_aff *base, *step, *counter;
  int k;

  if (!l || (l != loop && !flow_loop_nested_p (l, loop)))
    {
      ph_fail (region, "value evolves in a loop that does not enclose its use");
      return NULL;
    }
  k = ph_region_depth (region, l) - 1;
  tree outer_counter = k < 0 ? ph_outer_counter (region, l) : NULL_TREE;
  if (k < 0 && !outer_counter)
    return NULL;
  base = affine_of (region, CHREC_LEFT (chrec), loop, space);
  step = base ? affine_of (region, CHREC_RIGHT (chrec), loop, space) : NULL;
  if (!step)
    {
      isl_pw_aff_free (base);
      return NULL;
    }
  if (outer_counter)
    counter = isl_pw_aff_param_on_domain_id
		(isl_set_universe (isl_space_copy (space)),
		 ph_param_id (region, outer_counter));
  else
    counter = isl_pw_aff_var_on_domain (isl_local_space_from_space
					  (isl_space_copy (space)),
					isl_dim_set, k);
  step = affine_product (region, step, counter);
  if (!step)
    {
      isl_pw_aff_free (base);
      return NULL;
    }
  return isl_pw_aff_add (base, step);
}

/* The exponent k of the constant CST when CST is 2^k - 1 (a mask of the
   k low bits) and *COMPLEMENT is false, or when CST is ~(2^k - 1) (all
   bits but the k low ones) and *COMPLEMENT is true; -1 otherwise.  */
static int
mask_bits (tree cst, bool *complement)
{
  wide_int w = wi::to_wide (cst);
  int k = wi::exact_log2 (w + 1);

  /* All ones (-1) is the complement of 2^0 - 1: x & -1 is x.  */
  *complement = k < 0;
  if (k >= 0)
    return k;
  return wi::exact_log2 (wi::bit_not (w) + 1);
}

/* Callback of isl_pw_aff_every_piece: whether the piece AFF has at most
   one integer division.  */
static isl_bool
at_most_one_division_p (__isl_keep isl_set *set, __isl_keep isl_aff *aff,
			void *user)
{
  (void) set;
  (void) user;
  isl_size n = isl_aff_dim (aff, isl_dim_div);
  return n < 0 ? isl_bool_error : isl_bool_ok (n <= 1);
}

/* Whether A is one affine expression with at most one integer division
   (an unsigned counter's wrap-around, k mod 2^32).  A quotient of a sum
   of wrapping products, or of another quotient, nests them:
   split-writes.c's init loop with (7 * i + 3 * j) % 11 == 0, which GCC
   computes unsigned, cost the scheduler 8 s for no change.  */
static bool
plain_affine_p (isl_pw_aff *a)
{
  return isl_pw_aff_n_piece (a) == 1
	 && isl_pw_aff_every_piece (a, &at_most_one_division_p, NULL)
	    == isl_bool_true;
}

/* EXPR, a division, modulo, right shift or mask of an integer by a
   constant, evaluated in LOOP, as a quasi-affine expression on SPACE
   (kept): the quotients and remainders are isl's integer divisions,
   exact for every value of the operand.  C's / and % truncate toward
   zero, which for a signed operand that may be negative isl states with
   two pieces (isl_pw_aff_tdiv_q, tdiv_r); the operand of an unsigned
   type is in [0, 2^precision), where truncating is flooring.  GCC's >>
   of a signed value is an arithmetic shift, which floors, and x & (2^k -
   1) is x mod 2^k in two's complement (x & -2^k is x minus that).  Any
   other divisor, shift or mask is refused.  */
static isl_pw_aff *
quotient_of (struct ph_region *region, tree expr, class loop *loop,
	     isl_space *space)
{
  enum tree_code code = TREE_CODE (expr);
  tree type = TREE_TYPE (expr);
  tree cst = TREE_OPERAND (expr, 1);
  bool is_unsigned = TYPE_UNSIGNED (type);
  bool complement = false;
  isl_val *d = NULL;
  isl_pw_aff *a;

  if (TREE_CODE (cst) != INTEGER_CST)
    {
      ph_fail (region, code == RSHIFT_EXPR
		       ? "non-affine expression (shift by a variable)"
		       : code == BIT_AND_EXPR
		       ? "non-affine expression (bit_and_expr)"
		       : "non-affine expression (division by a variable)");
      return NULL;
    }
  if (code == RSHIFT_EXPR)
    {
      if (tree_int_cst_sgn (cst) < 0 || !tree_fits_uhwi_p (cst)
	  || tree_to_uhwi (cst) >= TYPE_PRECISION (type))
	{
	  ph_fail (region, "non-affine expression (shift by a negative or "
		   "too large amount)");
	  return NULL;
	}
      d = power_of_two (region->ctx, tree_to_uhwi (cst));
    }
  else if (code == BIT_AND_EXPR)
    {
      int k = mask_bits (cst, &complement);
      if (k < 0)
	{
	  ph_fail (region, "non-affine expression (bit_and_expr with a "
		   "constant other than a mask of the low bits)");
	  return NULL;
	}
      d = power_of_two (region->ctx, k);
    }
  else
    {
      if (tree_int_cst_sgn (cst) <= 0)
	{
	  ph_fail (region, "non-affine expression (division by a constant "
		   "that is not positive)");
	  return NULL;
	}
      d = val_of_cst (region->ctx, cst);
      if (!d)
	{
	  ph_fail (region, "integer constant too large");
	  return NULL;
	}
    }
  a = affine_of (region, TREE_OPERAND (expr, 0), loop, space);
  if (a && !plain_affine_p (a))
    {
      a = isl_pw_aff_free (a);
      ph_fail (region, "non-affine expression (quotient of a value that "
	       "wraps or is itself a quotient)");
    }
  if (!a)
    {
      isl_val_free (d);
      return NULL;
    }
  switch (code)
    {
    case TRUNC_DIV_EXPR:
      if (!is_unsigned)
	{
	  isl_pw_aff *b = isl_pw_aff_val_on_domain (isl_pw_aff_domain
						      (isl_pw_aff_copy (a)), d);
	  return isl_pw_aff_tdiv_q (a, b);
	}
      /* Fall through.  */
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case RSHIFT_EXPR:
      return isl_pw_aff_floor (isl_pw_aff_scale_down_val (a, d));
    case TRUNC_MOD_EXPR:
      if (!is_unsigned)
	{
	  isl_pw_aff *b = isl_pw_aff_val_on_domain (isl_pw_aff_domain
						      (isl_pw_aff_copy (a)), d);
	  return isl_pw_aff_tdiv_r (a, b);
	}
      /* Fall through.  */
    case FLOOR_MOD_EXPR:
      return isl_pw_aff_mod_val (a, d);
    case BIT_AND_EXPR:
      if (complement)
	{
	  isl_pw_aff *low = isl_pw_aff_mod_val (isl_pw_aff_copy (a), d);
	  return isl_pw_aff_sub (a, low);
	}
      return isl_pw_aff_mod_val (a, d);
    default:
      gcc_unreachable ();
    }
}

/* EXPR, an integer (or pointer-offset) tree or chrec evaluated in LOOP,
   as a piecewise affine expression on SPACE (kept).  */
static isl_pw_aff *
affine_of (struct ph_region *region, tree expr, class loop *loop,
	   isl_space *space)
{
  tree type = TREE_TYPE (expr);
  isl_pw_aff *a, *b, *res;
  enum tree_code code = TREE_CODE (expr);

  if (expr == chrec_dont_know || (type && !INTEGRAL_TYPE_P (type)
				  && code != POLYNOMIAL_CHREC))
    {
      ph_fail (region, "non-affine or unknown value");
      return NULL;
    }
  switch (code)
    {
    case INTEGER_CST:
      {
	isl_val *v = val_of_cst (region->ctx, expr);
	if (!v)
	  {
	    ph_fail (region, "integer constant too large");
	    return NULL;
	  }
	return isl_pw_aff_val_on_domain (isl_set_universe
					   (isl_space_copy (space)), v);
      }
    case POLYNOMIAL_CHREC:
      res = affine_of_chrec (region, expr, loop, space);
      break;
    case SSA_NAME:
      {
	if (ph_is_region_value (region, expr))
	  {
	    /* A value of the region: affine through its evolution, or
	       through its definition when scalar evolution gives up on it
	       (MIN_EXPR of loop bounds after loop splitting).  */
	    tree chrec = ph_evolution_in_region (region, loop, expr);
	    tree def = affine_definition (expr, loop);
	    if ((chrec == expr || chrec_contains_undetermined (chrec)) && def)
	      return affine_of (region, def, loop, space);
	    if (chrec == expr || chrec_contains_undetermined (chrec))
	      chrec = ph_local_evolution (region, loop, expr);
	    if (!chrec)
	      {
		char *text = print_generic_expr_to_str (expr);
		ph_fail (region, "'%s' is not an affine function of the loop "
			 "counters and parameters", text);
		free (text);
		return NULL;
	      }
	    return affine_of (region, chrec, loop, space);
	  }
	tree definition = parameter_definition (expr);
	if (definition)
	  return derived_value (region, expr, definition, loop, space);
	return isl_pw_aff_param_on_domain_id
		 (isl_set_universe (isl_space_copy (space)),
		  ph_param_id (region, expr));
      }
    CASE_CONVERT:
      {
	tree from = TREE_TYPE (TREE_OPERAND (expr, 0));
	if (!INTEGRAL_TYPE_P (from))
	  {
	    ph_fail (region, "non-affine value (conversion from a non-integer)");
	    return NULL;
	  }
	a = affine_of (region, TREE_OPERAND (expr, 0), loop, space);
	if (!a || conversion_preserves_value (from, type))
	  return a;
	return wrap_to_type (a, type);
      }
    case PLUS_EXPR:
    case POINTER_PLUS_EXPR:
      if (!affine_operands (region, expr, loop, space, &a, &b))
	return NULL;
      res = isl_pw_aff_add (a, b);
      break;
    case MINUS_EXPR:
      if (!affine_operands (region, expr, loop, space, &a, &b))
	return NULL;
      res = isl_pw_aff_sub (a, b);
      break;
    case MULT_EXPR:
      if (!affine_operands (region, expr, loop, space, &a, &b))
	return NULL;
      res = affine_product (region, a, b);
      break;
    case NEGATE_EXPR:
      a = affine_of (region, TREE_OPERAND (expr, 0), loop, space);
      res = a ? isl_pw_aff_neg (a) : NULL;
      break;
    case BIT_NOT_EXPR:
      /* ~x is -x - 1 in two's complement (scalar evolution writes
	 n - 1 - i so).  */
      a = affine_of (region, TREE_OPERAND (expr, 0), loop, space);
      res = a ? isl_pw_aff_add_constant_val (isl_pw_aff_neg (a),
					     isl_val_negone (region->ctx))
	      : NULL;
      break;
    case MIN_EXPR:
    case MAX_EXPR:
      if (!affine_operands (region, expr, loop, space, &a, &b))
	return NULL;
      res = code == MIN_EXPR ? isl_pw_aff_min (a, b) : isl_pw_aff_max (a, b);
      break;
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      /* The result lies in TYPE whenever the operand does: no wrap.  */
      return quotient_of (region, expr, loop, space);
    default:
      ph_fail (region, "non-affine expression (%s)", get_tree_code_name (code));
      return NULL;
    }
  if (res && type && type_wraps (type))
    res = wrap_to_type (res, type);
  return res;
}

/* EXPR (an SSA name, a constant, an expression of them or a chrec)
   evaluated in LOOP, over LOOP's iteration space: names from before the
   region are parameters, names of the region stand for their scalar
   evolutions.  */
isl_pw_aff *
ph_affine_of_expr (struct ph_region *region, tree expr, class loop *loop)
{
  isl_space *space = ph_loop_space (region, loop);
  isl_pw_aff *pa = affine_of (region, expr, loop, space);

  isl_space_free (space);
  if (pa)
    pa = isl_pw_aff_coalesce (pa);
  if (!pa && !region->why[0])
    ph_fail (region, "isl failed on an affine expression");
  return pa;
}

/* The points of LOOP's iteration space where the boolean SSA name NAME,
   defined in the region by comparisons combined with &, | and ^, is
   true; NULL if it is defined otherwise.  */
static isl_set *
boolean_set (struct ph_region *region, tree name, class loop *loop)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  enum tree_code code;
  isl_set *a, *b;

  if (!is_gimple_assign (def))
    return NULL;
  code = gimple_assign_rhs_code (def);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return ph_affine_condition (region, code, gimple_assign_rhs1 (def),
				gimple_assign_rhs2 (def), loop);
  if (code != BIT_AND_EXPR && code != BIT_IOR_EXPR && code != BIT_XOR_EXPR)
    return NULL;
  if (TREE_CODE (gimple_assign_rhs1 (def)) != SSA_NAME
      || TREE_CODE (gimple_assign_rhs2 (def)) != SSA_NAME)
    return NULL;
  a = boolean_set (region, gimple_assign_rhs1 (def), loop);
  b = a ? boolean_set (region, gimple_assign_rhs2 (def), loop) : NULL;
  if (!b)
    {
      isl_set_free (a);
      return NULL;
    }
  if (code == BIT_AND_EXPR)
    return isl_set_intersect (a, b);
  if (code == BIT_IOR_EXPR)
    return isl_set_union (a, b);
  return isl_set_union (isl_set_subtract (isl_set_copy (a), isl_set_copy (b)),
			isl_set_subtract (b, a));
}

/* The condition NAME != 0 or NAME == 0 (CODE) on a boolean NAME computed
   in the region, as a set; NULL with a reason when NAME is data.  */
static isl_set *
boolean_condition (struct ph_region *region, enum tree_code code, tree name,
		   class loop *loop)
{
  isl_set *set = boolean_set (region, name, loop);

  if (!set)
    {
      if (!region->why[0])
	ph_fail (region, "condition depends on data computed in the loop nest");
      return NULL;
    }
  return code == EQ_EXPR ? isl_set_complement (set) : set;
}

/* The points of LOOP's iteration space where LHS CODE RHS holds.  */
isl_set *
ph_affine_condition (struct ph_region *region, enum tree_code code, tree lhs,
		     tree rhs, class loop *loop)
{
  isl_pw_aff *a, *b;

  if (TREE_CODE (lhs) == SSA_NAME && ph_is_region_value (region, lhs)
      && (TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE
	  || TYPE_PRECISION (TREE_TYPE (lhs)) == 1)
      && (code == NE_EXPR || code == EQ_EXPR) && integer_zerop (rhs)
      && ph_is_region_data_value (region, lhs))
    return boolean_condition (region, code, lhs, loop);
  if (!INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    {
      ph_fail (region, "condition on a non-integer value");
      return NULL;
    }
  a = ph_affine_of_expr (region, lhs, loop);
  b = a ? ph_affine_of_expr (region, rhs, loop) : NULL;
  if (!b)
    {
      isl_pw_aff_free (a);
      return NULL;
    }
  switch (code)
    {
    case LT_EXPR:
      return isl_pw_aff_lt_set (a, b);
    case LE_EXPR:
      return isl_pw_aff_le_set (a, b);
    case GT_EXPR:
      return isl_pw_aff_gt_set (a, b);
    case GE_EXPR:
      return isl_pw_aff_ge_set (a, b);
    case EQ_EXPR:
      return isl_pw_aff_eq_set (a, b);
    case NE_EXPR:
      return isl_pw_aff_ne_set (a, b);
    default:
      isl_pw_aff_free (a);
      isl_pw_aff_free (b);
      ph_fail (region, "condition with operator %s", get_tree_code_name (code));
      return NULL;
    }
}

/* Whether NAME, defined in the region by integer or pointer arithmetic,
   is computed from the loop counters and parameters alone, looking
   through DEPTH more definitions.  */
static bool
recomputable_within (struct ph_region *region, tree name, int depth)
{
  gimple *def = SSA_NAME_DEF_STMT (name);

  if (depth < 0 || !is_gimple_assign (def) || gimple_vuse (def))
    return false;
  switch (gimple_assign_rhs_code (def))
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case POINTER_PLUS_EXPR:
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
    case MIN_EXPR:
    case MAX_EXPR:
    CASE_CONVERT:
    case SSA_NAME:
      break;
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      /* By a constant, which cannot trap: the packed triangular offset
	 i * (i + 1) / 2, the row i % 4 or i & 3.  */
      if (TREE_CODE (gimple_assign_rhs2 (def)) != INTEGER_CST
	  || integer_zerop (gimple_assign_rhs2 (def)))
	return false;
      break;
    default:
      return false;
    }
  for (unsigned k = 1; k < gimple_num_ops (def); k++)
    {
      tree op = gimple_op (def, k);
      if (TREE_CODE (op) == INTEGER_CST
	  || (TREE_CODE (op) == SSA_NAME && !ph_is_region_value (region, op)))
	continue;
      if (TREE_CODE (op) != SSA_NAME
	  || (!INTEGRAL_TYPE_P (TREE_TYPE (op))
	      && !POINTER_TYPE_P (TREE_TYPE (op))))
	return false;
      class loop *loop = gimple_bb (def)->loop_father;
      if (!ph_simple_chrec_p (ph_evolution_in_region (region, loop, op))
	  && !recomputable_within (region, op, depth - 1))
	return false;
    }
  return true;
}

/* Whether NAME, defined in the region by integer or pointer arithmetic,
   is computed from the loop counters and parameters alone: the address
   A + (size_t) (n * i + j) * 8, whose sign extension scalar evolution
   cannot follow, can be computed again wherever it is used instead of
   being stored.  */
bool
ph_recomputable_p (struct ph_region *region, tree name)
{
  return recomputable_within (region, name, 8);
}

/* Whether NAME is a data value defined in the region: not an affine
   function of the loop counters given by a first-order chrec nor
   arithmetic of such functions (those are recomputed, never stored;
   i * j and i * i are data).  */
bool
ph_is_region_data_value (struct ph_region *region, tree name)
{
  gimple *def;
  tree chrec;

  if (TREE_CODE (name) != SSA_NAME || virtual_operand_p (name)
      || SSA_NAME_IS_DEFAULT_DEF (name))
    return false;
  def = SSA_NAME_DEF_STMT (name);
  if (!gimple_bb (def) || !ph_in_region (region, gimple_bb (def)))
    return false;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (name))
      && !POINTER_TYPE_P (TREE_TYPE (name)))
    return true;
  class loop *loop = gimple_bb (def)->loop_father;
  chrec = ph_evolution_in_region (region, loop, name);
  if (chrec_contains_undetermined (chrec))
    {
      tree local = ph_local_evolution (region, loop, name);
      if (local)
	chrec = local;
    }
  return !ph_simple_chrec_p (chrec) && !ph_recomputable_p (region, name);
}
