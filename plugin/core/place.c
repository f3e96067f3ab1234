/* Placing scalars in the array elements they end up stored to.

   The placement is checked on the dataflow: with every access tagged by
   the array it accesses in the source, the reads (and the final values
   of the target array) must have the same sources after the placement
   as before it.  Only what can change is computed: the flow of the
   scalars before the placement, and that of the elements they are
   placed in after it (placement_keeps_dataflow).  */

#include <stdlib.h>

#include <isl/flow.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_set.h>
#include <isl/union_map.h>
#include <isl/aff.h>
#include <isl/schedule.h>
#include <isl/ilp.h>
#include <isl/val.h>
#include <isl/local_space.h>

#include "polyhedral/place.h"

/* The scalars to place and where, as ph_scop_place_scalars has them.  */
struct placement
{
  const struct ph_scop *scop;
  const int *scalars;
  int n_scalar;
  isl_union_set *scalar_arrays;	/* The universes of the scalars.  */
  isl_map *anchor_write;	/* ANCHOR[x] -> TARGET[g(x)].  */
  isl_union_set *nested;
  isl_union_map *where;		/* Statement instances to their element.  */
  int ok;			/* 0 once a statement cannot be placed.  */
};

/* The accesses of ACCESS (taken) to P's scalars, or (OF_SCALARS zero)
   to the other arrays.  */
static isl_union_map *
select_accesses (const struct placement *p, isl_union_map *access,
		 int of_scalars)
{
  isl_union_set *scalars = isl_union_set_copy (p->scalar_arrays);

  return of_scalars ? isl_union_map_intersect_range (access, scalars)
		    : isl_union_map_subtract_range (access, scalars);
}

/* ACCESS (taken), S[x] -> A[y], with its domain tagged by the array it
   accesses: [S[x] -> A[]] -> A[y].  */
static isl_union_map *
tag_by_array (isl_union_map *access)
{
  isl_union_map *tagged = isl_union_map_empty
			    (isl_union_map_get_space (access));
  isl_map_list *list = isl_union_map_get_map_list (access);
  isl_size n = isl_map_list_size (list);

  isl_union_map_free (access);
  if (n < 0)
    tagged = isl_union_map_free (tagged);
  for (int i = 0; i < n; i++)
    {
      isl_map *map = isl_map_list_get_at (list, i);
      isl_space *space = isl_space_params (isl_map_get_space (map));
      space = isl_space_set_from_params (space);
      space = isl_space_set_tuple_id (space, isl_dim_set,
				      isl_map_get_tuple_id (map,
							    isl_dim_out));
      isl_map *tag = isl_map_from_domain_and_range
		       (isl_map_domain (isl_map_copy (map)),
			isl_set_universe (space));
      map = isl_map_uncurry (isl_map_range_product (tag, map));
      tagged = isl_union_map_add_map (tagged, map);
    }
  isl_map_list_free (list);
  return tagged;
}

/* The accesses ACCESS (taken) of the SCoP of P, tagged by array, with
   those to P's scalars placed in their elements: [S[x] -> A[]] ->
   TARGET[...] for a scalar A.  */
static isl_union_map *
tag_and_place (const struct placement *p, isl_union_map *access)
{
  isl_union_map *scalars = select_accesses (p, isl_union_map_copy (access),
					    1);
  isl_union_map *others = select_accesses (p, access, 0);
  isl_union_map *tagged = isl_union_set_unwrap
			    (isl_union_map_domain (tag_by_array (scalars)));
  isl_union_map *placed = isl_union_map_apply_range
			    (isl_union_map_domain_map (tagged),
			     isl_union_map_copy (p->where));

  return isl_union_map_union (tag_by_array (others), placed);
}

/* The accesses ACCESS (taken) of the SCoP of P, those to P's scalars
   placed in their elements.  */
static isl_union_map *
place (const struct placement *p, isl_union_map *access)
{
  isl_union_map *scalars = select_accesses (p, isl_union_map_copy (access),
					    1);
  isl_union_map *others = select_accesses (p, access, 0);
  isl_union_map *placed = isl_union_map_intersect_domain
			    (isl_union_map_copy (p->where),
			     isl_union_map_domain (scalars));

  return isl_union_map_coalesce (isl_union_map_union (others, placed));
}

