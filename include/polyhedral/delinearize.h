/* Recovering the rows of flat arrays.  */

#ifndef POLYHEDRAL_DELINEARIZE_H
#define POLYHEDRAL_DELINEARIZE_H

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Give every one-dimensional memory array of SCOP whose accesses are all
   R * q + r with 0 <= r < R (R a constant) its rows back, repeatedly:
   A[n1 * n2 * i + n2 * j + k] becomes A[i][j][k], with inner sizes
   n1 and n2.  The accesses stay exact.  isl_stat_error on an isl
   error.  */
isl_stat ph_scop_delinearize (struct ph_scop *scop);

/* Make the one-dimensional array INDEX of SCOP the first row of an array
   with rows of INNER_SIZES (taken) elements: every access A[f] becomes
   A[0, ..., 0, f], and the array's rows_from_flat is set.
   isl_stat_error on error.  */
isl_stat ph_scop_flat_to_rows (struct ph_scop *scop, int index,
			       __isl_take isl_multi_pw_aff *inner_sizes);

/* Narrow the context of SCOP to the parameter values for which every
   element accessed in an array with rows_from_flat lies within its row
   (0 <= subscript < size in every dimension after the first), and record
   in SCOP->assumed what the narrowing assumes beyond the context.
   True when some parameter values remain, false when none does,
   isl_bool_error on error.  */
isl_bool ph_scop_assume_rows (struct ph_scop *scop);

#ifdef __cplusplus
}
#endif

#endif
