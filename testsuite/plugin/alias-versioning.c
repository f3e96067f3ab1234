/* A kernel whose pointer parameters may overlap is regenerated behind a
   run-time check of the address ranges; called with arrays that do not
   overlap and with arrays that do (a true recurrence through memory),
   both results must be those of the original program.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-polyhedral-identity -fchecking" } */

#include <stdio.h>

static void __attribute__ ((noinline))
smooth (int n, double *out, const double *in)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}

int
main (void)
{
  static double a[203], b[203];
  double s = 0.0;

  for (int i = 0; i < 203; i++)
    a[i] = b[i] = (i * 7 % 13) / 13.0;
  smooth (101, b, a);		/* Apart.  */
  smooth (201, a + 1, a);	/* Overlapping: reads what it wrote.  */
  smooth (0, a, b);		/* Empty.  */
  for (int i = 0; i < 203; i++)
    s += (a[i] + 2 * b[i]) * (i + 1);
  printf ("%.15e\n", s);
  return 0;
}

/* { dg-final { scan-remarks {:13:[0-9]+: optimized: polyhedral: SCoP regenerated from its original schedule, with a run-time check that 1 pair of arrays do not overlap} } } */
