/* Flat indices into pointers: a constant row length is affine (the
   int index is sign-extended exactly), a run-time one is not (yet).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-dump" } */

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

/* { dg-final { scan-remarks {:9:[0-9]+: note: polyhedral: found SCoP: 2 loops} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> a\[64i0 \+ i1\]} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0, i1\] -> b\[1 \+ 64i0 \+ i1\]} } } */
/* { dg-final { scan-remarks {:17:[0-9]+: missed: polyhedral: not a SCoP: non-affine subscript \(parameter times loop counter\)} } } */
