/* vla-extent: a VLA parameter whose row length is a parameter, read at
   a row p - i + 2 (a product of two parameters in the address, so a
   polynomial subscript); the fuzzer's seed 7, cut down.  Flattening the
   rows once failed in isl ("parameters need to match": the row length
   is a parameter that the subscripts do not name) and refused the
   nest.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "vla-extent.c:21:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks-not "vla-extent.c:\[0-9\]+:\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 19
#endif

static volatile int size_v = N - 7;

static void __attribute__((noinline))
kernel_vla_extent (int n, int p, int d0, int d1, float A[d0][d1])
{
  for (int i = 0; i < (p < n ? p : n); i++)
    A[i + 2][2 * i + 1] = (A[p - i + 2][i + 3] + A[i + 4][i + 3]) * 0.25f;
}

int
main (void)
{
  int i;
  int rows = N + 9, cols = 2 * N + 5;
  float *A = kernel_alloc (sizeof (float) * rows * cols);
  double out[(N + 9) * (2 * N + 5)];

  for (i = 0; i < rows * cols; i++)
    A[i] = (float) ((i * 7) % 17) - 8.0f;

  KERNEL_TIMER_START ();
  kernel_vla_extent (N, size_v, rows, cols, (void *) A);
  kernel_vla_extent (1, 0, rows, cols, (void *) A);
  KERNEL_TIMER_STOP ();

  for (i = 0; i < rows * cols; i++)
    out[i] = A[i];
  check_double ("A", out, (long) rows * cols);
  return 0;
}
