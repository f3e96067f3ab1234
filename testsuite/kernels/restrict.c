/* restrict: restrict-qualified pointer parameters (1-D and pointer-to-array): scaled vector update and a 2-D smoothing into a separate output.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "restrict.c:20:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "restrict.c:(1\[5-9\]|2\[0-6\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

static void __attribute__((noinline))
kernel_restrict (int n, int m, double *restrict y, const double *restrict x,
                 double (*restrict out)[M], const double (*restrict in)[M])
{
  int i, j;

  for (i = 0; i < n; i++)
    y[i] = 3.0 * x[i] + y[i];
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < m - 1; j++)
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]
                   - 4.0 * in[i][j]) * y[i];
}

int
main (void)
{
  int i, j;
  double *y = kernel_alloc (N * sizeof (double));
  double *x = kernel_alloc (N * sizeof (double));
  double (*out)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*in)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    {
      x[i] = (double) (i % 7) / 7.0;
      y[i] = (double) (i % 3);
      for (j = 0; j < M; j++)
        {
          in[i][j] = (double) ((i * i + 3 * j) % 19) / 19.0;
          out[i][j] = -1.0;
        }
    }

  KERNEL_TIMER_START ();
  kernel_restrict (N, M, y, x, out, (const double (*)[M]) in);
  KERNEL_TIMER_STOP ();

  check_double ("y", y, N);
  check_double ("out", (const double *) out, (long) N * M);
  free (y);
  free (x);
  free (out);
  free (in);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
