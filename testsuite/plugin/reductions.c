/* Reductions free the order of their own instances: a maximum and an
   integer sum read by columns are interchanged for stride one.  A
   floating-point sum is a reduction only under -fassociative-math
   (reductions-fast.c), as for GCC's vectorizer: here it keeps its
   order.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fno-loop-interchange" } */

#define N 300

void
column_max (int *restrict m, const int (*restrict a)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      m[0] = m[0] > a[i][j] ? m[0] : a[i][j];
}

void
column_sum (long *restrict s, const int (*restrict a)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      s[0] += a[i][j];
}

void
column_sum_fp (double *restrict s, const double (*restrict a)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      s[0] += a[i][j];
}

/* { dg-final { scan-remarks {:14:[0-9]+: optimized: polyhedral: SCoP interchanged} } } */
/* { dg-final { scan-remarks {:22:[0-9]+: optimized: polyhedral: SCoP interchanged} } } */
/* { dg-final { scan-remarks {:30:[0-9]+: missed: polyhedral: SCoP not transformed} } } */
