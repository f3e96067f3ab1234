/* floyd-warshall: all-pairs shortest path lengths on an integer weight matrix (min via conditional expression).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "floyd-warshall.c:19:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "floyd-warshall.c:(1\[5-9\]|2\[0-4\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif

/* Weight of a missing edge; 2 * NO_EDGE + small still fits in an int.  */
#define NO_EDGE (1 << 24)

static void __attribute__((noinline))
kernel_floyd_warshall (int n, int path[n][n])
{
  int i, j, k;

  for (k = 0; k < n; k++)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j]
                     ? path[i][j] : path[i][k] + path[k][j];
}

int
main (void)
{
  int i, j;
  int (*path)[N] = kernel_alloc (sizeof (int[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
        if (i == j)
          path[i][j] = 0;
        else if ((i * 7 + j * 3) % 5 == 0 || (i + 2 * j) % 11 == 0)
          path[i][j] = NO_EDGE;
        else
          path[i][j] = (i * 5 + j * 3) % 17 + 1;
      }

  KERNEL_TIMER_START ();
  kernel_floyd_warshall (N, path);
  KERNEL_TIMER_STOP ();

  check_int ("path", (const int *) path, (long) N * N);
  free (path);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
