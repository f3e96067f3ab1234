/* Building the isl AST of a schedule.  */

#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>

#include <isl/ast_build.h>
#include <isl/val.h>
#include <isl/printer.h>
#include <isl/schedule_node.h>
#include <isl/schedule.h>
#include <isl/aff.h>
#include <isl/map.h>
#include <isl/space.h>
#include <isl/constraint.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/ast.h"
#include "polyhedral/ctx.h"

/* Whether member D of BAND, the partial schedule of a band under which
   PREFIX (statement instances to the points of the outer bands) is the
   schedule so far, is fixed by the outer bands: one value at any of
   their points, whatever the statement.  */
static isl_bool
fixed_by_prefix (isl_union_map *prefix, isl_multi_union_pw_aff *band, int d)
{
  isl_union_map *member = isl_union_map_from_union_pw_aff
			    (isl_multi_union_pw_aff_get_at (band, d));
  isl_union_map *values = isl_union_map_apply_range
			    (isl_union_map_reverse
			       (isl_union_map_copy (prefix)), member);
  isl_bool fixed = isl_union_map_is_single_valued (values);

  isl_union_map_free (values);
  return fixed;
}

/* The map from the AST options of the members of a band of N members
   (atomic[d], separate[d], unroll[d]) to those of the band of the
   members KEEP marks, numbered from 0 again.  */
static isl_union_map *
renumbering (isl_ctx *ctx, const int *keep, int n)
{
  static const char *const types[] = { "atomic", "separate", "unroll" };
  isl_union_map *map = isl_union_map_empty (isl_space_params_alloc (ctx, 0));

  for (int t = 0; t < 3; t++)
    {
      isl_space *space = isl_space_alloc (ctx, 0, 1, 1);
      space = isl_space_set_tuple_name (space, isl_dim_in, types[t]);
      space = isl_space_set_tuple_name (space, isl_dim_out, types[t]);
      for (int d = 0, k = 0; d < n; d++)
	if (keep[d])
	  {
	    isl_map *one = isl_map_universe (isl_space_copy (space));
	    one = isl_map_fix_si (one, isl_dim_in, 0, d);
	    one = isl_map_fix_si (one, isl_dim_out, 0, k++);
	    map = isl_union_map_add_map (map, one);
	  }
      isl_space_free (space);
    }
  return map;
}

/* The band NODE without the members KEEP does not mark (N members, KEPT
   of them kept), its other properties carried over.  */
static isl_schedule_node *
drop_members (isl_schedule_node *node, const int *keep, int n, int kept)
{
  isl_ctx *ctx = isl_schedule_node_get_ctx (node);
  isl_multi_union_pw_aff *band
    = isl_schedule_node_band_get_partial_schedule (node);
  isl_union_set *options = isl_schedule_node_band_get_ast_build_options (node);
  isl_bool permutable = isl_schedule_node_band_get_permutable (node);
  int *coincident = calloc (n, sizeof *coincident);

  if (!band || !options || permutable < 0 || !coincident)
    {
      free (coincident);
      isl_multi_union_pw_aff_free (band);
      isl_union_set_free (options);
      return isl_schedule_node_free (node);
    }
  for (int d = 0; d < n; d++)
    coincident[d] = isl_schedule_node_band_member_get_coincident (node, d)
		    == isl_bool_true;
  for (int d = n - 1; d >= 0; d--)
    if (!keep[d])
      band = isl_multi_union_pw_aff_drop_dims (band, isl_dim_set, d, 1);
  options = isl_union_set_apply (options, renumbering (ctx, keep, n));
  node = isl_schedule_node_delete (node);
  if (kept > 0)
    {
      node = isl_schedule_node_insert_partial_schedule (node, band);
      band = NULL;
      node = isl_schedule_node_band_set_permutable (node, permutable);
      for (int d = 0, k = 0; d < n; d++)
	if (keep[d])
	  node = isl_schedule_node_band_member_set_coincident
		   (node, k++, coincident[d]);
      node = isl_schedule_node_band_set_ast_build_options (node, options);
      options = NULL;
    }
  free (coincident);
  isl_multi_union_pw_aff_free (band);
  isl_union_set_free (options);
  return node;
}

/* Drop from the band NODE the members its outer bands fix
   (fixed_by_prefix).  isl builds no loop for such a member, but works
   out every statement's domain again at its level, and the point band
   of unroll and jam repeats every member of its strip band but the
   unrolled one (jam.c): those levels were a fifth of the time of the
   AST of a jammed nest.  The order of the instances stays the same;
   the loops below such a member get iterators numbered one less.  A
   band with an isolate option (jam.c's strips) keeps its members, to
   which the option refers.  */
static isl_schedule_node *
drop_fixed_members (isl_schedule_node *node, void *user)
{
  isl_size n;
  isl_set *isolate;
  isl_bool plain;
  isl_union_map *prefix;
  isl_multi_union_pw_aff *band;
  int *keep;
  int kept = 0;

  (void) user;
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  n = isl_schedule_node_band_n_member (node);
  isolate = isl_schedule_node_band_get_ast_isolate_option (node);
  plain = isl_set_is_empty (isolate);
  isl_set_free (isolate);
  if (n <= 0 || plain != isl_bool_true)
    return n < 0 || plain < 0 ? isl_schedule_node_free (node) : node;
  keep = calloc (n, sizeof *keep);
  prefix = isl_schedule_node_get_prefix_schedule_union_map (node);
  band = isl_schedule_node_band_get_partial_schedule (node);
  for (int d = 0; keep && d < n; d++)
    {
      isl_bool fixed = fixed_by_prefix (prefix, band, d);
      if (fixed < 0)
	kept = -1;
      keep[d] = fixed != isl_bool_true;
      if (kept >= 0)
	kept += keep[d];
    }
  isl_union_map_free (prefix);
  isl_multi_union_pw_aff_free (band);
  if (!keep || kept < 0)
    node = isl_schedule_node_free (node);
  else if (kept < n)
    node = drop_members (node, keep, n, kept);
  free (keep);
  return node;
}

/* Ask isl to separate the iterations of the band NODE where the set of
   statements executed differs (a statement that skips the last
   iteration, the partial tiles of a later tiling), so that the loops
   generated for the common case hold no condition: GCC's vectorizer
   does not take loops with control flow.  Bands that have options of
   their own (unrolled strips, jam.h) keep them.  */
