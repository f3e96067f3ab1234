/* Byte offsets of pointer accesses as polynomials.

   An access through a pointer is a base plus a byte offset that SCEV
   describes as chrecs and sums; for a variable-length array the offset
   is a product of a parameter (the row length) and a loop counter, which
   is not affine.  Keeping the offset as a sum of terms
   coef * param * counter lets the access builder recognise such products
   as the rows of a multi-dimensional array.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "ssa.h"

#include <isl/aff.h>
#include <isl/val.h>

#include "model/region.h"
#include "model/affine.h"
#include "model/offset.h"

/* NAME, or the SSA name it is a conversion of when that is defined before
   the region too: in addresses both stand for the same value.  */
static tree
underlying_param (struct ph_region *region, tree name)
{
  for (;;)
    {
      gimple *def = SSA_NAME_DEF_STMT (name);
      if (!is_gimple_assign (def)
	  || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
	return name;
      tree from = gimple_assign_rhs1 (def);
      if (TREE_CODE (from) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (from))
	  || (!SSA_NAME_IS_DEFAULT_DEF (from)
	      && ph_in_region (region, gimple_bb (SSA_NAME_DEF_STMT (from)))))
	return name;
      name = from;
    }
}

/* The product of the polynomials A and B into *RES; false if a term
   would have two counters or three parameters.  */
static bool
multiply (struct ph_region *region, const vec<ph_term> &a,
	  const vec<ph_term> &b, vec<ph_term> *res)
{
  for (const ph_term &x : a)
    for (const ph_term &y : b)
      {
	ph_term t = { x.coef * y.coef, NULL_TREE, -1, NULL_TREE,
		      x.quasi ? x.quasi : y.quasi,
		      x.quasi ? x.quasi_loop : y.quasi_loop };
	tree params[4] = { x.param, x.param2, y.param, y.param2 };
	int n = 0;
	/* A quotient may index rows of a run-time length, (t % 2) * m,
	   but not multiply a counter or another quotient.  */
	if ((x.quasi && (y.quasi || y.iv >= 0)) || (y.quasi && x.iv >= 0))
	  return ph_fail (region, "non-affine subscript (product of a "
			  "quotient and a variable)");
	if (x.iv >= 0 && y.iv >= 0)
	  return ph_fail (region, "non-affine subscript (product of two loop "
			  "counters)");
	for (tree p : params)
	  if (p)
	    {
	      if (n == 2)
		return ph_fail (region, "non-affine subscript (product of "
				"three parameters)");
	      (n ? t.param2 : t.param) = p;
	      n++;
	    }
	if (t.param2
	    && SSA_NAME_VERSION (t.param2) < SSA_NAME_VERSION (t.param))
	  std::swap (t.param, t.param2);
	t.iv = x.iv >= 0 ? x.iv : y.iv;
	res->safe_push (t);
      }
  return true;
}

/* Append to TERMS the terms of NAME, an integer SSA name defined before
   the region: the arithmetic that defines it when that is a sum,
   difference or constant multiple of other such names (a byte offset
   j * 8 computed before the loop is 8 times the parameter j, which other
   accesses index by), else NAME itself as a parameter.  */
static void
param_terms (struct ph_region *region, tree name, vec<ph_term> *terms)
{
  name = underlying_param (region, name);
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (is_gimple_assign (def))
    {
      enum tree_code code = gimple_assign_rhs_code (def);
      tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
      bool a_name = TREE_CODE (a) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (a));
      if (code == MULT_EXPR && a_name && TREE_CODE (b) == INTEGER_CST
	  && wi::fits_shwi_p (wi::to_wide (b)))
	{
	  unsigned first = terms->length ();
	  param_terms (region, a, terms);
	  for (unsigned k = first; k < terms->length (); k++)
	    (*terms)[k].coef *= wi::to_wide (b).to_shwi ();
	  return;
	}
      if ((code == PLUS_EXPR || code == MINUS_EXPR) && a_name
	  && TREE_CODE (b) == SSA_NAME && INTEGRAL_TYPE_P (TREE_TYPE (b)))
	{
	  param_terms (region, a, terms);
	  unsigned first = terms->length ();
	  param_terms (region, b, terms);
	  if (code == MINUS_EXPR)
	    for (unsigned k = first; k < terms->length (); k++)
	      (*terms)[k].coef = -(*terms)[k].coef;
	  return;
	}
    }
  ph_term t = { 1, name, -1, NULL_TREE, NULL_TREE, NULL };
  terms->safe_push (t);
}

static bool offset_of_int (struct ph_region *region, tree expr,
			   class loop *loop, vec<ph_term> *terms);

