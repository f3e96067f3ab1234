/* The polyhedral pass, the driver of the pipeline: for every function,
   prepare its loops, detect the SCoPs, then for each one build its
   model, transform it (dependences, a new schedule, tiling) and
   regenerate its code, reporting what was done or why not.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-pass.h"
#include "gimple.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "dumpfile.h"
#include "function.h"
#include "ssa.h"
#include "tree-into-ssa.h"
#include "cfganal.h"
#include "tree-cfgcleanup.h"
#include "tree-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "predict.h"
#include "profile.h"
#include "tree-pretty-print.h"

#include "polyhedral/ctx.h"
#include "polyhedral/ast.h"
#include "polyhedral/deps.h"
#include "polyhedral/nonlinear.h"
#include "polyhedral/solver.h"
#include "polyhedral/optimize.h"
#include "support/phase-time.h"
#include "support/vectors.h"
#include "prepare/accumulator.h"
#include "prepare/errno-calls.h"
#include "prepare/exits.h"
#include "prepare/stored-values.h"
#include "model/region.h"
#include "model/live-out.h"
#include "model/extract.h"
#include "codegen/codegen.h"
#include "codegen/parallel.h"

/* The bytes of stack that the arrays of expanded scalars (place.h) may
   take in one function: an array per SCoP, one SCoP after another.  */
#define PH_EXPANSION_FUNCTION_BYTES (256 * 1024)

/* What the pass knows of the function FUN it runs on: the options, with
   the cache size of FUN's target; the position of each block in reverse
   post order (POS); what is left of the stack for expanded scalars.  */
struct function_state
{
  function *fun;
  struct ph_options opts;
  int *pos;
  long expansion_bytes_left;
};

/* One try of a region as a SCoP: its own isl context, the region's
   state and, on success, the model; once it is optimised, the
   optimiser's REPORT and what the new schedule does in words (WHAT),
   and whether the new code is wanted only where a loop runs in
   parallel; the processor time of each phase.  */
struct attempt
{
  isl_ctx *ctx;
  struct ph_region region;
  struct ph_scop *scop;
  struct ph_optimize_report report;
  /* What decides the parallel loops, where ph_optimize computed it.  */
  struct ph_parallel_deps *parallel;
  char what[256];
  bool only_for_parallel;
  double seconds[PH_N_PHASES];	/* Under -ftime-report, by phase.  */
};

static bool model_region (const struct function_state *, class loop *,
			  class loop *, struct attempt *, long);

/* Try the region of loops FIRST to LAST of FS's function into A, with
   its scalars given arrays of their own where they can be, in up to
   EXPANSION_BYTES of stack; whether it is a SCoP.  */
static bool
attempt_region (const struct function_state *fs, class loop *first,
		class loop *last, struct attempt *a, long expansion_bytes = 0)
{
  memset (&a->report, 0, sizeof a->report);
  a->parallel = NULL;
  snprintf (a->what, sizeof a->what,
	    "regenerated from its original schedule");
  a->only_for_parallel = false;
  memset (a->seconds, 0, sizeof a->seconds);
  double start = ph_phase_enter (PH_PHASE_MODEL);
  bool ok = model_region (fs, first, last, a, expansion_bytes);
  a->seconds[PH_PHASE_MODEL] = ph_phase_leave (start);
  return ok;
}

/* The model of attempt_region, in A's own isl context.  */
static bool
model_region (const struct function_state *fs, class loop *first,
	      class loop *last, struct attempt *a, long expansion_bytes)
{
  a->ctx = ph_ctx_alloc (fs->opts.max_operations);
  a->scop = NULL;
  if (!a->ctx)
    {
      memset (&a->region, 0, sizeof a->region);
      snprintf (a->region.why, sizeof a->region.why, "isl context not created");
      return false;
    }
  /* Bounded until its AST is built (regenerate), or it is released.  */
  ph_ctx_arm (a->ctx, fs->opts.max_scop_time);
  a->scop = ph_extract_scop (&a->region, &fs->opts, fs->fun, first, last,
			     a->ctx, expansion_bytes);
  /* Its loops would keep their order (regenerate): without parallel
     code, the nests inside may do better on their own.  */
  if (a->scop && a->scop->n_guard && !fs->opts.identity
      && !ph_parallel_allowed (&a->region))
    {
      a->scop = ph_scop_free (a->scop);
      snprintf (a->region.why, sizeof a->region.why, "polynomial loop bounds or "
		"conditions, whose loops only parallel code would change");
    }
  return a->scop != NULL;
}

