/* isl's scheduler in a process of its own, which the compiler can stop
   when it runs too long.  */

#ifndef POLYHEDRAL_SCHEDULE_PROCESS_H
#define POLYHEDRAL_SCHEDULE_PROCESS_H

#include <isl/schedule.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The schedule that isl's scheduler finds for SC (taken), read back in
   CTX, computed in the scheduler process under the scheduler options
   and the operation limit of CTX, in at most LIMIT_MS milliseconds of
   that process's processor time (or five times as long in wall time).
   NULL if it fails or is stopped; *TIMED_OUT says whether it was
   stopped.  The process is started on the first call, and again after
   it was stopped.  */
isl_schedule *ph_schedule_process_compute (isl_ctx *ctx,
					   isl_schedule_constraints *sc,
					   long limit_ms, int *timed_out);

/* End the scheduler process, if there is one, and wait for it.  */
void ph_schedule_process_stop (void);

#ifdef __cplusplus
}
#endif

#endif
