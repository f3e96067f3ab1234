/* neg-data-bound: inner loop bound len[i] is loaded from an array that the same nest writes (len[i + 1] computed from the data).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-data-bound.c:21:\[0-9\]+: missed: polyhedral: not a SCoP: loop under a condition on data" } } */
/* { dg-final { scan-remarks-not "neg-data-bound.c:2\[1-2\]:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks "neg-data-bound.c:23:\[0-9\]+: note: polyhedral: found SCoP: 1 loops, 1 statements, 1 parameters" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

static void __attribute__((noinline))
kernel_neg_data_bound (int n, int m, int *len, double A[n][m])
{
  int i, j;

  /* len has n + 1 elements, every len[i] stays in [1, m].  */
  for (i = 0; i < n; i++)
    {
      for (j = 0; j < len[i]; j++)
        A[i][j] = 0.5 * A[i][j] + (double) (j + 1);
      len[i + 1] = (len[i] * 7 + (int) A[i][len[i] - 1]) % m + 1;
    }
}

int
main (void)
{
  int i, j;
  int *len = kernel_alloc ((N + 1) * sizeof (int));
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));

  len[0] = M / 2 + 1;
  for (i = 1; i <= N; i++)
    len[i] = M;   /* overwritten by the kernel */
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 3 + j * 2) % 7);

  KERNEL_TIMER_START ();
  kernel_neg_data_bound (N, M, len, A);
  KERNEL_TIMER_STOP ();

  check_int ("len", len, N + 1);
  check_double ("A", (const double *) A, (long) N * M);
  free (len);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