/* Free what A holds.  */
static void
attempt_release (struct attempt *a)
{
  a->parallel = ph_parallel_deps_free (a->parallel);
  a->scop = ph_scop_free (a->scop);
  ph_region_release (&a->region);
  ph_ctx_disarm (a->ctx);
  ph_ctx_free (a->ctx, flag_checking);
  a->ctx = NULL;
}

/* Report the SCoP of A, whose loops are FIRST to LAST: a remark at its
   first loop and its model in the dump file.  */
static void
report_scop (struct attempt *a, class loop *first, class loop *last)
{
  struct ph_scop *scop = a->scop;

  if (dump_enabled_p ())
    dump_printf_loc (MSG_NOTE, find_loop_location (first),
		     "polyhedral: found SCoP: %d loops, %d statements, "
		     "%d parameters\n", scop->n_loop,
		     ph_scop_n_statement (scop), ph_scop_n_param (scop));
  if (dump_file)
    {
      expanded_location loc
	= expand_location (find_loop_location (first).get_location_t ());
      fprintf (dump_file, "\n;; SCoP at %s:%d (loops %d to %d of function "
	       "%s)\n", loc.file ? loc.file : "?", loc.line, first->num,
	       last->num, function_name (cfun));
      ph_scop_dump (dump_file, scop);
      for (struct ph_trip_bound &t : a->region.trip_bounds)
	if (t.counter)
	  {
	    isl_id *id = ph_param_id (&a->region, t.name);
	    fprintf (dump_file, "counted trips: %s is the first ",
		     isl_id_get_name (id));
	    print_generic_expr (dump_file, t.counter, TDF_SLIM);
	    fprintf (dump_file, " >= 0 where ");
	    print_generic_expr (dump_file, t.exits, TDF_SLIM);
	    fprintf (dump_file, ", or %ld\n", (long) t.cap);
	    isl_id_free (id);
	  }
      for (struct ph_condition_param &c : a->region.condition_params)
	{
	  isl_id *id = ph_param_id (&a->region, c.name);
	  isl_printer *p = isl_printer_to_file (a->region.ctx, dump_file);
	  fprintf (dump_file, "condition: %s is 1 on ", isl_id_get_name (id));
	  p = isl_printer_print_set (p, c.holds);
	  p = isl_printer_end_line (p);
	  isl_printer_free (p);
	  isl_id_free (id);
	}
    }
}

/* Compare two loops by the position of their headers in POS (reverse
   post order): program order.  */
static int
program_order (const void *x, const void *y, void *pos)
{
  const class loop *a = *(const class loop *const *) x;
  const class loop *b = *(const class loop *const *) y;
  const int *p = (const int *) pos;
  return p[a->header->index] - p[b->header->index];
}

/* A SCoP found by detection, its loops FIRST to LAST, with the attempt
   that found it (ATTEMPT) while the function is as it was then.  */
struct found_scop
{
  class loop *first, *last;
  struct attempt *attempt;
};

/* A new attempt at the region of loops FIRST to LAST of FS's function,
   or NULL (after the attempt's release) if it is no SCoP.  */
static struct attempt *
new_attempt (const struct function_state *fs, class loop *first,
	     class loop *last)
{
  struct attempt *a = XNEW (struct attempt);

  if (attempt_region (fs, first, last, a))
    return a;
  if (first == last)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (first),
			 "polyhedral: not a SCoP: %s\n", a->region.why);
    }
  else if (dump_file)
    fprintf (dump_file, "\n;; loops %d to %d not merged into one SCoP: "
	     "%s\n", first->num, last->num, a->region.why);
  attempt_release (a);
  XDELETE (a);
  return NULL;
}

/* Release A, made by new_attempt, and free it; NULL.  */
static struct attempt *
delete_attempt (struct attempt *a)
{
  if (a)
    {
      attempt_release (a);
      XDELETE (a);
    }
  return NULL;
}

/* Find the SCoPs among the loops inside PARENT of FS's function: each
   child nest is tried alone (if refused, the reason is reported and its
   own children are tried), then runs of consecutive accepted nests are
   merged into one region as long as the merged region is still a SCoP.
   Each SCoP found is appended to FOUND, with the attempt that found it,
   so that it need not be modelled again.  */
