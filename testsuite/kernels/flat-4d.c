/* flat-4d: heap arrays of four run-time sizes, A[((i*m + j)*p + k)*q + l]: a 4-D stencil along l and a sum over k into a 3-D array, both decided by the solver (the product of three sizes is no affine row).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "flat-4d.c:25:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks-not "flat-4d.c:(2\[5-9\]|3\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 7
#endif
#ifndef M
#define M 9
#endif
#ifndef P
#define P 5
#endif
#ifndef Q
#define Q 11
#endif

static void __attribute__((noinline))
kernel_flat_4d (int n, int m, int p, int q, double *a, double *b, double *s)
{
  int i, j, k, l;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      for (k = 0; k < p; k++)
	for (l = 1; l < q - 1; l++)
	  a[((i * m + j) * p + k) * q + l]
	    = 0.25 * (b[((i * m + j) * p + k) * q + l - 1]
		      + 2.0 * b[((i * m + j) * p + k) * q + l]
		      + b[((i * m + j) * p + k) * q + l + 1]);
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      for (l = 0; l < q; l++)
	{
	  s[(i * m + j) * q + l] = 0.0;
	  for (k = 0; k < p; k++)
	    s[(i * m + j) * q + l] += a[((i * m + j) * p + k) * q + l];
	}
}

static volatile int sizes[4] = { N, M, P, Q };

int
main (void)
{
  int n = sizes[0], m = sizes[1], p = sizes[2], q = sizes[3];
  long all = (long) N * M * P * Q;
  double *a = kernel_alloc (all * sizeof (double));
  double *b = kernel_alloc (all * sizeof (double));
  double *s = kernel_alloc ((long) N * M * Q * sizeof (double));
  long t;

  for (t = 0; t < all; t++)
    {
      a[t] = -1.0;
      b[t] = (double) ((t * 7) % 17) / 17.0;
    }

  KERNEL_TIMER_START ();
  kernel_flat_4d (n, m, p, q, a, b, s);
  KERNEL_TIMER_STOP ();
  check_double ("a", a, all);
  check_double ("s", s, (long) N * M * Q);

  /* Empty sizes, then smaller ones in the same storage.  */
  kernel_flat_4d (0, m, p, q, a, b, s);
  kernel_flat_4d (n, m, 0, q, a, b, s);
  check_double ("a", a, all);
  check_double ("s", s, (long) N * M * Q);
  kernel_flat_4d (n - 2, m - 3, p - 1, q - 4, a, b, s);
  check_double ("a", a, all);
  check_double ("s", s, (long) N * M * Q);
  free (a);
  free (b);
  free (s);
  return 0;
}
