/* Unit tests of the optimiser: dependence kinds, reductions, the
   legality check, scheduling in the source's counters, tiling, unroll
   and jam, the stride-one order of a skewed band, tiles around whole
   innermost loops of a stencil through time, the wavefront of the
   seed's example, the live ranges of a scalar and the outer loop kept
   where the innermost loops walk down columns, each from isl text.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/options.h>
#include <isl/ast_build.h>
#include <isl/schedule_node.h>
#include <isl/space.h>
#include <isl/set.h>
#include <isl/union_set.h>
#include <isl/union_map.h>

#include "polyhedral/contraction.h"
#include "polyhedral/ctx.h"
#include "polyhedral/deps.h"
#include "polyhedral/jam.h"
#include "polyhedral/optimize.h"
#include "polyhedral/schedule.h"
#include "polyhedral/scheduler-process.h"
#include "polyhedral/split.h"
#include "polyhedral/stride.h"
#include "polyhedral/tile.h"
#include "unit.h"

/* A SCoP in CTX from isl text: DOMAIN, READS, WRITES (all must-writes)
   and the original SCHEDULE in isl's YAML.  */
static struct ph_scop *
scop_from_text (isl_ctx *ctx, const char *domain, const char *reads,
		const char *writes, const char *schedule)
{
  struct ph_scop *scop = unit_scop (ctx, domain, reads, writes);

  scop->schedule = isl_schedule_read_from_str (ctx, schedule);
  return scop;
}

/* Add to SCOP a 2-D array of doubles for each letter of NAMES.  */
static void
add_matrices (struct ph_scop *scop, const char *names)
{
  for (; *names; names++)
    {
      char id[2] = { *names, 0 };
      ph_scop_add_array (scop, isl_id_alloc (scop->ctx, id, NULL),
			 PH_ARRAY_MEMORY, 2, 8, NULL);
    }
}

/* The seed's recurrence A[i][j] = A[i-1][j] + A[i][j-1] on 6x6: every
   kind of dependence, and the wavefront of its band.  */
static void
test_recurrence (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "{ S[i, j] : 1 <= i <= 6 and 1 <= j <= 6 }",
     "{ S[i, j] -> A[i - 1, j]; S[i, j] -> A[i, j - 1] }",
     "{ S[i, j] -> A[i, j] }",
     "{ domain: \"{ S[i, j] : 1 <= i <= 6 and 1 <= j <= 6 }\", "
     "child: { schedule: \"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\", "
     "permutable: 1 } }");
  struct ph_deps *deps = ph_deps_compute (scop);
  isl_schedule_node *node;
  isl_union_map *time, *waves, *same_wave;
  isl_set *wave_values;
  isl_val *n;

  unit_check ("recurrence: flow dependences",
	      deps && map_is (deps->flow,
			      "{ S[i, j] -> S[i + 1, j] : 1 <= i <= 5 and "
			      "1 <= j <= 6; S[i, j] -> S[i, j + 1] : "
			      "1 <= i <= 6 and 1 <= j <= 5 }"), NULL);
  unit_check ("recurrence: no anti or output dependences",
	      deps && isl_union_map_is_empty (deps->anti) == isl_bool_true
	      && isl_union_map_is_empty (deps->output) == isl_bool_true,
	      NULL);

  node = isl_schedule_get_root (scop->schedule);
  node = isl_schedule_node_child (node, 0);
  node = ph_band_wavefront (node, 0);
  time = isl_schedule_node_band_get_partial_schedule_union_map (node);
  time = isl_union_map_intersect_domain
	   (time, isl_union_set_copy (scop->domain));
  /* The wave number is the first time dimension.  */
  waves = isl_union_map_apply_range
	    (isl_union_map_copy (time), isl_union_map_read_from_str
					  (ctx, "{ [w, x] -> [w] }"));
  wave_values = isl_set_from_union_set (isl_union_map_range
					  (isl_union_map_copy (waves)));
  n = isl_set_count_val (wave_values);
  unit_check ("wavefront: 11 waves", n && isl_val_cmp_si (n, 11) == 0,
	      NULL);
  isl_val_free (n);
  {
    isl_union_map *width = isl_union_map_reverse (isl_union_map_copy (waves));
    isl_union_set *w = isl_union_set_read_from_str (ctx, "{ [7] }");
    isl_union_set *first = isl_union_set_read_from_str (ctx, "{ [2] }");
    isl_union_set *mid = isl_union_set_apply (w, isl_union_map_copy (width));
    isl_union_set *one = isl_union_set_apply (first, width);
    isl_val *c_mid = isl_set_count_val (isl_set_from_union_set (mid));
    isl_val *c_one = isl_set_count_val (isl_set_from_union_set (one));
    unit_check ("wavefront: widths 1 .. 6 .. 1",
		c_mid && c_one && isl_val_cmp_si (c_mid, 6) == 0
		&& isl_val_cmp_si (c_one, 1) == 0, NULL);
    isl_val_free (c_mid);
    isl_val_free (c_one);
  }
  /* No dependence joins two instances of one wave.  */
  same_wave = isl_union_map_apply_range
		(isl_union_map_apply_domain (ph_deps_all (deps),
					     isl_union_map_copy (waves)),
		 waves);
  same_wave = isl_union_map_intersect
		(same_wave, isl_union_map_read_from_str (ctx, "{ [w] -> [w] }"));
  unit_check ("wavefront: no dependence inside a wave",
	      isl_union_map_is_empty (same_wave) == isl_bool_true, NULL);
  unit_check ("wavefront: the inner member is parallel",
	      isl_schedule_node_band_member_get_coincident (node, 1)
	      == isl_bool_true, NULL);
  isl_union_map_free (same_wave);
  isl_set_free (wave_values);
  isl_union_map_free (time);
  isl_schedule_node_free (node);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* The seed's recurrence swept once (a time loop of one value) in a
   band of four members, the last a copy of the third, on a wavefront
   along its second and third members: each wave is a diagonal of the
   (i, j) plane, and only the third member is parallel.  */
static void
test_wavefront_single_sweep (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "{ S[s, i, j] : s = 0 and 1 <= i <= 6 and 1 <= j <= 6 }",
     "{ S[s, i, j] -> A[i - 1, j]; S[s, i, j] -> A[i, j - 1] }",
     "{ S[s, i, j] -> A[i, j] }",
     "{ domain: \"{ S[s, i, j] : s = 0 and 1 <= i <= 6 and "
     "1 <= j <= 6 }\", child: { schedule: \"[{ S[s, i, j] -> [(s)] }, "
     "{ S[s, i, j] -> [(i)] }, { S[s, i, j] -> [(j)] }, "
     "{ S[s, i, j] -> [(j)] }]\", permutable: 1 } }");
  isl_schedule_node *node = isl_schedule_get_root (scop->schedule);
  isl_union_map *time;
  isl_union_set *widest;
  isl_val *n;

  node = ph_band_wavefront (isl_schedule_node_child (node, 0), 1);
  time = isl_schedule_node_band_get_partial_schedule_union_map (node);
  time = isl_union_map_intersect_domain
	   (time, isl_union_set_copy (scop->domain));
  unit_check ("single sweep: the wave is i + j, inside s",
	      map_is (time, "{ S[s, i, j] -> [s, i + j, j, j] : s = 0 "
			    "and 1 <= i <= 6 and 1 <= j <= 6 }"), NULL);
  widest = isl_union_set_apply (isl_union_set_read_from_str (ctx, "{ [7] }"),
				isl_union_map_reverse
				  (isl_union_map_apply_range
				     (time, isl_union_map_read_from_str
					      (ctx, "{ [s, w, y, z] -> [w] }"))));
  n = isl_set_count_val (isl_set_from_union_set (widest));
  unit_check ("single sweep: wave 7 holds 6 instances",
	      n && isl_val_cmp_si (n, 6) == 0, NULL);
  unit_check ("single sweep: member 2 parallel, 0, 1 and 3 not",
	      isl_schedule_node_band_member_get_coincident (node, 0)
	      == isl_bool_false
	      && isl_schedule_node_band_member_get_coincident (node, 1)
		 == isl_bool_false
	      && isl_schedule_node_band_member_get_coincident (node, 2)
		 == isl_bool_true
	      && isl_schedule_node_band_member_get_coincident (node, 3)
		 == isl_bool_false, NULL);
  isl_val_free (n);
  isl_schedule_node_free (node);
  ph_scop_free (scop);
}

