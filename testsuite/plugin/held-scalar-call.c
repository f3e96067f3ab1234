/* A sum held in the element it ends up in, stored there through a call:
   r[k][k] = sqrt (nrm), then read by the loop after it.  The block of
   the square root stores more than the held value back, and must stay
   a statement of the model (it was dropped as a mere copy back, and the
   loop after it divided by the sum instead of its root).  Every result
   must be the original program's; the loops also run empty.  Without
   errno, the square root is the internal call .SQRT.  */
/* { dg-do run } */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-polyhedral-identity -fplugin-arg-polyhedral-dump" } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_nrm_[0-9]+, phi scalar, 0 dimensions, 8-byte elements, held in r$} } } */
/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: SCoP regenerated from its original schedule} } } */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 37

static void __attribute__ ((noinline))
normalize (int n, int m, double (*a)[N], double (*r)[N], double (*q)[N])
{
  for (int k = 0; k < n; k++)
    {
      double nrm = 0.0;
      for (int i = 0; i < m; i++)
	nrm += a[i][k] * a[i][k];
      r[k][k] = sqrt (nrm);
      for (int i = 0; i < m; i++)
	q[i][k] = a[i][k] / r[k][k];
    }
}

int
main (void)
{
  double (*a)[N] = calloc (N, sizeof *a);
  double (*r)[N] = calloc (N, sizeof *r);
  double (*q)[N] = calloc (N, sizeof *q);

  if (!a || !r || !q)
    return 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 3 + j) % 7 + 1;
  for (int n = 0; n <= N; n += 18)
    for (int m = 0; m <= N; m += 36)
      {
	double s = 0.0;
	normalize (n, m, a, r, q);
	for (int i = 0; i < N; i++)
	  for (int j = 0; j < N; j++)
	    s += r[i][j] * (i + 1) + q[j][i] * (j + 2);
	printf ("%d %d: %.10e\n", n, m, s);
      }
  free (a);
  free (r);
  free (q);
  return 0;
}
