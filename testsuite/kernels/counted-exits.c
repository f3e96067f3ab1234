/* counted-exits: loops whose exit test GCC computes no trip count for
   (k * k <= n, a cube, a square from a parameter by steps of 2 or by
   a step that is a parameter, an unsigned square, k < m by a step that
   is a parameter), counted at run time before the nest; a dependent
   one, one whose test reads an outer counter, and one the program does
   not reach.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "counted-exits.c:28:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements" } } */
/* { dg-final { scan-remarks "counted-exits.c:47:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements" } } */
/* { dg-final { scan-remarks-not "counted-exits.c:(2\[8-9\]|\[3-9\]\[0-9\]|1\[01\]\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP: (?!trip count of the loop cannot be computed: its exit test depends)" } } */
/* { dg-final { scan-remarks "counted-exits.c:102:\[0-9\]+: missed: polyhedral: not a SCoP: trip count of the loop cannot be computed: its exit test depends on a value that changes in the loop nest" } } */
#include "check.h"

#ifndef N
#define N 1000
#endif
/* Columns: more than the square root of N.  */
#define M 40

/* Read through volatile so that no constant propagation decides the
   tests at compile time.  */
static volatile int size_n = N, size_m = M - 3, reach = 0;

/* Rows 0..sqrt(n): each row apart.  */
static void __attribute__((noinline))
square_rows (int n, int m, double (*a)[M])
{
  for (int k = 0; k * k <= n; k++)
    for (int j = 0; j < m; j++)
      a[k][j] = a[k][j] * 0.5 + k - j;
}

/* The counted loop inside: columns 1..cbrt(n).  */
static void __attribute__((noinline))
cube_columns (int n, int m, int (*b)[M])
{
  for (int i = 0; i < m; i++)
    for (int k = 1; k * k * k < n; k++)
      b[i][k] += i * k + 1;
}

/* A product over the counted rows: tiled like any other nest.  */
static void __attribute__((noinline))
square_product (int n, int m, double (*c)[M], double (*x)[M],
		double (*y)[M])
{
  for (int k = 0; k * k < n; k++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < m; l++)
	c[k][j] += x[k][l] * y[l][j];
}

/* From a parameter that may be negative, by steps of two; the rows
   of d from s on.  */
static void __attribute__((noinline))
stepped (int n, int s, int m, int (*d)[M])
{
  for (int k = s; k * k <= n; k += 2)
    for (int j = 0; j < m; j++)
      d[(k - s) / 2][j] += k * 3 - j;
}

/* A step that is a parameter.  */
static void __attribute__((noinline))
strided (int n, int t, int *v)
{
  for (int k = 0; k * k <= n; k += t)
    v[k] += k * 5 - 3;
}

/* k < m by steps of a parameter: GCC's count, (m - 1) / t, is no
   polynomial.  */
static void __attribute__((noinline))
strided_rows (int m, int t, double (*h)[M])
{
  for (int k = 0; k < m; k += t)
    for (int j = 0; j < m; j++)
      h[k][j] += k - 0.5 * j;
}

/* An unsigned square.  */
static void __attribute__((noinline))
unsigned_square (unsigned n, int *u)
{
  for (unsigned k = 0; k * k < n; k++)
    u[k] = u[k] * 3 + (int) k;
}

/* Really dependent: each element from the one before.  */
static void __attribute__((noinline))
chained (int n, long *e)
{
  for (int k = 1; k * k <= n; k++)
    e[k] = e[k - 1] * 3 % 1000003 + k;
}

/* The test reads the outer counter: the inner loop alone is counted,
   once per row.  */
static void __attribute__((noinline))
by_row (int m, int (*f)[M])
{
  for (int i = 0; i < m; i++)
    for (int k = 0; k * k <= i; k++)
      f[i][k] -= i + k;
}

/* Not reached unless FLAG, which the nest tests: counted anyway.  */
static void __attribute__((noinline))
unreached (int flag, int n, int m, int (*g)[M])
{
  for (int i = 0; i < m; i++)
    if (flag)
      for (int k = 0; k * k * k * k <= n; k++)
	g[i][k] += k - i;
}

