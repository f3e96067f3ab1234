/* Unit tests of the recovery of rows of flat arrays, with constant
   strides and with strides known at run time, from isl text.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/union_set.h>
#include <isl/union_map.h>

#include "polyhedral/ctx.h"
#include "polyhedral/delinearize.h"
#include "polyhedral/scop.h"
#include "unit.h"

/* A SCoP in CTX with DOMAIN, READS and WRITES (isl text, the accesses
   cut to DOMAIN) and one flat memory array A of 8-byte elements.  */
static struct ph_scop *
flat_scop (isl_ctx *ctx, const char *domain, const char *reads,
	   const char *writes)
{
  struct ph_scop *scop = unit_scop (ctx, domain, reads, writes);

  /* The accesses only of the instances.  */
  scop->reads = isl_union_map_intersect_domain
		  (scop->reads, isl_union_set_copy (scop->domain));
  scop->must_writes = isl_union_map_intersect_domain
			(scop->must_writes, isl_union_set_copy (scop->domain));
  isl_union_map_free (scop->may_writes);
  scop->may_writes = isl_union_map_copy (scop->must_writes);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "A", NULL), PH_ARRAY_MEMORY,
		     1, 8, NULL);
  return scop;
}

/* Whether UMAP equals the relation written as WANT, restricted to the
   domain of SCOP.  */
static int
relation_is (const struct ph_scop *scop, isl_union_map *umap,
	     const char *want)
{
  isl_union_map *w = isl_union_map_intersect_domain
		       (isl_union_map_read_from_str (scop->ctx, want),
			isl_union_set_copy (scop->domain));
  int same = isl_union_map_is_equal (umap, w) == isl_bool_true;

  isl_union_map_free (w);
  return same;
}

/* lu's accesses after constant propagation of n = 41: rows of 41.  A[42i]
   (the diagonal) is row i, column i, and A[42i + j] with j <= 40 - i is
   row i, column i + j.  */
static void
test_lu (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "{ S[i, j, k] : i <= 40 and 0 < j < i and 0 <= k < j; "
	  "T[i, j] : 0 < i <= 40 and 0 <= j < i; "
	  "U[i, j, k] : i > 0 and 0 <= j <= 40 - i and 0 <= k < i }",
     "{ S[i, j, k] -> A[41i + j]; S[i, j, k] -> A[41i + k]; "
     "S[i, j, k] -> A[j + 41k]; T[i, j] -> A[41i + j]; T[i, j] -> A[42j]; "
     "U[i, j, k] -> A[42i + j]; U[i, j, k] -> A[41i + k]; "
     "U[i, j, k] -> A[i + j + 41k] }",
     "{ S[i, j, k] -> A[41i + j]; T[i, j] -> A[41i + j]; "
     "U[i, j, k] -> A[42i + j] }");

  unit_check ("lu: delinearised", ph_scop_delinearize (scop) == isl_stat_ok,
	      NULL);
  unit_check ("lu: two dimensions, rows of 41",
	      scop->arrays[0].n_dim == 2 && scop->arrays[0].inner_sizes
	      && isl_multi_pw_aff_dim (scop->arrays[0].inner_sizes,
				       isl_dim_out) == 1, NULL);
  unit_check ("lu: reads",
	      relation_is (scop, scop->reads,
			   "{ S[i, j, k] -> A[i, j]; S[i, j, k] -> A[i, k]; "
			   "S[i, j, k] -> A[k, j]; T[i, j] -> A[i, j]; "
			   "T[i, j] -> A[j, j]; U[i, j, k] -> A[i, i + j]; "
			   "U[i, j, k] -> A[i, k]; U[i, j, k] -> A[k, i + j] }"),
	      NULL);
  unit_check ("lu: writes",
	      relation_is (scop, scop->must_writes,
			   "{ S[i, j, k] -> A[i, j]; T[i, j] -> A[i, j]; "
			   "U[i, j, k] -> A[i, i + j] }"), NULL);
  ph_scop_free (scop);
}

/* A 3-D array flattened with sizes 13 and 17, with an offset of -1 in the
   last subscript: three dimensions come back.  */
