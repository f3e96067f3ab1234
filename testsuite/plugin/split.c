/* A loop that reads an element throughout and writes it at one
   iteration is split there: Floyd-Warshall's j loop, which reads
   path[i][k] and writes it where j = k, becomes three loops, and GCC
   vectorizes the two long ones
   without a check that the rows do not overlap.  A sum that writes its
   element at every iteration is not split (its rows run interleaved).  The run tests of the kernels
   (floyd-warshall.c, split-writes.c) check the results.  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

void
floyd_warshall (int n, int path[n][n])
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	path[i][j] = path[i][j] < path[i][k] + path[k][j]
		     ? path[i][j] : path[i][k] + path[k][j];
}

void
running_sum (int n, int m, int s[n], int c[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	s[i] += c[i][j];
	c[i][j] = s[i];
      }
}

/* { dg-final { scan-remarks {:14:[0-9]+: optimized: polyhedral: SCoP split 1 loop where it writes an element read throughout$} } } */
/* { dg-final { scan-remarks {:16:[0-9]+: optimized: loop vectorized} } } */
/* { dg-final { scan-remarks-not {:16:[0-9]+: optimized:  loop versioned for vectorization because of possible aliasing} } } */
/* { dg-final { scan-remarks {:24:[0-9]+: optimized: polyhedral: SCoP interleaved 4 chains of a recurrence, } } } */