static void
run (int n, int s, int m, double (*a)[M], int (*b)[M], double (*c)[M],
     double (*x)[M], double (*y)[M], int (*d)[M], int *u, int *v, long *e,
     int (*f)[M], int (*g)[M], double (*h)[M])
{
  square_rows (n, m, a);
  cube_columns (n, m, b);
  square_product (n, m, c, x, y);
  stepped (n, s, m, d);
  strided (n, 1 + m % 3, v);
  strided_rows (m, 2 + m % 3, h);
  unsigned_square ((unsigned) (n < 0 ? 0 : n), u);
  chained (n, e);
  by_row (m, f);
  unreached (reach, n, m, g);
  unreached (!reach, n, m, g);
}

int
main (void)
{
  int n = size_n, m = size_m;
  double (*a)[M] = kernel_alloc (sizeof (double[M][M]));
  int (*b)[M] = kernel_alloc (sizeof (int[M][M]));
  double (*c)[M] = kernel_alloc (sizeof (double[M][M]));
  double (*x)[M] = kernel_alloc (sizeof (double[M][M]));
  double (*y)[M] = kernel_alloc (sizeof (double[M][M]));
  int (*d)[M] = kernel_alloc (sizeof (int[M][M]));
  int *u = kernel_alloc (sizeof (int[M]));
  int *v = kernel_alloc (sizeof (int[M]));
  long *e = kernel_alloc (sizeof (long[M]));
  int (*f)[M] = kernel_alloc (sizeof (int[M][M]));
  int (*g)[M] = kernel_alloc (sizeof (int[M][M]));
  double (*h)[M] = kernel_alloc (sizeof (double[M][M]));

  for (int i = 0; i < M; i++)
    {
      for (int j = 0; j < M; j++)
	{
	  a[i][j] = (double) ((i * 7 + j) % 11) / 4;
	  b[i][j] = (i * 5 + j) % 13 - 6;
	  c[i][j] = (double) ((i + j * 3) % 7) / 8;
	  x[i][j] = (double) ((i * j + 1) % 9) / 16 - 0.25;
	  y[i][j] = (double) ((i * 3 + j * j) % 5) / 4;
	  d[i][j] = (i + 2 * j) % 17;
	  f[i][j] = (i * j) % 23;
	  g[i][j] = i - j;
	  h[i][j] = (double) ((i * 3 + j) % 10) / 8;
	}
      u[i] = i % 7;
      v[i] = i % 3;
      e[i] = i % 5;
    }

  /* sqrt(1000) = 31.6: 32 rows and 31, 10 columns, no tile size
     divides them; then no rows, one row, a negative start.  */
  run (n, -7, m, a, b, c, x, y, d, u, v, e, f, g, h);
  run (n - 40, 1, m / 2 + 3, a, b, c, x, y, d, u, v, e, f, g, h);
  run (-1, 0, m, a, b, c, x, y, d, u, v, e, f, g, h);
  run (0, -3, 1, a, b, c, x, y, d, u, v, e, f, g, h);
  run (n / 3, -20, m - 1, a, b, c, x, y, d, u, v, e, f, g, h);
  check_double ("a", (const double *) a, (long) M * M);
  check_int ("b", (const int *) b, (long) M * M);
  check_double ("c", (const double *) c, (long) M * M);
  check_int ("d", (const int *) d, (long) M * M);
  check_int ("u", u, M);
  check_int ("v", v, M);
  check_long ("e", e, M);
  check_int ("f", (const int *) f, (long) M * M);
  check_int ("g", (const int *) g, (long) M * M);
  check_double ("h", (const double *) h, (long) M * M);

  free (a);
  free (b);
  free (c);
  free (x);
  free (y);
  free (d);
  free (u);
  free (v);
  free (e);
  free (f);
  free (g);
  free (h);
  return 0;
}
