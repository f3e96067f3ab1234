/* The structural checks of SCoP detection (detect.cc).  */

#ifndef POLYHEDRAL_MODEL_DETECT_H
#define POLYHEDRAL_MODEL_DETECT_H

#include "model/region.h"

/* The structural checks of REGION, before any
   model is built: loops, control flow and the kinds of statements.  */
bool ph_check_region (struct ph_region *region);

#endif
