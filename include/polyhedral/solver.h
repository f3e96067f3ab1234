/* Questions of nonlinear integer arithmetic: "can two accesses, ordered
   at a given level of the schedule, touch the same bytes?", written in
   SMT-LIB text (smt.c) and answered by z3 (solver.c) where the plugin
   was built with it.  Nothing else in the core depends on z3.  */

#ifndef POLYHEDRAL_SOLVER_H
#define POLYHEDRAL_SOLVER_H

#include <stdbool.h>
#include <isl/map.h>
#include <isl/polynomial.h>

#ifdef __cplusplus
extern "C" {
#endif

enum ph_verdict
{
  PH_UNSAT,		/* No solution: the accesses never overlap.  */
  PH_SAT,		/* A solution: they may.  */
  PH_UNKNOWN		/* Not decided (time-out, no solver): assume SAT.  */
};

/* Whether the plugin was built with a solver and its library loads
   (solver.c loads it here the first time).  */
bool ph_solver_available (void);

/* Decide the SMT-LIB question TEXT within TIMEOUT_MS milliseconds.  */
enum ph_verdict ph_solver_check (const char *text, int timeout_ms);

/* How many questions so far were answered from memory, without z3: the
   same question asked before with the same budget, its constants
   (declare-const) named otherwise or not.  */
long ph_solver_remembered_answers (void);

/* The question whether some pair of instances of PAIRS (source ->
   sink; existentially quantified variables are projected out, which can
   only add pairs) makes the access of SRC_SIZE bytes at byte offset SRC
   (a polynomial over the source's space) overlap the access of
   DST_SIZE bytes at DST (over the sink's), in SMT-LIB text (malloc'ed),
   or NULL if the polynomials cannot be written (floors in them).  The
   N_SRC_GUARDS polynomials SRC_GUARDS over the source's space, and the
   N_DST_GUARDS DST_GUARDS over the sink's, are nonnegative (ph_guard):
   the polynomial conditions of the two instances.  */
char *ph_smt_overlap_question (__isl_keep isl_basic_map *pairs,
			       __isl_keep isl_qpolynomial *src,
			       unsigned src_size,
			       __isl_keep isl_qpolynomial *dst,
			       unsigned dst_size,
			       __isl_keep isl_qpolynomial **src_guards,
			       int n_src_guards,
			       __isl_keep isl_qpolynomial **dst_guards,
			       int n_dst_guards);

#ifdef __cplusplus
}
#endif

#endif
