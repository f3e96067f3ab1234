/* Parallel loops under -fopenmp: the outermost loop that carries no
   dependence runs in parallel (a matrix product's rows), a parametric
   nest only with enough work at run time (else a copy runs without
   libgomp, whose inner loop has too little work too: no parallel copy),
   a small constant nest not at all, nor a sweep whose iterations GCC's
   vectorizer runs two or more at a time (300000 of them are 150000
   vector iterations or fewer, below the default parallel-min-work).  A
   recurrence carried by every loop runs in wide tiles on a wavefront,
   the tiles of a wave in parallel when they have enough work
   (wavefront-threads.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-dump" } */

#define N 300

void
matmul (double (*restrict c)[N], const double (*restrict a)[N],
	const double (*restrict b)[N])
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
	c[i][j] += a[i][k] * b[k][j];
}

void
scale (int n, int m, double s, double (*restrict a)[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] *= s;
}

void
small (double (*restrict a)[10])
{
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      a[i][j] = a[i][j] * 2 + 1;
}

void
prefix (int n, long *restrict a)
{
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}

void
wavefront (int n, unsigned (*restrict a)[n])
{
  for (int i = 1; i < n; i++)
    for (int j = 1; j < n; j++)
      a[i][j] = a[i - 1][j] + a[i][j - 1];
}

void
sweep (double *restrict a, const double *restrict b)
{
  for (int i = 1; i < 300000 - 1; i++)
    a[i] = (b[i - 1] + b[i] + b[i + 1]) / 3;
}

/* { dg-final { scan-remarks {:20:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-remarks {:29:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest, when it has enough work} } } */
/* { dg-final { scan-remarks-not {:30:[0-9]+: optimized: polyhedral: parallel loop, dimension 2} } } */
/* { dg-final { scan-remarks {:37:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
/* { dg-final { scan-remarks-not {:45:[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks {:52:[0-9]+: optimized: polyhedral: SCoP skewed, tiled [0-9]+x[0-9]+, skewed for wavefront, interleaved 4 chains} } } */
/* { dg-final { scan-remarks {:53:[0-9]+: optimized: polyhedral: parallel loop, dimension 2 of the new loop nest, when it has enough work} } } */
/* { dg-final { scan-remarks {:60:[0-9]+: note: polyhedral: found SCoP: 1 loops} } } */
/* { dg-final { scan-remarks-not {:60:[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-polyhedral-dump {__builtin_GOMP_parallel \(scale\._polyhedral_fn\.[0-9]+, &\.ph_data_out\.[0-9]+, 0, 0\)} } } */
/* { dg-final { scan-polyhedral-dump-not {__builtin_GOMP_parallel \([^,]+, [^,]+, _[0-9]+, } } } */
