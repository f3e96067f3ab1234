/* Tiling of permutable bands, with the point loops innermost, and
   wavefront skewing of bands that have no parallel member.  */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/options.h>
#include <isl/schedule_node.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/band.h"
#include "polyhedral/jam.h"
#include "polyhedral/nonlinear.h"
#include "polyhedral/tile.h"

struct tile_data
{
  const struct ph_scop *scop;
  const struct ph_deps *deps;
  const struct ph_options *opts;
  struct ph_tile_report *report;
};

/* Pairs of band points of NODE, in SCOP, whose statement instances touch
   the same element of some array.  */
static isl_union_map *
band_reuse_pairs (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_union_set *domain = isl_schedule_node_get_domain (node);
  isl_union_map *band, *access, *same;

  band = isl_schedule_node_band_get_partial_schedule_union_map (node);
  band = isl_union_map_intersect_domain (band,
					 isl_union_set_copy (domain));
  access = isl_union_map_intersect_domain (ph_scop_locality_accesses (scop),
					   domain);
  same = isl_union_map_reverse (isl_union_map_copy (access));
  same = isl_union_map_apply_range (access, same);
  same = isl_union_map_apply_domain (same, isl_union_map_copy (band));
  return isl_union_map_apply_range (same, band);
}

/* Whether the band NODE of SCOP reuses an element between two points
   that differ only in a member other than the innermost: the reuse that
   tiling brings closer.  Reuse along the innermost member alone is
   already close.  */
static isl_bool
band_has_outer_reuse (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_union_map *pairs = band_reuse_pairs (node, scop);
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_bool found = isl_bool_false;
  isl_space *space;

  if (!pairs || n < 0)
    {
      isl_union_map_free (pairs);
      return isl_bool_error;
    }
  space = isl_space_map_from_set (isl_schedule_node_band_get_space (node));
  for (isl_size d = 0; found == isl_bool_false && d + 1 < n; d++)
    {
      isl_map *along = isl_map_universe (isl_space_copy (space));
      isl_union_map *hit;

      for (isl_size k = 0; k < n; k++)
	if (k != d)
	  along = isl_map_equate (along, isl_dim_in, k, isl_dim_out, k);
      along = isl_map_order_lt (along, isl_dim_in, d, isl_dim_out, d);
      hit = isl_union_map_intersect (isl_union_map_copy (pairs),
				     isl_union_map_from_map (along));
      found = isl_union_map_is_empty (hit);
      found = found == isl_bool_error ? found : !found;
      isl_union_map_free (hit);
    }
  isl_space_free (space);
  isl_union_map_free (pairs);
  return found;
}

struct footprint_data
{
  const struct ph_scop *scop;
  long bytes;		/* So far, or -1 once unknown.  */
};

/* Callback of isl_union_set_foreach_set: add to the data the bytes of
   the box whose spans SPANS gives (the differences between two
   elements of one array that one iteration touches).  */
static isl_stat
add_box (isl_set *spans, void *user)
{
  struct footprint_data *data = user;
  isl_id *id = isl_set_get_tuple_id (spans);
  int array = ph_scop_array_index (data->scop, id);
  isl_size n = isl_set_dim (spans, isl_dim_set);
  long elements = 1;

  for (isl_size d = 0; d < n && data->bytes >= 0; d++)
    {
      isl_aff *along = isl_aff_var_on_domain
			 (isl_local_space_from_space
			    (isl_set_get_space (spans)), isl_dim_set, d);
      isl_val *max = isl_set_max_val (spans, along);
      if (max && isl_val_is_int (max) && isl_val_is_nonneg (max)
	  && isl_val_get_num_si (max) < LONG_MAX / 2 / elements)
	elements *= isl_val_get_num_si (max) + 1;
      else
	data->bytes = -1;
      isl_val_free (max);
      isl_aff_free (along);
    }
  if (n < 0)
    data->bytes = -1;
  if (data->bytes >= 0 && array >= 0)
    data->bytes += elements
		   * (long) data->scop->arrays[array].element_size;
  isl_id_free (id);
  isl_set_free (spans);
  return isl_stat_ok;
}

/* The bytes that one iteration of the first member of the band NODE of
   SCOP touches, as a box in each array, or -1 where that depends on
   sizes not known when compiling.  */
static long
first_member_footprint (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_union_set *domain = isl_union_set_intersect_params
			   (isl_schedule_node_get_domain (node),
			    isl_set_copy (scop->context));
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_map *key, *touched, *together;
  isl_union_set *spans;
  struct footprint_data data = { scop, 0 };

  /* Instances to the values of the outer loops and the first member.  */
  key = isl_union_map_flat_range_product
	  (isl_schedule_node_get_prefix_schedule_union_map (node),
	   isl_union_map_from_union_pw_aff
	     (isl_multi_union_pw_aff_get_at (band, 0)));
  key = isl_union_map_intersect_domain (key, isl_union_set_copy (domain));
  touched = isl_union_map_apply_range
	      (isl_union_map_reverse (key),
	       isl_union_map_intersect_domain
		 (ph_scop_locality_accesses (scop), domain));
  together = isl_union_map_apply_range
	       (isl_union_map_reverse (isl_union_map_copy (touched)),
		touched);
  spans = isl_union_map_deltas (together);
  if (isl_union_set_foreach_set (spans, &add_box, &data) < 0)
    data.bytes = -1;
  isl_union_set_free (spans);
  isl_multi_union_pw_aff_free (band);
  return data.bytes;
}

/* The tile sizes of the N members of a band: OPTS's list scaled by
   FACTOR, in the space of NODE's band.  */
static isl_multi_val *
tile_sizes (isl_schedule_node *node, const struct ph_options *opts,
	    long factor)
{
  isl_space *space = isl_schedule_node_band_get_space (node);
  isl_size n = isl_space_dim (space, isl_dim_set);
  isl_ctx *ctx = isl_space_get_ctx (space);
  isl_multi_val *sizes = isl_multi_val_zero (space);

  for (isl_size i = 0; i < n; i++)
    sizes = isl_multi_val_set_val
	      (sizes, i, isl_val_int_from_si
			   (ctx, ph_sizes_get (&opts->tile_sizes, i) * factor));
  return sizes;
}

/* Record in REPORT the tile sizes SIZES (kept) of a band.  */
static void
report_tiling (struct ph_tile_report *report, isl_multi_val *sizes)
{
  isl_size n = isl_multi_val_size (sizes);
  size_t len = 0;

  if (report->n_tiled++)
    return;
  for (isl_size i = 0; i < n && len < sizeof report->sizes; i++)
    {
      isl_val *v = isl_multi_val_get_at (sizes, i);
      int w = snprintf (report->sizes + len, sizeof report->sizes - len,
			"%s%ld", i ? "x" : "", isl_val_get_num_si (v));
      isl_val_free (v);
      if (w < 0)
	break;
      len += (size_t) w;
    }
}

/* Whether the first member of the band NODE takes fewer than TILE
   values, whatever the sizes: a tile then holds all of its steps.  */
