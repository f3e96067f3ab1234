/* Loops whose exit test GCC computes no trip count for are counted at
   run time: k * k <= n runs in parallel, and under it, a nest is tiled.
   A test that may trap, or that depends on a value the loop changes, is
   not counted, nor is a count without a counter.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0 -fplugin-arg-polyhedral-dump" } */

void
rows (int n, int m, double (*a)[64])
{
  for (int k = 0; k * k <= n; k++)
    for (int j = 0; j < m; j++)
      a[k][j] = a[k][j] * 2 + j;
}

void
product (int n, int m, double (*c)[64], double (*x)[64], double (*y)[64])
{
  for (int k = 0; k * k * k < n; k++)
    for (int j = 0; j < m; j++)
      for (int l = 0; l < m; l++)
	c[k][j] += x[k][l] * y[l][j];
}

void
divided (int n, int d, int *a)
{
  for (int k = 0; k / d < n; k++)
    a[k] = k;
}

void
from_memory (int *n, int *a)
{
  for (int k = 0; k * k < *n; k++)
    *n -= a[k];
}

/* GCC counts this loop by the popcount of x, with no counter: not a
   SCoP (it crashed the pass).  */
int
bit_count (long x)
{
  int n = 0;
  if (x)
    do
      n++;
    while ((x &= x - 1) != 0);
  return n;
}

/* { dg-final { scan-remarks {:11:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: polyhedral: SCoP .*tiled} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks {:28:[0-9]+: missed: polyhedral: not a SCoP: trip count of the loop cannot be computed: its exit test may trap$} } } */
/* { dg-final { scan-remarks {:35:[0-9]+: missed: polyhedral: not a SCoP: trip count of the loop cannot be computed: its exit test depends on a value that is not a counter of the loop$} } } */
/* { dg-final { scan-polyhedral-dump {domain: \[n, m, (ph_trips_[0-9]+)\] -> \{ S_[0-9]+\[i0, i1\] : 0 <= i0 <= \1 and 0 <= i1 < m \}} } } */
/* { dg-final { scan-polyhedral-dump {counted trips: ph_trips_[0-9]+ is the first (ph_count_[0-9]+) >= 0 where \(\(int\) \1 \+ 1\) \* \(\(int\) \1 \+ 1\) > n_[0-9]+\(D\), or 2147483647} } } */
/* { dg-final { scan-remarks {:48:[0-9]+: missed: polyhedral: not a SCoP: } } } */
