/* durbin: Levinson-Durbin recursion solving the Yule-Walker Toeplitz system (loop-carried scalars alpha, beta, sum).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "durbin.c:20:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 6 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "durbin.c:(1\[2-9\]|2\[0-9\]|3\[0-3\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

static void __attribute__((noinline))
kernel_durbin (int n, double *r, double *y, double *z)
{
  int i, k;
  double alpha, beta, sum;

  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (k = 1; k < n; k++)
    {
      beta = (1.0 - alpha * alpha) * beta;
      sum = 0.0;
      for (i = 0; i < k; i++)
        sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;
      for (i = 0; i < k; i++)
        z[i] = y[i] + alpha * y[k - i - 1];
      for (i = 0; i < k; i++)
        y[i] = z[i];
      y[k] = alpha;
    }
}

int
main (void)
{
  int k;
  double *r = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));
  double *z = kernel_alloc (N * sizeof (double));
  double p1 = 1.0, p2 = 1.0, p3 = 1.0;

  /* r[k] is the lag-(k+1) autocorrelation of a mixture of three AR(1)
     processes (normalised so that lag 0 is 1): the Toeplitz matrix is
     positive definite, so |alpha| < 1 and beta stays positive.  */
  for (k = 0; k < N; k++)
    {
      p1 *= 0.7;
      p2 *= -0.4;
      p3 *= 0.9;
      r[k] = 0.45 * p1 + 0.35 * p2 + 0.2 * p3;
    }

  KERNEL_TIMER_START ();
  kernel_durbin (N, r, y, z);
  KERNEL_TIMER_STOP ();

  check_double ("y", y, N);
  check_double ("z", z, N);
  free (r);
  free (y);
  free (z);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
