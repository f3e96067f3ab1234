/* Addresses whose byte offsets are polynomials of higher degree in the
   loop counters: packed triangular storage AP[i * (i + 1) / 2 + j],
   A[i * i + j], A[i * j].  The offset becomes an isl quasi-polynomial
   over the statement's iteration space, for the solver (nonlinear.h).

   Scalar evolution describes such values as chrecs of higher order,
   {0, +, {1, +, 1}_1}_1 for i * (i + 1) / 2; their value after k
   iterations is a sum of binomials (Newton's form): the chrec
   {c0, +, c1, +, ..., +, cd}_L is sum_j cj * C(k, j).  Where scalar
   evolution gives up (a division, a product of two loops' counters),
   the defining arithmetic is followed instead.  Integer conversions are
   taken not to wrap, as for affine addresses (offset.cc).  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "ssa.h"

#include <isl/aff.h>
#include <isl/point.h>
#include <isl/polynomial.h>
#include <isl/val.h>

#include "polyhedral/nonlinear.h"
#include "model/region.h"
#include "model/affine.h"
#include "model/polynomial.h"

/* At most this many points are evaluated to check that a division is
   exact.  */
#define MAX_EXACTNESS_POINTS 4096

static isl_pw_qpolynomial *poly_of_int (struct ph_region *region, tree expr,
					class loop *loop, isl_space *space);

/* The constant V on SPACE.  */
static isl_pw_qpolynomial *
constant (isl_space *space, isl_val *v)
{
  return isl_pw_qpolynomial_from_pw_aff
	   (isl_pw_aff_val_on_domain (isl_set_universe
					(isl_space_copy (space)), v));
}

/* The counter of the loop of CHREC, used in LOOP: a dimension of SPACE
   for a loop of the region, a parameter for a loop around it.  */
static isl_pw_qpolynomial *
counter (struct ph_region *region, tree chrec, class loop *loop,
	 isl_space *space)
{
  class loop *l = get_loop (region->fun, CHREC_VARIABLE (chrec));
  isl_pw_aff *c;

  if (!l || (l != loop && !flow_loop_nested_p (l, loop)))
    {
      ph_fail (region, "address evolves in a loop that does not enclose its "
	       "use");
      return NULL;
    }
  int dim = ph_region_depth (region, l) - 1;
  if (dim >= 0)
    c = isl_pw_aff_var_on_domain (isl_local_space_from_space
				    (isl_space_copy (space)),
				  isl_dim_set, dim);
  else
    {
      tree name = ph_outer_counter (region, l);
      if (!name)
	return NULL;
      c = isl_pw_aff_param_on_domain_id (isl_set_universe
					   (isl_space_copy (space)),
					 ph_param_id (region, name));
    }
  return isl_pw_qpolynomial_from_pw_aff (c);
}

/* C(K, J) = K (K - 1) ... (K - J + 1) / J!.  */
static isl_pw_qpolynomial *
binomial (isl_pw_qpolynomial *k, int j, isl_space *space)
{
  isl_ctx *ctx = isl_space_get_ctx (space);
  isl_pw_qpolynomial *res = constant (space, isl_val_one (ctx));

  for (int t = 0; t < j; t++)
    res = ph_pw_qpolynomial_mul
	    (res, isl_pw_qpolynomial_sub
		    (isl_pw_qpolynomial_copy (k),
		     constant (space, isl_val_int_from_si (ctx, t))));
  for (int t = 2; t <= j; t++)
    res = isl_pw_qpolynomial_scale_down_val (res,
					     isl_val_int_from_si (ctx, t));
  isl_pw_qpolynomial_free (k);
  return res;
}

/* The value of the chrec CHREC = {c0, +, c1, +, ..., +, cd}_L after
   k iterations of L, with c0 given as FIRST: FIRST + sum_{j>0} cj *
   C(k, j).  */
static isl_pw_qpolynomial *
newton (struct ph_region *region, tree chrec, isl_pw_qpolynomial *first,
	class loop *loop, isl_space *space)
{
  isl_pw_qpolynomial *k = counter (region, chrec, loop, space);
  isl_pw_qpolynomial *sum = first;
  int var = CHREC_VARIABLE (chrec);
  tree step = CHREC_RIGHT (chrec);

  /* A loop around the region without a counter from zero.  */
  if (!k)
    return isl_pw_qpolynomial_free (sum);

  for (int j = 1; sum && k; j++)
    {
      bool last = (TREE_CODE (step) != POLYNOMIAL_CHREC
		   || CHREC_VARIABLE (step) != (unsigned) var);
      tree c = last ? step : CHREC_LEFT (step);
      isl_pw_qpolynomial *cj = poly_of_int (region, c, loop, space);
      if (!cj)
	sum = isl_pw_qpolynomial_free (sum);
      else
	sum = isl_pw_qpolynomial_add
		(sum, ph_pw_qpolynomial_mul
			(cj, binomial (isl_pw_qpolynomial_copy (k), j,
				       space)));
      if (last)
	break;
      step = CHREC_RIGHT (step);
    }
  isl_pw_qpolynomial_free (k);
  return sum;
}

