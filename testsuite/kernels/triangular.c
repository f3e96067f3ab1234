/* triangular: product of two lower triangular matrices over the tetrahedral domain j <= k <= i, then an upper-triangle mirror.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "triangular.c:17:\[0-9\]+: (note|missed): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 41
#endif

static void __attribute__((noinline))
kernel_triangular (int n, double L[n][n], double U[n][n], double P[n][n])
{
  int i, j, k;

  /* P = L * U restricted to the lower triangle (both operands lower
     triangular, so the sum only runs over j <= k <= i).  */
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      {
        P[i][j] = 0.0;
        for (k = j; k <= i; k++)
          P[i][j] += L[i][k] * U[k][j];
      }
  /* Strict upper triangle: mirror, scaled.  */
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++)
      P[i][j] = 0.5 * P[j][i];
}

int
main (void)
{
  int i, j;
  double (*L)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*U)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*P)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
        L[i][j] = j <= i ? (double) ((i + 3 * j) % 7 + 1) / 7.0 : -1.0;
        U[i][j] = j <= i ? (double) ((2 * i + j) % 5 + 1) / 5.0 : -2.0;
        P[i][j] = -3.0;
      }

  KERNEL_TIMER_START ();
  kernel_triangular (N, L, U, P);
  KERNEL_TIMER_STOP ();

  check_double ("P", (const double *) P, (long) N * N);
  free (L);
  free (U);
  free (P);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
