/* ludcmp: LU decomposition followed by forward and backward substitution solving A x = b (loop-carried scalar w).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "ludcmp.c:16:\[0-9\]+: (note|missed): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 41
#endif

static void __attribute__((noinline))
kernel_ludcmp (int n, double (*A)[N], double *b, double *x, double *y)
{
  int i, j, k;
  double w;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j < i; j++)
        {
          w = A[i][j];
          for (k = 0; k < j; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w / A[j][j];
        }
      for (j = i; j < n; j++)
        {
          w = A[i][j];
          for (k = 0; k < i; k++)
            w -= A[i][k] * A[k][j];
          A[i][j] = w;
        }
    }
  for (i = 0; i < n; i++)
    {
      w = b[i];
      for (j = 0; j < i; j++)
        w -= A[i][j] * y[j];
      y[i] = w;
    }
  for (i = n - 1; i >= 0; i--)
    {
      w = y[i];
      for (j = i + 1; j < n; j++)
        w -= A[i][j] * x[j];
      x[i] = w / A[i][i];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));
  double *b = kernel_alloc (N * sizeof (double));
  double *x = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      b[i] = (double) (i + 1) / N / 2.0 + 4.0;
      for (j = 0; j < N; j++)
        A[i][j] = (i == j) ? 3.0 + (double) (i % 7) / 7.0
                           : (double) ((5 * i + 2 * j) % 11 + 1) / (11.0 * N);
    }

  KERNEL_TIMER_START ();
  kernel_ludcmp (N, A, b, x, y);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  check_double ("x", x, N);
  check_double ("y", y, N);
  free (A);
  free (b);
  free (x);
  free (y);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
