/* linearized: 2-D data in flat heap arrays accessed as A[i * M + j] with a compile-time constant row length (affine subscripts).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "linearized.c:19:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "linearized.c:(1\[5-9\]|2\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

static void __attribute__((noinline))
kernel_linearized (int n, double *A, double *B, double *x)
{
  int i, j;

  for (i = 1; i < n; i++)
    for (j = 1; j < M - 1; j++)
      B[i * M + j] = A[(i - 1) * M + j] + 0.5 * (A[i * M + j - 1] + A[i * M + j + 1]);
  for (j = 0; j < M; j++)
    {
      x[j] = 0.0;
      for (i = 0; i < n; i++)
        x[j] += B[i * M + j];
    }
}

int
main (void)
{
  int i, j;
  double *A = kernel_alloc ((size_t) N * M * sizeof (double));
  double *B = kernel_alloc ((size_t) N * M * sizeof (double));
  double *x = kernel_alloc (M * sizeof (double));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[(long) i * M + j] = (double) ((i * 7 + j * 3) % 23) / 23.0;
        B[(long) i * M + j] = (double) ((i + j) % 3);
      }

  KERNEL_TIMER_START ();
  kernel_linearized (N, A, B, x);
  KERNEL_TIMER_STOP ();

  check_double ("B", B, (long) N * M);
  check_double ("x", x, M);
  free (A);
  free (B);
  free (x);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
