/* contractions: the products that get register tiles (optimize.md,
   "Register tiles of contractions"), at sizes no strip of rows (6 or 8)
   or columns (8, 16, 24 or 48) divides, in double, float, int, long
   and short, with run-time sizes: a product C += A * B (C -= 3 * A * B
   in long; in short, whose sums C computes in int, the copies convert
   and the register tile keeps scalars: codegen.md, "Register tiles"), a Gram matrix G += A * A^T on
   flat arrays with a scalar sum, C += A * B^T, a product whose scalar sum is scaled
   into its element, a tensor contraction T[i][j][m] +=
   X[i][l] * Y[l][j][m], the upper triangle of A^T * A (covariance's,
   left to unroll and jam), and a product whose operand overlaps its
   result
   (the run-time alias check must send it to the original code).  Empty
   products (a dimension of 0) run too.  The remarks depend on the
   target's vectors; kernels.exp runs this file with AVX2 and AVX-512 as
   well where the machine has them.  */
/* { dg-do run } */
/* { dg-final { scan-remarks-not "contractions.c:\[0-9\]+:\[0-9\]+: missed: polyhedral: not a SCoP" } } */
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
#include "check.h"

#ifndef NI
#define NI 53
#endif
#ifndef NJ
#define NJ 61
#endif
#ifndef NK
#define NK 43
#endif

static void __attribute__((noinline))
product_double (int ni, int nj, int nk, double C[ni][nj], double A[ni][nk],
		double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void __attribute__((noinline))
product_float (int ni, int nj, int nk, float C[ni][nj], float A[ni][nk],
	       float B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = 0.5f * C[i][j];
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void __attribute__((noinline))
product_int (int ni, int nj, int nk, int C[ni][nj], int A[ni][nk],
	     int B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
}

static void __attribute__((noinline))
product_long (int ni, int nj, int nk, long C[ni][nj], long A[ni][nk],
	      long B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] -= 3 * A[i][k] * B[k][j];
}

static void __attribute__((noinline))
product_short (int ni, int nj, int nk, short C[ni][nj], short A[ni][nk],
	       short B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* G = A * A^T over a flat array of n rows of m, the sum in a scalar.  */
static void __attribute__((noinline))
gram (int n, int m, double *restrict g, const double *restrict a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = g[i * n + j];
	for (int k = 0; k < m; k++)
	  s += a[i * m + k] * a[j * m + k];
	g[i * n + j] = s;
      }
}

/* C += A * B^T: k, the reduction, is the loop of stride one; the
   register tile runs along j instead.  */
static void __attribute__((noinline))
product_nt (int ni, int nj, int nk, double C[ni][nj], double A[ni][nk],
	    double B[nj][nk])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 0; k < nk; k++)
	C[i][j] += A[i][k] * B[j][k];
}

/* The product as C is often written: a sum in a scalar, scaled into
   its element after the k loop (the sum is held in the element, and the
   scaling runs in a nest of its own after the product).  */
static void __attribute__((noinline))
scaled_sum (int n, int m, int p, double *restrict c, const double *restrict a,
	    const double *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	double s = 0.0;
	for (int k = 0; k < p; k++)
	  s += a[i * p + k] * b[k * m + j];
	c[i * m + j] = 1.5 * s;
      }
}

static void __attribute__((noinline))
tensor (int ni, int nj, int nm, int nl, double T[ni][nj][nm],
	double X[ni][nl], double Y[nl][nj][nm])
{
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      for (int j = 0; j < nj; j++)
	for (int m = 0; m < nm; m++)
	  T[i][j][m] += X[i][l] * Y[l][j][m];
}

static void __attribute__((noinline))
upper (int n, int m, double c[n][n], double a[m][n])
{
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      for (int k = 0; k < m; k++)
	c[i][j] += a[k][i] * a[k][j];
}

static void
fill_double (double *p, long n, int seed)
{
  for (long i = 0; i < n; i++)
    p[i] = (double) ((i * (seed + 3) + seed) % 17) / 8 - 1;
}

static void
fill_float (float *p, long n, int seed)
{
  for (long i = 0; i < n; i++)
    p[i] = (float) ((i * (seed + 3) + seed) % 17) / 8 - 1;
}

static void
fill_int (int *p, long n, int seed)
{
  for (long i = 0; i < n; i++)
    p[i] = (int) ((i * (seed + 3) + seed) % 9) - 4;
}

