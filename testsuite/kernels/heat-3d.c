/* heat-3d: 3-D heat equation, 7-point stencil over TSTEPS time steps on global static 3-D arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "heat-3d.c:21:\[0-9\]+: note: polyhedral: found SCoP: \[0-9\]+ loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "heat-3d.c:(1\[7-9\]|2\[0-9\]|3\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 13
#endif
#ifndef TSTEPS
#define TSTEPS 5
#endif

static double A[N][N][N], B[N][N][N];

static void __attribute__((noinline))
kernel_heat_3d (int tsteps, int n)
{
  int t, i, j, k;

  for (t = 1; t <= tsteps; t++)
    {
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                       + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                       + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                       + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                       + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
    }
}

int
main (void)
{
  int i, j, k;

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < N; k++)
        {
          A[i][j][k] = (double) ((i * j + k * k + 3 * i) % 11) / 11.0
                       + (double) (i + j + (N - k)) / N;
          B[i][j][k] = A[i][j][k];
        }

  KERNEL_TIMER_START ();
  kernel_heat_3d (TSTEPS, N);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N * N);
  check_double ("B", (const double *) B, (long) N * N * N);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
/* The dependences that annotate the loops of its AST take about 0.4 s
   of processor time under identity and -fchecking, near the default
   max-dependence-time (0.5 s): on a noisy machine they ran out, one
   compile in two, and the SCoP was not regenerated.  The test is about
   the code, so the budget is ten times larger.  */
/* { dg-options "-fplugin-arg-polyhedral-max-dependence-time=5000" } */
