/* latch-phis: a sum over the triangle below the diagonal, whose inner loop exits straight into the outer loop's latch.  */
/* { dg-do run } */
/* With bounds known when compiling, GCC gives both loops one test: the
   outer loop's last iteration runs no inner one, so its exit is the
   inner loop's guard, and the inner loop exits into the outer latch,
   whose loop-closed PHI node passes the sum on to the header.  The
   model once took that latch as empty and wrote the header's value
   before the sum reached it (fuzzer seed 9003: wrong code under
   identity and -fopenmp).  The total, the running sums after each row
   and the same with a run-time bound are checked.  */
#include "check.h"

#ifndef N
#define N 37
#endif

static unsigned a[N][2 * N];
static unsigned total[2], sums[N];
static volatile int size_n = N;

static void __attribute__((noinline))
kernel_latch_phis (int n)
{
  unsigned s = 0;

  for (int i = 0; i < N; i++)
    for (long j = i + 1; j < N; j++)
      s += a[j - 1][2 * i];
  total[0] = s;
  for (int i = 0; i < n; i++)
    {
      for (long j = i + 1; j < n; j++)
	s += a[j - 1][2 * i + 1];
      sums[i] = s;
    }
  total[1] = s;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < 2 * N; j++)
      a[i][j] = (unsigned) ((i * 10 + j * 5 + 65) % 13) - 6;
  KERNEL_TIMER_START ();
  kernel_latch_phis (size_n);
  KERNEL_TIMER_STOP ();
  check_uint ("total", total, 2);
  check_uint ("sums", sums, N);
  return 0;
}
