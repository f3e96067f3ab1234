/* A nest by steps of two with a reversed loop and a guard on parity,
   tiled at sizes 3, 5, 7 and skewed: its loops step by two from starts of
   the parity of n, and the statements' counters come back as exact
   quotients (c - n) / 2.  As GCC's exact divisions they gave wrong
   results here, and ran forever in fuzzer seed 9335; the code generator
   divides with truncation.  Run with (n, m) = (1, 11), (2, 5), (1, 1)
   and (0, 0) against -O0.  isl's scheduler takes about 2 s of
   processor time here, the whole of what the default max-schedule-time
   gives a SCoP's runs: on a loaded machine (CI's three parts on two
   cores) it ran out, and the SCoP was left as it was.  The test is
   about the code, so its budget is ten times larger.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-tile-size=3,5,7 --param l1-cache-size=0 -fplugin-arg-polyhedral-min-instances=0 -fplugin-arg-polyhedral-max-schedule-time=10000" } */

#include <stdio.h>
#include <stdlib.h>

static float d[23][15];
static volatile int size_n = 1, size_m = 11;

static void __attribute__((noinline))
parity (int n, int m, int b_rows, int b_cols, float b[b_rows][b_cols],
	int c_rows, int c_cols, float c[c_rows][c_cols])
{
  for (int i = 0; i <= m; i += 2)
    {
      for (long j = 0; j < i; j++)
	for (int k = i + 1; k >= i; k--)
	  for (int l = 0; l < m; l++)
	    {
	      c[i][k] = d[l][j + 1];
	      if (l % 2 == 0)
		d[i + n][k + 1] = b[2 * i][2 * l];
	    }
      d[2 * i][i + n + 1] = d[2 * i][i];
    }
}

/* The sum of the N floats at P, each weighted by its place.  */
static double
weighted (const float *p, int n)
{
  double s = 0;

  for (int k = 0; k < n; k++)
    s += p[k] * (1 + k % 17);
  return s;
}

int
main (void)
{
  float *b = malloc (sizeof (float[26][24]));
  float *c = malloc (sizeof (float[12][14]));
  int n = size_n, m = size_m;

  if (!b || !c)
    return 1;
  for (int k = 0; k < 26 * 24; k++)
    b[k] = (float) ((k * 7 + 66) % 17) - 8;
  for (int k = 0; k < 12 * 14; k++)
    c[k] = (float) ((k * 7 + 67) % 17) - 8;
  for (int k = 0; k < 23 * 15; k++)
    ((float *) d)[k] = (float) ((k * 5 + 68) % 13) - 6;
  parity (n, m, 26, 24, (void *) b, 12, 14, (void *) c);
  parity (n + 1, m / 2, 26, 24, (void *) b, 12, 14, (void *) c);
  parity (n, n, 26, 24, (void *) b, 12, 14, (void *) c);
  parity (n - 1, n - 1, 26, 24, (void *) b, 12, 14, (void *) c);
  printf ("%.1f %.1f\n", weighted (c, 12 * 14),
	  weighted ((const float *) d, 23 * 15));
  free (b);
  free (c);
  return 0;
}

/* { dg-final { scan-remarks {:25:[0-9]+: optimized: polyhedral: SCoP interchanged, skewed, tiled 3x5 \(2 bands\)} } } */
