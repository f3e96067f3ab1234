/* reload: sums stored in memory and used after their loop (GCC forwards the last stored value), then copied to a transpose and to a second array, and a loop whose store is conditional.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "reload.c:23:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

/* c[i][j] is summed over k, then read twice after the k loop: the model
   must see those reads as reads of c[i][j], and they must still see the
   final sum.  The second nest stores only on some iterations: its last
   stored value is not what leaves the loop.  */
static void __attribute__((noinline))
kernel_reload (int n, int m, const double a[n][m], const double b[m][n],
               double c[n][n], double d[n][n], double e[n][n], long *f)
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
        c[i][j] = 0.0;
        for (k = 0; k < m; k++)
          c[i][j] += a[i][k] * b[k][j];
        d[i][j] = c[i][j] * 2.0;
        e[j][i] = c[i][j] - 1.0;
      }
  for (i = 0; i < n; i++)
    {
      long last = 0;
      for (k = 0; k < m; k++)
        if ((i + k) % 3 == 0)
          {
            last = i * k;
            f[i] = last;
          }
      f[n + i] = last + 1;
    }
}

int
main (void)
{
  int i, j;
  double (*a)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*b)[N] = kernel_alloc (sizeof (double[M][N]));
  double (*c)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*d)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*e)[N] = kernel_alloc (sizeof (double[N][N]));
  long *f = kernel_alloc (2 * N * sizeof (long));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      a[i][j] = (double) ((i * 5 + j * 3) % 17) / 17.0;
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      b[i][j] = (double) ((i * 2 + j * 7) % 13) / 13.0;

  KERNEL_TIMER_START ();
  kernel_reload (N, M, a, b, c, d, e, f);
  KERNEL_TIMER_STOP ();

  check_double ("c", (const double *) c, (long) N * N);
  check_double ("d", (const double *) d, (long) N * N);
  check_double ("e", (const double *) e, (long) N * N);
  check_long ("f", f, 2 * N);
  free (a);
  free (b);
  free (c);
  free (d);
  free (e);
  free (f);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
