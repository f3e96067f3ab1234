/* What the target offers the register tiles of contractions
   (vectors.cc).  */

#ifndef POLYHEDRAL_SUPPORT_VECTORS_H
#define POLYHEDRAL_SUPPORT_VECTORS_H

/* The bytes of the vectors GCC's vectorizer prefers, in *BYTES, and the
   registers the register allocator may hold them in, in *REGISTERS; 0
   and 0 where the vectorizer of basic blocks is off or the target has no
   vectors.  */
void ph_target_vectors (int *bytes, int *registers);

/* Whether the target computes CODE on vectors of VECTYPE in one
   instruction or an expansion of its own (not lowered to scalars).  */
bool ph_target_vector_op (tree vectype, enum tree_code code);

#endif
