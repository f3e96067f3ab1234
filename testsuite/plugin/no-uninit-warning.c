/* The plugin's own temporaries draw no warning: the value of a scalar
   that the new loops keep in memory (temp below) is written on every
   path that reads it, but GCC sees guarded writes in the new loops and
   warned "'ph_scalar.13' may be used uninitialized", naming a variable
   the user never wrote (gsl's cblas trmm, found by scripts/rebuild).  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wall" } */

void
trmm_rut (int n1, int n2, int nonunit, double alpha, const double *A,
	  int lda, double *B, int ldb)
{
  for (int i = 0; i < n1; i++)
    for (int j = 0; j < n2; j++)
      {
	double temp;
	if (nonunit)
	  temp = A[j * lda + j] * B[i * ldb + j];
	else
	  temp = B[i * ldb + j];
	for (int k = j + 1; k < n2; k++)
	  temp += A[lda * j + k] * B[i * ldb + k];
	B[ldb * i + j] = alpha * temp;
      }
}

/* { dg-final { scan-remarks {:13:[0-9]+: optimized: polyhedral: SCoP tiled 32x32} } } */
