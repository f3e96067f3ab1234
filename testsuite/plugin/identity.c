/* -fplugin-arg-polyhedral-identity regenerates each SCoP from its
   original schedule: the remark says so, the dump shows the AST, and
   arrays that may overlap get a run-time check.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-identity -fplugin-arg-polyhedral-dump -fchecking" } */

void
scale (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * b[i];
}

void
shift (int n, int m, double (*a)[64], double (*b)[64])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = b[i][j + 1];
}

/* { dg-final { scan-remarks {:10:[0-9]+: optimized: polyhedral: SCoP regenerated from its original schedule$} } } */
/* { dg-final { scan-remarks {:17:[0-9]+: optimized: polyhedral: SCoP regenerated from its original schedule, with a run-time check that 1 pair of arrays do not overlap$} } } */
/* { dg-final { scan-remarks-not {not regenerated} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^for \(int c0 = 0; c0 < n; c0 \+= 1\)$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^  for \(int c1 = 0; c1 < m; c1 \+= 1\)$} } } */
