/* The columns of a register tile as vectors (tile-vectors.cc).  */

#ifndef POLYHEDRAL_CODEGEN_TILE_VECTORS_H
#define POLYHEDRAL_CODEGEN_TILE_VECTORS_H

/* Make vectors of VECTOR_BYTES of the columns of the register tile whose
   loop is LOOP, a straight one: its N elements FIRST, by instance, are
   held in the PHI nodes PHIS, with the values CURRENT at the end of an
   iteration, and no statement of the loop stores.  Each group of as
   many instances as a vector has lanes (*LANES), whose elements follow
   each other, becomes one vector: VECTORIZED[I] is set for each of its
   instances I, whose PHI node goes and whose copies' values, now dead,
   go to DEAD, for simple_dce_from_worklist once BEFORE and AFTER are
   inserted.  The vectors' loads before the loop go to the end of
   *BEFORE and their stores after it to *AFTER.  The number of vectors;
   0, with nothing changed, where the copies do not make vectors: no
   elements in a row for a vector, or copies that compute more than
   sums, differences, products and negations of loads and of values
   that every lane shares, in the elements' type.  *GATHERED counts the
   vectors made of the lanes' loads of elements that do not follow each
   other (B[j .. j + 3][k]), one for all the rows that read them.  */
unsigned ph_tile_vectorize (class loop *loop, int vector_bytes, unsigned n,
			    const tree *first, const tree *phis,
			    const tree *current, gimple_seq *before,
			    gimple_seq *after, bitmap dead, bool *vectorized,
			    unsigned *lanes, unsigned *gathered);

#endif