static isl_bool
first_member_shorter_than (isl_schedule_node *node, long tile)
{
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_set *values = isl_union_set_apply
			    (isl_schedule_node_get_domain (node),
			     isl_union_map_from_union_pw_aff
			       (isl_multi_union_pw_aff_get_at (band, 0)));
  isl_set *set = isl_set_from_union_set (values);
  isl_aff *first = set ? isl_aff_var_on_domain
			   (isl_local_space_from_space
			      (isl_set_get_space (set)), isl_dim_set, 0)
		   : NULL;
  isl_val *max = isl_set_max_val (set, first);
  isl_val *min = isl_set_min_val (set, first);
  isl_bool shorter = isl_bool_error;

  if (max && min)
    {
      shorter = isl_bool_false;
      if (isl_val_is_int (max) && isl_val_is_int (min))
	{
	  isl_val *count = isl_val_add_ui (isl_val_sub (isl_val_copy (max),
							isl_val_copy (min)),
					   1);
	  shorter = isl_bool_not (isl_val_gt_si (count, tile - 1));
	  isl_val_free (count);
	}
    }
  isl_val_free (max);
  isl_val_free (min);
  isl_aff_free (first);
  isl_set_free (set);
  isl_multi_union_pw_aff_free (band);
  return shorter;
}

/* Whether no member of the band NODE is coincident.  */
static isl_bool
band_is_sequential (isl_schedule_node *node)
{
  isl_size n = isl_schedule_node_band_n_member (node);

  if (n < 0)
    return isl_bool_error;
  for (isl_size i = 0; i < n; i++)
    {
      isl_bool c = isl_schedule_node_band_member_get_coincident (node, i);
      if (c != isl_bool_false)
	return c == isl_bool_true ? isl_bool_false : c;
    }
  return isl_bool_true;
}

/* Skew the band NODE into a wavefront (see tile.h).  */
__isl_give isl_schedule_node *
ph_band_wavefront (__isl_take isl_schedule_node *node, int pos)
{
  isl_multi_union_pw_aff *band;
  isl_union_pw_aff *wave;
  isl_size n = isl_schedule_node_band_n_member (node);

  if (n < pos + 2)
    return n < 0 ? isl_schedule_node_free (node) : node;
  band = isl_schedule_node_band_get_partial_schedule (node);
  wave = isl_union_pw_aff_add
	   (isl_multi_union_pw_aff_get_union_pw_aff (band, pos),
	    isl_multi_union_pw_aff_get_union_pw_aff (band, pos + 1));
  band = isl_multi_union_pw_aff_set_union_pw_aff (band, pos, wave);
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, band);
  node = isl_schedule_node_band_set_permutable (node, 1);
  for (isl_size i = 0; i < n; i++)
    node = isl_schedule_node_band_member_set_coincident (node, i,
							 i == pos + 1);
  return node;
}

/* What first_member_is_time asks of each statement.  */
struct time_data
{
  isl_union_map *accesses;	/* The SCoP's accesses.  */
  isl_bool time;		/* No access depends on the member so far.  */
};

/* Whether the element of some access of ACCESSES, all of one
   statement, depends on its counter D.  */
static isl_bool
involves_counter (isl_map_list *accesses, int d)
{
  isl_size n = isl_map_list_size (accesses);
  isl_bool involves = n < 0 ? isl_bool_error : isl_bool_false;

  for (int k = 0; k < n && involves == isl_bool_false; k++)
    {
      isl_map *map = isl_map_list_get_at (accesses, k);
      isl_set *instances = isl_map_domain (isl_map_copy (map));
      /* The bounds of the statement's domain are no dependence.  */
      map = isl_map_gist_domain (map, instances);
      involves = isl_map_involves_dims (map, isl_dim_in, d, 1);
      isl_map_free (map);
    }
  return involves;
}

/* isl_union_pw_aff_foreach_pw_aff callback: clear the time flag of
   USER (a struct time_data) where the statement of PA, a member of a
   band, accesses an element that depends on a counter PA involves.  */
static isl_stat
counters_unused (isl_pw_aff *pa, void *user)
{
  struct time_data *data = user;
  isl_set *statement = isl_set_universe (isl_space_domain
					   (isl_pw_aff_get_space (pa)));
  isl_size n = isl_set_dim (statement, isl_dim_set);
  isl_union_map *own = isl_union_map_intersect_domain
			(isl_union_map_copy (data->accesses),
			 isl_union_set_from_set (statement));
  isl_map_list *accesses = isl_union_map_get_map_list (own);

  for (int d = 0; d < n && data->time == isl_bool_true; d++)
    {
      isl_bool uses = isl_pw_aff_involves_dims (pa, isl_dim_in, d, 1);
      if (uses == isl_bool_true)
	uses = involves_counter (accesses, d);
      data->time = uses < 0 ? isl_bool_error : isl_bool_not (uses);
    }
  isl_map_list_free (accesses);
  isl_union_map_free (own);
  isl_pw_aff_free (pa);
  return n < 0 || !accesses || data->time < 0 ? isl_stat_error
					      : isl_stat_ok;
}

/* Whether the first member of the band NODE is a loop of time: no
   element that a statement of SCOP accesses depends on the counters it
   is made of (the t of a stencil, the sweeps of a recurrence).  */
static isl_bool
first_member_is_time (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_pw_aff *first = isl_multi_union_pw_aff_get_at (band, 0);
  struct time_data data;

  data.accesses = isl_union_map_union (isl_union_map_copy (scop->reads),
				       isl_union_map_copy (scop->may_writes));
  data.time = isl_bool_true;
  if (isl_union_pw_aff_foreach_pw_aff (first, &counters_unused, &data) < 0)
    data.time = isl_bool_error;
  isl_union_map_free (data.accesses);
  isl_union_pw_aff_free (first);
  isl_multi_union_pw_aff_free (band);
  return data.time;
}

struct stride_data
{
  const struct ph_scop *scop;
  isl_multi_union_pw_aff *band;
  /* The loops around the band, then the band: a member steps with the
     loops around it held.  */
  isl_multi_union_pw_aff *nest;
  int n_outer;
  int n_member;
  int *score;		/* Per member: stride-one accesses less strided
			   ones.  */
};

/* Score, for each member of the band of USER, the access MAP by how it
   moves when the member steps by one: +1 when only its last subscript
   moves, by one (the vectorizer loads it contiguously); -1 when another
   subscript moves (a stride of a whole row), -2 for a stand-in of a
   polynomial subscript (ph_scop_locality_accesses), whose other
   subscripts move by ever larger strides (the rows of a packed
   triangle).  An access that coalescing
   merged with its neighbours (A[i - 1 .. i + 1]) is no function, and is
   skipped.  */
static isl_stat
score_one_access (isl_map *map, void *user)
{
  struct stride_data *data = user;
  isl_space *space = isl_space_domain (isl_map_get_space (map));
  isl_id *array = isl_map_get_tuple_id (map, isl_dim_out);
  int index = ph_scop_array_index (data->scop, array);
  int jump = index >= 0 && data->scop->arrays[index].nonlinear ? 2 : 1;
  isl_multi_aff *ma = ph_access_function (map);
  isl_size n_out = ma ? isl_multi_aff_dim (ma, isl_dim_out) : 0;
  isl_map *schedule = n_out > 0 ? ph_band_statement_schedule (data->nest,
							      space)
				: NULL;
  for (int d = 0; schedule && d < data->n_member; d++)
    {
      isl_point *step = ph_band_member_step (schedule, data->n_outer + d);
      int moves_last, moves_other;

      if (!step)
	continue;
      ph_access_moves (ma, step, &moves_last, &moves_other);
      isl_point_free (step);
      data->score[d] += moves_other ? -jump : moves_last;
    }
  isl_map_free (schedule);
  isl_id_free (array);
  isl_multi_aff_free (ma);
  isl_space_free (space);
  return isl_stat_ok;
}

/* Callback of isl_map_foreach_basic_map: score one access of a
   statement.  */
static isl_stat
score_basic_access (isl_basic_map *bmap, void *user)
{
  return score_one_access (isl_map_from_basic_map (bmap), user);
}

/* Callback of isl_union_map_foreach_map: score the accesses in MAP, all
   those of one statement to one array, one by one.  */
