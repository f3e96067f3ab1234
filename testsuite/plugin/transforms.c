/* What the optimiser does to classic nests, named by its remarks: a
   column-order copy interchanged for stride one, gemm tiled with its
   stride-one loop innermost, Gauss-Seidel and Jacobi stencils skewed
   and tiled, Jacobi's innermost loop whole in its tiles (a wavefront
   of tiles only for threads: wavefront-threads.c); the seed's recurrence
   untiled (slower in tiles), four rows interleaved after a skew.  Run tests of
   the same shapes are in testsuite/kernels.  */
/* { dg-do compile } */
/* GCC's own interchange, unroll-and-jam and memcpy distribution
   would get there first.  */
/* { dg-options "-O3 -fno-loop-interchange -fno-loop-unroll-and-jam -fno-tree-loop-distribute-patterns" } */

#define N 300

void
copy_by_columns (double (*restrict b)[N], const double (*restrict a)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      b[i][j] = 2.0 * a[i][j];
}

/* The arrays may overlap: the plugin checks at run time that they do
   not, and the new code, strips of four iterations of k unrolled in the
   j loop, tells GCC so.  */
void
gemm (double (*c)[N], const double (*a)[N],
      const double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
jacobi (int t, double (*restrict a)[N], double (*restrict b)[N])
{
  for (int s = 0; s < t; s++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  b[i][j] = 0.2 * (a[i][j] + a[i][j - 1] + a[i][j + 1]
			   + a[i + 1][j] + a[i - 1][j]);
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  a[i][j] = b[i][j];
    }
}

void
recurrence (unsigned (*restrict a)[N])
{
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++)
      a[i][j] = a[i - 1][j] + a[i][j - 1];
}

void
seidel (int t, double (*a)[N])
{
  for (int s = 0; s < t; s++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
	a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i][j] + a[i][j + 1]
		   + a[i + 1][j]) / 5.0;
}

/* { dg-final { scan-remarks {:18:[0-9]+: optimized: polyhedral: SCoP interchanged$} } } */
/* { dg-final { scan-remarks {:30:[0-9]+: optimized: polyhedral: SCoP tiled 32x32x32, unrolled and jammed by 4, with a run-time check} } } */
/* { dg-final { scan-remarks {:39:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32 around whole innermost loops$} } } */
/* { dg-final { scan-remarks {:54:[0-9]+: optimized: polyhedral: SCoP skewed, interleaved 4 chains of a recurrence$} } } */
/* { dg-final { scan-remarks {:62:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32x32$} } } */
/* The point loops stay the vectorizer's: the copy's i loop (now
   innermost), gemm's j loop, the Jacobi stencil's j loops.  */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks {:32:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks {:4[23]:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks {:4[67]:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks-not {legality check} } } */
