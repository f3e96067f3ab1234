/* A list of tile sizes applies from the outermost member of a band, the
   last size repeating; no-tile (tile-sizes-off.c) keeps the schedule.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-loop-unroll-and-jam -fplugin-arg-polyhedral-tile-size=16,8" } */

#define N 300

void
gemm (double (*c)[N], const double (*a)[N], const double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

/* { dg-final { scan-remarks {:11:[0-9]+: optimized: polyhedral: SCoP tiled 16x8x8, unrolled and jammed by 4, with a run-time check} } } */
