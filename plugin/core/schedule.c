/* isl's scheduler, set up the way Pluto schedules, and an independent
   check of any schedule against the dependences.  */

#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/flow.h>
#include <isl/schedule_node.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule.h>
#include <isl/space.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/components.h"
#include "polyhedral/schedule.h"
#include "polyhedral/scheduler-process.h"

/* Set the scheduler's options of CTX from OPTS.  Like Pluto, look for
   deep permutable bands first (they can be tiled, and skewed tiles give
   parallel wavefronts) rather than for a parallel outermost dimension:
   isl's outer coincidence option would turn a stencil into a diagonal
   sweep with no locality.  fuse=max schedules each connected component
   as a whole, fuse=min keeps strongly connected components apart, and
   fuse=smart lets isl's clustering fuse components where the result
   keeps its bands.  max-coefficient bounds the constant shifts too:
   unbounded, isl put 3mm's G = E * F after F = C * D along one loop
   shifted by the constant size 1566, slower, and took 4 s to find it
   (0.3 s bounded).  */
static void
set_scheduler_options (isl_ctx *ctx, const struct ph_options *opts)
{
  isl_options_set_schedule_outer_coincidence (ctx, 0);
  isl_options_set_schedule_whole_component (ctx, opts->fuse == PH_FUSE_MAX);
  isl_options_set_schedule_serialize_sccs (ctx, opts->fuse == PH_FUSE_MIN);
  isl_options_set_schedule_maximize_band_depth (ctx, 1);
  isl_options_set_schedule_max_coefficient
    (ctx, opts->max_coefficient ? (int) opts->max_coefficient : -1);
  isl_options_set_schedule_max_constant_term
    (ctx, opts->max_coefficient ? (int) opts->max_coefficient : -1);
}

/* Constant bounds of at least this magnitude are dropped from the
   relations that decide legality (relax_legality).  Smaller ones stay:
   a loop of a few iterations may owe its schedule to them.  */
#define PH_RELAXED_BOUND 32

/* A test of whether a constraint may be dropped.  */
typedef isl_bool (*ph_droppable) (__isl_keep isl_constraint *c);

/* The number of variables (parameters, inputs and outputs) that C
   involves, or -1 on error.  */
static int
n_variables (__isl_keep isl_constraint *c)
{
  static const enum isl_dim_type types[]
    = { isl_dim_param, isl_dim_in, isl_dim_out };
  int n_vars = 0;

  for (size_t t = 0; t < sizeof types / sizeof types[0]; t++)
    {
      isl_size n = isl_constraint_dim (c, types[t]);

      if (n < 0)
	return -1;
      for (int i = 0; i < n; i++)
	{
	  isl_bool involved = isl_constraint_involves_dims (c, types[t], i, 1);

	  if (involved < 0)
	    return -1;
	  n_vars += involved;
	}
    }
  return n_vars;
}

/* Whether C is an inequality that bounds one variable by a constant of
   magnitude PH_RELAXED_BOUND or more: a loop's size.  */
static isl_bool
is_large_bound (__isl_keep isl_constraint *c)
{
  int n_vars = n_variables (c);
  isl_val *k;
  isl_bool large;

  if (n_vars < 0)
    return isl_bool_error;
  if (isl_constraint_is_equality (c) || n_vars != 1)
    return isl_bool_false;
  k = isl_val_abs (isl_constraint_get_constant_val (c));
  large = k ? isl_bool_ok (isl_val_cmp_si (k, PH_RELAXED_BOUND) >= 0)
	    : isl_bool_error;
  isl_val_free (k);
  return large;
}

/* Whether C is an inequality among three variables or more: a face of
   a neighbourhood that isl merged into one piece (a stencil's reads of
   A[i-1][j], A[i][j-1], A[i][j], ... make a diamond).  */
static isl_bool
is_oblique_face (__isl_keep isl_constraint *c)
{
  int n_vars = n_variables (c);

  if (n_vars < 0)
    return isl_bool_error;
  return isl_bool_ok (!isl_constraint_is_equality (c) && n_vars >= 3);
}

/* Whether C bounds a parameter alone by a constant of magnitude
   PH_RELAXED_BOUND or more: a condition of the context that the gist
   against a context of several pieces (context_hull) left in place.  */
