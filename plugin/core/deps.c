/* Dependences between statement instances.

   Flow dependences are exact, from isl's dataflow analysis: must-writes
   kill, so a read depends only on the last write before it; may-writes
   (conditional stores the model could not prove to happen) never kill.
   Anti and output dependences through arrays are memory-based: every
   later write of an element depends on every earlier access of it.
   Those through the scalars private to the SCoP are exact, for their
   live ranges (ph_deps_relax_scalars).  */

#include <stdlib.h>

#include <isl/aff.h>
#include <isl/flow.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_set.h>
#include <isl/schedule.h>
#include <isl/union_map.h>

#include "polyhedral/deps.h"
#include "polyhedral/flat-schedule.h"

/* The may-dependences to the accesses SINK from the must-sources MUST
   (which kill) and the may-sources MAY, in the order of SCOP's
   schedule; with BACKWARDS, in the reverse order, each pair then given
   forwards (from the earlier instance to the later one).

   Run backwards, with the reads as sinks and the writes as sources, the
   analysis gives the exact anti dependences: from each read to the
   writes of its element after it, up to the next must-write, which are
   its "last" writes backwards.  Forwards, with the writes as sinks, the
   reads as sources and the must-writes as kills, the same relation took
   isl 1.7 times as long on a fuzzer's programs (decision 61).
   Backwards runs over the schedule's flat map, cut to its domain,
   which the tree gives the analysis forwards.  */
static isl_union_map *
dataflow (const struct ph_scop *scop, isl_union_map *sink,
	  isl_union_map *must, isl_union_map *may, int backwards)
{
  isl_union_access_info *info;
  isl_union_flow *flow;
  isl_union_map *dep;

  info = isl_union_access_info_from_sink (sink);
  info = isl_union_access_info_set_must_source (info, must);
  info = isl_union_access_info_set_may_source (info, may);
  if (backwards)
    info = isl_union_access_info_set_schedule_map
	     (info, isl_union_map_intersect_domain
		      (ph_schedule_reversed_map (scop->schedule),
		       isl_schedule_get_domain (scop->schedule)));
  else
    info = isl_union_access_info_set_schedule
	     (info, isl_schedule_copy (scop->schedule));
  flow = isl_union_access_info_compute_flow (info);
  dep = isl_union_flow_get_may_dependence (flow);
  isl_union_flow_free (flow);
  return backwards ? isl_union_map_reverse (dep) : dep;
}

/* The reduction statements of SCOP that the model confirms: each
   writes only its element (one array, no scalar) and reads that array
   only there.  Returns their writes, S[i] -> A[f(i)].  */
static isl_union_map *
reduction_updates (const struct ph_scop *scop)
{
  isl_union_map *writes = isl_union_map_intersect_domain
			    (isl_union_map_copy (scop->may_writes),
			     isl_union_set_copy (scop->reductions));
  isl_union_map *reads = isl_union_map_intersect_domain
			   (isl_union_map_copy (scop->reads),
			    isl_union_set_copy (scop->reductions));
  isl_union_map *updates = isl_union_map_empty
			     (isl_union_map_get_space (writes));
  isl_map_list *list = isl_union_map_get_map_list (writes);
  isl_size n = isl_map_list_size (list);

  for (int i = 0; i < n; i++)
    {
      isl_map *w = isl_map_list_get_at (list, i);
      isl_union_set *stmt = isl_union_set_from_set (isl_map_domain
						      (isl_map_copy (w)));
      isl_union_map *all_writes = isl_union_map_intersect_domain
				    (isl_union_map_copy (writes),
				     isl_union_set_copy (stmt));
      isl_union_map *same_array = isl_union_map_intersect_range
				    (isl_union_map_intersect_domain
				       (isl_union_map_copy (reads), stmt),
				     isl_union_set_from_set
				       (isl_map_range (isl_map_copy (w))));
      isl_union_map *uw = isl_union_map_from_map (isl_map_copy (w));
      isl_bool only = isl_union_map_is_equal (all_writes, uw);
      if (only == isl_bool_true)
	only = isl_union_map_is_equal (same_array, uw);
      isl_union_map_free (all_writes);
      isl_union_map_free (same_array);
      if (only == isl_bool_true && isl_map_is_single_valued (w) == isl_bool_true)
	updates = isl_union_map_union (updates, uw);
      else
	isl_union_map_free (uw);
      isl_map_free (w);
    }
  isl_map_list_free (list);
  isl_union_map_free (writes);
  isl_union_map_free (reads);
  return updates;
}

