/* Flat indices into pointers.  A constant row length is affine (the int
   index is sign-extended exactly).  A run-time one, a[i * m + j], is cut
   into rows of m: exact where every access stays within its row, which
   is known from the bounds (flat), assumed and checked at run time
   (cols: k <= m), or false for every run of the loop (cross).  Pairs
   z[2 * (i * m + j)] are rows of 2m; a box v[(i * m + j) * p + k] has
   rows of m x p, and u[k] is its first row; blocks c[i * bs * bs +
   j * bs + k] have rows of bs x bs.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0 -fplugin-arg-polyhedral-dump" } */

void
shift (int n, int m, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * 64 + j] = b[i * 64 + j + 1];
}

void
flat (int n, int m, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = 0.5 * a[i * m + j];
}

void
cols (int n, int m, int k, double *restrict a, double *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      a[i * m + j] = b[(i + 1) * m + j] + a[j];
}

void
cross (int n, int m, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j + 1];
}

void
pairs (int n, int m, double *restrict z, const double *restrict w)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      z[2 * (i * m + j) + 1] = w[2 * (i * m + j)];
}

void
box (int n, int m, int p, float *restrict v, const float *restrict u)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < p; k++)
	v[(i * m + j) * p + k] = u[((i + 1) * m + j) * p + k] + u[k];
}

void
blocked (int n, int bs, double *restrict c, const double *restrict d)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < bs; j++)
      for (int k = 0; k < bs; k++)
	c[i * bs * bs + j * bs + k] = d[i * bs * bs + k * bs + j];
}

/* { dg-final { scan-remarks {:15:[0-9]+: note: polyhedral: found SCoP: 2 loops} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> a\[64i0 \+ i1\]} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> b\[1 \+ 64i0 \+ i1\]} } } */
/* { dg-final { scan-remarks {:23:[0-9]+: note: polyhedral: found SCoP: 2 loops} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> a\[i0, i1\]} } } */
/* { dg-final { scan-polyhedral-dump {array: a, memory, 2 dimensions, 8-byte elements, inner sizes \[m\] -> \{ \[\] -> \[\(m\)\] \} \(rows of a flat array\)} } } */
/* { dg-final { scan-remarks {:31:[0-9]+: optimized: polyhedral: SCoP [a-z0-9 ]+, with a run-time check that the subscripts of flat arrays stay in their rows} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> b\[1 \+ i0, i1\]} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> a\[0, i1\]} } } */
/* { dg-final { scan-polyhedral-dump {assumed: \[[a-z, ]+\] -> \{  : k <= m( or .*)? \}} } } */
/* { dg-final { scan-remarks {:39:[0-9]+: missed: polyhedral: not a SCoP: a subscript of a flat array always leaves the row its other accesses cut} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> z\[i0, 1 \+ 2i1\]} } } */
/* { dg-final { scan-polyhedral-dump {array: z, memory, 2 dimensions, 8-byte elements, inner sizes \[m\] -> \{ \[\] -> \[\(2m\)\] \} \(rows of a flat array\)} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1, i2\] -> v\[i0, i1, i2\]} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1, i2\] -> u\[1 \+ i0, i1, i2\]} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1, i2\] -> u\[0, 0, i2\]} } } */
/* { dg-final { scan-polyhedral-dump {array: v, memory, 3 dimensions, 4-byte elements, inner sizes \[[mp, ]+\] -> \{ \[\] -> \[\(m\), \(p\)\] \} \(rows of a flat array\)} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1, i2\] -> d\[i0, i2, i1\]} } } */
/* { dg-final { scan-polyhedral-dump {array: c, memory, 3 dimensions, 8-byte elements, inner sizes \[bs\] -> \{ \[\] -> \[\(bs\), \(bs\)\] \} \(rows of a flat array\)} } } */
