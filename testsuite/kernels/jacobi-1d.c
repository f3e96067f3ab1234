/* jacobi-1d: 3-point Jacobi stencil over TSTEPS time steps, ping-ponging between two 1-D heap arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "jacobi-1d.c:19:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "jacobi-1d.c:(1\[5-9\]|2\[0-6\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 101
#endif
#ifndef TSTEPS
#define TSTEPS 7
#endif

static void __attribute__((noinline))
kernel_jacobi_1d (int tsteps, int n, double *A, double *B)
{
  int t, i;

  for (t = 0; t < tsteps; t++)
    {
      for (i = 1; i < n - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
      for (i = 1; i < n - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
}

int
main (void)
{
  int i;
  double *A = kernel_alloc (N * sizeof (double));
  double *B = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      A[i] = ((double) i + 2) / N;
      B[i] = ((double) i + 3) / N;
    }

  KERNEL_TIMER_START ();
  kernel_jacobi_1d (TSTEPS, N, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("A", A, N);
  check_double ("B", B, N);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
