/* Arithmetic on isl quasi-polynomials that isl lacks, for the byte
   offsets of polynomial subscripts: to build them (the bridge,
   nonlinear.c) and to write them out (smt.c, the bridge's run-time
   checks).  It uses nothing else of the core: nonlinear.c asks smt.c
   its questions, so smt.c must not call back into nonlinear.c.  */

#ifndef POLYHEDRAL_QPOLYNOMIAL_H
#define POLYHEDRAL_QPOLYNOMIAL_H

#include <isl/aff.h>
#include <isl/polynomial.h>
#include <isl/val.h>

#ifdef __cplusplus
extern "C" {
#endif

/* LCM (taken) times what makes it a multiple of the denominator of every
   coefficient of QP: the factor that makes QP's coefficients integers.  */
__isl_give isl_val *ph_qpolynomial_denominator_lcm
  (__isl_keep isl_qpolynomial *qp, __isl_take isl_val *lcm);

/* Whether QP (kept) is affine with integer coefficients: no term of
   degree two or more in its parameters, variables and integer
   divisions (a subscript of an array accessed with two shapes, or of
   rows whose size is a constant).  */
isl_bool ph_qpolynomial_isa_aff (__isl_keep isl_qpolynomial *qp);

/* QP (kept), of which ph_qpolynomial_isa_aff holds, as an isl_aff on
   its domain.  */
__isl_give isl_aff *ph_qpolynomial_as_aff (__isl_keep isl_qpolynomial *qp);

/* The product of A and B (both taken), whatever their parameters:
   isl_pw_qpolynomial_mul wants the same ones in the same order.  */
__isl_give isl_pw_qpolynomial *ph_pw_qpolynomial_mul
  (__isl_take isl_pw_qpolynomial *a, __isl_take isl_pw_qpolynomial *b);

#ifdef __cplusplus
}
#endif

#endif