/* gemm: C[i][j] scaled, then accumulated over k; tiled and legal.  */
static void
test_gemm (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "[n] -> { T[i, j] : 0 <= i, j < n; S[i, k, j] : 0 <= i, j, k < n }",
     "[n] -> { T[i, j] -> C[i, j]; S[i, k, j] -> C[i, j]; "
     "S[i, k, j] -> A[i, k]; S[i, k, j] -> B[k, j] }",
     "[n] -> { T[i, j] -> C[i, j]; S[i, k, j] -> C[i, j] }",
     "{ domain: \"[n] -> { T[i, j] : 0 <= i, j < n; "
     "S[i, k, j] : 0 <= i, j, k < n }\", child: { schedule: "
     "\"[n] -> [{ T[i, j] -> [(i)]; S[i, k, j] -> [(i)] }]\", child: "
     "{ sequence: [ { filter: \"[n] -> { T[i, j] }\", child: { schedule: "
     "\"[n] -> [{ T[i, j] -> [(j)] }]\" } }, { filter: "
     "\"[n] -> { S[i, k, j] }\", child: { schedule: "
     "\"[n] -> [{ S[i, k, j] -> [(k)] }, { S[i, k, j] -> [(j)] }]\" } } ] "
     "} } }");
  struct ph_options opts;
  struct ph_optimize_report report;
  isl_schedule *schedule;

  ph_options_init (&opts);
  schedule = ph_optimize (scop, &opts, NULL, NULL, &report, NULL);
  unit_check ("gemm: a new schedule", schedule != NULL, report.why);

  unit_check ("gemm: tiled 32x32x32",
	      !strcmp (report.tile.sizes, "32x32x32"), report.tile.sizes);
  unit_check ("gemm: j innermost for the vectorizer (i, k, j)",
	      !report.interchanged, NULL);
  isl_schedule_free (schedule);
  ph_scop_free (scop);
}

/* The scheduler's budget for one SCoP (ph_schedule_compute): with none
   left it does not run and says it ran out of time; a run is charged
   to it, and with no limit (max-schedule-time=0) it is not needed.  */
static void
test_schedule_budget (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "[n] -> { S[i, j] : 0 <= i, j < n }",
     "[n] -> { S[i, j] -> A[i, j]; S[i, j] -> A[i - 1, j] }",
     "[n] -> { S[i, j] -> A[i, j] }",
     "{ domain: \"[n] -> { S[i, j] : 0 <= i, j < n }\", child: "
     "{ schedule: \"[n] -> [{ S[i, j] -> [(j)] }, "
     "{ S[i, j] -> [(i)] }]\" } }");
  struct ph_deps *deps = ph_deps_compute (scop);
  struct ph_options opts;
  isl_schedule *schedule;
  long budget = 0;
  int timed_out;

  ph_options_init (&opts);
  schedule = ph_schedule_compute (scop, deps, &opts, &budget, &timed_out);
  unit_check ("scheduler budget: none left, no run, out of time",
	      !schedule && timed_out && budget == 0, NULL);
  budget = 100000;
  schedule = ph_schedule_compute (scop, deps, &opts, &budget, &timed_out);
  unit_check ("scheduler budget: a run, charged",
	      schedule && !timed_out && budget <= 100000, NULL);
  isl_schedule_free (schedule);
  opts.max_schedule_time = 0;
  budget = 0;
  schedule = ph_schedule_compute (scop, deps, &opts, &budget, &timed_out);
  unit_check ("scheduler budget: no limit, none needed",
	      schedule && !timed_out, NULL);
  isl_schedule_free (schedule);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* A[i] = A[99 - i] over 0 <= i <= 99: the scheduler's relaxed
   relations, without the bound i <= 49 of the dependence S[i] ->
   S[99 - i], join S[50] to S[49] and S[49] to S[50], so no schedule
   carries them; the exact ones give the original order, in the child
   process and in the compiler's own.  */
static void
test_schedule_relaxed_fallback (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "{ S[i] : 0 <= i <= 99 }", "{ S[i] -> A[99 - i] }",
     "{ S[i] -> A[i] }",
     "{ domain: \"{ S[i] : 0 <= i <= 99 }\", child: "
     "{ schedule: \"[{ S[i] -> [(i)] }]\" } }");
  struct ph_deps *deps = ph_deps_compute (scop);
  struct ph_options opts;
  long budget = 100000;

  ph_options_init (&opts);
  for (int limit = 1; limit >= 0; limit--)
    {
      isl_schedule *schedule;
      isl_union_map *time;
      int timed_out;

      if (!limit)
	opts.max_schedule_time = 0;
      schedule = ph_schedule_compute (scop, deps, &opts, &budget,
				      &timed_out);
      time = schedule ? isl_union_map_intersect_domain
			  (isl_schedule_get_map (schedule),
			   isl_union_set_copy (scop->domain)) : NULL;
      unit_check (limit ? "relaxed scheduler's fallback, scheduler's process"
		  : "relaxed scheduler's fallback, in process",
		  time && !timed_out
		  && map_is (time, "{ S[i] -> [i] : 0 <= i <= 99 }"), NULL);
      isl_union_map_free (time);
      isl_schedule_free (schedule);
    }
  unit_check ("relaxed scheduler's fallback: no isl error left",
	      isl_ctx_last_error (ctx) == isl_error_none, NULL);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* Dependences of gsl's dtrmv with its scalars expanded, reduced, over
   a context of two pieces (N <= 8192 with c in 0..1, or N = 1 with
   c = 1), whose gist leaves the bound N <= 8192 in the flow: isl's
   scheduler ran past max-schedule-time with that bound in the
   proximity relation (40 s without a limit), and takes 4 ms without
   it.  The test gives it 10 s, far from both.  */
