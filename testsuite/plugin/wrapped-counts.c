/* No strips where the counts wrap around.  Speex's autocorrelation
   (lpc.c, _spx_autocorr): the inner loop runs from lag to n as lag
   counts down, and GCC computes its trip count unsigned, so the
   model's domain divides by 2^32.  The full strips of a jam then hold
   that division in every piece, and isl's AST took 4 s for these
   lines: the nest is tiled, not jammed.  Run against -O0 with lags
   and lengths that no tile divides, a lag past the length, and empty
   loops.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static volatile int sizes[][2] = { { 45, 77 }, { 90, 61 }, { 1, 1 },
				   { 0, 13 }, { 7, 0 } };

static void __attribute__((noinline))
autocorr (const float *x, float *ac, int lag, int n)
{
  float d;
  int i;
  while (lag--)
    {
      for (i = lag, d = 0; i < n; i++)
	d += x[i] * x[i - lag];
      ac[lag] = d;
    }
}

int
main (void)
{
  float x[100], ac[100];

  for (int k = 0; k < 100; k++)
    x[k] = (float) ((k * 7 + 3) % 11) - 5;
  for (int s = 0; s < 5; s++)
    {
      double sum = 0;

      for (int k = 0; k < 100; k++)
	ac[k] = -1;
      autocorr (x, ac, sizes[s][0], sizes[s][1]);
      for (int k = 0; k < 100; k++)
	sum += ac[k] * (1 + k % 13);
      printf ("%d %d %.1f\n", sizes[s][0], sizes[s][1], sum);
    }
  return 0;
}

/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32, with a run-time check that 1 pair of arrays do not overlap} } } */
/* { dg-final { scan-remarks-not {unrolled and jammed} } } */
