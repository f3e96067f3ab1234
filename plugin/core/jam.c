/* Unroll and jam of the point loops of a tile (see jam.h).  */

#include <stdio.h>
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/band.h"
#include "polyhedral/jam.h"

/* Per member of a band: whether some write moves along it, and whether
   some write stays put.  */
struct write_moves
{
  isl_multi_union_pw_aff *band;
  isl_size n_member;
  int *moves;
  int *stays;
};

/* Flag, for each member of the band of USER, whether the write MAP of
   one statement moves or stays along it.  A write that is no affine
   function counts as moving along every member.  */
static isl_stat
flag_write (isl_map *map, void *user)
{
  struct write_moves *data = user;
  isl_space *space = isl_space_domain (isl_map_get_space (map));
  isl_multi_aff *ma = ph_access_function (map);
  isl_map *schedule = ma ? ph_band_statement_schedule (data->band, space)
			 : NULL;

  for (int d = 0; d < data->n_member; d++)
    {
      isl_point *step = schedule ? ph_band_member_step (schedule, d) : NULL;
      int moves_last, moves_other;

      if (!step)
	{
	  /* Unknown without a schedule; none for a member that is a
	     constant for the statement.  */
	  data->moves[d] |= !schedule;
	  continue;
	}
      ph_access_moves (ma, step, &moves_last, &moves_other);
      isl_point_free (step);
      if (moves_last || moves_other)
	data->moves[d] = 1;
      else
	data->stays[d] = 1;
    }
  isl_map_free (schedule);
  isl_multi_aff_free (ma);
  isl_space_free (space);
  return isl_stat_ok;
}

/* Callback of isl_map_foreach_basic_map: flag_write on one write.  */
static isl_stat
flag_basic_write (isl_basic_map *bmap, void *user)
{
  return flag_write (isl_map_from_basic_map (bmap), user);
}

/* Callback of isl_union_map_foreach_map: flag_write on each write in
   MAP, those of one statement to one array.  */
static isl_stat
flag_writes (isl_map *map, void *user)
{
  isl_stat st = isl_map_foreach_basic_map (map, &flag_basic_write, user);

  isl_map_free (map);
  return st;
}

/* The member of the band NODE, other than the innermost, to unroll
   and jam, given the writes WRITES of the statements under it; -1 if
   none.  Where the innermost member is parallel (the vector loop):
   the innermost member along which every written element stays put
   (gemm's k), so that the copies update one element in turn.  Where
   the innermost member is one along which they stay put (a reduction,
   syr2k's k): the innermost parallel member along which they move, so
   that the copies are independent chains of additions.  */
static int
jam_member (isl_schedule_node *node, isl_union_map *writes)
{
  struct write_moves data;
  int best = -1, inner, reduction;
  isl_bool vector;

  data.n_member = isl_schedule_node_band_n_member (node);
  if (data.n_member < 2)
    {
      isl_union_map_free (writes);
      return -1;
    }
  inner = data.n_member - 1;
  vector = isl_schedule_node_band_member_get_coincident (node, inner);
  data.band = isl_schedule_node_band_get_partial_schedule (node);
  data.moves = calloc (data.n_member, sizeof *data.moves);
  data.stays = calloc (data.n_member, sizeof *data.stays);
  writes = isl_union_map_intersect_domain
	     (writes, isl_schedule_node_get_domain (node));
  if (vector >= 0 && data.moves && data.stays
      && isl_union_map_foreach_map (writes, &flag_writes, &data) >= 0)
    {
      reduction = !vector && data.stays[inner] && !data.moves[inner];
      for (int d = 0; d < inner; d++)
	if (vector ? data.stays[d] && !data.moves[d]
	    : reduction && data.moves[d]
	      && isl_schedule_node_band_member_get_coincident (node, d)
		 == isl_bool_true)
	  best = d;
    }
  isl_union_map_free (writes);
  isl_multi_union_pw_aff_free (data.band);
  free (data.moves);
  free (data.stays);
  return best;
}

/* The points of the outer bands of the band NODE (its prefix schedule,
   a flat product whose last N members are NODE's strips) mapped to
   NODE's points (N members) that run there.  */
static isl_map *
points_at_strips (isl_schedule_node *node)
{
  isl_union_map *outer = isl_union_map_from_multi_union_pw_aff
			   (isl_schedule_node_get_prefix_schedule_multi_union_pw_aff
			      (node));
  isl_union_map *band
    = isl_schedule_node_band_get_partial_schedule_union_map (node);
  isl_union_map *both = isl_union_map_range_product (outer, band);

  both = isl_union_map_intersect_domain (both,
					 isl_schedule_node_get_domain (node));
  return isl_set_unwrap (isl_set_from_union_set (isl_union_map_range (both)));
}

