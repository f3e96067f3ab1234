/* Unit tests of the bounded isl context: errors come back to the caller
   and the operation and time budgets stop long computations.  */

#include <string.h>

#include <isl/set.h>
#include <isl/union_set.h>

#include "polyhedral/ctx.h"
#include "unit.h"

/* A set whose lexicographic optimisation takes isl many operations.  */
static const char *const heavy =
  "[n, m] -> { [a, b, c, d, e] : 0 <= a <= n and 0 <= b <= m and "
  "a + b <= c <= 3a + 7b and 2c - a <= d <= 5c + b and "
  "exists (f : 3f = d + e and 0 <= e <= 2a + b) }";

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (50);
  isl_set *set, *bad;

  set = isl_set_read_from_str (ctx, heavy);
  set = isl_set_lexmax (set);
  set = isl_set_coalesce (set);
  set = isl_set_compute_divs (set);
  unit_check ("budget stops the computation",
	      set == NULL
	      && !strcmp (ph_ctx_budget_hit (ctx), "max-operations"), NULL);
  isl_set_free (set);
  isl_ctx_free (ctx);

  ctx = ph_ctx_alloc (0);
  bad = isl_set_read_from_str (ctx, "{ [i] : i < }");
  unit_check ("a parse error is returned, not fatal",
	      bad == NULL && isl_ctx_last_error (ctx) != isl_error_none
	      && !ph_ctx_budget_hit (ctx), NULL);
  set = isl_set_read_from_str (ctx, heavy);
  set = isl_set_lexmax (set);
  unit_check ("without a budget the computation ends", set != NULL, NULL);
  isl_set_free (set);
  isl_ctx_free (ctx);

  /* Each round takes a few milliseconds: 20 of processor time stop
     them long before the last round.  */
  ctx = ph_ctx_alloc (0);
  ph_ctx_arm (ctx, 20);
  for (int round = 0; round < 100000 && !ph_ctx_budget_hit (ctx); round++)
    isl_set_free (isl_set_lexmax (isl_set_read_from_str (ctx, heavy)));
  ph_ctx_disarm (ctx);
  unit_check ("the time budget stops the computation",
	      ph_ctx_budget_hit (ctx)
	      && !strcmp (ph_ctx_budget_hit (ctx), "max-scop-time"), NULL);
  isl_ctx_free (ctx);

  ctx = ph_ctx_alloc (0);
  ph_ctx_arm (ctx, 60000);
  set = isl_set_lexmax (isl_set_read_from_str (ctx, heavy));
  ph_ctx_disarm (ctx);
  unit_check ("within the time budget the computation ends",
	      set != NULL && !ph_ctx_budget_hit (ctx), NULL);
  isl_set_free (set);
  isl_ctx_free (ctx);
  return unit_status ();
}