static isl_bool
is_large_parameter_bound (__isl_keep isl_constraint *c)
{
  isl_bool large = is_large_bound (c);
  isl_size n_in = isl_constraint_dim (c, isl_dim_in);
  isl_size n_out = isl_constraint_dim (c, isl_dim_out);
  isl_bool in, out;

  if (large != isl_bool_true || n_in < 0 || n_out < 0)
    return n_in < 0 || n_out < 0 ? isl_bool_error : large;
  in = isl_constraint_involves_dims (c, isl_dim_in, 0, n_in);
  out = isl_constraint_involves_dims (c, isl_dim_out, 0, n_out);
  if (in < 0 || out < 0)
    return isl_bool_error;
  return isl_bool_ok (!in && !out);
}

/* Whether C, a constraint of a proximity relation, may go: an oblique
   face or a large bound of a parameter alone.  */
static isl_bool
is_loose_proximity (__isl_keep isl_constraint *c)
{
  isl_bool oblique = is_oblique_face (c);

  if (oblique != isl_bool_false)
    return oblique;
  return is_large_parameter_bound (c);
}

/* A relation being relaxed: the test of the constraints dropped, and
   the pieces built so far at each level (basic map, map, union).  */
struct ph_relaxation
{
  ph_droppable drop;
  isl_basic_map *kept;
  isl_map *map;
  isl_union_map *sum;
};

/* Callback of isl_basic_map_foreach_constraint: C added to USER's kept
   constraints (a struct ph_relaxation) unless its test drops it.  */
static isl_stat
add_kept_constraint (__isl_take isl_constraint *c, void *user)
{
  struct ph_relaxation *r = user;
  isl_bool drop = r->drop (c);

  if (drop < 0)
    {
      isl_constraint_free (c);
      return isl_stat_error;
    }
  if (drop)
    isl_constraint_free (c);
  else
    r->kept = isl_basic_map_add_constraint (r->kept, c);
  return r->kept ? isl_stat_ok : isl_stat_error;
}

/* Callback of isl_basic_map_foreach_constraint: stop at the first
   constraint that USER's test (a struct ph_relaxation) drops.  */
static isl_stat
stop_at_droppable (__isl_take isl_constraint *c, void *user)
{
  struct ph_relaxation *r = user;
  isl_bool drop = r->drop (c);

  isl_constraint_free (c);
  return drop == isl_bool_false ? isl_stat_ok : isl_stat_error;
}

/* Callback of isl_map_foreach_basic_map: BMAP without the constraints
   that USER's test drops, added to USER's map (a struct
   ph_relaxation).  */
static isl_stat
relax_basic_map (__isl_take isl_basic_map *bmap, void *user)
{
  struct ph_relaxation *r = user;
  isl_stat stat;

  /* Implicit equalities made explicit first, so that they stay: in a
     flat array's relation, the bounds imply that i' = i where the
     constraints only say 41i - 41i' + j' - j <= 1.  Only where some
     constraint goes: finding them took a tenth of ludcmp's compile
     time.  */
  if (isl_basic_map_foreach_constraint (bmap, &stop_at_droppable, r) >= 0)
    {
      r->map = isl_map_union (r->map, isl_map_from_basic_map (bmap));
      return r->map ? isl_stat_ok : isl_stat_error;
    }
  bmap = isl_basic_map_detect_equalities (bmap);
  r->kept = isl_basic_map_universe (isl_basic_map_get_space (bmap));
  stat = isl_basic_map_foreach_constraint (bmap, &add_kept_constraint, r);
  isl_basic_map_free (bmap);
  r->map = isl_map_union (r->map, isl_map_from_basic_map (r->kept));
  r->kept = NULL;
  return stat < 0 || !r->map ? isl_stat_error : isl_stat_ok;
}

/* Callback of isl_union_map_foreach_map: MAP relaxed, added to USER's
   union (a struct ph_relaxation).  */
static isl_stat
relax_map (__isl_take isl_map *map, void *user)
{
  struct ph_relaxation *r = user;
  isl_stat stat;

  r->map = isl_map_empty (isl_map_get_space (map));
  stat = isl_map_foreach_basic_map (map, &relax_basic_map, r);
  isl_map_free (map);
  r->sum = isl_union_map_add_map (r->sum, r->map);
  r->map = NULL;
  return stat < 0 || !r->sum ? isl_stat_error : isl_stat_ok;
}

/* REL (taken) without the inequalities that DROP accepts: a superset
   of REL.  */
