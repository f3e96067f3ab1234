/* Unroll and jam only where the strips that run all four iterations
   are one convex piece.  Opus's matrix times vector (mapping_matrix.c):
   the store of the sum sits at c = m in the tiled band, after the sum
   over c < m, so the full strips of i lie in several pieces, and isl's
   AST isolated, separated and unrolled each of them (2.8 million
   operations, 6000 lines of AST): the nest is tiled, not jammed.  Gemm
   keeps its jam (unroll-jam.c).  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

void
mat_vec (int rows, int row, const short *a, const float *x, int m,
	 float *y, int stride, int n)
{
  for (int i = 0; i < n; i++)
    {
      float t = 0;
      for (int c = 0; c < m; c++)
	t += a[rows * c + row] * x[m * i + c];
      y[stride * i] = (1 / 32768.f) * t;
    }
}

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP tiled 32x32, with a run-time check that the subscripts of flat arrays stay in their rows and that 3 pairs of arrays do not overlap} } } */
/* { dg-final { scan-remarks-not {unrolled and jammed} } } */
