/* lu: in-place LU decomposition without pivoting (Doolittle) of a diagonally dominant matrix.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "lu.c:15:\[0-9\]+: (note|missed): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 41
#endif

static void __attribute__((noinline))
kernel_lu (int n, double A[n][n])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j < i; j++)
        {
          for (k = 0; k < j; k++)
            A[i][j] -= A[i][k] * A[k][j];
          A[i][j] /= A[j][j];
        }
      for (j = i; j < n; j++)
        for (k = 0; k < i; k++)
          A[i][j] -= A[i][k] * A[k][j];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));

  /* Strictly diagonally dominant: off-diagonal row sums are below 1.  */
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (i == j) ? 2.0 + (double) (i % 5) / 4.0
                         : (double) ((3 * i + 7 * j) % 13 + 1) / (13.0 * N);

  KERNEL_TIMER_START ();
  kernel_lu (N, A);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
