/* The detection limits of the options refuse a SCoP with the reason.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-max-params=1 -fplugin-arg-polyhedral-max-depth=1" } */

void
two_params (int n, int m, double *restrict a)
{
  for (int i = 0; i < n; i++)
    a[i + m] *= 2.0;
}

void
nest (int n, double (*restrict a)[64])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] *= 2.0;
}

/* { dg-final { scan-remarks {:8:[0-9]+: missed: polyhedral: not a SCoP: too many parameters \(2 > max-params=1\)} } } */
/* { dg-final { scan-remarks {:15:[0-9]+: missed: polyhedral: not a SCoP: loop nest deeper than max-depth=1} } } */
/* { dg-final { scan-remarks {:16:[0-9]+: note: polyhedral: found SCoP: 1 loops} } } */
