/* Square roots under -fmath-errno (the default): GCC's call DCE has made
   each a branch between the sqrt instruction and the library call that
   sets errno.  The pass folds the branch for its length, so that the
   nests are SCoPs: cholesky is tiled, and errno after it is EDOM exactly
   when a square root of a negative number was taken, as in the original
   program.  Its loops stay on one thread, each thread having an errno of
   its own.  A loop that reads errno beside its square roots is no
   SCoP.  Sizes are no multiples of the tiles, and the loops also run
   empty.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0" } */
/* { dg-final { scan-remarks {:28:[0-9]+: optimized: polyhedral: SCoP [a-z, ]*tiled} } } */
/* { dg-final { scan-remarks {:28:[0-9]+: missed: polyhedral: no loop of the SCoP runs in parallel: its square roots may set errno} } } */
/* { dg-final { scan-remarks {:46:[0-9]+: optimized: polyhedral: SCoP [a-z, ]*interchanged} } } */
/* { dg-final { scan-remarks-not {:(2[8-9]|3[0-9]|4[6-8]|5[6-9]):[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks {:56:[0-9]+: missed: polyhedral: not a SCoP: square root that may set errno beside an access through a pointer a call returned} } } */

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 150

static void __attribute__ ((noinline))
cholesky (int n, double (*a)[N])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < i; j++)
	{
	  for (int k = 0; k < j; k++)
	    a[i][j] -= a[i][k] * a[j][k];
	  a[i][j] /= a[j][j];
	}
      for (int k = 0; k < i; k++)
	a[i][i] -= a[i][k] * a[i][k];
      a[i][i] = sqrt (a[i][i]);
    }
}

/* The length of each column, in single precision, read down the rows.  */
static void __attribute__ ((noinline))
column_norms (int n, int m, float (*b)[N], float (*c)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[j][i] = sqrtf (b[j][i] * b[j][i] + b[i][j]);
}

/* Which square roots failed, through errno read and written beside
   them: no SCoP, the model would not see the calls write it.  */
static void __attribute__ ((noinline))
flag_domain_errors (int n, const double *x, double *y, int *bad)
{
  for (int i = 0; i < n; i++)
    {
      errno = 0;
      y[i] = sqrt (x[i]);
      bad[i] = errno != 0;
    }
}

/* Fill A with a symmetric positive definite matrix, whose diagonal is
   made negative from row BREAK on.  */
static void
fill (double (*a)[N], int brk)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i == j ? (i >= brk ? -1.0 : 1.5 + (i % 3) / 10.0)
		       : ((i * j + i + j) % 11 + 1) / (11.0 * N);
}

/* Print the checksum of A, its NaNs counted apart, and whether errno
   is EDOM.  */
static void
report (const char *what, double (*a)[N])
{
  double sum = 0.0;
  int nans = 0;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      if (isnan (a[i][j]))
	nans++;
      else
	sum += a[i][j] * (1 + (i * 7 + j) % 13);
  printf ("%s: %.10e, %d NaNs, errno %s\n", what, sum, nans,
	  errno == EDOM ? "EDOM" : errno ? "other" : "0");
}

int
main (void)
{
  double (*a)[N] = calloc (N, sizeof *a);
  float (*b)[N] = calloc (N, sizeof *b);
  float (*c)[N] = calloc (N, sizeof *c);

  if (!a || !b || !c)
    return 1;
  fill (a, N);
  errno = 0;
  cholesky (N, a);
  report ("positive", a);
  fill (a, N - 3);
  errno = 0;
  cholesky (N, a);
  report ("negative at the end", a);
  fill (a, 40);
  errno = 0;
  cholesky (N - 7, a);
  report ("negative inside", a);
  errno = 0;
  cholesky (0, a);
  report ("empty", a);

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = (float) ((i * 5 + j * 3) % 23) - 2.0f;
  errno = 0;
  column_norms (N - 1, N - 2, b, c);
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += isnan (c[i][j]) ? 1000.0 : c[i][j];
  printf ("norms: %.4f, errno %s\n", s, errno == EDOM ? "EDOM" : "0");

  double x[N], y[N];
  int bad[N], n_bad = 0;
  for (int i = 0; i < N; i++)
    x[i] = (i % 5) - 1.5;
  flag_domain_errors (N - 1, x, y, bad);
  for (int i = 0; i < N - 1; i++)
    n_bad += bad[i] * (i + 1);
  printf ("domain errors: %d\n", n_bad);
  free (a);
  free (b);
  free (c);
  return 0;
}
