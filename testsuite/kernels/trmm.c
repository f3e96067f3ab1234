/* trmm: triangular matrix multiply B = alpha * A^T * B with A unit lower triangular (triangular k-domain).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "trmm.c:19:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "trmm.c:(1\[5-9\]|2\[0-6\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef M
#define M 37
#endif
#ifndef N
#define N 41
#endif

static void __attribute__((noinline))
kernel_trmm (int m, int n, double alpha, double A[m][m], double B[m][n])
{
  int i, j, k;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      {
        for (k = i + 1; k < m; k++)
          B[i][j] += A[k][i] * B[k][j];
        B[i][j] = alpha * B[i][j];
      }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[M][M]));
  double (*B)[N] = kernel_alloc (sizeof (double[M][N]));

  for (i = 0; i < M; i++)
    {
      for (j = 0; j < i; j++)
        A[i][j] = (double) ((i + j) % M) / (2 * M);
      A[i][i] = 1.0;
      for (j = i + 1; j < M; j++)
        A[i][j] = -7.0;   /* never read */
      for (j = 0; j < N; j++)
        B[i][j] = (double) ((N + (i - j)) % N) / N;
    }

  KERNEL_TIMER_START ();
  kernel_trmm (M, N, 1.5, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("B", (const double *) B, (long) M * N);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
