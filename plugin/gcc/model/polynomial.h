/* Byte offsets of memory accesses as polynomials of any degree in the
   loop counters and the parameters (polynomial.cc).  */

#ifndef POLYHEDRAL_MODEL_POLYNOMIAL_H
#define POLYHEDRAL_MODEL_POLYNOMIAL_H

#include <isl/polynomial.h>

/* The byte offset of the address POINTER, used in LOOP, from its base
   (a region-invariant pointer or a declaration, in *BASE), over the
   iteration space SPACE (kept); NULL with a reason in REGION.  */
isl_pw_qpolynomial *ph_polynomial_of_pointer (struct ph_region *region,
					      tree pointer, class loop *loop,
					      isl_space *space, tree *base);

/* The integer INDEX used in LOOP over SPACE (kept); NULL with a reason.  */
isl_pw_qpolynomial *ph_polynomial_of_index (struct ph_region *region,
					    tree index, class loop *loop,
					    isl_space *space);

#endif
