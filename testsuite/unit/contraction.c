/* Unit tests of contractions (contraction.h) from isl text: which bands
   are contractions, with which members, and the shape of their register
   tiles on targets of 16 and 32 vector registers.  */

#define _POSIX_C_SOURCE 200809L

#include <isl/ctx.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/contraction.h"
#include "polyhedral/scop.h"
#include "unit.h"

/* A SCoP in CTX of the statements of DOMAIN, with READS and WRITES (all
   must-writes) to the 2-D arrays of doubles C, A, B, the 1-D array x and
   the 3-D arrays T and Y,
   and one band SCHEDULE over them all (permutable, its members
   coincident as COINCIDENT says).  */
static struct ph_scop *
scop_with_band (isl_ctx *ctx, const char *domain, const char *reads,
		const char *writes, const char *band, const char *coincident)
{
  struct ph_scop *scop = unit_scop (ctx, domain, reads, writes);
  char text[1024];

  snprintf (text, sizeof text,
	    "{ domain: \"%s\", child: { schedule: \"%s\", permutable: 1, "
	    "coincident: %s } }", domain, band, coincident);
  scop->schedule = isl_schedule_read_from_str (ctx, text);
  for (const char *a = "CABxTY"; *a; a++)
    {
      char id[2] = { *a, 0 };
      ph_scop_add_array (scop, isl_id_alloc (ctx, id, NULL), PH_ARRAY_MEMORY,
			 *a == 'x' ? 1 : *a == 'T' || *a == 'Y' ? 3 : 2, 8,
			 NULL);
    }
  return scop;
}

/* Whether the band of SCOP is a contraction; its rows, reduction member
   and array in *C (the statement freed).  */
static isl_bool
contraction_of (struct ph_scop *scop, struct ph_contraction *c)
{
  isl_schedule_node *node = isl_schedule_get_root (scop->schedule);
  isl_bool is;

  node = isl_schedule_node_child (node, 0);
  is = ph_band_contraction (node, scop, c);
  if (is == isl_bool_true)
    isl_id_free (c->statement);
  isl_schedule_node_free (node);
  return is;
}

#define GEMM_DOMAIN "{ S[i, k, j] : 0 <= i, j, k < 100 }"
#define GEMM_READS "{ S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; " \
		   "S[i, k, j] -> B[k, j] }"
#define GEMM_BAND "[{ S[i, k, j] -> [(i)] }, { S[i, k, j] -> [(k)] }, " \
		  "{ S[i, k, j] -> [(j)] }]"

/* C[i][j] += A[i][k] * B[k][j] in the order (i, k, j): rows i, reduction
   k, array C (index 0).  */
static void
test_gemm (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band (ctx, GEMM_DOMAIN, GEMM_READS,
					 "{ S[i, k, j] -> C[i, j] }",
					 GEMM_BAND, "[1, 0, 1]");
  struct ph_contraction c;

  unit_check ("gemm: a contraction, rows i, reduction k, into C",
	      contraction_of (scop, &c) == isl_bool_true && c.i == 0
	      && c.k == 1 && c.array == 0 && c.element_size == 8, NULL);
  ph_scop_free (scop);
}

/* T[i][j][m] += A[i][l] * Y[l][j][m] in the order (i, l, j, m): the
   rows run along i, where Y stays put, not along j, the innermost
   parallel member but the vector loop, where every row would read Y
   vectors of its own.  */
static void
test_tensor_rows (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, "{ S[i, l, j, m] : 0 <= i, l, j, m < 50 }",
     "{ S[i, l, j, m] -> T[i, j, m]; S[i, l, j, m] -> A[i, l]; "
     "S[i, l, j, m] -> Y[l, j, m] }",
     "{ S[i, l, j, m] -> T[i, j, m] }",
     "[{ S[i, l, j, m] -> [(i)] }, { S[i, l, j, m] -> [(l)] }, "
     "{ S[i, l, j, m] -> [(j)] }, { S[i, l, j, m] -> [(m)] }]",
     "[1, 0, 1, 1]");
  struct ph_contraction c;

  unit_check ("tensor contraction: rows i (where Y stays put), reduction l",
	      contraction_of (scop, &c) == isl_bool_true && c.i == 0
	      && c.k == 1 && c.array == 4, NULL);
  ph_scop_free (scop);
}

/* gemm's C[i][j] *= beta at k = 0 in the same band: still a contraction,
   of the statement that runs along k.  */
