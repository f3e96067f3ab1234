/* Scalars private to a SCoP that every iteration writes and reads (a
   value passed from one block to the next) no longer keep the nest in
   its order: their live ranges stay whole, their reuse may run
   backwards (live-range reordering).  nussinov's maximum of three
   neighbours in such a scalar, tiled; a copy down the columns through
   a scalar, interchanged; a running sum, whose live ranges cross the
   iterations of j, and a nest whose scalar is read after it, which
   neither order can change as they are: interchanged once the scalars
   that allow it get an array per i (the sum s[i] still runs in the
   order of j; the value read after the nest stays a scalar).  Every
   result must be the original program's, at sizes that are no
   multiples of the tiles, and with empty loops.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-dump" } */
/* { dg-final { scan-polyhedral-dump {(?n)^scalar reuse dependences \(relaxed\): } } } */
/* { dg-final { scan-remarks {:32:[0-9]+: optimized: polyhedral: SCoP [a-z, ]*tiled 32x32} } } */
/* { dg-final { scan-remarks {:52:[0-9]+: optimized: polyhedral: SCoP interchanged} } } */
/* { dg-final { scan-remarks {:67:[0-9]+: optimized: polyhedral: SCoP interchanged, with [0-9]+ scalars? expanded into arrays} } } */
/* { dg-final { scan-remarks {:86:[0-9]+: optimized: polyhedral: SCoP interchanged, with [0-9]+ scalars? expanded into arrays} } } */

#include <stdio.h>
#include <stdlib.h>

#define N 75
#define MAX2(a, b) ((a) >= (b) ? (a) : (b))

/* nussinov: the value of table[i][j] after its three neighbours passes
   from one block to the next in a scalar, which each (i, j) writes.  */
static void __attribute__ ((noinline))
nussinov (int n, const unsigned char *seq, int (*table)[N])
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      {
	table[i][j] = MAX2 (table[i][j], table[i][j - 1]);
	table[i][j] = MAX2 (table[i][j], table[i + 1][j]);
	if (i < j - 1)
	  table[i][j] = MAX2 (table[i][j], table[i + 1][j - 1]
				+ (seq[i] + seq[j] == 3));
	else
	  table[i][j] = MAX2 (table[i][j], table[i + 1][j - 1]);
	for (int k = i + 1; k < j; k++)
	  table[i][j] = MAX2 (table[i][j], table[i][k] + table[k + 1][j]);
      }
}

/* A copy down the columns: t passes from the block that loads it to
   the branch that stores it; interchanged, both walk the rows.  */
static void __attribute__ ((noinline))
columns (int n, int m, double (*a)[N], double (*b)[N])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double t = a[j][i] * 2.0;
	if (j > i)
	  b[j][i] = t + 1.0;
	else
	  b[j][i] = t - 1.0;
      }
}

/* A running sum along each row: s lives from one j to the next.  */
static void __attribute__ ((noinline))
running (int n, int m, double (*a)[N], double (*b)[N])
{
  for (int i = 0; i < n; i++)
    {
      double s = 0.0;
      for (int j = 0; j < m; j++)
	{
	  s += a[j][i];
	  if (j > i)
	    b[j][i] = s;
	  else
	    b[j][i] = -s;
	}
    }
}

/* The last t is read after the nest.  */
static double __attribute__ ((noinline))
transpose_last (int n, int m, double (*a)[N], double (*b)[N])
{
  double t = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	t = a[i][j] - i;
	if (j > i)
	  b[j][i] = t;
	else
	  b[j][i] = -t;
      }
  return t;
}

static double
sum (double (*b)[N])
{
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += b[i][j] * (1 + (i * 7 + j) % 13);
  return s;
}

int
main (void)
{
  /* On the heap: passed to a static function, a global array would
     come in as an address the function's clone adds offsets to.  */
  int (*table)[N] = calloc (N, sizeof *table);
  unsigned char *seq = calloc (N, 1);
  double (*a)[N] = calloc (N, sizeof *a);
  double (*b)[N] = calloc (N, sizeof *b);
  long check = 0;

  if (!table || !seq || !a || !b)
    return 1;

  for (int i = 0; i < N; i++)
    seq[i] = (unsigned char) ((i * 7 + i / 3 + 1) % 4);
  for (int n = 0; n <= N; n += n < 2 ? 1 : 37)
    {
      nussinov (n, seq, table);
      for (int i = 0; i < N; i++)
	for (int j = 0; j < N; j++)
	  check = check * 31 + table[i][j];
      printf ("nussinov %d: %ld\n", n, check);
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 3 + j * 5) % 17 - 8.5;
  columns (N, N - 4, a, b);
  printf ("columns: %.6f\n", sum (b));
  columns (0, N, a, b);
  columns (1, 3, a, b);
  printf ("columns small: %.6f\n", sum (b));
  running (N - 2, N, a, b);
  printf ("running: %.6f\n", sum (b));
  printf ("last: %.6f ", transpose_last (N, N - 1, a, b));
  printf ("%.6f\n", sum (b));
  free (table);
  free (seq);
  free (a);
  free (b);
  return 0;
}