static isl_stat
score_access (isl_map *map, void *user)
{
  isl_stat st = isl_map_foreach_basic_map (map, &score_basic_access, user);

  isl_map_free (map);
  return st;
}

/* Move the member of the permutable band NODE of SCOP that most
   accesses walk with stride one to the innermost position, so that the
   innermost loop is the one GCC's vectorizer wants.  The band stays
   permutable: any order of its members is legal.  */
static isl_schedule_node *
sink_stride_one_member (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_union_map *access;
  struct stride_data data;
  int best, *coincident;
  isl_union_pw_aff *moved;

  if (n < 2)
    return n < 0 ? isl_schedule_node_free (node) : node;
  data.scop = scop;
  data.band = isl_schedule_node_band_get_partial_schedule (node);
  data.nest = isl_schedule_node_get_prefix_schedule_multi_union_pw_aff (node);
  data.n_outer = isl_multi_union_pw_aff_size (data.nest);
  data.nest = isl_multi_union_pw_aff_flat_range_product
		(data.nest, isl_multi_union_pw_aff_copy (data.band));
  data.n_member = n;
  data.score = calloc (n, sizeof *data.score);
  coincident = calloc (n, sizeof *coincident);
  access = isl_union_map_intersect_domain
	     (ph_scop_locality_accesses (scop),
	      isl_schedule_node_get_domain (node));
  if (!data.score || !coincident
      || isl_union_map_foreach_map (access, &score_access, &data) < 0)
    n = 0;
  for (int d = 0; d < n; d++)
    coincident[d] = isl_schedule_node_band_member_get_coincident (node, d)
		    == isl_bool_true;
  /* Among the members that carry no dependence, reductions included
     (loops GCC can vectorize), if one has stride-one accesses; else
     among all.  A reduction innermost runs one chain of additions:
     syrk's k loop ran 1.6x slower than its j loop there.  */
  best = -1;
  for (int d = n - 1; d >= 0; d--)
    if (coincident[d] && data.score[d] > 0
	&& (best < 0 || data.score[d] > data.score[best]))
      best = d;
  if (best < 0)
    {
      best = n - 1;
      for (int d = 0; d < n - 1; d++)
	if (data.score[d] > data.score[best])
	  best = d;
    }
  if (n > 0 && best != n - 1)
    {
      moved = isl_multi_union_pw_aff_get_union_pw_aff (data.band, best);
      for (int d = best; d < n - 1; d++)
	{
	  data.band = isl_multi_union_pw_aff_set_union_pw_aff
	    (data.band, d,
	     isl_multi_union_pw_aff_get_union_pw_aff (data.band, d + 1));
	}
      data.band = isl_multi_union_pw_aff_set_union_pw_aff (data.band, n - 1,
							    moved);
      node = isl_schedule_node_delete (node);
      node = isl_schedule_node_insert_partial_schedule (node, data.band);
      data.band = NULL;
      node = isl_schedule_node_band_set_permutable (node, 1);
      for (int d = 0; d < n; d++)
	{
	  int from = d < best ? d : d < n - 1 ? d + 1 : best;
	  node = isl_schedule_node_band_member_set_coincident
		   (node, d, coincident[from]);
	}
    }
  isl_multi_union_pw_aff_free (data.band);
  isl_multi_union_pw_aff_free (data.nest);
  isl_union_map_free (access);
  free (data.score);
  free (coincident);
  return node;
}

/* Callback of isl_pw_aff_foreach_piece: flag in *USER an affine
   expression of more than one variable.  */
static isl_stat
flag_mixed_piece (isl_set *set, isl_aff *aff, void *user)
{
  isl_bool *mixed = user;
  isl_size n = isl_aff_dim (aff, isl_dim_in);
  int used = 0;

  for (int i = 0; i < n; i++)
    {
      isl_val *c = isl_aff_get_coefficient_val (aff, isl_dim_in, i);
      used += isl_val_is_zero (c) == isl_bool_false;
      isl_val_free (c);
    }
  if (used > 1)
    *mixed = isl_bool_true;
  isl_set_free (set);
  isl_aff_free (aff);
  return n < 0 ? isl_stat_error : isl_stat_ok;
}

/* Callback of isl_union_pw_aff_foreach_pw_aff: see flag_mixed_piece.  */
static isl_stat
flag_mixed (isl_pw_aff *pa, void *user)
{
  isl_stat st = isl_pw_aff_foreach_piece (pa, &flag_mixed_piece, user);

  isl_pw_aff_free (pa);
  return st;
}

/* Whether a member of the band NODE combines several of the source's
   loop counters (SCOP's counters): a skewed band.  A loop that starts
   at an outer counter (j = i) is no skew.  */
static isl_bool
band_is_skewed (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_bool mixed = isl_bool_false;
  isl_size n;

  if (scop->counters)
    {
      isl_union_map *back = isl_union_map_reverse
			      (isl_union_map_from_union_pw_multi_aff
				 (isl_union_pw_multi_aff_copy
				    (scop->counters)));
      band = isl_multi_union_pw_aff_pullback_union_pw_multi_aff
	       (band, isl_union_pw_multi_aff_from_union_map (back));
    }
  n = isl_multi_union_pw_aff_size (band);
  if (n < 0)
    mixed = isl_bool_error;
  for (int m = 0; m < n && mixed == isl_bool_false; m++)
    {
      isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_at (band, m);
      if (isl_union_pw_aff_foreach_pw_aff (upa, &flag_mixed, &mixed) < 0)
	mixed = isl_bool_error;
      isl_union_pw_aff_free (upa);
    }
  isl_multi_union_pw_aff_free (band);
  return mixed;
}

/* Callback of isl_union_set_foreach_set: flag in the data a statement
   of the data's depth whose innermost loop carries no dependence of the
   data's relation.  */
struct parallel_data
{
  isl_union_map *deps;
  isl_size depth;
  isl_bool found;
};

static isl_stat
flag_parallel_innermost (isl_set *set, void *user)
{
  struct parallel_data *data = user;
  isl_size d = isl_set_dim (set, isl_dim_set);
  isl_map *same_outer;
  isl_union_map *carried;
  isl_bool empty;

  if (d <= 0 || d != data->depth)
    {
      isl_set_free (set);
      return d < 0 ? isl_stat_error : isl_stat_ok;
    }
  same_outer = isl_map_from_domain_and_range (isl_set_copy (set), set);
  for (int k = 0; k < d - 1; k++)
    same_outer = isl_map_equate (same_outer, isl_dim_in, k, isl_dim_out, k);
  carried = isl_union_map_intersect (isl_union_map_copy (data->deps),
				     isl_union_map_from_map (same_outer));
  empty = isl_union_map_is_empty (carried);
  isl_union_map_free (carried);
  if (empty < 0)
    return isl_stat_error;
  if (empty)
    data->found = isl_bool_true;
  return isl_stat_ok;
}

/* Whether one of the deepest statements under NODE (they do most of
   the work) has an innermost loop in the source that carries no
   dependence of DEPS (reductions included): a loop GCC vectorizes as it
   is, and that a skewed tile would cut into short runs with changing
   bounds.  */
static isl_bool
has_parallel_innermost_loop (isl_schedule_node *node,
			     const struct ph_deps *deps)
{
  isl_union_set *under = isl_schedule_node_get_domain (node);
  struct parallel_data data = { NULL, 0, isl_bool_false };

  data.depth = ph_statements_depth (under);
  if (data.depth < 0)
    data.found = isl_bool_error;
  data.deps = isl_union_map_union (ph_deps_all (deps),
				   isl_union_map_copy (deps->reduction));
  if (data.found == isl_bool_false
      && isl_union_set_foreach_set (under, &flag_parallel_innermost,
				    &data) < 0)
    data.found = isl_bool_error;
  isl_union_set_free (under);
  isl_union_map_free (data.deps);
  return data.found;
}