static isl_schedule_node *
separate_band (isl_schedule_node *node, void *user)
{
  isl_union_set *options;
  isl_bool own;

  (void) user;
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  options = isl_schedule_node_band_get_ast_build_options (node);
  own = isl_bool_not (isl_union_set_is_empty (options));
  isl_union_set_free (options);
  if (own)
    return own < 0 ? isl_schedule_node_free (node) : node;
  return isl_schedule_node_band_set_ast_build_options
	   (node, isl_union_set_read_from_str
		    (isl_schedule_node_get_ctx (node), "{ separate[x] }"));
}

/* The band NODE without AST options: isl's AST then neither separates,
   isolates nor unrolls it.  */
static isl_schedule_node *
drop_options (isl_schedule_node *node, void *user)
{
  (void) user;
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  return isl_schedule_node_band_set_ast_build_options
	   (node, isl_union_set_empty
		    (isl_space_params_alloc (isl_schedule_node_get_ctx (node),
					     0)));
}

/* What keeps_equal_basic needs: where the two points of a pair lie in
   a relation's dimensions, the dimensions given equal and those asked,
   and whether every basic map asked so far keeps them equal.  */
struct keeps_equal_data
{
  enum isl_dim_type type;	/* Both points lie in dimensions of TYPE:  */
  int pos1, pos2;		/* dimension D of either point is POS + D.  */
  int n_given, n_equal;
  int both_ways;		/* Else only points less than their image
				   in a dimension asked are looked for.  */
  isl_bool empty;
};

/* isl_map_foreach_basic_map callback: clear the answer in USER (a
   struct keeps_equal_data) where BMAP joins two points that, equal in
   the dimensions given, differ in one asked.  Asked as emptiness (no
   pair differs either way in a dimension) rather than as a subset: the
   schedules of tiles hold divisions, and isl_map_is_subset subtracts
   maps with divisions (in the tiled 3-D stencil of tensor.c the subset
   tests took half of its AST's 4.5 s, the emptiness tests a sixth of
   that).  And of each basic map apart: isl_map_equate and
   isl_map_order_lt intersect the whole map, and isl's intersection
   brings every basic map to its normal form first, each time (a fifth
   of seidel-2d's compile).  */
static isl_stat
keeps_equal_basic (__isl_take isl_basic_map *bmap, void *user)
{
  struct keeps_equal_data *d = user;

  for (int i = 0; i < d->n_given; i++)
    bmap = isl_basic_map_equate (bmap, d->type, d->pos1 + i, d->type,
				 d->pos2 + i);
  for (int i = d->n_given; i < d->n_equal && d->empty == isl_bool_true; i++)
    {
      isl_basic_map *less = isl_basic_map_order_gt
			      (isl_basic_map_copy (bmap), d->type,
			       d->pos2 + i, d->type, d->pos1 + i);
      isl_basic_map *more = isl_basic_map_order_gt
			      (isl_basic_map_copy (bmap), d->type,
			       d->pos1 + i, d->type, d->pos2 + i);

      d->empty = isl_basic_map_is_empty (less);
      if (d->empty == isl_bool_true && d->both_ways)
	d->empty = isl_basic_map_is_empty (more);
      isl_basic_map_free (less);
      isl_basic_map_free (more);
    }
  isl_basic_map_free (bmap);
  return d->empty == isl_bool_true ? isl_stat_ok : isl_stat_error;
}

/* isl_union_map_foreach_map callback: keeps_equal_basic on each basic
   map of MAP.  */
static isl_stat
keeps_equal_map (__isl_take isl_map *map, void *user)
{
  isl_stat st = isl_map_foreach_basic_map (map, &keeps_equal_basic, user);

  isl_map_free (map);
  return st;
}

/* The answer of keeps_equal_basic in DATA after a walk that returned
   ST: 1 or 0, -1 when isl failed.  */
static int
kept_equal (struct keeps_equal_data *data, isl_stat st)
{
  if (st < 0 && data->empty == isl_bool_true)
    return -1;
  return data->empty < 0 ? -1 : data->empty == isl_bool_true;
}

/* What keeps_dep_equal needs: the schedule, the space of its points and
   the question.  */
struct dep_points_data
{
  isl_union_map *schedule;
  isl_space *points;
  struct keeps_equal_data question;
};

/* The relation of DATA's schedule of the statement of the domain of
   SPACE (taken); empty where the schedule runs none of it.  */
static isl_map *
schedule_of (struct dep_points_data *data, isl_space *space)
{
  isl_space *domain = isl_space_align_params (isl_space_domain (space),
					      isl_space_copy (data->points));
  isl_space *points = isl_space_align_params (isl_space_copy
						(data->points),
					      isl_space_copy (domain));

  return isl_union_map_extract_map
	   (data->schedule, isl_space_map_from_domain_and_range (domain,
								 points));
}

/* isl_union_map_foreach_map callback: ask the question of USER (a
   struct dep_points_data) of the pairs of instances that DEP joins,
   with their two points, { [x -> y] -> [s(x) -> s(y)] }, where the
   schedule runs both.  */
static isl_stat
keeps_dep_equal (__isl_take isl_map *dep, void *user)
{
  struct dep_points_data *data = user;
  isl_map *from = schedule_of (data, isl_map_get_space (dep));
  isl_map *to = schedule_of (data, isl_space_reverse (isl_map_get_space
							 (dep)));
  isl_bool none = isl_map_plain_is_empty (from);

  if (none == isl_bool_false)
    none = isl_map_plain_is_empty (to);
  if (none != isl_bool_false)
    {
      isl_map_free (dep);
      isl_map_free (from);
      isl_map_free (to);
      if (none < 0)
	data->question.empty = isl_bool_error;
      return none < 0 ? isl_stat_error : isl_stat_ok;
    }
  return keeps_equal_map (isl_map_intersect_domain (isl_map_product (from,
								       to),
						     isl_map_wrap (dep)),
			  &data->question);
}

/* The space of the points of SCHEDULE, a union map whose maps share
   their range; NULL where it holds no map (or isl fails).  */
static isl_space *
points_space (isl_union_map *schedule)
{
  isl_map_list *list = isl_union_map_get_map_list (schedule);
  isl_map *first = isl_map_list_size (list) > 0
		   ? isl_map_list_get_at (list, 0) : NULL;
  isl_space *space = first ? isl_space_range (isl_map_get_space (first))
		     : NULL;

  isl_map_free (first);
  isl_map_list_free (list);
  return space;
}

