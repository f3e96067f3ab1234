/* The loops of register tiles (register-tile.cc).  */

#ifndef POLYHEDRAL_CODEGEN_REGISTER_TILE_H
#define POLYHEDRAL_CODEGEN_REGISTER_TILE_H

#include "polyhedral/jam.h"

/* What the mark node MARK says if it is a register tile's, else OUTER
   (what the marks around it say).  */
const struct ph_register_tile_mark *ph_register_tile_of_mark
  (isl_ast_node *mark, const struct ph_register_tile_mark *outer);

/* Before the body BODY of the new loop LOOP is generated: whether LOOP
   is the loop of a register tile (inside its mark, with nothing but
   instances of its statement, and loops of them, in its body).  If so,
   CG notes, while the body is generated, the copies that access the
   tile's array (ph_register_tile_note_ref), for
   ph_register_tile_loop_end.  */
bool ph_register_tile_loop_begin (struct ph_codegen *cg, class loop *loop,
				  isl_ast_node *body);

/* After the body of the loop of a register tile is generated: hold the
   element of each instance in a register across the loop, the columns
   in vectors where the copies make them (tile-vectors.h), and keep
   GCC's loop vectorizer off it.  Where the body is not one straight
   path, or an element's address is not known before the loop, the loop
   stays as it was generated.  */
void ph_register_tile_loop_end (struct ph_codegen *cg);

/* Loops of a register tile's rows and columns run this many iterations
   at most: 8 rows of 24 columns of doubles with AVX-512.  */
#define PH_REGISTER_TILE_UNROLL 64

/* Inside the loop of a register tile, the loop from LB to UB by STRIDE,
   over its rows or columns, is unrolled: its trip count if it is a
   constant, at most PH_REGISTER_TILE_UNROLL; else 0.  The copies are
   unrolled here, not by isl: isl's AST took a second to unroll gemm's
   8x24 instances.  */
unsigned ph_register_tile_unroll (const struct ph_codegen *cg, tree lb,
				  tree ub, tree stride);

/* Before an instance of a statement is generated.  */
void ph_register_tile_next_instance (struct ph_codegen *cg);

/* The copy COPY of a statement accesses the model's array ARRAY.  */
void ph_register_tile_note_ref (struct ph_codegen *cg, gimple *copy,
				int array);

#endif
