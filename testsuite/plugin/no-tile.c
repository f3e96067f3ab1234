/* no-tile: the nest is scheduled but not tiled; gemm's order is already
   the best, so it is left as it was.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-loop-unroll-and-jam -fplugin-arg-polyhedral-no-tile" } */

#define N 300

void
gemm (double (*c)[N], const double (*a)[N], const double (*b)[N])
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

/* { dg-final { scan-remarks {:11:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
/* { dg-final { scan-remarks-not {tiled} } } */
