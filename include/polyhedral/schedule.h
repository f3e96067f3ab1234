/* Computing a new schedule for a SCoP, and checking any schedule
   against the SCoP's dependences.  */

#ifndef POLYHEDRAL_SCHEDULE_H
#define POLYHEDRAL_SCHEDULE_H

#include <isl/schedule.h>
#include <isl/union_map.h>

#include "polyhedral/deps.h"
#include "polyhedral/options.h"
#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* isl's scheduler run Pluto-style on SCOP: every dependence of DEPS must
   be respected, flow dependences are kept close (locality), and the
   outermost dimensions carry no dependence where possible (parallelism).
   Fusion, coefficient bounds and the time allowed from OPTS.  NULL when
   the scheduler fails, runs out of operations or out of time (then
   *TIMED_OUT is set).  */
isl_schedule *ph_schedule_compute (const struct ph_scop *scop,
				   const struct ph_deps *deps,
				   const struct ph_options *opts,
				   int *timed_out);

/* SCHEDULE as one map from statement instances to a time vector of one
   common length (shorter vectors padded with zeros at the end, which
   keeps their order), so that instances of different statements compare
   lexicographically.  */
isl_union_map *ph_schedule_flat_map (isl_schedule *schedule);

/* The dependences of DEPS that SCHEDULE violates: the pairs whose sink
   does not run strictly after their source.  Empty for a legal
   schedule; NULL on an isl failure.  */
isl_union_map *ph_schedule_violations (isl_schedule *schedule,
				       const struct ph_deps *deps);

#ifdef __cplusplus
}
#endif

#endif
