/* Unroll and jam of the point loops of a tile, for registers.  */

#ifndef POLYHEDRAL_JAM_H
#define POLYHEDRAL_JAM_H

#include <isl/schedule_node.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* In the permutable point band NODE of SCOP, find a member other than
   the innermost, strip-mine it by FACTOR and unroll the strips that run
   all FACTOR values inside the innermost loop.  Where the innermost loop
   is parallel (GCC vectorizes it), the member is one along which every
   element written stays put (the k of C[i][j] += A[i][k] * B[k][j]):
   the FACTOR updates of an element then follow each other in one
   iteration of the vector loop, where GCC keeps the element in a
   register, and share its loads.  Where the innermost loop is such a
   reduction (its chain of additions bounds its speed), the member is a
   parallel one along which the elements move: FACTOR independent
   chains, which share the loads that do not move.  Legal as a tiling
   of a permutable band.  *DONE
   tells whether it did: not where no strip runs FACTOR iterations.
   Returns the band above the strips (the old band with the member
   stepping by FACTOR), or NODE.  */
__isl_give isl_schedule_node *ph_band_unroll_and_jam
  (__isl_take isl_schedule_node *node, const struct ph_scop *scop, int factor,
   int *done);

#ifdef __cplusplus
}
#endif

#endif
