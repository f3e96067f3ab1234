/* The polyhedral model of one SCoP: the boundary between the GIMPLE bridge
   (C++, plugin/gcc/) and the C core (C99, plugin/core/).

   Everything here is isl objects and plain C.  Statements, arrays and
   parameters are named by isl ids; the bridge hangs its own handles (a
   basic block, an array's base, a parameter's SSA name) on the ids' user
   pointers, which the core never looks at.  */

#ifndef POLYHEDRAL_SCOP_H
#define POLYHEDRAL_SCOP_H

#include <stdbool.h>
#include <stdio.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/set.h>
#include <isl/union_set.h>
#include <isl/union_map.h>
#include <isl/schedule.h>
#include <isl/union_map.h>
#include <isl/aff.h>
#include <isl/polynomial.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What an array of the model stands for in the source.  */
enum ph_array_kind
{
  PH_ARRAY_MEMORY,	/* An array or object in memory.  */
  PH_ARRAY_VALUE,	/* An SSA value defined in one statement, used in
			   another: a zero-dimensional scalar.  */
  PH_ARRAY_PHI		/* An SSA value merged by a PHI node: written on each
			   incoming edge, read where the PHI is.  */
};

struct ph_array
{
  isl_id *id;		/* Tuple id of the array's space.  */
  enum ph_array_kind kind;
  int n_dim;
  unsigned element_size;	/* In bytes.  */
  /* Sizes of the dimensions after the first, as isl piecewise affine
     expressions of the parameters (NULL for a zero-dimensional array);
     the outermost size is not needed for addressing.  */
  isl_multi_pw_aff *inner_sizes;
  /* For a scalar (PH_ARRAY_VALUE or PH_ARRAY_PHI): its last value is
     used after the SCoP, so a parallel loop cannot give each thread a
     copy of its own.  Set by the bridge; 0 by default.  */
  int live_out;
  /* The inner sizes are not declared: the bridge cut flat subscripts
     A[i * m + j] into rows of m elements.  The cut is exact only where
     every subscript stays within its row, which the model then assumes
     (ph_scop_assume_rows).  */
  int rows_from_flat;
  /* Some subscript of the array is a polynomial of higher degree
     (A[i * i + j], AP[i * (i + 1) / 2 + j]): its accesses are not in
     the isl relations of the SCoP but in ph_scop.nonlinear, and the
     solver decides its dependences (nonlinear.h).  */
  int nonlinear;
  /* For a scalar held in the elements of a memory array (place.h): the
     index of that array; -1 otherwise.  */
  int placed_in;
  /* For an array that the pass adds to expand a scalar (place.h): the
     coordinate of the accessing statements' instances that indexes it,
     and its number of elements; -1 and 0 for the arrays of the
     source.  */
  int expansion_dim;
  long expansion_size;
};

/* An access to an array with a polynomial subscript (or any access to
   such an array), outside isl's affine relations.  */
struct ph_nonlinear_access
{
  int array;			/* Index into ph_scop.arrays.  */
  int is_write;
  unsigned size;		/* Bytes accessed.  */
  /* The byte offset from the array's base, over the instances of the
     statement that makes the access.  */
  isl_pw_qpolynomial *offset;
};

/* A polynomial condition on the instances of a statement, which no
   affine constraint states: a loop bound j < i * i, a guard i * i > n.
   The statement runs only where NONNEG >= 0.  Its domain in
   ph_scop.domain over-approximates this (for j < i * i, j stays below
   a parameter bounding i * i), and the new code tests it.  */
struct ph_guard
{
  isl_pw_qpolynomial *nonneg;	/* Over the statement's instances.  */
};

/* Two arrays whose storage may overlap: code generation must version the
   SCoP with a run-time check that the touched ranges do not.  */
struct ph_alias_pair
{
  int a, b;		/* Indices into ph_scop.arrays.  */
};

/* A SCoP owns every isl object it points to but CTX, those of its
   arrays, nonlinear accesses and guards too: ph_scop_free frees them.  */
struct ph_scop
{
  isl_ctx *ctx;			/* Not owned.  */
  isl_set *context;		/* Known constraints on the parameters.  */
  /* Constraints on the parameters that the model assumes beyond what is
     known, and that must be checked at run time before the new code
     runs; NULL when none.  The context includes them.  */
  isl_set *assumed;
  /* What ASSUMED is made of: the subscripts of flat arrays stay in their
     rows (delinearize.h), the arrays that expand scalars are large
     enough (place.h).  */
  int assumes_rows, assumes_sizes;
  isl_union_set *domain;	/* Instances of every statement.  */
  isl_union_map *reads;
  isl_union_map *may_writes;	/* Contains the must-writes.  */
  isl_union_map *must_writes;
  isl_schedule *schedule;	/* The original execution order.  */
  /* For each statement, the values of the source's loop counters as
     functions of the model's iteration counts (j = i + count for a loop
     that starts at j = i), or NULL.  The scheduler works in these
     coordinates: on the sheared domains that counts give triangular
     nests, isl's scheduler ran for minutes.  */
  isl_union_pw_multi_aff *counters;
  /* Instances of the statements that the bridge found to be reductions
     (or NULL): each writes one element and reads it only to combine it
     with a value by an associative, commutative operation.  */
  isl_union_set *reductions;
  /* For each statement, what one instance costs the processor, as the
     bridge estimates it from the statement's operations (or NULL): OPS,
     its operations other than loads and stores; CHAIN_LATENCY, the
     cycles from a value it loads from an array it stores to the value
     it stores there, along the shortest path: the least a chain of flow
     dependences through that array takes an instance.  A statement
     with no such path (its chain, if any, runs through a scalar) has
     no chain latency.  Constant functions on the instances.  */
  isl_union_pw_aff *ops;
  isl_union_pw_aff *chain_latency;