/* The pairs of REL between instances of one statement of UPDATES (both
   taken).  */
static isl_union_map *
within_statements (isl_union_map *rel, isl_union_map *updates)
{
  isl_union_set *stmts = isl_union_map_domain (updates);
  isl_union_map *same = isl_union_map_universe
			  (isl_union_map_from_domain_and_range
			     (isl_union_set_copy (stmts), stmts));
  isl_union_map *pairs = isl_union_map_empty (isl_union_map_get_space (rel));
  isl_map_list *list = isl_union_map_get_map_list (same);
  isl_size n = isl_map_list_size (list);

  /* Keep the maps from a statement to itself.  */
  for (int i = 0; i < n; i++)
    {
      isl_map *m = isl_map_list_get_at (list, i);
      isl_id *from = isl_map_get_tuple_id (m, isl_dim_in);
      isl_id *to = isl_map_get_tuple_id (m, isl_dim_out);
      int self = from && from == to;
      isl_id_free (from);
      isl_id_free (to);
      if (self)
	pairs = isl_union_map_add_map (pairs, m);
      else
	isl_map_free (m);
    }
  isl_map_list_free (list);
  isl_union_map_free (same);
  return isl_union_map_intersect (rel, pairs);
}

/* The pairs from the accesses FROM to the accesses TO (both taken) of
   one element, the second at a later TIME (kept, SCoP's original
   schedule as one time vector), whatever accesses come between them.  */
static isl_union_map *
memory_based (isl_union_map *from, isl_union_map *to,
	      isl_multi_union_pw_aff *time)
{
  isl_union_map *pairs = isl_union_map_apply_range
			   (from, isl_union_map_reverse (to));

  return isl_union_map_lex_lt_at_multi_union_pw_aff
	   (pairs, isl_multi_union_pw_aff_copy (time));
}

/* Fill the anti and output dependences of DEPS for SCOP, whose writes
   are the must-writes MUST and the others MAY_ONLY (both taken): with
   EXACT, those of isl's dataflow analysis, else memory-based ones.

   Through arrays they are memory-based.  Each such pair of a read, or
   a write, and a later write is a chain of exact ones: the exact anti,
   or output, dependence to the first must-write after the access, then
   the output dependences from must-write to must-write up to the later
   write.  Along any schedule that respects the exact dependences the
   distance of the pair is the sum of theirs, so it is carried, or kept
   at zero, exactly where one of theirs is, or all are: the two kinds
   admit the same schedules, bands and parallel loops.  The exact ones
   took isl's dataflow analysis seconds on a fuzzer's programs, 59.5 s
   over the anti dependences of its 100 programs' SCoPs where these take
   1.4 s (decision 64).

   Through the private scalars they stay exact: there they are the
   conditional constraints between live ranges (ph_deps_relax_scalars),
   which a superset would change.  */
static void
write_dependences (struct ph_deps *deps, const struct ph_scop *scop,
		   isl_union_map *must, isl_union_map *may_only, int exact)
{
  isl_multi_union_pw_aff *time;

  if (exact)
    {
      deps->anti = dataflow (scop, isl_union_map_copy (scop->reads),
			     isl_union_map_copy (must),
			     isl_union_map_copy (may_only), 1);
      deps->output = dataflow (scop, isl_union_map_copy (scop->may_writes),
			       must, may_only, 0);
      return;
    }
  isl_union_map_free (must);
  isl_union_map_free (may_only);
  time = isl_multi_union_pw_aff_from_union_map
	   (isl_union_map_intersect_domain
	      (ph_schedule_flat_map (scop->schedule),
	       isl_schedule_get_domain (scop->schedule)));
  deps->anti = memory_based (isl_union_map_copy (scop->reads),
			     isl_union_map_copy (scop->may_writes), time);
  deps->output = memory_based (isl_union_map_copy (scop->may_writes),
			       isl_union_map_copy (scop->may_writes), time);
  isl_multi_union_pw_aff_free (time);
}