static void
detect_in (const struct function_state *fs, class loop *parent,
	   vec<struct found_scop> *found)
{
  auto_vec<class loop *> kids;
  auto_vec<struct attempt *> alone;

  for (class loop *l = parent->inner; l; l = l->next)
    kids.safe_push (l);
  kids.sort (program_order, fs->pos);
  for (class loop *kid : kids)
    {
      struct attempt *a = new_attempt (fs, kid, kid);
      alone.safe_push (a);
      if (!a)
	detect_in (fs, kid, found);
    }
  for (unsigned i = 0; i < kids.length (); )
    {
      struct attempt *best = alone[i];
      unsigned j = i;

      if (!best)
	{
	  i++;
	  continue;
	}
      while (j + 1 < kids.length () && alone[j + 1])
	{
	  struct attempt *wider = new_attempt (fs, kids[i], kids[j + 1]);
	  if (!wider)
	    break;
	  delete_attempt (best);
	  alone[j + 1] = delete_attempt (alone[j + 1]);
	  best = wider;
	  j++;
	}
      report_scop (best, kids[i], kids[j]);
      struct found_scop f = { kids[i], kids[j], best };
      found->safe_push (f);
      i = j + 1;
    }
}

/* Describe in BUF (of SIZE) what REPORT says was done to a SCoP, whose
   model gave N_EXPANDED scalars arrays of their own: "interchanged,
   tiled 32x32, ...".  */
static void
describe_transform (const struct ph_optimize_report *report, int n_expanded,
		    char *buf, size_t size)
{
  size_t len = 0;

  buf[0] = '\0';
#define PH_APPEND(...)							\
  do									\
    {									\
      if (len < size)							\
	len += snprintf (buf + len, size - len, __VA_ARGS__);		\
    }									\
  while (0)
  if (report->n_fused)
    PH_APPEND ("%sfused %d statements", len ? ", " : "", report->n_fused);
  if (report->interchanged)
    PH_APPEND ("%sinterchanged", len ? ", " : "");
  if (report->skewed || report->tile.n_interleave_skewed)
    PH_APPEND ("%sskewed", len ? ", " : "");
  if (report->tile.n_tiled)
    PH_APPEND ("%stiled %s", len ? ", " : "", report->tile.sizes);
  if (report->tile.n_whole_innermost)
    PH_APPEND (" around whole innermost loops");
  if (report->tile.n_statements_apart)
    PH_APPEND (" with an innermost loop per statement");
  if (report->tile.n_tiled > 1)
    PH_APPEND (" (%d bands)", report->tile.n_tiled);
  if (report->tile.n_wavefront)
    PH_APPEND ("%sskewed for wavefront", len ? ", " : "");
  if (report->tile.n_register_tiled)
    PH_APPEND ("%sregister tiles of %dx%d in blocks mc=%ld kc=%ld nc=%ld",
	       len ? ", " : "", report->tile.register_rows,
	       report->tile.register_columns, report->tile.register_mc,
	       report->tile.register_kc, report->tile.register_nc);
  if (report->tile.n_jammed)
    PH_APPEND ("%sunrolled and jammed by %ld", len ? ", " : "",
	       report->tile.jam_factor);
  if (report->tile.n_interleaved)
    PH_APPEND ("%sinterleaved %ld chains of a recurrence",
	       len ? ", " : "", report->tile.interleave_factor);
  if (report->n_split)
    PH_APPEND ("%ssplit %d loop%s where %s an element read throughout",
	       len ? ", " : "", report->n_split,
	       report->n_split == 1 ? "" : "s",
	       report->n_split == 1 ? "it writes" : "they write");
  if (!len)
    PH_APPEND ("rescheduled");
  if (n_expanded)
    PH_APPEND (", with %d scalar%s expanded into arrays", n_expanded,
	       n_expanded == 1 ? "" : "s");
#undef PH_APPEND
}

/* Say that the SCoP of loops from FIRST is left as it was, for WHY.  */
static void
missed_transform (class loop *first, const char *why)
{
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (first),
		     "polyhedral: SCoP not transformed: %s\n", why);
}

/* Decide the dependences through the polynomial subscripts of the SCoP
   of A, whose first loop is FIRST, with the solver, within the time
   OPTS give it: its questions and verdicts go to the dump, and a remark
   says when some stayed undecided.  Whether isl did its part.  */
