/* wavefront: 2-D recurrence A[i][j] = A[i-1][j] + A[i][j-1] over 1 <= i < N, 1 <= j < M (unsigned, wraps mod 2^32).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "wavefront.c:21:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "wavefront.c:(1\[7-9\]|2\[0-4\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* unsigned arithmetic: the values grow like binomial coefficients, and
   unsigned wrap-around keeps that well defined at any size.  */
static void __attribute__((noinline))
kernel_wavefront (int n, int m, unsigned int A[n][m])
{
  int i, j;

  for (i = 1; i < n; i++)
    for (j = 1; j < m; j++)
      A[i][j] = A[i - 1][j] + A[i][j - 1];
}

int
main (void)
{
  int i, j;
  unsigned int (*A)[M] = kernel_alloc (sizeof (unsigned int[N][M]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (i == 0 || j == 0) ? (unsigned int) ((i + 2 * j) % 5 + 1) : 7u;

  KERNEL_TIMER_START ();
  kernel_wavefront (N, M, A);
  KERNEL_TIMER_STOP ();

  check_uint ("A", (const unsigned int *) A, (long) N * M);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
