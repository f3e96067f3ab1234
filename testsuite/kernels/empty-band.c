/* empty-band: a loop whose statements never run (k from i + 1 to below
   i + 1) beside one that does, under a time loop and a triangular loop
   with an unsigned counter; the fuzzer's seed 114, cut down.  Its band
   of no instance once failed in isl ("cannot extract range space from
   empty input") and refused the nest.  GCC's passes before the plugin
   leave 4 loops at -O3, 5 at -O2.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "empty-band.c:25:\[0-9\]+: note: polyhedral: found SCoP: \[45\] loops, " } } */
/* { dg-final { scan-remarks-not "empty-band.c:\[0-9\]+:\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 23
#endif

static volatile int size_v = N - 11;

static void __attribute__((noinline))
kernel_empty_band (int p, double B[N][N], double A[N + 9][N + 9])
{
  int t, k;
  long i;
  unsigned j;

  for (t = 0; t < 4; t++)
    for (i = 0; i < (11 < p ? 11 : p); i++)
      for (j = 0; j < i + 1; j++)
	{
	  for (k = i + 1; k < i + 1; k++)
	    B[k + 2][j + 2] = A[i + 3][k + i + 7];
	  for (k = 0; k <= 9; k++)
	    B[i][k] += A[j][k] * 0.5;
	}
}

int
main (void)
{
  int i, j;
  double (*A)[N + 9] = kernel_alloc (sizeof (double[N + 9][N + 9]));
  double (*B)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N + 9; i++)
    for (j = 0; j < N + 9; j++)
      A[i][j] = (double) ((i * 5 + j * 3) % 13) / 13.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      B[i][j] = (double) ((i + j * 7) % 11) / 11.0;

  KERNEL_TIMER_START ();
  kernel_empty_band (size_v, B, A);
  kernel_empty_band (0, B, A);
  KERNEL_TIMER_STOP ();

  check_double ("B", (const double *) B, (long) N * N);
  return 0;
}
