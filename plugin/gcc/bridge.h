/* Declarations shared by the C++ files of the GIMPLE bridge: detection,
   extraction of the isl model, reports.  Include after gcc-plugin.h and
   the GCC headers a file needs: it brings compat.h, the shims over the
   differences between GCC versions, for the headers included so far.  */

#ifndef POLYHEDRAL_BRIDGE_H
#define POLYHEDRAL_BRIDGE_H

#include "support/compat.h"
#include "polyhedral/options.h"
#include "polyhedral/scop.h"
#include <isl/ast.h>

/* GCC's location of a loop for remarks (from tree-vectorizer.h, which
   needs much more than the bridge does).  */
extern dump_user_location_t find_loop_location (class loop *);

/* The options given on the command line, parsed in plugin_init.  */
extern struct ph_options ph_opts;

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

/* A statement of a SCoP that loads or stores memory, and the index of
   the array of the model it accesses.  */
struct ph_memory_ref
{
  gimple *stmt;
  int array;
};

/* State of the extraction of one candidate SCoP: a region of FUN made of
   consecutive loops of PARENT (region.cc).  Every function that fails
   records the first reason in WHY and returns NULL (or false); the
   caller turns it into a "missed:" remark.  */
struct ph_extract
{
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
  vec<isl_set *> bb_domains;	/* By block index; NULL until computed.  */
  /* By block index, with BB_DOMAINS: the polynomial conditions of the
     block, each nonnegative where it runs, over its loop space.  */
  vec<vec<isl_pw_qpolynomial *> > bb_guards;
  vec<struct ph_trip_bound> trip_bounds;
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
};

/* region.cc: set up the region of EXT that starts with loop FIRST and
   ends after loop LAST, a later sibling (or FIRST itself).  */
bool ph_region_init (struct ph_extract *ext, class loop *first,
		     class loop *last);

/* Record REASON (printf format) as the reason of failure of EXT unless
   one is recorded already.  Returns false, for "return ph_fail (...)".  */
bool ph_fail (struct ph_extract *ext, const char *fmt, ...)
  ATTRIBUTE_PRINTF_2;

/* Whether basic block BB is in the region of EXT.  */
bool ph_in_region (const struct ph_extract *ext, basic_block bb);

/* Whether the SSA name NAME is defined inside the region of EXT; names
   defined before it are parameters or array bases.  */
bool ph_is_region_value (const struct ph_extract *ext, tree name);

/* The counter {0, +, 1} of LOOP, a loop around the region, which the
   region sees as a parameter; NULL_TREE (and a failure) if it has none.  */
tree ph_outer_counter (struct ph_extract *ext, class loop *loop);

/* A counter of LOOP stepping by one ({start, +, 1}, start zero if
   FROM_ZERO), its start in *START; NULL_TREE if none.  */
tree ph_unit_counter (class loop *loop, bool from_zero, tree *start);

/* The depth of loop LOOP inside the region of EXT: 1 for the loops at its
   top, 0 for the parent's level and loops outside.  */
int ph_region_depth (const struct ph_extract *ext, class loop *loop);

/* The isl id of the parameter NAME, a region-invariant SSA name; a new
   reference.  */
isl_id *ph_param_id (struct ph_extract *ext, tree name);

/* The values the parameters met so far can take: their types' ranges.  */
isl_set *ph_param_ranges (struct ph_extract *ext);

/* The conditions on the parameters known to hold when the region is
   entered (the guards that lead to it).  */
isl_set *ph_entry_conditions (struct ph_extract *ext);

/* affine.cc: whether CHREC is a determined chrec of the first order
   (its steps do not vary in their own loops).  */
bool ph_simple_chrec_p (tree chrec);

/* affine.cc: the scalar evolution of NAME in LOOP, instantiated in the
   region; chrec_dont_know where GCC cannot be trusted with it.  */
tree ph_evolution_in_region (struct ph_extract *ext, class loop *loop,
			     tree name);

/* affine.cc: the value of the integer expression or chrec EXPR, evaluated
   in loop LOOP of the region, as an isl_pw_aff over the iteration space of
   LOOP (one dimension per loop of the region enclosing LOOP); SSA names
   of the region stand for their scalar evolutions.  */
isl_pw_aff *ph_affine_of_expr (struct ph_extract *ext, tree expr,
			       class loop *loop);
/* The set of LOOP's iteration space where the comparison LHS CODE RHS,
   evaluated in LOOP, holds.  */
isl_set *ph_affine_condition (struct ph_extract *ext, enum tree_code code,
			      tree lhs, tree rhs, class loop *loop);
/* The universe set of the iteration space of LOOP (0-d for the loop
   enclosing the region).  */
isl_space *ph_loop_space (struct ph_extract *ext, class loop *loop);

/* copy.cc: a load of REF into a new SSA name of TYPE (the statement's
   left-hand side), a store of VALUE into REF, their virtual operands
   for GCC's SSA update to rename; and the same inserted before *GSI
   (the load into a name of REF's type, returned).  */
gassign *ph_build_load (tree ref, tree type);
gassign *ph_build_store (tree ref, tree value);
tree ph_load_before (tree ref, gimple_stmt_iterator *gsi);
void ph_store_before (tree ref, tree value, gimple_stmt_iterator *gsi);

/* reduction.cc: whether BB only combines one memory element with a value
   by an associative, commutative operation (ph_scop.reductions), and
   its statements that do.  */