/* The values of the outer band members (a set in the space of their
   flat product) at which the band whose points run there as AT says
   (points_at_strips), its member M strip-mined by the outer member
   STRIP (a position in that product: the strip's first value), runs
   all FACTOR values of the strip.  */
static isl_set *
full_strips (isl_map *at, int m, int strip, int factor)
{
  isl_set *full = NULL;

  for (int u = 0; u < factor && at; u++)
    {
      isl_local_space *ls = isl_local_space_from_space (isl_map_get_space
							  (at));
      isl_constraint *c = isl_constraint_alloc_equality (ls);
      c = isl_constraint_set_coefficient_si (c, isl_dim_out, m, 1);
      c = isl_constraint_set_coefficient_si (c, isl_dim_in, strip, -1);
      c = isl_constraint_set_constant_si (c, -u);
      isl_set *runs = isl_map_domain (isl_map_add_constraint
				       (isl_map_copy (at), c));
      full = full ? isl_set_intersect (full, runs) : runs;
    }
  return full;
}

/* The space of the members of the band NODE.  */
static isl_space *
band_space (isl_schedule_node *node)
{
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_space *space = isl_space_range (isl_multi_union_pw_aff_get_space
				       (band));

  isl_multi_union_pw_aff_free (band);
  return space;
}

/* The AST options of the band NODE of strips, whose N members are the
   last of the flat product of the outer bands and its own, in which
   FULL (taken) are the points of full strips: their loops apart from
   the others', every loop separated where its statements change (see
   ast.c).  */
static isl_union_set *
isolate_full_strips (isl_schedule_node *node, isl_set *full, int n)
{
  isl_ctx *ctx = isl_schedule_node_get_ctx (node);
  isl_size n_all = isl_set_dim (full, isl_dim_set);
  isl_map *split = isl_map_from_range (full);
  isl_set *isolate;

  split = n_all < n ? isl_map_free (split)
	  : isl_map_move_dims (split, isl_dim_in, 0, isl_dim_out, 0,
			       n_all - n);
  isolate = isl_set_set_tuple_name (isl_map_wrap (split), "isolate");
  return isl_union_set_add_set
	   (isl_union_set_read_from_str
	      (ctx, "{ separate[x]; [isolate[] -> separate[x]] }"),
	    isolate);
}

/* Whether FULL, the points of full strips (full_strips), is one convex
   piece once isl has coalesced it.  Where it is not, the band's
   statements run different extents: a store after a reduction over a
   loop of unknown trip count sits at that count (mapping-matrix's
   output[i] after the sum over col < input_rows), the rows of a packed
   triangle start at different columns.  isl's AST then isolates each
   piece, separates around it and unrolls in each: mapping-matrix's nest
   took 2.8 million isl operations and 6000 lines of AST, where
   PolyBench's largest AST is 0.57 million, and without the unroll and
   jam 0.30 million (decision 45).  -1 when isl fails.  */
static isl_bool
one_convex_piece (isl_set *full)
{
  isl_set *pieces = isl_set_coalesce (isl_set_copy (full));
  isl_size n = isl_set_n_basic_set (pieces);

  isl_set_free (pieces);
  return n < 0 ? isl_bool_error : isl_bool_ok (n == 1);
}

/* Strip-mine member M of the band NODE of N members by FACTOR and
   unroll the strips that run all FACTOR values inside the innermost
   loop; *DONE says whether it did.  Returns the band above the strips,
   or NODE where no strip runs FACTOR iterations, the full strips lie in
   several pieces (one_convex_piece), or isl could not tell (out of
   operations).  */
