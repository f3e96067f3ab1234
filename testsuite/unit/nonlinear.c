/* Unit tests of the dependences of polynomial subscripts, decided by the
   solver, on the classic cases: each states its domain and offsets in
   isl text and the dependences it must have.  Built without z3, every
   question is undecided and every dependence assumed, which the tests
   check instead; affine offsets are isl's to decide, with or without
   it.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/point.h>
#include <isl/polynomial.h>
#include <isl/schedule.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/ctx.h"
#include "polyhedral/deps.h"
#include "polyhedral/nonlinear.h"
#include "polyhedral/scop.h"
#include "polyhedral/solver.h"
#include "unit.h"

/* A SCoP in CTX of one statement S over DOMAIN (isl text), scheduled by
   SCHEDULE (a band in isl text), with one memory array A of 8-byte
   elements.  */
static struct ph_scop *
poly_scop (isl_ctx *ctx, const char *domain, const char *schedule)
{
  struct ph_scop *scop = ph_scop_alloc (ctx);

  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str (ctx, domain);
  scop->schedule = isl_schedule_insert_partial_schedule
		     (isl_schedule_from_domain (isl_union_set_copy
						  (scop->domain)),
		      isl_multi_union_pw_aff_read_from_str (ctx, schedule));
  ph_scop_add_array (scop, isl_id_alloc (ctx, "A", NULL), PH_ARRAY_MEMORY,
		     1, 8, NULL);
  return scop;
}

/* Add to SCOP an access of 8 bytes to A at the byte offset OFFSET (isl
   text), a write if IS_WRITE.  */
static void
add (struct ph_scop *scop, const char *offset, int is_write)
{
  ph_scop_add_nonlinear_access
    (scop, 0, is_write, 8, isl_pw_qpolynomial_read_from_str (scop->ctx,
							     offset));
}

/* Decide the dependences of SCOP and check them against WANT (isl text),
   or, without a solver, against ALL (every pair of instances in
   order).  */
static void
check_deps (const char *name, struct ph_scop *scop, const char *want,
	    const char *all)
{
  struct ph_nonlinear_report report;
  int ok = ph_nonlinear_decide (scop, 1000, NULL, &report) == isl_stat_ok;
  isl_union_map *w = isl_union_map_read_from_str
		       (scop->ctx, ph_solver_available () ? want : all);
  char *got = scop->nonlinear_deps
	      ? isl_union_map_to_str (scop->nonlinear_deps) : NULL;

  ok = ok && isl_union_map_is_equal (scop->nonlinear_deps, w)
	  == isl_bool_true;
  unit_check (name, ok, got);
  free (got);
  isl_union_map_free (w);
}

/* A[i * i + j], 0 <= j < i: row i of a triangle of rows of growing
   length; the rows never overlap, so nothing depends.  */
static void
test_square_rows (isl_ctx *ctx)
{
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i, j] : 0 <= j < i < n }",
     "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");

  add (scop, "[n] -> { S[i, j] -> 8 * i * i + 8 * j }", 1);
  check_deps ("A[i*i + j] with 0 <= j < i has no dependence", scop,
	      "{ }",
	      "[n] -> { S[i, j] -> S[i', j'] : 0 <= j < i < i' < n and "
	      "0 <= j' < i'; S[i, j] -> S[i, j'] : 0 <= j < j' < i < n }");
  ph_scop_free (scop);
}

/* A[i * i] written: distinct for i >= 0, but i and -i meet when
   negative counters are allowed.  */
static void
test_squares (isl_ctx *ctx)
{
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i] : 0 <= i < n }", "[n] -> [{ S[i] -> [(i)] }]");

  add (scop, "[n] -> { S[i] -> 8 * i * i }", 1);
  check_deps ("A[i*i] with i >= 0 has no dependence", scop, "{ }",
	      "[n] -> { S[i] -> S[i'] : 0 <= i < i' < n }");
  ph_scop_free (scop);

  scop = poly_scop (ctx, "[n] -> { S[i] : -n <= i < n }",
		    "[n] -> [{ S[i] -> [(i)] }]");
  add (scop, "[n] -> { S[i] -> 8 * i * i }", 1);
  check_deps ("A[i*i] with -n <= i is dependent", scop,
	      "[n] -> { S[i] -> S[i'] : -n <= i < i' < n }",
	      "[n] -> { S[i] -> S[i'] : -n <= i < i' < n }");
  ph_scop_free (scop);
}

/* Ten writes A[i * i], each offset in two pieces: 220 pairs of pieces,
   past the questions a SCoP may ask (16), part way through a pair of
   accesses and through a source piece.  The pairs left without a
   question are dependences, whatever the solver says of the others.  */
static void
test_past_questions (isl_ctx *ctx)
{
  const char *all = "[n] -> { S[i] -> S[i'] : 0 <= i < i' < n }";
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i] : 0 <= i < n }", "[n] -> [{ S[i] -> [(i)] }]");

  for (int k = 0; k < 10; k++)
    add (scop, "[n] -> { S[i] -> 8 * i * i : i < 5; "
	 "S[i] -> 8 * i * i : i >= 5 }", 1);
  check_deps ("past the questions, every ordered pair is assumed", scop,
	      all, all);
  ph_scop_free (scop);
}

