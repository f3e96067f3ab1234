/* The dump of a SCoP whose accesses go through polynomial subscripts
   (rows of a packed triangle, walked with running indices, in the
   shape of gsl's specfunc/legendre_source.c) and whose counters are
   unsigned.  The dump's "accessed" line simplified the accessed
   elements under the context: isl's gist worked out divisions of
   2^64 for minutes and 11 GB (legendre_P.c: 9 min), where the compile
   without the dump takes 6 s.  It prints them as the model has them;
   a regression times this test out.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-polyhedral-dump" } */

#include <stddef.h>
/* Packed triangular rows: row l starts at l (l + 1) / 2, walked with
   running indices as recurrences over a lower triangle often are.  */
void
packed_rows (size_t lmax, double x, const double *w, double *r, double *d,
	     double *e)
{
  size_t l, m, k = 1, kk = 0;
  double p1 = x, p2 = 1.0, q = 1.0;

  for (l = 2; l <= lmax; ++l)
    {
      k += l;
      double p = x * p1 - p2;
      r[k] = p;
      d[k] = l * (x * p - p1);
      e[k] = -(double) l * p - x * d[k];
      p2 = p1;
      p1 = p;
    }
  for (m = 1; m < lmax; ++m)
    {
      kk += m + 1;
      q *= w[2 * m - 1] / w[2 * m];
      r[kk] = q;
      d[kk] = m * x * r[kk];
      e[kk] = m * r[kk] - x * d[kk];
      k = kk + m + 1;
      p1 = x * w[2 * m + 1] * q;
      r[k] = p1;
      d[k] = (m + 1.0) * x * r[k] - w[2 * m + 1] * r[kk];
      e[k] = m * r[k] - x * d[k];
      p2 = q;
      for (l = m + 2; l <= lmax; ++l)
	{
	  k += l;
	  double p = (2 * l - 1) / w[l + m] * x * p1 - w[l - m - 1] * p2;
	  r[k] = p;
	  d[k] = l * x * r[k] - w[l + m] * r[k - l];
	  e[k] = m * r[k] - x * d[k];
	  p2 = p1;
	  p1 = p;
	}
    }
}

/* { dg-final { scan-remarks {note: polyhedral: found SCoP: 3 loops, 6 statements, 2 parameters} } } */
/* { dg-final { scan-polyhedral-dump-times {(?n)^accessed: } 1 } } */
