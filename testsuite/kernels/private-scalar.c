/* private-scalar: scalars computed and used in each iteration (a dot product carried in a register, a value passed between statements) may be private to each thread; one whose last value is used after the nest, or whose value crosses iterations, may not.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "private-scalar.c:24:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif

/* In the first nest t is set, accumulated and used in each (i, j): the
   j loop may run in parallel with a copy of t per thread (as in symm).
   In the second, last is the value of the final iteration, read after
   the nest.  In the third, carry passes each row's value to the next.  */
static void __attribute__((noinline))
kernel_private (int n, int m, const double a[n][m], const double b[m][n],
                double c[n][n], double *out, long *lastp, long d[n][m])
{
  int i, j, k;
  long last = 0, carry = 1;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
        double t = 0.0;
        for (k = 0; k < m; k++)
          t += a[i][k] * b[k][j];
        c[i][j] = t * 0.5 + c[i][j];
      }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      {
        last = d[i][j] * 3 + i;
        d[i][j] = last - j;
      }
  for (i = 0; i < n; i++)
    {
      for (j = 0; j < m; j++)
        d[i][j] += carry;
      carry = d[i][m - 1] % 7 + 1;
    }
  *out = c[n - 1][n - 1];
  *lastp = last;
}

int
main (void)
{
  int i, j;
  double (*a)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*b)[N] = kernel_alloc (sizeof (double[M][N]));
  double (*c)[N] = kernel_alloc (sizeof (double[N][N]));
  long (*d)[M] = kernel_alloc (sizeof (long[N][M]));
  double out;
  long last;

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        a[i][j] = (double) ((i * 3 + j) % 11) / 11;
        d[i][j] = (i * 7 + j * 5) % 13;
      }
  for (i = 0; i < M; i++)
    for (j = 0; j < N; j++)
      b[i][j] = (double) ((i + j * 2) % 7) / 7;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      c[i][j] = (double) (i - j) / N;

  KERNEL_TIMER_START ();
  kernel_private (N, M, a, b, c, &out, &last, d);
  KERNEL_TIMER_STOP ();

  check_double ("c", (const double *) c, (long) N * N);
  check_long ("d", (const long *) d, (long) N * M);
  printf ("out: %.9f\nlast: %ld\n", out, last);
  return 0;
}
