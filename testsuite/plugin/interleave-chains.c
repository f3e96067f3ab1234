/* A band of loops whose innermost loop carries a chain of dependences,
   and that is not tiled, gets several of its chains in flight at once:
   the loop outside it is unrolled and jammed into it, after a skew of
   the innermost loop where the outer one carries dependences too (a
   2-D recurrence).  A sum in double without -ffast-math is such a
   chain; an integer sum is a reduction, which GCC vectorizes as it is.
   Not around a loop, nor where the chain is the scheduler's own: a 1-D
   Jacobi stencil's steps fused along a skewed loop, whose source loops
   vectorize (tiled instead, its statements apart).  Nor where
   the statement's work, not its chain, bounds the loop: a local
   alignment's 19 operations an instance against a chain of 3 cycles.  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

void
rows (int n, int m, unsigned (*a)[m], const unsigned (*b)[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      a[i][j] = a[i][j - 1] * 3u + b[i][j];
}

void
table (int n, int m, int (*d)[m + 1], const int *s, const int *t)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int best = d[i - 1][j - 1] + (s[i] != t[j]);
	if (d[i - 1][j] + 1 < best)
	  best = d[i - 1][j] + 1;
	if (d[i][j - 1] + 1 < best)
	  best = d[i][j - 1] + 1;
	d[i][j] = best;
      }
}

void
row_sums (int n, int m, const double (*a)[m], double *sum)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      sum[i] += a[i][j];
}

void
int_row_sums (int n, int m, const int (*a)[m], int *sum)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      sum[i] += a[i][j];
}

void
around_a_loop (int n, int m, int (*a)[m], int (*b)[m])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < m; j++)
      {
	a[i][j] = a[i - 1][j] + a[i][j - 1];
	for (int k = 0; k < m; k++)
	  b[j][k] += a[i][j];
      }
}

void
jacobi_1d (int t, int n, double *a, double *b)
{
  for (int s = 0; s < t; s++)
    {
      for (int i = 1; i < n - 1; i++)
	b[i] = 0.33333 * (a[i - 1] + a[i] + a[i + 1]);
      for (int i = 1; i < n - 1; i++)
	a[i] = 0.33333 * (b[i - 1] + b[i] + b[i + 1]);
    }
}

void
alignment (int n, int m, int (*h)[m + 1], int (*p)[m + 1],
	   const unsigned char *a, const unsigned char *b)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int diag = h[i - 1][j - 1] + (a[i] == b[j] ? 3 : -2);
	int up = h[i - 1][j] - 1, left = h[i][j - 1] - 1;
	int best = 0, from = 0;
	if (diag > best)
	  {
	    best = diag;
	    from = 1;
	  }
	if (up > best)
	  {
	    best = up;
	    from = 2;
	  }
	if (left > best)
	  {
	    best = left;
	    from = 3;
	  }
	h[i][j] = best;
	p[i][j] = from;
      }
}

/* { dg-final { scan-remarks {:18:[0-9]+: optimized: polyhedral: SCoP interleaved 4 chains of a recurrence, } } } */
/* { dg-final { scan-remarks {:26:[0-9]+: optimized: polyhedral: SCoP skewed, interleaved 4 chains of a recurrence, } } } */
/* { dg-final { scan-remarks {:41:[0-9]+: optimized: polyhedral: SCoP interleaved 4 chains of a recurrence, } } } */
/* { dg-final { scan-remarks {:49:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
/* { dg-final { scan-remarks-not {:57:[0-9]+: optimized: polyhedral: .*interleaved} } } */
/* { dg-final { scan-remarks {:69:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 128x1024 with an innermost loop per statement, } } } */
/* { dg-final { scan-remarks {:82:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(its work, not its chain of dependences, bounds its loop\)} } } */
