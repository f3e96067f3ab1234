/* split-writes: loops that read an element throughout and write it at one iteration, split there: Warshall's transitive closure on a rectangle whose pivot column k may lie past the j loop, Gauss-Jordan elimination (the pivot row's own update included), and a prefix step that peels the first iteration; a running sum that writes its element at every iteration stays whole.  */
/* { dg-do run } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 29
#endif

static volatile int size_n = N, size_m = M;

/* Reachability through the first n nodes, kept for m columns: column k
   of row i is read at every j and written where j = k, when k < m.  */
static void __attribute__((noinline))
kernel_closure (int n, int m, int r[n][m > n ? m : n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
	r[i][j] = r[i][j] | (r[i][k] & r[k][j]);
}

/* Gauss-Jordan elimination without pivoting on every row but the
   pivot's, in integers modulo a prime: a[i][k] is read at every j and
   zeroed where j = k.  */
static void __attribute__((noinline))
kernel_gauss_jordan (int n, long a[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	if (i != k)
	  a[i][j] = (a[i][j] - a[i][k] * a[k][j] % 10007 + 10007) % 10007;
}

/* Each row adds its first element to every element, itself included:
   the first iteration changes what the others read.  */
static void __attribute__((noinline))
kernel_add_first (int n, int m, int b[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      b[i][j] += b[i][0] + j;
}

/* A running sum that writes s[i] at every j: no single iteration to
   split at.  */
static void __attribute__((noinline))
kernel_running_sum (int n, int m, int s[n], int c[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	s[i] += c[i][j];
	c[i][j] = s[i];
      }
}

int
main (void)
{
  int n = size_n, m = size_m, w = m > n ? m : n;
  int (*r)[w] = kernel_alloc (sizeof (int[n][w]));
  long (*a)[n] = kernel_alloc (sizeof (long[n][n]));
  int (*b)[m] = kernel_alloc (sizeof (int[n][m]));
  int (*c)[m] = kernel_alloc (sizeof (int[n][m]));
  int *s = kernel_alloc (sizeof (int[n]));

  for (int i = 0; i < n; i++)
    for (int j = 0; j < w; j++)
      r[i][j] = (i * 7 + j * 3) % 11 == 0 || j == i + 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = (i * 13 + j * 7 + (i == j) * 101) % 97 + 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	b[i][j] = (i * 5 - j * 3) % 17;
	c[i][j] = (i + j * 2) % 13 - 6;
      }

  KERNEL_TIMER_START ();
  kernel_closure (n, m, r);
  kernel_closure (0, m, r);
  kernel_gauss_jordan (n, a);
  kernel_add_first (n, m, b);
  kernel_add_first (n, 0, b);
  kernel_running_sum (n, m, s, c);
  KERNEL_TIMER_STOP ();

  check_int ("r", (const int *) r, (long) n * w);
  check_long ("a", (const long *) a, (long) n * n);
  check_int ("b", (const int *) b, (long) n * m);
  check_int ("c", (const int *) c, (long) n * m);
  check_int ("s", s, n);
  free (r);
  free (a);
  free (b);
  free (c);
  free (s);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
