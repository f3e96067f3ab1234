/* Under parallel code, a SCoP for which isl's scheduler finds no
   schedule in time keeps its original order, and its loops that carry
   no dependence still run in parallel: here the i loops of each time
   step of a 3-D heat stencil (heat-3d's scheduler runs out of time at
   the default limit too).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-max-schedule-time=1" } */

#define N 120

void
heat (int steps, double (*restrict a)[N][N], double (*restrict b)[N][N])
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  for (int k = 1; k < N - 1; k++)
	    b[i][j][k] = 0.125 * (a[i + 1][j][k] - 2.0 * a[i][j][k]
				  + a[i - 1][j][k])
			 + 0.125 * (a[i][j + 1][k] - 2.0 * a[i][j][k]
				    + a[i][j - 1][k])
			 + a[i][j][k];
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  for (int k = 1; k < N - 1; k++)
	    a[i][j][k] = b[i][j][k];
    }
}

/* { dg-final { scan-remarks {:14:[0-9]+: optimized: polyhedral: SCoP kept in its original order} } } */
/* { dg-final { scan-remarks {:16:[0-9]+: optimized: polyhedral: parallel loop, dimension 2 of the new loop nest} } } */
/* { dg-final { scan-remarks {:24:[0-9]+: optimized: polyhedral: parallel loop, dimension 2 of the new loop nest} } } */
