/* The AST under a convex hull of the context.  gsl's cblas_dtrmm: a
   triangular matrix product on flat arrays, whose rows a run-time
   check assumes, with a case for each value of a flag (the unit
   diagonal) that the nest tests: the context is seven convex pieces,
   against which isl gisted at every step of the AST (in dtrmm.c, 2.8
   million operations for such a nest, 1.8 under the hull; decision
   47).  The nest stays interchanged and tiled.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

void
trmm (unsigned diag, int n1, int n2, double alpha, const double *A, int lda,
      double *B, int ldb)
{
  for (int i = 0; i < n1; i++)
    for (int j = 0; j < n2; j++)
      {
	double temp;
	if (diag == 131)
	  temp = A[i * lda + i] * B[i * ldb + j];
	else
	  temp = B[i * ldb + j];
	for (int k = i + 1; k < n1; k++)
	  temp += A[lda * i + k] * B[k * ldb + j];
	B[ldb * i + j] = alpha * temp;
      }
}

/* { dg-final { scan-remarks {:15:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that the subscripts of flat arrays stay in their rows and that 1 pair of arrays do not overlap} } } */
