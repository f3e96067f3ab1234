/* tensor: a tensor contraction (the timed kernel, scripts/bench's row),
   and other variable-length arrays of three dimensions passed as
   parameters, with sizes known only at run time (read from volatiles, so
   that no constant reaches the callee).  Their rows are cut out of the
   byte offset i * nj * nk + j * nk + k (model.md, "Rows of flat
   arrays"), under a run-time check that each subscript stays in its
   row: a tensor contraction T[i][j][m] += X[i][l] * Y[l][j][m] (a
   register tile whose rows run along i, the member along which Y stays
   put), a time-iterated 3-D stencil over two grids, a copy whose read
   runs one past the end of each row (A[i][j][k + 1] at k = nk - 1 is
   A[i][j + 1][0]: refused, since every run leaves the rows), and a 4-D
   array (three sizes in one stride: refused, but its inner 3-D nest,
   where the outer counter is a parameter, is a SCoP).
   Empty sizes run too.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "tensor.c:43:\[0-9\]+: note: polyhedral: found SCoP: 4 loops" } } */
/* { dg-final { scan-remarks "tensor.c:54:\[0-9\]+: note: polyhedral: found SCoP: 7 loops" } } */
/* { dg-final { scan-remarks "tensor.c:72:\[0-9\]+: missed: polyhedral: not a SCoP: a subscript of a flat array always leaves the row" } } */
/* { dg-final { scan-remarks "tensor.c:81:\[0-9\]+: missed: polyhedral: not a SCoP" } } */
/* { dg-final { scan-remarks "tensor.c:82:\[0-9\]+: note: polyhedral: found SCoP: 3 loops" } } */
#include "check.h"

#ifndef NI
#define NI 11
#endif
#ifndef NJ
#define NJ 29
#endif
#ifndef NM
#define NM 37
#endif
#ifndef NL
#define NL 13
#endif

static volatile int size_a = NI, size_b = NJ, size_c = NM, size_d = NL;
static volatile int zero = 0;

static void __attribute__((noipa))
tensor (int ni, int nj, int nm, int nl, double T[ni][nj][nm],
	double X[ni][nl], double Y[nl][nj][nm])
{
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      for (int j = 0; j < nj; j++)
	for (int m = 0; m < nm; m++)
	  T[i][j][m] += X[i][l] * Y[l][j][m];
}

static void __attribute__((noipa))
stencil (int steps, int n, int m, int p, double A[n][m][p],
	 double B[n][m][p])
{
  for (int t = 0; t < steps; t++)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < m - 1; j++)
	  for (int k = 1; k < p - 1; k++)
	    B[i][j][k] = 0.25 * (A[i - 1][j][k] + A[i + 1][j][k])
			 + 0.125 * (A[i][j - 1][k] + A[i][j + 1][k]
				    + A[i][j][k - 1] + A[i][j][k + 1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < m - 1; j++)
	  for (int k = 1; k < p - 1; k++)
	    A[i][j][k] = B[i][j][k];
    }
}

static void __attribute__((noipa))
past_row (int n, int m, int p, int A[n][m][p], int B[n][m][p])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      for (int k = 0; k < p; k++)
	A[i][j][k] = A[i][j][k + 1] + B[i][j][k];
}

static void __attribute__((noipa))
four (int n, int m, int p, int q, long A[n][m][p][q])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
	for (int l = 0; l < q; l++)
	  A[i][j][k][l] += i * j - k * l;
}

static void
fill_double (double *a, long n, int seed)
{
  for (long i = 0; i < n; i++)
    a[i] = (double) ((i * (seed + 5) + seed) % 19) / 8 - 1;
}

int
main (void)
{
  int a = size_a, b = size_b, c = size_c, d = size_d;
  /* The other kernels run on at most 16 planes.  */
  int sa = a < 16 ? a : 16, sd = d < 16 ? d : 16;
  double *T = kernel_alloc (sizeof (double) * a * b * c);
  double *X = kernel_alloc (sizeof (double) * a * d);
  double *Y = kernel_alloc (sizeof (double) * d * b * c);
  double *S = kernel_alloc (sizeof (double) * sd * b * c);
  double *S2 = kernel_alloc (sizeof (double) * sd * b * c);
  int *P = kernel_alloc (sizeof (int) * sa * b * c);
  int *Q = kernel_alloc (sizeof (int) * sa * b * c);
  long *F = kernel_alloc (sizeof (long) * sa * sd * 5 * 7);

  fill_double (T, (long) a * b * c, 1);
  fill_double (X, (long) a * d, 2);
  fill_double (Y, (long) d * b * c, 3);
  fill_double (S, (long) sd * b * c, 4);
  fill_double (S2, (long) sd * b * c, 5);
  for (long i = 0; i < (long) sa * b * c; i++)
    {
      P[i] = (int) (i % 23) - 11;
      Q[i] = (int) (i % 7);
    }
  for (long i = 0; i < (long) sa * sd * 5 * 7; i++)
    F[i] = i % 5;

  KERNEL_TIMER_START ();
  tensor (a, b, c, d, (void *) T, (void *) X, (void *) Y);
  KERNEL_TIMER_STOP ();
  tensor (a, b, zero, d, (void *) T, (void *) X, (void *) Y);
  tensor (a, b, c, zero, (void *) T, (void *) X, (void *) Y);
  stencil (5, sd, b, c, (void *) S, (void *) S2);
  stencil (5, sd, zero, c, (void *) S, (void *) S2);
  past_row (sa, b, c, (void *) P, (void *) Q);
  four (sa, sd, 5, 7, (void *) F);

  check_double ("T", T, (long) a * b * c);
  check_double ("S", S, (long) sd * b * c);
  check_int ("P", P, (long) sa * b * c);
  for (long i = 0; i < (long) sa * sd * 5 * 7; i++)
    P[i % (sa * b * c)] += (int) F[i];
  check_int ("P+F", P, (long) sa * b * c);
  return 0;
}