struct ph_reduction_parts
{
  gimple *load;		/* old = ELEMENT;  */
  gimple *op;		/* new = old OP value; (or value OP old)  */
  gimple *store;	/* ELEMENT = new;  */
};
bool ph_block_reduction_parts (basic_block bb,
			       struct ph_reduction_parts *parts);
bool ph_block_is_reduction (basic_block bb);
/* reduction.cc: whether CODE on values of TYPE may be reassociated and
   commuted; the operation combining partial results of a reduction by
   CODE, and the value they start from.  */
bool ph_reassociable_p (enum tree_code code, tree type);
enum tree_code ph_reduction_combiner (enum tree_code code);
tree ph_reduction_identity (enum tree_code code, tree type);

/* domain.cc: the values of the source's loop counters around BB as
   affine functions of the model's iteration counts (ph_scop.counters).  */
isl_multi_aff *ph_source_counters (struct ph_extract *ext, basic_block bb);

/* domain.cc: the set of iterations of LOOP's enclosing loops in which
   block BB executes; a new reference, or NULL on failure.  Where a
   condition is polynomial, the set is larger, and the condition is
   among the block's guards.  */
isl_set *ph_block_domain (struct ph_extract *ext, basic_block bb);
/* domain.cc: the guards of BB, whose domain is computed, as statement
   STMT_ID over DOMAIN (kept) into the model; false on failure.  */
bool ph_add_block_guards (struct ph_extract *ext, basic_block bb,
			  isl_set *domain, isl_id *stmt_id);

/* access.cc: add the accesses of the statement STMT_ID of block BB, whose
   domain is DOMAIN (kept; an anonymous set over BB's loop space), to the
   model; *ANY tells whether BB accesses anything at all.  */
bool ph_add_block_accesses (struct ph_extract *ext, basic_block bb,
			    isl_set *domain, isl_id *stmt_id, bool *any);
/* access.cc: the edge whose PHI arguments block E->src writes in the
   model: E, the latch's edge into the header when E enters an empty
   loop latch, NULL when E leaves such a latch or the region.  */
edge ph_phi_write_edge (struct ph_extract *ext, edge e);
/* access.cc: the index of the array of KIND whose base is BASE among
   the arrays of SCOP, the model of EXT (which code generation has, when
   EXT no longer does), or -1.  */
int ph_array_of (const struct ph_extract *ext, const struct ph_scop *scop,
		 tree base, enum ph_array_kind kind);
/* Whether SSA name NAME is a data value (not an affine function of the
   loop counters and parameters) defined in the region.  */
bool ph_is_region_data_value (struct ph_extract *ext, tree name);
/* Whether NAME is integer or pointer arithmetic, through a few
   definitions, of affine functions of the counters and of parameters,
   which the new code computes again from the same operations.  */
bool ph_recomputable_p (struct ph_extract *ext, tree name);

/* extract.cc: the model of the region of loops FIRST to LAST (siblings)
   of FUN, or NULL with the reason in EXT->why; with its scalars given
   arrays of their own where they can be, in up to EXPANSION_BYTES of
   stack.  EXT is initialised by the call; release it with
   ph_extract_release.  */
struct ph_scop *ph_extract_scop (struct ph_extract *ext, function *fun,
				 class loop *first, class loop *last,
				 isl_ctx *ctx, long expansion_bytes);
void ph_extract_release (struct ph_extract *ext);
/* The value of the parameter ID of EXT's SCoP, or NULL_TREE; and the
   basic block of the statement ID in FUN.  The ids carry no user
   pointer, so that a schedule parsed from isl text names the same
   ids.  */
tree ph_param_value (const struct ph_extract *ext, isl_id *id);
basic_block ph_statement_block (function *fun, isl_id *id);
/* The isl id of the statement of block BB, "S_<block index>"; a new
   reference.  */
isl_id *ph_statement_id (isl_ctx *ctx, basic_block bb);

/* place-scalars.cc: hold the scalars of the model of EXT that
   accumulate a stored value in the element stored to, where that
   changes nothing (EXT->scalar_homes); false on an isl failure.  */
bool ph_place_scalars (struct ph_extract *ext);
/* place-scalars.cc: give each scalar of the model of EXT that is not
   held in an element and not used after the region an array of its own
   along the innermost loop around its statements, where that changes
   nothing (place.h), up to EXT->expansion_bytes of them; false on an
   isl failure.  */
bool ph_expand_scalars (struct ph_extract *ext);

/* codegen.cc: regenerate the SCoP of EXT, modelled by SCOP, from AST;
   when ONLY_FOR_PARALLEL, only if a loop may run in parallel.  False,
   with a reason, if it does not; the function is then unchanged.  */
bool ph_codegen (struct ph_extract *ext, struct ph_scop *scop,
		 isl_ast_node *ast, bool only_for_parallel);

/* versioning.cc: mark the scalars of SCOP whose last value is used after
   the region of EXT (ph_array.live_out).  */
void ph_mark_live_out_scalars (struct ph_extract *ext, struct ph_scop *scop);

/* exits.cc: fold the loop exit tests of FUN that an earlier test
   decides (jump threading's copies); whether one was folded.  */
bool ph_fold_decided_exits (function *fun);

/* detect.cc: the structural checks of the region of EXT, before any
   model is built: loops, control flow and the kinds of statements.  */
bool ph_check_region (struct ph_extract *ext);

#endif