/* Add to DEGREES (one per variable: parameters, then set dimensions)
   the largest exponent of each variable in TERM (taken).  */
static isl_stat
note_degrees (isl_term *term, void *user)
{
  vec<int> *degrees = (vec<int> *) user;
  int n_param = isl_term_dim (term, isl_dim_param);
  int n_set = isl_term_dim (term, isl_dim_set);

  if (isl_term_dim (term, isl_dim_div) > 0)
    (*degrees)[0] = MAX_EXACTNESS_POINTS;
  for (int k = 0; k < n_param + n_set; k++)
    {
      int e = k < n_param ? isl_term_get_exp (term, isl_dim_param, k)
			  : isl_term_get_exp (term, isl_dim_set, k - n_param);
      (*degrees)[k + 1] = MAX ((*degrees)[k + 1], e);
    }
  isl_term_free (term);
  return isl_stat_ok;
}

/* Note in USER the degrees of the terms of the piece QP (taken) on SET
   (taken).  */
static isl_stat
note_piece_degrees (isl_set *set, isl_qpolynomial *qp, void *user)
{
  isl_stat ok = isl_qpolynomial_foreach_term (qp, note_degrees, user);
  isl_set_free (set);
  isl_qpolynomial_free (qp);
  return ok;
}

/* Whether the polynomial P takes integer values at every integer point.
   A polynomial of degree d_k in each variable x_k is a combination of
   products of binomials C(x_k, e_k), e_k <= d_k, and takes integer
   values everywhere exactly when it does on the grid of the points with
   0 <= x_k <= d_k.  */
static bool
integer_valued_p (isl_pw_qpolynomial *p)
{
  isl_space *space = isl_pw_qpolynomial_get_domain_space (p);
  int n_param = isl_space_dim (space, isl_dim_param);
  int n = n_param + isl_space_dim (space, isl_dim_set);
  auto_vec<int> degrees;
  long points = 1;
  bool ok = true;

  /* degrees[0] flags a floor (no check), then one per variable.  */
  degrees.safe_grow_cleared (n + 1);
  if (isl_pw_qpolynomial_foreach_piece (p, note_piece_degrees, &degrees) < 0)
    ok = false;
  for (int k = 0; k <= n && ok; k++)
    {
      points *= k == 0 ? 1 + degrees[0] : 1 + degrees[k];
      ok = points <= MAX_EXACTNESS_POINTS;
    }
  auto_vec<int> x;
  x.safe_grow_cleared (n);
  for (long t = 0; t < points && ok; t++)
    {
      isl_point *pt = isl_point_zero (isl_space_copy (space));
      long rest = t;
      for (int k = 0; k < n; k++)
	{
	  x[k] = rest % (degrees[k + 1] + 1);
	  rest /= degrees[k + 1] + 1;
	  pt = isl_point_set_coordinate_val
		 (pt, k < n_param ? isl_dim_param : isl_dim_set,
		  k < n_param ? k : k - n_param,
		  isl_val_int_from_si (isl_space_get_ctx (space), x[k]));
	}
      isl_val *v = isl_pw_qpolynomial_eval (isl_pw_qpolynomial_copy (p), pt);
      ok = v && isl_val_is_int (v) == isl_bool_true;
      isl_val_free (v);
    }
  isl_space_free (space);
  return ok;
}

/* Whether converting a value of the integer type FROM to TO keeps only
   its low bits ((unsigned char) i): the polynomial would drop them.
   Conversions to wider types keep the value, or wrap it as address
   arithmetic does.  */
static bool
narrows_p (tree to, tree from)
{
  return INTEGRAL_TYPE_P (from) && INTEGRAL_TYPE_P (to)
	 && TYPE_PRECISION (to) < TYPE_PRECISION (from);
}

