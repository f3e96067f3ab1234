/* A band of a schedule seen from one statement: its members as affine
   functions of the statement's counters, the step of the counters that
   advances one member, and what that step does to an access.  */

#ifndef POLYHEDRAL_BAND_H
#define POLYHEDRAL_BAND_H

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/space.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The schedule of BAND (kept) for the statement space SPACE (kept), one
   output per member, followed by the counters no member depends on (the
   loops inside the band); NULL where a member has several pieces.  */
__isl_give isl_map *ph_band_statement_schedule
  (__isl_keep isl_multi_union_pw_aff *band, __isl_keep isl_space *space);

/* The step of a statement's counters that advances output D of its band
   schedule SCHEDULE (kept; ph_band_statement_schedule) by one while the
   other outputs stay put; NULL where there is no single such step.  */
__isl_give isl_point *ph_band_member_step (__isl_keep isl_map *schedule,
					   int d);

/* The access MAP (taken) as one affine function of the statement's
   counters, or NULL where it is not one (several pieces, or a relation
   that coalescing merged from neighbouring accesses).  */
__isl_give isl_multi_aff *ph_access_function (__isl_take isl_map *map);

/* How the element that ACCESS (kept; ph_access_function) touches moves
   when the counters take the step STEP (kept): *MOVES_LAST when only its
   last subscript moves, by one; *MOVES_OTHER when another subscript
   moves, or the last one by more than one.  Both false when it stays.  */
void ph_access_moves (__isl_keep isl_multi_aff *access,
		      __isl_keep isl_point *step, int *moves_last,
		      int *moves_other);

#ifdef __cplusplus
}
#endif

#endif
