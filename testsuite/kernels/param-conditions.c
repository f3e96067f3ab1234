/* param-conditions: nests that test parameters with != (a flag, a unit diagonal, two sizes that differ), each side of a test in its own nest, and the same test in both senses, run with values on each side and at the edges.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "param-conditions.c:21:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks "param-conditions.c:40:\[0-9\]+: note: polyhedral: found SCoP: 6 loops, 6 statements" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 29
#endif

static double A[N][N], B[N][M];
static int X[N][M], Y[N][M];

/* A triangular product whose diagonal is unit or not (cblas_dtrmm).  */
static void __attribute__((noinline))
kernel_param_conditions (unsigned diag, int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
        double temp;
        if (diag == 131)
          temp = A[i][i] * B[i][j];
        else
          temp = B[i][j];
        for (int k = i + 1; k < n; k++)
          temp += A[i][k] * B[k][j];
        B[i][j] = 0.5 * temp;
      }
}

/* Integer nests under a flag, under a mode tested in both senses, and
   under two sizes that differ.  */
static void __attribute__((noinline))
kernel_flags (int flag, int mode, int n, int m, int p)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (flag)
        X[i][j] = X[i][j] * 3 + Y[i][j];
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      {
        if (mode != 3)
          Y[i][j] = Y[i - 1][j] + X[i][j];
        if (n != p)
          X[i][j] -= j;
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (mode == 3)
        Y[i][j] ^= X[i][j] + i;
      else
        Y[i][j] += 7;
}

int
main (void)
{
  static const unsigned diags[] = { 131, 130, 132, 0, 4294967295u };
  static const int flags[] = { 0, 1, -1, 2147483647 };
  static const int modes[] = { 3, 2, 4, -2147483647 - 1 };

  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < N; k++)
        A[i][k] = (double) ((i * k + 1) % N) / N;
      for (int j = 0; j < M; j++)
        {
          B[i][j] = (double) ((i + 3 * j) % N) / N;
          X[i][j] = (i * 7 + j) % 13;
          Y[i][j] = (i + 2 * j) % 11;
        }
    }

  KERNEL_TIMER_START ();
  for (int d = 0; d < 5; d++)
    kernel_param_conditions (diags[d], N - d, M);
  kernel_param_conditions (131, 0, M);
  for (int f = 0; f < 4; f++)
    for (int o = 0; o < 4; o++)
      kernel_flags (flags[f], modes[o], N - o, M, N - f);
  kernel_flags (1, 2, N, 0, N);
  KERNEL_TIMER_STOP ();

  check_double ("B", (const double *) B, (long) N * M);
  check_int ("X", (const int *) X, (long) N * M);
  check_int ("Y", (const int *) Y, (long) N * M);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
