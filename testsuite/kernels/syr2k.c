/* syr2k: symmetric rank-2k update of the lower triangle, C = alpha * (A * B^T + B * A^T) + beta * C.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "syr2k.c:20:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "syr2k.c:(1\[5-9\]|2\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 29
#endif

static void __attribute__((noinline))
kernel_syr2k (int n, int m, double alpha, double beta,
              double (*C)[N], double (*A)[M], double (*B)[M])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j <= i; j++)
        C[i][j] *= beta;
      for (k = 0; k < m; k++)
        for (j = 0; j <= i; j++)
          C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
    }
}

int
main (void)
{
  int i, j;
  double (*C)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*B)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[i][j] = (double) ((i * j + 1) % N) / N;
        B[i][j] = (double) ((i * j + 2) % M) / M;
      }
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      C[i][j] = (double) ((i * j + 3) % N) / M;

  KERNEL_TIMER_START ();
  kernel_syr2k (N, M, 1.5, 1.2, C, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("C", (const double *) C, (long) N * N);
  free (C);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
