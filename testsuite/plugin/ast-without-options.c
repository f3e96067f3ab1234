/* Where isl's operation budget runs out building the AST with its
   options (the strips of unroll and jam isolated and unrolled, every
   band separated), the AST is built again with no option on any band:
   the SCoP keeps its new schedule, its loops neither separated nor
   unrolled, and the remark says so.  A nest of fuzzer seed 9975 under
   three parameters: isl took 3.7 s to run out of its default budget on
   the strips' options, then ran out a second time when only separation
   was dropped; the AST without options takes a few hundredths of a
   second.  A smaller budget here keeps the test short.  Every result
   must be the original program's, at sizes that leave loops empty.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-polyhedral-max-operations=500000" } */
/* { dg-final { scan-remarks {:24:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32 \(2 bands\), its loops neither separated nor unrolled \(isl's budget ran out building them so\)$} } } */

#include <stdio.h>

static float a[64], b[128], c[66][64], d[72];

/* d[i] and a[i] take their terms in the order of j, in the new schedule
   too: the sums are exact, small whole numbers.  */
static void __attribute__ ((noinline))
kernel (int n, int m, int p)
{
  for (int i = 0; i < n - 1; i++)
    {
      d[i + 3] = c[i + 2][i];
      for (int j = i; j < m; j++)
	{
	  if (j + i < p)
	    a[i] += b[j];
	  else
	    d[i] -= (float) i;
	}
    }
}

int
main (void)
{
  static const int sizes[][3] = { { 60, 100, 57 }, { 0, 5, 5 }, { 1, 1, 1 },
				  { 61, 127, 200 }, { 37, 2, 0 } };

  for (int k = 0; k < 128; k++)
    b[k] = (k * 7 + 66) % 17 - 8;
  for (int k = 0; k < 66 * 64; k++)
    (&c[0][0])[k] = (k * 5 + 3) % 13 - 6;
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    {
      volatile int n = sizes[s][0], m = sizes[s][1], p = sizes[s][2];
      float sum = 0;

      kernel (n, m, p);
      for (int k = 0; k < 64; k++)
	sum += a[k] * (k % 7 + 1);
      for (int k = 0; k < 72; k++)
	sum += d[k] * (k % 5 + 2);
      printf ("%d %d %d: %.1f\n", sizes[s][0], sizes[s][1], sizes[s][2], sum);
    }
  return 0;
}
