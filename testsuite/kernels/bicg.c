/* bicg: BiCG sub-kernel s = A^T * r and q = A * p in one sweep over A.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "bicg.c:(2\[0-9\]|30):\[0-9\]+: note: polyhedral: found SCoP: " } } */
/* { dg-final { scan-remarks-not "bicg.c:(1\[5-9\]|2\[0-9\]|3\[0-1\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef M
#define M 41
#endif
#ifndef N
#define N 37
#endif

static void __attribute__((noinline))
kernel_bicg (int m, int n, double (*A)[M], double *s, double *q,
             double *p, double *r)
{
  int i, j;

  for (i = 0; i < m; i++)
    s[i] = 0.0;
  for (i = 0; i < n; i++)
    {
      q[i] = 0.0;
      for (j = 0; j < m; j++)
        {
          s[j] += r[i] * A[i][j];
          q[i] += A[i][j] * p[j];
        }
    }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double *s = kernel_alloc (M * sizeof (double));
  double *q = kernel_alloc (N * sizeof (double));
  double *p = kernel_alloc (M * sizeof (double));
  double *r = kernel_alloc (N * sizeof (double));

  for (i = 0; i < M; i++)
    p[i] = (double) (i % M) / M;
  for (i = 0; i < N; i++)
    {
      r[i] = (double) (i % N) / N;
      for (j = 0; j < M; j++)
        A[i][j] = (double) (i * (j + 1) % N) / N;
    }

  KERNEL_TIMER_START ();
  kernel_bicg (M, N, A, s, q, p, r);
  KERNEL_TIMER_STOP ();

  check_double ("s", s, M);
  check_double ("q", q, N);
  free (A);
  free (s);
  free (q);
  free (p);
  free (r);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
