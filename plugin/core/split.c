/* Splitting an innermost loop at the iteration that writes an element
   the loop reads at every iteration (see split.h).  */

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/split.h"

/* Callback of isl_schedule_node_foreach_descendant_top_down: note in
   *USER a band at NODE.  */
static isl_bool
find_band (isl_schedule_node *node, void *user)
{
  int *found = user;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return isl_bool_true;
  *found = 1;
  return isl_bool_false;
}

/* Whether NODE is a band with no band below it and no AST options of
   its own.  */
static isl_bool
is_plain_innermost_band (isl_schedule_node *node)
{
  isl_union_set *options;
  isl_schedule_node *child;
  isl_bool no_options;
  int found = 0;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return isl_bool_false;
  options = isl_schedule_node_band_get_ast_build_options (node);
  no_options = isl_union_set_is_empty (options);
  isl_union_set_free (options);
  if (no_options != isl_bool_true)
    return no_options;
  child = isl_schedule_node_get_child (node, 0);
  if (isl_schedule_node_foreach_descendant_top_down (child, &find_band,
						      &found) < 0)
    found = -1;
  isl_schedule_node_free (child);
  return found < 0 ? isl_bool_error : found ? isl_bool_false : isl_bool_true;
}

/* The reads of the statements under a band, in time, that read one
   element at every value of the last time dimension.  */
struct invariant_reads
{
  isl_union_map *time;	/* Statement instances to time.  */
  int n_time;		/* Dimensions of time.  */
  isl_union_map *reads;	/* Time to the element read.  */
};

/* Callback of isl_map_foreach_basic_map: add the read BMAP of one
   statement to the reads of USER if the element it reads depends on
   the outer time dimensions only.  */
static isl_stat
add_if_invariant (isl_basic_map *bmap, void *user)
{
  isl_map *map = isl_map_from_basic_map (bmap);
  struct invariant_reads *data = user;
  isl_union_map *read = isl_union_map_apply_domain
			  (isl_union_map_from_map (map),
			   isl_union_map_copy (data->time));
  isl_bool none = isl_union_map_is_empty (read), invariant;
  isl_map *outer;

  /* A piece of the read at instances that DATA's time does not cover
     gives an empty union, whose map isl cannot take (fuzzer seed
     6102).  */
  if (none != isl_bool_false)
    {
      isl_union_map_free (read);
      return none < 0 ? isl_stat_error : isl_stat_ok;
    }
  outer = isl_map_from_union_map (isl_union_map_copy (read));
  outer = isl_map_project_out (outer, isl_dim_in, data->n_time - 1, 1);
  invariant = isl_map_is_single_valued (outer);
  isl_map_free (outer);
  if (invariant == isl_bool_true)
    data->reads = isl_union_map_union (data->reads, read);
  else
    isl_union_map_free (read);
  return invariant < 0 ? isl_stat_error : isl_stat_ok;
}

/* Callback of isl_union_map_foreach_map: add_if_invariant on each read
   of MAP (those of one statement from one array).  */
static isl_stat
add_invariant_reads (isl_map *map, void *user)
{
  isl_stat st = isl_map_foreach_basic_map (map, &add_if_invariant, user);

  isl_map_free (map);
  return st;
}

/* The value of the last of the N_TIME time dimensions, as a function
   of the others, at which WRITES (taken, from time to elements) touch
   an element that INVARIANT (taken) reads at the same outer time; NULL
   where there is no such value or more than one.  */
static isl_pw_aff *
split_point (isl_union_map *writes, isl_union_map *invariant, int n_time)
{
  isl_union_map *hits = isl_union_map_apply_range
			  (writes, isl_union_map_reverse (invariant));
  isl_bool none = isl_union_map_is_empty (hits), single;
  isl_map *at;
  isl_pw_multi_aff *point;
  isl_pw_aff *value;

  if (none != isl_bool_false)
    {
      isl_union_map_free (hits);
      return NULL;
    }
  at = isl_map_from_union_map (hits);
  for (int d = 0; d < n_time - 1; d++)
    at = isl_map_equate (at, isl_dim_in, d, isl_dim_out, d);
  at = isl_map_from_range (isl_map_domain (at));
  at = isl_map_move_dims (at, isl_dim_in, 0, isl_dim_out, 0, n_time - 1);
  none = isl_map_is_empty (at);
  single = isl_map_is_single_valued (at);
  if (none != isl_bool_false || single != isl_bool_true)
    {
      isl_map_free (at);
      return NULL;
    }
  point = isl_pw_multi_aff_from_map (at);
  value = isl_pw_multi_aff_get_pw_aff (point, 0);
  isl_pw_multi_aff_free (point);
  return value;
}

/* The statement instances of TIME (kept) that run before the time
   POINT (taken; split_point) along the last of the N_TIME time
   dimensions (with those whose loop has no such point), at it, and
   after it: the non-empty ones, in that order.  */
