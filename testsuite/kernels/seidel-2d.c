/* seidel-2d: in-place 9-point Gauss-Seidel sweep over TSTEPS time steps (pointer-to-array param).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "seidel-2d.c:19:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "seidel-2d.c:(1\[5-9\]|2\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef TSTEPS
#define TSTEPS 5
#endif

static void __attribute__((noinline))
kernel_seidel_2d (int tsteps, int n, double (*A)[N])
{
  int t, i, j;

  for (t = 0; t <= tsteps - 1; t++)
    for (i = 1; i <= n - 2; i++)
      for (j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                   + A[i][j - 1] + A[i][j] + A[i][j + 1]
                   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = ((double) i * (j + 2) + 2) / N;

  KERNEL_TIMER_START ();
  kernel_seidel_2d (TSTEPS, N, A);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
