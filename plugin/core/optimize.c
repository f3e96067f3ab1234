/* The optimiser's driver (see optimize.h).  */

#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/printer.h>
#include <isl/schedule_node.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/components.h"
#include "polyhedral/ctx.h"
#include "polyhedral/deps.h"
#include "polyhedral/fixed-loops.h"
#include "polyhedral/optimize.h"
#include "polyhedral/schedule.h"
#include "polyhedral/split.h"
#include "polyhedral/stride.h"

/* Callback of isl_union_map_foreach_map: note in the report USER whether
   the time map MAP of one statement runs its counters in another order
   than the original (interchange) or along a combination of them
   (skewing).  A map that is not one affine function is left out.  */
static isl_stat
describe_statement (isl_map *map, void *user)
{
  struct ph_optimize_report *report = user;
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (map);
  isl_multi_aff *ma;
  isl_size n_in, n_out;
  int last = -1;

  if (!pma)
    return isl_stat_error;
  if (isl_pw_multi_aff_n_piece (pma) != 1)
    {
      isl_pw_multi_aff_free (pma);
      return isl_stat_ok;
    }
  ma = isl_pw_multi_aff_as_multi_aff
	 (isl_pw_multi_aff_gist (pma, isl_pw_multi_aff_domain
					(isl_pw_multi_aff_copy (pma))));
  n_in = isl_multi_aff_dim (ma, isl_dim_in);
  n_out = isl_multi_aff_dim (ma, isl_dim_out);
  for (isl_size i = 0; i < n_out; i++)
    {
      isl_aff *aff = isl_multi_aff_get_at (ma, i);
      int n_used = 0, used = -1;

      for (isl_size k = 0; k < n_in; k++)
	{
	  isl_val *c = isl_aff_get_coefficient_val (aff, isl_dim_in, k);
	  if (c && !isl_val_is_zero (c))
	    {
	      n_used++;
	      used = k;
	      if (!isl_val_is_one (c))
		report->skewed = 1;
	    }
	  isl_val_free (c);
	}
      isl_aff_free (aff);
      if (n_used > 1)
	report->skewed = 1;
      else if (n_used == 1 && used < last)
	report->interchanged = 1;
      if (n_used == 1)
	last = used;
    }
  isl_multi_aff_free (ma);
  return isl_stat_ok;
}

/* The groups of statement instances of SCHEDULE that share an outermost
   loop: the filters of a sequence or set at the root, or the whole
   domain under a band.  */
static isl_union_set_list *
outer_groups (isl_schedule *schedule)
{
  isl_schedule_node *node = isl_schedule_get_root (schedule);
  isl_union_set_list *groups;
  enum isl_schedule_node_type type;

  node = isl_schedule_node_child (node, 0);
  type = isl_schedule_node_get_type (node);
  groups = isl_union_set_list_alloc (isl_schedule_get_ctx (schedule), 1);
  if (type == isl_schedule_node_sequence || type == isl_schedule_node_set)
    {
      isl_size n = isl_schedule_node_n_children (node);
      for (isl_size i = 0; i < n; i++)
	{
	  isl_schedule_node *kid = isl_schedule_node_get_child (node, i);
	  groups = isl_union_set_list_add
		     (groups, isl_schedule_node_filter_get_filter (kid));
	  isl_schedule_node_free (kid);
	}
    }
  else
    groups = isl_union_set_list_add (groups,
				     isl_schedule_get_domain (schedule));
  isl_schedule_node_free (node);
  return groups;
}

/* The number of statements of NEW_SCHEDULE that share their outermost
   loop with a statement from another outermost nest of OLD_SCHEDULE.  */
static int
count_fused (isl_schedule *old_schedule, isl_schedule *new_schedule)
{
  isl_union_set_list *before = outer_groups (old_schedule);
  isl_union_set_list *after = outer_groups (new_schedule);
  isl_size n_before = isl_union_set_list_n_union_set (before);
  isl_size n_after = isl_union_set_list_n_union_set (after);
  int n_fused = 0;

  for (isl_size i = 0; i < n_after; i++)
    {
      isl_union_set *group = isl_union_set_list_get_at (after, i);
      int n_sources = 0;

      for (isl_size k = 0; k < n_before; k++)
	{
	  isl_union_set *common = isl_union_set_intersect
	    (isl_union_set_copy (group),
	     isl_union_set_list_get_at (before, k));
	  n_sources += isl_union_set_is_empty (common) == isl_bool_false;
	  isl_union_set_free (common);
	}
      if (n_sources > 1)
	n_fused += isl_union_set_n_set (group);
      isl_union_set_free (group);
    }
  isl_union_set_list_free (before);
  isl_union_set_list_free (after);
  return n_fused;
}

/* Callback of isl_schedule_node_foreach_descendant_top_down: add to
   *USER the statements under NODE if it is the first band on its path
   from the root and its outermost member is parallel.  */
