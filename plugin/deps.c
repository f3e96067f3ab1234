/* Exact dependences by isl's dataflow analysis.

   Must-writes kill: a read depends only on the last write before it, a
   write only on the reads and writes since the previous write of the
   same element.  May-writes (conditional stores the model could not
   prove to happen) never kill.  */

#include <stdlib.h>

#include <isl/flow.h>
#include <isl/schedule.h>
#include <isl/union_map.h>

#include "polyhedral/deps.h"

/* The may-dependences to the accesses SINK from the must-sources MUST
   (which kill) and the may-sources MAY, with the extra kills KILL (or
   NULL), in the order of SCOP's schedule.  */
static isl_union_map *
dataflow (const struct ph_scop *scop, isl_union_map *sink,
	  isl_union_map *must, isl_union_map *may, isl_union_map *kill)
{
  isl_union_access_info *info;
  isl_union_flow *flow;
  isl_union_map *dep;

  info = isl_union_access_info_from_sink (sink);
  info = isl_union_access_info_set_must_source (info, must);
  info = isl_union_access_info_set_may_source (info, may);
  if (kill)
    info = isl_union_access_info_set_kill (info, kill);
  info = isl_union_access_info_set_schedule
	   (info, isl_schedule_copy (scop->schedule));
  flow = isl_union_access_info_compute_flow (info);
  dep = isl_union_flow_get_may_dependence (flow);
  isl_union_flow_free (flow);
  return dep;
}

/* The flow, anti and output dependences of SCOP, restricted to its
   context.  */
struct ph_deps *
ph_deps_compute (const struct ph_scop *scop)
{
  struct ph_deps *deps = calloc (1, sizeof *deps);
  isl_union_map *may_only;

  if (!deps)
    return NULL;
  may_only = isl_union_map_subtract (isl_union_map_copy (scop->may_writes),
				     isl_union_map_copy (scop->must_writes));
  deps->flow = dataflow (scop, isl_union_map_copy (scop->reads),
			 isl_union_map_copy (scop->must_writes),
			 isl_union_map_copy (may_only), NULL);
  deps->anti = dataflow (scop, isl_union_map_copy (scop->may_writes),
			 isl_union_map_empty (isl_union_map_get_space
						(scop->reads)),
			 isl_union_map_copy (scop->reads),
			 isl_union_map_copy (scop->must_writes));
  deps->output = dataflow (scop, isl_union_map_copy (scop->may_writes),
			   isl_union_map_copy (scop->must_writes),
			   isl_union_map_copy (may_only), NULL);
  isl_union_map_free (may_only);
  deps->flow = isl_union_map_intersect_params
		 (deps->flow, isl_set_copy (scop->context));
  deps->anti = isl_union_map_intersect_params
		 (deps->anti, isl_set_copy (scop->context));
  deps->output = isl_union_map_intersect_params
		   (deps->output, isl_set_copy (scop->context));
  if (!deps->flow || !deps->anti || !deps->output)
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
  free (deps);
  return NULL;
}

/* The union of every kind of dependence in DEPS.  */
isl_union_map *
ph_deps_all (const struct ph_deps *deps)
{
  isl_union_map *all = isl_union_map_copy (deps->flow);

  all = isl_union_map_union (all, isl_union_map_copy (deps->anti));
  return isl_union_map_union (all, isl_union_map_copy (deps->output));
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
}
