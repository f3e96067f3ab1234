/* Statement copies and the values they use (copy.cc).  */

#ifndef POLYHEDRAL_CODEGEN_COPY_H
#define POLYHEDRAL_CODEGEN_COPY_H

#include "codegen/codegen.h"

/* The index of the scalar array of KIND whose base is NAME in
   the model, or -1.  */
int ph_scalar_index (struct ph_codegen *cg, tree name, enum ph_array_kind kind);

/* A load of scalar array INDEX into a new SSA name of TYPE,
   inserted before *GSI; and a store of VALUE into it, before *GSI.  */
tree ph_load_scalar (struct ph_codegen *cg, int index, gimple_stmt_iterator *gsi,
		     tree type);
void ph_store_scalar (struct ph_codegen *cg, int index, tree value,
		      gimple_stmt_iterator *gsi);

/* The arrays that expand scalars (place.h) as variables of the
   function, and their addresses, set before *GSI, at the start of the
   new code.  */
void ph_expansion_arrays (struct ph_codegen *cg, gimple_stmt_iterator *gsi);

/* Whether the statement of BB can be copied, and whether every
   value used after the region can be given by the new code; false with
   a reason otherwise.  */
bool ph_block_copyable (struct ph_codegen *cg, basic_block bb);
bool ph_live_outs_connectable (struct ph_codegen *cg);

/* Generate the statement instance of the AST call CALL on edge
   NEXT_E; the edge after it.  */
edge ph_generate_user (struct ph_codegen *cg, isl_ast_expr *call, edge next_e);

#endif
