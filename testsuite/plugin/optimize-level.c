/* The pass runs from -O2 on; at -O1 it reports nothing.  */
/* { dg-do compile } */
/* { dg-options "-O1" } */

void
scale (int n, double *restrict a)
{
  for (int i = 0; i < n; i++)
    a[i] *= 2.0;
}

/* { dg-final { scan-remarks-not {polyhedral:} } } */
