/* Arithmetic on isl quasi-polynomials (see qpolynomial.h).  */

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/polynomial.h>
#include <isl/space.h>
#include <isl/val.h>

#include "polyhedral/qpolynomial.h"

/* Make *USER (an isl_val *) a multiple of the denominator of the
   coefficient of TERM (taken).  */
static isl_stat
lcm_of_denominator (isl_term *term, void *user)
{
  isl_val **lcm = user;
  isl_val *c = isl_term_get_coefficient_val (term);
  isl_val *den = isl_val_get_den_val (c);
  isl_val *gcd = isl_val_gcd (isl_val_copy (*lcm), isl_val_copy (den));

  *lcm = isl_val_mul (isl_val_div (*lcm, gcd), den);
  isl_val_free (c);
  isl_term_free (term);
  return isl_stat_ok;
}

__isl_give isl_val *
ph_qpolynomial_denominator_lcm (__isl_keep isl_qpolynomial *qp,
				__isl_take isl_val *lcm)
{
  if (isl_qpolynomial_foreach_term (qp, lcm_of_denominator, &lcm) < 0)
    return isl_val_free (lcm);
  return lcm;
}

/* The kinds of variables a term of a quasi-polynomial has exponents
   of.  */
static const enum isl_dim_type term_dims[]
  = { isl_dim_param, isl_dim_set, isl_dim_div };

/* The degree of TERM (kept), or -1 on error.  */
static int
term_degree (isl_term *term)
{
  int degree = 0;

  for (size_t t = 0; t < sizeof term_dims / sizeof term_dims[0]; t++)
    {
      isl_size n = isl_term_dim (term, term_dims[t]);

      if (n < 0)
	return -1;
      for (int i = 0; i < n; i++)
	degree += isl_term_get_exp (term, term_dims[t], i);
    }
  return degree;
}

/* Stop unless TERM (taken) is of degree at most one with an integer
   coefficient.  */
static isl_stat
stop_at_nonaffine_term (isl_term *term, void *user)
{
  isl_val *c = isl_term_get_coefficient_val (term);
  int degree = term_degree (term);
  isl_bool integer = isl_val_is_int (c);

  (void) user;
  isl_val_free (c);
  isl_term_free (term);
  return degree >= 0 && degree <= 1 && integer == isl_bool_true
	 ? isl_stat_ok : isl_stat_error;
}

isl_bool
ph_qpolynomial_isa_aff (__isl_keep isl_qpolynomial *qp)
{
  if (!qp)
    return isl_bool_error;
  return isl_bool_ok (isl_qpolynomial_foreach_term
			(qp, &stop_at_nonaffine_term, NULL) >= 0);
}

/* The variable of TERM (kept) of exponent one, as a function on the
   domain space of *SUM, or its constant one if there is none.  */
static isl_aff *
term_variable (isl_term *term, isl_aff *sum)
{
  isl_local_space *ls = isl_local_space_from_space
			  (isl_aff_get_domain_space (sum));

  for (size_t t = 0; t < sizeof term_dims / sizeof term_dims[0]; t++)
    {
      isl_size n = isl_term_dim (term, term_dims[t]);

      for (int i = 0; i < n; i++)
	{
	  if (isl_term_get_exp (term, term_dims[t], i) != 1)
	    continue;
	  if (term_dims[t] != isl_dim_div)
	    return isl_aff_var_on_domain (ls, term_dims[t], i);
	  isl_local_space_free (ls);
	  return isl_aff_floor (isl_term_get_div (term, i));
	}
    }
  return isl_aff_val_on_domain (ls, isl_val_one (isl_term_get_ctx (term)));
}

/* Add TERM (taken), of degree at most one, to *USER (an isl_aff *).  */
static isl_stat
add_term (isl_term *term, void *user)
{
  isl_aff **sum = user;
  isl_aff *var = term_variable (term, *sum);

  var = isl_aff_scale_val (var, isl_term_get_coefficient_val (term));
  *sum = isl_aff_add (*sum, var);
  isl_term_free (term);
  return *sum ? isl_stat_ok : isl_stat_error;
}

__isl_give isl_aff *
ph_qpolynomial_as_aff (__isl_keep isl_qpolynomial *qp)
{
  isl_aff *sum;

  if (!qp)
    return NULL;
  sum = isl_aff_zero_on_domain (isl_local_space_from_space
				  (isl_qpolynomial_get_domain_space (qp)));
  if (isl_qpolynomial_foreach_term (qp, &add_term, &sum) < 0)
    return isl_aff_free (sum);
  return sum;
}

/* A (taken) with the parameters of the space MODEL (kept) added.  */
static isl_pw_qpolynomial *
with_params (isl_pw_qpolynomial *a, isl_space *model)
{
  isl_space *own = isl_pw_qpolynomial_get_space (a);
  isl_bool same = isl_space_has_equal_params (own, model);

  isl_space_free (own);
  if (same != isl_bool_false)
    return a;
  isl_space *space = isl_space_align_params
		       (isl_pw_qpolynomial_get_space (a),
			isl_space_copy (model));
  isl_union_pw_qpolynomial *u = isl_union_pw_qpolynomial_align_params
    (isl_union_pw_qpolynomial_from_pw_qpolynomial (a),
     isl_space_params (isl_space_copy (model)));

  a = isl_union_pw_qpolynomial_extract_pw_qpolynomial (u, space);
  isl_union_pw_qpolynomial_free (u);
  return a;
}

__isl_give isl_pw_qpolynomial *
ph_pw_qpolynomial_mul (__isl_take isl_pw_qpolynomial *a,
		       __isl_take isl_pw_qpolynomial *b)
{
  isl_space *params;

  if (!a || !b)
    {
      isl_pw_qpolynomial_free (a);
      isl_pw_qpolynomial_free (b);
      return NULL;
    }
  params = isl_space_align_params (isl_pw_qpolynomial_get_domain_space (a),
				   isl_pw_qpolynomial_get_domain_space (b));
  a = with_params (a, params);
  b = with_params (b, params);
  isl_space_free (params);
  return isl_pw_qpolynomial_mul (a, b);
}
