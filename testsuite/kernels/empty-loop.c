/* empty-loop: nests whose trip count is zero at run time (sizes 0 and an empty j range): the arrays must come back unchanged except for the non-empty part.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "empty-loop.c:23:\[0-9\]+: note: polyhedral: found SCoP: 7 loops, " } } */
/* { dg-final { scan-remarks-not "empty-loop.c:(1\[8-9\]|\[2-3\]\[0-9\]|40):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* volatile so the zero size is only known at run time.  */
static volatile int zero_size = 0;

static void __attribute__((noinline))
kernel_empty_loop (int n, int m, int z, double A[n][m], double *v)
{
  int i, j;

  /* Outer loop runs 0 times.  */
  for (i = 0; i < z; i++)
    for (j = 0; j < m; j++)
      A[i][j] = -100.0;
  /* Inner loop runs 0 times for every i.  */
  for (i = 0; i < n; i++)
    for (j = 0; j < z; j++)
      A[i][j] += 1000.0;
  /* Empty because the lower bound is above the upper bound.  */
  for (i = n; i < n - z; i++)
    v[i - n] = -1.0;
  /* A non-empty nest so that the function still does something.  */
  for (i = 0; i < n; i++)
    {
      v[i] = 0.0;
      for (j = z; j < m; j++)
        v[i] += A[i][j];
    }
}

int
main (void)
{
  int i, j;
  int z = zero_size;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double *v = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 4 + j) % 13) / 13.0;

  KERNEL_TIMER_START ();
  kernel_empty_loop (N, M, z, A, v);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_double ("v", v, N);
  free (A);
  free (v);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
