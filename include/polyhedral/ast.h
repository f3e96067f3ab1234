/* The isl AST of a SCoP's schedule: what code generation walks.  */

#ifndef POLYHEDRAL_AST_H
#define POLYHEDRAL_AST_H

#include <stdbool.h>
#include <stdio.h>
#include <isl/ast.h>

#include "polyhedral/deps.h"
#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Which for nodes ph_ast_generate annotates, and how far.  Every loop
   may be asked whether it carries a dependence: that question, asked of
   each of the many loops of separated tiles, was a third of the time
   of building an AST.  */
enum ph_ast_annotate
{
  /* Only the innermost loops: whether they may run as vector lanes
     (ph_ast_innermost_simd), all that sequential code uses.  */
  PH_AST_INNERMOST = 0,
  /* Every loop, as the dump shows them.  */
  PH_AST_EVERY_LOOP = 1,
  /* Every loop, for parallel loops on threads: also whether their
     iterations split rows and a bound on their trips (costly on the
     loops of tiles in tiles).  */
  PH_AST_THREADS = 2
};

/* The AST of SCHEDULE, a schedule of SCOP (its original one or a new
   one), under SCOP's context, or NULL.  Each user node
   is a call whose first argument is the statement's tuple id and whose
   other arguments are the statement's iteration coordinates as
   expressions of the AST's loop iterators.  With DEPS, SCOP's
   dependences for parallel loops, every for node is annotated with a
   ph_ast_loop_info, filled in for the loops that ANNOTATE says.  Where
   the AST had to be built with no option on any band (isl's budget ran
   out with them: no separation, isolation or unrolling), sets
   *WITHOUT_OPTIONS if it is not NULL.  */
__isl_give isl_ast_node *ph_ast_generate (const struct ph_scop *scop,
					  __isl_keep isl_schedule *schedule,
					  const struct ph_parallel_deps *deps,
					  enum ph_ast_annotate annotate,
					  int *without_options);

/* What ph_ast_generate found out about a for loop: the user pointer of
   the node's annotation, which owns it and its isl objects, and frees
   them with the AST.  */
struct ph_ast_loop_info
{
  int parallel;			/* It carries no dependence but through
				   scalars each thread may have a copy of
				   and through the elements of
				   REDUCTIONS: its iterations may run in
				   any order, at once.  */
  isl_union_set *reductions;	/* For a parallel loop: the reduction
				   statements it carries, each of which
				   accumulates into one element in any
				   one execution of the loop (a universe
				   set per statement).  Each thread
				   accumulates into a copy of its own,
				   combined with the element after the
				   loop.  Empty when none.  */
  int simd;			/* It carries no dependence at all, through
				   scalars neither: consecutive iterations
				   may run as one vector operation.  */
  int splits_rows;		/* For a parallel loop, with threads, with
				   a step other than 1 or in a SCoP with
				   polynomial guards: its iterations
				   write different pieces of the same
				   rows of an array (threads given
				   neighbouring iterations would share
				   cache lines).  */
  isl_ast_expr *max_trips;	/* With THREADS, for a parallel loop and
				   the loops inside one: a bound on its
				   number of iterations in any one
				   execution, in the parameters alone;
				   NULL when unknown.  */
};

/* The annotation of the for node NODE, or NULL.  */
const struct ph_ast_loop_info *ph_ast_loop_info
  (__isl_keep isl_ast_node *node);

/* Whether the for node NODE is an innermost loop whose annotation says
   simd: its iterations may run as vector lanes with no check.  */
bool ph_ast_innermost_simd (__isl_keep isl_ast_node *node);

/* Whether the AST expression E, or every node and expression of NODE,
   uses only what the GIMPLE generator supports: for loops bounded from
   above with a positive constant step, conditionals, blocks, calls,
   marks, and integer arithmetic, comparisons and logic on values that
   fit a long.  */
bool ph_ast_expr_supported (__isl_keep isl_ast_expr *e);
bool ph_ast_supported (__isl_keep isl_ast_node *node);

/* Print NODE as C, with "#pragma omp parallel for" before each
   outermost loop that ph_ast_loop_info says is parallel (with a
   comment naming the reductions it privatises), and
   "#pragma omp simd" before each loop ph_ast_innermost_simd accepts
   ("parallel for simd" when both).  */
void ph_ast_dump (FILE *out, __isl_keep isl_ast_node *node);

#ifdef __cplusplus
}
#endif

#endif
