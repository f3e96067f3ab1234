/* Unit tests of the AST built from a schedule: the loops and the calls
   code generation walks, printed as C.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/union_set.h>

#include "polyhedral/ast.h"
#include "polyhedral/ctx.h"
#include "unit.h"

/* The AST of SCOP printed as C; to be freed.  */
static char *
ast_text (struct ph_scop *scop)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  isl_ast_node *node = ph_ast_generate (scop, scop->schedule);

  if (node)
    ph_ast_dump (out, node);
  fclose (out);
  isl_ast_node_free (node);
  return text;
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);
  struct ph_scop *scop = ph_scop_alloc (ctx);
  char *text;

  /* A triangle, then a statement after the loop nest (the sequence
     takes the AST dimension c1).  */
  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str (ctx, "[n] -> { : n > 0 }");
  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str
    (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n; T[] }");
  scop->schedule = isl_schedule_from_domain
    (isl_union_set_read_from_str (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n }"));
  scop->schedule = isl_schedule_insert_partial_schedule
    (scop->schedule, isl_multi_union_pw_aff_read_from_str
		       (ctx, "[n] -> [{ S[i, j] -> [(i)] }]"));
  scop->schedule = isl_schedule_sequence
    (scop->schedule, isl_schedule_from_domain
		       (isl_union_set_read_from_str (ctx, "{ T[] }")));
  text = ast_text (scop);
  unit_check ("outer loop", text && strstr (text, "for (int c0 = 0; c0 < n; "
					    "c0 += 1)"), text);
  unit_check ("inner loop bounded by the outer counter",
	      text && strstr (text, "for (int c2 = 0; c2 <= c0; c2 += 1)"),
	      text);
  unit_check ("calls with the statement's coordinates",
	      text && strstr (text, "S(c0, c2);")
	      && strstr (text, "T();"), text);
  {
    isl_ast_node *node = ph_ast_generate (scop, scop->schedule);
    unit_check ("the generator supports the AST",
		node && ph_ast_supported (node), NULL);
    isl_ast_node_free (node);
  }
  unit_check ("program order kept",
	      text && strstr (text, "S(c0, c2);") < strstr (text, "T();"),
	      text);
  free (text);
  ph_scop_free (scop);
  isl_ctx_free (ctx);
  return unit_status ();
}