/* Whether the dependences DEPS between instances that SCHEDULE (taken;
   instances to the points of the loops so far, N dimensions) runs join
   only points equal in the first N_EQUAL dimensions, given that they
   are equal in the first N_GIVEN.  Asked of the pairs of dependent
   instances with their two points rather than of the dependences
   mapped to the schedule: that mapping eliminates the instances from
   constraints that hold the tiles' divisions, and took most of the
   time of these questions.  -1 when isl fails.  */
static int
deps_keep_equal (__isl_take isl_union_map *schedule, isl_union_map *deps,
		 int n, int n_given, int n_equal)
{
  struct dep_points_data data = { schedule, points_space (schedule),
				   { isl_dim_out, 0, n, n_given, n_equal, 1,
				     isl_bool_true } };
  isl_stat st = isl_stat_ok;
  isl_bool none = isl_union_map_is_empty (schedule);

  if (none == isl_bool_false)
    st = data.points ? isl_union_map_foreach_map (deps, &keeps_dep_equal,
						  &data)
	 : isl_stat_error;
  isl_space_free (data.points);
  isl_union_map_free (schedule);
  if (none < 0)
    return -1;
  return kept_equal (&data.question, st);
}

/* The number of dimensions of the schedule of BUILD, the current loop's
   the last.  */
static isl_size
loop_depth (isl_ast_build *build)
{
  isl_space *space = isl_ast_build_get_schedule_space (build);
  isl_size n = isl_space_dim (space, isl_dim_set);

  isl_space_free (space);
  return n;
}

/* Whether the loop of BUILD's current (innermost) schedule dimension
   carries none of the dependences DEPS: every dependence between two of
   its instances that agree on the outer dimensions also agrees on this
   one.  -1 when isl fails.  */
static int
carries_nothing (isl_ast_build *build, isl_union_map *deps)
{
  isl_size n = loop_depth (build);

  if (n < 1)
    return -1;
  return deps_keep_equal (isl_ast_build_get_schedule (build), deps, n,
			  n - 1, n);
}

/* Whether every value that an instance of the loop of BUILD computes
   into a private scalar (FLOW, the flow dependences through them) is
   used in the same iteration of the same execution of that loop, and
   nowhere else: each thread may then keep its own copy, which lives as
   long as one execution of the loop.  -1 when isl fails.  */
static int
values_stay_in_iteration (isl_ast_build *build, isl_union_map *flow)
{
  isl_union_set *in_loop = isl_union_map_domain
			     (isl_ast_build_get_schedule (build));
  isl_union_map *from_loop = isl_union_map_intersect_domain
			       (isl_union_map_copy (flow),
				isl_union_set_copy (in_loop));
  isl_union_map *within = isl_union_map_intersect_range
			    (isl_union_map_copy (from_loop), in_loop);
  isl_bool stays = isl_union_map_is_equal (from_loop, within);
  isl_size n = loop_depth (build);
  int kept;

  isl_union_map_free (from_loop);
  if (stays != isl_bool_true || n < 0)
    {
      isl_union_map_free (within);
      return stays == isl_bool_false ? 0 : -1;
    }
  kept = deps_keep_equal (isl_ast_build_get_schedule (build), within, n, 0,
			  n);
  isl_union_map_free (within);
  return kept;
}

/* Whether the reduction statement whose writes are WRITES (instances
   to the one element each accumulates into) writes one element in any
   one execution of the loop of BUILD.  -1 when isl fails.  */
static int
one_element_per_execution (isl_ast_build *build, isl_union_map *writes)
{
  isl_union_map *schedule = isl_ast_build_get_schedule (build);
  isl_union_map *at;
  isl_map *map;
  isl_size n;
  isl_bool single;

  /* { [outer, x] -> element }, then x projected out.  */
  at = isl_union_map_apply_range (isl_union_map_reverse (schedule), writes);
  if (isl_union_map_n_map (at) != 1)
    {
      isl_union_map_free (at);
      return -1;
    }
  map = isl_map_from_union_map (at);
  n = isl_map_dim (map, isl_dim_in);
  if (n < 1)
    {
      isl_map_free (map);
      return -1;
    }
  map = isl_map_project_out (map, isl_dim_in, n - 1, 1);
  single = isl_map_is_single_valued (map);
  isl_map_free (map);
  return single < 0 ? -1 : single;
}

/* The reduction statements whose dependences REDUCTION (between the
   instances of one statement) the loop of BUILD carries, as a union of
   universe sets, when each of them accumulates into one element of
   WRITES in any one execution of the loop; NULL when one does not (or
   isl fails): the loop is then not parallel.  */
static isl_union_set *
privatizable_reductions (isl_ast_build *build, isl_union_map *reduction,
			 isl_union_map *writes)
{
  isl_union_set *in_loop = isl_union_map_domain
			     (isl_ast_build_get_schedule (build));
  isl_union_map *here = isl_union_map_intersect_domain
			  (isl_union_map_copy (reduction), in_loop);
  isl_map_list *list = isl_union_map_get_map_list (here);
  isl_size n = isl_map_list_size (list);
  isl_union_set *stmts = isl_union_set_empty (isl_union_map_get_space
						(here));

  isl_union_map_free (here);
  if (n < 0)
    stmts = isl_union_set_free (stmts);
  for (int i = 0; stmts && i < n; i++)
    {
      isl_map *dep = isl_map_list_get_at (list, i);
      isl_set *stmt = isl_set_universe (isl_space_domain
					  (isl_map_get_space (dep)));
      isl_union_map *deps = isl_union_map_from_map (dep);
      int carried = !carries_nothing (build, deps);
      isl_union_map *own = isl_union_map_intersect_domain
			     (isl_union_map_copy (writes),
			      isl_union_set_from_set (isl_set_copy (stmt)));

      /* carries_nothing is -1 when isl fails: carried, then.  */
      isl_union_map_free (deps);
      if (!carried)
	isl_union_map_free (own);
      else if (one_element_per_execution (build, own) == 1)
	stmts = isl_union_set_add_set (stmts, isl_set_copy (stmt));
      else
	stmts = isl_union_set_free (stmts);
      isl_set_free (stmt);
    }
  isl_map_list_free (list);
  return stmts;
}

/* The writes of WRITES (instances to elements) to an element that
   another instance that SAME (instances to instances of the same
   iteration) joins writes too: the elements rewritten within an
   iteration, with the instances that write them.  */
