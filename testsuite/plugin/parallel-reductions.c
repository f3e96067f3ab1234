/* Parallel reductions under -fopenmp: an integer sum kept in a register
   and the sum of a matrix into an element run in parallel, each thread
   accumulating apart; a floating-point sum only under
   -fassociative-math, which this test does not give; a running sum
   never; a sum per row needs no partial results (the rows are
   independent).  The dump names the reductions of the parallel loop.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-dump" } */

long
sum (int n, const int *a)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void
sum_in_memory (int n, int m, const int (*restrict a)[m], long *restrict s)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s[0] += a[i][j];
}

double
sum_fp (int n, const double *x)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}

void
running (int n, const int *restrict a, long *restrict r)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      r[i] = s;
    }
}

void
rows (int n, int m, const int (*restrict a)[m], long *restrict r)
{
  for (int i = 0; i < n; i++)
    {
      long s = 0;
      for (int j = 0; j < m; j++)
	s += a[i][j];
      r[i] = s;
    }
}

/* { dg-final { scan-remarks {:14:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest, each thread with partial results of its reductions, when it has enough work} } } */
/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest, each thread with partial results of its reductions, when it has enough work} } } */
/* { dg-final { scan-remarks-not {:3[0-9]:[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks-not {:4[0-9]:[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks {:50:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest, when it has enough work} } } */
/* { dg-final { scan-polyhedral-dump {// reductions, per thread: S_[0-9]+\n *#pragma omp parallel for} } } */
