/* jacobi-1d-sizes: the 3-point Jacobi stencil of jacobi-1d.c with its
   steps and length as parameters, run at sizes that no tile divides,
   with no step, with rows too short to compute, and at one row longer
   than a tile: the time tiles whose statements run apart (decision 70)
   must give gcc -O0's values exactly, each instance computing the same
   expression.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "jacobi-1d-sizes.c:18:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 2 statements" } } */
#include "check.h"

#define N 211

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
  static const int sizes[][2]
    = { { 0, N }, { 5, 2 }, { 3, 3 }, { 9, 17 }, { 37, N }, { 1, N } };
  double *A = kernel_alloc (N * sizeof (double));
  double *B = kernel_alloc (N * sizeof (double));

  for (int i = 0; i < N; i++)
    {
      A[i] = ((double) i + 2) / N;
      B[i] = ((double) i + 3) / N;
    }
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      kernel_jacobi_1d (sizes[s][0], sizes[s][1], A, B);
      check_double ("A", A, N);
      check_double ("B", B, N);
    }
  free (A);
  free (B);
  return 0;
}
