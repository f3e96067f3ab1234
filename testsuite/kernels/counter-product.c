/* counter-product: values and subscripts that multiply two loop counters (i * j), which GCC 12's scalar evolution folds wrongly.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "counter-product.c:20:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 13
#endif
#ifndef M
#define M 17
#endif

/* B's rows are N * M long so that B[i][i * j + k] stays inside them.  */
static void __attribute__((noinline))
kernel_counter_product (int n, int m, long A[n][m], long B[n][n * m],
                        long C[n][m])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = i * j + j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < m; k++)
        B[i][i * j + k] += i + 2 * j + 3 * k;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      C[i][j] = A[i][j] * (i * j % 5);
}

int
main (void)
{
  long (*A)[M] = kernel_alloc (sizeof (long[N][M]));
  long (*B)[N * M] = kernel_alloc (sizeof (long[N][N * M]));
  long (*C)[M] = kernel_alloc (sizeof (long[N][M]));

  KERNEL_TIMER_START ();
  kernel_counter_product (N, M, A, B, C);
  KERNEL_TIMER_STOP ();

  check_long ("A", (const long *) A, (long) N * M);
  check_long ("B", (const long *) B, (long) N * N * M);
  check_long ("C", (const long *) C, (long) N * M);
  free (A);
  free (B);
  free (C);
  return 0;
}