static bool
decide_nonlinear (struct attempt *a, class loop *first,
		  const struct ph_options *opts)
{
  struct ph_nonlinear_report report;
  int timeout = (int) opts->solver_timeout;

  if (dump_file)
    fprintf (dump_file, "\n;; dependences through polynomial subscripts "
	     "(SMT-LIB questions; unsat: no dependence):\n");
  if (ph_nonlinear_decide (a->scop, ph_solver_available () ? timeout : 0,
			   dump_file, &report) < 0)
    {
      snprintf (a->region.why, sizeof a->region.why, "isl failed to decide the "
		"dependences of polynomial subscripts");
      return false;
    }
  /* No times: a dump is the same for the same input.  */
  if (dump_file)
    fprintf (dump_file, ";; %d questions, %d without solution, %d "
	     "undecided; %d pairs of affine offsets decided by isl\n",
	     report.n_question, report.n_unsat, report.n_unknown,
	     report.n_exact);
  if (report.n_unknown && dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (first),
		     "polyhedral: %d of %d dependences through polynomial "
		     "subscripts undecided (%s), assumed\n",
		     report.n_unknown, report.n_question,
		     !ph_solver_available () ? "no z3"
		     : timeout == 0 ? "solver-timeout=0"
		     : "solver time-out, unsupported form, or past the "
		       "questions a SCoP may ask");
  return true;
}

/* Whether the SCoP of A has a scalar that ph_expand_scalars may give an
   array of its own: not held in an element, not used after the SCoP.  */
static bool
has_expandable_scalar (const struct attempt *a)
{
  for (int i = 0; i < a->scop->n_array; i++)
    {
      const struct ph_array *s = &a->scop->arrays[i];
      if (s->kind != PH_ARRAY_MEMORY && s->placed_in < 0 && !s->live_out)
	return true;
    }
  return false;
}

/* ph_optimize on the SCoP of A under FS's options, told whether its
   code will run on one thread, its scheduler's runs within *SCHEDULE_MS
   (the region's budget).  */
static isl_schedule *
optimize_attempt (const struct function_state *fs, struct attempt *a,
		  long *schedule_ms)
{
  struct ph_options opts = fs->opts;

  opts.sequential = !ph_parallel_allowed (&a->region);
  a->parallel = ph_parallel_deps_free (a->parallel);
  return ph_optimize (a->scop, &opts, schedule_ms, dump_file, &a->report,
		      &a->parallel);
}

/* SCHEDULE (taken), the one found for the SCoP of A (loops FIRST to
   LAST of FS's function) as A's report describes, or NULL where none
   pays, against one for the model again with its scalars given arrays
   of their own (place.h), tried where SCHEDULE's innermost loops (the
   original's where none pays) stride across rows: a schedule of that
   model whose innermost loops walk the source's arrays better (than
   SCHEDULE's, or than the original's) replaces SCHEDULE and A's
   attempt, report included.  The first model keeps its scalars: an
   array costs memory accesses where a register did, paid for only by
   the loops it frees.  The second model's scheduler runs get what the
   first's left of *SCHEDULE_MS, and none is tried where nothing is
   left: on a fuzzer's programs the two together took up to 3 s for no
   change (decision 65).  */
static isl_schedule *
optimize_expanded (const struct function_state *fs, class loop *first,
		   class loop *last, struct attempt *a,
		   isl_schedule *schedule, long *schedule_ms)
{
  struct attempt b;
  isl_schedule *expanded = NULL;

  /* In a single loop no order of loops is freed; modelling it again
     took zlib's adler32 (31 statements on two scalars) a second.  */
  if (a->report.inner_stride >= 0
      || (fs->opts.max_schedule_time > 0 && *schedule_ms <= 0)
      || (!schedule && !a->report.unprofitable)
      || a->scop->n_nonlinear || a->scop->n_guard
      || ph_statements_depth (a->scop->domain) < 2
      || !has_expandable_scalar (a))
    return schedule;
  if (attempt_region (fs, first, last, &b, fs->expansion_bytes_left)
      && b.region.n_expanded)
    {
      if (dump_file)
	{
	  fprintf (dump_file, "\n;; again with %d scalar%s expanded:\n",
		   b.region.n_expanded, b.region.n_expanded == 1 ? "" : "s");
	  ph_scop_dump (dump_file, b.scop);
	}
      ph_mark_live_out_scalars (&b.region, b.scop);
      expanded = optimize_attempt (fs, &b, schedule_ms);
    }
  if (!expanded || b.report.inner_stride <= a->report.inner_stride)
    {
      isl_schedule_free (expanded);
      attempt_release (&b);
      /* One timer serves one context at a time: A's, which B's took,
	 bounds the building of A's AST again.  */
      ph_ctx_arm (a->ctx, fs->opts.max_scop_time);
      return schedule;
    }
  isl_schedule_free (schedule);
  attempt_release (a);
  *a = b;
  return expanded;
}

