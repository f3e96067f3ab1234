/* min-start: a loop that counts down from (m < n ? m : n) - 1 inside a tiled nest (fuzzer seed 9476): the start of k, which a statement of its own computed before each k loop (and the new schedule moved after the nest), is computed again where it is used.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "min-start.c:22:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 2 statements, 2 parameters" } } */
#include "check.h"

#ifndef N
#define N 5
#endif
#ifndef M
#define M 7
#endif

static unsigned a[N + 3][N + 1];
static unsigned c[N + 1][M];

/* Row i of c gains, at the columns from i to min(m, n) - 1, the column
   i of a's first i + 2 rows: the start of k is a minimum, not an affine
   function, that the model writes in pieces (m <= n or m > n).  */
static void __attribute__((noinline))
kernel_min_start (int n, int m)
{
  for (int i = 0; i <= n; i++)
    for (unsigned j = 0; j <= (unsigned) i + 1; j++)
      for (int k = (m < n ? m : n) - 1; k >= i; k--)
	c[i][k] += a[j][i];
}

int
main (void)
{
  int p, q;

  for (p = 0; p < N + 3; p++)
    for (q = 0; q <= N; q++)
      a[p][q] = (unsigned) ((p * 7 + q * 5 + 66) % 17) + 1;
  KERNEL_TIMER_START ();
  kernel_min_start (N, M);
  kernel_min_start (N, 2);
  kernel_min_start (N - 1, N - 1);
  kernel_min_start (0, M);
  KERNEL_TIMER_STOP ();
  check_uint ("c", &c[0][0], (N + 1) * M);
  return 0;
}
