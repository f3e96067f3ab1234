/* The tiles of a band whose every loop carries a dependence are skewed
   into a wavefront only when threads run the waves: under -fopenmp (the
   same nests without it are in transforms.c), but not for a SCoP that
   calls a function that may set errno, which stays on one thread.  A
   2-D recurrence is tiled for threads only, in tiles a row as wide as
   half the L1 cache holds (a column of d, s and t: 12 bytes; 1024
   columns, 128 rows), its chains interleaved inside; not where its
   statement's work, not its chain, bounds it (an alignment's).  The
   time steps of a 1-D stencil, skewed, get tiles as wide, each
   statement with a loop of its own inside them, on a wavefront only
   where the sizes are constants (the wavefront's AST took 14 s).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp --param l1-cache-size=32" } */

#include <math.h>

#define N 300

void
seidel (int t, double (*a)[N])
{
  for (int s = 0; s < t; s++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
	a[i][j] = (a[i - 1][j] + a[i][j - 1] + a[i][j] + a[i][j + 1]
		   + a[i + 1][j]) / 5.0;
}

void
seidel_sqrt (int t, double (*a)[N])
{
  for (int s = 0; s < t; s++)
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
	a[i][j] = sqrt (a[i - 1][j] + a[i][j - 1] + a[i][j] + a[i][j + 1]
			+ a[i + 1][j]);
}

void
table (int n, int m, int (*d)[m + 1], const int *s, const int *t)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int best = d[i - 1][j - 1] + (s[i] != t[j]);
	if (d[i - 1][j] + 1 < best)
	  best = d[i - 1][j] + 1;
	if (d[i][j - 1] + 1 < best)
	  best = d[i][j - 1] + 1;
	d[i][j] = best;
      }
}

void
alignment (int n, int m, int (*h)[m + 1], int (*p)[m + 1],
	   const unsigned char *a, const unsigned char *b)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int diag = h[i - 1][j - 1] + (a[i] == b[j] ? 3 : -2);
	int up = h[i - 1][j] - 1, left = h[i][j - 1] - 1;
	int best = 0, from = 0;
	if (diag > best)
	  {
	    best = diag;
	    from = 1;
	  }
	if (up > best)
	  {
	    best = up;
	    from = 2;
	  }
	if (left > best)
	  {
	    best = left;
	    from = 3;
	  }
	h[i][j] = best;
	p[i][j] = from;
      }
}

void
jacobi_1d (double *a, double *b)
{
  for (int s = 0; s < 1000; s++)
    {
      for (int i = 1; i < 99999; i++)
	b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
      for (int i = 1; i < 99999; i++)
	a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
}

void
jacobi_1d_sizes (int t, int n, double *a, double *b)
{
  for (int s = 0; s < t; s++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
      for (int i = 1; i < n - 1; i++)
	a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
}

/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32x32, skewed for wavefront$} } } */
/* { dg-final { scan-remarks {:32:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32x32$} } } */
/* { dg-final { scan-remarks {:42:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 128x1024, skewed for wavefront, interleaved 4 chains of a recurrence, } } } */
/* { dg-final { scan-remarks {:58:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(its work, } } } */
/* { dg-final { scan-remarks {:87:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 128x1024 with an innermost loop per statement, skewed for wavefront, } } } */
/* { dg-final { scan-remarks {:99:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 128x1024 with an innermost loop per statement, with } } } */