/* Whether no reduction dependence of DEPS joins two instances under
   NODE.  */
static isl_bool
reduction_free (isl_schedule_node *node, const struct ph_deps *deps)
{
  isl_union_set *under = isl_schedule_node_get_domain (node);
  isl_union_map *red = isl_union_map_intersect_domain
			 (isl_union_map_copy (deps->reduction), under);
  isl_bool empty = isl_union_map_is_empty (red);

  isl_union_map_free (red);
  return empty;
}

/* Unroll and jam the point loops under the tile band NODE (see
   jam.h).  Returns NODE.  */
static isl_schedule_node *
jam_point_loops (isl_schedule_node *node, struct tile_data *data)
{
  int depth = 0, done = 0;
  int factor = (int) data->opts->unroll_jam;

  while (isl_schedule_node_has_children (node) == isl_bool_true
	 && isl_schedule_node_get_type (node) == isl_schedule_node_band)
    {
      node = isl_schedule_node_child (node, 0);
      depth++;
    }
  node = isl_schedule_node_parent (node);
  depth--;
  node = ph_band_unroll_and_jam (node, data->scop, factor, &done);
  if (done)
    {
      data->report->n_jammed++;
      data->report->jam_factor = factor;
    }
  for (; depth > 0; depth--)
    node = isl_schedule_node_parent (node);
  return node;
}

/* Whether the band NODE is a contraction (contraction.h) for which the
   target has a register tile: fills *C, *ROWS and *COLUMNS.  Not where
   unroll and jam is off (the register tile is one, in two members).  */
static int
register_tile_fits (isl_schedule_node *node, struct tile_data *data,
		    struct ph_contraction *c, int *rows, int *columns)
{
  if (data->opts->unroll_jam < 2 || data->opts->vector_registers <= 0)
    return 0;
  if (ph_band_contraction (node, data->scop, c) != isl_bool_true)
    return 0;
  if (ph_register_tile_shape (data->opts->vector_bytes,
			      data->opts->vector_registers, c->element_size,
			      rows, columns))
    return 1;
  isl_id_free (c->statement);
  return 0;
}

/* The band NODE (taken), of N members, in an order in which it is a
   contraction with a register tile, where there is one: *FITS tells,
   and C, *ROWS and *COLUMNS are filled as register_tile_fits fills
   them.  Its own order, or, where its innermost member carries the sum
   and the band is permutable, with its innermost parallel member moved
   innermost.  C[i][j] += A[i][k] * B[j][k] keeps k innermost for its
   stride-one accesses, a sum that GCC's vectorizer cannot split without
   reordering additions; with j innermost, the register tile holds its
   elements across k and makes vectors of the columns (a Gram matrix's
   kind: 5.3 -> 37 GFLOP/s at 1500, decision 50).  Any order of a
   permutable band is legal.  */
static isl_schedule_node *
contraction_band (isl_schedule_node *node, struct tile_data *data, int n,
		  struct ph_contraction *c, int *rows, int *columns,
		  int *fits)
{
  int d;

  *fits = register_tile_fits (node, data, c, rows, columns);
  if (*fits || n < 3
      || isl_schedule_node_band_get_permutable (node) != isl_bool_true
      || isl_schedule_node_band_member_get_coincident (node, n - 1)
	 != isl_bool_false)
    return node;
  for (d = n - 2; d >= 0; d--)
    if (isl_schedule_node_band_member_get_coincident (node, d)
	== isl_bool_true)
      break;
  if (d < 0)
    return node;
  isl_schedule_node *moved
    = ph_band_move_member_innermost (isl_schedule_node_copy (node), d);
  *fits = moved && register_tile_fits (moved, data, c, rows, columns);
  if (!*fits)
    {
      isl_schedule_node_free (moved);
      return node;
    }
  isl_schedule_node_free (node);
  return moved;
}

/* The tiles of the contraction band NODE (C) around its register tiles
   of ROWS x COLUMNS, as BLIS sizes its blocks: along C->K, KC steps such
   that the second operand's strip of KC x COLUMNS elements takes half
   the L1 cache (from 64 to 256 steps); along the rows, MC such that the
   first operand's block of MC x KC fills the L2 cache (at most 512, or
   16 strips where the code may run on threads, whose rows the tiles
   share out);
   along the columns, NC such that the second operand's block of KC x NC
   takes a quarter of it.  Each is a multiple of its strip.  The other
   members keep the sizes of the options, and all do where the user gave
   them.  Measured on gemm at 1729 (decision 49): the times vary by 10%
   over KC from 128 to 256, MC from 96 to 512 and NC from 56 to 960, and
   MC below 64 lost 10% more with AVX2; MC of 128 instead of 512 cost
   4% on one thread and gained 8% on two.  */
static isl_multi_val *
contraction_tile_sizes (isl_schedule_node *node, const struct ph_options *opts,
			const struct ph_contraction *c, int rows, int columns)
{
  isl_multi_val *sizes = tile_sizes (node, opts, 1);
  isl_size n = isl_multi_val_size (sizes);
  isl_ctx *ctx = isl_multi_val_get_ctx (sizes);
  long es = c->element_size;
  long l1 = opts->l1_cache_bytes > 0 ? opts->l1_cache_bytes : 32768;
  long l2 = opts->l2_cache_bytes > 0 ? opts->l2_cache_bytes : 262144;
  long kc = l1 / 2 / (columns * es) / 16 * 16;
  long max_mc = opts->sequential ? 512 : 16L * rows;
  long mc, nc;

  if (opts->tile_sizes.given || n < 0)
    return sizes;
  kc = kc < 64 ? 64 : kc > 256 ? 256 : kc;
  mc = l2 / (kc * es) / rows * rows;
  mc = mc > max_mc ? max_mc / rows * rows : mc < rows ? rows : mc;
  nc = l2 / 4 / (kc * es) / columns * columns;
  nc = nc < columns ? columns : nc;
  for (isl_size d = 0; d < n; d++)
    if (d == c->i || d == c->k || d == n - 1)
      sizes = isl_multi_val_set_at
		(sizes, d, isl_val_int_from_si (ctx, d == c->i ? mc
						     : d == c->k ? kc : nc));
  return sizes;
}

/* The statements other than ID, as add_other collects them.  */
struct others_data
{
  isl_id *id;
  isl_union_set *others;
};

/* Callback of isl_union_set_foreach_set: add SET to the others of USER
   (struct others_data) unless it is of the statement ID.  */
static isl_stat
add_other (isl_set *set, void *user)
{
  struct others_data *data = user;
  isl_id *id = isl_set_get_tuple_id (set);

  if (id == data->id)
    isl_set_free (set);
  else
    data->others = isl_union_set_add_set (data->others, set);
  isl_id_free (id);
  return isl_stat_ok;
}

/* The instances of the statements of INSTANCES (taken) that have some
   instance in it: whole statements.  */
static isl_union_set *
whole_statements (isl_union_set *instances, isl_union_set *under)
{
  isl_union_set *universe = isl_union_set_universe (instances);

  return isl_union_set_intersect (universe, isl_union_set_copy (under));
}

