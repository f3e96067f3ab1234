/* trisolv: forward substitution solving L x = b for a lower triangular L.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "trisolv.c:16:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "trisolv.c:(1\[2-9\]|2\[0-3\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

static void __attribute__((noinline))
kernel_trisolv (int n, double L[n][n], double *x, double *b)
{
  int i, j;

  for (i = 0; i < n; i++)
    {
      x[i] = b[i];
      for (j = 0; j < i; j++)
        x[i] -= L[i][j] * x[j];
      x[i] = x[i] / L[i][i];
    }
}

int
main (void)
{
  int i, j;
  double (*L)[N] = kernel_alloc (sizeof (double[N][N]));
  double *x = kernel_alloc (N * sizeof (double));
  double *b = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      x[i] = -1.0;
      b[i] = (double) (i % 9) / 4.0 + 1.0;
      for (j = 0; j < i; j++)
        L[i][j] = (double) ((i + 2 * j) % 9 + 1) / (9.0 * N);
      L[i][i] = 2.0 + (double) (i % 5) / 4.0;
      for (j = i + 1; j < N; j++)
        L[i][j] = 123.0;   /* never read */
    }

  KERNEL_TIMER_START ();
  kernel_trisolv (N, L, x, b);
  KERNEL_TIMER_STOP ();

  check_double ("x", x, N);
  free (L);
  free (x);
  free (b);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
