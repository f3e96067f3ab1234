/* Unit tests of the extents used by run-time alias checks: the box of
   the elements each array has accessed, and its first and last elements
   in row-major order, from isl text alone.  */

#include <stdlib.h>

#include <isl/aff.h>
#include <isl/union_set.h>
#include <isl/union_map.h>

#include "polyhedral/alias.h"
#include "polyhedral/ctx.h"
#include "unit.h"

/* A SCoP in CTX under the context n > 0 with the statement instances
   DOMAIN, which read READS and write WRITES of one array A whose rows
   are n + 1 elements long.  */
static struct ph_scop *
scop_of (isl_ctx *ctx, const char *domain, const char *reads,
	 const char *writes)
{
  struct ph_scop *scop = unit_scop (ctx, domain, reads, writes);

  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str (ctx, "[n] -> { : n > 0 }");
  ph_scop_add_array (scop, isl_id_alloc (ctx, "A", NULL), PH_ARRAY_MEMORY,
		     2, 8, isl_multi_pw_aff_read_from_str
			     (ctx, "[n] -> { [] -> [(n + 1)] }"));
  return scop;
}

/* A SCoP that reads A[i][j + 1] and writes A[i + 1][j] over a triangle,
   under the context n > 0.  */
static struct ph_scop *
triangle (isl_ctx *ctx)
{
  return scop_of (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n }",
		  "[n] -> { S[i, j] -> A[i, j + 1] : 0 <= j <= i < n }",
		  "[n] -> { S[i, j] -> A[i + 1, j] : 0 <= j <= i < n }");
}

/* Whether the K-th element of LIST is the function written as STR.  */
static int
bound_is (isl_pw_aff_list *list, int k, const char *str)
{
  isl_pw_aff *pa, *expected;
  int equal;

  if (!list || k >= isl_pw_aff_list_n_pw_aff (list))
    return 0;
  pa = isl_pw_aff_list_get_at (list, k);
  expected = isl_pw_aff_read_from_str (isl_pw_aff_get_ctx (pa), str);
  equal = isl_pw_aff_is_equal (pa, expected) == isl_bool_true;
  isl_pw_aff_free (pa);
  isl_pw_aff_free (expected);
  return equal;
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);
  struct ph_scop *scop = triangle (ctx);
  isl_pw_aff_list *low = ph_scop_access_bounds (scop, 0, 0);
  isl_pw_aff_list *high = ph_scop_access_bounds (scop, 0, 1);

  unit_check ("lower row", bound_is (low, 0, "[n] -> { [(0)] : n > 0 }"),
	      NULL);
  unit_check ("lower column",
	      bound_is (low, 1, "[n] -> { [(0)] : n > 0 }"), NULL);
  unit_check ("upper row",
	      bound_is (high, 0, "[n] -> { [(n)] : n > 0 }"), NULL);
  unit_check ("upper column",
	      bound_is (high, 1, "[n] -> { [(n)] : n > 0 }"), NULL);
  isl_pw_aff_list_free (low);
  isl_pw_aff_list_free (high);
  ph_scop_free (scop);

  /* An access unbounded in a dimension has no box.  */
  scop = triangle (ctx);
  scop->reads = isl_union_map_union
    (scop->reads, isl_union_map_read_from_str
		    (ctx, "[n] -> { S[i, j] -> A[i, k] : 0 <= j <= i < n "
			  "and k >= j }"));
  low = ph_scop_access_bounds (scop, 0, 1);
  unit_check ("unbounded access has no upper bound", low == NULL, NULL);
  isl_pw_aff_list_free (low);
  ph_scop_free (scop);

  /* The first and last elements of the triangle: row 0 is only read
     from its column 1 on, row n only written up to its column n - 1.  */
  scop = triangle (ctx);
  low = ph_scop_access_corner (scop, 0, 0);
  high = ph_scop_access_corner (scop, 0, 1);
  unit_check ("first element", bound_is (low, 0, "[n] -> { [(0)] : n > 0 }")
	      && bound_is (low, 1, "[n] -> { [(1)] : n > 0 }"), NULL);
  unit_check ("last element", bound_is (high, 0, "[n] -> { [(n)] : n > 0 }")
	      && bound_is (high, 1, "[n] -> { [(n - 1)] : n > 0 }"), NULL);
  isl_pw_aff_list_free (low);
  isl_pw_aff_list_free (high);
  ph_scop_free (scop);

  /* Gram-Schmidt's R[k][k] and R[k][j > k] in rows one element longer,
     R'[k][0] and R'[k][j - k]: the box ends with row n - 1 of R', n
     elements past the last one touched, R'[n - 1][0].  */
  {
    const char *diagonal =
      "[n] -> { T[k, j] -> A[k, 0] : 0 <= k < n and 0 <= j < n - k; "
      "T[k, j] -> A[k, j] : 0 <= k < n and 0 < j < n - k }";
    scop = scop_of (ctx, "[n] -> { T[k, j] : 0 <= k < n and 0 <= j < n - k }",
		    diagonal, diagonal);
  }
  high = ph_scop_access_corner (scop, 0, 1);
  unit_check ("last element of a diagonal",
	      bound_is (high, 0, "[n] -> { [(n - 1)] : n > 0 }")
	      && bound_is (high, 1, "[n] -> { [(0)] : n > 0 }"), NULL);
  isl_pw_aff_list_free (high);

  /* A[k][-1], the end of the row before: the last element of row k is
     not the last touched, and there is no exact corner.  */
  scop->reads = isl_union_map_union
    (scop->reads, isl_union_map_read_from_str
		    (ctx, "[n] -> { T[k, j] -> A[k, -1] : 0 < k < n and "
			  "j = 0 }"));
  high = ph_scop_access_corner (scop, 0, 1);
  unit_check ("no corner when an index leaves its row", high == NULL, NULL);
  isl_pw_aff_list_free (high);
  ph_scop_free (scop);
  isl_ctx_free (ctx);
  return unit_status ();
}