/* Take the original schedule of A for its new code, kept in its order
   for the reason WHY, and wanted only where a loop runs in parallel.  */
static isl_schedule *
keep_original_order (struct attempt *a)
{
  a->only_for_parallel = true;
  snprintf (a->what, sizeof a->what, "kept in its original order");
  return isl_schedule_copy (a->scop->schedule);
}

/* The schedule of the new code of the SCoP of A (loops FIRST to LAST
   of FS's function), with A's report and words for it; the model with
   expanded scalars is tried only if MAY_EXPAND.  NULL, after the
   remark that says why, where the SCoP is best left as it is.  */
static isl_schedule *
choose_schedule (const struct function_state *fs, class loop *first,
		 class loop *last, struct attempt *a, bool may_expand)
{
  if (fs->opts.identity)
    return isl_schedule_copy (a->scop->schedule);
  if (a->scop->n_guard)
    {
      /* Polynomial bounds are tested at each instance, exact loop
	 bounds only where the loops keep their order: the original
	 loops only run in parallel (attempt_region).  */
      snprintf (a->report.why, sizeof a->report.why, "polynomial loop "
		"bounds or conditions: the loops keep their order");
      return keep_original_order (a);
    }
  long schedule_ms = 2 * fs->opts.max_schedule_time;
  isl_schedule *schedule = optimize_attempt (fs, a, &schedule_ms);
  if (may_expand)
    schedule = optimize_expanded (fs, first, last, a, schedule,
				  &schedule_ms);
  if (schedule)
    {
      describe_transform (&a->report, a->region.n_expanded, a->what,
			  sizeof a->what);
      return schedule;
    }
  /* Its original loops may still run in parallel, whether no new
     schedule pays or the scheduler gave up (heat-3d's ran out of
     time).  */
  if (ph_parallel_allowed (&a->region) && !ph_ctx_budget_hit (a->scop->ctx))
    {
      isl_ctx_reset_error (a->scop->ctx);
      return keep_original_order (a);
    }
  missed_transform (first, a->report.why);
  return NULL;
}

/* Say in A's words that its AST was built with no options: the strips
   of unroll and jam, interleaved chains and register tiles are loops
   that nothing unrolls.  */
static void
say_without_options (struct attempt *a)
{
  struct ph_tile_report *tile = &a->report.tile;
  size_t len;

  tile->n_jammed = tile->n_interleaved = tile->n_register_tiled = 0;
  describe_transform (&a->report, a->region.n_expanded, a->what,
		      sizeof a->what);
  len = strlen (a->what);
  snprintf (a->what + len, sizeof a->what - len, ", its loops neither "
	    "separated nor unrolled (isl's budget ran out building them "
	    "so)");
}

/* The AST of SCHEDULE (taken) for the SCoP of A, with the loops that may
   run in parallel, on threads or in vectors, marked (every loop only
   where threads may run them or the dump shows them); NULL with the
   reason in A's region.  */
static isl_ast_node *
build_ast (struct attempt *a, isl_schedule *schedule)
{
  struct ph_parallel_deps *deps = a->parallel;
  a->parallel = NULL;
  if (!deps)
    {
      struct ph_ctx_share share
	= ph_ctx_share_begin (a->scop->ctx,
			      a->region.opts->max_dependence_time,
			      "max-dependence-time");
      deps = ph_parallel_deps_compute (a->scop);
      ph_ctx_share_end (a->scop->ctx, &share);
    }
  enum ph_ast_annotate annotate
    = ph_parallel_allowed (&a->region) ? PH_AST_THREADS
      : dump_file ? PH_AST_EVERY_LOOP : PH_AST_INNERMOST;
  int without_options = 0;
  isl_ast_node *ast = ph_ast_generate (a->scop, schedule, deps, annotate,
				       &without_options);
  /* Code generation must not stop half way; the bounds of its run-time
     check get an operation budget of their own.  */
  ph_ctx_disarm (a->scop->ctx);
  const char *budget = ph_ctx_budget_hit (a->scop->ctx);
  if (budget)
    ast = isl_ast_node_free (ast);
  isl_ctx_reset_error (a->scop->ctx);
  isl_ctx_reset_operations (a->scop->ctx);
  ph_parallel_deps_free (deps);
  isl_schedule_free (schedule);
  if (ast && without_options)
    say_without_options (a);
  if (!ast && budget)
    snprintf (a->region.why, sizeof a->region.why, "isl's budget ran out "
	      "building the AST (%s)", budget);
  else if (!ast)
    snprintf (a->region.why, sizeof a->region.why,
	      "isl failed to build the AST");
  return ast;
}