/* isl_union_set_foreach_set callback: add to P->where the element each
   instance of the statement DOMAIN uses for the scalars, the one that
   the anchor writes at the instance with the same outer coordinates;
   clear P->ok where there is none.  */
static isl_stat
place_statement (isl_set *domain, void *user)
{
  struct placement *p = (struct placement *) user;
  isl_size n_anchor = isl_map_dim (p->anchor_write, isl_dim_in);
  isl_size n = isl_set_dim (domain, isl_dim_set);
  isl_space *space = isl_set_get_space (domain);
  isl_set *nested = isl_union_set_extract_set (p->nested, space);
  isl_bool inside = isl_set_is_subset (domain, nested);

  isl_set_free (nested);
  if (n_anchor < 0 || n < 0 || inside < 0)
    {
      isl_set_free (domain);
      return isl_stat_error;
    }
  if (!inside || n < n_anchor)
    {
      p->ok = 0;
      isl_set_free (domain);
      return isl_stat_ok;
    }
  space = isl_space_map_from_domain_and_range
	    (isl_set_get_space (domain),
	     isl_space_domain (isl_map_get_space (p->anchor_write)));
  isl_map *outer = isl_map_universe (space);
  for (int i = 0; i < n_anchor; i++)
    outer = isl_map_equate (outer, isl_dim_in, i, isl_dim_out, i);
  outer = isl_map_intersect_domain (outer, isl_set_copy (domain));
  isl_map *where = isl_map_apply_range (outer,
					isl_map_copy (p->anchor_write));
  isl_set *placed = isl_map_domain (isl_map_copy (where));
  isl_bool total = isl_set_is_subset (domain, placed);

  isl_set_free (placed);
  isl_set_free (domain);
  if (total < 0)
    {
      isl_map_free (where);
      return isl_stat_error;
    }
  if (!total)
    p->ok = 0;
  p->where = isl_union_map_add_map (p->where, where);
  return isl_stat_ok;
}

/* The dataflow of SCOP from the tagged writes MUST and MAY (taken) to
   the tagged reads SINK (taken) and to a final read of the elements
   FINAL (taken) after the whole SCoP, in SCOP's schedule.  */
static isl_union_flow *
tagged_flow (const struct ph_scop *scop, isl_union_map *sink,
	     isl_union_map *must, isl_union_map *may, isl_union_set *final)
{
  isl_space *space = isl_space_set_from_params
		       (isl_union_set_get_space (final));
  space = isl_space_set_tuple_name (space, isl_dim_set, "ph_final");
  isl_union_set *end = isl_union_set_from_set (isl_set_universe (space));
  isl_union_map *final_reads = tag_by_array
				 (isl_union_map_from_domain_and_range
				    (isl_union_set_copy (end), final));
  isl_union_set *final_instances = isl_union_map_domain
				     (isl_union_map_copy (final_reads));

  /* Every tagged access happens where its statement does; the final
     reads come after everything.  */
  isl_union_map *tags = isl_union_map_union
			  (isl_union_map_union (isl_union_map_copy (sink),
						isl_union_map_copy (must)),
			   isl_union_map_copy (may));
  isl_union_map *untag = isl_union_map_domain_map
			   (isl_union_set_unwrap (isl_union_map_domain (tags)));
  isl_schedule *schedule = isl_schedule_pullback_union_pw_multi_aff
			     (isl_schedule_copy (scop->schedule),
			      isl_union_pw_multi_aff_from_union_map (untag));
  schedule = isl_schedule_sequence
	       (schedule, isl_schedule_from_domain (final_instances));
  isl_union_set_free (end);

  isl_union_access_info *info = isl_union_access_info_from_sink
				  (isl_union_map_union (sink, final_reads));
  info = isl_union_access_info_set_must_source (info, must);
  info = isl_union_access_info_set_may_source (info, may);
  info = isl_union_access_info_set_schedule (info, schedule);
  return isl_union_access_info_compute_flow (info);
}

/* The tagged statement instances [S[x] -> A[]] of TAGGED (taken) whose
   A is one of P's scalars, or (OF_SCALARS zero) is not.  */
static isl_union_set *
select_tagged (const struct placement *p, isl_union_set *tagged,
	       int of_scalars)
{
  return isl_union_map_wrap (select_accesses
			       (p, isl_union_set_unwrap (tagged), of_scalars));
}

