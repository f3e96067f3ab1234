/* Tiling the permutable bands of a schedule, and skewing tiles into
   wavefronts.  */

#ifndef POLYHEDRAL_TILE_H
#define POLYHEDRAL_TILE_H

#include <isl/schedule.h>

#include "polyhedral/options.h"
#include "polyhedral/scop.h"
#include "polyhedral/deps.h"

#ifdef __cplusplus
extern "C" {
#endif

/* What ph_schedule_tile did, for the remarks.  */
struct ph_tile_report
{
  int n_tiled;		/* Bands tiled.  */
  char sizes[96];	/* Tile sizes of the first band tiled: "32x32".  */
  int n_whole_innermost;	/* Skewed bands tiled in all members but
			   their innermost, left whole for the
			   vectorizer.  */
  int n_statements_apart;	/* Skewed bands of two members tiled in
				   both, each statement with an innermost
				   loop of its own.  */
  int n_wavefront;	/* Bands skewed so that an inner loop is
			   parallel.  */
  int n_in_cache;	/* Bands not tiled: the data of one iteration of
			   their outer member fit in the L1 cache.  */
  int n_jammed;		/* Tiles whose point loops were unrolled and
			   jammed...  */
  long jam_factor;	/* ...by this factor.  */
  int n_interleaved;	/* Untiled bands whose chains of dependences
			   were interleaved (jam.h)...  */
  int n_interleave_skewed; /* ...of which skewed first...  */
  long interleave_factor;	/* ...by this factor.  */
  int n_work_bound;	/* Untiled bands with one chain of dependences
			   that were not interleaved: their statements'
			   work, not the chain, bounds them.  */
  int n_register_tiled;	/* Contraction bands given register tiles
			   (jam.h)...  */
  int register_rows, register_columns;	/* ...of this shape, in blocks
					   of MC rows, KC steps of the
					   reduction and NC columns (the
					   tile sizes of those members).  */
  long register_mc, register_kc, register_nc;
};

/* Move, in every permutable band of SCHEDULE (of SCOP), the member that
   most accesses walk with stride one (only their last subscript moves,
   by one) innermost, so that the innermost loop is the one GCC's
   vectorizer takes; any order of a permutable band is legal.  Takes
   SCHEDULE; NULL on an isl failure.  */
__isl_give isl_schedule *ph_schedule_order_for_vectors
  (__isl_take isl_schedule *schedule, const struct ph_scop *scop);

/* Tile every permutable band of SCHEDULE (of SCOP) that has at least two
   members and reuse along a member other than its innermost one, with
   the sizes of OPTS (and a second level of tiles when OPTS asks).  A
   skewed band whose source's innermost loop is vector code is tiled in
   all its members but the innermost, which runs whole inside the tiles
   (no unroll and jam there); one of two members is tiled in both, in
   wide tiles, each statement under it with an innermost loop of its
   own where that is legal.  Then skew the tile loops of a band whose
   members all carry dependences into a wavefront, so that the second
   tile loop is parallel (for the wide tiles of a 1-D stencil, only in a
   SCoP without parameters), or the third where the first is a loop of
   time (no accessed element depends on it), unless DEPS has reduction
   dependences under the band (they tie every tile to every other,
   wavefront or not).  (Point loops are never skewed: a diagonal inner
   loop defeats the vectorizer.)  Point loops whose innermost member is
   parallel are unrolled and jammed by OPTS's factor (jam.h).  Takes
   SCHEDULE; NULL on an isl failure.  */
__isl_give isl_schedule *ph_schedule_tile (__isl_take isl_schedule *schedule,
					   const struct ph_scop *scop,
					   const struct ph_deps *deps,
					   const struct ph_options *opts,
					   struct ph_tile_report *report);

/* Skew the band NODE of permutable members, none of them coincident,
   into a wavefront along its members POS and POS + 1: member POS
   becomes their sum, after which member POS + 1 carries no dependence
   that the members up to POS do not, and is marked coincident.  A band
   of fewer than POS + 2 members is returned as it is.  Returns the new
   band.  */
__isl_give isl_schedule_node *ph_band_wavefront
  (__isl_take isl_schedule_node *node, int pos);

#ifdef __cplusplus
}
#endif

#endif
