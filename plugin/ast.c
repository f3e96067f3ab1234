/* Building the isl AST of a schedule.  */

#include <isl/ast_build.h>
#include <isl/printer.h>

#include "polyhedral/ast.h"

/* The AST of SCOP's schedule, built under its context.  */
isl_ast_node *
ph_ast_generate (const struct ph_scop *scop)
{
  isl_ast_build *build;
  isl_ast_node *node;

  build = isl_ast_build_from_context (isl_set_copy (scop->context));
  node = isl_ast_build_node_from_schedule (build,
					   isl_schedule_copy (scop->schedule));
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