/* Whether the reads of P's scalars take their values from the same
   statement instances in the flow BEFORE (kept), of the scalars before
   the placement, as in the flow AFTER (kept) it, and all from inside the
   SCoP (else the value would come from before the SCoP, from a scalar
   that no longer holds it), for the values of the parameters that the
   SCoP's context allows: a parameter that stands for a condition is
   0 or 1, but the domains of statements that it does not guard do not
   say so.  */
static isl_bool
scalar_reads_keep_sources (const struct placement *p, isl_union_flow *before,
			   isl_union_flow *after)
{
  isl_set *context = p->scop->context;
  isl_union_map *deps_before = isl_union_map_domain_factor_domain
				 (isl_union_flow_get_may_dependence (before));
  isl_union_map *deps_after = isl_union_flow_get_may_dependence (after);
  isl_union_set *sinks = select_tagged (p, isl_union_map_range
					     (isl_union_map_copy (deps_after)),
					1);
  isl_union_set *unsourced_before = isl_union_set_intersect_params
				      (isl_union_map_domain
					 (isl_union_flow_get_may_no_source
					    (before)),
				       isl_set_copy (context));
  isl_union_set *unsourced_after = isl_union_set_intersect_params
				     (select_tagged
					(p, isl_union_map_domain
					      (isl_union_flow_get_may_no_source
						 (after)), 1),
				      isl_set_copy (context));
  isl_bool same = isl_union_set_is_empty (unsourced_before);

  deps_after = isl_union_map_intersect_params
		 (isl_union_map_domain_factor_domain
		    (isl_union_map_intersect_range (deps_after, sinks)),
		  isl_set_copy (context));
  deps_before = isl_union_map_intersect_params (deps_before,
						isl_set_copy (context));
  if (same == isl_bool_true)
    same = isl_union_set_is_empty (unsourced_after);
  if (same == isl_bool_true)
    same = isl_union_map_is_equal (deps_before, deps_after);
  isl_union_map_free (deps_before);
  isl_union_map_free (deps_after);
  isl_union_set_free (unsourced_before);
  isl_union_set_free (unsourced_after);
  return same;
}

/* Whether, in the flow AFTER (kept) the placement P, a value written
   through one of P's scalars reaches a read of the target (or its final
   value).  The instances that write the scalars where P places them
   write none of the target before the placement (statements_fit): all
   their writes of it are placed ones.  */
static isl_bool
placed_value_reaches_target (const struct placement *p,
			     isl_union_flow *after)
{
  isl_union_map *deps = isl_union_map_domain_factor_domain
			  (isl_union_flow_get_may_dependence (after));
  isl_union_set *writers = isl_union_map_domain
			     (select_accesses
				(p, isl_union_map_copy (p->scop->may_writes),
				 1));
  isl_union_set *of_target;

  writers = isl_union_set_intersect (writers, isl_union_map_domain
						(isl_union_map_copy
						   (p->where)));
  deps = isl_union_map_intersect_domain (deps, writers);
  of_target = select_tagged (p, isl_union_map_range
				  (isl_union_map_copy (deps)), 0);
  deps = isl_union_map_intersect_range (deps, of_target);
  isl_bool reaches = isl_bool_not (isl_union_map_is_empty (deps));
  isl_union_map_free (deps);
  return reaches;
}

/* Whether the dataflows BEFORE and AFTER (taken) a placement P are
   the same, BEFORE that of P's scalars alone, AFTER that of the
   elements they are placed in (placement_keeps_dataflow): the reads of
   the scalars keep their sources, all in the SCoP, and no value written
   through a scalar reaches a read of the target.  The target's own flow
   before is not needed: the placement adds writes of it and removes
   none, so a read of it that no placed write reaches has the sources it
   had, and one that a placed write reaches has a new one.  */
static isl_bool
same_dataflow (const struct placement *p, isl_union_flow *before,
	       isl_union_flow *after)
{
  isl_bool same = scalar_reads_keep_sources (p, before, after);

  if (same == isl_bool_true)
    same = isl_bool_not (placed_value_reaches_target (p, after));
  isl_union_flow_free (before);
  isl_union_flow_free (after);
  return same;
}

/* The instances of the statement of SCOP whose tuple id is ID, or
   NULL.  */
