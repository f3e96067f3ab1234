/* guarded: rectangular nests whose statements are guarded by affine conditions (j <= i, i + j < n, i >= 2 && j < m - 1) on global arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "guarded.c:18:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 5 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "guarded.c:(1\[4-9\]|2\[0-9\]|3\[0-2\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif

static double A[N][N], B[N][N], C[N][N];

static void __attribute__((noinline))
kernel_guarded (int n)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
        if (j <= i)
          A[i][j] = A[i][j] + 0.5 * B[i][j];
        if (i + j < n)
          C[i][j] = B[j][i] - 0.25 * A[i][j];
        else
          C[i][j] = 2.0 * C[i][j];
      }
  for (i = 1; i < n; i++)
    for (j = 0; j < n; j++)
      if (i >= 2 && j < n - 1)
        B[i][j] = B[i - 2][j + 1] + 0.125 * A[i][j];
}

int
main (void)
{
  int i, j;

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
        A[i][j] = (double) ((i * j + 1) % N) / N;
        B[i][j] = (double) ((i + 3 * j) % N) / N;
        C[i][j] = (double) ((2 * i + j) % 5);
      }

  KERNEL_TIMER_START ();
  kernel_guarded (N);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  check_double ("B", (const double *) B, (long) N * N);
  check_double ("C", (const double *) C, (long) N * N);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
