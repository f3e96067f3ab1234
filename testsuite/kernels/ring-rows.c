/* ring-rows: a Jacobi stencil on two buffers picked by t % 2 and a ring of rows picked by i % 5, on variable-length and flat arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "ring-rows.c:29:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements" } } */
/* { dg-final { scan-remarks "ring-rows.c:36:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements" } } */
/* { dg-final { scan-remarks "ring-rows.c:39:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements" } } */
/* A quotient that indexes rows of a run-time length (A[t % 2][i][j] on
   rows of n x m, r[i % 5][j] on rows of m, f[(t % 2) * n * m + i * m
   + j]) is a quasi-affine subscript: the nests are SCoPs, and the
   dependences between the two buffers are exact.  Then with one row,
   one column, no time step and no row at all.  */
#include "check.h"

#ifndef N
#define N 41
#endif
#ifndef M
#define M 37
#endif
#ifndef T
#define T 7
#endif

static volatile int size_n = N, size_m = M, steps = T;

static void __attribute__((noinline))
kernel_ring_rows (int t_max, int n, int m, double a[2][n][m],
		  double r[5][m], const double (*x)[m], double *f)
{
  for (int t = 0; t < t_max; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < m - 1; j++)
	a[(t + 1) % 2][i][j] = 0.2 * (a[t % 2][i][j] + a[t % 2][i - 1][j]
				      + a[t % 2][i + 1][j]
				      + a[t % 2][i][j - 1]
				      + a[t % 2][i][j + 1]);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i % 5][j] = r[i % 5][j] * 0.5 + x[i][j];
  for (int t = 0; t < t_max; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 0; j < m; j++)
	f[((t + 1) % 2) * n * m + i * m + j]
	  = f[(t % 2) * n * m + (i - 1) * m + j] * 0.25
	    + f[(t % 2) * n * m + (i + 1) * m + j] * 0.75;
}

static void
run (int t_max, int n, int m)
{
  double (*a)[N][M] = kernel_alloc (sizeof (double[2][N][M]));
  double (*r)[M] = kernel_alloc (sizeof (double[5][M]));
  double (*x)[M] = kernel_alloc (sizeof (double[N][M]));
  double *f = kernel_alloc (sizeof (double[2 * N * M]));

  for (int b = 0; b < 2; b++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
	a[b][i][j] = (double) ((i * 7 + j * 3 + b) % 11) / 4;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      x[i][j] = (double) ((i + j * 5) % 9) / 8;
  for (int k = 0; k < 5 * M; k++)
    ((double *) r)[k] = (double) (k % 7) / 2;
  for (int k = 0; k < 2 * N * M; k++)
    f[k] = (double) (k % 13) / 4;
  /* The sizes of the arrays as the kernel sees them are N and M; the
     loops run to n and m.  */
  kernel_ring_rows (t_max, N, M, (double (*)[N][M]) a, r, x, f);
  kernel_ring_rows (t_max, n, m, (double (*)[n][m]) a, r, x, f);
  check_double ("a", (const double *) a, 2L * N * M);
  check_double ("r", (const double *) r, 5L * M);
  check_double ("f", f, 2L * N * M);
  free (a);
  free (r);
  free (x);
  free (f);
}

int
main (void)
{
  KERNEL_TIMER_START ();
  run (steps, size_n, size_m);
  KERNEL_TIMER_STOP ();
  run (steps, 1, size_m);
  run (steps, size_n, 1);
  run (0, size_n, size_m);
  run (steps, 0, 0);
  return 0;
}