/* Write into CHECKS (of SIZE) what the run-time check of the new code
   of SCOP tests, in words.  */
static void
describe_checks (const struct ph_scop *scop, char *checks, size_t size)
{
  size_t len = 0;

  checks[0] = '\0';
  if (scop->assumes_rows)
    len += snprintf (checks + len, size - len, "the subscripts of flat "
		     "arrays stay in their rows");
  if (scop->assumes_sizes && len < size)
    len += snprintf (checks + len, size - len, "%sthe arrays that expand "
		     "scalars are large enough", len ? " and that " : "");
  if (scop->n_alias && len < size)
    snprintf (checks + len, size - len, "%s%d pair%s of arrays do not "
	      "overlap", len ? " and that " : "", scop->n_alias,
	      scop->n_alias == 1 ? "" : "s");
}

/* The remark on the SCoP of A, whose first loop is FIRST: regenerated
   (CHANGED) as A's words say, or why not.  */
static void
report_regenerated (const struct attempt *a, class loop *first,
		    bool changed)
{
  if (!dump_enabled_p ())
    return;
  const struct ph_scop *scop = a->scop;
  const char *kind = scop && (ph_scop_has_polynomial_subscript (scop)
			      || scop->n_guard)
		     ? "polynomial " : "";
  if (changed && (scop->n_alias || scop->assumed))
    {
      char checks[256];
      describe_checks (scop, checks, sizeof checks);
      dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, find_loop_location (first),
		       "polyhedral: %sSCoP %s, with a run-time check that "
		       "%s\n", kind, a->what, checks);
    }
  else if (changed)
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, find_loop_location (first),
		     "polyhedral: %sSCoP %s\n", kind, a->what);
  else
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, find_loop_location (first),
		     "polyhedral: %sSCoP not regenerated: %s\n", kind,
		     a->region.why);
}

/* Generate the new code of the SCoP of A (loops FIRST to LAST) from
   AST (kept), into FS's function; whether the function changed.  */
static bool
generate (struct function_state *fs, class loop *first, class loop *last,
	  struct attempt *a, isl_ast_node *ast)
{
  if (dump_file)
    {
      fprintf (dump_file, "\n;; generated code for loops %d to %d:\n",
	       first->num, last->num);
      ph_ast_dump (dump_file, ast);
    }
  bool changed = ph_generate_scop (&a->region, a->scop, ast,
				   a->only_for_parallel);
  if (changed)
    fs->expansion_bytes_left -= a->region.expanded_bytes;
  return changed;
}

/* Under -ftime-report, the processor time of each phase of the SCoP of
   A in the dump: not otherwise, so that a dump is the same from one run
   to the next.  */
static void
dump_seconds (const struct attempt *a)
{
  if (!dump_file || !ph_phase_timed_p ())
    return;
  fprintf (dump_file, ";; processor time:");
  for (int p = PH_PHASE_MODEL; p < PH_N_PHASES; p++)
    fprintf (dump_file, "%s %s %.3f s", p > PH_PHASE_MODEL ? "," : "",
	     ph_phase_name ((enum ph_phase) p), a->seconds[p]);
  fprintf (dump_file, "\n");
}

/* Whether the SCoP of A (its first loop FIRST) is left as it was
   before its dependences are decided, because no schedule can pay
   (ph_optimize_cannot_pay), with the remark that ph_optimize's reason
   would give.  Only where its code runs on one thread: with threads
   its original loops may still run in parallel (choose_schedule), for
   which the dependences through polynomial subscripts are needed.
   The solver's questions on those took 2 s over the fuzzer's 200
   programs (seeds 1 to 200), on the loops one deep that fill the
   arrays in their main functions.  */
static bool
given_up_early (const struct function_state *fs, struct attempt *a,
		class loop *first)
{
  if (fs->opts.identity || a->scop->n_guard
      || ph_parallel_allowed (&a->region)
      || ph_optimize_cannot_pay (a->scop, &fs->opts, &a->report)
	 != isl_bool_true)
    return false;
  if (dump_file)
    fprintf (dump_file, "\n;; no dependences computed: %s\n",
	     a->report.why);
  missed_transform (first, a->report.why);
  return true;
}