/* The value defined by the assignment DEF, used in LOOP.  */
static isl_pw_qpolynomial *
poly_of_definition (struct ph_region *region, gimple *def, class loop *loop,
		    isl_space *space)
{
  enum tree_code code = gimple_assign_rhs_code (def);
  tree a = gimple_assign_rhs1 (def);
  tree b = gimple_num_ops (def) > 2 ? gimple_assign_rhs2 (def) : NULL_TREE;
  isl_pw_qpolynomial *pa, *res;

  switch (code)
    {
    CASE_CONVERT:
      if (narrows_p (TREE_TYPE (gimple_assign_lhs (def)), TREE_TYPE (a)))
	{
	  ph_fail (region, "address wraps in a narrow type");
	  return NULL;
	}
      /* Fall through.  */
    case SSA_NAME:
      return poly_of_int (region, a, loop, space);
    case NEGATE_EXPR:
      return isl_pw_qpolynomial_neg (poly_of_int (region, a, loop, space));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      pa = poly_of_int (region, a, loop, space);
      res = pa ? poly_of_int (region, b, loop, space) : NULL;
      if (!res)
	return isl_pw_qpolynomial_free (pa);
      return code == PLUS_EXPR ? isl_pw_qpolynomial_add (pa, res)
	     : code == MINUS_EXPR ? isl_pw_qpolynomial_sub (pa, res)
	     : ph_pw_qpolynomial_mul (pa, res);
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR:
      {
	bool shift = code == LSHIFT_EXPR || code == RSHIFT_EXPR;
	if (TREE_CODE (b) != INTEGER_CST
	    || (shift ? !tree_fits_uhwi_p (b) || tree_to_uhwi (b) >= 62
		      : !tree_fits_shwi_p (b) || integer_zerop (b)))
	  {
	    ph_fail (region, "address divided by a value other than a constant");
	    return NULL;
	  }
	isl_val *d = shift ? isl_val_2exp (isl_val_int_from_ui
					     (region->ctx, tree_to_uhwi (b)))
			   : isl_val_int_from_si (region->ctx, tree_to_shwi (b));
	pa = poly_of_int (region, a, loop, space);
	if (code == LSHIFT_EXPR)
	  return isl_pw_qpolynomial_scale_val (pa, d);
	res = isl_pw_qpolynomial_scale_down_val (pa, d);
	if (res && code != EXACT_DIV_EXPR && !integer_valued_p (res))
	  {
	    ph_fail (region, "address divided inexactly (a rounding "
		     "division)");
	    return isl_pw_qpolynomial_free (res);
	  }
	return res;
      }
    default:
      ph_fail (region, "address not understood (%s)",
	       get_tree_code_name (code));
      return NULL;
    }
}

/* The value of the region's SSA name NAME used in LOOP: its scalar
   evolution, or where that gives up, the arithmetic that defines it
   when that is computed in LOOP or a loop around it.  */
static isl_pw_qpolynomial *
poly_of_region_value (struct ph_region *region, tree name, class loop *loop,
		      isl_space *space)
{
  tree chrec = ph_evolution_in_region (region, loop, name);
  if (!chrec_contains_undetermined (chrec))
    return poly_of_int (region, chrec, loop, space);
  gimple *def = SSA_NAME_DEF_STMT (name);
  class loop *def_loop = gimple_bb (def)->loop_father;
  if (!is_gimple_assign (def) || gimple_vuse (def)
      || (def_loop != loop && !flow_loop_nested_p (def_loop, loop)))
    {
      ph_fail (region, "address depends on a value computed in the loop nest "
	       "(indirect access)");
      return NULL;
    }
  return poly_of_definition (region, def, loop, space);
}

/* The integer expression or chrec EXPR, evaluated in LOOP, over SPACE.  */
static isl_pw_qpolynomial *
poly_of_int (struct ph_region *region, tree expr, class loop *loop,
	     isl_space *space)
{
  isl_pw_qpolynomial *a, *b;

  if (!expr || chrec_contains_undetermined (expr))
    {
      ph_fail (region, "address is not a polynomial of the loop counters");
      return NULL;
    }
  switch (TREE_CODE (expr))
    {
    case INTEGER_CST:
      if (!wi::fits_shwi_p (wi::to_wide (expr)))
	{
	  ph_fail (region, "offset too large");
	  return NULL;
	}
      return constant (space, isl_val_int_from_si
				(region->ctx, wi::to_wide (expr).to_shwi ()));
    case SSA_NAME:
      if (ph_is_region_value (region, expr))
	return poly_of_region_value (region, expr, loop, space);
      return isl_pw_qpolynomial_from_pw_aff
	       (isl_pw_aff_param_on_domain_id (isl_set_universe
						 (isl_space_copy (space)),
					       ph_param_id (region, expr)));
    case POLYNOMIAL_CHREC:
      if (INTEGRAL_TYPE_P (TREE_TYPE (expr)) && TYPE_UNSIGNED (TREE_TYPE (expr))
	  && (TYPE_PRECISION (TREE_TYPE (expr))
	      < TYPE_PRECISION (unsigned_type_node)))
	{
	  ph_fail (region, "address wraps in a narrow type");
	  return NULL;
	}
      return newton (region, expr, poly_of_int (region, CHREC_LEFT (expr), loop,
					     space), loop, space);
    CASE_CONVERT:
      if (narrows_p (TREE_TYPE (expr), TREE_TYPE (TREE_OPERAND (expr, 0))))
	{
	  ph_fail (region, "address wraps in a narrow type");
	  return NULL;
	}
      return poly_of_int (region, TREE_OPERAND (expr, 0), loop, space);
    case NEGATE_EXPR:
      return isl_pw_qpolynomial_neg (poly_of_int (region, TREE_OPERAND (expr, 0),
						  loop, space));
    case PLUS_EXPR:
    case MINUS_EXPR:
    case MULT_EXPR:
      a = poly_of_int (region, TREE_OPERAND (expr, 0), loop, space);
      b = a ? poly_of_int (region, TREE_OPERAND (expr, 1), loop, space) : NULL;
      if (!b)
	return isl_pw_qpolynomial_free (a);
      return TREE_CODE (expr) == PLUS_EXPR ? isl_pw_qpolynomial_add (a, b)
	     : TREE_CODE (expr) == MINUS_EXPR ? isl_pw_qpolynomial_sub (a, b)
	     : ph_pw_qpolynomial_mul (a, b);
    default:
      ph_fail (region, "address not understood (%s)",
	       get_tree_code_name (TREE_CODE (expr)));
      return NULL;
    }
}

