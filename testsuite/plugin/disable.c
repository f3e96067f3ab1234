/* -fplugin-arg-polyhedral-disable: the plugin loads and reports nothing.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-disable" } */

void
scale (int n, double *restrict a)
{
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}

/* { dg-final { scan-remarks-not {polyhedral:} } } */
