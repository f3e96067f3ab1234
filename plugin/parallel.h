/* Parallel loops run through libgomp (parallel.cc).  Include after the
   GCC headers.  */

#ifndef POLYHEDRAL_PARALLEL_H
#define POLYHEDRAL_PARALLEL_H

/* A parallel loop built by code generation, not yet outlined.  */
struct ph_parallel
{
  basic_block head;	/* Ends with the GIMPLE_OMP_PARALLEL.  */
  basic_block tail;	/* Ends with the region's GIMPLE_OMP_RETURN.  */
  tree child_fn;	/* The function its body moves to.  */
  location_t loc;	/* Of the source loop, for the new statements.  */
};

bool ph_parallel_enabled (void);
bool ph_function_uses_openmp (function *fun);
edge ph_parallel_loop_on_edge (edge e, class loop *loop, tree lb, tree ub,
			       tree stride, bool round_robin, tree run,
			       tree *iv, edge *to_body,
			       struct ph_parallel *region);
void ph_parallel_outline (struct ph_parallel *region,
			  hash_set<tree> *privatizable);

#endif