static isl_bool
add_outer_parallel (isl_schedule_node *node, void *user)
{
  int *n = user;
  isl_union_set *domain;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return isl_bool_true;
  if (isl_schedule_node_band_member_get_coincident (node, 0) == isl_bool_true)
    {
      domain = isl_schedule_node_get_domain (node);
      *n += isl_union_set_n_set (domain);
      isl_union_set_free (domain);
    }
  return isl_bool_false;
}

/* The number of statements of SCHEDULE whose outermost loop is
   parallel.  */
static int
outer_parallel_statements (isl_schedule *schedule)
{
  isl_schedule_node *root = isl_schedule_get_root (schedule);
  int n = 0;

  if (isl_schedule_node_foreach_descendant_top_down
	(root, &add_outer_parallel, &n) < 0)
    n = -1;
  isl_schedule_node_free (root);
  return n;
}

/* Print the schedule SCHEDULE to DUMP after LABEL, in isl's YAML.  */
static void
dump_schedule (FILE *dump, const char *label, isl_schedule *schedule)
{
  isl_printer *p;

  fprintf (dump, "%s:\n", label);
  p = isl_printer_to_file (isl_schedule_get_ctx (schedule), dump);
  p = isl_printer_set_yaml_style (p, ISL_YAML_STYLE_BLOCK);
  p = isl_printer_print_schedule (p, schedule);
  isl_printer_free (p);
  fprintf (dump, "\n");
}

/* Whether the SCHEDULE orders every instance of SCOP as the original
   schedule does, dimension by dimension.  */
static isl_bool
same_order (const struct ph_scop *scop, isl_schedule *schedule)
{
  isl_union_map *old_time = ph_schedule_flat_map (scop->schedule);
  isl_union_map *new_time = ph_schedule_flat_map (schedule);
  isl_bool same = isl_union_map_is_equal (old_time, new_time);

  isl_union_map_free (old_time);
  isl_union_map_free (new_time);
  return same;
}

/* Whether SCHEDULE schedules exactly the instances of SCOP: a schedule
   that lost some (as one whose statement ids differ would) must never
   reach code generation, which would drop them.  */
static int
covers_domain (const struct ph_scop *scop, isl_schedule *schedule)
{
  isl_union_set *domain = isl_schedule_get_domain (schedule);
  isl_bool same = isl_union_set_is_equal (domain, scop->domain);

  isl_union_set_free (domain);
  return same == isl_bool_true;
}

/* Fill REPORT->why and return NULL.  */
static isl_schedule *
give_up (struct ph_optimize_report *report, const char *why,
	 const struct ph_scop *scop)
{
  const char *msg = isl_ctx_last_error_msg (scop->ctx);
  const char *budget = ph_ctx_budget_hit (scop->ctx);

  if (budget)
    {
      snprintf (report->why, sizeof report->why, "isl %s budget hit (%s)",
		strcmp (budget, "max-operations") ? "time" : "operation",
		budget);
      return NULL;
    }
  if (msg && isl_ctx_last_error (scop->ctx) != isl_error_none)
    {
      snprintf (report->why, sizeof report->why, "%s (isl: %s)", why, msg);
      return NULL;
    }
  snprintf (report->why, sizeof report->why, "%s", why);
  return NULL;
}

/* Callback of isl_union_map_foreach_map: PAIRS maps the instances of
   one statement to their outer loop's value and a band member's; clear
   *USER unless the member is a function of the outer value.  */
static isl_stat
check_follows (isl_map *pairs, void *user)
{
  int *follows = user;
  isl_map *values = isl_set_unwrap (isl_map_range (pairs));
  isl_bool single = isl_map_is_single_valued (values);

  isl_map_free (values);
  if (single < 0)
    return isl_stat_error;
  if (!single)
    *follows = 0;
  return isl_stat_ok;
}

/* Callback of isl_schedule_map_schedule_node_bottom_up: drop from the
   band NODE the members that are, for each statement, a function of the
   outer loop's value (the union map in USER): scheduled inside it, they
   run once per iteration of it, and would only take a place among the
   loops (and be tiled, or put innermost for the vectorizer).  */
