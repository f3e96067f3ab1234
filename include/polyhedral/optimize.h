/* The optimiser's driver: dependences, a new schedule, its legality
   check and tiling, with what was done described for the remarks.  */

#ifndef POLYHEDRAL_OPTIMIZE_H
#define POLYHEDRAL_OPTIMIZE_H

#include <stdio.h>
#include <isl/schedule.h>

#include "polyhedral/options.h"
#include "polyhedral/scop.h"
#include "polyhedral/tile.h"

struct ph_parallel_deps;

#ifdef __cplusplus
extern "C" {
#endif

/* What ph_optimize did to a SCoP.  */
struct ph_optimize_report
{
  int interchanged;	/* Some statement's loops run in another order.  */
  int skewed;		/* Some loop runs along a combination of the
			   original counters.  */
  int n_fused;		/* Statements of different original nests that
			   now share their outermost loop.  */
  struct ph_tile_report tile;
  int n_split;		/* Innermost loops split where they write an
			   element they read throughout (split.h).  */
  int loops_fixed;	/* The dependences fix the order of every loop
			   (fixed-loops.h): the scheduler was not run.  */
  char why[200];	/* When ph_optimize returns NULL: the reason.  */
  int no_schedule;	/* ...which is that isl's scheduler returned none
			   before its time ran out.  */
  int unprofitable;	/* ...which is that no new schedule pays.  */
  /* The innermost stride score (stride.h) of the schedule returned,
     before tiling, or of the original one.  */
  int inner_stride;
};

/* A better schedule for SCOP under OPTS (possibly the original one with
   loops split, split.h), checked against its dependences, or NULL when
   there is none (the reason in REPORT->why:
   no change worth making, the scheduler failed or ran out of
   operations, or the legality check refused the result).  Where
   ph_optimize_cannot_pay says no schedule can pay, nothing more is
   computed.  The dependences, the computed schedule and the legality
   check go to DUMP when it is not NULL, in isl text.  Where PARALLEL is
   not NULL, *PARALLEL gets the dependences that decide SCOP's parallel
   loops, from the same dataflow (ph_deps_relax_scalars), or NULL where
   they were not computed.  The runs of isl's scheduler get what is
   left of *SCHEDULE_MS milliseconds of processor time, which loses what
   they spend (a run may overshoot its share a little, leaving it below
   zero): a budget that the models of one region share, 2 *
   max-schedule-time at first (NULL: that much for this call alone;
   with max-schedule-time 0 no budget applies).  */
__isl_give isl_schedule *ph_optimize (const struct ph_scop *scop,
				      const struct ph_options *opts,
				      long *schedule_ms, FILE *dump,
				      struct ph_optimize_report *report,
				      struct ph_parallel_deps **parallel);

/* Whether no schedule of SCOP can pay under the rules of ph_optimize
   and OPTS, whatever its dependences, decided without computing them:
   loops one deep that no split serves, or deeper loops that nothing
   tiles (their data fit in the L1 cache, or no element is used twice),
   whose innermost loops already walk them in order and whose statements
   are no chains to interleave.  Then REPORT says there is no profitable
   change, and
   ph_optimize returns NULL at once.  isl_bool_error when isl
   fails.  */
isl_bool ph_optimize_cannot_pay (const struct ph_scop *scop,
				 const struct ph_options *opts,
				 struct ph_optimize_report *report);

#ifdef __cplusplus
}
#endif

#endif
