/* param-sizes: a stencil-plus-reduction kernel whose sizes are genuine run-time int arguments (read via volatile, called twice with different sizes).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "param-sizes.c:24:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, " } } */
/* { dg-final { scan-remarks-not "param-sizes.c:(2\[0-9\]|3\[0-3\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the size parameters of the kernel into constants.  */
static volatile int size_n = N;
static volatile int size_m = M;

static void __attribute__((noinline))
kernel_param_sizes (int n, int m, double A[n][m], double B[n][m], double *r)
{
  int i, j;

  for (i = 1; i < n - 1; i++)
    for (j = 1; j < m - 1; j++)
      B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
  for (i = 0; i < n; i++)
    {
      r[i] = 0.0;
      for (j = 0; j < m; j++)
        r[i] += B[i][j] * (double) (j + 1);
    }
}

int
main (void)
{
  int i, j;
  int n = size_n, m = size_m;
  int n2 = n - n / 3, m2 = m - m / 5;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*B)[M] = kernel_alloc (sizeof (double[N][M]));
  double *r = kernel_alloc (N * sizeof (double));
  double (*A2)[m2] = kernel_alloc (sizeof (double) * n2 * m2);
  double (*B2)[m2] = kernel_alloc (sizeof (double) * n2 * m2);
  double *r2 = kernel_alloc (sizeof (double) * n2);

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[i][j] = (double) ((i * 5 + j * 3) % 17) / 17.0;
        B[i][j] = 1.0;
      }
  for (i = 0; i < n2; i++)
    for (j = 0; j < m2; j++)
      {
        A2[i][j] = (double) ((i * 3 + j * 7) % 19) / 19.0;
        B2[i][j] = 2.0;
      }

  KERNEL_TIMER_START ();
  kernel_param_sizes (n, m, A, B, r);
  kernel_param_sizes (n2, m2, A2, B2, r2);
  KERNEL_TIMER_STOP ();

  check_double ("B", (const double *) B, (long) N * M);
  check_double ("r", r, N);
  check_double ("B2", (const double *) B2, (long) n2 * m2);
  check_double ("r2", r2, n2);
  free (A);
  free (B);
  free (r);
  free (A2);
  free (B2);
  free (r2);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
