/* A nest whose loop count may wrap around keeps its order.  Speex's
   autocorrelation (lpc.c, _spx_autocorr) with its inner count computed
   unsigned, from a lag the model does not relate to the length (the
   clamp before the loops): the domain divides by 2^32, and its pieces
   past the wrap never run.  Tiled, and interchanged as isl's scheduler
   wants, the nest scanned those pieces to the type's bounds, 2^27
   empty tiles per call: the run did not end.  (Before that, its jammed
   strips had cost isl's AST 4 s.)  Run against -O0 with lags and
   lengths that no tile divides, a lag past the length, and empty
   loops.  */
/* { dg-do run } */
/* { dg-options "-O2" } */

#include <stdio.h>

static volatile int sizes[][2] = { { 45, 77 }, { 90, 61 }, { 1, 1 },
				   { 0, 13 }, { 7, 0 } };

static void __attribute__((noinline))
autocorr (const float *x, float *ac, int lag, int n)
{
  if (lag > n)
    lag = n;
  while (lag--)
    {
      float d = 0;
      unsigned count = n - lag;
      for (unsigned i = 0; i < count; i++)
	d += x[i + lag] * x[i];
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

/* { dg-final { scan-remarks {:24:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(a loop count may wrap around\)} } } */
