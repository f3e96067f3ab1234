/* covariance: sample covariance matrix of N observations of M variables (mean, centring, symmetric product).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "covariance.c:20:\[0-9\]+: note: polyhedral: found SCoP: 7 loops, 7 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "covariance.c:(1\[5-9\]|\[2-3\]\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef M
#define M 29
#endif
#ifndef N
#define N 37
#endif

static void __attribute__((noinline))
kernel_covariance (int m, int n, double float_n, double data[n][m],
                   double cov[m][m], double *mean)
{
  int i, j, k;

  for (j = 0; j < m; j++)
    {
      mean[j] = 0.0;
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++)
      {
        cov[i][j] = 0.0;
        for (k = 0; k < n; k++)
          cov[i][j] += data[k][i] * data[k][j];
        cov[i][j] /= (float_n - 1.0);
        cov[j][i] = cov[i][j];
      }
}

int
main (void)
{
  int i, j;
  double (*data)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*cov)[M] = kernel_alloc (sizeof (double[M][M]));
  double *mean = kernel_alloc (M * sizeof (double));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = (double) (i * j % M) / M + (double) ((i + 2 * j) % 7) / 7.0;

  KERNEL_TIMER_START ();
  kernel_covariance (M, N, (double) N, data, cov, mean);
  KERNEL_TIMER_STOP ();

  check_double ("cov", (const double *) cov, (long) M * M);
  check_double ("mean", mean, M);
  check_double ("data", (const double *) data, (long) N * M);
  free (data);
  free (cov);
  free (mean);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
