/* How the innermost loops of a schedule walk memory (stride.c).  */

#ifndef POLYHEDRAL_STRIDE_H
#define POLYHEDRAL_STRIDE_H

#include <isl/schedule.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The accesses of the deepest statements of SCOP scored by how the
   innermost loop of SCHEDULE (kept) moves them: +1 for each that walks
   with stride one, -1 for each that strides across rows, 0 for each that
   stays.  Higher is better for the vectorizer and the caches; the
   scores of two schedules of one SCoP compare.  0 when isl fails.  */
int ph_schedule_inner_stride (const struct ph_scop *scop,
			      __isl_keep isl_schedule *schedule);

/* How many of the accesses that ph_schedule_inner_stride scores stride
   across rows; -1 when isl fails.  */
int ph_schedule_inner_across_rows (const struct ph_scop *scop,
				   __isl_keep isl_schedule *schedule);

#ifdef __cplusplus
}
#endif

#endif