static void
test_gemm_with_init (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, "{ T[i, j] : 0 <= i, j < 100; S[i, k, j] : 0 <= i, j, k < 100 }",
     "{ T[i, j] -> C[i, j]; S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; "
     "S[i, k, j] -> B[k, j] }",
     "{ T[i, j] -> C[i, j]; S[i, k, j] -> C[i, j] }",
     "[{ T[i, j] -> [(i)]; S[i, k, j] -> [(i)] }, "
     "{ T[i, j] -> [(0)]; S[i, k, j] -> [(k)] }, "
     "{ T[i, j] -> [(j)]; S[i, k, j] -> [(j)] }]", "[1, 0, 1]");
  struct ph_contraction c;

  unit_check ("gemm with its initialisation: a contraction, reduction k",
	      contraction_of (scop, &c) == isl_bool_true && c.k == 1
	      && c.i == 0, NULL);
  ph_scop_free (scop);
}

/* C[i][j] += A[i][k] * C[k][j]: C read at another element, not one.  */
static void
test_reads_its_array_elsewhere (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, GEMM_DOMAIN,
     "{ S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; S[i, k, j] -> C[k, j] }",
     "{ S[i, k, j] -> C[i, j] }", GEMM_BAND, "[1, 0, 1]");
  struct ph_contraction c;

  unit_check ("C[i][j] += A[i][k] * C[k][j]: not a contraction",
	      contraction_of (scop, &c) == isl_bool_false, NULL);
  ph_scop_free (scop);
}

/* x[i] += A[i][k] * B[k][j]: one element for every j, which instances
   of one k would share.  */
static void
test_shared_element (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, GEMM_DOMAIN,
     "{ S[i, k, j] -> x[i]; S[i, k, j] -> A[i, k]; S[i, k, j] -> B[k, j] }",
     "{ S[i, k, j] -> x[i] }", GEMM_BAND, "[1, 0, 0]");
  struct ph_contraction c;

  unit_check ("x[i] += A[i][k] * B[k][j]: not a contraction",
	      contraction_of (scop, &c) == isl_bool_false, NULL);
  ph_scop_free (scop);
}

/* A stencil C[i][j] = A[i][j - 1] + A[i][j + 1] + B[k][j] in a band of
   three members: its element moves along every member but k, and with no
   parallel member left for the rows, no contraction.  */
static void
test_no_rows (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, GEMM_DOMAIN, GEMM_READS, "{ S[i, k, j] -> C[i, j] }", GEMM_BAND,
     "[0, 0, 1]");
  struct ph_contraction c;

  unit_check ("no parallel member for the rows: not a contraction",
	      contraction_of (scop, &c) == isl_bool_false, NULL);
  ph_scop_free (scop);
}

/* syrk's triangle C[i][j] += A[i][k] * A[j][k] for j <= i: a
   contraction too, rows i, reduction k (its register tiles along the
   diagonal stay partial: unit/optimize.c).  */
static void
test_triangle (isl_ctx *ctx)
{
  struct ph_scop *scop = scop_with_band
    (ctx, "{ S[i, k, j] : 0 <= j <= i < 100 and 0 <= k < 100 }",
     "{ S[i, k, j] -> C[i, j]; S[i, k, j] -> A[i, k]; S[i, k, j] -> A[j, k] }",
     "{ S[i, k, j] -> C[i, j] }", GEMM_BAND, "[1, 0, 1]");
  struct ph_contraction c;

  unit_check ("a triangle: a contraction, rows i, reduction k, into C",
	      contraction_of (scop, &c) == isl_bool_true && c.i == 0
	      && c.k == 1 && c.array == 0, NULL);
  ph_scop_free (scop);
}

/* The register tiles of doubles and floats with 16 and 32 registers.  */
static void
test_shapes (void)
{
  int rows = 0, columns = 0;

  unit_check ("AVX-512 doubles: 8x24",
	      ph_register_tile_shape (64, 32, 8, &rows, &columns)
	      && rows == 8 && columns == 24, NULL);
  unit_check ("AVX-512 floats: 8x48",
	      ph_register_tile_shape (64, 32, 4, &rows, &columns)
	      && rows == 8 && columns == 48, NULL);
  unit_check ("AVX2 doubles: 6x8",
	      ph_register_tile_shape (32, 16, 8, &rows, &columns)
	      && rows == 6 && columns == 8, NULL);
  unit_check ("SSE2: no register tile",
	      !ph_register_tile_shape (16, 16, 8, &rows, &columns), NULL);
  unit_check ("no vectors: no register tile",
	      !ph_register_tile_shape (0, 0, 8, &rows, &columns), NULL);
  unit_check ("too few registers: no register tile",
	      !ph_register_tile_shape (32, 3, 8, &rows, &columns), NULL);
}

int
main (void)
{
  isl_ctx *ctx = isl_ctx_alloc ();

  test_gemm (ctx);
  test_gemm_with_init (ctx);
  test_tensor_rows (ctx);
  test_reads_its_array_elsewhere (ctx);
  test_shared_element (ctx);
  test_no_rows (ctx);
  test_triangle (ctx);
  test_shapes ();
  isl_ctx_free (ctx);
  return unit_status ();
}
