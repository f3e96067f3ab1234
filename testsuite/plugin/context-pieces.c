/* The AST under a convex hull of the context.  gsl's cblas_dtrmm: a
   triangular matrix product on flat arrays, whose rows a run-time
   check assumes, with a case for each value of a flag (the unit
   diagonal) that the nest tests: the context is seven convex pieces,
   against which isl gisted at every step of the AST (in dtrmm.c, 2.8
   million operations for such a nest, 1.8 under the hull; decision
   47).  The test of the flag, diag != 131 on one side, two pieces,
   is a parameter of its own, 1 where the test holds: isl's AST copied
   the whole tiled nest once per piece, diag >= 132, diag <= 130 and
   diag == 131, three copies where two serve (dtrmm.c took 10 s to
   compile, 0.2 s without the plugin; decision 88).  The scalar temp is
   still held in B's element, and the nest stays interchanged and
   tiled.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-polyhedral-dump" } */

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

/* { dg-final { scan-remarks {:21:[0-9]+: optimized: polyhedral: SCoP interchanged, tiled 32x32x32, with a run-time check that the subscripts of flat arrays stay in their rows and that 1 pair of arrays do not overlap} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^domain: \[[^]]*\] -> \x7b S_[0-9]+\[i0, i1\] : ph_cond_[0-9]+ = 1 and 0 <= i0 < n1 and 0 <= i1 < n2; } } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_temp_[0-9]+, phi scalar, 0 dimensions, 8-byte elements, held in B$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^condition: ph_cond_[0-9]+ is 1 on \[diag\] -> \x7b  : diag >= 132 or diag <= 130 \x7d$} } } */
/* { dg-final { scan-polyhedral-dump-times {(?n)^if \(ph_cond_[0-9]+ == 1\) \x7b$} 1 } } */
/* { dg-final { scan-polyhedral-dump-not {if \(diag (>=|<=) 13} } } */
