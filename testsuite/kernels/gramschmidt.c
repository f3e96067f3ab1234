/* gramschmidt: modified Gram-Schmidt QR decomposition A = Q * R of a full-rank M x N matrix (loop-carried scalar nrm).  */
/* { dg-do run } */
/* The whole nest, square root included (errno-calls.cc).  */
/* { dg-final { scan-remarks "gramschmidt.c:(2\[3-9\]|3\[0-9\]):\[0-9\]+: note: polyhedral: found SCoP: 6 loops, 7 statements, 0 parameters" } } */
#include "check.h"
#include <math.h>

#ifndef M
#define M 41
#endif
#ifndef N
#define N 29
#endif

static void __attribute__((noinline))
kernel_gramschmidt (int m, int n, double A[m][n], double R[n][n],
                    double Q[m][n])
{
  int i, j, k;
  double nrm;

  for (k = 0; k < n; k++)
    {
      nrm = 0.0;
      for (i = 0; i < m; i++)
        nrm += A[i][k] * A[i][k];
      R[k][k] = sqrt (nrm);
      for (i = 0; i < m; i++)
        Q[i][k] = A[i][k] / R[k][k];
      for (j = k + 1; j < n; j++)
        {
          R[k][j] = 0.0;
          for (i = 0; i < m; i++)
            R[k][j] += Q[i][k] * A[i][j];
          for (i = 0; i < m; i++)
            A[i][j] = A[i][j] - Q[i][k] * R[k][j];
        }
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[M][N]));
  double (*R)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*Q)[N] = kernel_alloc (sizeof (double[M][N]));

  /* A dominant "diagonal" keeps the columns linearly independent and
     well conditioned.  Requires M >= N (otherwise the columns are
     necessarily dependent and R[k][k] becomes zero).  */
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      A[i][j] = (double) ((i * j + 3 * i + j) % 13) / 13.0 + (i == j ? 4.0 : 0.0);

  KERNEL_TIMER_START ();
  kernel_gramschmidt (M, N, A, R, Q);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) M * N);
  check_double ("R", (const double *) R, (long) N * N);
  check_double ("Q", (const double *) Q, (long) M * N);
  free (A);
  free (R);
  free (Q);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
