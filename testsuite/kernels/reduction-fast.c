/* reduction-fast: floating-point sums into one element, read by column, under -ffast-math (only then reductions, which the plugin may reorder), with the partial sums read between columns.  */
/* { dg-do run } */
/* { dg-options "-ffast-math" } */
/* { dg-final { scan-remarks "reduction-fast.c:23:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

/* t[0] sums the matrix by columns: interchanged for stride one.  s[0]
   too, but partial[j] reads it after each column, so the columns must
   stay in order.  */
static void __attribute__((noinline))
kernel_reduction_fast (int n, int m, const double A[n][m], double *t,
                       double *s, double *partial)
{
  int i, j;

  for (j = 0; j < m; j++)
    for (i = 0; i < n; i++)
      t[0] += A[i][j];
  for (j = 0; j < m; j++)
    {
      for (i = 0; i < n; i++)
        s[0] += A[i][j];
      partial[j] = s[0];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double *t = kernel_alloc (sizeof (double));
  double *s = kernel_alloc (sizeof (double));
  double *partial = kernel_alloc (M * sizeof (double));

  /* Multiples of 1/8: every partial sum is exact, in any order.  */
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 7 + j * 13) % 101) / 8.0;

  KERNEL_TIMER_START ();
  kernel_reduction_fast (N, M, A, t, s, partial);
  KERNEL_TIMER_STOP ();

  check_double ("t", t, 1);
  check_double ("s", s, 1);
  check_double ("partial", partial, M);
  free (A);
  free (t);
  free (s);
  free (partial);
  return 0;
}
/* { dg-final { scan-remarks "reduction-fast.c:23:\[0-9\]+: optimized: polyhedral: SCoP" } } */