static isl_set *
statement_domain (const struct ph_scop *scop, isl_id *id)
{
  isl_set_list *list = isl_union_set_get_set_list (scop->domain);
  isl_size n = isl_set_list_size (list);
  isl_set *found = NULL;

  for (int i = 0; i < n && !found; i++)
    {
      isl_set *set = isl_set_list_get_at (list, i);
      isl_id *tuple = isl_set_get_tuple_id (set);
      if (tuple == id)
	found = set;
      else
	isl_set_free (set);
      isl_id_free (tuple);
    }
  isl_set_list_free (list);
  return found;
}

/* The accesses ACCESS (taken) restricted to the array whose space is
   ARRAY (taken).  */
static isl_union_map *
to_array (isl_union_map *access, isl_space *array)
{
  return isl_union_map_intersect_range
	   (access, isl_union_set_from_set (isl_set_universe (array)));
}

/* Whether the placement P of the scalars of SCOP into TARGET, whose
   statement ANCHOR_DOMAIN writes the elements, meets the conditions of
   ph_scop_place_scalars on the statements that access them; fills
   P->where.  */
static isl_bool
statements_fit (struct placement *p, isl_set *anchor_domain,
		isl_space *target)
{
  const struct ph_scop *scop = p->scop;
  isl_union_map *scalar_writes = select_accesses
				   (p, isl_union_map_copy (scop->may_writes),
				    1);
  isl_union_map *scalar_reads = select_accesses
				  (p, isl_union_map_copy (scop->reads), 1);
  isl_union_set *users = isl_union_map_domain
			   (isl_union_map_union
			      (isl_union_map_copy (scalar_writes),
			       scalar_reads));
  isl_union_set *anchor = isl_union_set_from_set
			    (isl_set_universe (isl_set_get_space
						 (anchor_domain)));

  isl_set_free (anchor_domain);
  users = isl_union_set_intersect (users,
				   isl_union_set_copy (scop->domain));
  isl_union_map *anchor_scalar_writes = isl_union_map_intersect_domain
					  (scalar_writes,
					   isl_union_set_copy (anchor));
  isl_bool ok = isl_union_map_is_empty (anchor_scalar_writes);
  isl_union_set *others = isl_union_set_subtract
			    (isl_union_set_copy (users), anchor);
  isl_union_map *touching = to_array
			      (isl_union_map_intersect_domain
				 (isl_union_map_copy (scop->may_writes),
				  others),
			       isl_space_copy (target));

  if (ok == isl_bool_true)
    ok = isl_union_map_is_empty (touching);
  isl_union_map_free (anchor_scalar_writes);
  isl_union_map_free (touching);
  isl_space_free (target);
  if (ok == isl_bool_true
      && isl_union_set_foreach_set (users, &place_statement, p) < 0)
    ok = isl_bool_error;
  if (ok == isl_bool_true && !p->ok)
    ok = isl_bool_false;
  isl_union_set_free (users);
  return ok;
}

/* Whether every scalar of P is a scalar of the element size of the
   array TARGET, a memory array of affine accesses.  */
static int
shapes_fit (const struct placement *p, int target)
{
  const struct ph_array *t = &p->scop->arrays[target];

  if (t->kind != PH_ARRAY_MEMORY || t->nonlinear)
    return 0;
  for (int i = 0; i < p->n_scalar; i++)
    {
      const struct ph_array *a = &p->scop->arrays[p->scalars[i]];
      if (a->kind == PH_ARRAY_MEMORY || a->n_dim != 0
	  || a->element_size != t->element_size || a->placed_in >= 0)
	return 0;
    }
  return 1;
}

/* The single element of TARGET (space TARGET_SPACE, taken) that each
   instance of ANCHOR_DOMAIN writes, through a must-write and no other
   write to TARGET; NULL (with *OK cleared) when there is none.  */
static isl_map *
anchor_write (const struct ph_scop *scop, isl_set *anchor_domain,
	      isl_space *target_space, isl_bool *ok)
{
  isl_space *space = isl_space_map_from_domain_and_range
		       (isl_set_get_space (anchor_domain), target_space);
  isl_map *must = isl_union_map_extract_map (scop->must_writes,
					     isl_space_copy (space));
  isl_map *may = isl_union_map_extract_map (scop->may_writes, space);

  *ok = isl_map_is_equal (must, may);
  if (*ok == isl_bool_true)
    *ok = isl_map_is_single_valued (must);
  isl_map_free (may);
  if (*ok != isl_bool_true)
    return isl_map_free (must);
  return must;
}