static void
test_schedule_parameter_bound (isl_ctx *ctx)
{
  const char *domain = "[N, p, c] -> { S[i, j] : i >= 0 and "
    "0 <= j <= N - 2 - i; T[i] : c = 1 and 0 <= i < N; "
    "U[i] : 0 <= i <= N - 2; V[i] : 0 <= i < N }";
  struct ph_scop *scop = unit_scop (ctx, domain, "{ }", "{ }");
  struct ph_deps *deps = calloc (1, sizeof *deps);
  struct ph_options opts;
  isl_schedule *schedule;
  long budget;
  int timed_out;

  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str
    (ctx, "[N, p, c] -> { : (N <= 8192 and 0 <= c <= 1) "
     "or (N = 1 and c = 1) }");
  deps->flow = isl_union_map_read_from_str
    (ctx, "[N, p, c] -> { U[i] -> S[i, 0] : N <= 8192 and 0 <= c <= 1 "
     "and 0 <= i <= N - 2; T[0] -> S[i, 0] : p = 0 and c = 1 and "
     "N <= 8192 and 0 < i <= N - 2 }");
  deps->anti = isl_union_map_read_from_str
    (ctx, "[N, p, c] -> { S[i, N - 2 - i] -> V[i] : 0 <= c <= 1 "
     "and 0 <= i <= N - 2 }");
  deps->order = isl_union_map_read_from_str
    (ctx, "[N, p, c] -> { U[i] -> S[i, 0] : 0 <= c <= 1 and "
     "0 <= i <= N - 2; S[i, N - 2 - i] -> V[i] : 0 <= c <= 1 and "
     "0 <= i <= N - 2 }");
  deps->output = isl_union_map_read_from_str (ctx, "{ }");
  deps->reduction = isl_union_map_read_from_str (ctx, "{ }");
  deps->nonlinear = isl_union_map_read_from_str (ctx, "{ }");
  ph_options_init (&opts);
  opts.max_schedule_time = 10000;
  budget = opts.max_schedule_time;
  schedule = ph_schedule_compute (scop, deps, &opts, &budget, &timed_out);
  unit_check ("large bound of a parameter out of proximity",
	      schedule && !timed_out, NULL);
  isl_schedule_free (schedule);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* Constraints with an integer division, which constraint matrices do
   not carry, reach the scheduler's process as isl text: it answers as
   isl does here: the even instances of S, each after the one before,
   in their order.  */
static void
check_process_reads_text (isl_ctx *ctx)
{
  const char *text
    = "{ domain: \"{ S[i] : 0 <= i <= 9 and i mod 2 = 0 }\", "
      "validity: \"{ S[i] -> S[i + 2] }\" }";
  isl_schedule *other;
  isl_union_map *theirs;
  long used;
  int timed_out;

  other = ph_scheduler_process_compute
	    (ctx, isl_schedule_constraints_read_from_str (ctx, text), 100000,
	     &timed_out, &used);
  theirs = other ? isl_schedule_get_map (other) : NULL;
  unit_check ("scheduler's process: constraints with a division come back "
	      "as a schedule in order",
	      theirs && !timed_out
	      && map_is (theirs, "{ S[i] -> [i] }"), NULL);
  isl_union_map_free (theirs);
  isl_schedule_free (other);
}

/* The scheduler's process answers as isl does in the compiler's own
   process, under the options of the compiler's context: two statements
   joined by a dependence are fused, or kept apart under
   schedule_serialize_sccs (the two answers differ, so an option lost on
   the way fails).  A run stopped at once (no time at all) ends the
   process, and the next run forks another.  */
static void
test_scheduler_process (isl_ctx *ctx)
{
  const char *text
    = "{ domain: \"{ S[i] : 0 <= i <= 9; T[i] : 0 <= i <= 9 }\", "
      "validity: \"{ S[i] -> T[i] }\", proximity: \"{ S[i] -> T[i] }\" }";
  int serialize = isl_options_get_schedule_serialize_sccs (ctx);
  isl_union_map *apart = NULL;

  for (int s = 0; s <= 1; s++)
    {
      isl_schedule *own, *other;
      isl_union_map *mine, *theirs;
      long used;
      int timed_out;

      isl_options_set_schedule_serialize_sccs (ctx, s);
      own = isl_schedule_constraints_compute_schedule
	      (isl_schedule_constraints_read_from_str (ctx, text));
      other = ph_scheduler_process_compute
		(ctx, isl_schedule_constraints_read_from_str (ctx, text), 0,
		 &timed_out, &used);
      unit_check ("scheduler's process: stopped at once",
		  !other && timed_out, NULL);
      other = ph_scheduler_process_compute
		(ctx, isl_schedule_constraints_read_from_str (ctx, text),
		 100000, &timed_out, &used);
      mine = own ? isl_schedule_get_map (own) : NULL;
      theirs = other ? isl_schedule_get_map (other) : NULL;
      unit_check (s ? "scheduler's process: SCCs kept apart, as isl"
		  : "scheduler's process: fused, as isl",
		  mine && theirs && !timed_out
		  && isl_union_map_is_equal (mine, theirs) == isl_bool_true,
		  NULL);
      if (!s)
	apart = isl_union_map_copy (theirs);
      else
	unit_check ("scheduler's process: the option made a difference",
		    apart && theirs
		    && isl_union_map_is_equal (apart, theirs)
		       == isl_bool_false, NULL);
      isl_union_map_free (mine);
      isl_union_map_free (theirs);
      isl_schedule_free (own);
      isl_schedule_free (other);
    }
  isl_union_map_free (apart);
  isl_options_set_schedule_serialize_sccs (ctx, serialize);
  check_process_reads_text (ctx);
}

/* The point band of gemm, C[i][j] += A[i][k] * B[k][j] in (i, k, j)
   order: the written element stays put along k, which is strip-mined
   by 4.  The strips isolated for unrolling are those that run all four
   values of k, from a multiple of 4 up to n - 4; their AST holds four
   copies of the statement in the j loop.  */
static void
test_unroll_and_jam (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "[n] -> { S[i, k, j] : 0 <= i, j, k < n }",
     "[n] -> { S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; "
     "S[i, k, j] -> B[k, j] }",
     "[n] -> { S[i, k, j] -> C[i, j] }",
     "{ domain: \"[n] -> { S[i, k, j] : 0 <= i, j, k < n }\", child: "
     "{ schedule: \"[n] -> [{ S[i, k, j] -> [(i)] }, "
     "{ S[i, k, j] -> [(k)] }, { S[i, k, j] -> [(j)] }]\", "
     "permutable: 1, coincident: [ 1, 0, 1 ] } }");
  isl_schedule_node *node = isl_schedule_get_root (scop->schedule);
  isl_set *isolate, *want;
  isl_ast_build *build;
  isl_ast_node *ast;
  char *code;
  int done;

  node = ph_band_unroll_and_jam (isl_schedule_node_child (node, 0), scop,
				 4, &done);
  unit_check ("jam: gemm's k strips jammed", done, NULL);
  isolate = isl_schedule_node_band_get_ast_isolate_option (node);
  want = isl_set_read_from_str
	   (ctx, "[n] -> { isolate[[] -> [i, k, j]] : 0 <= i, j < n and "
		 "0 <= k <= n - 4 and k mod 4 = 0 }");
  unit_check ("jam: the full strips isolated",
	      isl_set_is_equal (isolate, want) == isl_bool_true, NULL);
  build = isl_ast_build_alloc (ctx);
  ast = isl_ast_build_node_from_schedule
	  (build, isl_schedule_node_get_schedule (node));
  code = isl_ast_node_to_C_str (ast);
  unit_check ("jam: four copies in the j loop",
	      code && strstr (code, "S(c0, c1 + 3, c2);"), code);
  free (code);
  isl_ast_node_free (ast);
  isl_ast_build_free (build);
  isl_set_free (isolate);
  isl_set_free (want);
  isl_schedule_node_free (node);
  ph_scop_free (scop);
}

/* syrk's triangle, C[i][j] += A[i][k] * A[j][k] for j <= i, in (i, k,
   j) order with register tiles of 8 x 24: the tiles isolated as full are
   those below the diagonal by a whole strip of columns (j + 23 <= i), at
   every k; those that the diagonal crosses run each of their rows and
   columns but not every pair of them.  The set isolated is one piece,
   without the quotients that align the strips, and holds exactly those
   tiles.  */
static void
test_register_tile_triangle (isl_ctx *ctx)
{
  const char *domain = "[n] -> { S[i, k, j] : 0 <= j <= i < n and "
		       "0 <= k < n }";
  char text[512];
  struct ph_scop *scop;
  struct ph_contraction c = { 0, 1, NULL, 0, 8 };
  isl_schedule_node *node;
  isl_set *isolate, *aligned, *want;
  int done;

  snprintf (text, sizeof text,
	    "{ domain: \"%s\", child: { schedule: \"[n] -> "
	    "[{ S[i, k, j] -> [(i)] }, { S[i, k, j] -> [(k)] }, "
	    "{ S[i, k, j] -> [(j)] }]\", permutable: 1, "
	    "coincident: [ 1, 0, 1 ] } }", domain);
  scop = scop_from_text
    (ctx, domain,
     "[n] -> { S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; "
     "S[i, k, j] -> A[j, k] }",
     "[n] -> { S[i, k, j] -> C[i, j] }", text);
  c.statement = isl_id_alloc (ctx, "S", NULL);
  node = isl_schedule_get_root (scop->schedule);
  node = ph_band_register_tile (isl_schedule_node_child (node, 0), &c, 8,
				24, &done);
  unit_check ("register tile of a triangle: done", done, NULL);
  isolate = isl_schedule_node_band_get_ast_isolate_option (node);
  unit_check ("register tile of a triangle: one piece isolated",
	      isl_set_n_basic_set (isolate) == 1, NULL);
  aligned = isl_set_read_from_str
	      (ctx, "[n] -> { isolate[[] -> [i, j]] : i mod 8 = 0 and "
		    "j mod 24 = 0 and 0 <= j <= i < n }");
  want = isl_set_read_from_str
	   (ctx, "[n] -> { isolate[[] -> [i, j]] : i mod 8 = 0 and "
		 "j mod 24 = 0 and 0 <= j and j + 23 <= i and i + 7 < n }");
  isolate = isl_set_intersect (isolate, aligned);
  unit_check ("register tile of a triangle: the tiles below the diagonal",
	      isl_set_is_equal (isolate, want) == isl_bool_true, NULL);
  isl_set_free (isolate);
  isl_set_free (want);
  isl_id_free (c.statement);
  isl_schedule_node_free (node);
  ph_scop_free (scop);
}

/* gemm of 40 x 40: one iteration of i touches a row of C and of A and
   all of B, 42 x 40 doubles (13440 bytes).  Within an L1 cache of that
   size the band stays untiled; one byte less, it is tiled.  */
static void
test_gemm_in_cache (isl_ctx *ctx)
{
  struct ph_options opts;
  struct ph_optimize_report report;
  isl_schedule *schedule;

  ph_options_init (&opts);
  for (int fits = 1; fits >= 0; fits--)
    {
      struct ph_scop *scop = scop_from_text
	(ctx, "{ S[i, k, j] : 0 <= i, j, k < 40 }",
	 "{ S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; "
	 "S[i, k, j] -> B[k, j] }",
	 "{ S[i, k, j] -> C[i, j] }",
	 "{ domain: \"{ S[i, k, j] : 0 <= i, j, k < 40 }\", child: "
	 "{ schedule: \"[{ S[i, k, j] -> [(i)] }, { S[i, k, j] -> [(k)] }, "
	 "{ S[i, k, j] -> [(j)] }]\" } }");
      add_matrices (scop, "CAB");
      opts.l1_cache_bytes = fits ? 13440 : 13439;
      schedule = ph_optimize (scop, &opts, NULL, NULL, &report, NULL);
      if (fits)
	unit_check ("gemm 40: in a cache of 13440 bytes, not tiled",
		    !schedule && report.tile.n_in_cache == 1
		    && strstr (report.why, "L1 cache"), report.why);
      else
	unit_check ("gemm 40: in a cache of 13439 bytes, tiled",
		    schedule && report.tile.n_tiled == 1
		    && report.tile.n_in_cache == 0, report.why);
      isl_schedule_free (schedule);
      ph_scop_free (scop);
    }
}

