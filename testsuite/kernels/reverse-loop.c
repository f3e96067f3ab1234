/* reverse-loop: loops with negative stride (i = n-1 down to 0): a backward 1-D recurrence and a 2-D nest reversed in both dimensions.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "reverse-loop.c:20:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "reverse-loop.c:(1\[5-9\]|2\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

static void __attribute__((noinline))
kernel_reverse_loop (int n, int m, double *x, double *b, double A[n][m])
{
  int i, j;

  /* x has n + 1 elements; x[n] is the boundary value.  */
  for (i = n - 1; i >= 0; i--)
    x[i] = 0.5 * x[i + 1] + b[i];

  /* A[i - 1][j] is read before it is overwritten (anti dependence),
     A[i][j + 1] was written one iteration earlier (flow dependence).  */
  for (i = n - 1; i > 0; i--)
    for (j = m - 2; j >= 0; j--)
      A[i][j] = 0.5 * (A[i - 1][j] + A[i][j + 1]) + 0.1 * x[i];
}

int
main (void)
{
  int i, j;
  double *x = kernel_alloc ((N + 1) * sizeof (double));
  double *b = kernel_alloc (N * sizeof (double));
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));

  x[N] = 1.0;
  for (i = 0; i < N; i++)
    {
      x[i] = -1.0;
      b[i] = (double) ((i * 7) % 11) / 11.0;
      for (j = 0; j < M; j++)
        A[i][j] = (double) ((i * 3 + j * j) % 13) / 13.0;
    }

  KERNEL_TIMER_START ();
  kernel_reverse_loop (N, M, x, b, A);
  KERNEL_TIMER_STOP ();

  check_double ("x", x, N + 1);
  check_double ("A", (const double *) A, (long) N * M);
  free (x);
  free (b);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
