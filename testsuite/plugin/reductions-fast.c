/* Under -ffast-math (-fassociative-math) a floating-point sum is a
   reduction, as for GCC's vectorizer: read by columns, it is
   interchanged for stride one (reductions.c: without, it is not).  */
/* { dg-do compile } */
/* { dg-options "-O3 -ffast-math -fno-loop-interchange" } */

#define N 300

void
column_sum_fp (double *restrict s, const double (*restrict a)[N])
{
  for (int j = 0; j < N; j++)
    for (int i = 0; i < N; i++)
      s[0] += a[i][j];
}

/* { dg-final { scan-remarks {:12:[0-9]+: optimized: polyhedral: SCoP interchanged} } } */