/* Whether the statement STMT of SCOP has a guard or an access with a
   polynomial subscript.  */
static int
has_nonlinear_part (const struct ph_scop *scop, isl_id *stmt)
{
  for (int i = 0; i < scop->n_guard; i++)
    if (ph_guard_on_statement (&scop->guards[i], stmt))
      return 1;
  for (int i = 0; i < scop->n_nonlinear; i++)
    {
      isl_space *space = isl_pw_qpolynomial_get_domain_space
			   (scop->nonlinear[i].offset);
      isl_id *tuple = isl_space_get_tuple_id (space, isl_dim_set);
      int on = tuple == stmt;
      isl_id_free (tuple);
      isl_space_free (space);
      if (on)
	return 1;
    }
  return 0;
}

/* Apply the placement P to SCOP.  */
static void
apply_placement (struct placement *p, struct ph_scop *scop, int target)
{
  scop->reads = place (p, scop->reads);
  scop->must_writes = place (p, scop->must_writes);
  scop->may_writes = place (p, scop->may_writes);
  for (int i = 0; i < p->n_scalar; i++)
    scop->arrays[p->scalars[i]].placed_in = target;
}

/* The universes of the arrays SCALARS[0 .. N_SCALAR) of SCOP.  */
static isl_union_set *
scalar_universes (const struct ph_scop *scop, const int *scalars,
		  int n_scalar)
{
  isl_union_set *universes = isl_union_set_empty
			       (isl_space_params_alloc (scop->ctx, 0));

  for (int i = 0; i < n_scalar; i++)
    {
      isl_space *space = isl_space_set_alloc (scop->ctx, 0, 0);
      space = isl_space_set_tuple_id (space, isl_dim_set,
				      isl_id_copy
					(scop->arrays[scalars[i]].id));
      universes = isl_union_set_add_set (universes,
					 isl_set_universe (space));
    }
  return universes;
}

/* The accesses of ACCESS (taken) to the arrays whose universes are
   ARRAYS (kept).  */
static isl_union_map *
to_arrays (isl_union_map *access, isl_union_set *arrays)
{
  return isl_union_map_intersect_range (access, isl_union_set_copy (arrays));
}

/* The accesses of ACCESS (kept) to P's scalars, tagged by array.  */
static isl_union_map *
tagged_scalar_accesses (const struct placement *p, isl_union_map *access)
{
  return tag_by_array (select_accesses (p, isl_union_map_copy (access), 1));
}

/* The accesses of ACCESS (kept) to P's scalars and to the elements
   ELEMENTS (kept), those to the scalars placed, tagged by the array they
   access in the source (SOURCE_TAGS) or after the placement.  */
static isl_union_map *
tagged_placed_accesses (const struct placement *p, isl_union_map *access,
			isl_union_set *elements, int source_tags)
{
  isl_union_set *arrays = isl_union_set_union
			    (isl_union_set_copy (p->scalar_arrays),
			     isl_union_set_copy (elements));
  isl_union_map *placed = to_arrays (isl_union_map_copy (access), arrays);

  isl_union_set_free (arrays);
  if (source_tags)
    return tag_and_place (p, placed);
  return tag_by_array (place (p, placed));
}

/* Whether the accesses of SCOP with those to P's scalars placed in the
   elements P->where gives have the dataflow of SCOP's own, the final
   values of those elements read after the SCoP if LIVE_OUT.

   Only the flow of the scalars is computed before the placement, and
   only that of the elements they are placed in after it
   (same_dataflow): the writes of the other elements, and of the other
   arrays, are the same after as before, and so are the sources of their
   reads.  On ludcmp, the flows of all of A, of which each placement
   takes a triangle, were a quarter of the compile time.  */