static isl_schedule_node *
drop_outer_members (isl_schedule_node *node, void *user)
{
  isl_union_map *outer = user;
  isl_multi_union_pw_aff *band;
  isl_size n;
  int *coincident, kept = 0;
  isl_bool permutable;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  n = isl_schedule_node_band_n_member (node);
  if (n == 0)
    return node;
  band = isl_schedule_node_band_get_partial_schedule (node);
  permutable = isl_schedule_node_band_get_permutable (node);
  coincident = n > 0 ? calloc (n, sizeof *coincident) : NULL;
  if (!band || !coincident)
    {
      free (coincident);
      isl_multi_union_pw_aff_free (band);
      return isl_schedule_node_free (node);
    }
  for (isl_size d = n - 1; d >= 0; d--)
    {
      isl_union_map *member = isl_union_map_from_union_pw_aff
	(isl_multi_union_pw_aff_get_at (band, d));
      isl_union_map *pairs = isl_union_map_range_product
	(isl_union_map_copy (outer), member);
      int follows = 1;
      pairs = isl_union_map_intersect_domain
		(pairs, isl_schedule_node_get_domain (node));
      if (isl_union_map_foreach_map (pairs, &check_follows, &follows) < 0)
	follows = 0;
      isl_union_map_free (pairs);
      if (follows)
	band = isl_multi_union_pw_aff_drop_dims (band, isl_dim_set, d, 1);
      else
	coincident[kept++] = isl_schedule_node_band_member_get_coincident
			       (node, d) == isl_bool_true;
    }
  if (kept < n)
    {
      node = isl_schedule_node_delete (node);
      if (kept > 0)
	{
	  node = isl_schedule_node_insert_partial_schedule (node, band);
	  band = NULL;
	  node = isl_schedule_node_band_set_permutable
		   (node, permutable == isl_bool_true);
	  /* Kept from the last member to the first.  */
	  for (int d = 0; d < kept; d++)
	    node = isl_schedule_node_band_member_set_coincident
		     (node, d, coincident[kept - 1 - d]);
	}
    }
  isl_multi_union_pw_aff_free (band);
  free (coincident);
  return node;
}

/* SCHEDULE (taken) under a new outermost loop, OUTER (kept).  */
static isl_schedule *
under_outer_loop (isl_schedule *schedule, isl_multi_union_pw_aff *outer)
{
  isl_schedule_node *node = isl_schedule_get_root (schedule);

  isl_schedule_free (schedule);
  node = isl_schedule_node_child (node, 0);
  node = isl_schedule_node_insert_partial_schedule
	   (node, isl_multi_union_pw_aff_copy (outer));
  schedule = isl_schedule_node_get_schedule (node);
  isl_schedule_node_free (node);
  return schedule;
}

/* A new schedule of SCOP under DEPS and OPTS, its bands ordered for the
   vectorizer, inside the loop OUTER if not NULL, with whether it
   interchanges or skews noted in REPORT; NULL with the reason in
   REPORT, and *TIMED_OUT set where the scheduler ran out of time.
   *BUDGET_MS: the scheduler's time left for the SCoP
   (ph_schedule_compute).  */
static isl_schedule *
new_schedule (const struct ph_scop *scop, const struct ph_deps *deps,
	      isl_multi_union_pw_aff *outer, const struct ph_options *opts,
	      long *budget_ms, struct ph_optimize_report *report,
	      int *timed_out)
{
  isl_schedule *schedule;
  isl_union_map *time;

  report->interchanged = report->skewed = 0;
  schedule = ph_schedule_compute (scop, deps, opts, budget_ms, timed_out);
  report->no_schedule = !schedule && !*timed_out;
  if (!schedule)
    return give_up (report, *timed_out
			    ? "the scheduler ran out of time "
			      "(max-schedule-time)"
			    : "the scheduler found no schedule", scop);
  if (deps->reuse)
    schedule = ph_schedule_merge_bands (schedule, deps);
  if (outer)
    {
      isl_union_map *value = isl_union_map_from_multi_union_pw_aff
			       (isl_multi_union_pw_aff_copy (outer));
      schedule = isl_schedule_map_schedule_node_bottom_up
		   (schedule, &drop_outer_members, value);
      isl_union_map_free (value);
    }
  if (schedule && outer)
    schedule = under_outer_loop (schedule, outer);
  schedule = ph_schedule_order_for_vectors (schedule, scop);
  if (schedule && !covers_domain (scop, schedule))
    schedule = isl_schedule_free (schedule);
  if (!schedule)
    return give_up (report, "the scheduler's bands could not be "
			    "reordered", scop);
  time = isl_schedule_get_map (schedule);
  /* Described in the source's counters: a loop j = i.. is no skew.  */
  if (scop->counters)
    time = isl_union_map_apply_domain
	     (time, isl_union_map_from_union_pw_multi_aff
		      (isl_union_pw_multi_aff_copy (scop->counters)));
  if (time)
    isl_union_map_foreach_map (time, &describe_statement, report);
  isl_union_map_free (time);
  return schedule;
}

/* Whether the schedule of fuse=min may differ from SCHEDULE, that of
   fuse=smart under DEPS: unless each band of SCHEDULE stays within one
   strongly connected component of the dependences that order it (the
   scheduler's validity and conditional validity), isl's clustering
   merged components that fuse=min keeps apart.  heat-3d's time loop is
   one component, which both schedule alike, skewed: asking fuse=min
   again took 0.4 s of its 2.9 s compile (decision 78).  */
static int
may_differ_unfused (isl_schedule *schedule, const struct ph_deps *deps)
{
  isl_union_map *edges = ph_deps_order (deps);
  isl_bool same;

  if (deps->reuse)
    edges = isl_union_map_union (edges, isl_union_map_copy (deps->reuse));
  same = ph_schedule_bands_in_components (schedule, edges);
  isl_union_map_free (edges);
  return same != isl_bool_true;
}