/* Whether DEPS (kept) has a dependence from FROM to TO (both kept).  */
static isl_bool
depends (isl_union_map *deps, isl_union_set *from, isl_union_set *to)
{
  isl_union_map *d = isl_union_map_copy (deps);
  isl_bool empty;

  d = isl_union_map_intersect_domain (d, isl_union_set_copy (from));
  d = isl_union_map_intersect_range (d, isl_union_set_copy (to));
  empty = isl_union_map_is_empty (d);
  isl_union_map_free (d);
  return isl_bool_not (empty);
}

/* The contraction band NODE (C) with the other statements under it
   (those at one value of C->K: gemm's C[i][j] *= beta, or the sum of
   C[i][j] = s set to zero before the k loop and stored after it) moved
   into nests of their own: before it, those to which no dependence of
   DEPS goes from the contraction's statement within one iteration of
   the loops around; after it, the others, from which none goes back
   to the contraction or to the first ones.  Takes NODE; returns the
   band of the contraction alone, or NULL where the others cannot move
   (or on an isl failure).  isl builds the AST of a register tile of the
   statement alone at a moderate cost; gemm's, with the initialisation
   under it at K = 0, ran out of 5 million operations.  */
static isl_schedule_node *
contraction_alone (isl_schedule_node *node, const struct ph_deps *deps,
		   const struct ph_contraction *c)
{
  isl_union_set *under = isl_schedule_node_get_domain (node);
  struct others_data data = { c->statement, NULL };
  isl_union_set *self, *before, *after;
  isl_union_map *prefix, *same, *all;
  isl_bool empty, back;

  data.others = isl_union_set_empty (isl_union_set_get_space (under));
  if (isl_union_set_foreach_set (under, &add_other, &data) < 0)
    data.others = isl_union_set_free (data.others);
  empty = isl_union_set_is_empty (data.others);
  if (empty != isl_bool_false)
    {
      isl_union_set_free (under);
      isl_union_set_free (data.others);
      return empty == isl_bool_true ? node : isl_schedule_node_free (node);
    }
  prefix = isl_schedule_node_get_prefix_schedule_union_map (node);
  same = isl_union_map_reverse (isl_union_map_copy (prefix));
  same = isl_union_map_apply_range (prefix, same);
  all = isl_union_map_union (ph_deps_all (deps),
			     isl_union_map_copy (deps->reduction));
  all = isl_union_map_intersect (all, same);
  self = isl_union_set_subtract (isl_union_set_copy (under),
				 isl_union_set_copy (data.others));
  after = isl_union_set_apply (isl_union_set_copy (self),
			       isl_union_map_copy (all));
  after = whole_statements (isl_union_set_intersect
			      (after, isl_union_set_copy (data.others)), under);
  before = isl_union_set_subtract (data.others, isl_union_set_copy (after));
  back = depends (all, after, self);
  if (back == isl_bool_false)
    back = depends (all, after, before);
  isl_union_map_free (all);
  isl_union_set_free (self);
  isl_union_set_free (under);
  if (back != isl_bool_false)
    {
      isl_union_set_free (before);
      isl_union_set_free (after);
      return isl_schedule_node_free (node);
    }
  if (isl_union_set_is_empty (before) == isl_bool_false)
    node = isl_schedule_node_order_before (node, isl_union_set_copy (before));
  if (isl_union_set_is_empty (after) == isl_bool_false)
    node = isl_schedule_node_order_after (node, isl_union_set_copy (after));
  isl_union_set_free (before);
  isl_union_set_free (after);
  return node;
}

/* Tile the contraction band NODE (C) for register tiles of ROWS x
   COLUMNS (contraction_tile_sizes) and give its point band the register
   tile (jam.h); frees C's statement.  Returns the tile band.  */
static isl_schedule_node *
register_tile (isl_schedule_node *node, struct tile_data *data,
	       struct ph_contraction *c, int rows, int columns)
{
  isl_multi_val *sizes = contraction_tile_sizes (node, data->opts, c, rows,
						 columns);
  isl_size n = isl_multi_val_size (sizes);
  long blocks[3] = { 0, 0, 0 };
  int done = 0;

  for (int b = 0; b < 3 && n > 0; b++)
    {
      isl_val *v = isl_multi_val_get_at (sizes, b == 0 ? c->i
						 : b == 1 ? c->k : n - 1);
      blocks[b] = isl_val_get_num_si (v);
      isl_val_free (v);
    }
  report_tiling (data->report, sizes);
  node = isl_schedule_node_band_tile (node, sizes);
  node = isl_schedule_node_child (node, 0);
  node = ph_band_register_tile (node, c, rows, columns, &done);
  isl_id_free (c->statement);
  node = isl_schedule_node_parent (node);
  if (!done)
    return jam_point_loops (node, data);
  data->report->n_register_tiled++;
  data->report->register_rows = rows;
  data->report->register_columns = columns;
  data->report->register_mc = blocks[0];
  data->report->register_kc = blocks[1];
  data->report->register_nc = blocks[2];
  return node;
}

struct inner_band
{
  isl_size depth;		/* Of the band the walk started from.  */
  isl_bool found;
};

/* Callback of isl_schedule_node_foreach_descendant_top_down: note in
   USER (struct inner_band) a band below the node the walk started
   from, and stop the walk there.  */
static isl_bool
find_band (isl_schedule_node *node, void *user)
{
  struct inner_band *data = user;
  isl_size depth = isl_schedule_node_get_tree_depth (node);

  if (depth < 0)
    return isl_bool_error;
  if (depth > data->depth
      && isl_schedule_node_get_type (node) == isl_schedule_node_band)
    {
      data->found = isl_bool_true;
      return isl_bool_error;
    }
  return isl_bool_true;
}

/* Whether the band NODE has another band, a loop, inside.  */
static isl_bool
has_inner_band (isl_schedule_node *node)
{
  struct inner_band data = { isl_schedule_node_get_tree_depth (node),
			     isl_bool_false };

  if (data.depth < 0)
    return isl_bool_error;
  if (isl_schedule_node_foreach_descendant_top_down (node, &find_band,
						     &data) < 0
      && data.found != isl_bool_true)
    return isl_bool_error;
  return data.found;
}

/* The map from each point of SPACE, a set of N dimensions, to the next
   one along its last dimension.  */
static isl_map *
step_along_last (isl_space *space, isl_size n)
{
  isl_map *step = isl_map_identity (isl_space_map_from_set (space));
  isl_constraint *c;

  step = isl_map_project_out (step, isl_dim_out, n - 1, 1);
  step = isl_map_add_dims (step, isl_dim_out, 1);
  c = isl_constraint_alloc_equality (isl_local_space_from_space
				       (isl_map_get_space (step)));
  c = isl_constraint_set_coefficient_si (c, isl_dim_out, n - 1, 1);
  c = isl_constraint_set_coefficient_si (c, isl_dim_in, n - 1, -1);
  c = isl_constraint_set_constant_si (c, -1);
  return isl_map_add_constraint (step, c);
}

/* Whether, in the band NODE, every instance that has one before it
   along the innermost member (the other members and the loops around
   the same) reads a value that instance wrote: the innermost loop is one
   chain of flow dependences (D[i][j - 1] to D[i][j], a sum in a scalar),
   whose latency bounds it.  A loop that reads one element written at one
   of its iterations (Floyd-Warshall's path[i][k]) is no chain: split.c
   makes it vector code.  SCOP gives the context.  */