static isl_union_map *
rewrites (isl_union_map *writes, isl_union_map *same)
{
  isl_union_map *partners = isl_union_map_apply_range
			      (isl_union_map_copy (writes),
			       isl_union_map_reverse
				 (isl_union_map_copy (writes)));
  isl_union_set *instances = isl_union_map_domain (isl_union_map_copy
						     (writes));

  partners = isl_union_map_intersect (partners, same);
  partners = isl_union_map_subtract (partners,
				     isl_union_set_identity (instances));
  /* x -> e where e is written by x and by a partner of x.  */
  return isl_union_map_intersect (isl_union_map_apply_range
				    (partners, isl_union_map_copy (writes)),
				  writes);
}

/* Whether AT (points of a schedule whose last dimension is a loop's, to
   the elements of one array they write) has two iterations of one
   execution of the loop write elements of the same row less than a
   cache line apart (8 elements).  -1 when isl fails.  */
static int
writes_near (isl_map *at)
{
  isl_size n = isl_map_dim (at, isl_dim_in);
  isl_size n_sub = isl_map_dim (at, isl_dim_out);
  struct keeps_equal_data question = { isl_dim_in, 0, n, n - 1, n, 0,
				       isl_bool_true };
  isl_map *near, *pairs;
  isl_local_space *ls;
  isl_constraint *c;
  int apart;

  if (n < 1 || n_sub < 1)
    {
      isl_map_free (at);
      return n < 0 || n_sub < 0 ? -1 : 0;
    }
  near = isl_map_universe (isl_space_map_from_set
			     (isl_space_range (isl_map_get_space (at))));
  for (int d = 0; d < n_sub - 1; d++)
    near = isl_map_equate (near, isl_dim_in, d, isl_dim_out, d);
  ls = isl_local_space_from_space (isl_map_get_space (near));
  c = isl_constraint_alloc_inequality (isl_local_space_copy (ls));
  c = isl_constraint_set_coefficient_si (c, isl_dim_in, n_sub - 1, 1);
  c = isl_constraint_set_coefficient_si (c, isl_dim_out, n_sub - 1, -1);
  near = isl_map_add_constraint (near, isl_constraint_set_constant_si (c, 7));
  c = isl_constraint_alloc_inequality (ls);
  c = isl_constraint_set_coefficient_si (c, isl_dim_in, n_sub - 1, -1);
  c = isl_constraint_set_coefficient_si (c, isl_dim_out, n_sub - 1, 1);
  near = isl_map_add_constraint (near, isl_constraint_set_constant_si (c, 7));
  /* { [t -> t'] -> [e -> e'] } with e and e' near, symmetric: one way
     is enough.  A product, not a composition: no elimination of the
     elements (keeps_dep_equal).  */
  pairs = isl_map_intersect_range (isl_map_product (isl_map_copy (at), at),
				   isl_map_wrap (near));
  apart = kept_equal (&question, keeps_equal_map (pairs, &question));
  return apart < 0 ? -1 : !apart;
}

/* Whether threads given neighbouring iterations of the loop of BUILD
   would fight over cache lines: two iterations of one execution write
   elements of WRITES (a relation of the SCoP) in the same row less than
   a line apart, elements they rewrite within their iteration (an
   accumulator C[i][j] of a k loop inside; a single write costs little).
   -1 when isl fails.  */
static int
splits_rows (isl_ast_build *build, isl_union_map *writes)
{
  isl_union_map *schedule = isl_ast_build_get_schedule (build);
  isl_union_map *same = isl_union_map_apply_range
			  (isl_union_map_copy (schedule),
			   isl_union_map_reverse
			     (isl_union_map_copy (schedule)));
  isl_union_map *in_loop = isl_union_map_intersect_domain
			     (isl_union_map_copy (writes),
			      isl_union_map_domain
				(isl_union_map_copy (schedule)));
  /* { [outer, x] -> A[row, j] } for each array A.  */
  isl_union_map *where = isl_union_map_apply_range
			   (isl_union_map_reverse (schedule),
			    rewrites (in_loop, same));
  isl_map_list *list = isl_union_map_get_map_list (where);
  isl_size n_map = isl_map_list_size (list);
  int found = n_map < 0 ? -1 : 0;

  isl_union_map_free (where);
  for (int i = 0; found == 0 && i < n_map; i++)
    found = writes_near (isl_map_list_get_at (list, i));
  isl_map_list_free (list);
  return found;
}

/* A bound on trips of more pieces is not worth its cost: the maximum of
   many pieces with large coefficients (the wrapped trip counts of
   gramschmidt's columns) took isl seconds.  */
#define MAX_TRIP_PIECES 8

/* isl_pw_aff_foreach_piece callback: take the maximum of *USER and the
   affine expression AFF everywhere, whatever the piece SET.  */
static isl_stat
max_of_pieces (isl_set *set, isl_aff *aff, void *user)
{
  isl_pw_aff **max = user;
  isl_pw_aff *pa = isl_pw_aff_from_aff (aff);

  isl_set_free (set);
  *max = *max ? isl_pw_aff_max (*max, pa) : pa;
  return *max ? isl_stat_ok : isl_stat_error;
}

/* The isl operations that the exact spread of one loop may take.  */
#define MAX_TRIP_OPERATIONS 20000

/* The largest difference x' - x between two points [outer, x] and
   [outer, x'] of POINTS (a set of N >= 1 dimensions) that agree on the
   outer dimensions, in the parameters; NULL when isl fails.  */
static isl_pw_aff *
spread (isl_set *points, isl_size n)
{
  isl_map *by_outer = isl_map_move_dims (isl_map_from_range (points),
					 isl_dim_in, 0, isl_dim_out, 0,
					 n - 1);
  isl_map *pairs = isl_map_apply_range (isl_map_reverse
					  (isl_map_copy (by_outer)),
					by_outer);

  return isl_set_dim_max (isl_map_deltas (pairs), 0);
}

/* The spread of POINTS, exact within MAX_TRIP_OPERATIONS isl
   operations, else that of a superset, a single polyhedron without the
   divisions, where isl finds it at once: the exact spread of the
   wavefront's tiles of tensor.c's 3-D stencil was not found within a
   million operations (3 s), their hull's in 3 ms.  The count of
   operations starts again after each.  */