/* Whether the dependences DEPS of SCOP fix the order of every loop of
   its statements, from the first loop inside OUTER where it is given,
   for schedules within OPTS's max-coefficient
   (ph_union_map_fixes_loops): isl's scheduler could only find the
   original nests again, so it is not run.  Said in REPORT and DUMP.
   An isl failure counts as no: the scheduler then runs as before.  */
static int
loops_fixed (const struct ph_scop *scop, const struct ph_deps *deps,
	     isl_multi_union_pw_aff *outer, const struct ph_options *opts,
	     FILE *dump, struct ph_optimize_report *report)
{
  isl_union_map *order = ph_deps_order (deps);
  isl_bool fixed = ph_union_map_fixes_loops (order, scop->domain,
					     outer ? 1 : 0,
					     (int) opts->max_coefficient);

  isl_union_map_free (order);
  if (fixed < 0 && isl_ctx_last_error (scop->ctx) != isl_error_quota)
    isl_ctx_reset_error (scop->ctx);
  report->loops_fixed = fixed == isl_bool_true;
  if (dump && report->loops_fixed)
    fprintf (dump, "the dependences fix the order of every loop: "
	     "the original schedule, no scheduler run\n");
  return report->loops_fixed;
}

/* A schedule of SCOP better than its own under DEPS and OPTS, checked
   legal against ALL; NULL with the reason in REPORT, and *FAILED set
   unless the reason is that no schedule found pays.  With OUTER, the
   loop that runs it, the schedule keeps that loop outermost and DEPS
   are those inside its iterations.  *STRIDE is the innermost stride
   score of the schedule returned, before tiling (whose strips and jams
   are no loops of their own to judge): unroll and jam innermost in a
   tile of gemm would count as a walk down the columns.  *BUDGET_MS as
   for new_schedule.  */
static isl_schedule *
optimize_under (const struct ph_scop *scop, const struct ph_deps *deps,
		const struct ph_deps *all, isl_multi_union_pw_aff *outer,
		const struct ph_options *opts, long *budget_ms, FILE *dump,
		struct ph_optimize_report *report, int *failed, int *stride)
{
  isl_schedule *schedule;
  isl_union_map *wrong;
  isl_bool same, legal;
  int profitable, timed_out = 0, apart_only = 0;
  isl_size depth = ph_statements_depth (scop->domain);
  struct ph_options apart = *opts;

