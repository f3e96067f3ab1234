/* stride3: loops with non-unit strides (i += 3, j += 2, a descending i -= 5) updating 1-D and 2-D arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "stride3.c:19:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "stride3.c:(1\[5-9\]|2\[0-6\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif
#ifndef M
#define M 37
#endif

static void __attribute__((noinline))
kernel_stride3 (int n, int m, double *a, double B[n][m])
{
  int i, j;

  for (i = 0; i < n; i += 3)
    a[i] = 2.0 * a[i] + 1.0;
  for (i = 1; i < n; i += 3)
    for (j = 2; j < m; j += 2)
      B[i][j] = B[i - 1][j - 2] + 0.5 * a[i];
  for (i = n - 1; i >= 5; i -= 5)
    a[i] = a[i - 5] - a[i];
}

int
main (void)
{
  int i, j;
  double *a = kernel_alloc (N * sizeof (double));
  double (*B)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    {
      a[i] = (double) ((i * 5) % 7) / 7.0;
      for (j = 0; j < M; j++)
        B[i][j] = (double) ((i + j * 3) % 17) / 17.0;
    }

  KERNEL_TIMER_START ();
  kernel_stride3 (N, M, a, B);
  KERNEL_TIMER_STOP ();

  check_double ("a", a, N);
  check_double ("B", (const double *) B, (long) N * M);
  free (a);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
