/* neg-volatile: volatile global accesses inside the nest (a volatile scale factor is re-read and a volatile sink written every iteration).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-volatile.c:23:\[0-9\]+: missed: polyhedral: not a SCoP: volatile access" } } */
/* { dg-final { scan-remarks "neg-volatile.c:24:\[0-9\]+: missed: polyhedral: not a SCoP: volatile access" } } */
/* { dg-final { scan-remarks-not "neg-volatile.c:2\[3-8\]:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

static volatile double scale_v = 0.5;
static volatile int sink_v;

static void __attribute__((noinline))
kernel_neg_volatile (int n, int m, double A[n][m], double B[n][m])
{
  int i, j;

  for (i = 1; i < n; i++)
    for (j = 0; j < m; j++)
      {
        A[i][j] = A[i - 1][j] * scale_v + B[i][j];
        sink_v = j;
      }
}

int
main (void)
{
  int i, j, last;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*B)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[i][j] = (double) ((i + 2 * j) % 5) / 5.0;
        B[i][j] = (double) ((i * j) % 11) / 11.0;
      }

  KERNEL_TIMER_START ();
  kernel_neg_volatile (N, M, A, B);
  KERNEL_TIMER_STOP ();

  last = sink_v;
  check_double ("A", (const double *) A, (long) N * M);
  check_int ("sink", &last, 1);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