/* The flow, anti and output dependences of SCOP, restricted to its
   context, and those of its reductions apart, where the reduction
   statements write UPDATES (taken); with EXACT_WRITES, exact anti and
   output dependences (write_dependences).  A reduction's writes do not kill:
   the statements that write the element before it or read it after it
   then depend on every one of its instances, so that the instances may
   be reordered among themselves only.  */
static struct ph_deps *
compute (const struct ph_scop *scop, isl_union_map *updates,
	 int exact_writes)
{
  struct ph_deps *deps = calloc (1, sizeof *deps);
  isl_union_map *may_only, *must;

  if (!deps)
    {
      isl_union_map_free (updates);
      return NULL;
    }
  deps->nonlinear = isl_union_map_empty (isl_set_get_space (scop->context));
  must = isl_union_map_subtract (isl_union_map_copy (scop->must_writes),
				 isl_union_map_copy (updates));
  may_only = isl_union_map_subtract (isl_union_map_copy (scop->may_writes),
				     isl_union_map_copy (must));
  deps->flow = dataflow (scop, isl_union_map_copy (scop->reads),
			 isl_union_map_copy (must),
			 isl_union_map_copy (may_only), 0);
  if (deps->flow)
    write_dependences (deps, scop, must, may_only, exact_writes);
  else
    {
      isl_union_map_free (must);
      isl_union_map_free (may_only);
    }
  deps->reduction = within_statements (ph_deps_all (deps),
				       isl_union_map_copy (updates));
  deps->reduction = isl_union_map_coalesce (deps->reduction);
  if (isl_union_map_is_empty (updates) == isl_bool_false)
    {
      deps->flow = isl_union_map_subtract (deps->flow,
					   isl_union_map_copy (deps->reduction));
      deps->anti = isl_union_map_subtract (deps->anti,
					   isl_union_map_copy (deps->reduction));
      deps->output = isl_union_map_subtract
		       (deps->output, isl_union_map_copy (deps->reduction));
    }
  isl_union_map_free (updates);
  deps->flow = isl_union_map_intersect_params
		 (deps->flow, isl_set_copy (scop->context));
  deps->anti = isl_union_map_intersect_params
		 (deps->anti, isl_set_copy (scop->context));
  deps->output = isl_union_map_intersect_params
		   (deps->output, isl_set_copy (scop->context));
  deps->reduction = isl_union_map_intersect_params
		      (deps->reduction, isl_set_copy (scop->context));
  if (scop->nonlinear_deps)
    deps->nonlinear = isl_union_map_union
			(deps->nonlinear,
			 isl_union_map_copy (scop->nonlinear_deps));
  if (!deps->flow || !deps->anti || !deps->output || !deps->reduction
      || !deps->nonlinear)
    return ph_deps_free (deps);
  return deps;
}

/* Free DEPS; returns NULL.  */
struct ph_deps *
ph_deps_free (struct ph_deps *deps)
{
  if (!deps)
    return NULL;
  isl_union_map_free (deps->flow);
  isl_union_map_free (deps->anti);
  isl_union_map_free (deps->output);
  isl_union_map_free (deps->reduction);
  isl_union_map_free (deps->nonlinear);
  ph_deps_keep_scalar_order (deps);
  ph_parallel_deps_free (deps->parallel);
  ph_deps_free (deps->others);
  ph_deps_free (deps->own);
  free (deps);
  return NULL;
}