static isl_union_map *
relax (isl_union_map *rel, ph_droppable drop)
{
  struct ph_relaxation r = { drop, NULL, NULL, NULL };

  if (!rel)
    return NULL;
  r.sum = isl_union_map_empty (isl_union_map_get_space (rel));
  if (isl_union_map_foreach_map (rel, &relax_map, &r) < 0)
    r.sum = isl_union_map_free (r.sum);
  isl_union_map_free (rel);
  return r.sum;
}

/* Whether C is an inequality whose constant term is type-sized
   (ph_val_is_type_sized): a bound of a type's range, or one of the
   exact model of unsigned wrap-around.  */
static isl_bool
is_type_sized_inequality (__isl_keep isl_constraint *c)
{
  if (isl_constraint_is_equality (c))
    return isl_bool_false;
  return ph_val_is_type_sized (isl_constraint_get_constant_val (c));
}

/* CONTEXT (taken), a set of parameters, without its type-sized
   inequalities (is_type_sized_inequality): a superset of CONTEXT.  */
static isl_set *
without_type_ranges (isl_set *context)
{
  struct ph_relaxation r = { &is_type_sized_inequality, NULL, NULL, NULL };
  isl_map *map = isl_map_from_range (isl_set_from_params (context));

  r.map = isl_map_empty (isl_map_get_space (map));
  if (isl_map_foreach_basic_map (map, &relax_basic_map, &r) < 0)
    r.map = isl_map_free (r.map);
  isl_map_free (map);
  return isl_set_params (isl_map_range (r.map));
}

/* REL (kept) simplified for the scheduler, as a new relation that only
   ever grows (a schedule legal for the result is legal for REL): its
   integer divisions and its type-sized inequalities dropped, then the
   constraints that CONTEXT (kept, without_type_ranges) implies.  The
   context's type ranges and the exact model of unsigned wrap-around
   bring constants of 2^31 and 2^32, on which isl's LP solver runs for
   minutes.  Dropped before the gist, they no longer cost it their large
   numbers: with them, the gist was a tenth of the plugin's time on
   gsl's cblas files (decision 74).  */
static isl_union_map *
simplified (isl_union_map *rel, isl_set *context)
{
  rel = isl_union_map_remove_divs (isl_union_map_copy (rel));
  rel = relax (rel, &is_type_sized_inequality);
  return isl_union_map_gist_params (rel, isl_set_copy (context));
}

/* REL (taken), a validity or coincidence relation, without the large
   bounds of its variables: a schedule legal for the superset is legal
   for REL.  The bounds are the loops' sizes, of no use to a legal
   order, but each is a Farkas multiplier with a large coefficient in
   the scheduler's LP: PolyBench's adi scheduled in 1.5 s with them and
   0.09 s without, to the same schedule.  Not for proximity, whose
   distances must stay bounded for isl's objective.  */
static isl_union_map *
relax_legality (isl_union_map *rel)
{
  return relax (rel, &is_large_bound);
}

/* REL (taken), a proximity relation, without the oblique faces of its
   pieces.  Proximity only steers isl's objective, so any approximation
   keeps the schedule legal; the box of a neighbourhood keeps its
   distances.  PolyBench's heat-3d, whose reads of 7 points make
   diamonds in 3-D, ran out of max-schedule-time with them; with their
   boxes and relax_legality it takes 0.6 s, to the schedule isl finds
   for the 7 reads apart.  Nor does isl's objective need a large
   bound of a parameter: gsl's dtrmv, with scalars expanded under the
   condition N <= 8192, scheduled in 0.02 s without it and 40 s with
   it, past max-schedule-time (decision 93).  */
static isl_union_map *
relax_proximity (isl_union_map *rel)
{
  return relax (rel, &is_loose_proximity);
}

/* The relation REL between instances mapped through TO (kept) on both
   sides.  */
static isl_union_map *
in_counters (isl_union_map *rel, isl_union_map *to)
{
  rel = isl_union_map_apply_domain (rel, isl_union_map_copy (to));
  return isl_union_map_apply_range (rel, isl_union_map_copy (to));
}

/* What the scheduler's relations are simplified against: SCOP's
   context, or the constraints common to its pieces where it has
   several.  A context of pieces (a parameter's value that picks a
   branch before the SCoP: gsl's cblas_strmm, Diag = 131 or not) made
   isl's gist of every relation against it a fifth of that file's
   compile time; the common constraints hold the type ranges, the large
   constants that the gist is there to drop.  */
