/* flat-rows: heap matrices addressed as A[i * m + j] with run-time row lengths: a product, a smoothing sweep over the first k columns of rows of m (exact only when k <= m, checked at run time), rows next to the first row A[j], and a loop that crosses rows.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "flat-rows.c:31:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 2 statements, 3 parameters" } } */
/* { dg-final { scan-remarks "flat-rows.c:44:\[0-9\]+: note: polyhedral: found SCoP: " } } */
/* { dg-final { scan-remarks "flat-rows.c:63:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements, 2 parameters" } } */
/* { dg-final { scan-remarks "flat-rows.c:77:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 3 parameters" } } */
/* { dg-final { scan-remarks "flat-rows.c:109:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 2 parameters" } } */
/* { dg-final { scan-remarks "flat-rows.c:99:\[0-9\]+: missed: polyhedral: not a SCoP: a subscript of a flat array always leaves the row its other accesses cut" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif
#ifndef K
#define K 29
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;
static volatile int size_m = M;
static volatile int size_k = K;

static void __attribute__((noinline))
kernel_flat_rows_product (int ni, int nj, int nk, double *C, double *A,
			  double *B)
{
  for (int i = 0; i < ni; i++)
    {
      for (int j = 0; j < nj; j++)
	C[i * nj + j] *= 0.75;
      for (int k = 0; k < nk; k++)
	for (int j = 0; j < nj; j++)
	  C[i * nj + j] += 1.5 * A[i * nk + k] * B[k * nj + j];
    }
}

static void __attribute__((noinline))
kernel_flat_rows (int n, int m, int k, double *A, double *B)
{
  for (int t = 0; t < 3; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < k - 1; j++)
	  B[i * m + j] = 0.25 * (A[(i - 1) * m + j] + A[(i + 1) * m + j]
				 + A[i * m + j - 1] + A[i * m + j + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < k - 1; j++)
	  A[i * m + j] = B[i * m + j];
      /* The first row from the second: A[j] joins the rows of m.  */
      for (int j = 0; j < k; j++)
	A[j] = 0.5 * (A[j] + A[m + j]);
    }
}

/* Complex numbers as pairs of doubles: rows of 2m.  */
static void __attribute__((noinline))
kernel_flat_rows_complex (int n, int m, double *Z, const double *W)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double re = Z[2 * (i * m + j)], im = Z[2 * (i * m + j) + 1];
	Z[2 * (i * m + j)] = re * W[2 * j] - im * W[2 * j + 1];
	Z[2 * (i * m + j) + 1] = re * W[2 * j + 1] + im * W[2 * j];
      }
}

/* A 3-D stencil on a flat array of n x m x p, and the sums of the
   channels of an image img[(y * w + x) * c + ch].  */
static void __attribute__((noinline))
kernel_flat_rows_3d (int n, int m, int p, double *A, double *B)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      for (int k = 1; k < p - 1; k++)
	B[(i * m + j) * p + k]
	  = 0.125 * (A[((i + 1) * m + j) * p + k] + A[((i - 1) * m + j) * p + k]
		     + A[(i * m + j + 1) * p + k] + A[(i * m + j - 1) * p + k]
		     + A[(i * m + j) * p + k + 1] + A[(i * m + j) * p + k - 1])
	    + 0.25 * A[(i * m + j) * p + k];
  for (int y = 0; y < n; y++)
    for (int x = 0; x < m; x++)
      {
	double s = 0.0;
	for (int ch = 0; ch < p; ch++)
	  s += B[(y * m + x) * p + ch];
	A[y * m + x] = s;
      }
}

/* A[i * m + j + 1] reaches the next row: no rows can be cut.  */
static void __attribute__((noinline))
kernel_flat_rows_cross (int n, int m, double *A)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i * m + j] = A[i * m + j + 1] * 0.5 + 1.0;
}

/* Blocks of bs x bs elements, block i at A[i * bs * bs]: each block
   plus the transpose of B's.  */
static void __attribute__((noinline))
kernel_flat_rows_blocked (int n, int bs, double *A, const double *B)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < bs; j++)
      for (int k = 0; k < bs; k++)
	A[i * bs * bs + j * bs + k] += 0.5 * B[i * bs * bs + k * bs + j] + i;
}

/* Fill P with N deterministic values.  */
static void
init (double *p, long n, int seed)
{
  for (long x = 0; x < n; x++)
    p[x] = (double) ((x * 7 + seed) % 23) / 23.0;
}

int
main (void)
{
  int n = size_n, m = size_m, k = size_k;
  long big = (long) (n + 1) * (m > k ? m : k) + 1;
  double *A = kernel_alloc (big * sizeof (double));
  double *B = kernel_alloc (big * sizeof (double));
  double *C = kernel_alloc (big * sizeof (double));

  init (A, big, 1);
  init (B, big, 2);
  init (C, big, 3);
  KERNEL_TIMER_START ();
  kernel_flat_rows_product (n, m, k, C, A, B);
  KERNEL_TIMER_STOP ();
  check_double ("C", C, big);

  /* Columns within the rows: the new code runs.  */
  kernel_flat_rows (n, m, k, A, B);
  check_double ("A", A, big);
  check_double ("B", B, big);
  /* More columns than a row holds: the run-time check keeps the
     original code, which reads across rows.  */
  kernel_flat_rows (n, k, m, A, B);
  check_double ("A2", A, big);
  check_double ("B2", B, big);
  /* Empty and degenerate sizes.  */
  kernel_flat_rows_product (0, m, k, C, A, B);
  kernel_flat_rows_product (n, 0, k, C, A, B);
  kernel_flat_rows_product (n, m, 0, C, A, B);
  kernel_flat_rows (n, m, 2, A, B);
  kernel_flat_rows (1, m, k, A, B);
  check_double ("C3", C, big);
  check_double ("A3", A, big);

  kernel_flat_rows_complex (n / 2, m, C, B);
  check_double ("C4", C, big);
  /* Boxes that fit in BIG elements whatever the sizes.  */
  kernel_flat_rows_3d (9 + n % 3, 9 + m % 4, 7 + k % 5, B, C);
  check_double ("B5", B, big);
  check_double ("C5", C, big);
  kernel_flat_rows_3d (9 + n % 3, 2, k, B, C);
  check_double ("B6", B, big);
  kernel_flat_rows_blocked (n / 2, 1 + k % 6, A, B);
  check_double ("A5", A, big);
  kernel_flat_rows_cross (n, m, A);
  check_double ("A4", A, big);
  free (A);
  free (B);
  free (C);
  return 0;
}
