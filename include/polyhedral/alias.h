/* The extents of the arrays a SCoP touches, for run-time alias checks.  */

#ifndef POLYHEDRAL_ALIAS_H
#define POLYHEDRAL_ALIAS_H

#include <isl/aff.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The smallest (or, if UPPER, the largest) index in every dimension of
   the elements of array INDEX of SCOP that the SCoP accesses: functions
   of the parameters defined on the whole context.  NULL if an index is
   unbounded.  The accessed elements lie in the box these bounds span,
   so for a row-major array the flat offsets from the lower to the upper
   corner cover every element touched.  */
__isl_give isl_pw_aff_list *ph_scop_access_bounds (const struct ph_scop *scop,
						   int index, int upper);

/* The indices of the first (or, if UPPER, the last) element in row-major
   order of array INDEX of SCOP that the SCoP accesses: its lexicographic
   minimum (maximum), functions of the parameters defined on the whole
   context; NULL where an index but the first may leave its row (then
   row-major order is no lexicographic order), or on an isl failure.
   Inside the box of
   ph_scop_access_bounds, and where the rows of the model are wider than
   the rows touched (a diagonal R[k][k] seen as R'[k][0] in rows one
   element longer), much tighter: its upper corner is the last element
   touched, not the end of the last row of the box.  */
__isl_give isl_pw_aff_list *ph_scop_access_corner (const struct ph_scop *scop,
						   int index, int upper);

#ifdef __cplusplus
}
#endif

#endif