/* Regenerate the SCoP of loops FIRST to LAST of FS's function from the
   AST of a new schedule (the original one in identity mode), and report
   it; a schedule of the model with expanded scalars only if MAY_EXPAND.
   The model is FOUND's (taken) where it has one, else built again.
   Whether the function changed.  */
static bool
regenerate (struct function_state *fs, class loop *first, class loop *last,
	    struct attempt *found, bool may_expand = true)
{
  struct attempt a;
  bool changed = false;
  bool modelled;

  if (found)
    {
      a = *found;
      XDELETE (found);
      /* Its budget of time starts again, as a new model's would.  */
      ph_ctx_arm (a.ctx, fs->opts.max_scop_time);
      modelled = true;
    }
  else
    modelled = attempt_region (fs, first, last, &a);
  double start = ph_phase_enter (PH_PHASE_SCHEDULE);
  if (modelled && given_up_early (fs, &a, first))
    {
      a.seconds[PH_PHASE_SCHEDULE] += ph_phase_leave (start);
      dump_seconds (&a);
      attempt_release (&a);
      return false;
    }
  bool decided = (modelled
		  && (!a.scop->n_nonlinear
		      || decide_nonlinear (&a, first, &fs->opts)));
  if (!decided)
    a.seconds[PH_PHASE_SCHEDULE] += ph_phase_leave (start);
  else
    {
      /* The scalars used after the SCoP stay in order (ph_optimize)
	 and shared (parallel loops).  */
      ph_mark_live_out_scalars (&a.region, a.scop);
      isl_schedule *schedule = choose_schedule (fs, first, last, &a,
						may_expand);
      a.seconds[PH_PHASE_SCHEDULE] += ph_phase_leave (start);
      start = ph_phase_enter (PH_PHASE_AST);
      isl_ast_node *ast = schedule ? build_ast (&a, schedule) : NULL;
      a.seconds[PH_PHASE_AST] = ph_phase_leave (start);
      if (ast)
	{
	  start = ph_phase_enter (PH_PHASE_CODE);
	  changed = generate (fs, first, last, &a, ast);
	  a.seconds[PH_PHASE_CODE] = ph_phase_leave (start);
	  isl_ast_node_free (ast);
	}
      /* Left as it was: the optimiser's reason stands, for want of a
	 schedule that pays or of a parallel loop worth its threads.  */
      if (!schedule || (ast && !changed && a.only_for_parallel))
	{
	  if (schedule)
	    missed_transform (first, a.report.why);
	  dump_seconds (&a);
	  attempt_release (&a);
	  return false;
	}
    }
  /* The code of the model with expanded scalars could not be generated:
     the function is unchanged, and the first model may do.  */
  if (!changed && a.scop && a.region.n_expanded)
    {
      if (dump_file)
	fprintf (dump_file, "\n;; not regenerated with expanded scalars "
		 "(%s): again without\n", a.region.why);
      attempt_release (&a);
      return regenerate (fs, first, last, NULL, false);
    }
  report_regenerated (&a, first, changed);
  dump_seconds (&a);
  attempt_release (&a);
  return changed;
}

/* Move loop-invariant loads and computations out of FUN's loops with
   GCC's LIM, without its store motion; LIM's own dump lines and notes
   are kept out of the user's dump and remarks.  Returns LIM's TODO
   flags.  */
static unsigned
run_invariant_motion (function *fun)
{
  FILE *saved_file = dump_file;
  dump_flags_t saved_flags = dump_flags;
  bool saved_enabled = dumps_are_enabled;

  dump_file = NULL;
  dump_flags = TDF_NONE;
  dumps_are_enabled = false;
  unsigned todo = loop_invariant_motion_in_fun (fun, false);
  dump_file = saved_file;
  dump_flags = saved_flags;
  dumps_are_enabled = saved_enabled;
  return todo;
}

/* Bring regenerated code of FUN to the shape the passes after this one
   expect: the original regions, now dead, removed; the scalars' memory
   temporaries back in SSA form; and counts estimated from the new
   branches' probabilities (a profile read from feedback is left alone).
   GCC's LIM, the next pass, moves the new code's invariants out.  */
static void
tidy_new_code (function *fun)
{
  cleanup_tree_cfg ();
  execute_update_addresses_taken ();
  if (profile_status_for_fn (fun) == PROFILE_GUESSED)
    estimate_bb_frequencies (true);
}