static isl_bool
innermost_is_chain (isl_schedule_node *node, const struct ph_scop *scop,
		    const struct ph_deps *deps)
{
  isl_union_map *time = isl_union_map_flat_range_product
    (isl_schedule_node_get_prefix_schedule_union_map (node),
     isl_schedule_node_band_get_partial_schedule_union_map (node));
  isl_union_set *instances = isl_schedule_node_get_domain (node);
  isl_union_map *flow = isl_union_map_intersect_domain
			  (isl_union_map_copy (deps->flow),
			   isl_union_set_copy (instances));
  isl_set *times, *targets, *follow;
  isl_map *pairs, *step;
  isl_size n;
  isl_bool chain;

  time = isl_union_map_intersect_domain (time, instances);
  times = isl_set_from_union_set (isl_union_map_range
				    (isl_union_map_copy (time)));
  flow = isl_union_map_apply_domain (flow, isl_union_map_copy (time));
  flow = isl_union_map_apply_range (flow, time);
  pairs = isl_union_map_is_empty (flow) == isl_bool_true
	  ? NULL : isl_map_from_union_map (isl_union_map_copy (flow));
  isl_union_map_free (flow);
  n = times ? isl_set_dim (times, isl_dim_set) : isl_size_error;
  if (!pairs || n <= 0)
    {
      isl_map_free (pairs);
      isl_set_free (times);
      return n < 0 ? isl_bool_error : isl_bool_false;
    }
  step = step_along_last (isl_set_get_space (times), n);
  targets = isl_map_range (isl_map_intersect (pairs, isl_map_copy (step)));
  follow = isl_set_intersect (isl_set_apply (isl_set_copy (times), step),
			      times);
  /* The dependences hold under the SCoP's context (sizes that fit).  */
  follow = isl_set_intersect_params (follow, isl_set_copy (scop->context));
  chain = isl_set_is_subset (follow, targets);
  isl_set_free (follow);
  isl_set_free (targets);
  return chain;
}

/* isl_union_set_foreach_set callback: fail on a statement of SCOP
   (USER) whose operations outnumber what the processor issues in the
   latency of its chain (ph_statement_throughput_bound).  */
static isl_stat
fail_on_throughput_bound (isl_set *set, void *user)
{
  isl_bool bound = ph_statement_throughput_bound (user, isl_set_get_space
							  (set));

  isl_set_free (set);
  return bound == isl_bool_false ? isl_stat_ok : isl_stat_error;
}

/* Whether the statements under NODE are bound by the latency of their
   chains (scop.h, ops and chain_latency): none makes more operations
   than the processor issues while its chain's value comes.  Where one
   does, the loop's throughput bounds it, and several chains at once
   only add work (Smith-Waterman: 19 operations beside a chain of 3
   cycles ran 15% slower interleaved).  A statement without costs (a
   SCoP from isl text) or whose chain runs through a scalar counts as
   bound by its chain; so does one whose path takes no cycle, a copy
   from an element to another (adi's q[i][0] = v[0][i] beside its
   chains): it carries no chain of its own.  */
static isl_bool
bound_by_latency (isl_schedule_node *node, const struct ph_scop *scop)
{
  isl_union_set *domain = isl_schedule_node_get_domain (node);
  isl_stat r;

  if (!domain)
    return isl_bool_error;
  r = isl_union_set_foreach_set (domain, &fail_on_throughput_bound,
				 (void *) scop);
  isl_union_set_free (domain);
  return isl_bool_ok (r == isl_stat_ok);
}

/* Whether the innermost loop of the band NODE is one chain of flow
   dependences of the kind interleaving serves: no reduction across it
   (GCC vectorizes those as they are), and not the scheduler's own
   chain, where the source's innermost loop carries no dependence and
   is vector code as it is (jacobi-1d's two time steps, fused along a
   skewed loop, ran 3x slower interleaved than in 64-byte vectors).  */
static isl_bool
innermost_chain_to_interleave (isl_schedule_node *node,
			       struct tile_data *data)
{
  isl_bool r = reduction_free (node, data->deps);

  if (r == isl_bool_true)
    r = isl_bool_not (has_parallel_innermost_loop (node, data->deps));
  if (r == isl_bool_true)
    r = innermost_is_chain (node, data->scop, data->deps);
  return r;
}

/* Interleave the chains of the untiled band NODE (jam.h) where its
   innermost loop is a chain to interleave and the band has no loop
   inside (a loop between the copies would hide the latency with its
   own work).  Not where the statements' work, not their chains, bounds
   the loop.  Returns NODE.  */
static isl_schedule_node *
interleave_chains (isl_schedule_node *node, struct tile_data *data)
{
  int skewed, done;
  isl_bool latency;

  if (data->opts->unroll_jam < 2
      || has_inner_band (node) != isl_bool_false
      || innermost_chain_to_interleave (node, data) != isl_bool_true)
    return node;
  latency = bound_by_latency (node, data->scop);
  data->report->n_work_bound += latency == isl_bool_false;
  if (latency != isl_bool_true)
    return node;
  node = ph_band_interleave_chains (node, (int) data->opts->unroll_jam,
				    &skewed, &done);
  if (done)
    {
      data->report->n_interleaved++;
      data->report->n_interleave_skewed += skewed;
      data->report->interleave_factor = data->opts->unroll_jam;
    }
  return node;
}

/* How a skewed band is tiled (skewed_band_pays).  */
enum skewed_tiles
{
  SKEWED_TILES_ALL,		/* In all its members.  */
  SKEWED_TILES_WHOLE,		/* Around whole innermost loops.  */
  SKEWED_TILES_APART		/* In all its members, each statement with
				   an innermost loop of its own.  */
};

/* Whether tiles pay in the skewed band NODE of N members, which
   reuses data along a member other than its innermost one, and in
   *SHAPE, how.  Skewed tiles cut an inner loop that GCC vectorizes as
   it is into short runs with moving bounds: on one thread, heat-3d ran
   0.94x in such tiles and 1.03x untiled.  So where the source's
   innermost loop is vector code, every member but the innermost is
   tiled: the innermost loop then runs whole inside the tiles, still
   vector code over stride-one rows, while the tiles keep the time
   steps' reuse in cache (decision 54).  Not for fewer steps than a
   tile holds (the three of flat-rows' stencil).  With two members,
   whole rows of a single loop are no tile: both members are tiled, in
   wide tiles, and each statement keeps an innermost loop of its own
   inside them (tile_statements_apart).  Where the inner loop is no
   vector code (seidel-2d), all members are tiled.  */
static isl_bool
skewed_band_pays (isl_schedule_node *node, isl_size n,
		  struct tile_data *data, enum skewed_tiles *shape)
{
  isl_bool vector = has_parallel_innermost_loop (node, data->deps);
  isl_bool few;

  *shape = SKEWED_TILES_ALL;
  if (vector != isl_bool_true)
    return isl_bool_not (vector);
  if (n < 3)
    {
      *shape = SKEWED_TILES_APART;
      return isl_bool_not (has_inner_band (node));
    }
  few = first_member_shorter_than
	  (node, ph_sizes_get (&data->opts->tile_sizes, 0));
  if (few == isl_bool_false)
    *shape = SKEWED_TILES_WHOLE;
  return isl_bool_not (few);
}

/* The sizes of wide tiles of a band NODE of two members that reuse a
   row along the first (a 2-D recurrence, a 1-D stencil's time steps):
   as many columns as keep a row of them in half the L1 cache for the
   next row (counting an element of every array of the SCoP a column),
   and an eighth as many rows, so that a tile's work dwarfs the start of
   its wave and its rows are long loops.  With no cache (--param
   l1-cache-size=0), tiles of 4x16.  */