static isl_set *
context_hull (const struct ph_scop *scop)
{
  isl_size n = isl_set_n_basic_set (scop->context);

  if (n == 1)
    return isl_set_copy (scop->context);
  return isl_set_from_basic_set (isl_set_plain_unshifted_simple_hull
				   (isl_set_copy (scop->context)));
}

/* The relations that isl's scheduler gets for a SCoP, simplified
   (simplified) and in the source's counters (scop.h says
   why), before any relaxation: what every schedule must respect, what
   keeps a loop from being parallel, the flow that proximity follows,
   and the live ranges of the relaxed scalars with their reuse (NULL
   where none are relaxed).  */
struct sched_relations
{
  isl_union_set *domain;
  isl_union_map *order;
  isl_union_map *serial;
  isl_union_map *flow;
  isl_union_map *live;
  isl_union_map *reuse;
};

static void
sched_relations_clear (struct sched_relations *r)
{
  isl_union_set_free (r->domain);
  isl_union_map_free (r->order);
  isl_union_map_free (r->serial);
  isl_union_map_free (r->flow);
  isl_union_map_free (r->live);
  isl_union_map_free (r->reuse);
}

/* Fill R for SCOP under DEPS.  Each relation of DEPS is simplified
   once, and the unions are made of the simplified parts: the flow
   dependences are in every union, and on the fuzzer's SCoPs, whose
   relations carry the large constants of the context, their gists had
   taken a twentieth of the whole compilation (decision 67).  isl
   simplifies each piece of a relation on its own, so the unions are
   those of the simplified relations.  */
static isl_stat
sched_relations_init (struct sched_relations *r, const struct ph_scop *scop,
		      const struct ph_deps *deps)
{
  isl_set *context = context_hull (scop);
  isl_set *ranges_free = without_type_ranges (isl_set_copy (context));
  /* The other parts of ph_deps_all, in its order.  */
  isl_union_map *parts[] = { deps->anti, deps->nonlinear, deps->output };
  isl_union_map *all;

  r->flow = simplified (deps->flow, ranges_free);
  all = isl_union_map_copy (r->flow);
  for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++)
    all = isl_union_map_union (all, simplified (parts[k], ranges_free));
  r->order = deps->order ? simplified (deps->order, ranges_free)
			 : isl_union_map_copy (all);
  /* A loop that carries a reduction is not parallel (yet); nor, for the
     scheduler, one that reuses a scalar.  */
  r->serial = isl_union_map_union (all, simplified (deps->reduction,
						    ranges_free));
  /* A scalar's value may be overwritten out of order only where its
     live ranges are not carried.  */
  r->live = deps->reuse ? simplified (deps->live, ranges_free) : NULL;
  r->reuse = deps->reuse ? simplified (deps->reuse, ranges_free) : NULL;
  r->domain = isl_union_set_copy (scop->domain);
  if (scop->counters)
    {
      isl_union_map *to = isl_union_map_from_union_pw_multi_aff
			    (isl_union_pw_multi_aff_copy (scop->counters));
      r->order = in_counters (r->order, to);
      r->flow = in_counters (r->flow, to);
      r->serial = in_counters (r->serial, to);
      if (r->live)
	{
	  r->live = in_counters (r->live, to);
	  r->reuse = in_counters (r->reuse, to);
	}
      r->domain = isl_union_set_apply (r->domain, to);
    }
  isl_set_free (ranges_free);
  r->domain = isl_union_set_gist_params (r->domain, context);
  r->domain = isl_union_set_remove_divs (r->domain);
  if (!r->domain || !r->order || !r->serial || !r->flow
      || (deps->reuse && (!r->live || !r->reuse)))
    return isl_stat_error;
  return isl_stat_ok;
}

/* The scheduler's constraints from R (kept), without the context; with
   RELAXED, the validity and coincidence constraints without their
   large bounds and the proximity constraints without their oblique
   faces (relax_legality, relax_proximity).  */
