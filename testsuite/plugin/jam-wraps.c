/* No strips where the counts wrap around.  Speex's autocorrelation
   (lpc.c, _spx_autocorr): the inner loop runs from lag to n as lag
   counts down, and GCC computes its trip count unsigned, so the
   model's domain divides by 2^32.  The full strips of a jam then hold
   that division in every piece, and isl's AST took 4 s for these 12
   lines: the nest is tiled, not jammed.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
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

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32, with a run-time check that 1 pair of arrays do not overlap} } } */
/* { dg-final { scan-remarks-not {unrolled and jammed} } } */