/* A copy of an 8 x 8 matrix (1 KiB in all) whose innermost loop walks
   its rows (in order) or its columns, with the costs of a statement
   that is a chain of LATENCY cycles (-1: none), from the isl text of
   its schedule ORDER.  */
static struct ph_scop *
copy_scop (isl_ctx *ctx, const char *order, int latency)
{
  char schedule[256], chain[64];
  struct ph_scop *scop;

  snprintf (schedule, sizeof schedule,
	    "{ domain: \"{ S[i, j] : 0 <= i, j < 8 }\", child: "
	    "{ schedule: \"[{ S[i, j] -> [(%c)] }, { S[i, j] -> [(%c)] }]\" "
	    "} }", order[0], order[1]);
  scop = scop_from_text (ctx, "{ S[i, j] : 0 <= i, j < 8 }",
			 "{ S[i, j] -> A[i, j] }", "{ S[i, j] -> B[i, j] }",
			 schedule);
  add_matrices (scop, "AB");
  scop->ops = isl_union_pw_aff_read_from_str (ctx, "{ S[i, j] -> [(1)] }");
  snprintf (chain, sizeof chain, "{ S[i, j] -> [(%d)] }", latency);
  scop->chain_latency
    = latency < 0 ? isl_union_pw_aff_empty (isl_space_params_alloc (ctx, 0))
      : isl_union_pw_aff_read_from_str (ctx, chain);
  return scop;
}

/* Loops two deep are given up before their dependences only where
   their data fit in the L1 cache or no element is touched twice, the
   innermost loop walks them in order and no statement is a chain that
   interleaving would serve.  The copy touches each element once: with
   a cache too small for it, a second read of A[i][j] from the next
   row (A[i + 1][j] at i + 1) keeps it asked.  */
static void
test_cannot_pay_in_cache (isl_ctx *ctx)
{
  static const struct
  {
    const char *name, *order;
    int latency;
    long l1;
    int given_up;
  } cases[] = {
    { "8x8 copy in a cache of 1 KiB, along rows: given up", "ij", -1,
      1024, 1 },
    { "8x8 copy, no element twice, cache too small: given up", "ij", -1,
      1023, 1 },
    { "8x8 copy down columns: asked", "ji", -1, 1024, 0 },
    { "8x8 chain bound by its latency: asked", "ij", 4, 1024, 0 },
    { "8x8 copy, no element twice, no cache size: given up", "ij", -1, 0,
      1 },
    { "8x8 copy reading a row twice, cache too small: asked", "ij", -1,
      1023, 0 },
  };
  struct ph_options opts;
  struct ph_optimize_report report;
  struct ph_scop *scop;
  isl_bool given_up;

  /* Its 64 instances are fewer than min-instances (1024): given up
     whatever else holds.  */
  ph_options_init (&opts);
  scop = copy_scop (ctx, "ji", 4);
  given_up = ph_optimize_cannot_pay (scop, &opts, &report);
  unit_check ("8x8 chain down columns, fewer than min-instances: given up",
	      given_up == isl_bool_true
	      && strstr (report.why, "(it runs at most 64 statement "
				     "instances)"),
	      given_up == isl_bool_true ? report.why : "not given up");
  ph_scop_free (scop);
  /* The other rules, at any size.  */
  opts.min_instances = 0;
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    {
      scop = copy_scop (ctx, cases[k].order, cases[k].latency);

      if (k + 1 == sizeof cases / sizeof cases[0])
	scop->reads = isl_union_map_union
			(scop->reads, isl_union_map_read_from_str
					(ctx, "{ S[i, j] -> A[i + 1, j] : "
					      "i < 7 and 0 <= j < 8 }"));

      opts.l1_cache_bytes = cases[k].l1;
      given_up = ph_optimize_cannot_pay (scop, &opts, &report);
      unit_check (cases[k].name,
		  given_up == isl_bool_ok (cases[k].given_up)
		  && (!cases[k].given_up
		      || strstr (report.why, cases[k].l1 >= 1024
					     ? "fit in the L1 cache"
					     : "no element is used twice")),
		  given_up == isl_bool_true ? report.why : "not given up");
      ph_scop_free (scop);
    }
}

/* A stencil through time, its band skewed as the scheduler gives it:
   (t + i, t + j, t).  The member whose step moves only the last
   subscript by one is t + j (t and i stay put), so it goes innermost;
   the time member, whose step moves both subscripts, does not.  */
static void
test_skewed_stride_one (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "{ S[t, i, j] : 0 <= t < 39 and 1 <= i, j < 36 }",
     "{ S[t, i, j] -> A[i - 1, j]; S[t, i, j] -> A[i + 1, j]; "
     "S[t, i, j] -> A[i, j - 1]; S[t, i, j] -> A[i, j + 1] }",
     "{ S[t, i, j] -> A[i, j] }",
     "{ domain: \"{ S[t, i, j] : 0 <= t < 39 and 1 <= i, j < 36 }\", "
     "child: { schedule: \"[{ S[t, i, j] -> [(t + i)] }, "
     "{ S[t, i, j] -> [(t + j)] }, { S[t, i, j] -> [(t)] }]\", "
     "permutable: 1 } }");
  isl_schedule *schedule = ph_schedule_order_for_vectors
			     (isl_schedule_copy (scop->schedule), scop);
  isl_schedule_node *node = isl_schedule_get_root (schedule);
  isl_multi_union_pw_aff *band;
  isl_union_map *last;

  node = isl_schedule_node_child (node, 0);
  band = isl_schedule_node_band_get_partial_schedule (node);
  last = isl_union_map_from_union_pw_aff
	   (isl_multi_union_pw_aff_get_at (band, 2));
  unit_check ("skewed band: t + j innermost",
	      map_is (last, "{ S[t, i, j] -> [t + j] }"), NULL);
  unit_check ("skewed band: still permutable",
	      isl_schedule_node_band_get_permutable (node) == isl_bool_true,
	      NULL);
  isl_union_map_free (last);
  isl_multi_union_pw_aff_free (band);
  isl_schedule_node_free (node);
  isl_schedule_free (schedule);
  ph_scop_free (scop);
}

/* Jacobi's stencil through 40 steps, B from A then A from B: the
   scheduler skews it into a band of three, whose source's innermost
   loops carry nothing (GCC vectorizes them).  Tiles then leave the
   innermost member whole: "32x32".  Seidel's in-place stencil, whose
   innermost loop carries a chain, is tiled in all three members.  */
static void
test_whole_innermost (isl_ctx *ctx)
{
  const char *domain = "{ S[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39; "
		       "T[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39 }";
  struct ph_options opts;
  struct ph_optimize_report report;
  struct ph_scop *jacobi = scop_from_text
    (ctx, domain,
     "{ S[t, i, j] -> A[i, j]; S[t, i, j] -> A[i - 1, j]; "
     "S[t, i, j] -> A[i + 1, j]; S[t, i, j] -> A[i, j - 1]; "
     "S[t, i, j] -> A[i, j + 1]; T[t, i, j] -> B[i, j] }",
     "{ S[t, i, j] -> B[i, j]; T[t, i, j] -> A[i, j] }",
     "{ domain: \"{ S[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39; "
     "T[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39 }\", child: "
     "{ schedule: \"[{ S[t, i, j] -> [(t)]; T[t, i, j] -> [(t)] }]\", "
     "child: { sequence: [ { filter: \"{ S[t, i, j] }\", child: "
     "{ schedule: \"[{ S[t, i, j] -> [(i)] }, { S[t, i, j] -> [(j)] }]\" "
     "} }, { filter: \"{ T[t, i, j] }\", child: { schedule: "
     "\"[{ T[t, i, j] -> [(i)] }, { T[t, i, j] -> [(j)] }]\" } } ] } } }");
  struct ph_scop *seidel = scop_from_text
    (ctx, "{ S[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39 }",
     "{ S[t, i, j] -> A[i, j]; S[t, i, j] -> A[i - 1, j]; "
     "S[t, i, j] -> A[i + 1, j]; S[t, i, j] -> A[i, j - 1]; "
     "S[t, i, j] -> A[i, j + 1] }",
     "{ S[t, i, j] -> A[i, j] }",
     "{ domain: \"{ S[t, i, j] : 0 <= t < 40 and 1 <= i, j < 39 }\", "
     "child: { schedule: \"[{ S[t, i, j] -> [(t)] }, "
     "{ S[t, i, j] -> [(i)] }, { S[t, i, j] -> [(j)] }]\" } }");
  isl_schedule *schedule;

  ph_options_init (&opts);
  opts.l1_cache_bytes = 0;
  add_matrices (jacobi, "AB");
  add_matrices (seidel, "A");
  schedule = ph_optimize (jacobi, &opts, NULL, NULL, &report, NULL);
  unit_check ("jacobi-2d: skewed, tiled around a whole innermost loop",
	      schedule && report.skewed && report.tile.n_whole_innermost == 1
	      && !strcmp (report.tile.sizes, "32x32"), report.why);
  isl_schedule_free (schedule);
  schedule = ph_optimize (seidel, &opts, NULL, NULL, &report, NULL);
  unit_check ("seidel-2d: tiled in all three members",
	      schedule && report.tile.n_whole_innermost == 0
	      && !strcmp (report.tile.sizes, "32x32x32"), report.why);
  isl_schedule_free (schedule);
  ph_scop_free (jacobi);
  ph_scop_free (seidel);
}