/* The packed lower triangle AP[i * (i + 1) / 2 + j], 0 <= j <= i,
   updated in place (read and written): each element once.  */
static void
test_packed (isl_ctx *ctx)
{
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n }",
     "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");
  const char *offset = "[n] -> { S[i, j] -> 4 * i * i + 4 * i + 8 * j }";

  add (scop, offset, 0);
  add (scop, offset, 1);
  check_deps ("AP[i*(i+1)/2 + j] with 0 <= j <= i has no dependence", scop, "{ }",
	      "[n] -> { S[i, j] -> S[i', j'] : 0 <= j <= i < i' < n and "
	      "0 <= j' <= i'; S[i, j] -> S[i, j'] : 0 <= j < j' <= i < n }");

  /* The bytes touched: [0, 8 * n * (n + 1) / 2), here for n = 10.  */
  isl_pw_qpolynomial_fold *lo = ph_nonlinear_extent (scop, 0, 0);
  isl_pw_qpolynomial_fold *hi = ph_nonlinear_extent (scop, 0, 1);
  isl_point *pt = isl_point_set_coordinate_val
		    (isl_point_zero (isl_pw_qpolynomial_fold_get_domain_space
				       (hi)),
		     isl_dim_param, 0, isl_val_int_from_si (ctx, 10));
  isl_val *low = isl_pw_qpolynomial_fold_eval (lo, isl_point_copy (pt));
  isl_val *high = isl_pw_qpolynomial_fold_eval (hi, pt);
  unit_check ("AP extent for n = 10 is bytes [0, 440)",
	      isl_val_cmp_si (low, 0) == 0 && isl_val_cmp_si (high, 440) == 0,
	      NULL);
  isl_val_free (low);
  isl_val_free (high);
  ph_scop_free (scop);
}

/* A[i * j]: i * j = i' * j' has many solutions (with i = 0, or i * j =
   j * i): dependent at both levels.  */
static void
test_product (isl_ctx *ctx)
{
  const char *all = "[n] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and "
		    "0 <= j < n and 0 <= j' < n; S[i, j] -> S[i, j'] : "
		    "0 <= i < n and 0 <= j < j' < n }";
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n }",
     "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");

  add (scop, "[n] -> { S[i, j] -> 8 * i * j }", 1);
  check_deps ("A[i*j] is dependent", scop, all, all);
  ph_scop_free (scop);
}

/* An affine read A[j] of an array written through A[i * i]: moved out of
   isl's relations to the nonlinear accesses, as the byte offset 8j.  */
static void
test_separate (isl_ctx *ctx)
{
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < n }",
     "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");

  isl_union_map_free (scop->reads);
  scop->reads = isl_union_map_read_from_str
		  (ctx, "[n] -> { S[i, j] -> A[j] : 0 <= i < n and "
			"0 <= j < n }");
  add (scop, "[n] -> { S[i, j] -> 8 * i * i : 0 <= i < n and 0 <= j < n }",
       1);
  int ok = ph_scop_separate_nonlinear (scop) == isl_stat_ok;
  unit_check ("separate takes the affine read out of isl's relations",
	      ok && isl_union_map_is_empty (scop->reads) == isl_bool_true,
	      NULL);
  isl_pw_qpolynomial *want = isl_pw_qpolynomial_read_from_str
    (ctx, "[n] -> { S[i, j] -> 8 * j : 0 <= i < n and 0 <= j < n }");
  unit_check ("separate gives the read byte offset 8j",
	      ok && scop->n_nonlinear == 2 && !scop->nonlinear[1].is_write
	      && isl_pw_qpolynomial_plain_is_equal (scop->nonlinear[1].offset,
						    want) == isl_bool_true,
	      NULL);
  isl_pw_qpolynomial_free (want);
  /* A[i * i] and A[j] meet where j = i * i, at both levels.  */
  const char *all = "[n] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and "
		    "0 <= j < n and 0 <= j' < n; S[i, j] -> S[i, j'] : "
		    "0 <= i < n and 0 <= j < j' < n }";
  check_deps ("A[i*i] written and A[j] read are dependent", scop, all, all);
  ph_scop_free (scop);
}

/* Rows of i * i elements packed one after the other, row i at
   (i - 1) * i * (2i - 1) / 6: with j below the parameter T (the affine
   domain of a loop bounded by j < i * i), the rows overlap; with the
   guard i * i - j - 1 >= 0, which the solver is told, they do not.  */