static void
test_three_dimensions (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "{ S[r, q, p] : 0 <= r <= 10 and 0 <= q <= 12 and 1 <= p <= 16 }",
     "{ S[r, q, p] -> A[221r + 17q + p - 1] }",
     "{ S[r, q, p] -> A[221r + 17q + p] }");

  unit_check ("3-D: delinearised", ph_scop_delinearize (scop) == isl_stat_ok,
	      NULL);
  unit_check ("3-D: three dimensions", scop->arrays[0].n_dim == 3, NULL);
  unit_check ("3-D: accesses",
	      relation_is (scop, scop->reads,
			   "{ S[r, q, p] -> A[r, q, p - 1] }")
	      && relation_is (scop, scop->must_writes,
			      "{ S[r, q, p] -> A[r, q, p] }"), NULL);
  ph_scop_free (scop);
}

/* Subscripts with a modulo and a division by constants, as the fuzzer
   writes them on a variable-length array whose rows constant
   propagation fixed at 84 (seed 6022): A[i][j % 3 + 27], A[i / 2][j]
   and A[i][j] come back.  */
static void
test_divisions (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "{ S[i, j] : 0 <= i <= 20 and 0 <= j <= 50 }",
     "{ S[i, j] -> A[84i + 27 + (j mod 3)]; "
     "S[i, j] -> A[84*floor(i/2) + j] }",
     "{ S[i, j] -> A[84i + j] }");

  unit_check ("divisions: delinearised",
	      ph_scop_delinearize (scop) == isl_stat_ok
	      && scop->arrays[0].n_dim == 2, NULL);
  unit_check ("divisions: accesses",
	      relation_is (scop, scop->reads,
			   "{ S[i, j] -> A[i, 27 + (j mod 3)]; "
			   "S[i, j] -> A[floor(i/2), j] }")
	      && relation_is (scop, scop->must_writes,
			      "{ S[i, j] -> A[i, j] }"), NULL);
  ph_scop_free (scop);
}

/* A[7i + j] with j up to 9 crosses rows of 7: no row length fits every
   access, and the array stays flat.  */
static void
test_no_rows (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "{ S[i, j] : 0 <= i <= 5 and 0 <= j <= 9 }",
     "{ S[i, j] -> A[7i + j] }", "{ S[i, j] -> A[7i + j] }");

  unit_check ("overlapping rows: left flat",
	      ph_scop_delinearize (scop) == isl_stat_ok
	      && scop->arrays[0].n_dim == 1
	      && relation_is (scop, scop->reads, "{ S[i, j] -> A[7i + j] }"),
	      NULL);
  ph_scop_free (scop);
}

/* Rows of m parameter elements, as the bridge gives them: the array of
   SCOP accessed as [q, r] with inner size m.  */
static void
set_param_rows (struct ph_scop *scop)
{
  struct ph_array *a = &scop->arrays[0];

  isl_multi_pw_aff_free (a->inner_sizes);
  a->inner_sizes = isl_multi_pw_aff_read_from_str (scop->ctx,
						    "[m] -> { [] -> [(m)] }");
  a->n_dim = 2;
  a->rows_from_flat = 1;
}

/* A[i * m + j] cut by the bridge into A[i, j] with 0 <= j < m known from
   the domain: nothing to assume.  */
static void
test_rows_known (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "[n, m] -> { S[i, j] : 0 <= i < n and 0 < j < m - 1 }",
     "[n, m] -> { S[i, j] -> A[i - 1, j]; S[i, j] -> A[i, j + 1] }",
     "[n, m] -> { S[i, j] -> A[i, j] }");

  set_param_rows (scop);
  unit_check ("rows within bounds: kept, nothing assumed",
	      ph_scop_assume_rows (scop) == isl_bool_true && !scop->assumed, NULL);
  ph_scop_free (scop);
}

/* The first k columns of rows of m: exact when k <= m, which is assumed;
   when nothing runs (n <= 0 or k <= 0) any row length will do.  */
