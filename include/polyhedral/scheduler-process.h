/* isl's scheduler in a process of its own, which the compiler can stop
   (scheduler-process.c).  */

#ifndef POLYHEDRAL_SCHEDULER_PROCESS_H
#define POLYHEDRAL_SCHEDULER_PROCESS_H

#include <isl/schedule.h>

#ifdef __cplusplus
extern "C" {
#endif

/* isl's schedule for SC (taken), under the scheduler's options of CTX,
   computed in the scheduler's process for at most LIMIT_MS milliseconds
   of its processor time (five times as long in wall time), and read
   back in CTX; NULL when isl found none, failed or was stopped.
   *TIMED_OUT says whether it was stopped, *USED_MS how much processor
   time it took.  */
__isl_give isl_schedule *
ph_scheduler_process_compute (isl_ctx *ctx,
			      __isl_take isl_schedule_constraints *sc,
			      long limit_ms, int *timed_out, long *used_ms);

/* Processor seconds that the scheduler's process has spent so far and
   that getrusage's RUSAGE_CHILDREN does not count yet (the process has
   not been waited for).  */
double ph_scheduler_process_seconds (void);

#ifdef __cplusplus
}
#endif

#endif
