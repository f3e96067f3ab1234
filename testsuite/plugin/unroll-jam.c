/* Unroll and jam of the point loops: in gemm's tiles, the k loop, along
   which C[i][j] stays put, goes in strips of four whose updates of
   C[i][j] follow each other in the vectorized j loop.  A stencil, whose
   written element moves along every loop, and a tile of fewer than
   four iterations of k are left as they were.  The run tests of the
   kernels check the results.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-loop-unroll-and-jam --param l1-cache-size=0" } */

#define N 300

void
gemm (double (*c)[N], const double (*a)[N], const double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
stencil (int t, double (*restrict a)[N], double (*restrict b)[N])
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
thin (double (*c)[N], const double (*a)[3], const double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 3; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP tiled 32x32x32, unrolled and jammed by 4, with a run-time check} } } */
/* { dg-final { scan-remarks {:18:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks {:24:[0-9]+: optimized: polyhedral: SCoP [a-z, ]*tiled 32x32 around whole innermost loops$} } } */
/* { dg-final { scan-remarks-not {:3[89]:[0-9]+: optimized: polyhedral: SCoP [^\n]*unrolled} } } */
