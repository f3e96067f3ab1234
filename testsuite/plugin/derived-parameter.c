/* Loop bounds computed before the region from one parameter: 2 * n + 8
   and n - 1, in int (whose overflow is undefined).  Each was a parameter
   of its own, with nothing relating the loops' counts; both are now
   modelled through n, whose range in the context comes from the
   types of the bounds (2 * n + 8 fits an int).  Run against -O0 at
   sizes that leave loops empty, with the transformation checked.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-tile-size=3,5 --param l1-cache-size=0 -fplugin-arg-polyhedral-min-instances=0 -fplugin-arg-polyhedral-dump" } */

#include <stdio.h>

#define ROWS 40
#define COLS 40

static int A[ROWS][COLS], B[COLS][COLS], C[ROWS][COLS];

static __attribute__ ((noinline)) void
kernel (int n)
{
  int rows = 2 * n + 8, cols = n - 1;

  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      for (int k = 0; k < cols; k++)
	C[i][j] += A[i][k] * B[k][j];
}

int
main (void)
{
  static const int sizes[] = { 5, 0, -4, 1, 2, 16 };
  long sum = 0;

  for (unsigned c = 0; c < sizeof sizes / sizeof sizes[0]; c++)
    {
      for (int i = 0; i < ROWS; i++)
	for (int j = 0; j < COLS; j++)
	  {
	    A[i][j] = (i * 7 + j * 3) % 11 - 5;
	    C[i][j] = (i * 5 + j) % 13 - 6;
	    if (i < COLS)
	      B[i][j] = (i + j * 3) % 7 - 3;
	  }
      kernel (sizes[c]);
      for (int i = 0; i < ROWS; i++)
	for (int j = 0; j < COLS; j++)
	  sum = sum * 31 + C[i][j];
      printf ("n = %d: %ld\n", sizes[c], sum);
    }
  return 0;
}

/* { dg-final { scan-polyhedral-dump {(?n)^context: \[n\] -> \{  : -3 <= n <= 1073741819 \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^domain: \[n\] -> \{ S_[0-9]+\[i0, i1, i2\] : 0 <= i0 <= 7 \+ 2n and 0 <= i1 <= -2 \+ n and 0 <= i2 <= -2 \+ n \}$} } } */
/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: SCoP} } } */