static isl_schedule_node *
unroll_and_jam_member (isl_schedule_node *node, int m, int n, int factor,
		       int *done)
{
  isl_ctx *ctx = isl_schedule_node_get_ctx (node);
  isl_multi_union_pw_aff *outer;
  isl_size n_outer;
  isl_multi_val *sizes;
  isl_schedule_node *original;
  isl_set *full;
  char unroll[32];

  sizes = isl_multi_val_zero (band_space (node));
  for (int d = 0; d < n; d++)
    sizes = isl_multi_val_set_at (sizes, d, isl_val_int_from_si
					      (ctx, d == m ? factor : 1));
  original = isl_schedule_node_copy (node);
  node = isl_schedule_node_band_tile (node, sizes);
  node = isl_schedule_node_child (node, 0);
  outer = isl_schedule_node_get_prefix_schedule_multi_union_pw_aff (node);
  n_outer = isl_multi_union_pw_aff_size (outer);
  isl_multi_union_pw_aff_free (outer);
  if (n_outer >= n)
    {
      isl_map *at = points_at_strips (node);
      full = full_strips (at, m, n_outer - n + m, factor);
      isl_map_free (at);
    }
  else
    full = NULL;
  if (isl_set_is_empty (full) != isl_bool_false
      || one_convex_piece (full) != isl_bool_true)
    {
      /* No strip runs FACTOR iterations, the full strips lie in
	 several pieces (one_convex_piece), or isl could not tell (out
	 of operations): the tile stays as it was.  */
      isl_set_free (full);
      isl_schedule_node_free (node);
      return original;
    }
  isl_schedule_node_free (original);
  snprintf (unroll, sizeof unroll, "{ unroll[%d] }", m);
  node = isl_schedule_node_band_set_ast_build_options
	   (node, isl_union_set_read_from_str (ctx, unroll));
  node = isl_schedule_node_parent (node);
  node = isl_schedule_node_band_set_ast_build_options
	   (node, isolate_full_strips (node, full, n));
  *done = node != NULL;
  return node;
}

/* Unroll and jam the point band NODE (see jam.h).  */
__isl_give isl_schedule_node *
ph_band_unroll_and_jam (__isl_take isl_schedule_node *node,
			const struct ph_scop *scop, int factor, int *done)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  int m;

  *done = 0;
  if (n < 2 || factor < 2)
    return n < 0 ? isl_schedule_node_free (node) : node;
  m = jam_member (node, isl_union_map_copy (scop->may_writes));
  if (m < 0)
    return node;
  return unroll_and_jam_member (node, m, n, factor, done);
}

/* The permutable band NODE of N members with its innermost member
   replaced by the sum of that member and member M; the members keep
   their coincidence, so the sum (whose distances are those of the
   innermost member plus those of M) is not coincident either.  */
static isl_schedule_node *
skew_innermost (isl_schedule_node *node, int m, int n)
{
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_pw_aff *inner = isl_multi_union_pw_aff_get_at (band, n - 1);
  isl_union_pw_aff *by = isl_multi_union_pw_aff_get_at (band, m);
  int *coincident = calloc (n, sizeof *coincident);

  if (!coincident)
    {
      isl_union_pw_aff_free (inner);
      isl_union_pw_aff_free (by);
      isl_multi_union_pw_aff_free (band);
      return isl_schedule_node_free (node);
    }
  for (int d = 0; d < n; d++)
    coincident[d] = isl_schedule_node_band_member_get_coincident (node, d)
		    == isl_bool_true;
  band = isl_multi_union_pw_aff_set_at (band, n - 1,
					isl_union_pw_aff_add (inner, by));
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, band);
  node = isl_schedule_node_band_set_permutable (node, 1);
  for (int d = 0; d < n; d++)
    node = isl_schedule_node_band_member_set_coincident (node, d,
							 coincident[d]);
  free (coincident);
  return node;
}

/* Interleave the chains of the band NODE (see jam.h).  */
__isl_give isl_schedule_node *
ph_band_interleave_chains (__isl_take isl_schedule_node *node, int factor,
			   int *skewed, int *done)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_bool inner_free, outer_free;
  isl_schedule_node *original;
  int m = n - 2;

  *done = *skewed = 0;
  if (n < 2 || factor < 2)
    return n < 0 ? isl_schedule_node_free (node) : node;
  inner_free = isl_schedule_node_band_member_get_coincident (node, n - 1);
  outer_free = isl_schedule_node_band_member_get_coincident (node, m);
  if (inner_free != isl_bool_false || outer_free < 0)
    return inner_free < 0 ? isl_schedule_node_free (node) : node;
  original = isl_schedule_node_copy (node);
  if (!outer_free)
    node = skew_innermost (node, m, n);
  node = unroll_and_jam_member (node, m, n, factor, done);
  if (!*done)
    {
      isl_schedule_node_free (node);
      return original;
    }
  isl_schedule_node_free (original);
  *skewed = !outer_free;
  return node;
}