static isl_multi_val *
wide_tile_sizes (isl_schedule_node *node, struct tile_data *data)
{
  isl_ctx *ctx = isl_schedule_node_get_ctx (node);
  isl_multi_val *sizes = isl_multi_val_zero
			   (isl_schedule_node_band_get_space (node));
  long column = 0, columns = 16;

  for (int a = 0; a < data->scop->n_array; a++)
    column += data->scop->arrays[a].element_size;
  while (column > 0 && 2 * columns * column <= data->opts->l1_cache_bytes / 2
	 && columns < 4096)
    columns *= 2;
  sizes = isl_multi_val_set_val (sizes, 0, isl_val_int_from_si
					     (ctx, columns / 8 > 4
						   ? columns / 8 : 4));
  return isl_multi_val_set_val (sizes, 1, isl_val_int_from_si (ctx, columns));
}

/* Whether the outer member of the band NODE carries a dependence of
   DEPS: some pair of its instances in one iteration of the loops around
   it lies at a positive distance along that member.  */
static isl_bool
outer_member_carries (isl_schedule_node *node, const struct ph_deps *deps)
{
  isl_multi_union_pw_aff *prefix
    = isl_schedule_node_get_prefix_schedule_multi_union_pw_aff (node);
  isl_union_map *band
    = isl_schedule_node_band_get_partial_schedule_union_map (node);
  isl_union_set *instances = isl_schedule_node_get_domain (node);
  isl_union_map *pairs = ph_deps_all (deps);
  isl_union_set *deltas;
  isl_set *ahead;
  isl_bool carries;

  pairs = isl_union_map_intersect_domain (pairs,
					  isl_union_set_copy (instances));
  pairs = isl_union_map_intersect_range (pairs, instances);
  pairs = isl_union_map_eq_at_multi_union_pw_aff (pairs, prefix);
  pairs = isl_union_map_apply_domain (pairs, isl_union_map_copy (band));
  pairs = isl_union_map_apply_range (pairs, band);
  deltas = isl_union_map_deltas (pairs);
  carries = isl_union_set_is_empty (deltas);
  if (carries != isl_bool_false)
    {
      isl_union_set_free (deltas);
      return carries < 0 ? isl_bool_error : isl_bool_false;
    }
  ahead = isl_set_lower_bound_si (isl_set_from_union_set (deltas),
				  isl_dim_set, 0, 1);
  carries = isl_set_is_empty (ahead);
  isl_set_free (ahead);
  return carries < 0 ? isl_bool_error : isl_bool_not (carries);
}

/* Whether the band NODE of two members, with no loop inside, is a 2-D
   recurrence to run on threads: its innermost member is a chain to
   interleave, bound by the chain's latency, its outer member carries
   dependences too, and the SCoP may run on threads.  Only where
   the chains are interleaved inside the tiles, which then gain on one
   thread too: Smith-Waterman's tiles, whose statement is bound by its
   work, ran at 0.73x gcc -O3 on one thread and 1.07x on two.  */
static isl_bool
recurrence_on_threads (isl_schedule_node *node, struct tile_data *data)
{
  isl_bool r;

  if (data->opts->sequential || data->opts->no_tile)
    return isl_bool_false;
  r = innermost_chain_to_interleave (node, data);
  if (r == isl_bool_true)
    r = outer_member_carries (node, data->deps);
  if (r == isl_bool_true && data->opts->unroll_jam >= 2)
    r = bound_by_latency (node, data->scop);
  return r;
}

/* The 2-D recurrence NODE, a band of two members that both carry
   dependences, for threads: tiled on a wavefront, each wave's tiles in
   parallel, and the chains inside a tile interleaved where its latency
   bounds it.  */
static isl_schedule_node *
recurrence_wavefront (isl_schedule_node *node, struct tile_data *data)
{
  isl_multi_val *sizes = wide_tile_sizes (node, data);
  isl_size depth;

  report_tiling (data->report, sizes);
  node = isl_schedule_node_band_tile (node, sizes);
  node = ph_band_wavefront (node, 0);
  data->report->n_wavefront++;
  depth = isl_schedule_node_get_tree_depth (node);
  node = interleave_chains (isl_schedule_node_child (node, 0), data);
  return isl_schedule_node_ancestor
	   (node, isl_schedule_node_get_tree_depth (node) - depth);
}

/* Whether the statements under the band NODE of N members may each run
   an innermost loop of their own (the band's last member sunk below
   the sequence of statements under it): no dependence of DEPS runs
   from a statement of that sequence to an earlier one at equal values
   of the loops around and of the band's other members, where the
   sequence's order alone holds it.  */
static isl_bool
statements_apart_legal (isl_schedule_node *node, isl_size n,
			const struct ph_deps *deps)
{
  isl_schedule_node *seq = isl_schedule_node_get_child (node, 0);
  isl_multi_union_pw_aff *outer
    = isl_schedule_node_get_prefix_schedule_multi_union_pw_aff (node);
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_map *pairs = isl_union_map_union
			   (ph_deps_all (deps),
			    isl_union_map_copy (deps->reduction));
  isl_union_set *earlier = NULL;
  isl_size m = isl_schedule_node_n_children (seq);
  isl_bool legal;

  band = isl_multi_union_pw_aff_drop_dims (band, isl_dim_set, n - 1, 1);
  pairs = isl_union_map_eq_at_multi_union_pw_aff
	    (pairs, isl_multi_union_pw_aff_flat_range_product (outer, band));
  legal = m < 0 || !pairs ? isl_bool_error : isl_bool_true;
  if (isl_schedule_node_get_type (seq) != isl_schedule_node_sequence)
    m = 0;
  for (int k = 0; k < m && legal == isl_bool_true; k++)
    {
      isl_schedule_node *child = isl_schedule_node_get_child (seq, k);
      isl_union_set *filter = isl_schedule_node_filter_get_filter (child);
      isl_schedule_node_free (child);
      if (earlier)
	{
	  isl_union_map *back = isl_union_map_intersect_range
				  (isl_union_map_intersect_domain
				     (isl_union_map_copy (pairs),
				      isl_union_set_copy (filter)),
				   isl_union_set_copy (earlier));
	  legal = isl_union_map_is_empty (back);
	  isl_union_map_free (back);
	}
      earlier = earlier ? isl_union_set_union (earlier, filter) : filter;
    }
  isl_union_set_free (earlier);
  isl_union_map_free (pairs);
  isl_schedule_node_free (seq);
  return legal;
}

/* Tile the skewed band NODE of N members in all of them, in wide
   tiles, and give each statement under it an innermost loop of its
   own inside the tiles, where that is legal.  Fused along the skewed
   member, jacobi-1d's two statements read in one iteration what the
   other wrote one or two iterations before: vector code over such a
   loop waits on its own stores (3x slower than gcc -O3, measured in
   32x1024 tiles).  Apart, each loop is the source's own, a time step
   over a row of the tile, and the tiles keep the steps' reuse in the L1
   cache (decision 70).  On threads, the tiles run on a wavefront where
   the SCoP has no parameters: with them, isl took 13 to 15 s to build
   the wavefront's AST for jacobi-1d, against 0.4 s without.  Where
   the statements must stay together, NODE stays untiled.  */
static isl_schedule_node *
tile_statements_apart (isl_schedule_node *node, isl_size n,
		       isl_bool sequential, struct tile_data *data)
{
  isl_bool legal = statements_apart_legal (node, n, data->deps);
  isl_schedule_node *below;
  isl_multi_val *sizes;

  if (legal != isl_bool_true)
    return legal < 0 ? isl_schedule_node_free (node) : node;
  sizes = wide_tile_sizes (node, data);
  report_tiling (data->report, sizes);
  node = isl_schedule_node_band_tile (node, sizes);
  if (sequential == isl_bool_true && !data->opts->sequential
      && isl_set_dim (data->scop->context, isl_dim_param) == 0
      && reduction_free (node, data->deps) == isl_bool_true)
    {
      node = ph_band_wavefront (node, 0);
      data->report->n_wavefront++;
    }
  node = isl_schedule_node_band_split (isl_schedule_node_child (node, 0),
				       n - 1);
  node = isl_schedule_node_child (node, 0);
  below = isl_schedule_node_get_child (node, 0);
  if (below && isl_schedule_node_get_type (below) != isl_schedule_node_leaf)
    data->report->n_statements_apart++;
  isl_schedule_node_free (below);
  node = isl_schedule_node_band_sink (node);
  return isl_schedule_node_parent (isl_schedule_node_parent (node));
}