namespace {

const pass_data polyhedral_pass_data = {
  GIMPLE_PASS,
  "polyhedral",
  OPTGROUP_LOOP,
  TV_PLUGIN_RUN,
  PROP_cfg | PROP_ssa | PROP_loops,
  0,
  0,
  0,
  0,
};

class polyhedral_pass : public gimple_opt_pass
{
public:
  polyhedral_pass (gcc::context *ctxt, const struct ph_options *opts)
    : gimple_opt_pass (polyhedral_pass_data, ctxt), opts (opts)
  {
  }

  /* Runs at -O2 and above, unless disabled.  */
  bool gate (function *) final override
  {
    return optimize >= 2 && !opts->disable;
  }

  unsigned int execute (function *fun) final override;

private:
  const struct ph_options *opts;
};

/* Find and model the SCoPs of FUN.  */
unsigned int
polyhedral_pass::execute (function *fun)
{
  if (number_of_loops (fun) <= 1 || ph_function_uses_openmp (fun))
    return 0;
  /* The pass runs before GCC's first loop-invariant motion (LIM), whose
     store motion would turn accumulators such as C[i][j] in a k loop into
     scalars carried around the loop, which serialise any schedule.  Its
     invariant motion alone runs here: bounds read from globals or through
     pointers become values defined before the loops, parameters of the
     model.  */
  loop_optimizer_init (LOOPS_NORMAL | LOOPS_HAVE_RECORDED_EXITS);
  double start = ph_phase_enter (PH_PHASE_PREPARE);
  unsigned todo = run_invariant_motion (fun);
  /* After LIM: a square root it took out of a branch would set errno
     where the program did not.  */
  if (ph_errno_calls_fold (fun))
    todo |= TODO_cleanup_cfg;
  calculate_dominance_info (CDI_DOMINATORS);
  if (ph_fold_decided_exits (fun))
    {
      cleanup_tree_cfg ();
      todo |= TODO_cleanup_cfg;
    }
  rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  calculate_dominance_info (CDI_DOMINATORS);
  /* Accumulators in memory are reductions that parallel loops privatise;
     the end of the pass takes back those left sequential.  */
  bool accumulators = ph_parallel_enabled (opts)
		      && ph_accumulators_to_memory (fun);
  if (accumulators)
    {
      update_ssa (TODO_update_ssa);
      todo |= TODO_cleanup_cfg;
    }
  if (ph_reload_stored_values (fun))
    update_ssa (TODO_update_ssa);
  ph_phase_leave (start);
  scev_initialize ();
  calculate_dominance_info (CDI_POST_DOMINATORS);
  struct function_state fs;
  fs.fun = fun;
  fs.opts = *opts;
  /* GCC's own knob, which -mtune sets and --param changes.  */
  fs.opts.l1_cache_bytes = (long) param_l1_cache_size * 1024;
  fs.opts.l2_cache_bytes = (long) param_l2_cache_size * 1024;
  ph_target_vectors (&fs.opts.vector_bytes, &fs.opts.vector_registers);
  fs.expansion_bytes_left = PH_EXPANSION_FUNCTION_BYTES;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  fs.pos = XCNEWVEC (int, last_basic_block_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  for (int i = 0; i < n; i++)
    fs.pos[rpo[i]] = i;
  auto_vec<struct found_scop> found;
  detect_in (&fs, loops_for_fn (fun)->tree_root, &found);
  free (rpo);
  free (fs.pos);
  fs.pos = NULL;

  bool regenerated = false;
  for (struct found_scop &f : found)
    {
      /* In a function changed since its detection, the SCoP is
	 modelled again.  */
      if (regenerated)
	f.attempt = delete_attempt (f.attempt);
      if (!regenerate (&fs, f.first, f.last, f.attempt))
	continue;
      /* The next SCoP is found again in the changed function.  */
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa);
      calculate_dominance_info (CDI_POST_DOMINATORS);
      scev_reset ();
      todo |= TODO_cleanup_cfg;
      regenerated = true;
    }
  free_dominance_info (CDI_POST_DOMINATORS);
  ph_errno_calls_unfold (fun);
  if (regenerated)
    tidy_new_code (fun);
  else if (accumulators)
    execute_update_addresses_taken ();
  scev_finalize ();
  loop_optimizer_finalize ();
  return todo;
}

} // anon namespace

/* A new instance of the pass, for plugin_init to register.  */
opt_pass *
ph_make_pass (gcc::context *ctxt, const struct ph_options *opts)
{
  return new polyhedral_pass (ctxt, opts);
}