static isl_bool
placement_keeps_dataflow (struct placement *p, const struct ph_scop *scop,
			  int live_out)
{
  /* Coalesced: the pieces of each statement's elements, intersected
     with every access, made the flow dearer than the whole array.  */
  isl_union_set *elements = isl_union_set_coalesce
			      (isl_union_map_range
				 (isl_union_map_copy (p->where)));
  isl_union_set *none = isl_union_set_empty (isl_union_set_get_space
					       (elements));
  isl_union_set *final = live_out ? isl_union_set_copy (elements)
				  : isl_union_set_copy (none);
  isl_union_flow *before, *after;

  before = tagged_flow (scop, tagged_scalar_accesses (p, scop->reads),
			tagged_scalar_accesses (p, scop->must_writes),
			tagged_scalar_accesses (p, scop->may_writes), none);
  /* A statement's writes of an element through several scalars are
     one source after the placement: fewer sources to order, the same
     instances (the sources' tags are not compared).  */
  after = tagged_flow (scop, tagged_placed_accesses (p, scop->reads,
						     elements, 1),
		       tagged_placed_accesses (p, scop->must_writes,
					       elements, 0),
		       tagged_placed_accesses (p, scop->may_writes, elements,
					       0),
		       final);
  isl_union_set_free (elements);
  return same_dataflow (p, before, after);
}

isl_bool
ph_scop_place_scalars (struct ph_scop *scop, const int *scalars, int n_scalar,
		       __isl_keep isl_id *anchor, int target,
		       __isl_keep isl_union_set *nested)
{
  struct placement p = { scop, scalars, n_scalar, NULL, NULL, nested, NULL,
			 1 };
  isl_set *anchor_domain;
  isl_space *target_space;
  isl_bool ok;

  if (!shapes_fit (&p, target))
    return isl_bool_false;
  anchor_domain = statement_domain (scop, anchor);
  if (!anchor_domain)
    return isl_bool_false;
  p.scalar_arrays = scalar_universes (scop, scalars, n_scalar);
  target_space = isl_space_params (isl_set_get_space (anchor_domain));
  target_space = isl_space_set_from_params (target_space);
  target_space = isl_space_add_dims (target_space, isl_dim_set,
				     scop->arrays[target].n_dim);
  target_space = isl_space_set_tuple_id (target_space, isl_dim_set,
					 isl_id_copy
					   (scop->arrays[target].id));
  p.anchor_write = anchor_write (scop, anchor_domain,
				 isl_space_copy (target_space), &ok);
  p.where = isl_union_map_empty (isl_space_params_alloc
				   (scop->ctx, 0));
  if (ok == isl_bool_true)
    ok = statements_fit (&p, anchor_domain,
			 isl_space_copy (target_space));
  else
    isl_set_free (anchor_domain);
  if (ok == isl_bool_true)
    ok = placement_keeps_dataflow (&p, scop, 1);
  if (ok == isl_bool_true)
    apply_placement (&p, scop, target);
  isl_space_free (target_space);
  isl_map_free (p.anchor_write);
  isl_union_map_free (p.where);
  isl_union_set_free (p.scalar_arrays);
  if (ok < 0 || !scop->reads || !scop->must_writes || !scop->may_writes
      || !scop->domain || !scop->schedule)
    return isl_bool_error;
  return ok;
}

/* What expand_statement needs: the placement being built, the
   coordinate of the instances that indexes the new array, its id.  */
struct expansion
{
  struct placement *p;
  int dim;
  isl_id *id;
};

/* isl_union_set_foreach_set callback: add to the placement of USER (a
   struct expansion) the element of the new array that each instance of
   the statement DOMAIN uses, that of its coordinate DIM; clear the
   placement's ok where the instances have no such coordinate.  */
static isl_stat
expand_statement (isl_set *domain, void *user)
{
  struct expansion *e = (struct expansion *) user;
  isl_size n = isl_set_dim (domain, isl_dim_set);
  isl_space *array;
  isl_map *where;

  if (n < 0 || n <= e->dim)
    {
      e->p->ok &= n >= 0;
      isl_set_free (domain);
      return n < 0 ? isl_stat_error : isl_stat_ok;
    }
  array = isl_space_params (isl_set_get_space (domain));
  array = isl_space_set_from_params (array);
  array = isl_space_add_dims (array, isl_dim_set, 1);
  array = isl_space_set_tuple_id (array, isl_dim_set, isl_id_copy (e->id));
  where = isl_map_universe (isl_space_map_from_domain_and_range
			      (isl_set_get_space (domain), array));
  where = isl_map_equate (where, isl_dim_in, e->dim, isl_dim_out, 0);
  where = isl_map_intersect_domain (where, domain);
  e->p->where = isl_union_map_add_map (e->p->where, where);
  return isl_stat_ok;
}