  *failed = 1;
  apart.fuse = PH_FUSE_MIN;
  /* In loops one deep no schedule is tiled or interchanged, so none is
     taken, and only the original may gain a split loop: isl's scheduler
     spent a second on zlib's adler32 (31 statements on two scalars) for
     nothing.  */
  if (depth >= 0 && depth < 2)
    schedule = isl_schedule_copy (scop->schedule);
  else if (loops_fixed (scop, deps, outer, opts, dump, report))
    schedule = isl_schedule_copy (scop->schedule);
  else
    schedule = new_schedule (scop, deps, outer, opts, budget_ms, report,
			     &timed_out);
  /* isl's clustering (fuse=smart) schedules each pair of nests it may
     fuse on its own before it decides: PolyBench's heat-3d, whose
     initialisation shares its arrays with the time loop, ran past
     max-schedule-time in two compiles out of three, where fuse=min
     takes half as long to the same schedule.  So where clustering runs
     out of time, the nests are scheduled apart with what is left.  */
  if (!schedule && timed_out && opts->fuse == PH_FUSE_SMART)
    {
      apart_only = 1;
      schedule = new_schedule (scop, deps, outer, &apart, budget_ms, report,
			       &timed_out);
    }
  /* isl's clustering (fuse=smart) sometimes skews loops only to fuse
     nests: doitgen's sum[p] = 0 and A[r][q][p] = sum[p] with the sum
     over s.  Measured, the unfused schedules ran doitgen 1.9x and
     triangular 1.8x faster.  So where the smart schedule skews, that of
     fuse=min is taken if it does not.  It also fuses nests at the price
     of their outer parallel loop: 3mm's F = C * D and G = E * F, one
     after the other along a sequential loop, ran at 1.06x gcc -O3.  So
     where the schedule of fuse=min has more statements under an
     outermost parallel loop, it is taken.  */
  if (schedule && opts->fuse == PH_FUSE_SMART && !apart_only
      && (report->skewed || count_fused (scop->schedule, schedule) > 0)
      && may_differ_unfused (schedule, deps))
    {
      struct ph_optimize_report other;
      isl_schedule *unfused;

      memset (&other, 0, sizeof other);
      unfused = new_schedule (scop, deps, outer, &apart, budget_ms, &other,
			      &timed_out);
      if (unfused
	  && ((report->skewed && !other.skewed)
	      || outer_parallel_statements (unfused)
		 > outer_parallel_statements (schedule)))
	{
	  isl_schedule_free (schedule);
	  schedule = unfused;
	  report->interchanged = other.interchanged;
	  report->skewed = other.skewed;
	}
      else
	isl_schedule_free (unfused);
    }
  if (!schedule)
    return NULL;
  report->n_fused = count_fused (scop->schedule, schedule);
  same = same_order (scop, schedule);
  *stride = ph_schedule_inner_stride (scop, schedule);
  schedule = ph_schedule_tile (schedule, scop, deps, opts,
			       &report->tile);
  /* Skewing and reversal pay only through the tiling they enable;
     fusion alone measured slower (2mm: 0.43x, its scalars serialise the
     fused nest); an interchange alone brings the stride-one loop
     inside.  Without them, the original schedule may still gain a
     split loop.  Only then: inside tiles the split's filters, with the
     tiles' divisions, multiplied isl's work in building the AST (lu in
     5x9x3 tiles: 120 s, then over 300 s) and gained nothing measured
     (lu, adi).  */
  profitable = report->tile.n_tiled > 0 || report->tile.n_interleaved > 0
	       || (same == isl_bool_false && report->interchanged
		   && !report->n_fused);
  if (schedule && !profitable)
    {
      isl_schedule_free (schedule);
      *stride = ph_schedule_inner_stride (scop, scop->schedule);
      report->interchanged = report->skewed = report->n_fused = 0;
      report->tile.n_wavefront = report->tile.n_jammed = 0;
      report->tile.n_interleaved = report->tile.n_interleave_skewed = 0;
      report->tile.n_register_tiled = 0;
      schedule = ph_schedule_split_at_writes (isl_schedule_copy
						(scop->schedule),
					      scop, &report->n_split);
    }
  if (schedule && !profitable && report->n_split == 0)
    {
      isl_schedule_free (schedule);
      *failed = 0;
      return give_up (report, report->loops_fixed
			      ? "no profitable change: the original schedule "
				"is kept (its dependences fix the order of "
				"its loops)"
			      : report->tile.n_in_cache
			      ? "no profitable change: the original schedule "
				"is kept (its data fit in the L1 cache)"
			      : report->tile.n_work_bound
			      ? "no profitable change: the original schedule "
				"is kept (its work, not its chain of "
				"dependences, bounds its loop)"
			      : "no profitable change: the original schedule "
				"is kept", scop);
    }
  if (schedule && dump)
    dump_schedule (dump, "new schedule", schedule);
  wrong = schedule ? ph_schedule_violations (schedule, all) : NULL;
  legal = wrong ? isl_union_map_is_empty (wrong) : isl_bool_error;
  if (dump && legal == isl_bool_false)
    {
      char *text = isl_union_map_to_str (wrong);
      fprintf (dump, "violated dependences: %s\n", text ? text : "?");
      free (text);
    }
  isl_union_map_free (wrong);
  if (legal == isl_bool_true && all->reuse)
    {
      legal = ph_schedule_keeps_scalar_flow (scop, schedule);
      if (dump && legal == isl_bool_false)
	fprintf (dump, "violated: the dataflow through private scalars\n");
    }
  if (legal != isl_bool_true)
    {
      isl_schedule_free (schedule);
      return give_up (report, legal == isl_bool_false
			      ? "the legality check refused the new schedule"
			      : "the legality check failed", scop);
    }
  return schedule;
}

/* The loop of SCOP's own schedule around all its statements, where
   some of them sit in loops inside it; else NULL.  */
static isl_multi_union_pw_aff *
single_outer_loop (const struct ph_scop *scop)
{
  isl_schedule_node *node;
  isl_multi_union_pw_aff *band, *outer;

  if (ph_statements_depth (scop->domain) < 2)
    return NULL;
  node = isl_schedule_node_child (isl_schedule_get_root (scop->schedule), 0);
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    {
      isl_schedule_node_free (node);
      return NULL;
    }
  band = isl_schedule_node_band_get_partial_schedule (node);
  isl_schedule_node_free (node);
  outer = isl_multi_union_pw_aff_from_union_pw_aff
	    (isl_multi_union_pw_aff_get_at (band, 0));
  isl_multi_union_pw_aff_free (band);
  return outer;
}

/* SCHEDULE (taken), the one found for SCOP under DEPS, or NULL for
   SCOP's own, against one that keeps SCOP's outermost loop and
   schedules only its body, where that walks memory better in its
   innermost loops.  A whole nest gives isl's scheduler more freedom,
   but it may spend it on the outer loop: in Gram-Schmidt's, it tiles
   and skews the column loop k with the loop j over the later columns,
   and the loops over the rows i stay innermost, down the columns; the
   body alone takes i outside j (19x faster).  Only tried where the
   innermost loops stride across rows.  Returns the better one, its
   description in REPORT.  *BUDGET_MS as for new_schedule.  */