/* Move member D of the band NODE innermost (see jam.h).  */
__isl_give isl_schedule_node *
ph_band_move_member_innermost (__isl_take isl_schedule_node *node, int d)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_pw_aff *moved = isl_multi_union_pw_aff_get_at (band, d);
  int coincident[n > 0 ? n : 1];

  if (n < 0 || d >= n)
    {
      isl_union_pw_aff_free (moved);
      isl_multi_union_pw_aff_free (band);
      return isl_schedule_node_free (node);
    }
  for (int e = 0; e < n; e++)
    coincident[e] = isl_schedule_node_band_member_get_coincident (node, e)
		    == isl_bool_true;
  for (int e = d; e < n - 1; e++)
    band = isl_multi_union_pw_aff_set_at
	     (band, e, isl_multi_union_pw_aff_get_at (band, e + 1));
  band = isl_multi_union_pw_aff_set_at (band, n - 1, moved);
  node = isl_schedule_node_delete (node);
  node = isl_schedule_node_insert_partial_schedule (node, band);
  node = isl_schedule_node_band_set_permutable (node, 1);
  for (int e = 0; e < n; e++)
    node = isl_schedule_node_band_member_set_coincident
	     (node, e, coincident[e < d ? e : e < n - 1 ? e + 1 : d]);
  return node;
}

/* The band NODE of N members with member K moved innermost and split off
   into a band of its own; returns that band.  */
static isl_schedule_node *
move_member_last (isl_schedule_node *node, int k, int n)
{
  node = ph_band_move_member_innermost (node, k);
  node = isl_schedule_node_band_split (node, n - 1);
  return isl_schedule_node_child (node, 0);
}

/* The box of points of the strips AT (points_at_strips): its I-th of N
   members from its strip's first value to ROWS - 1 more, its last
   to COLUMNS - 1 more, every other at its strip's value.  */
static isl_map *
strip_box (isl_map *at, int i, int n, int rows, int columns)
{
  isl_space *space = isl_map_get_space (at);
  isl_size n_outer = isl_space_dim (space, isl_dim_in);
  isl_local_space *ls = isl_local_space_from_space (space);
  isl_map *box = isl_map_universe (isl_local_space_get_space (ls));

  for (int d = 0; d < n && n_outer >= n; d++)
    {
      int strip = n_outer - n + d;
      int extent = d == i ? rows : d == n - 1 ? columns : 1;
      isl_constraint *c;

      c = isl_constraint_alloc_inequality (isl_local_space_copy (ls));
      c = isl_constraint_set_coefficient_si (c, isl_dim_out, d, 1);
      c = isl_constraint_set_coefficient_si (c, isl_dim_in, strip, -1);
      box = isl_map_add_constraint (box, c);
      c = isl_constraint_alloc_inequality (isl_local_space_copy (ls));
      c = isl_constraint_set_coefficient_si (c, isl_dim_out, d, -1);
      c = isl_constraint_set_coefficient_si (c, isl_dim_in, strip, 1);
      c = isl_constraint_set_constant_si (c, extent - 1);
      box = isl_map_add_constraint (box, c);
    }
  isl_local_space_free (ls);
  return n_outer < n ? isl_map_free (box) : box;
}

/* The strips of AT (points_at_strips, its last N input members the
   strips) whose ROWS x COLUMNS box of member I and the last one runs
   every element, at every value of member K at which it runs at all,
   with K's strip (its point) projected out; the strips that run at all
   in *RUNS where RUNS is not NULL.  */
static isl_set *
full_tiles_at (isl_map *at, int i, int k, int n, int rows, int columns,
	       isl_set **runs)
{
  isl_size n_in = isl_map_dim (at, isl_dim_in);
  isl_map *box = strip_box (at, i, n, rows, columns);
  isl_set *all = isl_map_domain (isl_map_copy (at));
  isl_set *partial = isl_map_domain (isl_map_subtract (box, at));

  partial = isl_set_intersect (partial, isl_set_copy (all));
  all = isl_set_project_out (all, isl_dim_set, n_in - n + k, 1);
  partial = isl_set_project_out (partial, isl_dim_set, n_in - n + k, 1);
  if (runs)
    *runs = isl_set_copy (all);
  return isl_set_subtract (all, partial);
}

/* The points of full register tiles of the band NODE, strip-mined by
   ROWS along member I and by COLUMNS along its last member (N members,
   the strips the last N of the outer bands' product), over the strips
   alone but K's: K's strip is its point, which moves below them.  A
   tile is full where every element of its ROWS x COLUMNS box runs, at
   every value of K at which it runs at all: in a triangle (syrk's j <=
   i) the strips along the diagonal run each row and each column, but
   not every pair.  In a box, the tiles whose rows all run and whose
   columns all run are those, and that set is the one taken (it is
   simpler).  Over the outer bands' members, the full tiles
   of a triangle are several pieces, which the quotients that align
   strips and tiles keep apart; computed over the strips alone and
   without those quotients, they are one ({ [i, j] : j <= i - 23 }).
   That set is taken where it holds the same tiles, which it does unless
   a tile cuts strips (sizes given by tile-size).  */