/* Append to TERMS the integer expression EXPR, evaluated in LOOP, as one
   quasi-affine term, if isl can state its value (ph_affine_of_expr,
   which models divisions and wrapping exactly); false with its reason
   otherwise.  */
static bool
quasi_term (struct ph_region *region, tree expr, class loop *loop,
	    vec<ph_term> *terms)
{
  isl_pw_aff *pa = ph_affine_of_expr (region, expr, loop);

  if (!pa)
    return false;
  isl_pw_aff_free (pa);
  ph_term t = { 1, NULL_TREE, -1, NULL_TREE, expr, loop };
  terms->safe_push (t);
  return true;
}

/* Whether the region's SSA name NAME, used in LOOP, is a division,
   modulo, right shift or mask by a constant computed in LOOP or a loop
   around it, whose value is a quasi-affine term (quasi_term).  */
static bool
quotient_name_p (tree name, class loop *loop)
{
  gimple *def = SSA_NAME_DEF_STMT (name);

  if (!is_gimple_assign (def) || gimple_vuse (def))
    return false;
  class loop *def_loop = gimple_bb (def)->loop_father;
  if (def_loop != loop && !flow_loop_nested_p (def_loop, loop))
    return false;
  switch (gimple_assign_rhs_code (def))
    {
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      return TREE_CODE (gimple_assign_rhs2 (def)) == INTEGER_CST;
    default:
      return false;
    }
}

/* The value of the region's SSA name NAME used in LOOP, for an address:
   its scalar evolution, or, where that gives up (the sign extension of
   an int index i * 64 + j to sizetype, which scalar evolution cannot
   prove exact), the arithmetic that defines it, when NAME is computed
   in LOOP or a loop around it (its operands then have the same values
   at the use).  NULL_TREE if neither.  */
static tree
address_value (struct ph_region *region, tree name, class loop *loop)
{
  tree chrec = ph_evolution_in_region (region, loop, name);
  if (!chrec_contains_undetermined (chrec))
    return chrec;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (gimple_code (def) == GIMPLE_PHI)
    return ph_local_evolution (region, loop, name);
  if (!is_gimple_assign (def))
    return NULL_TREE;
  class loop *def_loop = gimple_bb (def)->loop_father;
  if (def_loop != loop && !flow_loop_nested_p (def_loop, loop))
    return NULL_TREE;
  enum tree_code code = gimple_assign_rhs_code (def);
  switch (code)
    {
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
    case POINTER_PLUS_EXPR:
      return build2 (code, TREE_TYPE (name), gimple_assign_rhs1 (def),
		     gimple_assign_rhs2 (def));
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
    CASE_CONVERT:
      return build1 (code, TREE_TYPE (name), gimple_assign_rhs1 (def));
    case SSA_NAME:
      return gimple_assign_rhs1 (def);
    default:
      return NULL_TREE;
    }
}

/* The counter of the loop of CHREC, used in LOOP, as one term: the
   counter dimension for a loop of the region, the counter parameter for
   a loop around it.  */
static bool
counter_term (struct ph_region *region, tree chrec, class loop *loop,
	      vec<ph_term> *counter)
{
  class loop *l = get_loop (region->fun, CHREC_VARIABLE (chrec));
  ph_term one = { 1, NULL_TREE, -1, NULL_TREE, NULL_TREE, NULL };

  if (!l || (l != loop && !flow_loop_nested_p (l, loop)))
    return ph_fail (region, "address evolves in a loop that does not enclose "
		    "its use");
  one.iv = ph_region_depth (region, l) - 1;
  if (one.iv < 0)
    {
      one.param = ph_outer_counter (region, l);
      if (!one.param)
	return false;
    }
  counter->safe_push (one);
  return true;
}

/* Append the terms of the chrec CHREC = {left, +, right}_L to TERMS.  */
static bool
offset_of_int_chrec (struct ph_region *region, tree chrec, class loop *loop,
		     vec<ph_term> *terms)
{
  auto_vec<ph_term> step, counter;

  if (!counter_term (region, chrec, loop, &counter)
      || !offset_of_int (region, CHREC_LEFT (chrec), loop, terms)
      || !offset_of_int (region, CHREC_RIGHT (chrec), loop, &step))
    return false;
  return multiply (region, step, counter, terms);
}

