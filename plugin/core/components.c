/* Whether a schedule's bands each run statements of one strongly
   connected component of the dependences.  isl's scheduler splits the
   statements into such components at every depth: with fuse=min it
   schedules them one after the other, with fuse=smart (its clustering)
   it first schedules each alone, then merges some.  A schedule of
   fuse=smart whose every band stays within one component is therefore
   the schedule of fuse=min, and the optimiser need not ask for the
   latter (decision 78).  The same components tell which proximity
   relations the clustering may leave out: those between a time loop
   and a shallower nest, which no merge of its can use (decision 85).  */

#include <string.h>

#include <isl/aff.h>
#include <isl/id.h>
#include <isl/map.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/components.h"

/* The most statements of a band whose components are looked at.  */
#define PH_MAX_BAND_STATEMENTS 64

/* The statements of one band (or of a SCoP), named by their tuples,
   their numbers of loops, and which reach which along the dependences
   left at its depth.  */
struct band_graph
{
  isl_id *ids[PH_MAX_BAND_STATEMENTS];
  isl_size depth[PH_MAX_BAND_STATEMENTS];
  int n;
  unsigned char reach[PH_MAX_BAND_STATEMENTS][PH_MAX_BAND_STATEMENTS];
};

/* Callback of isl_union_set_foreach_set: number the statement SET in
   the graph USER; an error for a statement without a name.  */
static isl_stat
add_statement (__isl_take isl_set *set, void *user)
{
  struct band_graph *g = user;
  isl_id *id = isl_set_get_tuple_id (set);
  isl_size depth = isl_set_dim (set, isl_dim_set);

  isl_set_free (set);
  if (!id || depth < 0 || g->n >= PH_MAX_BAND_STATEMENTS)
    {
      isl_id_free (id);
      return isl_stat_error;
    }
  g->depth[g->n] = depth;
  g->ids[g->n++] = id;
  return isl_stat_ok;
}

/* The number of the statement ID (kept) in G, or -1.  Ids of one name
   are one object in a context.  */
static int
statement_number (const struct band_graph *g, __isl_keep isl_id *id)
{
  for (int k = 0; k < g->n; k++)
    if (g->ids[k] == id)
      return k;
  return -1;
}

/* The numbers in G of the statements that MAP (kept) relates, in *SRC
   and *DST (-1 for one not in G).  */
static void
map_ends (const struct band_graph *g, __isl_keep isl_map *map, int *src,
	  int *dst)
{
  isl_id *from = isl_map_get_tuple_id (map, isl_dim_in);
  isl_id *to = isl_map_get_tuple_id (map, isl_dim_out);

  *src = statement_number (g, from);
  *dst = statement_number (g, to);
  isl_id_free (from);
  isl_id_free (to);
}

/* Callback of isl_union_map_foreach_map: an edge of the graph USER
   from the source of the dependences MAP to their target, if MAP has
   any.  */
static isl_stat
add_edge (__isl_take isl_map *map, void *user)
{
  struct band_graph *g = user;
  isl_bool empty = isl_map_is_empty (map);
  int src, dst;

  map_ends (g, map, &src, &dst);
  isl_map_free (map);
  if (empty < 0)
    return isl_stat_error;
  if (!empty && src >= 0 && dst >= 0)
    g->reach[src][dst] = 1;
  return isl_stat_ok;
}

/* G's edges closed: which statement reaches which along any path
   (Warshall's closure).  */
static void
close_reach (struct band_graph *g)
{
  for (int k = 0; k < g->n; k++)
    for (int i = 0; i < g->n; i++)
      if (g->reach[i][k])
	for (int j = 0; j < g->n; j++)
	  g->reach[i][j] |= g->reach[k][j];
}

/* Whether every statement of G reaches every other.  */
static int
strongly_connected (struct band_graph *g)
{
  close_reach (g);
  for (int j = 1; j < g->n; j++)
    if (!g->reach[0][j] || !g->reach[j][0])
      return 0;
  return 1;
}

