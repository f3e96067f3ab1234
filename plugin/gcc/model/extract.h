/* The model of a region (extract.cc).  */

#ifndef POLYHEDRAL_MODEL_EXTRACT_H
#define POLYHEDRAL_MODEL_EXTRACT_H

#include "model/region.h"

/* The model of the region of loops FIRST to LAST (siblings) of FUN,
   within the limits of OPTS, or NULL with the reason in REGION->why;
   with its scalars given arrays of their own where they can be, in up
   to EXPANSION_BYTES of stack.  REGION is initialised by the call;
   release it with ph_region_release.  */
struct ph_scop *ph_extract_scop (struct ph_region *region,
				 const struct ph_options *opts, function *fun,
				 class loop *first, class loop *last,
				 isl_ctx *ctx, long expansion_bytes);

#endif
