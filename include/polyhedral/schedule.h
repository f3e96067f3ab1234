/* Computing a new schedule for a SCoP, and checking any schedule
   against the SCoP's dependences.  */

#ifndef POLYHEDRAL_SCHEDULE_H
#define POLYHEDRAL_SCHEDULE_H

#include <isl/schedule.h>
#include <isl/union_map.h>

#include "polyhedral/deps.h"
#include "polyhedral/flat-schedule.h"
#include "polyhedral/options.h"
#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* isl's scheduler run Pluto-style on SCOP: every dependence of DEPS must
   be respected, flow dependences are kept close (locality), and the
   outermost dimensions carry no dependence where possible (parallelism).
   Fusion, coefficient bounds and the time allowed from OPTS: a run
   takes at most max-schedule-time of processor time, and at most
   *BUDGET_MS, what is left of the SCoP's own budget for all its runs,
   less what this run took on return (none is left: no run, as if out of
   time).  NULL when the scheduler fails, runs out of operations or out
   of time (then *TIMED_OUT is set).  */
__isl_give isl_schedule *ph_schedule_compute (const struct ph_scop *scop,
					      const struct ph_deps *deps,
					      const struct ph_options *opts,
					      long *budget_ms,
					      int *timed_out);

/* The dependences of DEPS that SCHEDULE violates: the pairs whose sink
   does not run strictly after their source.  Empty for a legal
   schedule; NULL on an isl failure.  */
__isl_give isl_union_map *ph_schedule_violations
  (__isl_keep isl_schedule *schedule, const struct ph_deps *deps);

/* SCHEDULE (taken) with each band and the band inside it joined into
   one permutable band where every dependence of DEPS (ph_deps_order;
   ph_deps_all where a private scalar's live range would cross the
   joined band's points) left to them runs forward or stays along each
   of their members.  isl ends a band where a scalar's live ranges let its anti
   dependences run backwards (conditional validity), even where the
   next band permutes with it (nussinov's j, then i), which leaves
   nothing to tile.  */
__isl_give isl_schedule *ph_schedule_merge_bands
  (__isl_take isl_schedule *schedule, const struct ph_deps *deps);

/* Whether SCHEDULE keeps every read of a private scalar of SCOP
   (ph_scop_private_scalars) taking its value from the same write as
   SCOP's own schedule does, or from before the SCoP where that one does:
   with ph_schedule_violations of relaxed dependences, what makes it
   legal.  */
isl_bool ph_schedule_keeps_scalar_flow (const struct ph_scop *scop,
					__isl_keep isl_schedule *schedule);

#ifdef __cplusplus
}
#endif

#endif
