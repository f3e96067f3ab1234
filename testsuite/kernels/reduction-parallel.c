/* reduction-parallel: sums, products, extremes and bit operations accumulated in registers and in memory, over one loop and over a matrix, which parallel code accumulates per thread; a running sum and a sum of rows that must not be; empty loops.  */
/* { dg-do run } */
/* { dg-options "-ffast-math" } */
#include "check.h"

#ifndef N
#define N 1009
#endif
#ifndef M
#define M 37
#endif

/* The results of one call, by kind.  */
struct results
{
  long sum, max, xor, mask, diff;
  int min;
  double dot, total, prod, in_memory;
};

/* Each accumulator starts from a value of its own (not the identity of
   its operation), so that a lost first value shows.  */
static void __attribute__((noinline))
kernel_reduction_parallel (int n, int m, const int *a, const double *x,
			   const double *y, const double *A,
			   struct results *r, double *out, long *running,
			   double *rows)
{
  long sum = 7, max = -3, xor = 0x55, mask = ~0L, diff = 1000;
  int min = 1 << 20;
  double dot = 0.5, total = 1.25, prod = 1.0;

  for (int i = 0; i < n; i++)
    {
      sum += a[i];
      xor ^= a[i];
      diff -= a[i];
    }
  for (int i = 0; i < n; i++)
    max = max > a[i] ? max : a[i];
  for (int i = 0; i < n; i++)
    min = min < a[i] ? min : a[i];
  for (int i = 0; i < n; i++)
    mask &= a[i] | 0x100;
  for (int i = 0; i < n; i++)
    dot += x[i] * y[i];
  for (int i = 0; i < n; i++)
    prod *= 1.0 + (i % 3 == 0 && i < 40 ? 1.0 : 0.0);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      total += A[i * m + j];
  /* An element in memory.  */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[0] += A[i * m + j] * 2.0;
  /* The value of each iteration is used: sequential.  */
  long run = 0;
  for (int i = 0; i < n; i++)
    {
      run += a[i];
      running[i] = run;
    }
  /* A sum per row: private to each row.  */
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = 0; j < m; j++)
	s += A[i * m + j];
      rows[i] = s;
    }
  r->sum = sum;
  r->max = max;
  r->xor = xor;
  r->mask = mask;
  r->diff = diff;
  r->min = min;
  r->dot = dot;
  r->total = total;
  r->prod = prod;
  r->in_memory = out[0];
}

int
main (void)
{
  int *a = kernel_alloc (N * sizeof (int));
  double *x = kernel_alloc (N * sizeof (double));
  double *y = kernel_alloc (N * sizeof (double));
  double *A = kernel_alloc ((long) N * M * sizeof (double));
  long *running = kernel_alloc (N * sizeof (long));
  double *rows = kernel_alloc (N * sizeof (double));
  struct results r, empty;
  double out = 0.75, out_empty = 0.75;
  long ints[7];
  double reals[5];

  /* Multiples of 1/8 and 1/16, small: every partial sum is exact, in
     any order.  */
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 7919) % 2003 - 1001;
      x[i] = (double) (i % 17) / 8.0;
      y[i] = (double) (i % 5) / 2.0;
    }
  for (long k = 0; k < (long) N * M; k++)
    A[k] = (double) (k % 23) / 16.0;

  KERNEL_TIMER_START ();
  kernel_reduction_parallel (N, M, a, x, y, A, &r, &out, running, rows);
  KERNEL_TIMER_STOP ();
  kernel_reduction_parallel (0, M, a, x, y, A, &empty, &out_empty, running,
			     rows);

  ints[0] = r.sum, ints[1] = r.max, ints[2] = r.xor, ints[3] = r.mask;
  ints[4] = r.diff, ints[5] = r.min, ints[6] = empty.sum + empty.min;
  reals[0] = r.dot, reals[1] = r.total, reals[2] = r.prod;
  reals[3] = r.in_memory, reals[4] = empty.dot + empty.total + out_empty;
  check_long ("ints", ints, 7);
  check_double ("reals", reals, 5);
  check_long ("running", running, N);
  check_double ("rows", rows, N);
  free (a);
  free (x);
  free (y);
  free (A);
  free (running);
  free (rows);
  return 0;
}