/* A SCoP of two statements S and T over 40 time steps of 1 <= i < 99,
   S reading S_READS and writing B[i], T reading T_READS and writing
   A[i], on the 1-D arrays A and B, in the original schedule SCHEDULE
   (isl text of its band and children under the domain).  */
static struct ph_scop *
two_sweeps_scop (isl_ctx *ctx, const char *reads, const char *schedule)
{
  const char *domain = "{ S[t, i] : 0 <= t < 40 and 1 <= i < 99; "
		       "T[t, i] : 0 <= t < 40 and 1 <= i < 99 }";
  char tree[1024];
  struct ph_scop *scop;

  snprintf (tree, sizeof tree, "{ domain: \"%s\", child: %s }", domain,
	    schedule);
  scop = scop_from_text (ctx, domain, reads,
			 "{ S[t, i] -> B[i]; T[t, i] -> A[i] }", tree);
  for (const char *a = "AB"; *a; a++)
    {
      char id[2] = { *a, 0 };
      ph_scop_add_array (scop, isl_id_alloc (ctx, id, NULL),
			 PH_ARRAY_MEMORY, 1, 8, NULL);
    }
  return scop;
}

/* Jacobi's 1-D stencil, B from A then A from B in two loops a step:
   the scheduler skews it into a band of two, whose source's innermost
   loops are vector code.  Both members are tiled, in wide tiles (4x16
   without a cache), and each statement keeps a loop of its own inside
   them.  Where the source fuses the two statements and T's A[i - 1]
   feeds S's next iteration, the statements cannot run apart, and the
   band stays untiled.  */
static void
test_statements_apart (isl_ctx *ctx)
{
  struct ph_scop *jacobi = two_sweeps_scop
    (ctx,
     "{ S[t, i] -> A[i - 1]; S[t, i] -> A[i]; S[t, i] -> A[i + 1]; "
     "T[t, i] -> B[i - 1]; T[t, i] -> B[i]; T[t, i] -> B[i + 1] }",
     "{ schedule: \"[{ S[t, i] -> [(t)]; T[t, i] -> [(t)] }]\", "
     "child: { sequence: [ { filter: \"{ S[t, i] }\", child: "
     "{ schedule: \"[{ S[t, i] -> [(i)] }]\" } }, "
     "{ filter: \"{ T[t, i] }\", child: "
     "{ schedule: \"[{ T[t, i] -> [(i)] }]\" } } ] } }");
  struct ph_scop *fused = two_sweeps_scop
    (ctx, "{ S[t, i] -> A[i - 1]; T[t, i] -> B[i] }",
     "{ schedule: \"[{ S[t, i] -> [(t)]; T[t, i] -> [(t)] }, "
     "{ S[t, i] -> [(i)]; T[t, i] -> [(i)] }]\", child: "
     "{ sequence: [ { filter: \"{ S[t, i] }\" }, "
     "{ filter: \"{ T[t, i] }\" } ] } }");
  struct ph_options opts;
  struct ph_optimize_report report;
  isl_schedule *schedule;

  ph_options_init (&opts);
  opts.l1_cache_bytes = 0;
  schedule = ph_optimize (jacobi, &opts, NULL, NULL, &report, NULL);
  unit_check ("jacobi-1d: tiled 4x16, a loop per statement",
	      schedule && report.skewed
	      && report.tile.n_statements_apart == 1
	      && !strcmp (report.tile.sizes, "4x16"), report.why);
  isl_schedule_free (schedule);
  schedule = ph_optimize (fused, &opts, NULL, NULL, &report, NULL);
  unit_check ("fused sweeps that feed each other: not tiled",
	      !schedule && report.tile.n_statements_apart == 0
	      && report.tile.n_tiled == 0, report.why);
  isl_schedule_free (schedule);
  ph_scop_free (jacobi);
  ph_scop_free (fused);
}

/* The edit distance's recurrence D[i][j] from D[i - 1][j - 1],
   D[i - 1][j] and D[i][j - 1] on 40x40, with the costs the bridge
   gives a statement of OPS operations and a chain of 3 cycles.  */
static struct ph_scop *
recurrence_scop (isl_ctx *ctx, int ops)
{
  char text[64];
  struct ph_scop *scop = scop_from_text
    (ctx, "{ S[i, j] : 1 <= i <= 40 and 1 <= j <= 40 }",
     "{ S[i, j] -> D[i - 1, j - 1]; S[i, j] -> D[i - 1, j]; "
     "S[i, j] -> D[i, j - 1] }",
     "{ S[i, j] -> D[i, j] }",
     "{ domain: \"{ S[i, j] : 1 <= i <= 40 and 1 <= j <= 40 }\", "
     "child: { schedule: \"[{ S[i, j] -> [(i)] }, "
     "{ S[i, j] -> [(j)] }]\" } }");

  add_matrices (scop, "D");
  snprintf (text, sizeof text, "{ S[i, j] -> [(%d)] }", ops);
  scop->ops = isl_union_pw_aff_read_from_str (ctx, text);
  scop->chain_latency = isl_union_pw_aff_read_from_str
			  (ctx, "{ S[i, j] -> [(3)] }");
  return scop;
}

/* On one thread, the edit distance (12 operations, a chain of 3
   cycles) waits for its chain: 4 chains are interleaved.  With
   Smith-Waterman's 19 operations for the same chain, the loop is bound
   by its work, and its band keeps one chain.  */
static void
test_chain_latency (isl_ctx *ctx)
{
  struct ph_options opts;
  struct ph_optimize_report report;

  ph_options_init (&opts);
  opts.l1_cache_bytes = 0;
  opts.sequential = 1;
  for (int k = 0; k < 2; k++)
    {
      struct ph_scop *scop = recurrence_scop (ctx, k ? 19 : 12);
      isl_schedule *schedule = ph_optimize (scop, &opts, NULL, NULL, &report,
					    NULL);

      unit_check (k == 0 ? "edit distance, bound by its chain, interleaved"
		  : "Smith-Waterman, bound by its work, kept",
		  k == 0 ? schedule && report.tile.n_interleaved == 1
		  : !schedule && report.tile.n_interleaved == 0, report.why);
      isl_schedule_free (schedule);
      ph_scop_free (scop);
    }
}

/* For threads, the edit distance is tiled on a wavefront (4x16 tiles
   with no L1 cache), its chains interleaved inside the tiles (the
   schedule passed ph_optimize's legality check).  Smith-Waterman's band
   stays as it is.  */
static void
test_recurrence_threads (isl_ctx *ctx)
{
  struct ph_options opts;
  struct ph_optimize_report report;

  ph_options_init (&opts);
  opts.l1_cache_bytes = 0;
  for (int k = 0; k < 2; k++)
    {
      struct ph_scop *scop = recurrence_scop (ctx, k ? 19 : 12);
      isl_schedule *schedule = ph_optimize (scop, &opts, NULL, NULL, &report,
					    NULL);

      if (k == 0)
	unit_check ("edit distance on threads, wide tiles on a wavefront",
		    schedule && report.tile.n_wavefront == 1
		    && report.tile.n_interleaved == 1
		    && !strcmp (report.tile.sizes, "4x16"), report.why);
      else
	unit_check ("Smith-Waterman on threads, kept",
		    !schedule && report.tile.n_wavefront == 0, report.why);
      isl_schedule_free (schedule);
      ph_scop_free (scop);
    }
}

