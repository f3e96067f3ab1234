/* correlation: Pearson correlation matrix of N observations of M variables (sqrt, guarded tiny stddev).  */
/* { dg-do run } */
/* The choice stddev[j] <= eps ? 1.0 : stddev[j] is part of its statement
   (model.md, "Choices of values on data"): the whole kernel is one SCoP.  */
/* { dg-final { scan-remarks "correlation.c:24:\[0-9\]+: note: polyhedral: found SCoP: 9 loops, 11 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "correlation.c:(2\[4-9\]|\[34\]\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"
#include <math.h>

#ifndef M
#define M 29
#endif
#ifndef N
#define N 37
#endif

static void __attribute__((noinline))
kernel_correlation (int m, int n, double float_n, double (*data)[M],
                    double (*corr)[M], double *mean, double *stddev)
{
  int i, j, k;
  double eps = 0.1;

  for (j = 0; j < m; j++)
    {
      mean[j] = 0.0;
      for (i = 0; i < n; i++)
        mean[j] += data[i][j];
      mean[j] /= float_n;
    }
  for (j = 0; j < m; j++)
    {
      stddev[j] = 0.0;
      for (i = 0; i < n; i++)
        stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
      stddev[j] /= float_n;
      stddev[j] = sqrt (stddev[j]);
      /* Avoid dividing by a (near) zero deviation.  */
      stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
    }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      {
        data[i][j] -= mean[j];
        data[i][j] /= sqrt (float_n) * stddev[j];
      }
  for (i = 0; i < m - 1; i++)
    {
      corr[i][i] = 1.0;
      for (j = i + 1; j < m; j++)
        {
          corr[i][j] = 0.0;
          for (k = 0; k < n; k++)
            corr[i][j] += data[k][i] * data[k][j];
          corr[j][i] = corr[i][j];
        }
    }
  corr[m - 1][m - 1] = 1.0;
}

int
main (void)
{
  int i, j;
  double (*data)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*corr)[M] = kernel_alloc (sizeof (double[M][M]));
  double *mean = kernel_alloc (M * sizeof (double));
  double *stddev = kernel_alloc (M * sizeof (double));

  /* Column 0 is constant, which exercises the eps guard.  */
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      data[i][j] = (double) (i * j % M) / M + (double) j;

  KERNEL_TIMER_START ();
  kernel_correlation (M, N, (double) N, data, corr, mean, stddev);
  KERNEL_TIMER_STOP ();

  check_double ("corr", (const double *) corr, (long) M * M);
  check_double ("mean", mean, M);
  check_double ("stddev", stddev, M);
  check_double ("data", (const double *) data, (long) N * M);
  free (data);
  free (corr);
  free (mean);
  free (stddev);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
