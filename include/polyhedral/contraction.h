/* Contractions: bands that accumulate into an element along one member
   and reuse their operands along the others (C[i][j] += A[i][k] *
   B[k][j]), and the register tile that suits them.  */

#ifndef POLYHEDRAL_CONTRACTION_H
#define POLYHEDRAL_CONTRACTION_H

#include <isl/schedule_node.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A contraction band: its member K along which the element stays put,
   its member I (parallel) whose strips give the rows of the register
   tile, its innermost member (parallel, the vector loop) the columns;
   the array it accumulates into and that array's element size.  */
struct ph_contraction
{
  int i, k;
  isl_id *statement;	/* Of the statement that runs along K; owned.  */
  int array;
  unsigned element_size;
};

/* Whether the permutable band NODE of SCOP (at least three members, the
   innermost parallel) is a contraction that a register tile can hold:
   exactly one statement under it runs along one member K (the others
   sit at one value of K, as an initialisation does), and that statement
   writes one element of one array, reads that array only at that
   element, and touches, at one value of K, a different element at each
   value of the other members.  Its instances may fill a triangle
   (syrk's, covariance's): the register tile then holds the tiles that
   run all their elements (jam.h).  Every instance of
   one iteration of K's loop then owns an element that no other instance
   of the iteration touches, which the new code may keep in a register
   across the loop (codegen.md, "Register tiles").  The rows run along a
   parallel member where an operand read along the innermost member
   stays put (B[k][j] along i), else along the innermost parallel member
   but the last.  Fills *C, whose statement the caller frees where the
   result is true; isl_bool_error on an isl failure.  */
isl_bool ph_band_contraction (__isl_keep isl_schedule_node *node,
			      const struct ph_scop *scop,
			      struct ph_contraction *c);

/* The register tile for elements of ELEMENT_SIZE bytes on a target
   whose vectors hold VECTOR_BYTES and that has REGISTERS of them: *ROWS
   rows of *COLUMNS elements (a multiple of the vector), as many
   accumulators as fit beside one vector of each operand, at most eight
   rows.  Returns 0, and sets nothing, where the vectors hold less than
   32 bytes (with SSE2 unroll and jam does better) or no tile of two rows
   and a vector fits.  */
int ph_register_tile_shape (int vector_bytes, int registers,
			    unsigned element_size, int *rows, int *columns);

#ifdef __cplusplus
}
#endif

#endif
