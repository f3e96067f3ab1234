/* Shared state and functions of code generation (codegen.cc: the AST
   walk and the driver; copy.cc: statement copies and the values they
   use; versioning.cc: the versioned region and its run-time alias check).
   Include after the GCC headers and bridge.h.  */

#ifndef POLYHEDRAL_CODEGEN_H
#define POLYHEDRAL_CODEGEN_H

#include "codegen/parallel.h"

/* A counter of a loop of the new code in a narrower unsigned type, an
   induction variable of its own (copy.cc).  */
struct ph_narrow_counter
{
  tree wide, type, narrow;
};

/* State of the generation of one SCoP.  */
struct codegen
{
  struct ph_extract *ext;
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
  vec<tree> trip_values;	/* Of EXT->trip_bounds, in order.  */
  vec<int> enforced;		/* Guards (indices into SCOP->guards) that
				   the loops being generated test.  */
  vec<struct ph_narrow_counter> narrow_counters;
  /* The values of the counters of the statement instance being
     generated, by depth in the region; NULL between instances.  */
  const vec<tree> *instance_iters;
  /* The reductions of the parallel loop being built: its copies of
     their statements accumulate into each thread's variables.  */
  vec<struct ph_parallel_reduction> *reductions;
  /* The dependence clique of the new code's memory references, in
     which each array of the model is a base of its own; 0 for none.  */
  unsigned short clique;
};

/* copy.cc: the index of the scalar array of KIND whose base is NAME in
   the model, or -1.  */
int ph_scalar_index (struct codegen *cg, tree name, enum ph_array_kind kind);
/* copy.cc: a load of scalar array INDEX into a new SSA name of TYPE,
   inserted before *GSI; and a store of VALUE into it, before *GSI.  */
tree ph_load_scalar (struct codegen *cg, int index, gimple_stmt_iterator *gsi,
		     tree type);
void ph_store_scalar (struct codegen *cg, int index, tree value,
		      gimple_stmt_iterator *gsi);
/* copy.cc: the arrays that expand scalars (place.h) as variables of the
   function, and their addresses, set before *GSI, at the start of the
   new code.  */
void ph_expansion_arrays (struct codegen *cg, gimple_stmt_iterator *gsi);
/* copy.cc: whether the statement of BB can be copied, and whether every
   value used after the region can be given by the new code; false with
   a reason otherwise.  */
bool ph_block_copyable (struct codegen *cg, basic_block bb);
bool ph_live_outs_connectable (struct codegen *cg);
/* copy.cc: generate the statement instance of the AST call CALL on edge
   NEXT_E; the edge after it.  */
edge ph_generate_user (struct codegen *cg, isl_ast_expr *call, edge next_e);

/* versioning.cc: the value of the polynomial QP in CG->type, rounded down,
   its domain's dimensions having the values DIMS (or none if NULL);
   NULL_TREE if it cannot be computed.  */
tree ph_qpolynomial_to_tree (struct codegen *cg, isl_qpolynomial *qp,
			     const vec<tree> *dims);

/* codegen.cc: the AST expression E as a tree of CG->type (or boolean).  */
tree ph_ast_expr_to_tree (struct codegen *cg, isl_ast_expr *e);
/* codegen.cc: the true (or false) edge of the condition block COND_BB.  */
edge ph_branch_edge (basic_block cond_bb, bool value);

/* versioning.cc: the run-time condition for the new code (alias check and
   the model's assumptions), or NULL_TREE with a reason; the region put in a version under CHECK,
   returning the edge to generate the new code on; and the connection of
   the region's results to the new code's end on edge LAST.  */
tree ph_runtime_check (struct codegen *cg);
edge ph_version_region (struct codegen *cg, tree check);
void ph_connect_results (struct codegen *cg, edge last);

#endif
