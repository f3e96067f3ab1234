/* Accumulators kept in a scalar and stored to an array element after
   their loop are held in that element by the model, so that the nest
   is interchanged and tiled like a product of arrays: through flat
   pointers, over ints with a k loop that may be empty, from the
   element's own value, under a condition, two sums at once, a sum also
   read after the nest through another scalar, a sum stored divided; not
   one whose element its loop reads (a product in place), nor one whose
   loop writes two values into its scalars.  Every result must be the
   original program's.  No unroll and jam: it only costs time here.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-dump -fplugin-arg-polyhedral-unroll-jam=0" } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: V_sum_[0-9]+, value scalar, 0 dimensions, 8-byte elements, held in c$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_sum_[0-9]+, phi scalar, 0 dimensions, 4-byte elements, held in z$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_t_[0-9]+, phi scalar, 0 dimensions, 8-byte elements, held in d$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_w_[0-9]+, phi scalar, 0 dimensions, 8-byte elements, held in l$} } } */
/* { dg-final { scan-remarks {:32:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 3 pairs} } } */
/* { dg-final { scan-remarks {:45:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 3 pairs} } } */
/* { dg-final { scan-remarks {:58:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 3 pairs} } } */
/* { dg-final { scan-remarks {:71:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 3 pairs} } } */
/* { dg-final { scan-remarks {:86:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 6 pairs} } } */
/* { dg-final { scan-remarks {:119:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that 1 pair} } } */
/* { dg-final { scan-remarks-not {:(104|132):[0-9]+: optimized: polyhedral: SCoP interchanged} } } */

#include <stdio.h>
#include <stdlib.h>

#define M 75

static void __attribute__ ((noinline))
product_flat (int n, const double *a, const double *b, double *c)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double sum = 0;
	for (int k = 0; k < n; k++)
	  sum += a[i * n + k] * b[k * n + j];
	c[i * n + j] = sum;
      }
}

static void __attribute__ ((noinline))
product_int (int n, int m, int p, int (*x)[M], int (*y)[M], int (*z)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int sum = 0;
	for (int k = 0; k < p; k++)
	  sum += x[i][k] * y[k][j];
	z[i][j] = sum;
      }
}

static void __attribute__ ((noinline))
from_element (int n, int p, double (*a)[M], double (*b)[M], double (*c)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = c[i][j];
	for (int k = 0; k < p; k++)
	  s += a[i][k] * b[k][j];
	c[i][j] = s;
      }
}

static void __attribute__ ((noinline))
conditional (int n, double (*a)[M], double (*b)[M], double (*c)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  if (k <= j)
	    s += a[i][k] * b[k][j];
	c[i][j] = s;
      }
}

static void __attribute__ ((noinline))
two_sums (int n, int m, double (*a)[M], double (*b)[M], double (*c)[M],
	  double (*d)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double s = 0, t = 1;
	for (int k = 0; k < n; k++)
	  {
	    s += a[i][k] * b[k][j];
	    t += a[k][i] - b[j][k];
	  }
	c[i][j] = s;
	d[i][j] = t;
      }
}

static double __attribute__ ((noinline))
last_sum (int n, double (*a)[M], double (*b)[M], double (*c)[M])
{
  double last = -1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i][k] * b[k][j];
	c[i][j] = s;
	last = s;
      }
  return last;
}

static void __attribute__ ((noinline))
divided (int n, double (*a)[M], double (*l)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double w = l[i][j];
	for (int k = 0; k < j; k++)
	  w -= a[i][k] * a[k][j];
	l[i][j] = w / a[j][j];
      }
}

static void __attribute__ ((noinline))
in_place (int n, double (*a)[M], double (*c)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i][k] * c[k][j];
	c[i][j] = s * 0.125;
      }
}

/* The loop writes two values, t and the next s, into scalars that
   accumulate what is stored: held in one element, one would overwrite
   the other.  Not held.  */
static void __attribute__ ((noinline))
two_values (int n, double (*a)[M], double (*c)[M])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 1, t = 0;
	for (int k = 0; k < n; k++)
	  {
	    t = s + a[i][k] * a[k][j];
	    s = t * 0.5;
	  }
	c[i][j] = t;
      }
}

/* On the heap, so that no clone of the kernels sees constant bases.  */
static double *fa, *fb, *fc;
static double (*a)[M], (*b)[M], (*c)[M], (*d)[M];
static int (*x)[M], (*y)[M], (*z)[M];

static double
run (int n, int m, int p)
{
  product_flat (n, fa, fb, fc);
  product_int (n, m, p, x, y, z);
  from_element (m, p, a, b, c);
  conditional (n, a, b, d);
  two_sums (n, m, a, b, c, d);
  double last = last_sum (m, a, b, d);
  divided (p, a, c);
  in_place (p, a, d);
  two_values (m, a, c);
  return last;
}

/* A sum over every element, each with its own weight.  */
static double
weighed (const double *v, int count)
{
  double s = 0;
  for (int k = 0; k < count; k++)
    s += v[k] * (1 + k % 17);
  return s;
}

/* Print what RUN (N, M, P) returns and leaves in the arrays.  */
static void
run_and_print (int n, int m, int p)
{
  double last = run (n, m, p);
  long zs = 0;

  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      zs = zs * 31 % 1000003 + z[i][j];
  printf ("%.12e %.12e %.12e %.12e %ld\n", weighed (fc, M * M),
	  weighed (&c[0][0], M * M), weighed (&d[0][0], M * M), last, zs);
}

int
main (void)
{
  volatile int n = 70, m = 57, p = 41;

  fa = calloc (M * M, sizeof *fa);
  fb = calloc (M * M, sizeof *fb);
  fc = calloc (M * M, sizeof *fc);
  a = calloc (M, sizeof *a);
  b = calloc (M, sizeof *b);
  c = calloc (M, sizeof *c);
  d = calloc (M, sizeof *d);
  x = calloc (M, sizeof *x);
  y = calloc (M, sizeof *y);
  z = calloc (M, sizeof *z);
  if (!fa || !fb || !fc || !a || !b || !c || !d || !x || !y || !z)
    return 1;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      {
	fa[i * M + j] = (double) ((i * 7 + j) % 11) / 4;
	fb[i * M + j] = (double) ((i + j * 3) % 7) / 8 - 0.25;
	a[i][j] = (double) ((i * j + 1) % 9) / 8 + (i == j ? 4 : 0);
	b[i][j] = (double) ((i * 3 + j * j) % 5) / 4 + 0.5;
	c[i][j] = (double) ((i + 2 * j) % 17) / 16;
	x[i][j] = (i * 5 + j) % 13 - 6;
	y[i][j] = (i * j) % 23 - 11;
	z[i][j] = i - j;
      }
  /* Sizes no tile size divides; then no k, one of each, none.  */
  run_and_print (n, m, p);
  run_and_print (m, n, 0);
  run_and_print (1, 1, 1);
  run_and_print (0, 0, 0);
  return 0;
}
