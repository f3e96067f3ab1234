/* The region a SCoP covers and the state of the SCoP while it lives
   (region.cc).  Include after the GCC headers a file needs: it brings
   support/compat.h, the shims over the differences between GCC versions,
   for the headers included so far.  */

#ifndef POLYHEDRAL_MODEL_REGION_H
#define POLYHEDRAL_MODEL_REGION_H

#include "support/compat.h"
#include "polyhedral/options.h"
#include "polyhedral/scop.h"
#include <isl/ast.h>

/* GCC's location of a loop for remarks (from tree-vectorizer.h, which
   needs much more than the bridge does).  */
extern dump_user_location_t find_loop_location (class loop *);

/* A parameter of the model that bounds a trip count, NAME, which has no
   definition until code generation computes it before the region.
   Either a bound of a polynomial trip count over the iterations of the
   enclosing loops (j < i * i: T >= i * i - 1), the loop's counter
   staying below it in the affine domain and the exact bound being a
   guard (ph_guard); or the exact number of latch executions of a loop
   whose exit test no formula describes (k * k <= n), counted by running
   the test (counted.cc).  */
struct ph_trip_bound
{
  tree name;
  isl_pw_qpolynomial_fold *bound;	/* Of the parameters, or NULL.  */
  /* For a counted loop: whether the loop exits at iteration COUNTER, a
     long SSA name without definition; the count stops at CAP, where
     the new code must not run.  */
  tree exits;
  tree counter;
  HOST_WIDE_INT cap;
};

/* A condition on the parameters alone that is a union of pieces, or
   whose negation is (n != 131, the else of flag == 0): a parameter of
   its own, NAME, true where the condition HOLDS (a set of the
   parameters) and false elsewhere, which code generation computes
   before the region.  In the domains, the pieces would make isl's AST
   copy the code under the condition once per piece.  */
struct ph_condition_param
{
  tree name;
  isl_set *holds;
};

/* A statement of a SCoP that loads or stores memory, and the index of
   the array of the model it accesses.  */
struct ph_memory_ref
{
  gimple *stmt;
  int array;
};

/* A choice of values inside a statement (choice.cc): block HEAD ends in
   a condition on data (it reads memory, or compares floating-point
   values: no affine function of the counters), or is a block of the
   branches of such a condition; the branches compute values without
   side effects and join at JOIN, whose PHI nodes choose between them on
   the conditions from HEAD to JOIN.  */
struct ph_choice
{
  basic_block head;
  basic_block join;
};

/* One candidate SCoP, from its detection to the end of its code
   generation: a region of FUN made of consecutive loops of PARENT, the
   model built of it (SCOP) and what ties the model to the GIMPLE (the
   SSA names of the parameters, the bases of the arrays, the memory
   references).  Every function that fails records the first reason in
   WHY and returns NULL (or false); the caller turns it into a "missed:"
   remark.  */
struct ph_region
{
  const struct ph_options *opts;	/* The plugin's options.  */
  function *fun;
  class loop *parent;		/* The loop around the region (or the
				   function's root loop).  */
  class loop *root;		/* The region's first loop.  */
  edge entry;			/* Preheader edge of ROOT.  */
  basic_block exit_bb;		/* Where the region goes on; not in it.  */
  bitmap in_region;		/* Indices of the region's blocks.  */
  vec<basic_block> blocks;	/* The same blocks.  */
  isl_ctx *ctx;
  struct ph_scop *scop;
  char why[256];		/* Empty while nothing failed.  */
  vec<tree> params;		/* SSA names, in order of first use.  */
  vec<isl_id *> param_ids;
  /* Names from before the region modelled through their definitions
     (2 * n + 8), and their values over the parameters: their types'
     ranges bound those values in the context.  */
  vec<tree> derived;
  vec<isl_pw_aff *> derived_values;
  vec<isl_set *> bb_domains;	/* By block index; NULL until computed.  */
  /* By block index, with BB_DOMAINS: the polynomial conditions of the
     block, each nonnegative where it runs, over its loop space.  */
  vec<vec<isl_pw_qpolynomial *> > bb_guards;
  vec<struct ph_trip_bound> trip_bounds;
  vec<struct ph_condition_param> condition_params;
  vec<tree> array_bases;	/* By array index of SCOP.  */
  vec<struct ph_memory_ref> memory_refs;
  /* By array index of SCOP: for a scalar held in array elements
     (place.h), the store whose element holds it; else NULL.  */
  vec<gassign *> scalar_homes;
  /* The bytes of stack the model may give the scalars it can expand
     (ph_expand_scalars; 0: none), how many it gave an array, and the
     bytes of those arrays.  */
  long expansion_bytes;
  int n_expanded;
  long expanded_bytes;
  bool sets_errno;		/* Whether a call of the region may set
				   errno (errno-calls.cc).  */
  /* The choices of values on data (choice.cc), in the order of their
     heads; by block index, for the blocks that such choices make part
     of the statement of another block (their branches and joins), that
     block, NULL for the others (empty when there is no choice); those
     blocks in an order of execution; the blocks of the branches, which
     the new code runs whatever the conditions; and the blocks whose
     condition the new code computes.  */
  vec<struct ph_choice> choices;
  vec<basic_block> stmt_heads;
  vec<basic_block> choice_blocks;
  bitmap speculated;
  bitmap decisions;
};

/* Set up REGION that starts with loop FIRST and
   ends after loop LAST, a later sibling (or FIRST itself).  */
bool ph_region_init (struct ph_region *region, class loop *first,
		     class loop *last);

/* Release what REGION holds, its model included.  */
void ph_region_release (struct ph_region *region);

/* Record REASON (printf format) as the reason of failure of REGION unless
   one is recorded already.  Returns false, for "return ph_fail (...)".  */
bool ph_fail (struct ph_region *region, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;

/* Whether basic block BB is in REGION.  */
bool ph_in_region (const struct ph_region *region, basic_block bb);

/* Whether the SSA name NAME is defined inside REGION; names
   defined before it are parameters or array bases.  */
bool ph_is_region_value (const struct ph_region *region, tree name);

/* The counter {0, +, 1} of LOOP, a loop around the region, which the
   region sees as a parameter; NULL_TREE (and a failure) if it has none.  */
tree ph_outer_counter (struct ph_region *region, class loop *loop);

/* A counter of LOOP stepping by one ({start, +, 1}, start zero if
   FROM_ZERO), its start in *START; NULL_TREE if none.  */
tree ph_unit_counter (class loop *loop, bool from_zero, tree *start);

/* The depth of loop LOOP inside REGION: 1 for the loops at its
   top, 0 for the parent's level and loops outside.  */
int ph_region_depth (const struct ph_region *region, class loop *loop);

/* The isl id of the parameter NAME, a region-invariant SSA name; a new
   reference.  */
isl_id *ph_param_id (struct ph_region *region, tree name);

/* The values the parameters met so far can take: their types' ranges.  */
isl_set *ph_param_ranges (struct ph_region *region);

/* The value of the parameter ID of REGION's SCoP, or NULL_TREE; and the
   basic block of the statement ID in FUN.  The ids carry no user
   pointer, so that a schedule parsed from isl text names the same
   ids.  */
tree ph_param_value (const struct ph_region *region, isl_id *id);
basic_block ph_statement_block (function *fun, isl_id *id);

/* The isl id of the statement of block BB, "S_<block index>"; a new
   reference.  */
isl_id *ph_statement_id (isl_ctx *ctx, basic_block bb);

#endif
