/* vla-param: heap 2-D arrays passed as VLA parameters double A[n][m] (non-square): transpose-and-scale plus row and column sums.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "vla-param.c:20:\[0-9\]+: note: polyhedral: found SCoP: 6 loops, 5 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "vla-param.c:(1\[5-9\]|2\[0-9\]|3\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 53
#endif

static void __attribute__((noinline))
kernel_vla_param (int n, int m, double A[n][m], double T[m][n],
                  double rows[n], double cols[m])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      T[j][i] = 2.0 * A[i][j] - (double) j;
  for (i = 0; i < n; i++)
    {
      rows[i] = 0.0;
      for (j = 0; j < m; j++)
        rows[i] += A[i][j] * T[j][i];
    }
  for (j = 0; j < m; j++)
    {
      cols[j] = T[j][0];
      for (i = 1; i < n; i++)
        cols[j] = 0.75 * cols[j] + T[j][i];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*T)[N] = kernel_alloc (sizeof (double[M][N]));
  double *rows = kernel_alloc (N * sizeof (double));
  double *cols = kernel_alloc (M * sizeof (double));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 11 + j * 5) % 29) / 29.0;

  KERNEL_TIMER_START ();
  kernel_vla_param (N, M, A, T, rows, cols);
  KERNEL_TIMER_STOP ();

  check_double ("T", (const double *) T, (long) M * N);
  check_double ("rows", rows, N);
  check_double ("cols", cols, M);
  free (A);
  free (T);
  free (rows);
  free (cols);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
