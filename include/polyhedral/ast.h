/* The isl AST of a SCoP's schedule: what code generation walks.  */

#ifndef POLYHEDRAL_AST_H
#define POLYHEDRAL_AST_H

#include <stdbool.h>
#include <stdio.h>
#include <isl/ast.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The AST of SCHEDULE, a schedule of SCOP (its original one or a new
   one), under SCOP's context, or NULL.  Each user node
   is a call whose first argument is the statement's tuple id and whose
   other arguments are the statement's iteration coordinates as
   expressions of the AST's loop iterators.  */
isl_ast_node *ph_ast_generate (const struct ph_scop *scop,
			       isl_schedule *schedule);

/* Whether the AST expression E, or every node and expression of NODE,
   uses only what the GIMPLE generator supports: for loops bounded from
   above with a positive constant step, conditionals, blocks, calls,
   marks, and integer arithmetic, comparisons and logic on values that
   fit a long.  */
bool ph_ast_expr_supported (isl_ast_expr *e);
bool ph_ast_supported (isl_ast_node *node);

/* Print NODE as C.  */
void ph_ast_dump (FILE *out, isl_ast_node *node);

#ifdef __cplusplus
}
#endif

#endif