/* lu as the bridge models it: the counts of the j loop of U start at 0
   where the source's j starts at i, so U's domain is sheared.  With the
   source counters the scheduler finds lu's permutable band of three at
   once (on the counts alone it ran for minutes); the tiled schedule is
   legal and covers the domain.  */
static void
test_lu_counters (isl_ctx *ctx)
{
  const char *domain = "{ S[i, j, k] : i <= 40 and 0 < j < i and 0 <= k < j; "
		       "T[i, j] : 0 < i <= 40 and 0 <= j < i; "
		       "U[i, j, k] : i > 0 and 0 <= j <= 40 - i and "
		       "0 <= k < i }";
  char schedule_text[1024];
  snprintf (schedule_text, sizeof schedule_text,
	    "{ domain: \"%s\", child: { schedule: \"[{ S[i, j, k] -> [(i)]; "
	    "T[i, j] -> [(i)]; U[i, j, k] -> [(i)] }]\", child: { sequence: "
	    "[ { filter: \"{ S[i, j, k]; T[i, j] }\", child: { schedule: "
	    "\"[{ S[i, j, k] -> [(j)]; T[i, j] -> [(j)] }]\", child: { "
	    "sequence: [ { filter: \"{ S[i, j, k] }\", child: { schedule: "
	    "\"[{ S[i, j, k] -> [(k)] }]\" } }, { filter: \"{ T[i, j] }\" } ] "
	    "} } }, { filter: \"{ U[i, j, k] }\", child: { schedule: "
	    "\"[{ U[i, j, k] -> [(j)] }, { U[i, j, k] -> [(k)] }]\" } } ] } } }",
	    domain);
  struct ph_scop *scop = scop_from_text
    (ctx, domain,
     "{ S[i, j, k] -> A[i, j]; S[i, j, k] -> A[i, k]; S[i, j, k] -> A[k, j]; "
     "T[i, j] -> A[i, j]; T[i, j] -> A[j, j]; U[i, j, k] -> A[i, i + j]; "
     "U[i, j, k] -> A[i, k]; U[i, j, k] -> A[k, i + j] }",
     "{ S[i, j, k] -> A[i, j]; T[i, j] -> A[i, j]; U[i, j, k] -> A[i, i + j] }",
     schedule_text);
  struct ph_options opts;
  struct ph_optimize_report report;
  isl_schedule *schedule;

  scop->reads = isl_union_map_intersect_domain
		  (scop->reads, isl_union_set_copy (scop->domain));
  scop->counters = isl_union_pw_multi_aff_read_from_str
    (ctx, "{ S[i, j, k] -> S[i, j, k]; T[i, j] -> T[i, j]; "
	  "U[i, j, k] -> U[i, i + j, k] }");
  ph_options_init (&opts);
  schedule = ph_optimize (scop, &opts, NULL, NULL, &report, NULL);
  unit_check ("lu: scheduled within the time limit", schedule != NULL,
	      report.why);
  unit_check ("lu: tiled 32x32x32", !strcmp (report.tile.sizes, "32x32x32"),
	      report.tile.sizes);
  isl_schedule_free (schedule);
  ph_scop_free (scop);
}

/* A sum into A[0] between its initialisation I and a read R: the
   instances of the reduction S depend on each other only through the
   reduction relation, I before all of them and R after all of them.  A
   statement that also writes elsewhere is no reduction.  */
static void
test_reduction (isl_ctx *ctx)
{
  const char *schedule = "{ domain: \"{ I[]; S[i] : 0 <= i <= 3; R[] }\", "
    "child: { sequence: [ { filter: \"{ I[] }\" }, { filter: \"{ S[i] }\", "
    "child: { schedule: \"[{ S[i] -> [(i)] }]\" } }, "
    "{ filter: \"{ R[] }\" } ] } }";
  struct ph_scop *scop = scop_from_text
    (ctx, "{ I[]; S[i] : 0 <= i <= 3; R[] }",
     "{ S[i] -> A[0]; S[i] -> B[i]; R[] -> A[0] }",
     "{ I[] -> A[0]; S[i] -> A[0] }", schedule);
  struct ph_deps *deps;
  isl_union_map *all;

  scop->reductions = isl_union_set_read_from_str (ctx,
						  "{ S[i] : 0 <= i <= 3 }");
  deps = ph_deps_compute (scop);
  unit_check ("reduction: its instances depend on each other apart",
	      deps && map_is (deps->reduction,
			      "{ S[i] -> S[i'] : 0 <= i < i' <= 3 }"), NULL);
  all = deps ? ph_deps_all (deps) : NULL;
  all = isl_union_map_intersect_domain
	  (all, isl_union_set_read_from_str (ctx, "{ I[]; S[i] }"));
  all = isl_union_map_intersect_range
	  (all, isl_union_set_read_from_str (ctx, "{ S[i]; R[] }"));
  unit_check ("reduction: the initialisation before every instance, the "
	      "read after every one, nothing from S to S",
	      all && map_is (all, "{ I[] -> S[i] : 0 <= i <= 3; I[] -> R[]; "
			     "S[i] -> R[] : 0 <= i <= 3 }"), NULL);
  isl_union_map_free (all);
  ph_deps_free (deps);
  ph_scop_free (scop);

  scop = scop_from_text
    (ctx, "{ I[]; S[i] : 0 <= i <= 3; R[] }",
     "{ S[i] -> A[0]; R[] -> A[0] }",
     "{ I[] -> A[0]; S[i] -> A[0]; S[i] -> B[i] }", schedule);
  scop->reductions = isl_union_set_read_from_str (ctx,
						  "{ S[i] : 0 <= i <= 3 }");
  deps = ph_deps_compute (scop);
  unit_check ("reduction: refused for a statement that also writes B",
	      deps && isl_union_map_is_empty (deps->reduction)
		      == isl_bool_true, NULL);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* A read of the next element then a write (anti), a write of one
   element by every instance (output), and the legality check: the
   original order passes, the reversed one is refused.  */
static void
test_kinds_and_legality (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "{ T[i] : 0 <= i <= 8; U[i] : 0 <= i <= 8 }",
     "{ T[i] -> A[i + 1] }",
     "{ T[i] -> A[i]; U[i] -> B[0] }",
     "{ domain: \"{ T[i] : 0 <= i <= 8; U[i] : 0 <= i <= 8 }\", "
     "child: { schedule: \"[{ T[i] -> [(i)]; U[i] -> [(i)] }]\", "
     "child: { sequence: [ { filter: \"{ T[i] }\" }, "
     "{ filter: \"{ U[i] }\" } ] } } }");
  struct ph_deps *deps = ph_deps_compute (scop);
  isl_schedule *reversed;
  isl_union_map *wrong;

  unit_check ("anti dependence of a read before the next write",
	      deps && map_is (deps->anti,
			      "{ T[i] -> T[i + 1] : 0 <= i <= 7 }"), NULL);
  unit_check ("output dependences of one element written again: every "
	      "later write",
	      deps && map_is (deps->output,
			      "{ U[i] -> U[j] : 0 <= i < j <= 8 }"), NULL);
  unit_check ("no flow dependence", deps
	      && isl_union_map_is_empty (deps->flow) == isl_bool_true, NULL);
  wrong = ph_schedule_violations (scop->schedule, deps);
  unit_check ("legality: the original schedule is legal",
	      wrong && isl_union_map_is_empty (wrong) == isl_bool_true, NULL);
  isl_union_map_free (wrong);
  reversed = isl_schedule_read_from_str
    (ctx, "{ domain: \"{ T[i] : 0 <= i <= 8; U[i] : 0 <= i <= 8 }\", "
     "child: { schedule: \"[{ T[i] -> [(-i)]; U[i] -> [(-i)] }]\" } }");
  wrong = ph_schedule_violations (reversed, deps);
  unit_check ("legality: the reversed schedule is refused",
	      wrong && isl_union_map_is_empty (wrong) == isl_bool_false, NULL);
  isl_union_map_free (wrong);
  isl_schedule_free (reversed);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* Anti dependences through a private scalar go from a read to the
   writes after it up to the next must-write: a may-write (a conditional
   store) does not end them.  Through memory they go to every later
   write.  R[i] reads x, M[i] may write it, W[i] writes it, one after
   the other in each iteration i.  Also the flat time maps that the
   analysis runs backwards.  */
static void
test_anti_until_must_write (isl_ctx *ctx)
{
  const char *schedule
    = "{ domain: \"[n] -> { R[i] : 0 <= i < n; M[i] : 0 <= i < n; "
      "W[i] : 0 <= i < n }\", child: { schedule: \"[n] -> "
      "[{ R[i] -> [(i)]; M[i] -> [(i)]; W[i] -> [(i)] }]\", "
      "child: { sequence: [ { filter: \"{ R[i] }\" }, "
      "{ filter: \"{ M[i] }\" }, { filter: \"{ W[i] }\" } ] } } }";
  struct ph_scop *scop = scop_from_text
    (ctx, "[n] -> { R[i] : 0 <= i < n; M[i] : 0 <= i < n; "
     "W[i] : 0 <= i < n }",
     "[n] -> { R[i] -> x[] : 0 <= i < n }",
     "[n] -> { W[i] -> x[] : 0 <= i < n }", schedule);
  isl_union_map *time;
  struct ph_deps *deps;

  scop->may_writes = isl_union_map_union
		       (scop->may_writes, isl_union_map_read_from_str
					    (ctx, "[n] -> { M[i] -> x[] : "
						  "0 <= i < n }"));
  deps = ph_deps_compute (scop);
  unit_check ("anti dependences through memory: every later write",
	      deps && map_is (deps->anti,
			      "[n] -> { R[i] -> M[j] : 0 <= i <= j < n; "
			      "R[i] -> W[j] : 0 <= i <= j < n }"), NULL);
  ph_deps_free (deps);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "x", NULL), PH_ARRAY_PHI, 0,
		     8, NULL);
  deps = ph_deps_compute (scop);
  unit_check ("anti dependences through a private scalar: until the "
	      "must-write, through the may-write",
	      deps && map_is (deps->anti,
			      "[n] -> { R[i] -> M[i] : 0 <= i < n; "
			      "R[i] -> W[i] : 0 <= i < n }"), NULL);
  time = ph_schedule_flat_map (scop->schedule);
  unit_check ("flat map: one time vector for all statements",
	      time && map_is (time, "[n] -> { R[i] -> [i, 0]; "
				    "M[i] -> [i, 1]; W[i] -> [i, 2] }"),
	      NULL);
  unit_check ("flat map: its time vectors' length",
	      ph_flat_time_dim (time) == 2, NULL);
  isl_union_map_free (time);
  time = ph_schedule_reversed_map (scop->schedule);
  unit_check ("reversed map: every time vector negated",
	      time && map_is (time, "[n] -> { R[i] -> [-i, 0]; "
				    "M[i] -> [-i, -1]; W[i] -> [-i, -2] }"),
	      NULL);
  isl_union_map_free (time);
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* Floyd-Warshall, path[i][j] = min (path[i][j], path[i][k] + path[k][j]):
   the j loop reads path[i][k] throughout and writes it where j = k.
   It is split there into three loops, one after the other; a sum over
   j into s[i], written at every j, is not split.  */