/* The union of every kind of dependence in DEPS but reductions.  */
__isl_give isl_union_map *
ph_deps_all (const struct ph_deps *deps)
{
  isl_union_map *all = isl_union_map_copy (deps->flow);

  all = isl_union_map_union (all, isl_union_map_copy (deps->anti));
  all = isl_union_map_union (all, isl_union_map_copy (deps->nonlinear));
  return isl_union_map_union (all, isl_union_map_copy (deps->output));
}

/* What every schedule must respect (deps.h).  */
__isl_give isl_union_map *
ph_deps_order (const struct ph_deps *deps)
{
  return deps->order ? isl_union_map_copy (deps->order) : ph_deps_all (deps);
}

/* Whether array A can be private to each thread of a parallel loop: a
   scalar of the model whose last value nobody reads after the SCoP.  A
   scalar in memory (a global variable) stays shared.  */
bool
ph_array_privatizable (const struct ph_array *a)
{
  return a->kind != PH_ARRAY_MEMORY && a->n_dim == 0 && !a->live_out;
}

/* The dependences of SCOP restricted to the accesses to the private
   scalars SCALARS (KEEP), their anti and output dependences exact, or
   to the other arrays (!KEEP), whose reduction statements write
   UPDATES (taken).  */
static struct ph_deps *
deps_of_arrays (const struct ph_scop *scop, isl_union_set *scalars, int keep,
		isl_union_map *updates)
{
  struct ph_scop part = *scop;
  isl_union_map *(*restrict_to) (isl_union_map *, isl_union_set *)
    = keep ? &isl_union_map_intersect_range : &isl_union_map_subtract_range;
  struct ph_deps *deps = NULL;

  part.reads = restrict_to (isl_union_map_copy (scop->reads),
			    isl_union_set_copy (scalars));
  part.may_writes = restrict_to (isl_union_map_copy (scop->may_writes),
				 isl_union_set_copy (scalars));
  part.must_writes = restrict_to (isl_union_map_copy (scop->must_writes),
				  isl_union_set_copy (scalars));
  updates = restrict_to (updates, scalars);
  /* Arrays with polynomial subscripts are in memory: shared.  */
  if (keep)
    part.nonlinear_deps = NULL;
  if (part.reads && part.may_writes && part.must_writes)
    deps = compute (&part, updates, keep);
  else
    isl_union_map_free (updates);
  isl_union_map_free (part.reads);
  isl_union_map_free (part.may_writes);
  isl_union_map_free (part.must_writes);
  return deps;
}

/* The dependences of a SCoP from those through its private scalars,
   OWN, and those through everything else, OTHERS (both taken and kept
   in the result).  */
static struct ph_deps *
join (struct ph_deps *others, struct ph_deps *own)
{
  struct ph_deps *deps = others && own ? calloc (1, sizeof *deps) : NULL;

  if (!deps)
    {
      ph_deps_free (others);
      ph_deps_free (own);
      return NULL;
    }
  deps->others = others;
  deps->own = own;
  deps->flow = isl_union_map_union (isl_union_map_copy (others->flow),
				    isl_union_map_copy (own->flow));
  deps->anti = isl_union_map_union (isl_union_map_copy (others->anti),
				    isl_union_map_copy (own->anti));
  deps->output = isl_union_map_union (isl_union_map_copy (others->output),
				      isl_union_map_copy (own->output));
  deps->reduction = isl_union_map_union
		      (isl_union_map_copy (others->reduction),
		       isl_union_map_copy (own->reduction));
  deps->nonlinear = isl_union_map_union
		      (isl_union_map_copy (others->nonlinear),
		       isl_union_map_copy (own->nonlinear));
  if (!deps->flow || !deps->anti || !deps->output || !deps->reduction
      || !deps->nonlinear)
    return ph_deps_free (deps);
  return deps;
}

/* The dependences of SCOP (deps.h).  Where it has private scalars,
   those through them and those through the rest are computed apart,
   for ph_deps_relax_scalars, and joined.  Each element's dependences
   are its accesses' alone, so the parts make up the whole; the
   reduction statements are those of the whole SCoP in both.  */
