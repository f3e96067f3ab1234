/* Arrays with polynomial subscripts: their accesses as byte offsets that
   are polynomials in the loop counters and parameters (isl
   quasi-polynomials), the dependences between them decided by a solver
   for nonlinear integer arithmetic (solver.h), and their extents for
   run-time alias checks.

   The dependences are over-approximated in isl's affine terms: for each
   pair of accesses and each level of the original schedule at which the
   solver cannot rule out that they touch the same bytes, every pair of
   instances ordered at that level depends.  The scheduler, the legality
   check and the parallel loop detection then work on them as on any
   other dependence: sound, and exact where it matters (a loop whose
   level the solver proves free carries nothing).  */

#ifndef POLYHEDRAL_NONLINEAR_H
#define POLYHEDRAL_NONLINEAR_H

#include <stdbool.h>
#include <stdio.h>
#include <isl/polynomial.h>

#include "polyhedral/scop.h"
/* The arithmetic that the offsets of ph_scop_add_nonlinear_access are
   built with, which the bridge finds here.  */
#include "polyhedral/qpolynomial.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Append to SCOP an access of SIZE bytes at byte offset OFFSET (taken;
   over the instances of the accessing statement) to array INDEX, and
   mark that array nonlinear.  isl_stat_error on failure.  */
isl_stat ph_scop_add_nonlinear_access (struct ph_scop *scop, int index,
				       int is_write, unsigned size,
				       __isl_take isl_pw_qpolynomial *offset);

/* Move the affine accesses to arrays marked nonlinear out of the isl
   relations of SCOP into SCOP->nonlinear, as byte offsets, so that all
   the accesses of such an array are decided together.  isl_stat_error
   on failure.  */
isl_stat ph_scop_separate_nonlinear (struct ph_scop *scop);

/* What ph_nonlinear_decide found.  */
struct ph_nonlinear_report
{
  int n_question;	/* Questions put to the solver.  */
  int n_unsat;		/* Proved free of dependences.  */
  int n_unknown;	/* Undecided (time-out, unsupported): assumed.  */
  int n_exact;		/* Decided by isl: both offsets affine.  */
};

/* Decide the dependences between the accesses of SCOP->nonlinear in the
   original schedule, giving the solver TIMEOUT_MS milliseconds per
   question (none asked if 0), and set SCOP->nonlinear_deps.  Each question goes to LOG
   (if not NULL) in SMT-LIB text with its verdict.  isl_stat_error on
   an isl failure.  */
isl_stat ph_nonlinear_decide (struct ph_scop *scop, int timeout_ms, FILE *log,
			      struct ph_nonlinear_report *report);

/* Bounds on the bytes that SCOP touches in the nonlinear array INDEX:
   if UPPER, the byte just past the last one, else the first one, as a
   fold of quasi-polynomials in the parameters.  The extremes over all
   the pieces and polynomials of the fold bound the bytes touched for any
   value of the parameters.  NULL on failure.  */
__isl_give isl_pw_qpolynomial_fold *ph_nonlinear_extent
  (const struct ph_scop *scop, int index, int upper);

/* Whether some access of SCOP->nonlinear has a byte offset of degree
   two or more (the others are arrays accessed with two shapes).  */
bool ph_scop_has_polynomial_subscript (const struct ph_scop *scop);

/* The accesses of SCOP as affine relations for judging locality only
   (which loop walks an array with stride one, which loops reuse an
   element): its reads and writes, and for each nonlinear access a
   stand-in A[i_k..., sum of c_k * i_k], with a dimension of its own for
   each counter i_k along which the offset does not change by a constant
   and the others, by their constant strides c_k (in elements), in the
   last: AP[i * (i + 1) / 2 + j] stands in as AP[i, j].  The arrays
   that expand scalars (place.h) are left out: they hold what registers
   held, a row of values at most, and their reuse, made by the
   expansion, is no reason to tile.  */
__isl_give isl_union_map *ph_scop_locality_accesses
  (const struct ph_scop *scop);

#ifdef __cplusplus
}
#endif

#endif