/* Whether the statements of the band NODE (kept) are one component of
   EDGES (kept) between the instances that the bands around NODE run in
   the same iteration.  */
static isl_bool
band_in_component (__isl_keep isl_schedule_node *node,
		   __isl_keep isl_union_map *edges)
{
  struct band_graph g = { { NULL }, { 0 }, 0, { { 0 } } };
  isl_union_set *domain = isl_schedule_node_get_domain (node);
  isl_union_map *level;
  isl_bool in_one = isl_bool_error;

  if (isl_union_set_foreach_set (domain, &add_statement, &g) < 0)
    {
      for (int k = 0; k < g.n; k++)
	isl_id_free (g.ids[k]);
      isl_union_set_free (domain);
      return isl_bool_false;
    }
  level = isl_union_map_intersect_domain (isl_union_map_copy (edges),
					  isl_union_set_copy (domain));
  level = isl_union_map_intersect_range (level, domain);
  level = isl_union_map_eq_at_multi_union_pw_aff
	    (level,
	     isl_schedule_node_get_prefix_schedule_multi_union_pw_aff (node));
  if (g.n < 2)
    in_one = isl_bool_true;
  else if (level && isl_union_map_foreach_map (level, &add_edge, &g) >= 0)
    in_one = isl_bool_ok (strongly_connected (&g));
  isl_union_map_free (level);
  for (int k = 0; k < g.n; k++)
    isl_id_free (g.ids[k]);
  return in_one;
}

/* What the walk over a schedule's nodes carries: the dependences, and
   whether every band seen so far is in one component.  */
struct components_data
{
  isl_union_map *edges;
  isl_bool in_components;
};

/* Callback of isl_schedule_foreach_schedule_node_top_down: check the
   band NODE; stop descending once one is not in one component.  */
static isl_bool
check_node (__isl_keep isl_schedule_node *node, void *user)
{
  struct components_data *data = user;

  if (data->in_components != isl_bool_true)
    return isl_bool_false;
  if (isl_schedule_node_get_type (node) == isl_schedule_node_band)
    data->in_components = band_in_component (node, data->edges);
  return isl_bool_true;
}

/* See components.h.  */
isl_bool
ph_schedule_bands_in_components (__isl_keep isl_schedule *schedule,
				 __isl_keep isl_union_map *edges)
{
  struct components_data data = { edges, isl_bool_true };

  if (!schedule || !edges
      || isl_schedule_foreach_schedule_node_top_down (schedule, &check_node,
						      &data) < 0)
    return isl_bool_error;
  return data.in_components;
}

/* Whether some instance of MAP (kept) follows its source in the
   outermost loop and precedes it in another: the loop cannot go inside
   the others without a skew.  */
static isl_bool
carried_backwards (__isl_keep isl_map *map)
{
  isl_size n_in = isl_map_dim (map, isl_dim_in);
  isl_size n_out = isl_map_dim (map, isl_dim_out);
  isl_bool empty = isl_bool_true;

  if (n_in < 0 || n_out < 0)
    return isl_bool_error;
  for (int k = 1; k < n_in && k < n_out && empty == isl_bool_true; k++)
    {
      isl_map *back = isl_map_order_gt (isl_map_copy (map), isl_dim_out, 0,
					isl_dim_in, 0);

      back = isl_map_order_lt (back, isl_dim_out, k, isl_dim_in, k);
      empty = isl_map_is_empty (back);
      isl_map_free (back);
    }
  return isl_bool_not (empty);
}

/* The proximity relations being filtered: the statements' graph with
   its reach closed, the dependences and domain, whether each
   statement's outermost loop is pinned (-1: not known yet), and the
   relations kept so far.  */
struct links_data
{
  struct band_graph g;
  isl_union_map *edges;
  isl_union_set *domain;
  int pinned[PH_MAX_BAND_STATEMENTS];
  int statement;
  isl_union_map *kept;
};

/* Whether statements A and B of DATA's graph are one component.  */
static int
same_component (const struct links_data *data, int a, int b)
{
  return a == b || (data->g.reach[a][b] && data->g.reach[b][a]);
}

