/* nussinov: RNA secondary structure base-pair maximisation by dynamic programming (reverse outer loop, affine guards, max).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "nussinov.c:20:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 4 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "nussinov.c:(1\[6-9\]|2\[0-9\]|3\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

#define MAX2(a, b) ((a) >= (b) ? (a) : (b))
/* Bases are coded 0..3; complementary pairs are (0,3) and (1,2).  */
#define PAIRS(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)

static void __attribute__((noinline))
kernel_nussinov (int n, const unsigned char *seq, int (*table)[N])
{
  int i, j, k;

  for (i = n - 1; i >= 0; i--)
    for (j = i + 1; j < n; j++)
      {
        if (j - 1 >= 0)
          table[i][j] = MAX2 (table[i][j], table[i][j - 1]);
        if (i + 1 < n)
          table[i][j] = MAX2 (table[i][j], table[i + 1][j]);
        if (j - 1 >= 0 && i + 1 < n)
          {
            if (i < j - 1)
              table[i][j] = MAX2 (table[i][j],
                                  table[i + 1][j - 1] + PAIRS (seq[i], seq[j]));
            else
              table[i][j] = MAX2 (table[i][j], table[i + 1][j - 1]);
          }
        for (k = i + 1; k < j; k++)
          table[i][j] = MAX2 (table[i][j], table[i][k] + table[k + 1][j]);
      }
}

int
main (void)
{
  int i;
  unsigned char *seq = kernel_alloc (N);
  int (*table)[N] = kernel_alloc (sizeof (int[N][N]));

  for (i = 0; i < N; i++)
    seq[i] = (unsigned char) ((i * 7 + i / 3 + 1) % 4);

  KERNEL_TIMER_START ();
  kernel_nussinov (N, seq, table);
  KERNEL_TIMER_STOP ();

  check_int ("table", (const int *) table, (long) N * N);
  free (seq);
  free (table);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
/* Every loop of the kernel carries a dependence: only the wavefront of
   its tiles runs in parallel, where its (i, j) band is tiled (a scalar
   passes table[i][j] from one block to the next, whose reuse the
   scheduler may reorder).  */
