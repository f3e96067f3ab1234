/* gesummv: scalar, vector and matrix multiplication y = alpha * A * x + beta * B * x.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "gesummv.c:17:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "gesummv.c:(1\[2-9\]|2\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

static void __attribute__((noinline))
kernel_gesummv (int n, double alpha, double beta, double (*A)[N],
                double (*B)[N], double *tmp, double *x, double *y)
{
  int i, j;

  for (i = 0; i < n; i++)
    {
      tmp[i] = 0.0;
      y[i] = 0.0;
      for (j = 0; j < n; j++)
        {
          tmp[i] = A[i][j] * x[j] + tmp[i];
          y[i] = B[i][j] * x[j] + y[i];
        }
      y[i] = alpha * tmp[i] + beta * y[i];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*B)[N] = kernel_alloc (sizeof (double[N][N]));
  double *tmp = kernel_alloc (N * sizeof (double));
  double *x = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      x[i] = (double) (i % N) / N;
      for (j = 0; j < N; j++)
        {
          A[i][j] = (double) ((i * j + 1) % N) / N;
          B[i][j] = (double) ((i * j + 2) % N) / N;
        }
    }

  KERNEL_TIMER_START ();
  kernel_gesummv (N, 1.5, 1.2, A, B, tmp, x, y);
  KERNEL_TIMER_STOP ();

  check_double ("tmp", tmp, N);
  check_double ("y", y, N);
  free (A);
  free (B);
  free (tmp);
  free (x);
  free (y);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
