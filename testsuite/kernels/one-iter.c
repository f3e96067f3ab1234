/* one-iter: loops that execute exactly once at run time (outer trip count 1, k..k ranges) around ordinary inner loops.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "one-iter.c:23:\[0-9\]+: note: polyhedral: found SCoP: 6 loops, " } } */
/* { dg-final { scan-remarks-not "one-iter.c:(1\[8-9\]|2\[0-9\]|3\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* volatile so the trip count of one is only known at run time.  */
static volatile int one_size = 1;

static void __attribute__((noinline))
kernel_one_iter (int n, int m, int one, double A[n][m], double *v)
{
  int i, j, t;

  /* One time step.  */
  for (t = 0; t < one; t++)
    for (i = 1; i < n; i++)
      for (j = 0; j < m; j++)
        A[i][j] = A[i - 1][j] + 0.5 * A[i][j];
  /* Single-iteration middle loop: j runs over [one, one].  */
  for (i = 0; i < n; i++)
    for (j = one; j <= one; j++)
      A[i][j] = 2.0 * A[i][j] + (double) i;
  /* Single-iteration inner loop.  */
  for (i = 0; i < n; i++)
    {
      v[i] = 0.0;
      for (j = 0; j < one; j++)
        v[i] += A[i][m - 1 - j];
    }
}

int
main (void)
{
  int i, j;
  int one = one_size;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double *v = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 6 + j * 5) % 11) / 11.0;

  KERNEL_TIMER_START ();
  kernel_one_iter (N, M, one, A, v);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_double ("v", v, N);
  free (A);
  free (v);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