/* Callback of isl_union_map_foreach_map: stop at a dependence MAP
   within the component of USER's statement (a struct links_data) that
   its outermost loop carries backwards in another.  */
static isl_stat
stop_at_backward (__isl_take isl_map *map, void *user)
{
  struct links_data *data = user;
  isl_bool back = isl_bool_false;
  int src, dst;

  map_ends (&data->g, map, &src, &dst);
  if (src >= 0 && dst >= 0 && same_component (data, src, data->statement)
      && same_component (data, dst, data->statement))
    back = carried_backwards (map);
  isl_map_free (map);
  if (back < 0)
    return isl_stat_error;
  if (back)
    data->pinned[data->statement] = 1;
  return back ? isl_stat_error : isl_stat_ok;
}

/* Whether statement K of DATA's graph has an outermost loop that the
   dependences of its component keep outside the others (a time loop
   whose steps read their neighbours' last values): that loop stays
   outermost or is skewed, in any schedule.  -1 on error.  */
static int
outer_loop_pinned (struct links_data *data, int k)
{
  if (data->pinned[k] < 0)
    {
      data->pinned[k] = 0;
      data->statement = k;
      if (isl_union_map_foreach_map (data->edges, &stop_at_backward, data)
	  < 0 && !data->pinned[k])
	return -1;
    }
  return data->pinned[k];
}

/* Whether statement K of DATA's graph has a pinned outermost loop
   (outer_loop_pinned) and more loops than statement OTHER.  -1 on
   error.  */
static int
pinned_over_shallower (struct links_data *data, int k, int other)
{
  if (data->g.depth[k] <= data->g.depth[other])
    return 0;
  return outer_loop_pinned (data, k);
}

/* Callback of isl_union_map_foreach_map: MAP added to USER's kept
   relations (a struct links_data) unless it joins, across two
   components, a statement whose outermost loop is pinned to one with
   fewer loops.  */
static isl_stat
keep_link (__isl_take isl_map *map, void *user)
{
  struct links_data *data = user;
  isl_bool drop = isl_bool_false;
  int src, dst;

  map_ends (&data->g, map, &src, &dst);
  if (src >= 0 && dst >= 0 && !same_component (data, src, dst))
    {
      int pinned = pinned_over_shallower (data, src, dst);

      if (pinned == 0)
	pinned = pinned_over_shallower (data, dst, src);
      drop = pinned < 0 ? isl_bool_error : isl_bool_ok (pinned);
    }
  if (drop < 0)
    {
      isl_map_free (map);
      return isl_stat_error;
    }
  if (drop)
    isl_map_free (map);
  else
    data->kept = isl_union_map_add_map (data->kept, map);
  return data->kept ? isl_stat_ok : isl_stat_error;
}

/* See components.h.  */
__isl_give isl_union_map *
ph_union_map_drop_unfusable_proximity (__isl_take isl_union_map *proximity,
					 __isl_keep isl_union_map *edges,
					 __isl_keep isl_union_set *domain)
{
  struct links_data data;

  memset (&data, 0, sizeof data);
  memset (data.pinned, -1, sizeof data.pinned);
  data.edges = edges;
  data.domain = domain;
  if (proximity
      && isl_union_set_foreach_set (domain, &add_statement, &data.g) >= 0
      && isl_union_map_foreach_map (edges, &add_edge, &data.g) >= 0)
    {
      close_reach (&data.g);
      data.kept = isl_union_map_empty (isl_union_map_get_space (proximity));
      if (isl_union_map_foreach_map (proximity, &keep_link, &data) < 0)
	data.kept = isl_union_map_free (data.kept);
    }
  for (int k = 0; k < data.g.n; k++)
    isl_id_free (data.g.ids[k]);
  /* Too many statements, no names or a failure: the relation as it
     was, which only costs the scheduler its time.  */
  if (!data.kept)
    return proximity;
  isl_union_map_free (proximity);
  return data.kept;
}