static isl_pw_aff *
spread_within_budget (isl_set *points, isl_size n)
{
  isl_ctx *ctx = isl_set_get_ctx (points);
  unsigned long budget = isl_ctx_get_max_operations (ctx);
  isl_pw_aff *extent;

  isl_ctx_reset_operations (ctx);
  isl_ctx_set_max_operations (ctx, MAX_TRIP_OPERATIONS);
  extent = spread (isl_set_copy (points), n);
  if (!extent)
    {
      isl_ctx_reset_error (ctx);
      isl_ctx_reset_operations (ctx);
      points = isl_set_from_basic_set (isl_set_simple_hull
					 (isl_set_remove_divs (points)));
      extent = spread (points, n);
    }
  else
    isl_set_free (points);
  isl_ctx_reset_operations (ctx);
  isl_ctx_set_max_operations (ctx, budget);
  return extent;
}

/* An upper bound, in the parameters alone, on the number of iterations
   a loop makes in any one execution, with STEP between its values, where
   SCHEDULE is the schedule of its AST build (statement instances to the
   values of the loop and the loops around it), as an expression of
   PARAMS_BUILD (a builder of the parameters: the loop's own build would
   express it in the loops' iterators where it knows them equal); NULL
   when isl finds none, or one of too many pieces.  */
static isl_ast_expr *
max_trips (isl_union_map *schedule, isl_ast_build *params_build,
	   isl_val *step)
{
  isl_set *points = isl_set_from_union_set (isl_union_map_range (schedule));
  isl_size n = isl_set_dim (points, isl_dim_set);
  isl_pw_aff *extent;
  isl_ast_expr *expr = NULL;

  if (n < 1)
    {
      isl_set_free (points);
      isl_val_free (step);
      return NULL;
    }
  extent = spread_within_budget (points, n);
  if (extent && isl_pw_aff_involves_nan (extent) == isl_bool_false
      && isl_pw_aff_n_piece (extent) <= MAX_TRIP_PIECES)
    {
      extent = isl_pw_aff_scale_down_val (extent, step);
      extent = isl_pw_aff_floor (extent);
      extent = isl_pw_aff_add_constant_val
		 (extent, isl_val_one (isl_pw_aff_get_ctx (extent)));
      /* The maximum of the pieces bounds it too, as max(a, b) rather
	 than a selection on conditions, which GIMPLE would need to
	 branch on.  */
      isl_pw_aff *pieces = NULL;
      if (isl_pw_aff_foreach_piece (extent, &max_of_pieces, &pieces) < 0)
	pieces = isl_pw_aff_free (pieces);
      isl_pw_aff_free (extent);
      extent = pieces;
      /* A builder takes expressions on its schedule space.  */
      extent = isl_pw_aff_insert_domain
		 (extent, isl_ast_build_get_schedule_space (params_build));
      expr = isl_ast_build_expr_from_pw_aff (params_build, extent);
    }
  else
    {
      isl_pw_aff_free (extent);
      isl_val_free (step);
    }
  return expr;
}

/* The annotation of a for node: what ph_ast_loop_info gives, and, until
   bound_parallel_trips computes its max_trips, what that needs.  */
struct loop_annotation
{
  struct ph_ast_loop_info info;
  isl_union_map *schedule;	/* Its build's schedule, or NULL.  */
  isl_val *step;		/* Its step, or NULL.  */
};

/* Free USER, a struct loop_annotation.  */
static void
loop_annotation_free (void *user)
{
  struct loop_annotation *ann = user;

  isl_ast_expr_free (ann->info.max_trips);
  isl_union_set_free (ann->info.reductions);
  isl_union_map_free (ann->schedule);
  isl_val_free (ann->step);
  free (ann);
}

/* The annotation of the for node NODE, or NULL.  */
static struct loop_annotation *
loop_annotation (isl_ast_node *node)
{
  isl_id *id = isl_ast_node_get_annotation (node);
  struct loop_annotation *ann = isl_id_get_user (id);

  isl_id_free (id);
  return ann;
}

/* Callback of isl_ast_node_foreach_descendant_top_down: set *USER (an
   int) at a for node.  */
static isl_bool
find_for (isl_ast_node *node, void *user)
{
  int *found = user;

  if (isl_ast_node_get_type (node) == isl_ast_node_for)
    *found = 1;
  return isl_bool_ok (!*found);
}

/* Whether the body of the for node NODE holds a loop.  */
static int
has_loop (isl_ast_node *node)
{
  isl_ast_node *body = isl_ast_node_for_get_body (node);
  int inner = 0;
  isl_stat st = isl_ast_node_foreach_descendant_top_down (body, &find_for,
							  &inner);

  isl_ast_node_free (body);
  return st < 0 || inner;
}

/* What annotate_for needs.  */
struct annotate_data
{
  const struct ph_parallel_deps *deps;
  isl_union_map *writes;	/* The SCoP's may-writes.  */
  isl_ast_build *params_build;	/* Of the SCoP's context alone.  */
  enum ph_ast_annotate annotate;	/* Which loops, how far.  */
  int n_guard;			/* The SCoP's polynomial guards.  */
};

/* Whether the AST expression E is the integer 1.  */
static int
is_one (isl_ast_expr *e)
{
  isl_val *v;
  int one;

  if (isl_ast_expr_get_type (e) != isl_ast_expr_int)
    return 0;
  v = isl_ast_expr_get_val (e);
  one = isl_val_is_one (v) == isl_bool_true;
  isl_val_free (v);
  return one;
}

/* After isl built the for node NODE: annotate it with whether it may run
   in parallel under the dependences of USER (a struct annotate_data),
   and, under threads, with what its bound on trips needs
   (bound_parallel_trips).  */
