/* Unit tests of whether dependences fix the order of a statement's
   loops (ph_union_map_fixes_loops), from isl text.  */

#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/fixed-loops.h"
#include "unit.h"

/* A statement two deep over an n x n square.  */
static const char *const square = "[n] -> { S[i, j] : 0 <= i, j < n }";

/* Every pair of instances in the original order, loop by loop: what the
   solver assumes of a polynomial subscript it could not decide.  */
static const char *const all_pairs
  = "[n] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and 0 <= j, j' < n; "
    "S[i, j] -> S[i, j'] : 0 <= i < n and 0 <= j < j' < n }";

/* Whether ORDER fixes the loops of DOMAIN (both isl text) from loop
   FIRST, for coefficients up to MAX_COEFFICIENT.  */
static isl_bool
fixes (isl_ctx *ctx, const char *domain, const char *order, int first,
       int max_coefficient)
{
  isl_union_set *d = isl_union_set_read_from_str (ctx, domain);
  isl_union_map *o = isl_union_map_read_from_str (ctx, order);
  isl_bool fixed = ph_union_map_fixes_loops (o, d, first, max_coefficient);

  isl_union_set_free (d);
  isl_union_map_free (o);
  return fixed;
}

int
main (void)
{
  isl_ctx *ctx = isl_ctx_alloc ();

  unit_check ("dependences between all pairs fix both loops",
	      fixes (ctx, square, all_pairs, 0, 4) == isl_bool_true, NULL);
  unit_check ("with unbounded coefficients nothing is fixed",
	      fixes (ctx, square, all_pairs, 0, 0) == isl_bool_false, NULL);
  unit_check
    ("a stencil's distances (1, -1), (1, 0), (1, 1) leave a skew",
     fixes (ctx, square,
	    "[n] -> { S[i, j] -> S[i + 1, j'] : 0 <= i < n - 1 and "
	    "0 <= j, j' < n and j - 1 <= j' <= j + 1 }", 0, 4)
       == isl_bool_false, NULL);
  unit_check
    ("the outer loop's pairs alone fix it outside the inner loop",
     fixes (ctx, square,
	    "[n] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and "
	    "0 <= j, j' < n }", 0, 4) == isl_bool_true, NULL);
  unit_check
    ("the inner loop's pairs alone leave the outer loop free",
     fixes (ctx, square,
	    "[n] -> { S[i, j] -> S[i, j'] : 0 <= i < n and 0 <= j < j' < n }",
	    0, 4) == isl_bool_false, NULL);
  unit_check
    ("from the second loop, the inner loop's pairs fix a nest three deep",
     fixes (ctx, "[n] -> { S[t, i, j] : 0 <= t < 9 and 0 <= i, j < n }",
	    "[n] -> { S[t, i, j] -> S[t, i', j'] : 0 <= t < 9 and "
	    "0 <= i < i' < n and 0 <= j, j' < n }",
	    1, 4) == isl_bool_true, NULL);
  unit_check
    ("inner distances up to the coefficient bound leave a skew",
     fixes (ctx, "{ S[i, j] : 0 <= i < 100 and 0 <= j < 5 }",
	    "{ S[i, j] -> S[i', j'] : 0 <= i < i' < 100 and 0 <= j, j' < 5; "
	    "S[i, j] -> S[i, j'] : 0 <= i < 100 and 0 <= j < j' < 5 }", 0, 4)
       == isl_bool_false, NULL);
  unit_check
    ("one free statement keeps the scheduler",
     fixes (ctx, "[n] -> { S[i, j] : 0 <= i, j < n; T[i, j] : 0 <= i, j < n }",
	    all_pairs, 0, 4) == isl_bool_false, NULL);
  unit_check ("loops one deep are no statement to fix",
	      fixes (ctx, "[n] -> { S[i] : 0 <= i < n }",
		     "[n] -> { S[i] -> S[i'] : 0 <= i < i' < n }", 0, 4)
		== isl_bool_false, NULL);
  isl_ctx_free (ctx);
  return unit_status ();
}