/* Append the terms of the integer expression or chrec EXPR to TERMS.  */
static bool
offset_of_int (struct ph_region *region, tree expr, class loop *loop,
	       vec<ph_term> *terms)
{
  auto_vec<ph_term> a, b;
  ph_term t = { 1, NULL_TREE, -1, NULL_TREE, NULL_TREE, NULL };

  if (expr == chrec_dont_know)
    return ph_fail (region, "address is not an affine function of the loop "
		    "counters");
  switch (TREE_CODE (expr))
    {
    case INTEGER_CST:
      if (!wi::fits_shwi_p (wi::to_wide (expr)))
	return ph_fail (region, "offset too large");
      t.coef = wi::to_wide (expr).to_shwi ();
      terms->safe_push (t);
      return true;
    case SSA_NAME:
      if (ph_is_region_value (region, expr))
	{
	  tree value = address_value (region, expr, loop);
	  if (!value && quotient_name_p (expr, loop))
	    return quasi_term (region, expr, loop, terms);
	  if (!value)
	    return ph_fail (region, "address depends on a value computed in "
			    "the loop nest (indirect access)");
	  return offset_of_int (region, value, loop, terms);
	}
      param_terms (region, expr, terms);
      return true;
    case POLYNOMIAL_CHREC:
      /* A chrec of an unsigned type narrower than int wraps within the
	 loop ((unsigned char) i, or i & 3, which scalar evolution makes
	 (int) (unsigned:2) {0, +, 1}): isl models it.  Wider ones are
	 taken not to wrap, as address arithmetic.  */
      if (INTEGRAL_TYPE_P (TREE_TYPE (expr)) && TYPE_UNSIGNED (TREE_TYPE (expr))
	  && (TYPE_PRECISION (TREE_TYPE (expr))
	      < TYPE_PRECISION (unsigned_type_node)))
	return quasi_term (region, expr, loop, terms);
      return offset_of_int_chrec (region, expr, loop, terms);
    CASE_CONVERT:
      /* A conversion that narrows keeps the low bits only (i & 3 is
	 (int) (unsigned:2) i in scalar evolution): isl models it.  Others
	 keep the value, or wrap it as address arithmetic does.  */
      if (INTEGRAL_TYPE_P (TREE_TYPE (TREE_OPERAND (expr, 0)))
	  && (TYPE_PRECISION (TREE_TYPE (expr))
	      < TYPE_PRECISION (TREE_TYPE (TREE_OPERAND (expr, 0)))))
	return quasi_term (region, expr, loop, terms);
      return offset_of_int (region, TREE_OPERAND (expr, 0), loop, terms);
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case RSHIFT_EXPR:
    case BIT_AND_EXPR:
      return quasi_term (region, expr, loop, terms);
    case PLUS_EXPR:
    case MINUS_EXPR:
      if (!offset_of_int (region, TREE_OPERAND (expr, 0), loop, terms)
	  || !offset_of_int (region, TREE_OPERAND (expr, 1), loop, &b))
	return false;
      for (ph_term &x : b)
	{
	  if (TREE_CODE (expr) == MINUS_EXPR)
	    x.coef = -x.coef;
	  terms->safe_push (x);
	}
      return true;
    case NEGATE_EXPR:
    case BIT_NOT_EXPR:
      /* ~x is -x - 1 in two's complement (scalar evolution writes
	 n - 1 - i so); in an unsigned type narrower than int, where it
	 wraps, isl models it (as a chrec there).  */
      if (TREE_CODE (expr) == BIT_NOT_EXPR && TYPE_UNSIGNED (TREE_TYPE (expr))
	  && (TYPE_PRECISION (TREE_TYPE (expr))
	      < TYPE_PRECISION (unsigned_type_node)))
	return quasi_term (region, expr, loop, terms);
      if (!offset_of_int (region, TREE_OPERAND (expr, 0), loop, &a))
	return false;
      for (ph_term &x : a)
	{
	  x.coef = -x.coef;
	  terms->safe_push (x);
	}
      if (TREE_CODE (expr) == BIT_NOT_EXPR)
	{
	  t.coef = -1;
	  terms->safe_push (t);
	}
      return true;
    case MULT_EXPR:
      return (offset_of_int (region, TREE_OPERAND (expr, 0), loop, &a)
	      && offset_of_int (region, TREE_OPERAND (expr, 1), loop, &b)
	      && multiply (region, a, b, terms));
    default:
      return ph_fail (region, "address not understood (%s)",
		      get_tree_code_name (TREE_CODE (expr)));
    }
}

/* Set *BASE to B unless it is set already (two bases: fail).  */
static bool
set_base (struct ph_region *region, tree *base, tree b)
{
  if (*base)
    return ph_fail (region, "address with two base pointers");
  *base = b;
  return true;
}