static isl_set *
full_register_tiles (isl_schedule_node *node, int i, int k, int n, int rows,
		     int columns)
{
  isl_map *at = points_at_strips (node);
  isl_size n_outer = isl_map_dim (at, isl_dim_in);
  isl_set *runs, *exact, *rows_and_columns, *plain, *at_runs;
  isl_bool same;

  if (n_outer < n)
    {
      isl_map_free (at);
      return NULL;
    }
  exact = full_tiles_at (isl_map_copy (at), i, k, n, rows, columns, &runs);
  rows_and_columns = isl_set_intersect
		       (full_strips (at, i, n_outer - n + i, rows),
			full_strips (at, n - 1, n_outer - 1, columns));
  rows_and_columns = isl_set_project_out (rows_and_columns, isl_dim_set,
					  n_outer - n + k, 1);
  same = isl_set_is_equal (rows_and_columns, exact);
  if (same != isl_bool_false)
    {
      isl_map_free (at);
      isl_set_free (runs);
      isl_set_free (exact);
      return same < 0 ? isl_set_free (rows_and_columns) : rows_and_columns;
    }
  isl_set_free (rows_and_columns);
  at = isl_map_project_out (at, isl_dim_in, 0, n_outer - n);
  plain = full_tiles_at (at, i, k, n, rows, columns, NULL);
  plain = isl_set_coalesce (isl_set_remove_divs (plain));
  plain = isl_set_insert_dims (plain, isl_dim_set, 0, n_outer - n);
  at_runs = isl_set_intersect (isl_set_copy (plain), runs);
  same = isl_set_is_equal (at_runs, exact);
  isl_set_free (at_runs);
  if (same == isl_bool_true)
    {
      isl_set_free (exact);
      return plain;
    }
  isl_set_free (plain);
  return same < 0 ? isl_set_free (exact) : exact;
}

/* Free the user pointer of a register tile's mark.  */
static void
register_tile_mark_free (void *user)
{
  struct ph_register_tile_mark *mark = user;

  isl_id_free (mark->statement);
  free (mark);
}

/* The mark of the register tile of C.  */
static isl_id *
register_tile_mark (isl_ctx *ctx, const struct ph_contraction *c)
{
  struct ph_register_tile_mark *mark = malloc (sizeof *mark);
  isl_id *id;

  if (!mark)
    return NULL;
  mark->statement = isl_id_copy (c->statement);
  mark->array = c->array;
  id = isl_id_alloc (ctx, PH_REGISTER_TILE_MARK, mark);
  if (!id)
    register_tile_mark_free (mark);
  return isl_id_set_free_user (id, &register_tile_mark_free);
}

/* Give the point band NODE of the contraction C a register tile (see
   jam.h).  */
__isl_give isl_schedule_node *
ph_band_register_tile (__isl_take isl_schedule_node *node,
		       const struct ph_contraction *c, int rows, int columns,
		       int *done)
{
  isl_ctx *ctx = isl_schedule_node_get_ctx (node);
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_schedule_node *original;
  isl_multi_val *sizes;
  isl_set *full;

  *done = 0;
  if (n < 3 || c->i < 0 || c->k < 0 || c->i == c->k)
    return n < 0 ? isl_schedule_node_free (node) : node;
  original = isl_schedule_node_copy (node);
  sizes = isl_multi_val_zero (band_space (node));
  for (int d = 0; d < n; d++)
    sizes = isl_multi_val_set_at
	      (sizes, d, isl_val_int_from_si
			   (ctx, d == c->i ? rows : d == n - 1 ? columns : 1));
  node = isl_schedule_node_band_tile (node, sizes);
  node = isl_schedule_node_child (node, 0);
  full = full_register_tiles (node, c->i, c->k, n, rows, columns);
  if (isl_set_is_empty (full) != isl_bool_false
      || one_convex_piece (full) != isl_bool_true)
    {
      isl_set_free (full);
      isl_schedule_node_free (node);
      return original;
    }
  isl_schedule_node_free (original);
  node = isl_schedule_node_parent (node);
  node = move_member_last (node, c->k, n);
  node = isl_schedule_node_insert_mark (node, register_tile_mark (ctx, c));
  node = isl_schedule_node_parent (node);
  node = isl_schedule_node_band_set_ast_build_options
	   (node, isolate_full_strips (node, full, n - 1));
  *done = node != NULL;
  return node;
}