/* Tile NODE if it is a band worth tiling, as ph_schedule_tile says.  */
static isl_schedule_node *
tile_band (isl_schedule_node *node, void *user)
{
  struct tile_data *data = user;
  isl_size n;
  isl_bool reuse, sequential;
  struct ph_contraction contraction;
  enum skewed_tiles shape = SKEWED_TILES_ALL;
  int rows, columns, fits = 0, whole = 0;

  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  n = isl_schedule_node_band_n_member (node);
  if (n < 2 || isl_schedule_node_band_get_permutable (node) != isl_bool_true)
    return n < 0 ? isl_schedule_node_free (node) : node;
  reuse = band_has_outer_reuse (node, data->scop);
  /* Where one iteration of the outer member touches no more than the L1
     cache holds, the reuse along the band stays in cache without tiles,
     which would only cut the loops short: doitgen's sum[p] and row of
     C4, 4 KiB, ran 0.93 s untiled against 1.14 s in tiles.  */
  if (reuse == isl_bool_true && data->opts->l1_cache_bytes > 0)
    {
      long bytes = first_member_footprint (node, data->scop);
      if (bytes >= 0 && bytes <= data->opts->l1_cache_bytes)
	{
	  reuse = isl_bool_false;
	  data->report->n_in_cache++;
	}
    }
  if (reuse == isl_bool_true
      && band_is_skewed (node, data->scop) == isl_bool_true)
    reuse = skewed_band_pays (node, n, data, &shape);
  if (reuse < 0)
    return isl_schedule_node_free (node);
  whole = shape == SKEWED_TILES_WHOLE;
  sequential = band_is_sequential (node);
  if (reuse && !data->opts->no_tile && shape == SKEWED_TILES_APART)
    return tile_statements_apart (node, n, sequential, data);
  /* Two loops that both carry dependences (a 2-D recurrence) reuse data
     across one row, which the original order keeps in cache; square
     tiles on a wavefront cut the rows it streams through into short
     pieces, which did not pay even with the waves in parallel (measured
     on the recurrence at 20011x20011, 32x32: 0.4x to 0.56x on one
     thread, 0.4x to 1.09x on two).  Tiles a row as wide as the L1 cache
     keeps do, for threads, where the chains inside them are interleaved
     (decision 58).  With a loop inside, each point streams through more
     than a row, which the tiles keep in cache (nussinov's column of
     table[k + 1][j] under its (i, j) band: 2.7x).  */
  if (sequential == isl_bool_true && n == 2
      && has_inner_band (node) == isl_bool_false)
    {
      isl_bool threads = recurrence_on_threads (node, data);
      if (threads < 0)
	return isl_schedule_node_free (node);
      if (threads)
	return recurrence_wavefront (node, data);
      reuse = isl_bool_false;
    }
  if (!reuse)
    return interleave_chains (node, data);
  if (reuse && !data->opts->no_tile && data->opts->l2_tile <= 1)
    node = contraction_band (node, data, n, &contraction, &rows, &columns,
			     &fits);
  if (fits)
    {
      isl_size depth = isl_schedule_node_get_tree_depth (node);
      isl_schedule_node *alone
	= contraction_alone (isl_schedule_node_copy (node), data->deps,
			     &contraction);
      if (alone)
	{
	  isl_schedule_node_free (node);
	  alone = register_tile (alone, data, &contraction, rows, columns);
	  return isl_schedule_node_ancestor
		   (alone, isl_schedule_node_get_tree_depth (alone) - depth);
	}
      isl_id_free (contraction.statement);
    }
  if (reuse && !data->opts->no_tile && whole)
    {
      node = isl_schedule_node_band_split (node, n - 1);
      sequential = band_is_sequential (node);
      data->report->n_whole_innermost++;
    }
  if (reuse && !data->opts->no_tile)
    {
      isl_multi_val *sizes = tile_sizes (node, data->opts, 1);
      report_tiling (data->report, sizes);
      node = isl_schedule_node_band_tile (node, sizes);
      if (data->opts->l2_tile > 1)
	node = isl_schedule_node_band_tile
		 (node, tile_sizes (node, data->opts, data->opts->l2_tile));
    }
  /* On one thread the wavefront only makes the AST dearer and the tiles
     run in an order further from the rows they share (lu 1.25 s against
     1.51 s, jacobi-2d 1.88 s against 2.06 s; decision 39).  A time loop
     of fewer steps than a tile is one tile, and a wave of it with the
     next member held one tile: the weighted recurrence's ten sweeps ran
     on one thread.  So where the first member is time, the time tiles
     run in turn and the waves cross the next two members (0.39 s ->
     0.20 s on two threads; heat-3d 0.76 -> 0.62 s, seidel-2d 1.21 ->
     0.96 s).  lu's first member is a row it updates, and its waves stay
     on the first two: across the next two it ran 0.59 -> 0.79 s
     (decision 87).  */
  if (reuse && !data->opts->no_tile && sequential == isl_bool_true
      && !data->opts->sequential
      && reduction_free (node, data->deps) == isl_bool_true)
    {
      isl_bool time = isl_schedule_node_band_n_member (node) >= 3
		      ? first_member_is_time (node, data->scop)
		      : isl_bool_false;
      if (time < 0)
	return isl_schedule_node_free (node);
      node = ph_band_wavefront (node, time ? 1 : 0);
      data->report->n_wavefront++;
    }
  if (reuse && !data->opts->no_tile && !whole)
    node = jam_point_loops (node, data);
  return node;
}

/* Callback of isl_schedule_map_schedule_node_bottom_up: reorder the
   permutable band NODE for the vectorizer (see tile.h).  */
static isl_schedule_node *
order_band (isl_schedule_node *node, void *user)
{
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band
      || isl_schedule_node_band_get_permutable (node) != isl_bool_true)
    return node;
  return sink_stride_one_member (node, user);
}

/* Reorder every permutable band of SCHEDULE of SCOP for the vectorizer
   (see tile.h).  */
__isl_give isl_schedule *
ph_schedule_order_for_vectors (__isl_take isl_schedule *schedule,
			       const struct ph_scop *scop)
{
  return isl_schedule_map_schedule_node_bottom_up (schedule, &order_band,
						   (void *) scop);
}

/* Tile and skew SCHEDULE of SCOP under OPTS (see tile.h).  Tile loops
   count in steps of the tile size and the point loops run over the
   original values, so the statements' subscripts stay as simple as
   before.  */
__isl_give isl_schedule *
ph_schedule_tile (__isl_take isl_schedule *schedule,
		  const struct ph_scop *scop, const struct ph_deps *deps,
		  const struct ph_options *opts, struct ph_tile_report *report)
{
  struct tile_data data = { scop, deps, opts, report };
  isl_ctx *ctx = isl_schedule_get_ctx (schedule);

  memset (report, 0, sizeof *report);
  isl_options_set_tile_scale_tile_loops (ctx, 1);
  isl_options_set_tile_shift_point_loops (ctx, 0);
  return isl_schedule_map_schedule_node_bottom_up (schedule, &tile_band,
						   &data);
}
