/* An exhausted isl operation budget refuses the SCoP, never the
   compilation.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-max-operations=1" } */

void
scale (int n, double *restrict a)
{
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}

/* { dg-final { scan-remarks {missed: polyhedral: not a SCoP: isl operation budget exhausted \(max-operations=1\)} } } */
