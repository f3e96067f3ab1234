/* neg-indirect: indirect (data-dependent) subscripts a[idx[i]]: a gather, a scatter-add with repeated indices, and an indirect row index.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-indirect.c:24:\[0-9\]+: missed: polyhedral: not a SCoP: address depends on a value computed in the loop nest \\(indirect access\\)" } } */
/* { dg-final { scan-remarks "neg-indirect.c:26:\[0-9\]+: missed: polyhedral: not a SCoP: address depends on a value computed in the loop nest \\(indirect access\\)" } } */
/* { dg-final { scan-remarks "neg-indirect.c:28:\[0-9\]+: missed: polyhedral: not a SCoP: address depends on a value computed in the loop nest \\(indirect access\\)" } } */
/* { dg-final { scan-remarks-not "neg-indirect.c:2\[4-8\]:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks "neg-indirect.c:29:\[0-9\]+: note: polyhedral: found SCoP: 1 loops, 1 statements, 0 parameters" } } */
#include "check.h"

#ifndef N
#define N 53
#endif
#ifndef M
#define M 37
#endif

static void __attribute__((noinline))
kernel_neg_indirect (int n, int m, const int *idx, const int *idx2,
                     double *a, const double *b, double *y,
                     double A[n][m])
{
  int i, j;

  for (i = 0; i < n; i++)
    y[i] = 2.0 * b[idx[i]] + a[i];
  for (i = 0; i < n; i++)
    a[idx2[i]] += b[i];
  for (i = 1; i < n; i++)
    for (j = 0; j < m; j++)
      A[idx[i]][j] = 0.5 * A[idx[i - 1]][j] + y[i];
}

int
main (void)
{
  int i, j;
  int *idx = kernel_alloc (N * sizeof (int));
  int *idx2 = kernel_alloc (N * sizeof (int));
  double *a = kernel_alloc (N * sizeof (double));
  double *b = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    {
      idx[i] = (int) (((long) i * 7 + 3) % N);
      idx2[i] = (int) (((long) i * i) % N);   /* has repeated values */
      a[i] = (double) (i % 5) / 5.0;
      b[i] = (double) ((i * 3) % 7) / 7.0;
      for (j = 0; j < M; j++)
        A[i][j] = (double) ((i + j) % 9) / 9.0;
    }

  KERNEL_TIMER_START ();
  kernel_neg_indirect (N, M, idx, idx2, a, b, y, A);
  KERNEL_TIMER_STOP ();

  check_double ("a", a, N);
  check_double ("y", y, N);
  check_double ("A", (const double *) A, (long) N * M);
  free (idx);
  free (idx2);
  free (a);
  free (b);
  free (y);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