/* Decompose the pointer expression or chrec PTR into a base and terms.  */
static bool
offset_of_pointer (struct ph_region *region, tree ptr, class loop *loop,
		   tree *base, vec<ph_term> *terms)
{
  switch (TREE_CODE (ptr))
    {
    case SSA_NAME:
      if (ph_is_region_value (region, ptr))
	{
	  tree value = address_value (region, ptr, loop);
	  if (!value)
	    return ph_fail (region, "pointer computed in the loop nest (loaded "
			    "from memory or not affine)");
	  return offset_of_pointer (region, value, loop, base, terms);
	}
      return set_base (region, base, ptr);
    case ADDR_EXPR:
      if (!DECL_P (TREE_OPERAND (ptr, 0)))
	return ph_fail (region, "address of something other than a variable");
      return set_base (region, base, TREE_OPERAND (ptr, 0));
    case POINTER_PLUS_EXPR:
      return (offset_of_pointer (region, TREE_OPERAND (ptr, 0), loop, base,
				 terms)
	      && offset_of_int (region, TREE_OPERAND (ptr, 1), loop, terms));
    case POLYNOMIAL_CHREC:
      {
	auto_vec<ph_term> step, counter;

	if (!counter_term (region, ptr, loop, &counter)
	    || !offset_of_pointer (region, CHREC_LEFT (ptr), loop, base, terms)
	    || !offset_of_int (region, CHREC_RIGHT (ptr), loop, &step))
	  return false;
	return multiply (region, step, counter, terms);
      }
    CASE_CONVERT:
      if (!POINTER_TYPE_P (TREE_TYPE (TREE_OPERAND (ptr, 0))))
	return ph_fail (region, "pointer made from an integer");
      return offset_of_pointer (region, TREE_OPERAND (ptr, 0), loop, base,
				terms);
    default:
      return ph_fail (region, "pointer not understood (%s)",
		      get_tree_code_name (TREE_CODE (ptr)));
    }
}

/* Decompose the address POINTER used in LOOP.  */
bool
ph_offset_of_pointer (struct ph_region *region, tree pointer, class loop *loop,
		      tree *base, vec<ph_term> *terms)
{
  tree chrec = pointer;

  *base = NULL_TREE;
  if (TREE_CODE (pointer) == SSA_NAME && ph_is_region_value (region, pointer))
    chrec = address_value (region, pointer, loop);
  if (!chrec)
    return ph_fail (region, "address is not an affine function of the loop "
		    "counters (indirect or non-affine access)");
  if (!offset_of_pointer (region, chrec, loop, base, terms))
    return false;
  ph_offset_canonicalize (terms);
  return true;
}

/* The integer value INDEX (an SSA name or constant) used in LOOP, as
   terms appended to TERMS.  */
bool
ph_offset_of_index (struct ph_region *region, tree index, class loop *loop,
		    vec<ph_term> *terms)
{
  tree chrec = index;

  if (TREE_CODE (index) == SSA_NAME && ph_is_region_value (region, index))
    {
      chrec = ph_evolution_in_region (region, loop, index);
    }
  if (chrec_contains_undetermined (chrec) && TREE_CODE (index) == SSA_NAME
      && quotient_name_p (index, loop))
    return quasi_term (region, index, loop, terms);
  if (chrec_contains_undetermined (chrec))
    return ph_fail (region, "subscript is not an affine function of the loop "
		    "counters (indirect or non-affine access)");
  return offset_of_int (region, chrec, loop, terms);
}

/* The product A * B of two polynomials into *RES.  */
bool
ph_offset_multiply (struct ph_region *region, const vec<ph_term> &a,
		    const vec<ph_term> &b, vec<ph_term> *res)
{
  return multiply (region, a, b, res);
}

/* Append to FACTORS the polynomial that the parameter NAME is, defined
   before the region: the product of two such names (nj * nm, computed
   once for a 3-D variable-length array), a constant multiple, or an
   exact quotient by a constant whose dividend's coefficients it divides
   (nm * 8 / 8, a row's stride in elements), else NAME itself.  */