static isl_ast_node *
annotate_for (isl_ast_node *node, isl_ast_build *build, void *user)
{
  isl_ctx *ctx = isl_ast_build_get_ctx (build);
  struct annotate_data *data = user;
  const struct ph_parallel_deps *pd = data->deps;
  struct loop_annotation *ann = calloc (1, sizeof *ann);
  struct ph_ast_loop_info *info = ann ? &ann->info : NULL;
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  isl_id *id;

  if (!ann || !inc)
    {
      free (ann);
      isl_ast_expr_free (inc);
      return node;
    }
  /* isl builds the body first: whether it holds a loop is known.  */
  if (data->annotate == PH_AST_INNERMOST && has_loop (node))
    ;
  else if (carries_nothing (build, pd->shared) == 1
	   && values_stay_in_iteration (build, pd->private_flow) == 1)
    info->reductions = privatizable_reductions (build, pd->reduction,
						data->writes);
  info->parallel = info->reductions != NULL;
  info->simd = info->parallel && carries_nothing (build, pd->all) == 1;
  /* The code generator asks it only where it would deal out the
     iterations round-robin: a tile loop's, or under polynomial
     guards.  */
  if (info->parallel && data->annotate == PH_AST_THREADS
      && (data->n_guard || !is_one (inc)))
    info->splits_rows = splits_rows (build, data->writes) != 0;
  if (data->annotate == PH_AST_THREADS
      && isl_ast_expr_get_type (inc) == isl_ast_expr_int)
    {
      ann->schedule = isl_ast_build_get_schedule (build);
      ann->step = isl_ast_expr_get_val (inc);
    }
  isl_ast_expr_free (inc);
  /* A failure in either is only a loop left sequential.  */
  isl_ctx_reset_error (ctx);
  id = isl_id_set_free_user (isl_id_alloc (ctx, "loop", ann),
			     &loop_annotation_free);
  return isl_ast_node_set_annotation (node, id);
}

/* isl_ast_node_foreach_descendant_top_down callback: give the for node
   NODE its bound on trips, from what annotate_for kept.  USER is the
   builder of the parameters.  */
static isl_bool
bound_loop_trips (isl_ast_node *node, void *user)
{
  struct loop_annotation *ann;

  if (isl_ast_node_get_type (node) != isl_ast_node_for
      || !(ann = loop_annotation (node)) || !ann->schedule)
    return isl_bool_true;
  ann->info.max_trips = max_trips (ann->schedule, user, ann->step);
  ann->schedule = NULL;
  ann->step = NULL;
  /* A failure is only a loop whose work is not known.  */
  isl_ctx_reset_error (isl_ast_node_get_ctx (node));
  return isl_bool_true;
}

/* isl_ast_node_foreach_descendant_top_down callback: at a loop NODE
   annotated parallel, bound the trips of it and of every loop inside,
   which the code generator weighs (codegen.cc), and look no deeper.
   Only those need a bound, and it can cost more than the rest of the
   AST: the outer loops of a tiled wavefront each spent their whole
   budget for none.  */
static isl_bool
bound_parallel_trips (isl_ast_node *node, void *user)
{
  struct loop_annotation *ann;

  if (isl_ast_node_get_type (node) != isl_ast_node_for
      || !(ann = loop_annotation (node)) || !ann->info.parallel)
    return isl_bool_true;
  if (isl_ast_node_foreach_descendant_top_down (node, &bound_loop_trips,
						user) < 0)
    return isl_bool_error;
  return isl_bool_false;
}

/* Whether the constraint C bounds a single parameter by a type-sized
   constant (ph_val_is_type_sized): a bound that only says the
   parameter fits its type (ph_param_ranges).  */
static isl_bool
is_type_bound (__isl_keep isl_constraint *c)
{
  isl_size n = isl_constraint_dim (c, isl_dim_param);
  int involved = 0;

  if (n < 0)
    return isl_bool_error;
  for (int i = 0; i < n; i++)
    if (isl_constraint_involves_dims (c, isl_dim_param, i, 1) == isl_bool_true)
      involved++;
  if (involved != 1)
    return isl_bool_false;
  return ph_val_is_type_sized (isl_constraint_get_constant_val (c));
}

/* isl_basic_set_foreach_constraint callback: add C to *USER (a basic
   set) unless it is a type bound.  */
static isl_stat
keep_unless_type_bound (__isl_take isl_constraint *c, void *user)
{
  isl_basic_set **kept = user;
  isl_bool bound = is_type_bound (c);

  if (bound < 0)
    {
      isl_constraint_free (c);
      return isl_stat_error;
    }
  if (bound)
    isl_constraint_free (c);
  else
    *kept = isl_basic_set_add_constraint (*kept, c);
  return *kept ? isl_stat_ok : isl_stat_error;
}

/* CONTEXT without the bounds that only say its parameters fit their
   types (is_type_bound).  */
static __isl_give isl_basic_set *
drop_type_bounds (__isl_take isl_basic_set *context)
{
  isl_basic_set *kept = isl_basic_set_universe (isl_basic_set_get_space
						  (context));

  if (isl_basic_set_foreach_constraint (context, &keep_unless_type_bound,
					&kept) < 0)
    kept = isl_basic_set_free (kept);
  isl_basic_set_free (context);
  return kept;
}

/* The context under which the AST of SCOP is built: SCOP's context
   where it is one convex piece (its simple hull, which drops only
   divisions), else a convex set that contains it
   (isl_set_unshifted_simple_hull: the constraints its pieces share).
   A context of several pieces (the rows that a run-time check assumes,
   with a case for each value of a flag, as in gsl's cblas_dtrmm) is
   gisted against in every step of isl's AST generation: in dtrmm's
   tiled nests its seven pieces made the AST cost 2.8 million isl
   operations instead of 1.8 (decision 47).  Built under a larger
   context, the AST is still right for every value of the parameters
   in it; it may test a condition that the run-time check already
   ensures.  The bounds of the parameters' types are left out too
   (drop_type_bounds): with them, isl took three times as long over
   the AST of tensor.c's tiled 3-D stencil (0.6 s against 0.2 s) for
   the same loops.  They stay where a count wraps around
   (ph_union_set_wraps): there they let isl drop the modulo.
   NULL when isl fails.  */
static isl_set *
ast_context (const struct ph_scop *scop)
{
  isl_set *pieces = isl_set_coalesce (isl_set_copy (scop->context));
  isl_size n = isl_set_n_basic_set (pieces);
  isl_basic_set *hull;
  isl_bool never_wrap;

  if (n < 0)
    return isl_set_free (pieces);
  hull = n <= 1 ? isl_set_simple_hull (pieces)
		: isl_set_unshifted_simple_hull (pieces);
  never_wrap = isl_bool_not (ph_union_set_wraps (scop->domain));
  if (never_wrap < 0)
    return isl_set_from_basic_set (isl_basic_set_free (hull));
  if (never_wrap)
    hull = drop_type_bounds (hull);
  return isl_set_from_basic_set (hull);
}

/* The AST of SCHEDULE as ph_ast_generate says (with THREADS), under
   CONTEXT (kept; see ast_context): with SEPARATE, its bands separated
   (separate_band) but where they have options of their own; else every
   band without options (drop_options).  */
