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
isl_map *ph_band_statement_schedule (isl_multi_union_pw_aff *band,
				     isl_space *space);

/* The step of a statement's counters that advances output D of its band
   schedule SCHEDULE (kept; ph_band_statement_schedule) by one while the
   other outputs stay put; NULL where there is no single such step.  */
isl_point *ph_band_member_step (isl_map *schedule, int d);

/* The access MAP (taken) as one affine function of the statement's
   counters, or NULL where it is not one (several pieces, or a relation
   that coalescing merged from neighbouring accesses).  */
isl_multi_aff *ph_access_function (isl_map *map);

/* How the element that ACCESS (kept; ph_access_function) touches moves
   when the counters take the step STEP (kept): *MOVES_LAST when only its
   last subscript moves, by one; *MOVES_OTHER when another subscript
   moves, or the last one by more than one.  Both false when it stays.  */
void ph_access_moves (isl_multi_aff *access, isl_point *step,
		      int *moves_last, int *moves_other);

#ifdef __cplusplus
}
#endif

#endif
