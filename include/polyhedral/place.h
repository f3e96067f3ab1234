/* Placing scalars in the array elements they end up stored to.

   sum = 0; for (k) sum += a[i][k] * b[k][j]; c[i][j] = sum; keeps its
   sum in a scalar, which every (i, j) writes: the model then orders all
   of them, and no loop can be interchanged or tiled.  Held in c[i][j]
   from its first value on, the sum is an element of an array, one per
   (i, j), and the nest is a matrix product like any other.  */

#ifndef POLYHEDRAL_PLACE_H
#define POLYHEDRAL_PLACE_H

#include <isl/id.h>
#include <isl/union_set.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Hold the scalar arrays SCALARS[0 .. N_SCALAR) of SCOP in the element
   of array TARGET that the statement ANCHOR writes: each access to them
   by an instance of a statement becomes an access to the element that
   ANCHOR writes at the instance with the same outer coordinates (as
   many as ANCHOR has).  NESTED holds the statements whose outer loops
   are those of ANCHOR, for which that is meaningful.

   Done only where nothing changes for the program: every read, of the
   scalars and of TARGET, and the final value of every element of
   TARGET, come from the same statement instances as before; ANCHOR
   writes one element of TARGET, through a must-write, and no scalar
   of the set; the other statements that access the scalars do not write TARGET.
   The scalars' arrays then record TARGET in placed_in.  True when done,
   false when not legal (SCOP unchanged), isl_bool_error on an isl
   failure.  */
isl_bool ph_scop_place_scalars (struct ph_scop *scop, const int *scalars,
				int n_scalar, __isl_keep isl_id *anchor,
				int target, __isl_keep isl_union_set *nested);

/* Expand the scalar array SCALAR of SCOP into a new memory array of one
   dimension named ID (taken), of at most MAX_ELEMENTS elements: each
   access by an instance becomes an access to the element given by the
   instance's coordinate DIM, that of the innermost loop around every
   statement that accesses the scalar.

   symm's temp2 = 0; for (k < i) temp2 += B[k][j] * A[i][k];
   C[i][j] = ... + alpha * temp2 holds one sum after another in one
   scalar, which orders every (i, j) after the last: with temp2[j], the
   j loop can go inside the k loop, along the rows of B and C.  Unlike
   a placement, it adds storage, and a memory access where a register
   did: only worth it where the new schedule pays for it.

   Done only where nothing changes for the program, checked as for a
   placement: every read has the same sources after as before, and no
   read of the scalar takes its value from before the SCoP; the scalar
   must not be used after the SCoP.  Where the elements needed depend
   on the parameters and may be more than MAX_ELEMENTS, SCOP->assumed
   gets the parameter values for which they are not.  The new array
   records DIM and its size (expansion_dim, expansion_size), the
   scalar's array its index in placed_in; the statements that access
   the scalar are no longer reductions.  True when done, false when not
   legal (SCOP unchanged), isl_bool_error on an isl failure.  */
isl_bool ph_scop_expand_scalar (struct ph_scop *scop, int scalar, int dim,
				__isl_take isl_id *id, long max_elements);

/* Drop the statement STMT from SCOP (domain, accesses, schedule) if it
   reads exactly what it writes, through must-writes, and has no
   polynomial part; the caller knows that what it writes is what it
   read: the store, into its element, of a scalar held there.  Such a
   statement comes after the whole loop that accumulates the scalar, in
   every (i, j) of a product, which costs the tiled code conditions.
   True when dropped, false when not, isl_bool_error on an isl
   failure.  */
isl_bool ph_scop_drop_copy_back (struct ph_scop *scop,
				 __isl_keep isl_id *stmt);

#ifdef __cplusplus
}
#endif

#endif
