/* Arithmetic on isl quasi-polynomials (see qpolynomial.h).  */

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
