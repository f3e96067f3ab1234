/* Schedule constraints as the plain numbers of their constraint
   matrices, for the trip to the scheduler's process and back into isl
   without isl's parser (constraint-matrices.c).  */

#ifndef POLYHEDRAL_CONSTRAINT_MATRICES_H
#define POLYHEDRAL_CONSTRAINT_MATRICES_H

#include <isl/ctx.h>
#include <isl/schedule.h>

#ifdef __cplusplus
extern "C" {
#endif

/* SC's domain, context and relations as text of their constraint
   matrices (to free); NULL where SC cannot be written so (a relation
   with integer divisions or nested spaces, a name that is not one
   word) or on error: the caller then sends isl's own text.  */
char *ph_schedule_constraints_to_matrix_str
  (__isl_keep isl_schedule_constraints *sc);

/* The schedule constraints that TEXT, written by
   ph_schedule_constraints_to_matrix_str, describes, in CTX; NULL if
   TEXT is not such a text.  */
__isl_give isl_schedule_constraints *
ph_schedule_constraints_read_from_matrix_str (isl_ctx *ctx, const char *text);

#ifdef __cplusplus
}
#endif

#endif