/* The elements that the expansion P needs in SCOP, in *SIZE: one more
   than the largest used where that is at most MAX - 1 for every value
   of the parameters, else MAX, with in *GOOD (else NULL) the parameter
   values for which MAX are enough, when they are not all of those for
   which the accesses happen.  False when an element below zero is used, or when
   MAX are never enough.  */
static isl_bool
expansion_size (const struct ph_scop *scop, const struct placement *p,
		long max, long *size, isl_set **good)
{
  isl_set *elements = isl_set_from_union_set
			(isl_union_map_range (isl_union_map_copy (p->where)));
  elements = isl_set_intersect_params (elements,
				       isl_set_copy (scop->context));
  isl_aff *index = isl_aff_var_on_domain
		     (isl_local_space_from_space (isl_set_get_space
						    (elements)),
		      isl_dim_set, 0);
  isl_val *low = isl_set_min_val (elements, index);
  isl_val *high = isl_set_max_val (elements, index);
  isl_bool ok = isl_bool_ok (low && high && isl_val_is_int (low)
			     && isl_val_is_nonneg (low));

  *good = NULL;
  *size = max;
  if (!low || !high || !elements)
    ok = isl_bool_error;
  else if (ok == isl_bool_true && isl_val_is_int (high)
	   && isl_val_cmp_si (high, max) < 0)
    *size = isl_val_get_num_si (high) + 1;
  else if (ok == isl_bool_true)
    {
      /* The parameter values that use an element from MAX on.  */
      isl_set *beyond = isl_set_lower_bound_si (isl_set_copy (elements),
						isl_dim_set, 0, max);
      isl_set *runs = isl_set_params (isl_set_copy (elements));
      isl_bool all;
      *good = isl_set_subtract (isl_set_copy (scop->context),
				isl_set_params (beyond));
      ok = isl_bool_not (isl_set_is_disjoint (runs, *good));
      all = isl_set_is_subset (runs, *good);
      if (all < 0)
	ok = isl_bool_error;
      isl_set_free (runs);
      /* Parameter values for which nothing runs do not count.  */
      if (ok != isl_bool_true || all)
	*good = isl_set_free (*good);
    }
  isl_val_free (low);
  isl_val_free (high);
  isl_aff_free (index);
  isl_set_free (elements);
  return ok;
}

/* Give SCOP the array ID (taken) of SIZE elements of ELEMENT_SIZE bytes
   that the expansion P uses, indexed by the instances' coordinate DIM,
   and P's accesses; where GOOD, assume it of the parameters.
   isl_stat_error on an isl failure.  */
static isl_stat
apply_expansion (struct placement *p, struct ph_scop *scop, isl_id *id,
		 unsigned element_size, int dim, long size, isl_set *good)
{
  int target = ph_scop_add_array (scop, id, PH_ARRAY_MEMORY, 1,
				  element_size, NULL);
  isl_union_set *users;

  if (target < 0)
    {
      isl_set_free (good);
      return isl_stat_error;
    }
  scop->arrays[target].expansion_dim = dim;
  scop->arrays[target].expansion_size = size;
  if (good)
    {
      isl_set *gist = isl_set_gist (isl_set_copy (good),
				    isl_set_copy (scop->context));
      scop->assumed = scop->assumed ? isl_set_intersect (scop->assumed, gist)
				    : gist;
      scop->context = isl_set_intersect (scop->context, good);
      scop->assumes_sizes = 1;
    }
  /* A reduction of a scalar is one of an element now: the parallel
     code's partial results know only scalars and the source's arrays.  */
  users = isl_union_map_domain (isl_union_map_copy (p->where));
  if (scop->reductions)
    scop->reductions = isl_union_set_subtract (scop->reductions, users);
  else
    isl_union_set_free (users);
  apply_placement (p, scop, target);
  return scop->assumed || !good ? isl_stat_ok : isl_stat_error;
}