struct ph_deps *
ph_deps_compute (const struct ph_scop *scop)
{
  isl_union_map *updates = scop->reductions
			   ? reduction_updates (scop)
			   : isl_union_map_empty (isl_union_map_get_space
						    (scop->reads));
  isl_union_set *scalars = ph_scop_private_scalars (scop);
  isl_bool none = isl_union_set_is_empty (scalars);
  struct ph_deps *others;

  if (none != isl_bool_false)
    {
      isl_union_set_free (scalars);
      if (none == isl_bool_true)
	return compute (scop, updates, 0);
      isl_union_map_free (updates);
      return NULL;
    }
  others = deps_of_arrays (scop, isl_union_set_copy (scalars), 0,
			   isl_union_map_copy (updates));
  return join (others, deps_of_arrays (scop, scalars, 1, updates));
}

/* The private scalars of SCOP (deps.h).  */
__isl_give isl_union_set *
ph_scop_private_scalars (const struct ph_scop *scop)
{
  isl_union_set *scalars = isl_union_set_empty (isl_set_get_space
						  (scop->context));

  for (int i = 0; i < scop->n_array; i++)
    if (ph_array_privatizable (&scop->arrays[i]))
      scalars = isl_union_set_add_set
		  (scalars, isl_set_universe (isl_space_set_tuple_id
						(isl_space_set_alloc
						   (scop->ctx, 0, 0),
						 isl_dim_set,
						 isl_id_copy
						   (scop->arrays[i].id))));
  return scalars;
}

/* The parallel dependences (struct ph_parallel_deps) from SHARED, the
   dependences through every array but the private scalars, and
   PRIVATE_DEPS, those through the private scalars (NULL: none).  */
static struct ph_parallel_deps *
parallel_deps (const struct ph_deps *shared,
	       const struct ph_deps *private_deps)
{
  struct ph_parallel_deps *pd = calloc (1, sizeof *pd);

  if (!pd)
    return NULL;
  pd->shared = ph_deps_all (shared);
  pd->reduction = isl_union_map_copy (shared->reduction);
  pd->private_flow = private_deps
		     ? isl_union_map_copy (private_deps->flow)
		     : isl_union_map_empty (isl_union_map_get_space
					      (shared->flow));
  pd->all = isl_union_map_union (isl_union_map_copy (pd->shared),
				 isl_union_map_copy (pd->reduction));
  if (private_deps)
    pd->all = isl_union_map_union (pd->all, ph_deps_all (private_deps));
  if (!pd->shared || !pd->reduction || !pd->private_flow || !pd->all)
    return ph_parallel_deps_free (pd);
  return pd;
}

/* Relax the dependences DEPS through their private scalars (deps.h).
   A statement instance that writes such a scalar starts a live range
   that ends at its last read; the scalar's anti and output dependences
   matter only between live ranges.  The two parts that ph_deps_compute
   kept for that also decide the parallel loops, which the AST's
   annotation would otherwise compute again.  */
isl_bool
ph_deps_relax_scalars (struct ph_deps *deps)
{
  struct ph_deps *others = deps->others, *own = deps->own;
  isl_union_map *reuse;
  isl_bool none, relaxed = isl_bool_false;

  ph_deps_keep_scalar_order (deps);
  ph_parallel_deps_free (deps->parallel);
  deps->parallel = own ? parallel_deps (others, own)
		       : parallel_deps (deps, NULL);
  if (!own)
    return isl_bool_false;
  reuse = isl_union_map_union (isl_union_map_copy (own->anti),
			       isl_union_map_copy (own->output));
  none = isl_union_map_is_empty (reuse);
  if (none == isl_bool_false)
    {
      deps->live = isl_union_map_copy (own->flow);
      deps->reuse = reuse;
      deps->order = isl_union_map_union (ph_deps_all (others),
					 isl_union_map_copy (own->flow));
      relaxed = deps->live && deps->reuse && deps->order
		? isl_bool_true : isl_bool_error;
    }
  else
    {
      isl_union_map_free (reuse);
      relaxed = none == isl_bool_true ? isl_bool_false : isl_bool_error;
    }
  if (relaxed < 0)
    ph_deps_keep_scalar_order (deps);
  return relaxed;
}

