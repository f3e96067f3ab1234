/* A strictly upper triangular nest, j from i + 1: jump threading leaves
   the outer test i + 1 < n both in the outer loop's header, guarding the
   inner loop, and after the inner loop, where it always holds.  That
   second exit is folded away (exits.cc), and the nest is one SCoP
   instead of "loop with several exits".  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0" } */

void
upper_rows (int n, double *restrict y, double *restrict a,
	    double *restrict x)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      y[i] += a[j * n + i] * x[j];
}

/* { dg-final { scan-remarks {:14:[0-9]+: note: polyhedral: found SCoP: 2 loops} } } */
/* { dg-final { scan-remarks-not {loop with several exits} } } */
/* { dg-final { scan-remarks {:14:[0-9]+: optimized: polyhedral: parallel loop, dimension [12] of the new loop nest} } } */