static void
test_split_at_writes (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_from_text
    (ctx, "[n] -> { S[k, i, j] : 0 <= i, j, k < n; T[i, j] : 0 <= i, j < n }",
     "[n] -> { S[k, i, j] -> P[i, j]; S[k, i, j] -> P[i, k]; "
     "S[k, i, j] -> P[k, j]; T[i, j] -> s[i]; T[i, j] -> A[i, j] }",
     "[n] -> { S[k, i, j] -> P[i, j]; T[i, j] -> s[i] }",
     "{ domain: \"[n] -> { S[k, i, j] : 0 <= i, j, k < n; "
     "T[i, j] : 0 <= i, j < n }\", child: { sequence: [ "
     "{ filter: \"{ S[k, i, j] }\", child: "
     "{ schedule: \"[n] -> [{ S[k, i, j] -> [(k)] }]\", child: "
     "{ schedule: \"[n] -> [{ S[k, i, j] -> [(i)] }]\", child: "
     "{ schedule: \"[n] -> [{ S[k, i, j] -> [(j)] }]\" } } } }, "
     "{ filter: \"{ T[i, j] }\", child: "
     "{ schedule: \"[n] -> [{ T[i, j] -> [(i)] }, "
     "{ T[i, j] -> [(j)] }]\" } } ] } }");
  isl_schedule *schedule = isl_schedule_copy (scop->schedule);
  isl_ast_build *build;
  isl_ast_node *ast;
  char *code;
  int n_split;

  schedule = ph_schedule_split_at_writes (schedule, scop, &n_split);
  unit_check ("split: floyd-warshall's j loop, not the sum's",
	      schedule && n_split == 1, NULL);
  build = isl_ast_build_alloc (ctx);
  ast = isl_ast_build_node_from_schedule (build, schedule);
  code = isl_ast_node_to_C_str (ast);
  unit_check ("split: before j = k, at it, after it",
	      code && strstr (code, "for (int c2 = 0; c2 < c0; c2 += 1)")
	      && strstr (code, "S(c0, c1, c0);")
	      && strstr (code, "for (int c2 = c0 + 1; c2 < n; c2 += 1)"),
	      code);
  free (code);
  isl_ast_node_free (ast);
  isl_ast_build_free (build);
  ph_scop_free (scop);
}

/* The number of members of the outermost band of SCHEDULE (kept), or
   -1; 0 for a band of several that is not permutable.  */
static int
outer_band_members (isl_schedule *schedule)
{
  isl_schedule_node *node = isl_schedule_get_root (schedule);
  isl_size n = -1;

  node = isl_schedule_node_child (node, 0);
  if (node && isl_schedule_node_get_type (node) == isl_schedule_node_band)
    n = isl_schedule_node_band_n_member (node);
  if (n > 1 && isl_schedule_node_band_get_permutable (node) != isl_bool_true)
    n = 0;
  isl_schedule_node_free (node);
  return n;
}

/* The legality check on the schedule TEXT of SCOP under DEPS: 1 if it
   runs every dependence of ph_deps_order forward, 0 if not, -1 on an
   isl failure; *FLOW likewise for its private scalars' dataflow.  */
static int
check_schedule (const struct ph_scop *scop, const struct ph_deps *deps,
		const char *text, int *flow)
{
  isl_schedule *schedule = isl_schedule_read_from_str (scop->ctx, text);
  isl_union_map *wrong = ph_schedule_violations (schedule, deps);
  isl_bool none = wrong ? isl_union_map_is_empty (wrong) : isl_bool_error;

  *flow = ph_schedule_keeps_scalar_flow (scop, schedule);
  isl_union_map_free (wrong);
  isl_schedule_free (schedule);
  return none;
}

/* A transposing copy through a value scalar, t = A[i][j]; B[j][i] = t:
   t's anti and output dependences order every (i, j) after the one
   before, the live ranges do not, so that once relaxed they allow the
   interchange, and isl's two bands for it to be joined into one; the
   exact check of the scalar's dataflow still refuses a schedule that
   runs every t = ... before the first B[j][i] = t.  */
