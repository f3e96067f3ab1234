/* neg-break: early exits on data-dependent conditions (break out of the inner loop on a threshold, and out of a running-sum loop).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-break.c:22:\[0-9\]+: missed: polyhedral: not a SCoP: loop with several exits" } } */
/* { dg-final { scan-remarks "neg-break.c:(2\[5-9\]|3\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP: loop with several exits" } } */
/* { dg-final { scan-remarks "neg-break.c:(39|4\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP: loop with several exits" } } */
/* { dg-final { scan-remarks-not "neg-break.c:(2\[2-9\]|3\[0-9\]|4\[0-5\]):\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

static void __attribute__((noinline))
kernel_neg_break (int n, int m, double A[n][m], int *pos, double *run)
{
  int i, j;
  double s;

  for (i = 0; i < n; i++)
    {
      pos[i] = m;
      for (j = 0; j < m; j++)
        {
          if (i > 0)
            A[i][j] += 0.5 * A[i - 1][j];
          if (A[i][j] > 1.5)
            {
              pos[i] = j;
              break;
            }
          A[i][j] *= 1.25;
        }
    }

  s = 0.0;
  for (i = 0; i < n; i++)
    {
      s += A[i][0];
      if (s > 0.25 * (double) n)
        break;
      run[i] = s;
    }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  int *pos = kernel_alloc (N * sizeof (int));
  double *run = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      run[i] = -1.0;
      for (j = 0; j < M; j++)
        A[i][j] = (double) ((i * 5 + j * 7) % 23) / 23.0;
    }

  KERNEL_TIMER_START ();
  kernel_neg_break (N, M, A, pos, run);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_int ("pos", pos, N);
  check_double ("run", run, N);
  free (A);
  free (pos);
  free (run);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
