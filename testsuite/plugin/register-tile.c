/* Register tiles of contractions (optimize.md, "Register tiles of
   contractions"), with AVX2's sixteen 32-byte registers: 6 rows of 8
   doubles or of 16 floats, in tiles sized from the caches (L1 32 KiB,
   L2 256 KiB here), whatever the order of the loops in the source.
   The columns of each tile are vectors of 4 doubles or 8 floats; in C +=
   A * B^T, whose lanes read B across rows, each vector of B is gathered
   once for the 6 rows (codegen.md, "Register tiles").  Compiled only:
   the kernels' run tests (contractions.c) run them.  */
/* { dg-do compile } */
/* { dg-options "-O3 -mavx2 -mfma --param l1-cache-size=32 --param l2-cache-size=256 -fplugin-arg-polyhedral-dump" } */

void
product (int n, double c[n][n], double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	c[i][j] += a[i][k] * b[k][j];
}

/* PolyBench's gemm: the scaling of C moves into a nest of its own.  */
void
gemm (int n, float alpha, float beta, float c[n][n], float a[n][n],
      float b[n][n])
{
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	c[i][j] *= beta;
      for (int k = 0; k < n; k++)
	for (int j = 0; j < n; j++)
	  c[i][j] += alpha * a[i][k] * b[k][j];
    }
}

/* Not a contraction: every j adds to the same x[i], which the instances
   of one k would share.  */
void
shared (int n, double x[n], double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	x[i] += a[i][k] * b[k][j];
}

/* A tensor contraction over 3-D variable-length arrays: the rows run
   along i, the member along which Y stays put (along j, every row would
   load vectors of its own), so i's tiles are the tall ones.  */
void
tensor (int ni, int nj, int nm, int nl, double t[ni][nj][nm],
	double x[ni][nl], double y[nl][nj][nm])
{
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      for (int j = 0; j < nj; j++)
	for (int m = 0; m < nm; m++)
	  t[i][j][m] += x[i][l] * y[l][j][m];
}

/* C += A * B^T: k, the loop of stride one, carries the sum; j, parallel,
   moves innermost for the register tile.  */
void
product_nt (int n, double c[n][n], double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	c[i][j] += a[i][k] * b[j][k];
}

/* The product as C is often written: the sum in a scalar, held in its
   element; its scaling after the k loop moves into a nest of its own
   after the product.  */
void
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

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 126x256x32, register tiles of 6x8 in blocks mc=126 kc=256 nc=32, with a run-time check} } } */
/* { dg-final { scan-remarks {:26:[0-9]+: optimized: polyhedral: SCoP tiled 252x256x64, register tiles of 6x16 in blocks mc=252 kc=256 nc=64,} } } */
/* { dg-final { scan-remarks-not {:4[0-2]:[0-9]+: optimized: polyhedral: SCoP [^\n]*register tiles} } } */
/* { dg-final { scan-remarks {:54:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 126x32x256x32, register tiles of 6x8 in blocks mc=126 kc=256 nc=32,} } } */
/* { dg-final { scan-remarks {:79:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 126x256x32, register tiles of 6x8 in blocks mc=126 kc=256 nc=32} } } */
/* { dg-final { scan-remarks {:66:[0-9]+: optimized: polyhedral: SCoP tiled 126x256x32, register tiles of 6x8 in blocks mc=126 kc=256 nc=32,} } } */
/* { dg-final { scan-polyhedral-dump-times {;; register tile: 48 elements in 12 vectors of 4\n} 3 } } */
/* { dg-final { scan-polyhedral-dump-times {;; register tile: 96 elements in 12 vectors of 8\n} 1 } } */
/* { dg-final { scan-polyhedral-dump-times {;; register tile: 48 elements in 12 vectors of 4, 2 gathered across rows\n} 1 } } */
/* { dg-final { scan-polyhedral-dump-not {held as scalars} } } */
