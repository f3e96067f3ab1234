/* Whether a schedule's bands each run statements of one strongly
   connected component of the dependences (components.c).  */

#ifndef POLYHEDRAL_COMPONENTS_H
#define POLYHEDRAL_COMPONENTS_H

#include <isl/schedule.h>
#include <isl/union_map.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Whether every band of SCHEDULE runs statements that EDGES (kept),
   the dependences that order the statements' instances, join in one
   strongly connected component, counting only the dependences between
   instances that the bands around it run in the same iteration.
   Where it does, isl's clustering (fuse=smart) merged no components,
   and serialised (fuse=min) it finds the same bands.  False where a
   statement has no name or a band runs more than 64 statements.  */
isl_bool ph_schedule_bands_in_components (__isl_keep isl_schedule *schedule,
					  __isl_keep isl_union_map *edges);

#ifdef __cplusplus
}
#endif

#endif
