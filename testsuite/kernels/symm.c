/* symm: symmetric matrix multiply C = alpha * A * B + beta * C, A symmetric stored in its lower triangle (global arrays).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "symm.c:22:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 5 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "symm.c:(1\[7-9\]|2\[0-9\]|3\[0-3\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef M
#define M 37
#endif
#ifndef N
#define N 41
#endif

static double A[M][M], B[M][N], C[M][N];

static void __attribute__((noinline))
kernel_symm (int m, int n, double alpha, double beta)
{
  int i, j, k;
  double temp2;

  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      {
        temp2 = 0.0;
        for (k = 0; k < i; k++)
          {
            C[k][j] += alpha * B[i][j] * A[i][k];
            temp2 += B[k][j] * A[i][k];
          }
        C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
      }
}

int
main (void)
{
  int i, j;

  for (i = 0; i < M; i++)
    {
      for (j = 0; j < N; j++)
        {
          C[i][j] = (double) ((i + j) % 100) / M;
          B[i][j] = (double) ((N + i - j) % 100) / M;
        }
      for (j = 0; j <= i; j++)
        A[i][j] = (double) ((i + j) % 100) / M;
      for (j = i + 1; j < M; j++)
        A[i][j] = -999.0;   /* upper triangle is never read */
    }

  KERNEL_TIMER_START ();
  kernel_symm (M, N, 1.5, 1.2);
  KERNEL_TIMER_STOP ();

  check_double ("C", (const double *) C, (long) M * N);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
