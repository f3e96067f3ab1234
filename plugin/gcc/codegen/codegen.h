/* Code generation: the state shared by its files (codegen.cc, the AST
   walk and the driver; expr.cc, expressions; copy.cc, statement copies;
   versioning.cc, the versioned region and its run-time check;
   parallel.cc, GOMP regions; register-tile.cc, the loops of register
   tiles), and its entry point.  Include after the
   GCC headers.  */

#ifndef POLYHEDRAL_CODEGEN_CODEGEN_H
#define POLYHEDRAL_CODEGEN_CODEGEN_H

#include "model/region.h"
#include "codegen/parallel.h"

/* A counter of a loop of the new code in a narrower unsigned type, an
   induction variable of its own (copy.cc).  */
struct ph_narrow_counter
{
  tree wide, type, narrow;
};

/* State of the generation of one SCoP.  */
struct ph_codegen
{
  struct ph_region *region;
  struct ph_scop *scop;
  vec<isl_id *> iter_ids;	/* AST iterators in scope...  */
  vec<tree> iter_values;	/* ...and their SSA names.  */
  vec<tree> temps;		/* Memory temporary of each scalar array of
				   SCOP, by array index, NULL until needed;
				   the address of each array that expands
				   scalars.  */
  vec<class loop *> loops;	/* The new loops, outer before inner.  */
  basic_block last_user;	/* The original block of the last statement
				   generated.  */
  tree type;			/* Type of the AST's integer expressions.  */
  bool parallel;		/* Parallel loops wanted.  */
  int in_parallel;		/* Inside a parallel loop being built.  */
  int in_too_little;		/* Inside the sequential copy of a loop
				   found at run time to have too little
				   work for its loops to have enough.  */
  int n_too_small;		/* Parallel loops left sequential for too
				   little work.  */
  vec<struct ph_parallel> regions;	/* Parallel loops to outline.  */
  vec<tree> trip_values;	/* Of REGION->trip_bounds, in order.  */
  vec<tree> condition_values;	/* Of REGION->condition_params, in
				   order.  */
  vec<int> enforced;		/* Guards (indices into SCOP->guards) that
				   the loops being generated test.  */
  vec<struct ph_narrow_counter> narrow_counters;
  /* The values of the counters of the statement instance being
     generated, by depth in the region; NULL between instances.  */
  const vec<tree> *instance_iters;
  /* The elements that the statement instance being generated holds
     scalars in, by their home store (copy.cc, home_element): computed
     once, so that every access of the instance names the same address.
     Empty between instances.  */
  vec<std::pair<gimple *, tree> > instance_homes;
  /* The reductions of the parallel loop being built: its copies of
     their statements accumulate into each thread's variables.  */
  vec<struct ph_parallel_reduction> *reductions;
  /* The dependence clique of the new code's memory references, in
     which each array of the model is a base of its own; 0 for none.  */
  unsigned short clique;
  /* Inside the mark of a register tile (jam.h): what it holds; NULL
     elsewhere.  */
  const struct ph_register_tile_mark *register_tile;
  /* While the loop of a register tile is generated (register-tile.cc):
     that loop, the number of the instance being generated, and the
     copies that access the elements of the tile's array, with the
     instance of each; NULL, 0 and empty elsewhere.  */
  class loop *tile_loop;
  unsigned tile_instance;
  vec<std::pair<gimple *, unsigned> > tile_refs;
};

/* Regenerate the SCoP of REGION, modelled by SCOP, from AST;
   when ONLY_FOR_PARALLEL, only if a loop may run in parallel.  False,
   with a reason, if it does not; the function is then unchanged.  */
bool ph_generate_scop (struct ph_region *region, struct ph_scop *scop,
		       isl_ast_node *ast, bool only_for_parallel);

#endif
