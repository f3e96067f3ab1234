/* neg-alias-overlap: pointer parameters that really overlap at run time (called with a, a+1 and then a+1, a): a valid SCoP with may-alias arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-alias-overlap.c:28:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "neg-alias-overlap.c:(2\[3-9\]|3\[0-4\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif
#ifndef M
#define M 37
#endif
#ifndef TSTEPS
#define TSTEPS 3
#endif

/* 1-D nest: with b == a + 1 every a[i] reads the old a[i + 1] (anti
   dependence); with b == a - 1 it reads the a[i - 1] just written (flow
   dependence, a true recurrence).  2-D nest: the same with whole rows,
   B == A + 1 or B == A - 1.  Any transformation that assumes a/b and A/B
   are disjoint computes a wrong result.  */
static void __attribute__((noinline))
kernel_neg_alias_overlap (int tsteps, int n, int m, double *a, double *b,
                          double (*A)[M], double (*B)[M])
{
  int t, i, j;

  for (t = 0; t < tsteps; t++)
    for (i = 0; i < n; i++)
      a[i] = 0.5 * (b[i] + a[i]) + 0.125;
  for (i = 0; i < n; i++)
    for (j = 1; j < m; j++)
      A[i][j] = 0.25 * (B[i][j] + B[i][j - 1]) + 0.5 * A[i][j];
}

int
main (void)
{
  int i, j;
  double *buf = kernel_alloc ((N + 1) * sizeof (double));
  double (*R)[M] = kernel_alloc (sizeof (double[N + 1][M]));

  for (i = 0; i <= N; i++)
    {
      buf[i] = (double) ((i * 5) % 11) / 11.0;
      for (j = 0; j < M; j++)
        R[i][j] = (double) ((i * 3 + j * 7) % 13) / 13.0;
    }

  KERNEL_TIMER_START ();
  kernel_neg_alias_overlap (TSTEPS, N, M, buf, buf + 1, R, R + 1);
  KERNEL_TIMER_STOP ();
  check_double ("buf_fwd", buf, N + 1);
  check_double ("R_fwd", (const double *) R, (long) (N + 1) * M);

  kernel_neg_alias_overlap (TSTEPS, N, M, buf + 1, buf, R + 1, R);
  check_double ("buf_bwd", buf, N + 1);
  check_double ("R_bwd", (const double *) R, (long) (N + 1) * M);

  free (buf);
  free (R);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
