/* Recovering the rows of flat arrays with constant strides.  */

#ifndef POLYHEDRAL_DELINEARIZE_H
#define POLYHEDRAL_DELINEARIZE_H

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Give every one-dimensional memory array of SCOP whose accesses are all
   R * q + r with 0 <= r < R (R a constant) its rows back, repeatedly:
   A[n1 * n2 * i + n2 * j + k] becomes A[i][j][k], with inner sizes
   n1 and n2.  The accesses stay exact.  Returns 0, or -1 on an isl
   error.  */
int ph_scop_delinearize (struct ph_scop *scop);

#ifdef __cplusplus
}
#endif

#endif
