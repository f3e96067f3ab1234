/* heat-copy: a 3-D heat stencil with two grids and a copy back, B from A's 7 points, then A = B, over TSTEPS time steps on heap grids passed as VLA parameters; once with no step first.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "heat-copy.c:16:\[0-9\]+: note: polyhedral: found SCoP: \[0-9\]+ loops, 2 statements" } } */
#include "check.h"

#ifndef N
#define N 13
#endif
#ifndef TSTEPS
#define TSTEPS 5
#endif

static void __attribute__((noinline))
kernel_heat_copy (int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
  for (int t = 0; t < tsteps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    B[i][j][k] = A[i][j][k]
			 + 0.125 * (A[i + 1][j][k] + A[i - 1][j][k]
				    + A[i][j + 1][k] + A[i][j - 1][k]
				    + A[i][j][k + 1] + A[i][j][k - 1]
				    - 6.0 * A[i][j][k]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  for (int k = 1; k < n - 1; k++)
	    A[i][j][k] = B[i][j][k];
    }
}

int
main (void)
{
  double (*A)[N][N] = kernel_alloc (sizeof (double[N][N][N]));
  double (*B)[N][N] = kernel_alloc (sizeof (double[N][N][N]));

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	{
	  A[i][j][k] = (double) ((i * j + k * k + 3 * i) % 11) / 11.0
		       + (double) (i + j + (N - k)) / N;
	  B[i][j][k] = 0.0;
	}
  kernel_heat_copy (0, N, A, B);
  KERNEL_TIMER_START ();
  kernel_heat_copy (TSTEPS, N, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N * N);
  check_double ("B", (const double *) B, (long) N * N * N);
  free (A);
  free (B);
  return 0;
}