static isl_schedule_constraints *
schedule_constraints (const struct sched_relations *r, int relaxed)
{
  isl_schedule_constraints *sc;
  isl_union_map *order = isl_union_map_copy (r->order);
  isl_union_map *serial = isl_union_map_copy (r->serial);
  isl_union_map *flow = isl_union_map_copy (r->flow);

  if (relaxed)
    {
      order = relax_legality (order);
      serial = relax_legality (serial);
      flow = relax_proximity (flow);
    }
  sc = isl_schedule_constraints_on_domain (isl_union_set_copy (r->domain));
  sc = isl_schedule_constraints_set_validity (sc, order);
  sc = isl_schedule_constraints_set_coincidence (sc, serial);
  sc = isl_schedule_constraints_set_proximity (sc, flow);
  if (r->live)
    sc = isl_schedule_constraints_set_conditional_validity
	   (sc, isl_union_map_copy (r->live), isl_union_map_copy (r->reuse));
  return sc;
}

/* R's proximity without the relations between components that fusion
   cannot bring closer (ph_union_map_drop_unfusable_proximity), for
   isl's clustering.  PolyBench's heat-3d, whose initialisation is read
   by the first step of its time loop, scheduled in 0.75 s with them
   (often past max-schedule-time, then again with fuse=min) and 0.38 s
   without, to the same schedule (decision 85).  */
static void
keep_fusable_proximity (struct sched_relations *r)
{
  isl_union_map *edges = isl_union_map_copy (r->order);

  if (r->live)
    edges = isl_union_map_union (edges, isl_union_map_copy (r->live));
  r->flow = ph_union_map_drop_unfusable_proximity (r->flow, edges,
						     r->domain);
  isl_union_map_free (edges);
}

/* isl's schedule for SC (taken) in CTX, within *BUDGET_MS and OPTS's
   max-schedule-time (in the scheduler's process) where OPTS bound it,
   with *TIMED_OUT set where they stopped it.  */
static isl_schedule *
run_scheduler (isl_ctx *ctx, isl_schedule_constraints *sc,
	       const struct ph_options *opts, long *budget_ms, int *timed_out)
{
  long used, limit;
  isl_schedule *schedule;

  *timed_out = 0;
  if (opts->max_schedule_time <= 0)
    return isl_schedule_constraints_compute_schedule (sc);
  if (*budget_ms <= 0)
    {
      *timed_out = 1;
      isl_schedule_constraints_free (sc);
      return NULL;
    }
  limit = *budget_ms < opts->max_schedule_time ? *budget_ms
					       : opts->max_schedule_time;
  schedule = ph_scheduler_process_compute (ctx, sc, limit, timed_out, &used);
  *budget_ms -= used;
  return schedule;
}

/* A new schedule of SCOP under DEPS and OPTS, computed on relaxed
   constraints (schedule_constraints), or on the exact ones where the
   relaxed have none (a bound dropped may join a dependence to itself);
   the legality check then tests it on the exact dependences.  The
   schedule's domain is cut back to the exact one: code generation must
   not run instances that the simplified domain added.  */
__isl_give isl_schedule *
ph_schedule_compute (const struct ph_scop *scop, const struct ph_deps *deps,
		     const struct ph_options *opts, long *budget_ms,
		     int *timed_out)
{
  struct sched_relations r;
  isl_schedule *schedule = NULL;
  isl_stat ok;

  *timed_out = 0;
  set_scheduler_options (scop->ctx, opts);
  ok = sched_relations_init (&r, scop, deps);
  if (ok >= 0 && opts->fuse == PH_FUSE_SMART)
    keep_fusable_proximity (&r);
  if (ok >= 0)
    schedule = run_scheduler (scop->ctx, schedule_constraints (&r, 1),
			      opts, budget_ms, timed_out);
  if (ok >= 0 && !schedule && !*timed_out)
    {
      /* isl's "unable to carry dependences", unless a budget ran out.  */
      if (isl_ctx_last_error (scop->ctx) != isl_error_quota)
	isl_ctx_reset_error (scop->ctx);
      schedule = run_scheduler (scop->ctx, schedule_constraints (&r, 0),
				opts, budget_ms, timed_out);
    }
  sched_relations_clear (&r);
  if (scop->counters)
    schedule = isl_schedule_pullback_union_pw_multi_aff
		 (schedule, isl_union_pw_multi_aff_copy (scop->counters));
  return isl_schedule_intersect_domain (schedule,
					isl_union_set_copy (scop->domain));
}

/* The pairs of DEPS that SCHEDULE runs in the wrong order or at the same
   time, as pairs of times.  Computed from the flat time map alone,
   independently of how the scheduler or the tiler built SCHEDULE.  */
