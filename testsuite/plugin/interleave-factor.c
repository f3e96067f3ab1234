/* The chains interleaved are as many as unroll-jam says (interleave-
   chains.c has the default, 4).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-unroll-jam=6" } */

void
rows (int n, int m, unsigned (*a)[m], const unsigned (*b)[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      a[i][j] = a[i][j - 1] * 3u + b[i][j];
}

/* { dg-final { scan-remarks {:9:[0-9]+: optimized: polyhedral: SCoP interleaved 6 chains of a recurrence, } } } */
