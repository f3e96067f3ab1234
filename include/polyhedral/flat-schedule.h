/* A schedule flattened into one map from statement instances to time
   vectors of one common length, where instances of different statements
   compare lexicographically.  */

#ifndef POLYHEDRAL_FLAT_SCHEDULE_H
#define POLYHEDRAL_FLAT_SCHEDULE_H

#include <isl/schedule.h>
#include <isl/union_map.h>

#ifdef __cplusplus
extern "C" {
#endif

/* SCHEDULE as one map from statement instances to a time vector of one
   common length (shorter vectors padded with zeros at the end, which
   keeps their order), so that instances of different statements compare
   lexicographically.  */
__isl_give isl_union_map *ph_schedule_flat_map
  (__isl_keep isl_schedule *schedule);

/* SCHEDULE's flat map with its time run backwards: each time vector
   negated, so that the instances come in the reverse order.  */
__isl_give isl_union_map *ph_schedule_reversed_map
  (__isl_keep isl_schedule *schedule);

/* The length of the time vectors of FLAT (kept), a map of
   ph_schedule_flat_map; 0 when FLAT is empty, -1 on error.  */
isl_size ph_flat_time_dim (__isl_keep isl_union_map *flat);

#ifdef __cplusplus
}
#endif

#endif
