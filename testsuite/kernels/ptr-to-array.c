/* ptr-to-array: heap 2-D arrays passed as pointer-to-array double (*A)[M]: a 2-D upwind recurrence and a matrix-vector product.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "ptr-to-array.c:20:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "ptr-to-array.c:(1\[5-9\]|2\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 41
#endif
#ifndef M
#define M 37
#endif

static void __attribute__((noinline))
kernel_ptr_to_array (int n, int m, double (*A)[M], double (*B)[M],
                     double *v, double *w)
{
  int i, j;

  for (i = 1; i < n; i++)
    for (j = 1; j < m; j++)
      A[i][j] = 0.4 * A[i - 1][j] + 0.3 * A[i][j - 1] + 0.2 * B[i][j];
  for (i = 0; i < n; i++)
    {
      w[i] = 0.0;
      for (j = 0; j < m; j++)
        w[i] += A[i][j] * v[j];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*B)[M] = kernel_alloc (sizeof (double[N][M]));
  double *v = kernel_alloc (M * sizeof (double));
  double *w = kernel_alloc (N * sizeof (double));

  for (j = 0; j < M; j++)
    v[j] = (double) (j % 5) - 2.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[i][j] = (double) ((i * 2 + j) % 9) / 9.0;
        B[i][j] = (double) ((i * j) % 7) / 7.0;
      }

  KERNEL_TIMER_START ();
  kernel_ptr_to_array (N, M, A, B, v, w);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_double ("w", w, N);
  free (A);
  free (B);
  free (v);
  free (w);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