__isl_give isl_union_map *
ph_schedule_violations (__isl_keep isl_schedule *schedule,
			const struct ph_deps *deps)
{
  isl_union_map *time = ph_schedule_flat_map (schedule);
  isl_union_map *pairs = ph_deps_order (deps);
  isl_size n_out = ph_flat_time_dim (time);
  isl_space *space;

  if (n_out < 0)
    {
      isl_union_map_free (time);
      return isl_union_map_free (pairs);
    }
  pairs = isl_union_map_apply_domain (pairs, isl_union_map_copy (time));
  pairs = isl_union_map_apply_range (pairs, time);
  space = isl_space_set_alloc (isl_union_map_get_ctx (pairs), 0, n_out);
  pairs = isl_union_map_intersect
	    (pairs, isl_union_map_from_map (isl_map_lex_ge (space)));
  return isl_union_map_coalesce (pairs);
}

/* The dataflow through the scalars SCALARS (taken) of SCOP where its
   statement instances (those of its domain) run at TIME (taken): each
   access tagged with its scalar, [S[i] -> V[]] -> V[], so that two
   scalars that one statement reads cannot trade sources unseen.  */
static isl_union_flow *
scalar_flow (const struct ph_scop *scop, isl_union_map *time,
	     isl_union_set *scalars)
{
  isl_union_map *access[3] = { scop->reads, scop->must_writes,
			       scop->may_writes };
  isl_union_map *tagged[3];

  for (int i = 0; i < 3; i++)
    tagged[i] = isl_union_map_range_map
		  (isl_union_map_intersect
		     (isl_union_map_copy (access[i]),
		      isl_union_map_from_domain_and_range
			(isl_union_set_copy (scop->domain),
			 isl_union_set_copy (scalars))));
  isl_union_set_free (scalars);

  isl_union_map *all = isl_union_map_union
			 (isl_union_map_union (isl_union_map_copy (tagged[0]),
					       isl_union_map_copy (tagged[1])),
			  isl_union_map_copy (tagged[2]));
  isl_union_map *untag = isl_union_map_domain_map
			   (isl_union_set_unwrap (isl_union_map_domain (all)));
  isl_union_access_info *info = isl_union_access_info_from_sink (tagged[0]);

  info = isl_union_access_info_set_must_source (info, tagged[1]);
  info = isl_union_access_info_set_may_source (info, tagged[2]);
  info = isl_union_access_info_set_schedule_map
	   (info, isl_union_map_apply_range (untag, time));
  return isl_union_access_info_compute_flow (info);
}

/* Whether SCHEDULE keeps the dataflow of SCOP through its private
   scalars: every read takes its value from the same write as in the
   original schedule, or from before the SCoP where it did.  */
isl_bool
ph_schedule_keeps_scalar_flow (const struct ph_scop *scop,
			       __isl_keep isl_schedule *schedule)
{
  isl_union_set *scalars = ph_scop_private_scalars (scop);
  isl_union_flow *before = scalar_flow
			     (scop, ph_schedule_flat_map (scop->schedule),
			      isl_union_set_copy (scalars));
  isl_union_flow *after = scalar_flow (scop, ph_schedule_flat_map (schedule),
				       scalars);
  isl_union_map *deps_before = isl_union_flow_get_may_dependence (before);
  isl_union_map *deps_after = isl_union_flow_get_may_dependence (after);
  isl_union_map *unsourced_before = isl_union_flow_get_may_no_source (before);
  isl_union_map *unsourced_after = isl_union_flow_get_may_no_source (after);
  isl_bool same = isl_union_map_is_equal (deps_before, deps_after);

  if (same == isl_bool_true)
    same = isl_union_map_is_equal (unsourced_before, unsourced_after);
  isl_union_map_free (deps_before);
  isl_union_map_free (deps_after);
  isl_union_map_free (unsourced_before);
  isl_union_map_free (unsourced_after);
  isl_union_flow_free (before);
  isl_union_flow_free (after);
  return same;
}

/* The steps along TIME (kept), a band's schedule of the instances
   under NODE, that the pairs of REL (taken) take between instances
   that the nodes above NODE run at the same time.  */
static isl_union_set *
local_steps (isl_schedule_node *node, isl_union_map *time,
	     isl_union_map *rel)
{
  isl_union_map *prefix = isl_schedule_node_get_prefix_schedule_union_map
			    (node);
  isl_union_map *back = isl_union_map_reverse (isl_union_map_copy (prefix));
  isl_union_map *same = isl_union_map_apply_range (prefix, back);

  rel = isl_union_map_intersect (rel, same);
  rel = isl_union_map_apply_domain (rel, isl_union_map_copy (time));
  rel = isl_union_map_apply_range (rel, isl_union_map_copy (time));
  return isl_union_map_deltas (rel);
}