static isl_schedule *
keep_outer_loop (const struct ph_scop *scop, const struct ph_deps *deps,
		 isl_schedule *schedule, int *stride,
		 const struct ph_options *opts, long *budget_ms, FILE *dump,
		 struct ph_optimize_report *report)
{
  isl_multi_union_pw_aff *outer;
  isl_union_map *same;
  struct ph_deps *inside;
  struct ph_optimize_report other;
  isl_schedule *body;
  int score, body_score, failed;

  if (ph_ctx_budget_hit (scop->ctx))
    return schedule;
  score = schedule ? *stride : ph_schedule_inner_stride (scop,
							   scop->schedule);
  *stride = score;
  if (score >= 0 || !(outer = single_outer_loop (scop)))
    return schedule;
  same = isl_union_map_from_multi_union_pw_aff
	   (isl_multi_union_pw_aff_copy (outer));
  same = isl_union_map_apply_range (same, isl_union_map_reverse
					    (isl_union_map_copy (same)));
  inside = ph_deps_within (deps, same);
  isl_union_map_free (same);
  if (dump)
    fprintf (dump, "again with the outermost loop kept (innermost stride "
	     "score %d)\n", score);
  memset (&other, 0, sizeof other);
  isl_ctx_reset_error (scop->ctx);
  isl_ctx_reset_operations (scop->ctx);
  body = inside ? optimize_under (scop, inside, deps, outer, opts,
				  budget_ms, dump, &other, &failed,
				  &body_score)
		: NULL;
  ph_deps_free (inside);
  isl_multi_union_pw_aff_free (outer);
  if (!body)
    body_score = score;
  if (dump && body)
    fprintf (dump, "innermost stride score with the outermost loop kept: "
	     "%d\n", body_score);
  /* Its budget spent or not, the SCoP goes on to code generation.  */
  isl_ctx_reset_operations (scop->ctx);
  /* Only a new schedule of the body: not the original with split loops
     (optimize_under's fallback).  */
  if (body_score <= score || !(other.tile.n_tiled || other.interchanged))
    {
      isl_schedule_free (body);
      isl_ctx_reset_error (scop->ctx);
      return schedule;
    }
  isl_schedule_free (schedule);
  *report = other;
  *stride = body_score;
  return body;
}

/* isl_union_set_foreach_set callback: fail on a statement of the SCoP
   USER that may be a chain to interleave (ph_statement_latency_chain).  */
static isl_stat
fail_on_chain (isl_set *set, void *user)
{
  isl_bool chain = ph_statement_latency_chain (user, isl_set_get_space (set));

  isl_set_free (set);
  return chain == isl_bool_false ? isl_stat_ok : isl_stat_error;
}

/* Whether two instances of the accesses A and B (kept), of one array,
   touch one element under CONTEXT (kept): two instances of one
   statement where B is A (SELF).  */
static isl_bool
touch_one_element (__isl_keep isl_map *a, __isl_keep isl_map *b, int self,
		   __isl_keep isl_set *context)
{
  isl_map *same = isl_map_apply_range (isl_map_copy (a),
				       isl_map_reverse (isl_map_copy (b)));
  isl_bool empty;

  if (self)
    same = isl_map_subtract (same, isl_map_identity
				     (isl_space_map_from_set
					(isl_space_domain
					   (isl_map_get_space (a)))));
  same = isl_map_intersect_params (same, isl_set_copy (context));
  empty = isl_map_is_empty (same);
  isl_map_free (same);
  return isl_bool_not (empty);
}

/* Whether two instances of SCOP touch one element of an array of one
   or more dimensions: the reuse that tiles bring closer.  A scalar's,
   which a register holds, is left out.  Asked of the accesses of one
   statement to one array, each with itself first, then two at a time,
   and answered at the first that does: the composition of all accesses
   at once took a tenth of heat-3d's compile time.  */
static isl_bool
reuses_elements (const struct ph_scop *scop)
{
  isl_union_set *arrays = isl_union_set_empty (isl_set_get_space
						 (scop->context));
  isl_union_map *access;
  isl_map_list *list;
  isl_size n;
  isl_bool reuse = isl_bool_false;

  for (int i = 0; i < scop->n_array; i++)
    if (scop->arrays[i].n_dim > 0)
      arrays = isl_union_set_add_set
		 (arrays, isl_set_universe
			    (isl_space_set_tuple_id
			       (isl_space_set_alloc (scop->ctx, 0,
						     scop->arrays[i].n_dim),
				isl_dim_set, isl_id_copy (scop->arrays[i].id))));
  access = isl_union_map_union (isl_union_map_copy (scop->reads),
				isl_union_map_copy (scop->may_writes));
  access = isl_union_map_intersect_range (access, arrays);
  access = isl_union_map_intersect_domain (access,
					   isl_union_set_copy (scop->domain));
  list = isl_union_map_get_map_list (access);
  isl_union_map_free (access);
  n = isl_map_list_size (list);
  if (n < 0)
    reuse = isl_bool_error;
  /* Distance 0: each access with itself; then the pairs.  */
  for (int d = 0; d < n && reuse == isl_bool_false; d++)
    for (int i = 0; i + d < n && reuse == isl_bool_false; i++)
      {
	isl_map *a = isl_map_list_get_at (list, i);
	isl_map *b = isl_map_list_get_at (list, i + d);
	isl_space *to_a = isl_space_range (isl_map_get_space (a));
	isl_space *to_b = isl_space_range (isl_map_get_space (b));
	isl_bool one_array = isl_space_is_equal (to_a, to_b);

	reuse = one_array == isl_bool_true
		? touch_one_element (a, b, d == 0, scop->context) : one_array;
	isl_space_free (to_a);
	isl_space_free (to_b);
	isl_map_free (a);
	isl_map_free (b);
      }
  isl_map_list_free (list);
  return reuse;
}

