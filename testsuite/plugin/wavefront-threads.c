/* The tiles of a band whose every loop carries a dependence are skewed
   into a wavefront only when threads run the waves: under -fopenmp (the
   same nests without it are in transforms.c), but not for a SCoP that
   calls a function that may set errno, which stays on one thread.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp" } */

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

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32x32, skewed for wavefront$} } } */
/* { dg-final { scan-remarks {:25:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 32x32x32$} } } */
