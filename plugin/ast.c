/* Building the isl AST of a schedule.  */

#include <isl/ast_build.h>
#include <isl/printer.h>
#include <isl/schedule_node.h>

#include "polyhedral/ast.h"

/* Ask isl to separate the iterations of the band NODE where the set of
   statements executed differs (a statement that skips the last
   iteration, the partial tiles of a later tiling), so that the loops
   generated for the common case hold no condition: GCC's vectorizer
   does not take loops with control flow.  */
static isl_schedule_node *
separate_band (isl_schedule_node *node, void *user)
{
  (void) user;
  if (isl_schedule_node_get_type (node) != isl_schedule_node_band)
    return node;
  return isl_schedule_node_band_set_ast_build_options
	   (node, isl_union_set_read_from_str
		    (isl_schedule_node_get_ctx (node), "{ separate[x] }"));
}

/* The AST of SCOP's schedule, built under its context.  */
isl_ast_node *
ph_ast_generate (const struct ph_scop *scop)
{
  isl_ast_build *build;
  isl_ast_node *node;
  isl_schedule *schedule;

  schedule = isl_schedule_map_schedule_node_bottom_up
	       (isl_schedule_copy (scop->schedule), &separate_band, NULL);
  build = isl_ast_build_from_context (isl_set_copy (scop->context));
  node = isl_ast_build_node_from_schedule (build, schedule);
  isl_ast_build_free (build);
  return node;
}

/* Print NODE to OUT in C syntax.  */
void
ph_ast_dump (FILE *out, isl_ast_node *node)
{
  isl_printer *p = isl_printer_to_file (isl_ast_node_get_ctx (node), out);

  p = isl_printer_set_output_format (p, ISL_FORMAT_C);
  p = isl_printer_print_ast_node (p, node);
  isl_printer_free (p);
}
