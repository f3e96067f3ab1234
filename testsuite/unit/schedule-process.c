/* Unit tests of the scheduler process: its schedules are those of isl
   in the compiler's own process, under the compiler's scheduler
   options; a problem that takes too long is stopped, and the next one
   gets a new process.  */


#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/ctx.h"
#include "polyhedral/schedule-process.h"
#include "unit.h"

/* Schedule constraints of the statements DOMAIN with VALIDITY as
   validity, coincidence and proximity constraints, all in isl text.  */
static isl_schedule_constraints *
constraints (isl_ctx *ctx, const char *domain, const char *validity)
{
  isl_schedule_constraints *sc = isl_schedule_constraints_on_domain
				   (isl_union_set_read_from_str (ctx, domain));
  isl_union_map *dep = isl_union_map_read_from_str (ctx, validity);

  sc = isl_schedule_constraints_set_validity (sc, isl_union_map_copy (dep));
  sc = isl_schedule_constraints_set_coincidence (sc,
						 isl_union_map_copy (dep));
  return isl_schedule_constraints_set_proximity (sc, dep);
}

/* Whether the schedules A and B (both taken) map every instance to the
   same time.  */
static int
same_schedule (isl_schedule *a, isl_schedule *b)
{
  isl_union_map *ma = a ? isl_schedule_get_map (a) : NULL;
  isl_union_map *mb = b ? isl_schedule_get_map (b) : NULL;
  int same = ma && mb && isl_union_map_is_equal (ma, mb) == isl_bool_true;

  isl_union_map_free (ma);
  isl_union_map_free (mb);
  isl_schedule_free (a);
  isl_schedule_free (b);
  return same;
}

static const char *recurrence_domain
  = "[n] -> { S[i, j] : 1 <= i < n and 1 <= j < n }";
static const char *recurrence_deps
  = "[n] -> { S[i, j] -> S[i + 1, j] : 1 <= i < n - 1 and 1 <= j < n;"
    "         S[i, j] -> S[i, j + 1] : 1 <= i < n and 1 <= j < n - 1 }";

/* T reads what S writes: fused into one loop, or in two loops under
   serialize-sccs.  */
static const char *pair_domain
  = "[n] -> { S[i] : 0 <= i < n; T[i] : 0 <= i < n }";
static const char *pair_deps = "[n] -> { S[i] -> T[i] : 0 <= i < n }";

/* A 3-D heat stencil's two statements over time steps: about 100 ms of
   isl's LP solving.  */
static const char *heat_domain
  = "[T, N] -> { S[t, i, j, k] : 1 <= t <= T and 1 <= i, j, k < N - 1;"
    "            R[t, i, j, k] : 1 <= t <= T and 1 <= i, j, k < N - 1 }";
static const char *heat_deps
  = "[T, N] -> { S[t, i, j, k] -> R[t, i2, j2, k2] :"
    "              1 <= t <= T and 1 <= i, j, k, i2, j2, k2 < N - 1 and"
    "              ((i2 = i and j2 = j and -1 <= k2 - k <= 1) or"
    "               (i2 = i and k2 = k and -1 <= j2 - j <= 1) or"
    "               (j2 = j and k2 = k and -1 <= i2 - i <= 1));"
    "            R[t, i, j, k] -> S[t + 1, i2, j2, k2] :"
    "              1 <= t < T and 1 <= i, j, k, i2, j2, k2 < N - 1 and"
    "              ((i2 = i and j2 = j and -1 <= k2 - k <= 1) or"
    "               (i2 = i and k2 = k and -1 <= j2 - j <= 1) or"
    "               (j2 = j and k2 = k and -1 <= i2 - i <= 1)) }";

/* The process finds the schedule that isl finds here, under the options
   of CTX.  */
static void
test_same_as_here (isl_ctx *ctx, const char *name, const char *domain,
		   const char *deps)
{
  int timed_out = 1;
  isl_schedule *there = ph_schedule_process_compute
			  (ctx, constraints (ctx, domain, deps), 60000,
			   &timed_out);
  isl_schedule *here = isl_schedule_constraints_compute_schedule
			 (constraints (ctx, domain, deps));

  unit_check (name, there && !timed_out && same_schedule (there, here),
	      "a different schedule, or none");
}

/* The options of CTX reach the process: serialize-sccs splits the pair
   that is otherwise fused.  */
static void
test_options (isl_ctx *ctx)
{
  int timed_out;
  isl_schedule *fused, *apart;

  isl_options_set_schedule_serialize_sccs (ctx, 0);
  fused = ph_schedule_process_compute
	    (ctx, constraints (ctx, pair_domain, pair_deps), 60000,
	     &timed_out);
  test_same_as_here (ctx, "pair fused", pair_domain, pair_deps);
  isl_options_set_schedule_serialize_sccs (ctx, 1);
  apart = ph_schedule_process_compute
	    (ctx, constraints (ctx, pair_domain, pair_deps), 60000,
	     &timed_out);
  test_same_as_here (ctx, "pair apart", pair_domain, pair_deps);
  unit_check ("options reach the process", fused && apart
	      && !same_schedule (fused, apart), "the same schedule");
  isl_options_set_schedule_serialize_sccs (ctx, 0);
}

/* A problem stopped after 1 ms of processor time; a new process then
   serves the next one.  */
static void
test_stopped_and_restarted (isl_ctx *ctx)
{
  int timed_out = 0;
  isl_schedule *schedule = ph_schedule_process_compute
			     (ctx, constraints (ctx, heat_domain, heat_deps),
			      1, &timed_out);

  unit_check ("heat stopped", !schedule && timed_out, "not stopped");
  isl_schedule_free (schedule);
  test_same_as_here (ctx, "next problem scheduled", recurrence_domain,
		     recurrence_deps);
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);

  test_same_as_here (ctx, "recurrence", recurrence_domain, recurrence_deps);
  test_options (ctx);
  test_stopped_and_restarted (ctx);
  ph_schedule_process_stop ();
  test_same_as_here (ctx, "after a stop", recurrence_domain,
		     recurrence_deps);
  ph_schedule_process_stop ();
  isl_ctx_free (ctx);
  return unit_status ();
}