static isl_ast_node *
generate (const struct ph_scop *scop, isl_schedule *schedule,
	  const struct ph_parallel_deps *deps, enum ph_ast_annotate annotate,
	  int separate, isl_set *context)
{
  isl_ast_build *build;
  isl_ast_node *node;
  struct annotate_data data = { deps, scop->may_writes, NULL, annotate,
				 scop->n_guard };

  schedule = isl_schedule_map_schedule_node_bottom_up
	       (isl_schedule_copy (schedule),
		separate ? &separate_band : &drop_options, NULL);
  build = isl_ast_build_from_context (isl_set_copy (context));
  if (deps)
    {
      data.params_build = isl_ast_build_from_context (isl_set_copy (context));
      build = isl_ast_build_set_after_each_for (build, &annotate_for, &data);
    }
  node = isl_ast_build_node_from_schedule (build, schedule);
  if (node && annotate == PH_AST_THREADS
      && isl_ast_node_foreach_descendant_top_down
	   (node, &bound_parallel_trips, data.params_build) < 0)
    node = isl_ast_node_free (node);
  isl_ast_build_free (build);
  isl_ast_build_free (data.params_build);
  return node;
}

/* The AST of SCHEDULE, a schedule of SCOP, built under SCOP's context
   (or a convex set that holds it: ast_context); with DEPS, its for
   nodes annotated (ph_ast_loop_info).  Separating
   the partial tiles of a nest whose statements are shifted against each
   other can take isl's whole operation budget where the extents are
   only a few tiles (gramschmidt's at 41 rows), or its whole time, and
   so can isolating and unrolling the strips of unroll and jam in a
   nest under parameters (fuzzer seed 9975: 3.7 s).  The AST is then
   built again with no option on any band, with the count of
   operations and the time started again: the loops keep conditions
   and the strips are not unrolled, but the SCoP is optimised, for
   little more work (9975's took 0.05 s; built again with the strips'
   options kept, it ran out of its budget a second time).  Without
   parameters, the members of bands that the outer bands fix are left
   out first (drop_fixed_members): the AST is the same, built
   sooner.  */
__isl_give isl_ast_node *
ph_ast_generate (const struct ph_scop *scop, __isl_keep isl_schedule *schedule,
		 const struct ph_parallel_deps *deps,
		 enum ph_ast_annotate annotate, int *without_options)
{
  isl_schedule *plain = NULL;
  isl_set *context = ast_context (scop);
  isl_ast_node *node;

  /* Under parameters, the levels of fixed members are where isl fuses
     the unrolled copies of a strip of unknown extent and hoists their
     common guard out of the loop around them; without those levels the
     guard stayed in that loop (counted-exits.c, flat-4d.c).  Where isl
     could not drop them, the members stay.  */
  if (isl_set_dim (scop->context, isl_dim_param) == 0)
    plain = isl_schedule_map_schedule_node_bottom_up
	      (isl_schedule_copy (schedule), &drop_fixed_members, NULL);
  if (plain)
    schedule = plain;
  node = context ? generate (scop, schedule, deps, annotate, 1, context)
		 : NULL;
  if (!node && ph_ctx_budget_hit (scop->ctx))
    {
      isl_ctx_reset_error (scop->ctx);
      isl_ctx_reset_operations (scop->ctx);
      ph_ctx_rearm (scop->ctx);
      node = generate (scop, schedule, deps, annotate, 0, context);
      if (without_options)
	*without_options = 1;
    }
  isl_schedule_free (plain);
  isl_set_free (context);
  return node;
}

/* The annotation of the for node NODE by ph_ast_generate, or NULL.  */
const struct ph_ast_loop_info *
ph_ast_loop_info (__isl_keep isl_ast_node *node)
{
  struct loop_annotation *ann = loop_annotation (node);

  return ann ? &ann->info : NULL;
}

/* Whether the for node NODE is an innermost loop that carries no
   dependence at all: GCC may run its iterations as vector lanes, as
   under "omp simd", without checks or analysis of its own.  */
bool
ph_ast_innermost_simd (__isl_keep isl_ast_node *node)
{
  const struct ph_ast_loop_info *info = ph_ast_loop_info (node);

  return info && info->simd && !has_loop (node);
}

/* Print the for node NODE as C, under "#pragma omp parallel for" when it
   is the outermost loop of its nest that carries no dependence (after a
   comment naming the reductions it privatises), "simd" when
   ph_ast_innermost_simd; USER counts the enclosing parallel loops.  */
static isl_printer *
print_for (isl_printer *p, isl_ast_print_options *options,
	   isl_ast_node *node, void *user)
{
  int *n_parallel = user;
  const struct ph_ast_loop_info *info = ph_ast_loop_info (node);
  int parallel = info && info->parallel;
  int simd = ph_ast_innermost_simd (node);

  if (parallel && !*n_parallel
      && isl_union_set_is_empty (info->reductions) == isl_bool_false)
    {
      isl_set_list *list = isl_union_set_get_set_list (info->reductions);
      isl_size n = isl_set_list_size (list);

      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, "// reductions, per thread:");
      for (int i = 0; i < n; i++)
	{
	  isl_set *stmt = isl_set_list_get_at (list, i);
	  p = isl_printer_print_str (p, i ? ", " : " ");
	  p = isl_printer_print_str (p, isl_set_get_tuple_name (stmt));
	  isl_set_free (stmt);
	}
      p = isl_printer_end_line (p);
      isl_set_list_free (list);
    }
  if ((parallel && !*n_parallel) || simd)
    {
      p = isl_printer_start_line (p);
      p = isl_printer_print_str (p, parallel && !*n_parallel
				    ? (simd ? "#pragma omp parallel for simd"
					    : "#pragma omp parallel for")
				    : "#pragma omp simd");
      p = isl_printer_end_line (p);
    }
  *n_parallel += parallel;
  p = isl_ast_node_for_print (node, p, options);
  *n_parallel -= parallel;
  return p;
}

/* Print NODE to OUT in C syntax.  */
void
ph_ast_dump (FILE *out, __isl_keep isl_ast_node *node)
{
  isl_ctx *ctx = isl_ast_node_get_ctx (node);
  isl_printer *p = isl_printer_to_file (ctx, out);
  isl_ast_print_options *options = isl_ast_print_options_alloc (ctx);
  int n_parallel = 0;

  options = isl_ast_print_options_set_print_for (options, &print_for,
						 &n_parallel);
  p = isl_printer_set_output_format (p, ISL_FORMAT_C);
  p = isl_ast_node_print (node, p, options);
  isl_printer_free (p);
}

