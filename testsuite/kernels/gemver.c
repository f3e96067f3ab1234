/* gemver: rank-2 update A += u1 v1^T + u2 v2^T, then x = x + beta A^T y + z and w = w + alpha A x.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "gemver.c:18:\[0-9\]+: note: polyhedral: found SCoP: 7 loops, 4 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "gemver.c:(1\[2-9\]|2\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

static void __attribute__((noinline))
kernel_gemver (int n, double alpha, double beta, double A[n][n],
               double *u1, double *v1, double *u2, double *v2,
               double *w, double *x, double *y, double *z)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}

int
main (void)
{
  int i, j;
  double fn = (double) N;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));
  double *u1 = kernel_alloc (N * sizeof (double));
  double *v1 = kernel_alloc (N * sizeof (double));
  double *u2 = kernel_alloc (N * sizeof (double));
  double *v2 = kernel_alloc (N * sizeof (double));
  double *w = kernel_alloc (N * sizeof (double));
  double *x = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));
  double *z = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      u1[i] = i;
      u2[i] = ((i + 1) / fn) / 2.0;
      v1[i] = ((i + 1) / fn) / 4.0;
      v2[i] = ((i + 1) / fn) / 6.0;
      y[i] = ((i + 1) / fn) / 8.0;
      z[i] = ((i + 1) / fn) / 9.0;
      x[i] = 0.0;
      w[i] = 0.0;
      for (j = 0; j < N; j++)
        A[i][j] = (double) (i * j % N) / N;
    }

  KERNEL_TIMER_START ();
  kernel_gemver (N, 1.5, 1.2, A, u1, v1, u2, v2, w, x, y, z);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  check_double ("x", x, N);
  check_double ("w", w, N);
  free (A);
  free (u1);
  free (v1);
  free (u2);
  free (v2);
  free (w);
  free (x);
  free (y);
  free (z);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
