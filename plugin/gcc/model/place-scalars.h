/* Scalars held in array elements or expanded into arrays of their own
   (place-scalars.cc).  */

#ifndef POLYHEDRAL_MODEL_PLACE_SCALARS_H
#define POLYHEDRAL_MODEL_PLACE_SCALARS_H

#include "model/region.h"

/* Hold the scalars of the model of REGION that
   accumulate a stored value in the element stored to, where that
   changes nothing (REGION->scalar_homes); false on an isl failure.  */
bool ph_place_scalars (struct ph_region *region);

/* Give each scalar of the model of REGION that is not
   held in an element and not used after the region an array of its own
   along the innermost loop around its statements, where that changes
   nothing (place.h), up to REGION->expansion_bytes of them; false on an
   isl failure.  */
bool ph_expand_scalars (struct ph_region *region);

#endif