/* Set *BASE to B unless it is set already.  */
static bool
set_base (struct ph_region *region, tree *base, tree b)
{
  if (*base)
    return ph_fail (region, "address with two base pointers");
  *base = b;
  return true;
}

/* The byte offset of the pointer expression or chrec PTR from its base,
   set in *BASE.  */
static isl_pw_qpolynomial *
poly_of_pointer (struct ph_region *region, tree ptr, class loop *loop,
		 isl_space *space, tree *base)
{
  isl_pw_qpolynomial *off;

  switch (TREE_CODE (ptr))
    {
    case SSA_NAME:
      if (ph_is_region_value (region, ptr))
	{
	  tree chrec = ph_evolution_in_region (region, loop, ptr);
	  if (!chrec_contains_undetermined (chrec))
	    return poly_of_pointer (region, chrec, loop, space, base);
	  gimple *def = SSA_NAME_DEF_STMT (ptr);
	  class loop *def_loop = gimple_bb (def)->loop_father;
	  if (!is_gimple_assign (def) || gimple_vuse (def)
	      || (def_loop != loop && !flow_loop_nested_p (def_loop, loop)))
	    {
	      ph_fail (region, "pointer computed in the loop nest (loaded from "
		       "memory)");
	      return NULL;
	    }
	  switch (gimple_assign_rhs_code (def))
	    {
	    case POINTER_PLUS_EXPR:
	      off = poly_of_pointer (region, gimple_assign_rhs1 (def), loop,
				     space, base);
	      return off ? isl_pw_qpolynomial_add
			     (off, poly_of_int (region, gimple_assign_rhs2 (def),
						loop, space))
			 : NULL;
	    case SSA_NAME:
	    CASE_CONVERT:
	      return poly_of_pointer (region, gimple_assign_rhs1 (def), loop,
				      space, base);
	    default:
	      ph_fail (region, "pointer not understood");
	      return NULL;
	    }
	}
      if (!set_base (region, base, ptr))
	return NULL;
      return constant (space, isl_val_zero (region->ctx));
    case ADDR_EXPR:
      if (!DECL_P (TREE_OPERAND (ptr, 0))
	  || !set_base (region, base, TREE_OPERAND (ptr, 0)))
	{
	  ph_fail (region, "address of something other than a variable");
	  return NULL;
	}
      return constant (space, isl_val_zero (region->ctx));
    case POINTER_PLUS_EXPR:
      off = poly_of_pointer (region, TREE_OPERAND (ptr, 0), loop, space, base);
      return off ? isl_pw_qpolynomial_add
		     (off, poly_of_int (region, TREE_OPERAND (ptr, 1), loop,
					space))
		 : NULL;
    case POLYNOMIAL_CHREC:
      return newton (region, ptr, poly_of_pointer (region, CHREC_LEFT (ptr), loop,
						space, base), loop, space);
    CASE_CONVERT:
      if (!POINTER_TYPE_P (TREE_TYPE (TREE_OPERAND (ptr, 0))))
	{
	  ph_fail (region, "pointer made from an integer");
	  return NULL;
	}
      return poly_of_pointer (region, TREE_OPERAND (ptr, 0), loop, space, base);
    default:
      ph_fail (region, "pointer not understood (%s)",
	       get_tree_code_name (TREE_CODE (ptr)));
      return NULL;
    }
}

isl_pw_qpolynomial *
ph_polynomial_of_pointer (struct ph_region *region, tree pointer,
			  class loop *loop, isl_space *space, tree *base)
{
  *base = NULL_TREE;
  return poly_of_pointer (region, pointer, loop, space, base);
}

isl_pw_qpolynomial *
ph_polynomial_of_index (struct ph_region *region, tree index, class loop *loop,
			isl_space *space)
{
  return poly_of_int (region, index, loop, space);
}
