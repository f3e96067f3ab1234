/* Exact dependences between the statement instances of a SCoP.  */

#ifndef POLYHEDRAL_DEPS_H
#define POLYHEDRAL_DEPS_H

#include <stdbool.h>
#include <stdio.h>
#include <isl/union_map.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

struct ph_parallel_deps;

/* Each relation maps a source instance to the sink instances that must
   stay after it, over arrays and scalars alike.  The relations are the
   struct's own: ph_deps_free frees them.  Anti and output dependences
   pair an access with every later write of its element, except through
   a private scalar (ph_array_privatizable), where they reach the writes
   up to the next must-write only: both kinds admit the same schedules
   (deps.c).  */
struct ph_deps
{
  isl_union_map *flow;		/* A write, then a read of its value.  */
  isl_union_map *anti;		/* A read, then a later write there.  */
  isl_union_map *output;	/* A write, then a later write there.  */
  /* Between instances of one reduction statement, through the element
     it accumulates into: they order nothing but the operands of an
     associative, commutative operation, so they do not constrain the
     order of a schedule (they are left out of the three above), but
     the instances cannot run in parallel without privatisation.  */
  isl_union_map *reduction;
  /* Through arrays with polynomial subscripts: the over-approximation
     that the solver left (ph_scop.nonlinear_deps), of no kind above.  */
  isl_union_map *nonlinear;
  /* NULL until ph_deps_relax_scalars finds anti or output dependences
     through the scalars private to the SCoP (ph_array_privatizable).
     Their flow dependences are the live ranges of their values (LIVE);
     the anti and output ones (REUSE) only keep one value from
     overwriting another before its last use, and a schedule may break
     them where every live range stays whole: isl's conditional
     validity constraints, then ph_schedule_keeps_scalar_flow checks it
     exactly.  ORDER is every other dependence, with LIVE.  */
  isl_union_map *live;
  isl_union_map *reuse;
  isl_union_map *order;
  /* What decides the parallel loops (struct ph_parallel_deps), from the
     same dataflow: filled by ph_deps_relax_scalars; NULL before or
     where isl failed.  */
  struct ph_parallel_deps *parallel;
  /* Where the SCoP has private scalars, the dependences through them
     (OWN) and through everything else (OTHERS), which the relations
     above join; NULL otherwise.  */
  struct ph_deps *others;
  struct ph_deps *own;
};

/* The dependences of SCOP, or NULL when isl fails.  */
struct ph_deps *ph_deps_compute (const struct ph_scop *scop);
struct ph_deps *ph_deps_free (struct ph_deps *deps);

/* Flow, anti, output and nonlinear dependences together (reduction
   dependences are not among them).  */
__isl_give isl_union_map *ph_deps_all (const struct ph_deps *deps);

/* The dependences of DEPS (kept) between the pairs of instances that
   SAME (kept) relates, as a new set: those inside one iteration of an
   outer loop that a schedule keeps as it is.  NULL when isl fails.  */
struct ph_deps *ph_deps_within (const struct ph_deps *deps,
				__isl_keep isl_union_map *same);

/* What every schedule must respect: ph_deps_all, or its ORDER part once
   relaxed (ph_deps_relax_scalars).  */
__isl_give isl_union_map *ph_deps_order (const struct ph_deps *deps);

/* Relax the dependences DEPS, as ph_deps_compute gives them, through
   their private scalars (fill live, reuse and order), and fill DEPS's
   parallel from the same dataflow (NULL where isl fails).  True if
   there were some to relax, false if not, isl_bool_error when isl
   fails (DEPS then stay strict).  ph_deps_within's parts of DEPS have
   no private scalars apart: nothing to relax there.  */
isl_bool ph_deps_relax_scalars (struct ph_deps *deps);

/* Make DEPS strict again: every dependence of ph_deps_all must hold.  */
void ph_deps_keep_scalar_order (struct ph_deps *deps);

/* The scalars of SCOP private to it (ph_array_privatizable), as a set
   of zero-dimensional arrays.  */
__isl_give isl_union_set *ph_scop_private_scalars (const struct ph_scop *scop);

/* What decides which loops may run their iterations in parallel.  A
   scalar of the model that is not used after the SCoP (a value passed
   between statements, a PHI node's) can be private to each thread: its
   dependences do not stop a loop whose every iteration computes the
   values of that scalar it uses.  The relations are the struct's own:
   ph_parallel_deps_free frees them.  */
struct ph_parallel_deps
{
  /* Every dependence but those through private scalars and those
     between a reduction's instances: a parallel loop carries none.  */
  isl_union_map *shared;
  /* Between instances of one reduction statement (struct ph_deps): a
     parallel loop that carries some gives each thread its own copy of
     the element to accumulate into, combined after the loop.  */
  isl_union_map *reduction;
  /* The flow dependences through private scalars: in a parallel loop,
     each joins two instances of one iteration.  */
  isl_union_map *private_flow;
  /* Every dependence, through private scalars too: a loop that carries
     none carries nothing at all.  */
  isl_union_map *all;
};

/* The dependences of SCOP that decide which loops are parallel, or NULL
   when isl fails.  */
struct ph_parallel_deps *ph_parallel_deps_compute (const struct ph_scop *scop);

/* DEPS's parallel dependences (struct ph_deps), taken from DEPS, or
   NULL where it has none.  */
struct ph_parallel_deps *ph_deps_take_parallel (struct ph_deps *deps);
struct ph_parallel_deps *ph_parallel_deps_free (struct ph_parallel_deps *pd);

/* Whether array A can be private to each thread of a parallel loop.  */
bool ph_array_privatizable (const struct ph_array *a);

/* Print each relation in isl text on a line labelled with its kind.  */
void ph_deps_dump (FILE *out, const struct ph_deps *deps);

#ifdef __cplusplus
}
#endif

#endif