static void
test_scalar_live_ranges (isl_ctx *ctx)
{
  const char *domain = "{ S[i, j] : 0 <= i, j < 6; T[i, j] : 0 <= i, j < 6 }";
  struct ph_scop *scop = scop_from_text
    (ctx, domain, "{ S[i, j] -> A[i, j]; T[i, j] -> V[] }",
     "{ S[i, j] -> V[]; T[i, j] -> B[j, i] }",
     "{ domain: \"{ S[i, j] : 0 <= i, j < 6; T[i, j] : 0 <= i, j < 6 }\", "
     "child: { schedule: \"[{ S[i, j] -> [(i)]; T[i, j] -> [(i)] }, "
     "{ S[i, j] -> [(j)]; T[i, j] -> [(j)] }]\", child: { sequence: [ "
     "{ filter: \"{ S[i, j] }\" }, { filter: \"{ T[i, j] }\" } ] } } }");
  const char *interchanged =
    "{ domain: \"{ S[i, j] : 0 <= i, j < 6; T[i, j] : 0 <= i, j < 6 }\", "
    "child: { schedule: \"[{ S[i, j] -> [(j)]; T[i, j] -> [(j)] }, "
    "{ S[i, j] -> [(i)]; T[i, j] -> [(i)] }]\", child: { sequence: [ "
    "{ filter: \"{ S[i, j] }\" }, { filter: \"{ T[i, j] }\" } ] } } }";
  const char *distributed =
    "{ domain: \"{ S[i, j] : 0 <= i, j < 6; T[i, j] : 0 <= i, j < 6 }\", "
    "child: { sequence: [ { filter: \"{ S[i, j] }\", child: { schedule: "
    "\"[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]\" } }, "
    "{ filter: \"{ T[i, j] }\", child: { schedule: "
    "\"[{ T[i, j] -> [(i)] }, { T[i, j] -> [(j)] }]\" } } ] } }";
  /* The interchange as isl gives it, one band per loop.  */
  const char *split =
    "{ domain: \"{ S[i, j] : 0 <= i, j < 6; T[i, j] : 0 <= i, j < 6 }\", "
    "child: { schedule: \"[{ S[i, j] -> [(j)]; T[i, j] -> [(j)] }]\", "
    "child: { schedule: \"[{ S[i, j] -> [(i)]; T[i, j] -> [(i)] }]\", "
    "child: { sequence: [ { filter: \"{ S[i, j] }\" }, "
    "{ filter: \"{ T[i, j] }\" } ] } } } }";
  struct ph_deps *deps;
  isl_schedule *schedule;
  isl_bool relaxed;
  int order, flow;

  ph_scop_add_array (scop, isl_id_alloc (ctx, "V", NULL), PH_ARRAY_VALUE, 0,
		     8, NULL);
  add_matrices (scop, "AB");
  deps = ph_deps_compute (scop);
  relaxed = deps ? ph_deps_relax_scalars (deps) : isl_bool_error;
  unit_check ("live ranges: the scalar's dependences are relaxed",
	      relaxed == isl_bool_true,
	      "ph_deps_relax_scalars did not return true");
  if (relaxed != isl_bool_true)
    {
      ph_deps_free (deps);
      ph_scop_free (scop);
      return;
    }
  unit_check ("live ranges: one per (i, j)",
	      map_is (deps->live, "{ S[i, j] -> T[i, j] : 0 <= i, j < 6 }"),
	      "unexpected live ranges");
  unit_check ("live ranges: reuse orders each (i, j) after the one before",
	      map_is (deps->reuse,
		      "{ T[i, j] -> S[i, j + 1] : 0 <= i < 6 and 0 <= j < 5; "
		      "T[i, 5] -> S[i + 1, 0] : 0 <= i < 5; "
		      "S[i, j] -> S[i, j + 1] : 0 <= i < 6 and 0 <= j < 5; "
		      "S[i, 5] -> S[i + 1, 0] : 0 <= i < 5 }"),
	      "unexpected reuse dependences");

  order = check_schedule (scop, deps, interchanged, &flow);
  unit_check ("live ranges: the interchange respects the relaxed order",
	      order == 1, "violations found");
  unit_check ("live ranges: the interchange keeps the scalar's dataflow",
	      flow == 1, "dataflow changed");
  order = check_schedule (scop, deps, distributed, &flow);
  unit_check ("live ranges: distribution respects the relaxed order",
	      order == 1, "violations found");
  unit_check ("live ranges: distribution changes the scalar's dataflow",
	      flow == 0, "the check accepted every B[j][i] = t reading the last t");

  schedule = ph_schedule_merge_bands
	       (isl_schedule_read_from_str (ctx, split), deps);
  unit_check ("live ranges: the bands j, then i, join into one",
	      outer_band_members (schedule) == 2, "not joined");
  isl_schedule_free (schedule);

  ph_deps_keep_scalar_order (deps);
  schedule = ph_schedule_merge_bands
	       (isl_schedule_read_from_str (ctx, split), deps);
  unit_check ("live ranges: kept in order, the bands stay apart",
	      outer_band_members (schedule) == 1, "joined");
  isl_schedule_free (schedule);
  order = check_schedule (scop, deps, interchanged, &flow);
  unit_check ("live ranges: kept in order, the interchange is refused",
	      order == 0, "no violation found");
  ph_deps_free (deps);
  ph_scop_free (scop);
}

/* Gram-Schmidt's column loop k around its updates of the later columns
   j, over the rows i: Q[i][k] = A[i][k]; R[k][j] = 0;
   R[k][j] += Q[i][k] * A[i][j]; A[i][j] -= Q[i][k] * R[k][j].  As a
   whole, isl's schedule keeps the loops over i innermost, down the
   columns of A and Q (a negative stride score); with k kept outermost,
   the body takes i outside j, and the updates walk the rows.  */
static void
test_keep_outer_loop (isl_ctx *ctx)
{
  const char *domain =
    "{ P[k, i] : 0 <= k < 40 and 0 <= i < 50; "
    "U[k, j] : 0 <= k < j < 40; "
    "S[k, j, i] : 0 <= k < j < 40 and 0 <= i < 50; "
    "T[k, j, i] : 0 <= k < j < 40 and 0 <= i < 50 }";
  char schedule_text[1024];
  struct ph_scop *scop;
  struct ph_options opts;
  struct ph_optimize_report report;
  isl_schedule *schedule;
  isl_union_map *time, *outer;
  int before, after;

  snprintf (schedule_text, sizeof schedule_text,
	    "{ domain: \"%s\", child: { schedule: \"[{ P[k, i] -> [(k)]; "
	    "U[k, j] -> [(k)]; S[k, j, i] -> [(k)]; T[k, j, i] -> [(k)] }]\", "
	    "child: { sequence: [ { filter: \"{ P[k, i] }\", child: { "
	    "schedule: \"[{ P[k, i] -> [(i)] }]\" } }, { filter: "
	    "\"{ U[k, j]; S[k, j, i]; T[k, j, i] }\", child: { schedule: "
	    "\"[{ U[k, j] -> [(j)]; S[k, j, i] -> [(j)]; T[k, j, i] -> [(j)] "
	    "}]\", child: { sequence: [ { filter: \"{ U[k, j] }\" }, "
	    "{ filter: \"{ S[k, j, i] }\", child: { schedule: "
	    "\"[{ S[k, j, i] -> [(i)] }]\" } }, { filter: "
	    "\"{ T[k, j, i] }\", child: { schedule: "
	    "\"[{ T[k, j, i] -> [(i)] }]\" } } ] } } } ] } } }", domain);
  scop = scop_from_text
    (ctx, domain,
     "{ P[k, i] -> A[i, k]; S[k, j, i] -> R[k, j]; S[k, j, i] -> Q[i, k]; "
     "S[k, j, i] -> A[i, j]; T[k, j, i] -> A[i, j]; T[k, j, i] -> Q[i, k]; "
     "T[k, j, i] -> R[k, j] }",
     "{ P[k, i] -> Q[i, k]; U[k, j] -> R[k, j]; S[k, j, i] -> R[k, j]; "
     "T[k, j, i] -> A[i, j] }", schedule_text);
  add_matrices (scop, "AQR");
  ph_options_init (&opts);
  opts.l1_cache_bytes = 0;
  schedule = ph_optimize (scop, &opts, NULL, NULL, &report, NULL);
  unit_check ("outer loop kept: a new schedule", schedule != NULL,
	      report.why);
  before = ph_schedule_inner_stride (scop, scop->schedule);
  after = schedule ? ph_schedule_inner_stride (scop, schedule) : before;
  unit_check ("outer loop kept: the original walks columns innermost",
	      before < 0, NULL);
  unit_check ("outer loop kept: the new schedule walks rows innermost",
	      after > 0, NULL);
  /* k is the first time dimension of every statement.  */
  time = schedule ? isl_schedule_get_map (schedule) : NULL;
  outer = isl_union_map_read_from_str
    (ctx, "{ P[k, i] -> [k]; U[k, j] -> [k]; S[k, j, i] -> [k]; "
	  "T[k, j, i] -> [k] }");
  time = isl_union_map_apply_range
    (time, isl_union_map_read_from_str (ctx, "{ [t0, t1, t2, t3, t4, t5] "
					     "-> [t0]; [t0, t1, t2, t3, t4] -> "
					     "[t0]; [t0, t1, t2, t3] -> [t0]; "
					     "[t0, t1, t2] -> [t0] }"));
  unit_check ("outer loop kept: k outermost",
	      time && isl_union_map_is_subset (time, outer) == isl_bool_true,
	      NULL);
  isl_union_map_free (time);
  isl_union_map_free (outer);
  isl_schedule_free (schedule);
  ph_scop_free (scop);
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);

  test_recurrence (ctx);
  test_wavefront_single_sweep (ctx);
  test_kinds_and_legality (ctx);
  test_anti_until_must_write (ctx);
  test_gemm (ctx);
  test_schedule_budget (ctx);
  test_schedule_relaxed_fallback (ctx);
  test_schedule_parameter_bound (ctx);
  test_scheduler_process (ctx);
  test_gemm_in_cache (ctx);
  test_unroll_and_jam (ctx);
  test_register_tile_triangle (ctx);
  test_split_at_writes (ctx);
  test_skewed_stride_one (ctx);
  test_whole_innermost (ctx);
  test_statements_apart (ctx);
  test_chain_latency (ctx);
  test_cannot_pay_in_cache (ctx);
  test_recurrence_threads (ctx);
  test_lu_counters (ctx);
  test_reduction (ctx);
  test_scalar_live_ranges (ctx);
  test_keep_outer_loop (ctx);
  isl_ctx_free (ctx);
  return unit_status ();
}
