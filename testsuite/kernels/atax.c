/* atax: matrix transpose times matrix-vector product y = A^T * (A * x).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "atax.c:(19|2\[0-8\]):\[0-9\]+: note: polyhedral: found SCoP: " } } */
/* { dg-final { scan-remarks-not "atax.c:(1\[5-9\]|2\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef M
#define M 37
#endif
#ifndef N
#define N 43
#endif

static void __attribute__((noinline))
kernel_atax (int m, int n, double A[m][n], double *x, double *y, double *tmp)
{
  int i, j;

  for (i = 0; i < n; i++)
    y[i] = 0.0;
  for (i = 0; i < m; i++)
    {
      tmp[i] = 0.0;
      for (j = 0; j < n; j++)
        tmp[i] += A[i][j] * x[j];
      for (j = 0; j < n; j++)
        y[j] += A[i][j] * tmp[i];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[M][N]));
  double *x = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));
  double *tmp = kernel_alloc (M * sizeof (double));

  for (j = 0; j < N; j++)
    x[j] = 1.0 + (double) j / N;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double) ((i + 2 * j + 1) % N) / (5 * M);

  KERNEL_TIMER_START ();
  kernel_atax (M, N, A, x, y, tmp);
  KERNEL_TIMER_STOP ();

  check_double ("y", y, N);
  check_double ("tmp", tmp, M);
  free (A);
  free (x);
  free (y);
  free (tmp);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
