/* int-prefix-2d: 2-D inclusive prefix sum (summed-area table) S = sum of a over [0..i]x[0..j], long integer recurrence.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "int-prefix-2d.c:20:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "int-prefix-2d.c:(1\[5-9\]|2\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

static void __attribute__((noinline))
kernel_int_prefix_2d (int n, int m, int a[n][m], long S[n][m])
{
  int i, j;

  S[0][0] = a[0][0];
  for (j = 1; j < m; j++)
    S[0][j] = S[0][j - 1] + a[0][j];
  for (i = 1; i < n; i++)
    {
      S[i][0] = S[i - 1][0] + a[i][0];
      for (j = 1; j < m; j++)
        S[i][j] = a[i][j] + S[i - 1][j] + S[i][j - 1] - S[i - 1][j - 1];
    }
}

int
main (void)
{
  int i, j;
  int (*a)[M] = kernel_alloc (sizeof (int[N][M]));
  long (*S)[M] = kernel_alloc (sizeof (long[N][M]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      a[i][j] = (i * 3 + j * 5 + i * j) % 8;

  KERNEL_TIMER_START ();
  kernel_int_prefix_2d (N, M, a, S);
  KERNEL_TIMER_STOP ();

  check_long ("S", (const long *) S, (long) N * M);
  free (a);
  free (S);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
