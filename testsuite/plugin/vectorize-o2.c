/* At -O2 GCC's vectorizer uses its very cheap cost model, which takes
   no loop that needs scalar iterations after the vector ones.  Every
   point loop of tiles of unknown extent needs them, so the plugin
   forces the innermost loops it proves free of dependences, as "omp
   simd" does: the triangular product below, interchanged and tiled, is
   vectorized at -O2.  Its results must be the original program's, at
   sizes no tile divides and with empty loops.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-final { scan-remarks {:[0-9]+:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled} } } */
/* { dg-final { scan-remarks {:25:[0-9]+: optimized: loop vectorized} } } */

#include <stdio.h>

#define N 150

static double a[N][N], b[N][N];

/* b = triu (a) * b, in place, row by row: each row of b takes the rows
   below it, which are not yet overwritten.  */
static void __attribute__ ((noinline))
kernel (int n, int m)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double t = a[i][i] * b[i][j];
	for (int k = i + 1; k < n; k++)
	  t += a[i][k] * b[k][j];
	b[i][j] = t;
      }
}

int
main (void)
{
  static const int sizes[][2] = { { 150, 150 }, { 97, 131 }, { 0, 5 },
				  { 5, 0 }, { 1, 1 }, { 33, 67 } };

  for (int s = 0; s < 6; s++)
    {
      double sum = 0;
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  {
	    a[i][j] = (i * 7 + j * 3) % 11 - 5;
	    b[i][j] = (i * 5 + j) % 13 - 6;
	  }
      kernel (sizes[s][0], sizes[s][1]);
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  sum += b[i][j] * (1 + (i + j) % 5);
      printf ("%d %d %.1f\n", sizes[s][0], sizes[s][1], sum);
    }
  return 0;
}
