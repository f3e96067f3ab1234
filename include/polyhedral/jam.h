/* Unroll and jam of the point loops of a tile, for registers.  */

#ifndef POLYHEDRAL_JAM_H
#define POLYHEDRAL_JAM_H

#include <isl/schedule_node.h>

#include "polyhedral/contraction.h"
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

/* Interleave the chains of dependences of the permutable band NODE
   whose innermost member carries a dependence (a recurrence: each
   iteration waits for the result of the one before, so the loop runs
   at the latency of its body, not at the processor's throughput).  Its
   second innermost member M is strip-mined by FACTOR and unrolled inside
   the innermost loop, as ph_band_unroll_and_jam does, so that FACTOR
   chains are in flight at once.  Where M carries a dependence too (a
   2-D recurrence: D[i][j] from D[i - 1][j] and D[i][j - 1]), the
   innermost member is skewed by M first (j + i): the distances of the
   band are not negative, so every dependence between two of the FACTOR
   copies at one innermost value then has an innermost distance of at
   least one, and the copies are independent (a wavefront in registers).
   Legal as a tiling of a permutable band.  *SKEWED and *DONE say
   whether it skewed and interleaved: not where no strip runs FACTOR
   iterations.  Returns the band above the strips, or NODE.  */
__isl_give isl_schedule_node *ph_band_interleave_chains
  (__isl_take isl_schedule_node *node, int factor, int *skewed, int *done);

/* The name of the mark above the loop of a register tile, whose user
   pointer is a struct ph_register_tile_mark.  */
#define PH_REGISTER_TILE_MARK "ph_register_tile"

/* What the mark of a register tile says: the statement whose instances
   it unrolls (the contraction's) and the array they accumulate into.  */
struct ph_register_tile_mark
{
  isl_id *statement;
  int array;
};

/* The permutable band NODE with its member D moved innermost, the others
   in their order and every member keeping its coincidence.  Legal: any
   order of a permutable band is.  */
__isl_give isl_schedule_node *ph_band_move_member_innermost
  (__isl_take isl_schedule_node *node, int d);

/* Give the permutable point band NODE of the contraction C a register
   tile of ROWS x COLUMNS elements: strip-mine member C->I by ROWS and
   the innermost member by COLUMNS, and move C->K below the strips, with
   a mark (PH_REGISTER_TILE_MARK) above K's band.  The code generator
   unrolls the rows and columns of a strip inside K's loop and keeps
   their ROWS x COLUMNS elements in registers across it: each instance
   of an iteration owns its element (contraction.h), and GCC's
   vectorizer makes vectors of the columns.  Tiles that run all their
   ROWS x COLUMNS elements are isolated from the others (the partial
   ones at the edges, and along the diagonal of a triangle), whose
   loops have bounds that are not constants and are not unrolled.
   Legal as a tiling of a permutable band.  *DONE tells whether it did:
   not where no tile is full, or the full ones lie in several pieces.
   Returns the band of the strips, or NODE.  */
__isl_give isl_schedule_node *ph_band_register_tile
  (__isl_take isl_schedule_node *node, const struct ph_contraction *c,
   int rows, int columns, int *done);

#ifdef __cplusplus
}
#endif

#endif
