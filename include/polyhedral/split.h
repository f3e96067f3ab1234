/* Splitting an innermost loop at the iteration that writes an element
   the loop reads at every iteration.  */

#ifndef POLYHEDRAL_SPLIT_H
#define POLYHEDRAL_SPLIT_H

#include <isl/schedule.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* In SCHEDULE of SCOP (its original schedule, where nothing else
   pays: inside tiles the split's filters make isl's AST too costly),
   split the innermost loop of every innermost band
   that reads some element at each of its iterations and writes that
   element at exactly one of them (floyd-warshall's j loop reads
   path[i][k] throughout and writes it where j = k) into the iterations
   before, that one, and those after.  The parts run in the original
   order, so the split is always legal; in each part the read is loop
   invariant, which lets GCC hoist it and vectorize the loop.  Bands
   with AST options of their own (unroll and jam) are left alone.
   *N_SPLIT counts the loops split.  Takes SCHEDULE; NULL on an isl
   failure.  */
__isl_give isl_schedule *ph_schedule_split_at_writes
  (__isl_take isl_schedule *schedule, const struct ph_scop *scop,
   int *n_split);

#ifdef __cplusplus
}
#endif

#endif