int
main (void)
{
  double *C = kernel_alloc (sizeof (double[NI][NJ]));
  double *A = kernel_alloc (sizeof (double[NI][NK]));
  double *B = kernel_alloc (sizeof (double[NK][NJ]));
  float *Cf = kernel_alloc (sizeof (float[NI][NJ]));
  float *Af = kernel_alloc (sizeof (float[NI][NK]));
  float *Bf = kernel_alloc (sizeof (float[NK][NJ]));
  int *Ci = kernel_alloc (sizeof (int[NI][NJ]));
  int *Ai = kernel_alloc (sizeof (int[NI][NK]));
  int *Bi = kernel_alloc (sizeof (int[NK][NJ]));
  long *Cl = kernel_alloc (sizeof (long[NI][NJ]));
  long *Al = kernel_alloc (sizeof (long[NI][NK]));
  long *Bl = kernel_alloc (sizeof (long[NK][NJ]));
  short *Cs = kernel_alloc (sizeof (short[NI][NJ]));
  short *As = kernel_alloc (sizeof (short[NI][NK]));
  short *Bs = kernel_alloc (sizeof (short[NK][NJ]));
  double *G = kernel_alloc (sizeof (double[NI][NI]));
  double *S = kernel_alloc (sizeof (double[NI][NJ]));
  double *N = kernel_alloc (sizeof (double[NI][NJ]));
  double *U = kernel_alloc (sizeof (double[NJ][NJ]));
  double *T = kernel_alloc (sizeof (double[11][NJ][13]));
  double *Y = kernel_alloc (sizeof (double[NK][NJ][13]));
  /* Room for a product whose operand B starts inside its result C.  */
  double *O = kernel_alloc (sizeof (double[2 * NI * NJ + NK * NJ]));

  fill_double (C, (long) NI * NJ, 1);
  fill_double (A, (long) NI * NK, 2);
  fill_double (B, (long) NK * NJ, 3);
  fill_float (Cf, (long) NI * NJ, 4);
  fill_float (Af, (long) NI * NK, 5);
  fill_float (Bf, (long) NK * NJ, 6);
  fill_int (Ci, (long) NI * NJ, 7);
  fill_int (Ai, (long) NI * NK, 8);
  fill_int (Bi, (long) NK * NJ, 9);
  for (long i = 0; i < (long) NI * NJ; i++)
    {
      Cl[i] = Ci[i] * 1000003L;
      Cs[i] = (short) Ci[i];
    }
  for (long i = 0; i < (long) NI * NK; i++)
    {
      Al[i] = Ai[i] + 100000L * (i % 5);
      As[i] = (short) Ai[i];
    }
  for (long i = 0; i < (long) NK * NJ; i++)
    {
      Bl[i] = Bi[i] - 70001L * (i % 3);
      Bs[i] = (short) Bi[i];
    }
  fill_double (G, (long) NI * NI, 10);
  fill_double (S, (long) NI * NJ, 15);
  fill_double (N, (long) NI * NJ, 16);
  fill_double (U, (long) NJ * NJ, 14);
  fill_double (T, 11L * NJ * 13, 11);
  fill_double (Y, (long) NK * NJ * 13, 12);
  fill_double (O, 2L * NI * NJ + (long) NK * NJ, 13);

  KERNEL_TIMER_START ();
  product_double (NI, NJ, NK, (double (*)[NJ]) C, (double (*)[NK]) A,
		  (double (*)[NJ]) B);
  product_double (NI, 0, NK, (double (*)[NJ]) C, (double (*)[NK]) A,
		  (double (*)[NJ]) B);
  product_double (NI, NJ, 0, (double (*)[NJ]) C, (double (*)[NK]) A,
		  (double (*)[NJ]) B);
  product_float (NI, NJ, NK, (float (*)[NJ]) Cf, (float (*)[NK]) Af,
		 (float (*)[NJ]) Bf);
  product_int (NI, NJ, NK, (int (*)[NJ]) Ci, (int (*)[NK]) Ai,
	       (int (*)[NJ]) Bi);
  product_long (NI, NJ, NK, (long (*)[NJ]) Cl, (long (*)[NK]) Al,
		(long (*)[NJ]) Bl);
  product_short (NI, NJ, NK, (short (*)[NJ]) Cs, (short (*)[NK]) As,
		 (short (*)[NJ]) Bs);
  gram (NI, NK, G, A);
  product_nt (NI, NJ, NK, (double (*)[NJ]) N, (double (*)[NK]) A,
	      (double (*)[NK]) B);
  scaled_sum (NI, NJ, 0, S, A, B);
  scaled_sum (NI, NJ, NK, S, A, B);
  upper (NJ, NK, (double (*)[NJ]) U, (double (*)[NJ]) B);
  tensor (11, NJ, 13, NK, (double (*)[NJ][13]) T, (double (*)[NK]) A,
	  (double (*)[NJ][13]) Y);
  product_double (NI, NJ, NK, (double (*)[NJ]) O, (double (*)[NK]) A,
		  (double (*)[NJ]) (O + NI * NJ / 2));
  KERNEL_TIMER_STOP ();

  check_double ("C", C, (long) NI * NJ);
  check_float ("Cf", Cf, (long) NI * NJ);
  check_int ("Ci", Ci, (long) NI * NJ);
  check_long ("Cl", Cl, (long) NI * NJ);
  for (long i = 0; i < (long) NI * NJ; i++)
    Ci[i] = Cs[i];
  check_int ("Cs", Ci, (long) NI * NJ);
  check_double ("G", G, (long) NI * NI);
  check_double ("S", S, (long) NI * NJ);
  check_double ("N", N, (long) NI * NJ);
  check_double ("U", U, (long) NJ * NJ);
  check_double ("T", T, 11L * NJ * 13);
  check_double ("O", O, 2L * NI * NJ + (long) NK * NJ);
  return 0;
}