  int n_loop;			/* Loops of the source in the SCoP.  */
  int n_array;
  struct ph_array *arrays;
  int n_alias;
  struct ph_alias_pair *aliases;
  int n_nonlinear;
  struct ph_nonlinear_access *nonlinear;
  int n_guard;
  struct ph_guard *guards;
  /* Over-approximations of the dependences through the accesses of
     NONLINEAR (ph_nonlinear_decide), or NULL while not decided.  */
  isl_union_map *nonlinear_deps;
};

struct ph_scop *ph_scop_alloc (isl_ctx *ctx);
struct ph_scop *ph_scop_free (struct ph_scop *scop);

/* Append an array; takes ID and INNER_SIZES.  Returns its index, or -1.  */
int ph_scop_add_array (struct ph_scop *scop, __isl_take isl_id *id,
		       enum ph_array_kind kind, int n_dim,
		       unsigned element_size,
		       __isl_take isl_multi_pw_aff *inner_sizes);
isl_stat ph_scop_add_alias (struct ph_scop *scop, int a, int b);
/* The index of the array of SCOP whose tuple id is ID, or -1.  */
int ph_scop_array_index (const struct ph_scop *scop, __isl_keep isl_id *id);
/* Append the guard NONNEG >= 0 (taken); isl_stat_error on failure.  */
isl_stat ph_scop_add_guard (struct ph_scop *scop,
			    __isl_take isl_pw_qpolynomial *nonneg);
/* The polynomial of guard G (a copy): NULL when it has no piece (it
   holds everywhere) or several.  */
__isl_give isl_qpolynomial *ph_guard_polynomial (const struct ph_guard *g);
/* Whether G is a guard of the statement whose tuple id is STMT.  */
bool ph_guard_on_statement (const struct ph_guard *g, __isl_keep isl_id *stmt);

/* The numbers of statements and of parameters of SCOP; isl_size_error
   on an isl failure.  */
isl_size ph_scop_n_statement (const struct ph_scop *scop);
isl_size ph_scop_n_param (const struct ph_scop *scop);

/* Whether V (taken), in size, is at least 2^31 - 2: a bound of a
   type's range, or a modulus of wrap-around, which the model writes
   into contexts, domains and relations (unsigned counters, the types
   of the parameters) and which no loop of the SCoP reaches.  */
isl_bool ph_val_is_type_sized (__isl_take isl_val *v);

/* Whether a statement domain of DOMAINS divides by a type-sized
   constant: a count that wraps around (a trip count modulo 2^32, where
   GCC computes it unsigned).  */
isl_bool ph_union_set_wraps (__isl_keep isl_union_set *domains);

/* The elements of every array that the SCoP touches, for any value of the
   parameters allowed by the context.  */
__isl_give isl_union_set *ph_scop_accessed (const struct ph_scop *scop);

/* The bytes of the boxes around the elements of each array that SCOP
   touches, for the largest parameters its context allows; -1 where a
   box has no bound known when compiling, or isl fails.  */
long ph_scop_footprint (const struct ph_scop *scop);

/* At most how many statement instances SCOP runs: the boxes around
   its statements' domains, for the largest parameters its context
   allows; -1 where a box has no bound known when compiling, or isl
   fails.  */
long ph_scop_instances (const struct ph_scop *scop);

/* Whether the statement of SPACE (taken) of SCOP makes more operations
   than the processor issues in the latency of its chain (ops and
   chain_latency): its throughput, not its chain, bounds a loop around
   it.  False where either cost is unknown.  */
isl_bool ph_statement_throughput_bound (const struct ph_scop *scop,
					__isl_take isl_space *space);

/* Whether the statement of SPACE (taken) of SCOP, as far as its costs
   tell before its dependences are known, may be a chain that
   interleaving serves: it has a chain latency and is not bound by its
   throughput, or SCOP has no costs (no ops).  */
isl_bool ph_statement_latency_chain (const struct ph_scop *scop,
				     __isl_take isl_space *space);

/* The largest number of loops around a statement of DOMAIN (kept): the
   depth of the statements that do most of the work.  isl_size_error on
   an isl failure.  */
isl_size ph_statements_depth (__isl_keep isl_union_set *domain);

/* The elements of array A in SPACE (kept, A's set space) whose indices
   after the first lie in their rows: from 0 to the size of their
   dimension less one.  In those, row-major order is lexicographic.  */
__isl_give isl_set *ph_array_rows (const struct ph_array *a,
				   __isl_keep isl_space *space);

/* Check that the model is complete and consistent: every access is from
   a statement instance of the domain, every statement is scheduled.
   isl_stat_ok when it is, isl_stat_error (with a reason in WHY) when
   not.  */
isl_stat ph_scop_check (const struct ph_scop *scop, const char **why);

/* Print the model in isl text, one labelled object per line.  */
void ph_scop_dump (FILE *out, const struct ph_scop *scop);

#ifdef __cplusplus
}
#endif

#endif
