/* isl AST expressions and quasi-polynomials as GCC trees (expr.cc).  */

#ifndef POLYHEDRAL_CODEGEN_EXPR_H
#define POLYHEDRAL_CODEGEN_EXPR_H

#include "codegen/codegen.h"

/* The value of the polynomial QP in CG->type, rounded down,
   its domain's dimensions having the values DIMS (or none if NULL);
   NULL_TREE if it cannot be computed.  */
tree ph_qpolynomial_to_tree (struct ph_codegen *cg, isl_qpolynomial *qp,
			     const vec<tree> *dims);

/* The AST expression E as a tree of CG->type (or boolean).  */
tree ph_ast_expr_to_tree (struct ph_codegen *cg, isl_ast_expr *e);

/* The SSA name of the AST iterator ID in scope, or NULL_TREE.  */
tree ph_iterator_value (struct ph_codegen *cg, isl_id *id);

#endif
