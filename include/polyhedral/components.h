/* Strongly connected components of the dependences: whether a
   schedule's bands each run statements of one, and the proximity
   between them that fusion cannot use (components.c).  */

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

/* PROXIMITY (taken) without its relations between two statements that
   EDGES (kept) do not join in one strongly connected component, where
   one has an outermost loop that the dependences of its own component
   pin outside (one they carry goes backwards in another loop: a time
   loop whose steps read their neighbours' last values) and the other
   has fewer loops (DOMAIN, kept): an initialisation before a time
   loop, an output after it.  No fusion of the two brings their reuse
   closer beyond one step of the time loop, and isl's clustering
   (fuse=smart) tries such merges, one schedule each.  On failure, or
   with more than 64 statements, PROXIMITY as it was.  */
__isl_give isl_union_map *ph_union_map_drop_unfusable_proximity
  (__isl_take isl_union_map *proximity, __isl_keep isl_union_map *edges,
   __isl_keep isl_union_set *domain);

#ifdef __cplusplus
}
#endif

#endif