static bool
param_factors (struct ph_region *region, tree name, vec<ph_term> *factors)
{
  name = underlying_param (region, name);
  gimple *def = SSA_NAME_DEF_STMT (name);
  ph_term self = { 1, name, -1, NULL_TREE, NULL_TREE, NULL };
  if (!is_gimple_assign (def)
      || TREE_CODE (gimple_assign_rhs1 (def)) != SSA_NAME
      || !INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_rhs1 (def))))
    {
      factors->safe_push (self);
      return true;
    }
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def), b = gimple_assign_rhs2 (def);
  auto_vec<ph_term> fa, fb;
  if (code == MULT_EXPR && TREE_CODE (b) == SSA_NAME
      && INTEGRAL_TYPE_P (TREE_TYPE (b)))
    return (param_factors (region, a, &fa) && param_factors (region, b, &fb)
	    && multiply (region, fa, fb, factors));
  if ((code == MULT_EXPR || code == EXACT_DIV_EXPR)
      && TREE_CODE (b) == INTEGER_CST && wi::fits_shwi_p (wi::to_wide (b))
      && wi::to_wide (b).to_shwi () != 0)
    {
      HOST_WIDE_INT c = wi::to_wide (b).to_shwi ();
      if (!param_factors (region, a, &fa))
	return false;
      for (const ph_term &t : fa)
	if (code == EXACT_DIV_EXPR && t.coef % c != 0)
	  {
	    factors->safe_push (self);
	    return true;
	  }
      for (ph_term &t : fa)
	{
	  t.coef = code == MULT_EXPR ? t.coef * c : t.coef / c;
	  factors->safe_push (t);
	}
      return true;
    }
  factors->safe_push (self);
  return true;
}

/* Replace in TERMS every parameter by its factors (param_factors).  */
bool
ph_offset_expand_params (struct ph_region *region, vec<ph_term> *terms)
{
  auto_vec<ph_term> out;

  for (const ph_term &t : *terms)
    {
      ph_term rest = t;
      rest.param = rest.param2 = NULL_TREE;
      auto_vec<ph_term> poly;
      poly.safe_push (rest);
      for (tree p : { t.param, t.param2 })
	{
	  auto_vec<ph_term> f, prod;
	  if (!p)
	    continue;
	  if (!param_factors (region, p, &f)
	      || !multiply (region, poly, f, &prod))
	    return false;
	  poly.truncate (0);
	  poly.safe_splice (prod);
	}
      out.safe_splice (poly);
    }
  terms->truncate (0);
  terms->safe_splice (out);
  ph_offset_canonicalize (terms);
  return true;
}

/* Sum the terms of equal monomials; drop zeros.  */
void
ph_offset_canonicalize (vec<ph_term> *terms)
{
  unsigned i, j, n = 0;

  for (i = 0; i < terms->length (); i++)
    {
      ph_term t = (*terms)[i];
      for (j = 0; j < n; j++)
	if ((*terms)[j].param == t.param && (*terms)[j].param2 == t.param2
	    && (*terms)[j].iv == t.iv && (*terms)[j].quasi == t.quasi
	    && (*terms)[j].quasi_loop == t.quasi_loop)
	  {
	    (*terms)[j].coef += t.coef;
	    break;
	  }
      if (j == n)
	(*terms)[n++] = t;
    }
  terms->truncate (n);
  for (i = 0, j = 0; i < n; i++)
    if ((*terms)[i].coef != 0)
      (*terms)[j++] = (*terms)[i];
  terms->truncate (j);
}

/* TERMS / DIVISOR over SPACE.  */
isl_pw_aff *
ph_offset_to_affine (struct ph_region *region, const vec<ph_term> &terms,
		     HOST_WIDE_INT divisor, isl_space *space)
{
  isl_pw_aff *sum = isl_pw_aff_zero_on_domain (isl_local_space_from_space
						 (isl_space_copy (space)));

  for (const ph_term &t : terms)
    {
      isl_pw_aff *term;
      if ((t.param && (t.iv >= 0 || t.quasi)) || t.param2
	  || t.coef % divisor != 0)
	{
	  isl_pw_aff_free (sum);
	  ph_fail (region, t.coef % divisor != 0
			? "access not aligned to its element size"
			: t.param2 ? "non-affine subscript (product of two "
				     "parameters)"
			: t.quasi ? "non-affine subscript (parameter times "
				    "a quotient)"
			: "non-affine subscript (parameter times loop counter)");
	  return NULL;
	}
      if (t.quasi)
	{
	  term = ph_affine_of_expr (region, t.quasi, t.quasi_loop);
	  if (!term)
	    {
	      isl_pw_aff_free (sum);
	      return NULL;
	    }
	}
      else if (t.iv >= 0)
	term = isl_pw_aff_var_on_domain (isl_local_space_from_space
					   (isl_space_copy (space)),
					 isl_dim_set, t.iv);
      else if (t.param)
	term = isl_pw_aff_param_on_domain_id
		 (isl_set_universe (isl_space_copy (space)),
		  ph_param_id (region, t.param));
      else
	term = isl_pw_aff_val_on_domain (isl_set_universe
					   (isl_space_copy (space)),
					 isl_val_one (region->ctx));
      term = isl_pw_aff_scale_val (term, isl_val_int_from_si
					   (region->ctx, t.coef / divisor));
      sum = isl_pw_aff_add (sum, term);
    }
  return sum;
}