/* Whether every step of STEPS (kept), in N dimensions, is zero in
   dimension D, or with D negative, nonnegative in every dimension.  */
static isl_bool
steps_within (isl_union_set *steps, int n, int d)
{
  isl_set *bound = isl_set_universe (isl_space_set_alloc
				       (isl_union_set_get_ctx (steps), 0, n));
  isl_union_set *region;
  isl_bool ok;

  for (int i = 0; i < n; i++)
    if (d < 0)
      bound = isl_set_lower_bound_si (bound, isl_dim_set, i, 0);
    else if (i == d)
      bound = isl_set_fix_si (bound, isl_dim_set, i, 0);
  region = isl_union_set_from_set (bound);
  ok = isl_union_set_is_subset (steps, region);
  isl_union_set_free (region);
  return ok;
}

/* Callback of isl_schedule_map_schedule_node_bottom_up: make the band
   NODE and its child band one band where they permute (every
   dependence of ph_deps_order for DEPS in USER that the nodes above
   leave to them runs forward or stays along each member; every
   dependence where a live range of a private scalar would cross its
   points), its members coincident where no dependence of any kind
   moves along them.  */
static isl_schedule_node *
merge_band (isl_schedule_node *node, void *user)
{
  const struct ph_deps *deps = user;
  isl_schedule_node *child;
  isl_multi_union_pw_aff *both;
  isl_union_map *time;
  isl_union_set *steps, *serial, *live;
  isl_size n;
  isl_bool ok, local;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  child = isl_schedule_node_child (isl_schedule_node_copy (node), 0);
  if (isl_schedule_node_get_type (child) != isl_schedule_node_band)
    {
      isl_schedule_node_free (child);
      return node;
    }
  both = isl_multi_union_pw_aff_flat_range_product
	   (isl_schedule_node_band_get_partial_schedule (node),
	    isl_schedule_node_band_get_partial_schedule (child));
  isl_schedule_node_free (child);
  n = isl_multi_union_pw_aff_size (both);
  time = isl_union_map_from_multi_union_pw_aff
	   (isl_multi_union_pw_aff_copy (both));
  /* A scalar's reuse may run backwards only where the band carries none
     of its live ranges (isl's conditional validity).  */
  live = deps->live ? local_steps (node, time, isl_union_map_copy (deps->live))
		    : NULL;
  local = isl_bool_true;
  for (int d = 0; live && d < n && local == isl_bool_true; d++)
    local = steps_within (live, n, d);
  isl_union_set_free (live);
  steps = local_steps (node, time,
		       local == isl_bool_true
		       ? ph_deps_order (deps) : ph_deps_all (deps));
  serial = local_steps (node, time,
			isl_union_map_union (ph_deps_all (deps),
					     isl_union_map_copy
					       (deps->reduction)));
  isl_union_map_free (time);
  ok = n < 0 || !steps || !serial || local < 0
       ? isl_bool_error : steps_within (steps, n, -1);
  if (ok == isl_bool_true)
    {
      node = isl_schedule_node_delete (isl_schedule_node_delete (node));
      node = isl_schedule_node_insert_partial_schedule
	       (node, isl_multi_union_pw_aff_copy (both));
      node = isl_schedule_node_band_set_permutable (node, 1);
      for (int d = 0; d < n && node; d++)
	{
	  isl_bool zero = steps_within (serial, n, d);
	  if (zero < 0)
	    node = isl_schedule_node_free (node);
	  else
	    node = isl_schedule_node_band_member_set_coincident (node, d,
								  zero);
	}
    }
  else if (ok < 0)
    node = isl_schedule_node_free (node);
  isl_multi_union_pw_aff_free (both);
  isl_union_set_free (steps);
  isl_union_set_free (serial);
  return node;
}

/* SCHEDULE (taken) with each band joined to the band inside it where
   together they form one permutable band under DEPS (see schedule.h).  */
__isl_give isl_schedule *
ph_schedule_merge_bands (__isl_take isl_schedule *schedule,
			 const struct ph_deps *deps)
{
  return isl_schedule_map_schedule_node_bottom_up (schedule, &merge_band,
						   (void *) deps);
}
