/* cholesky: in-place Cholesky factorisation A = L * L^T of a symmetric positive definite matrix (lower triangle).  */
/* { dg-do run } */
/* The square root, a branch that may call sqrt for errno, is one
   statement of the SCoP (errno-calls.cc).  */
/* { dg-final { scan-remarks "cholesky.c:18:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 4 statements, 0 parameters" } } */
#include "check.h"
#include <math.h>

#ifndef N
#define N 41
#endif

static void __attribute__((noinline))
kernel_cholesky (int n, double A[n][n])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j < i; j++)
        {
          for (k = 0; k < j; k++)
            A[i][j] -= A[i][k] * A[j][k];
          A[i][j] /= A[j][j];
        }
      for (k = 0; k < i; k++)
        A[i][i] -= A[i][k] * A[i][k];
      A[i][i] = sqrt (A[i][i]);
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));

  /* Symmetric and strictly diagonally dominant with a positive diagonal,
     hence symmetric positive definite.  */
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (i == j) ? 1.5 + (double) (i % 3) / 10.0
                         : (double) ((i * j + i + j) % 11 + 1) / (11.0 * N);

  KERNEL_TIMER_START ();
  kernel_cholesky (N, A);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
