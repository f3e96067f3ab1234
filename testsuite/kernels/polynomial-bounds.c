/* polynomial-bounds: loops bounded by polynomials (j < i*i, j <= i*(i+1)/2, k < i*j, j from i*i), polynomial guards (i*j < n, i*i == j), rows of i*i elements packed at sum of squares, and really dependent updates under such bounds.  */
/* { dg-do run } */
#include "check.h"

#ifndef N
#define N 23
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;

#if N > 200
#error "polynomial-bounds: N must be at most 200 (n^4 must fit an int)"
#endif

/* Row sums over the first i*i elements of b: each row is independent,
   and its sum keeps its order.  */
static void __attribute__((noinline))
kernel_polynomial_bounds (int n, const double *b, double *y)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = 0; j < i * i; j++)
	s += b[j] * (i + 1);
      y[i] = s;
    }
}

/* Rows of a triangle of triangles: row i of C (n*n elements per row)
   gets its first i*(i+1)/2 + 1 elements.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_tri (int n, int *C)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i * (i + 1) / 2; j++)
      C[i * n * n + j] = 3 * i - j;
}

/* Two polynomial bounds nested: k < i*j under j < i*i, into a sum per
   row.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_nested (int n, long *z)
{
  for (int i = 0; i < n; i++)
    {
      long s = 0;
      for (int j = 0; j < i * i; j++)
	for (int k = 0; k < i * j; k++)
	  s += (j ^ k) & 7;
      z[i] = s;
    }
}

/* A polynomial guard in an affine nest: the elements under the
   hyperbola i*j < n.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_guard (int n, int *G)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (i * j < n)
	  G[i * n + j] = G[i * n + j] * 2 + i - j;
	if (i * i == j)
	  G[i * n + j] += 100;
      }
}

/* A loop that starts at a polynomial, j = i*i, up to a size m of its
   own: row i of B (m elements) from its element i*i on.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_start (int n, int m, int *B)
{
  for (int i = 0; i < n; i++)
    for (int j = i * i; j < m; j++)
      B[i * m + j] += i - j;
}

/* Rows of i*i elements packed one after the other: row i starts at
   0 + 1 + 4 + ... + (i-1)^2 = (i-1)*i*(2i-1)/6.  The rows are disjoint
   only because j < i*i.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_packed (int n, int *P)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i; j++)
      P[(i - 1) * i * (2 * i - 1) / 6 + j] += i * 5 + j;
}

/* Really dependent: every i updates the first i*i elements of a,
   in an order-sensitive way.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_dep (int n, int *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i; j++)
      a[j] = (a[j] * 7 + i) % 10007;
}

/* A counter that may wrap (unsigned): left alone, still correct.  */
static void __attribute__((noinline))
kernel_polynomial_bounds_unsigned (int n, int *u)
{
  for (int i = 0; i < n; i++)
    for (unsigned j = 0; j < (unsigned) (i * i); j++)
      u[i * n * n + j] += (int) j - i;
}

static void
init (int *p, long len, int seed)
{
  for (long k = 0; k < len; k++)
    p[k] = (int) ((k * 5 + seed) % 11) - 5;
}

static void
run (int n, const double *b, double *y, int *C, long *z, int *G, int *P,
     int *a, int *u)
{
  kernel_polynomial_bounds_start (n, 3 * n, u);
  kernel_polynomial_bounds (n, b, y);
  kernel_polynomial_bounds_tri (n, C);
  kernel_polynomial_bounds_nested (n, z);
  kernel_polynomial_bounds_guard (n, G);
  kernel_polynomial_bounds_packed (n, P);
  kernel_polynomial_bounds_dep (n, a);
  kernel_polynomial_bounds_unsigned (n, u);
}

int
main (void)
{
  int n = size_n;
  /* u is also rows of 3n elements (kernel_polynomial_bounds_start).  */
  long nn = (long) n * n, nnn = nn * n, nu = nnn + 3 * nn;
  double *b = kernel_alloc ((size_t) nn * sizeof (double));
  double *y = kernel_alloc ((size_t) n * sizeof (double));
  int *C = kernel_alloc ((size_t) nnn * sizeof (int));
  long *z = kernel_alloc ((size_t) n * sizeof (long));
  int *G = kernel_alloc ((size_t) nn * sizeof (int));
  int *P = kernel_alloc ((size_t) nnn * sizeof (int));
  int *a = kernel_alloc ((size_t) nn * sizeof (int));
  int *u = kernel_alloc ((size_t) nu * sizeof (int));

  for (long k = 0; k < nn; k++)
    b[k] = (double) (k % 13) / 8 - 0.75;
  init (C, nnn, 1);
  init (G, nn, 2);
  init (P, nnn, 3);
  init (a, nn, 4);
  init (u, nu, 5);

  KERNEL_TIMER_START ();
  run (n, b, y, C, z, G, P, a, u);
  KERNEL_TIMER_STOP ();
  check_double ("y", y, n);
  check_int ("C", C, nnn);
  check_long ("z", z, n);
  check_int ("G", G, nn);
  check_int ("P", P, nnn);
  check_int ("a", a, nn);
  check_int ("u", u, nu);

  /* Empty and one-iteration sizes (row 0 has no element), then a
     smaller odd size over the same arrays.  */
  run (0, b, y, C, z, G, P, a, u);
  run (1, b, y, C, z, G, P, a, u);
  run (n < 2 ? n : 2, b, y, C, z, G, P, a, u);
  run (n / 2 | 1, b, y, C, z, G, P, a, u);
  check_double ("y2", y, n);
  check_int ("C2", C, nnn);
  check_long ("z2", z, n);
  check_int ("G2", G, nn);
  check_int ("P2", P, nnn);
  check_int ("a2", a, nn);
  check_int ("u2", u, nu);

  free (b);
  free (y);
  free (C);
  free (z);
  free (G);
  free (P);
  free (a);
  free (u);
  return 0;
}