/* Whether SCOP's loops are deeper than one, yet no schedule of theirs
   can pay under OPTS.  No band is tiled where all the data fit in the
   L1 cache (tile.c leaves untiled a band whose outer iteration touches
   no more), nor where no element of an array is touched twice.  The
   innermost loops of the original schedule walk every access of the
   deepest statements in order, so no interchange brings a better
   stride inside.  No statement is a chain whose latency bounds its
   loop, so none is interleaved.  isl's scheduler would otherwise be
   asked, in up to six runs, for a schedule that is then dropped
   (decision 59).  Sets *IN_CACHE when the data fit in the L1 cache.
   isl_bool_error when isl fails.  */
static isl_bool
deep_loops_cannot_pay (const struct ph_scop *scop,
		       const struct ph_options *opts, int *in_cache)
{
  long bytes = opts->l1_cache_bytes > 0 ? ph_scop_footprint (scop) : -1;
  int across = ph_schedule_inner_across_rows (scop, scop->schedule);
  isl_bool reuse;

  *in_cache = bytes >= 0 && bytes <= opts->l1_cache_bytes;
  if (across != 0)
    return across < 0 ? isl_bool_error : isl_bool_false;
  if (isl_union_set_foreach_set (scop->domain, &fail_on_chain, (void *) scop)
      < 0)
    return isl_bool_false;
  if (*in_cache)
    return isl_bool_true;
  reuse = reuses_elements (scop);
  return isl_bool_not (reuse);
}

/* Fill REPORT for SCOP left as it is for the reason WHY, no new
   schedule paying; returns true.  */
static isl_bool
kept_unprofitable (const struct ph_scop *scop,
		   struct ph_optimize_report *report, const char *why)
{
  memset (report, 0, sizeof *report);
  report->unprofitable = 1;
  report->inner_stride = ph_schedule_inner_stride (scop, scop->schedule);
  give_up (report, why, scop);
  return isl_bool_true;
}

/* Whether no schedule of SCOP can pay under OPTS, whatever its
   dependences (see optimize.h).  A SCoP whose bounds, known when
   compiling, let it run fewer than min-instances statement instances
   runs in a few microseconds at most: on the fuzzer's programs such
   SCoPs took a third of the time of the schedules phase, and any new
   code of theirs grows GCC's work after (decision 66).  In loops one
   deep no schedule is tiled or interchanged, so optimize_under takes
   the original, which pays only with a loop split at a write (split.c
   needs no dependences); deeper loops may be in the same case
   (deep_loops_cannot_pay).  Where none is split, the dependences, the
   scalars' dataflow and the solver's questions on polynomial
   subscripts would all be computed for the same remark.  1040 of the
   fuzzer's 1177 SCoPs (seeds 1 to 200) are one deep and 3 of them are
   split: the dependences of the others took 3.5 s, two of them running
   out of max-dependence-time (decision 41).  A SCoP whose loop counts
   may wrap around (ph_union_set_wraps: GCC computes a count unsigned,
   from values the model does not relate) keeps its order: its domain
   holds pieces past the wrap that never run, and loops in another
   order, or tiles, scan them to the type's bounds (a nest of
   autocorrelations ran 2^27 empty tiles per call, decision 86).  */
isl_bool
ph_optimize_cannot_pay (const struct ph_scop *scop,
			const struct ph_options *opts,
			struct ph_optimize_report *report)
{
  isl_size depth = ph_statements_depth (scop->domain);
  isl_bool deep, wraps;
  isl_schedule *split;
  int n_split, in_cache = 0;
  long instances;
  char why[sizeof report->why];