/* Whether the AST expression E only uses what the GIMPLE generator
   supports (and its integers fit a long).  */
bool
ph_ast_expr_supported (__isl_keep isl_ast_expr *e)
{
  bool ok = true;

  switch (isl_ast_expr_get_type (e))
    {
    case isl_ast_expr_int:
      {
	isl_val *v = isl_ast_expr_get_val (e);
	ok = v && isl_val_is_int (v) && isl_val_abs_eq (v, v)
	     && (isl_val_cmp_si (v, LONG_MAX) <= 0
		 && isl_val_cmp_si (v, LONG_MIN + 1) >= 0);
	isl_val_free (v);
	return ok;
      }
    case isl_ast_expr_id:
      return true;
    case isl_ast_expr_op:
      switch (isl_ast_expr_op_get_type (e))
	{
	case isl_ast_expr_op_and:
	case isl_ast_expr_op_and_then:
	case isl_ast_expr_op_or:
	case isl_ast_expr_op_or_else:
	case isl_ast_expr_op_max:
	case isl_ast_expr_op_min:
	case isl_ast_expr_op_minus:
	case isl_ast_expr_op_add:
	case isl_ast_expr_op_sub:
	case isl_ast_expr_op_mul:
	case isl_ast_expr_op_div:
	case isl_ast_expr_op_fdiv_q:
	case isl_ast_expr_op_pdiv_q:
	case isl_ast_expr_op_pdiv_r:
	case isl_ast_expr_op_zdiv_r:
	case isl_ast_expr_op_cond:
	case isl_ast_expr_op_select:
	case isl_ast_expr_op_eq:
	case isl_ast_expr_op_le:
	case isl_ast_expr_op_lt:
	case isl_ast_expr_op_ge:
	case isl_ast_expr_op_gt:
	  for (int i = 0; ok && i < isl_ast_expr_op_get_n_arg (e); i++)
	    {
	      isl_ast_expr *arg = isl_ast_expr_op_get_arg (e, i);
	      ok = ph_ast_expr_supported (arg);
	      isl_ast_expr_free (arg);
	    }
	  return ok;
	default:
	  return false;
	}
    default:
      return false;
    }
}

/* Whether the for node NODE has a condition that bounds its iterator
   from above (c <= ub or c < ub) and a positive constant increment.  */
static bool
for_supported (isl_ast_node *node)
{
  isl_ast_expr *cond = isl_ast_node_for_get_cond (node);
  isl_ast_expr *inc = isl_ast_node_for_get_inc (node);
  isl_ast_expr *iter = isl_ast_node_for_get_iterator (node);
  isl_ast_expr *init = isl_ast_node_for_get_init (node);
  bool ok = false;

  if (cond && inc && iter && init
      && isl_ast_expr_get_type (cond) == isl_ast_expr_op
      && (isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_le
	  || isl_ast_expr_op_get_type (cond) == isl_ast_expr_op_lt)
      && isl_ast_expr_get_type (inc) == isl_ast_expr_int
      && ph_ast_expr_supported (init) && ph_ast_expr_supported (cond))
    {
      isl_ast_expr *lhs = isl_ast_expr_op_get_arg (cond, 0);
      isl_val *step = isl_ast_expr_get_val (inc);
      ok = isl_ast_expr_is_equal (lhs, iter) == isl_bool_true
	   && isl_val_is_pos (step) == isl_bool_true
	   && isl_val_cmp_si (step, 1 << 30) < 0;
      isl_ast_expr_free (lhs);
      isl_val_free (step);
    }
  isl_ast_expr_free (cond);
  isl_ast_expr_free (inc);
  isl_ast_expr_free (iter);
  isl_ast_expr_free (init);
  return ok;
}

/* Whether every node and expression of NODE is supported by the GIMPLE
   generator.  */
bool
ph_ast_supported (__isl_keep isl_ast_node *node)
{
  bool ok = false;

  switch (isl_ast_node_get_type (node))
    {
    case isl_ast_node_for:
      {
	isl_ast_node *body = isl_ast_node_for_get_body (node);
	ok = for_supported (node) && ph_ast_supported (body);
	isl_ast_node_free (body);
	return ok;
      }
    case isl_ast_node_if:
      {
	isl_ast_expr *cond = isl_ast_node_if_get_cond (node);
	isl_ast_node *then_node = isl_ast_node_if_get_then_node (node);
	ok = ph_ast_expr_supported (cond) && ph_ast_supported (then_node);
	if (ok && isl_ast_node_if_has_else_node (node) == isl_bool_true)
	  {
	    isl_ast_node *else_node = isl_ast_node_if_get_else_node (node);
	    ok = ph_ast_supported (else_node);
	    isl_ast_node_free (else_node);
	  }
	isl_ast_expr_free (cond);
	isl_ast_node_free (then_node);
	return ok;
      }
    case isl_ast_node_block:
      {
	isl_ast_node_list *list = isl_ast_node_block_get_children (node);
	ok = list != NULL;
	for (int i = 0; ok && i < isl_ast_node_list_n_ast_node (list); i++)
	  {
	    isl_ast_node *child = isl_ast_node_list_get_at (list, i);
	    ok = ph_ast_supported (child);
	    isl_ast_node_free (child);
	  }
	isl_ast_node_list_free (list);
	return ok;
      }
    case isl_ast_node_user:
      {
	isl_ast_expr *call = isl_ast_node_user_get_expr (node);
	ok = call && isl_ast_expr_get_type (call) == isl_ast_expr_op
	     && isl_ast_expr_op_get_type (call) == isl_ast_expr_op_call;
	for (int i = 1; ok && i < isl_ast_expr_op_get_n_arg (call); i++)
	  {
	    isl_ast_expr *arg = isl_ast_expr_op_get_arg (call, i);
	    ok = ph_ast_expr_supported (arg);
	    isl_ast_expr_free (arg);
	  }
	isl_ast_expr_free (call);
	return ok;
      }
    case isl_ast_node_mark:
      {
	isl_ast_node *child = isl_ast_node_mark_get_node (node);
	ok = ph_ast_supported (child);
	isl_ast_node_free (child);
	return ok;
      }
    default:
      return false;
    }
}
