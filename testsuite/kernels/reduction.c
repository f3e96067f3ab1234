/* reduction: accumulations into one element (integer sum and maximum over a matrix, read by column) with a statement that reads the partial sums between rows.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "reduction.c:22:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

/* s[0] and m[0] are reductions over the whole matrix; partial[j] reads
   s[0] after each column, so the columns must stay in order while the
   elements within a column may be summed in any order.  */
static void __attribute__((noinline))
kernel_reduction (int n, int m, const int A[n][m], long *s, int *mx,
                  long *partial, long *total)
{
  int i, j;

  for (j = 0; j < m; j++)
    {
      for (i = 0; i < n; i++)
        s[0] += A[i][j];
      partial[j] = s[0];
    }
  for (j = 0; j < m; j++)
    for (i = 0; i < n; i++)
      mx[0] = mx[0] > A[i][j] ? mx[0] : A[i][j];
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      total[0] = total[0] + (long) A[i][j] * (i + 1);
}

int
main (void)
{
  int i, j;
  int (*A)[M] = kernel_alloc (sizeof (int[N][M]));
  long *s = kernel_alloc (sizeof (long));
  int *mx = kernel_alloc (sizeof (int));
  long *partial = kernel_alloc (M * sizeof (long));
  long *total = kernel_alloc (sizeof (long));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (i * 7 + j * 13) % 101 - 50;
  mx[0] = -1000;

  KERNEL_TIMER_START ();
  kernel_reduction (N, M, A, s, mx, partial, total);
  KERNEL_TIMER_STOP ();

  check_long ("s", s, 1);
  check_int ("mx", mx, 1);
  check_long ("partial", partial, M);
  check_long ("total", total, 1);
  free (A);
  free (s);
  free (mx);
  free (partial);
  free (total);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