static void
test_guarded_rows (isl_ctx *ctx)
{
  const char *domain = "[n, T] -> { S[i, j] : 0 <= i < n and 0 <= j <= T }";
  const char *schedule = "[n, T] -> [{ S[i, j] -> [(i)] }, "
			 "{ S[i, j] -> [(j)] }]";
  const char *offset = "[n, T] -> { S[i, j] -> "
		       "8/3 * i^3 - 4 * i^2 + 4/3 * i + 8 * j }";
  const char *all = "[n, T] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n "
		    "and 0 <= j <= T and 0 <= j' <= T; S[i, j] -> S[i, j'] "
		    ": 0 <= i < n and 0 <= j < j' <= T }";
  struct ph_scop *scop = poly_scop (ctx, domain, schedule);

  add (scop, offset, 1);
  check_deps ("rows of i*i elements with j <= T overlap across i", scop,
	      "[n, T] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and "
	      "0 <= j <= T and 0 <= j' <= T }", all);
  ph_scop_free (scop);

  scop = poly_scop (ctx, domain, schedule);
  add (scop, offset, 1);
  ph_scop_add_guard (scop, isl_pw_qpolynomial_read_from_str
			     (ctx, "[n, T] -> { S[i, j] -> i^2 - j - 1 }"));
  check_deps ("rows of i*i elements with j < i*i have no dependence", scop,
	      "{ }", all);
  ph_scop_free (scop);
}

/* A[i * (i / 2) + j]: a polynomial with an integer division, in which
   isl cannot substitute to find the stride along i, so the stand-in
   access that locality is judged by (ph_scop_locality_accesses) has a
   dimension for i; no isl error is left behind, which the SCoP's remark
   would have named (fuzzer seed 6085: "isl: Assertion ... failed").  */
static void
test_division_stride (isl_ctx *ctx)
{
  struct ph_scop *scop = poly_scop
    (ctx, "[n] -> { S[i, j] : 0 <= j < i < n }",
     "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");
  isl_union_map *stand_in;

  add (scop, "[n] -> { S[i, j] -> 8 * i * floor(i/2) + 8 * j }", 1);
  isl_ctx_reset_error (ctx);
  stand_in = ph_scop_locality_accesses (scop);
  unit_check ("A[i * (i/2) + j]: a stand-in access", stand_in != NULL,
	      NULL);
  unit_check ("A[i * (i/2) + j]: no isl error left",
	      isl_ctx_last_error (ctx) == isl_error_none,
	      isl_ctx_last_error_msg (ctx));
  isl_union_map_free (stand_in);
  ph_scop_free (scop);
}

/* Affine offsets, as an array accessed with two shapes has, decided by
   isl with or without the solver and without a question to it.
   A[10 * i + j] over rows of 10 (0 <= j < 10) never overlaps itself;
   over rows of 11 (0 <= j <= 10) it does at level 0, where every
   ordered pair of the level is a dependence, as the solver's verdict
   gives them.  A[2 * (i / 2)] meets itself at i = 2k and i = 2k + 1,
   which it would not with i / 2 taken as a fraction.  */
static void
test_affine_offsets (isl_ctx *ctx)
{
  static const struct
  {
    const char *name, *domain, *schedule, *offset, *want;
  } cases[] = {
    { "A[10 * i + j], 0 <= j < 10: isl finds no dependence",
      "[n] -> { S[i, j] : 0 <= i < n and 0 <= j < 10 }",
      "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]",
      "[n] -> { S[i, j] -> 80 * i + 8 * j }", "{ }" },
    { "A[10 * i + j], 0 <= j <= 10: isl finds the rows' overlap",
      "[n] -> { S[i, j] : 0 <= i < n and 0 <= j <= 10 }",
      "[n] -> [{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]",
      "[n] -> { S[i, j] -> 80 * i + 8 * j }",
      "[n] -> { S[i, j] -> S[i', j'] : 0 <= i < i' < n and "
      "0 <= j <= 10 and 0 <= j' <= 10 }" },
    { "A[2 * (i / 2)]: isl finds the pairs of one element",
      "[n] -> { S[i] : 0 <= i < n }", "[n] -> [{ S[i] -> [(i)] }]",
      "[n] -> { S[i] -> 16 * floor(i / 2) }",
      "[n] -> { S[i] -> S[i'] : 0 <= i < i' < n }" },
  };

  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    {
      struct ph_scop *scop = poly_scop (ctx, cases[k].domain,
					cases[k].schedule);
      struct ph_nonlinear_report report;
      isl_union_map *want = isl_union_map_read_from_str (ctx, cases[k].want);
      int ok;

      add (scop, cases[k].offset, 1);
      ok = ph_nonlinear_decide (scop, 1000, NULL, &report) == isl_stat_ok
	   && isl_union_map_is_equal (scop->nonlinear_deps, want)
	      == isl_bool_true
	   && report.n_question == 0 && report.n_exact > 0;
      unit_check (cases[k].name, ok, NULL);
      isl_union_map_free (want);
      ph_scop_free (scop);
    }
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);

  test_square_rows (ctx);
  test_squares (ctx);
  test_past_questions (ctx);
  test_packed (ctx);
  test_product (ctx);
  test_separate (ctx);
  test_guarded_rows (ctx);
  test_division_stride (ctx);
  test_affine_offsets (ctx);
  isl_ctx_free (ctx);
  return unit_status ();
}