static void
test_rows_assumed (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "[n, m, k] -> { S[i, j] : 0 <= i < n and 0 <= j < k }",
     "[n, m, k] -> { S[i, j] -> A[i + 1, j] }",
     "[n, m, k] -> { S[i, j] -> A[i, j] }");
  isl_set *want = isl_set_read_from_str
		    (ctx, "[n, m, k] -> { : k <= m or n <= 0 or k <= 0 }");

  set_param_rows (scop);
  unit_check ("columns up to k: assumed",
	      ph_scop_assume_rows (scop) == isl_bool_true && scop->assumed, NULL);
  unit_check ("columns up to k: context is k <= m where it runs",
	      isl_set_is_equal (scop->context, want) == isl_bool_true, NULL);
  isl_set_free (want);
  ph_scop_free (scop);
}

/* A[i * m + j + 1] with j up to m - 1: the last one leaves its row for
   every m where the loop runs.  */
static void
test_rows_crossed (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "[n, m] -> { S[i, j] : 0 <= i < n and 0 <= j < m }",
     "[n, m] -> { S[i, j] -> A[i, j + 1] }",
     "[n, m] -> { S[i, j] -> A[i, j] }");

  set_param_rows (scop);
  unit_check ("crossing rows: refused",
	      ph_scop_assume_rows (scop) == isl_bool_false, NULL);
  ph_scop_free (scop);
}

/* A flat array accessed as A[j] joins rows that other accesses cut:
   A[j] is A[0, j], which then must stay within the first row.  */
static void
test_flat_to_rows (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "[m, k] -> { S[j] : 0 <= j < k }",
     "[m, k] -> { S[j] -> A[j + 1] }", "[m, k] -> { S[j] -> A[j] }");
  isl_multi_pw_aff *rows = isl_multi_pw_aff_read_from_str
			     (ctx, "[m] -> { [] -> [(m)] }");
  isl_set *want = isl_set_read_from_str (ctx,
					 "[m, k] -> { : k < m or k <= 0 }");

  unit_check ("first row: converted",
	      ph_scop_flat_to_rows (scop, 0, rows) == isl_stat_ok
	      && scop->arrays[0].n_dim == 2 && scop->arrays[0].rows_from_flat,
	      NULL);
  unit_check ("first row: accesses",
	      relation_is (scop, scop->reads, "[m, k] -> { S[j] -> A[0, j + 1] }")
	      && relation_is (scop, scop->must_writes,
			      "[m, k] -> { S[j] -> A[0, j] }"), NULL);
  unit_check ("first row: k < m assumed",
	      ph_scop_assume_rows (scop) == isl_bool_true && scop->assumed
	      && isl_set_is_subset (scop->context, want) == isl_bool_true,
	      NULL);
  isl_set_free (want);
  ph_scop_free (scop);
}

/* A flat access A[k] joins a box of rows of m x p: A[0, 0, k], which
   must stay within the first row, of p, of the first plane, of m rows
   (so m > 0).  */
static void
test_flat_to_box (isl_ctx *ctx)
{
  struct ph_scop *scop = flat_scop
    (ctx, "[m, p, n] -> { S[k] : 0 <= k < n }", "[m, p, n] -> { S[k] -> A[k] }",
     "[m, p, n] -> { S[k] -> A[k] }");
  isl_multi_pw_aff *rows = isl_multi_pw_aff_read_from_str
			     (ctx, "[m, p] -> { [] -> [(m), (p)] }");
  isl_set *want = isl_set_read_from_str
		    (ctx, "[m, p, n] -> { : (n <= p and m > 0) or n <= 0 }");

  unit_check ("box: converted",
	      ph_scop_flat_to_rows (scop, 0, rows) == isl_stat_ok
	      && scop->arrays[0].n_dim == 3
	      && relation_is (scop, scop->reads,
			      "[m, p, n] -> { S[k] -> A[0, 0, k] }"), NULL);
  unit_check ("box: n <= p and m > 0 assumed",
	      ph_scop_assume_rows (scop) == isl_bool_true
	      && isl_set_is_equal (scop->context, want) == isl_bool_true,
	      NULL);
  isl_set_free (want);
  ph_scop_free (scop);
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);

  test_lu (ctx);
  test_three_dimensions (ctx);
  test_divisions (ctx);
  test_no_rows (ctx);
  test_rows_known (ctx);
  test_rows_assumed (ctx);
  test_rows_crossed (ctx);
  test_flat_to_rows (ctx);
  test_flat_to_box (ctx);
  isl_ctx_free (ctx);
  return unit_status ();
}
