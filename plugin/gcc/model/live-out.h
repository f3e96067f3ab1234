/* Scalars whose last value is used after the region (live-out.cc).  */

#ifndef POLYHEDRAL_MODEL_LIVE_OUT_H
#define POLYHEDRAL_MODEL_LIVE_OUT_H

#include "model/region.h"

/* Mark the scalars of SCOP whose last value is used after
   REGION (ph_array.live_out).  */
void ph_mark_live_out_scalars (struct ph_region *region, struct ph_scop *scop);

/* Whether NAME, an SSA name defined in REGION, is used after it, apart
   from the exit block's PHI nodes and the block SKIP (or NULL).  */
bool ph_used_after_region (struct ph_region *region, tree name,
			   basic_block skip);

#endif
