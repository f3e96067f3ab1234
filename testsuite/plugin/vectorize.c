/* Regenerated inner loops stay simple counted loops that GCC's
   vectorizer takes, as it takes the original ones.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-identity" } */

void
axpy (int n, double alpha, double *restrict y, const double *restrict x)
{
  for (int i = 0; i < n; i++)
    y[i] += alpha * x[i];
}

void
rows (int n, int m, float (*restrict c)[256], const float (*restrict a)[256])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      c[i][j] = a[i][j] * 3.0f + c[i][j];
}

/* { dg-final { scan-remarks {optimized: polyhedral: SCoP regenerated} } } */
/* The remarks of -fopt-info-loop include the vectorizer's, at the
   source loop the new loop stands for.  */
/* { dg-final { scan-remarks {:9:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks {:17:[0-9]+: optimized: loop vectorized} } } */