/* Make DEPS strict again (deps.h).  */
void
ph_deps_keep_scalar_order (struct ph_deps *deps)
{
  deps->live = isl_union_map_free (deps->live);
  deps->reuse = isl_union_map_free (deps->reuse);
  deps->order = isl_union_map_free (deps->order);
}

/* RELATION (taken), where there is one, restricted to the pairs of
   instances in SAME (kept).  */
static isl_union_map *
within (isl_union_map *relation, isl_union_map *same)
{
  return relation ? isl_union_map_intersect (relation,
					     isl_union_map_copy (same))
		  : NULL;
}

/* The dependences of DEPS between instances that SAME pairs
   (deps.h).  */
struct ph_deps *
ph_deps_within (const struct ph_deps *deps, __isl_keep isl_union_map *same)
{
  struct ph_deps *part = calloc (1, sizeof *part);

  if (!part)
    return NULL;
  part->flow = within (isl_union_map_copy (deps->flow), same);
  part->anti = within (isl_union_map_copy (deps->anti), same);
  part->output = within (isl_union_map_copy (deps->output), same);
  part->reduction = within (isl_union_map_copy (deps->reduction), same);
  part->nonlinear = within (isl_union_map_copy (deps->nonlinear), same);
  part->live = within (isl_union_map_copy (deps->live), same);
  part->reuse = within (isl_union_map_copy (deps->reuse), same);
  part->order = within (isl_union_map_copy (deps->order), same);
  if (!part->flow || !part->anti || !part->output || !part->reduction
      || !part->nonlinear || (deps->order && !part->order)
      || (deps->live && !part->live) || (deps->reuse && !part->reuse))
    return ph_deps_free (part);
  return part;
}

/* The dependences that decide the parallel loops of SCOP: see
   struct ph_parallel_deps.  */
struct ph_parallel_deps *
ph_parallel_deps_compute (const struct ph_scop *scop)
{
  struct ph_deps *deps = ph_deps_compute (scop);
  struct ph_parallel_deps *pd = NULL;

  if (deps)
    pd = deps->own ? parallel_deps (deps->others, deps->own)
		   : parallel_deps (deps, NULL);
  ph_deps_free (deps);
  return pd;
}

/* DEPS's parallel dependences, taken (deps.h).  */
struct ph_parallel_deps *
ph_deps_take_parallel (struct ph_deps *deps)
{
  struct ph_parallel_deps *pd = deps->parallel;

  deps->parallel = NULL;
  return pd;
}

/* Free PD; returns NULL.  */
struct ph_parallel_deps *
ph_parallel_deps_free (struct ph_parallel_deps *pd)
{
  if (!pd)
    return NULL;
  isl_union_map_free (pd->shared);
  isl_union_map_free (pd->reduction);
  isl_union_map_free (pd->private_flow);
  isl_union_map_free (pd->all);
  free (pd);
  return NULL;
}

/* Print the relation MAP of DEPS to OUT after LABEL.  */
static void
dump_relation (FILE *out, const char *label, isl_union_map *map)
{
  char *text = isl_union_map_to_str (map);

  fprintf (out, "%s: %s\n", label, text ? text : "(null)");
  free (text);
}

/* Print DEPS to OUT in isl text.  */
void
ph_deps_dump (FILE *out, const struct ph_deps *deps)
{
  dump_relation (out, "flow dependences", deps->flow);
  dump_relation (out, "anti dependences", deps->anti);
  dump_relation (out, "output dependences", deps->output);
  if (isl_union_map_is_empty (deps->reduction) == isl_bool_false)
    dump_relation (out, "reduction dependences", deps->reduction);
  if (isl_union_map_is_empty (deps->nonlinear) == isl_bool_false)
    dump_relation (out, "nonlinear dependences", deps->nonlinear);
  if (deps->reuse)
    dump_relation (out, "scalar reuse dependences (relaxed)", deps->reuse);
}