static isl_union_set_list *
split_filters (isl_pw_aff *point, isl_union_map *time, int n_time)
{
  isl_space *space = isl_space_add_dims
		       (isl_space_domain (isl_pw_aff_get_space (point)),
			isl_dim_set, 1);
  isl_ctx *ctx = isl_space_get_ctx (space);
  isl_pw_aff *last = isl_pw_aff_var_on_domain
		       (isl_local_space_from_space (isl_space_copy (space)),
			isl_dim_set, n_time - 1);
  isl_multi_aff *outer = isl_multi_aff_project_out_map
			   (space, isl_dim_set, n_time - 1, 1);
  isl_pw_aff *at = isl_pw_aff_pullback_multi_aff (point, outer);
  isl_set *elsewhere = isl_set_complement (isl_pw_aff_domain
					     (isl_pw_aff_copy (at)));
  isl_set *parts[3];
  isl_union_set_list *filters = isl_union_set_list_alloc (ctx, 3);

  parts[0] = isl_set_union (isl_pw_aff_lt_set (isl_pw_aff_copy (last),
					       isl_pw_aff_copy (at)),
			    elsewhere);
  parts[1] = isl_pw_aff_eq_set (isl_pw_aff_copy (last),
				isl_pw_aff_copy (at));
  parts[2] = isl_pw_aff_gt_set (last, at);
  for (int p = 0; p < 3; p++)
    {
      isl_union_set *filter = isl_union_set_apply
				(isl_union_set_from_set (parts[p]),
				 isl_union_map_reverse
				   (isl_union_map_copy (time)));
      isl_bool empty = isl_union_set_is_empty (filter);

      if (empty < 0)
	filters = isl_union_set_list_free (filters);
      if (empty == isl_bool_false)
	filters = isl_union_set_list_add (filters, filter);
      else
	isl_union_set_free (filter);
    }
  return filters;
}

/* The filters that split the innermost loop of the plain innermost band
   NODE of SCOP (split.h), or NULL where it has no split point.  */
static isl_union_set_list *
band_split_filters (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_schedule_node *inside = isl_schedule_node_get_child (node, 0);
  isl_union_set *domain = isl_schedule_node_get_domain (node);
  isl_union_map *reads, *writes;
  struct invariant_reads data;
  isl_union_set_list *filters = NULL;
  isl_pw_aff *point;

  data.time = isl_schedule_node_get_prefix_schedule_union_map (inside);
  data.n_time = isl_schedule_node_get_schedule_depth (inside);
  isl_schedule_node_free (inside);
  reads = isl_union_map_intersect_domain (isl_union_map_copy (scop->reads),
					  isl_union_set_copy (domain));
  writes = isl_union_map_intersect_domain
	     (isl_union_map_copy (scop->may_writes), domain);
  writes = isl_union_map_apply_domain (writes,
				       isl_union_map_copy (data.time));
  data.reads = isl_union_map_empty (isl_union_map_get_space (reads));
  if (data.n_time < 1
      || isl_union_map_foreach_map (reads, &add_invariant_reads, &data) < 0)
    data.reads = isl_union_map_free (data.reads);
  isl_union_map_free (reads);
  point = data.reads ? split_point (writes, data.reads, data.n_time)
	  : (isl_union_map_free (writes), NULL);
  if (point)
    filters = split_filters (point, data.time, data.n_time);
  if (filters && isl_union_set_list_n_union_set (filters) < 2)
    filters = isl_union_set_list_free (filters);
  isl_union_map_free (data.time);
  return filters;
}

/* The SCoP whose schedule is split, and the loops split so far.  */
struct split_data
{
  const struct ph_scop *scop;
  int n_split;
};

/* Callback of isl_schedule_map_schedule_node_bottom_up: split the
   innermost loop of NODE if it is a plain innermost band with a split
   point (struct split_data at USER).  */
static isl_schedule_node *
split_band (isl_schedule_node *node, void *user)
{
  struct split_data *data = user;
  isl_bool plain = is_plain_innermost_band (node);
  isl_union_set_list *filters;
  isl_size n;

  if (plain != isl_bool_true)
    return plain < 0 ? isl_schedule_node_free (node) : node;
  filters = band_split_filters (node, data->scop);
  if (!filters)
    return node;
  n = isl_schedule_node_band_n_member (node);
  if (n > 1)
    node = isl_schedule_node_child (isl_schedule_node_band_split (node,
								 n - 1),
				    0);
  node = isl_schedule_node_insert_sequence (node, filters);
  if (n > 1)
    node = isl_schedule_node_parent (node);
  data->n_split++;
  return node;
}

/* Split the innermost loops of SCHEDULE (see split.h).  */
__isl_give isl_schedule *
ph_schedule_split_at_writes (__isl_take isl_schedule *schedule,
			     const struct ph_scop *scop, int *n_split)
{
  struct split_data data = { scop, 0 };

  schedule = isl_schedule_map_schedule_node_bottom_up (schedule,
						       &split_band, &data);
  *n_split = schedule ? data.n_split : 0;
  return schedule;
}
