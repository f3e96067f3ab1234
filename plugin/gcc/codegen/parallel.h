/* Parallel loops run through libgomp (parallel.cc).  Include after the
   GCC headers.  */

#ifndef POLYHEDRAL_CODEGEN_PARALLEL_H
#define POLYHEDRAL_CODEGEN_PARALLEL_H

#include "model/reduction.h"

/* A reduction statement of a parallel loop: each thread accumulates
   into a variable of its own, ACC, the partial results are combined
   into the element after the loop.  */
struct ph_parallel_reduction
{
  basic_block stmt;	/* The statement's block in the original code.  */
  struct ph_reduction_parts parts;	/* Its load, operation, store.  */
  tree acc;		/* The thread's partial result...  */
  tree at;		/* ...and the address of the element, null
			   until the thread runs an iteration.  */
  tree partials;	/* Each thread's ACC...  */
  tree ats;		/* ...and AT, by thread number.  */
};

/* A parallel loop built by code generation, not yet outlined.  */
struct ph_parallel
{
  basic_block head;	/* Ends with the GIMPLE_OMP_PARALLEL.  */
  basic_block tail;	/* Ends with the region's GIMPLE_OMP_RETURN.  */
  tree child_fn;	/* The function its body moves to.  */
  location_t loc;	/* Of the source loop, for the new statements.  */
  vec<ph_parallel_reduction> reductions;	/* Its reductions.  */
};

bool ph_parallel_enabled (const struct ph_options *opts);
bool ph_parallel_allowed (const struct ph_region *region);
bool ph_function_uses_openmp (function *fun);
bool ph_parallel_add_reduction (struct ph_parallel *region,
				basic_block bb);
tree ph_parallel_reduction_guard (tree run);
void ph_parallel_combine_reductions (struct ph_parallel *region, edge e,
				     class loop *loop);
edge ph_parallel_loop_on_edge (edge e, class loop *loop, tree lb, tree ub,
			       tree stride, bool round_robin, tree *iv,
			       edge *to_body, struct ph_parallel *region);
void ph_parallel_outline (struct ph_parallel *region,
			  hash_set<tree> *privatizable);

#endif