  if (depth < 0)
    return isl_bool_error;
  isl_ctx_reset_error (scop->ctx);
  wraps = ph_union_set_wraps (scop->domain);
  if (wraps != isl_bool_false)
    return wraps < 0 ? isl_bool_error
		     : kept_unprofitable (scop, report, "no profitable change: "
					  "the original schedule is kept (a "
					  "loop count may wrap around)");
  instances = opts->min_instances > 0 ? ph_scop_instances (scop) : -1;
  if (instances >= 0 && instances < opts->min_instances)
    {
      snprintf (why, sizeof why, "no profitable change: the original "
		"schedule is kept (it runs at most %ld statement instances)",
		instances);
      return kept_unprofitable (scop, report, why);
    }
  if (depth >= 2)
    {
      deep = deep_loops_cannot_pay (scop, opts, &in_cache);
      if (deep != isl_bool_true)
	return deep;
    }
  split = ph_schedule_split_at_writes (isl_schedule_copy (scop->schedule),
				       scop, &n_split);
  if (!split)
    return isl_bool_error;
  isl_schedule_free (split);
  if (n_split > 0)
    return isl_bool_false;
  return kept_unprofitable
	   (scop, report, depth < 2
	    ? "no profitable change: the original schedule is kept"
	    : in_cache
	    ? "no profitable change: the original schedule is kept "
	      "(its data fit in the L1 cache and its innermost loops "
	      "walk them in order)"
	    : "no profitable change: the original schedule is kept "
	      "(no element is used twice and its innermost loops walk "
	      "them in order)");
}

/* Optimise SCOP (see optimize.h).  First with the scalars private to
   the SCoP free to hold one value after another in a new order
   (ph_deps_relax_scalars): a temporary that each iteration writes
   keeps the loops around it from being interchanged or tiled
   otherwise.  Where that runs out of time (the conditional
   constraints cost isl's scheduler time: ludcmp's ran out of it) or
   finds a schedule that the legality check refuses, again with every
   dependence, with a new count of isl operations (max-scop-time still
   bounds both).  Then, where the innermost loops stride across rows, with
   the outermost loop kept (keep_outer_loop).  Up to six runs of the
   scheduler: together they may take twice max-schedule-time, so that
   a SCoP on which the scheduler runs out of time costs 2 s, not 6;
   with SCHEDULE_MS, what the caller left of that for all the models of
   the SCoP's loops (optimize.h).
   The dataflow analyses take at most max-dependence-time together: on
   large coefficients (flattened arrays, unsigned counters compared
   with signed sizes, wrapping at 2^32) they took a fuzzer's programs
   seconds (docs/fuzz.md), where PolyBench's take 0.26 s at most.  */
__isl_give isl_schedule *
ph_optimize (const struct ph_scop *scop, const struct ph_options *opts,
	     long *schedule_ms, FILE *dump,
	     struct ph_optimize_report *report,
	     struct ph_parallel_deps **parallel)
{
  struct ph_deps *deps;
  struct ph_ctx_share share;
  isl_schedule *schedule;
  int failed, stride = 0;
  isl_bool relaxed;
  long own_ms = 2 * opts->max_schedule_time;
  long *budget_ms = schedule_ms ? schedule_ms : &own_ms;

  if (parallel)
    *parallel = NULL;
  if (ph_optimize_cannot_pay (scop, opts, report) == isl_bool_true)
    {
      if (dump)
	fprintf (dump, "no dependences computed: %s\n", report->why);
      return NULL;
    }
  memset (report, 0, sizeof *report);
  /* A reason names isl's error only if isl failed on this SCoP.  */
  isl_ctx_reset_error (scop->ctx);
  share = ph_ctx_share_begin (scop->ctx, opts->max_dependence_time,
			      "max-dependence-time");
  deps = ph_deps_compute (scop);
  relaxed = deps ? ph_deps_relax_scalars (deps) : isl_bool_error;
  ph_ctx_share_end (scop->ctx, &share);
  if (!deps || ph_ctx_budget_hit (scop->ctx))
    {
      ph_deps_free (deps);
      return give_up (report, "dependence analysis failed", scop);
    }
  if (relaxed < 0)
    isl_ctx_reset_error (scop->ctx);
  if (dump)
    ph_deps_dump (dump, deps);
  schedule = optimize_under (scop, deps, deps, NULL, opts, budget_ms, dump,
			     report, &failed, &stride);
  /* Where isl's scheduler found no schedule in its time (unable to
     carry the dependences), the strict order only adds constraints: on
     300 of the fuzzer's programs, none of the three such SCoPs found
     one again, for 0.3 to 0.5 s each (decision 82).  */
  if (!schedule && failed && relaxed == isl_bool_true
      && !report->no_schedule)
    {
      if (dump)
	fprintf (dump, "again with the scalars' order kept (%s)\n",
		 report->why);
      ph_deps_keep_scalar_order (deps);
      memset (report, 0, sizeof *report);
      isl_ctx_reset_error (scop->ctx);
      isl_ctx_reset_operations (scop->ctx);
      schedule = optimize_under (scop, deps, deps, NULL, opts, budget_ms,
				 dump, report, &failed, &stride);
    }
  schedule = keep_outer_loop (scop, deps, schedule, &stride, opts,
			      budget_ms, dump, report);
  report->unprofitable = !schedule && !failed;
  report->inner_stride = stride;
  if (parallel)
    *parallel = ph_deps_take_parallel (deps);
  ph_deps_free (deps);
  return schedule;
}
