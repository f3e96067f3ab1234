/* adi: alternating direction implicit solver for 2-D heat diffusion (tridiagonal sweeps, forward and backward j loops).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "adi.c:28:\[0-9\]+: note: polyhedral: found SCoP: 7 loops, 8 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "adi.c:(1\[5-9\]|\[2-5\]\[0-9\]|6\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef TSTEPS
#define TSTEPS 5
#endif

static void __attribute__((noinline))
kernel_adi (int tsteps, int n, double u[n][n], double v[n][n],
            double p[n][n], double q[n][n])
{
  int t, i, j;
  double DX = 1.0 / (double) n;
  double DY = 1.0 / (double) n;
  double DT = 1.0 / (double) tsteps;
  double B1 = 2.0, B2 = 1.0;
  double mul1 = B1 * DT / (DX * DX);
  double mul2 = B2 * DT / (DY * DY);
  double a = -mul1 / 2.0, b = 1.0 + mul1, c = a;
  double d = -mul2 / 2.0, e = 1.0 + mul2, f = d;

  for (t = 1; t <= tsteps; t++)
    {
      /* Column sweep: implicit in the first dimension, writes v.  */
      for (i = 1; i < n - 1; i++)
        {
          v[0][i] = 1.0;
          p[i][0] = 0.0;
          q[i][0] = v[0][i];
          for (j = 1; j < n - 1; j++)
            {
              p[i][j] = -c / (a * p[i][j - 1] + b);
              q[i][j] = (-d * u[j][i - 1] + (1.0 + 2.0 * d) * u[j][i]
                         - f * u[j][i + 1] - a * q[i][j - 1])
                        / (a * p[i][j - 1] + b);
            }
          v[n - 1][i] = 1.0;
          for (j = n - 2; j >= 1; j--)
            v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
        }
      /* Row sweep: implicit in the second dimension, writes u.  */
      for (i = 1; i < n - 1; i++)
        {
          u[i][0] = 1.0;
          p[i][0] = 0.0;
          q[i][0] = u[i][0];
          for (j = 1; j < n - 1; j++)
            {
              p[i][j] = -f / (d * p[i][j - 1] + e);
              q[i][j] = (-a * v[i - 1][j] + (1.0 + 2.0 * a) * v[i][j]
                         - c * v[i + 1][j] - d * q[i][j - 1])
                        / (d * p[i][j - 1] + e);
            }
          u[i][n - 1] = 1.0;
          for (j = n - 2; j >= 1; j--)
            u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
        }
    }
}

int
main (void)
{
  int i, j;
  double (*u)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*v)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*p)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*q)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      u[i][j] = (double) (i + N - j) / N;

  KERNEL_TIMER_START ();
  kernel_adi (TSTEPS, N, u, v, p, q);
  KERNEL_TIMER_STOP ();

  check_double ("u", (const double *) u, (long) N * N);
  check_double ("v", (const double *) v, (long) N * N);
  check_double ("p", (const double *) p, (long) N * N);
  check_double ("q", (const double *) q, (long) N * N);
  free (u);
  free (v);
  free (p);
  free (q);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
