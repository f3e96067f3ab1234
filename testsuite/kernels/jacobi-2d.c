/* jacobi-2d: 5-point Jacobi stencil over TSTEPS time steps, ping-ponging between two 2-D arrays (VLA params).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "jacobi-2d.c:19:\[0-9\]+: note: polyhedral: found SCoP: 5 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "jacobi-2d.c:(1\[5-9\]|2\[0-9\]|30):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef TSTEPS
#define TSTEPS 39 /* More than a tile of 32: tiled in time.  */
#endif

static void __attribute__((noinline))
kernel_jacobi_2d (int tsteps, int n, double A[n][n], double B[n][n])
{
  int t, i, j;

  for (t = 0; t < tsteps; t++)
    {
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1]
                           + A[i + 1][j] + A[i - 1][j]);
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1]
                           + B[i + 1][j] + B[i - 1][j]);
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*B)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
        A[i][j] = ((double) i * (j + 2) + 2) / N;
        B[i][j] = ((double) i * (j + 3) + 3) / N;
      }

  KERNEL_TIMER_START ();
  kernel_jacobi_2d (TSTEPS, N, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  check_double ("B", (const double *) B, (long) N * N);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
