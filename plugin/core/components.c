/* Whether a schedule's bands each run statements of one strongly
   connected component of the dependences.  isl's scheduler splits the
   statements into such components at every depth: with fuse=min it
   schedules them one after the other, with fuse=smart (its clustering)
   it first schedules each alone, then merges some.  A schedule of
   fuse=smart whose every band stays within one component is therefore
   the schedule of fuse=min, and the optimiser need not ask for the
   latter (decision 78).  */

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

/* The statements of one band, named by their tuples, and which reach
   which along the dependences left at its depth.  */
struct band_graph
{
  isl_id *ids[PH_MAX_BAND_STATEMENTS];
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

  isl_set_free (set);
  if (!id || g->n >= PH_MAX_BAND_STATEMENTS)
    {
      isl_id_free (id);
      return isl_stat_error;
    }
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

/* Callback of isl_union_map_foreach_map: an edge of the graph USER
   from the source of the dependences MAP to their target, if MAP has
   any.  */
static isl_stat
add_edge (__isl_take isl_map *map, void *user)
{
  struct band_graph *g = user;
  isl_id *from = isl_map_get_tuple_id (map, isl_dim_in);
  isl_id *to = isl_map_get_tuple_id (map, isl_dim_out);
  int src = statement_number (g, from), dst = statement_number (g, to);
  isl_bool empty = isl_map_is_empty (map);

  isl_id_free (from);
  isl_id_free (to);
  isl_map_free (map);
  if (empty < 0)
    return isl_stat_error;
  if (!empty && src >= 0 && dst >= 0)
    g->reach[src][dst] = 1;
  return isl_stat_ok;
}

/* Whether every statement of G reaches every other (Warshall's
   closure).  */
static int
strongly_connected (struct band_graph *g)
{
  for (int k = 0; k < g->n; k++)
    for (int i = 0; i < g->n; i++)
      if (g->reach[i][k])
	for (int j = 0; j < g->n; j++)
	  g->reach[i][j] |= g->reach[k][j];
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
  struct band_graph g = { { NULL }, 0, { { 0 } } };
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
