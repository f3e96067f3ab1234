/* mvt: two matrix-vector products x1 += A * y1 and x2 += A^T * y2 on global static arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "mvt.c:19:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "mvt.c:(1\[5-9\]|2\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif

static double A[N][N];
static double x1[N], x2[N], y_1[N], y_2[N];

static void __attribute__((noinline))
kernel_mvt (int n)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x1[i] += A[i][j] * y_1[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x2[i] += A[j][i] * y_2[j];
}

int
main (void)
{
  int i, j;

  for (i = 0; i < N; i++)
    {
      x1[i] = (double) (i % N) / N;
      x2[i] = (double) ((i + 1) % N) / N;
      y_1[i] = (double) ((i + 3) % N) / N;
      y_2[i] = (double) ((i + 4) % N) / N;
      for (j = 0; j < N; j++)
        A[i][j] = (double) (i * j % N) / N;
    }

  KERNEL_TIMER_START ();
  kernel_mvt (N);
  KERNEL_TIMER_STOP ();

  check_double ("x1", x1, N);
  check_double ("x2", x2, N);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