isl_bool
ph_scop_expand_scalar (struct ph_scop *scop, int scalar, int dim,
		       __isl_take isl_id *id, long max_elements)
{
  struct placement p = { scop, &scalar, 1, NULL, NULL, NULL, NULL, 1 };
  struct expansion e = { &p, dim, id };
  const struct ph_array *a = &scop->arrays[scalar];
  isl_union_set *users;
  isl_set *good = NULL;
  long size = 0;
  isl_bool ok;

  if (a->kind == PH_ARRAY_MEMORY || a->n_dim != 0 || a->placed_in >= 0
      || a->live_out || dim < 0 || max_elements < 1)
    {
      isl_id_free (id);
      return isl_bool_false;
    }
  p.scalar_arrays = scalar_universes (scop, &scalar, 1);
  p.where = isl_union_map_empty (isl_space_params_alloc (scop->ctx, 0));
  users = isl_union_map_domain (select_accesses
				  (&p, isl_union_map_union
					 (isl_union_map_copy (scop->reads),
					  isl_union_map_copy
					    (scop->may_writes)), 1));
  users = isl_union_set_intersect (users, isl_union_set_copy (scop->domain));
  ok = isl_union_set_is_empty (users);
  if (ok == isl_bool_false
      && isl_union_set_foreach_set (users, &expand_statement, &e) < 0)
    ok = isl_bool_error;
  isl_union_set_free (users);
  ok = ok == isl_bool_false ? isl_bool_ok (p.ok) : isl_bool_not (ok);
  /* The array is dead after the SCoP: no final read of its elements.  */
  if (ok == isl_bool_true)
    ok = placement_keeps_dataflow (&p, scop, 0);
  if (ok == isl_bool_true)
    ok = expansion_size (scop, &p, max_elements, &size, &good);
  if (ok == isl_bool_true
      && apply_expansion (&p, scop, isl_id_copy (id), a->element_size, dim,
			  size, good) < 0)
    ok = isl_bool_error;
  isl_id_free (id);
  isl_union_map_free (p.where);
  isl_union_set_free (p.scalar_arrays);
  if (ok < 0 || !scop->reads || !scop->must_writes || !scop->may_writes
      || !scop->context)
    return isl_bool_error;
  return ok;
}

isl_bool
ph_scop_drop_copy_back (struct ph_scop *scop, __isl_keep isl_id *stmt)
{
  isl_set *domain = statement_domain (scop, stmt);
  if (!domain)
    return isl_bool_false;
  isl_union_set *instances = isl_union_set_from_set
			       (isl_set_universe (isl_set_get_space (domain)));
  isl_union_map *reads = isl_union_map_intersect_domain
			   (isl_union_map_copy (scop->reads),
			    isl_union_set_copy (instances));
  isl_union_map *must = isl_union_map_intersect_domain
			  (isl_union_map_copy (scop->must_writes),
			   isl_union_set_copy (instances));
  isl_union_map *may = isl_union_map_intersect_domain
			 (isl_union_map_copy (scop->may_writes),
			  isl_union_set_copy (instances));
  isl_bool copy = isl_bool_ok (!has_nonlinear_part (scop, stmt));

  isl_set_free (domain);
  if (copy == isl_bool_true)
    copy = isl_union_map_is_equal (reads, must);
  if (copy == isl_bool_true)
    copy = isl_union_map_is_equal (must, may);
  isl_union_map_free (reads);
  isl_union_map_free (must);
  isl_union_map_free (may);
  if (copy == isl_bool_true)
    {
      scop->domain = isl_union_set_subtract (scop->domain,
					     isl_union_set_copy (instances));
      scop->reads = isl_union_map_subtract_domain
		      (scop->reads, isl_union_set_copy (instances));
      scop->must_writes = isl_union_map_subtract_domain
			    (scop->must_writes, isl_union_set_copy (instances));
      scop->may_writes = isl_union_map_subtract_domain
			   (scop->may_writes, isl_union_set_copy (instances));
      if (scop->counters)
	scop->counters = isl_union_pw_multi_aff_subtract_domain
			   (scop->counters, isl_union_set_copy (instances));
      if (scop->reductions)
	scop->reductions = isl_union_set_subtract
			     (scop->reductions, isl_union_set_copy (instances));
      scop->schedule = isl_schedule_intersect_domain
			 (scop->schedule, isl_union_set_copy (scop->domain));
    }
  isl_union_set_free (instances);
  if (copy < 0 || !scop->domain || !scop->reads || !scop->must_writes
      || !scop->may_writes || !scop->schedule)
    return isl_bool_error;
  return copy;
}
