/* A band is tiled only where one iteration of its outer loop touches
   more than the L1 cache holds (GCC's --param l1-cache-size, in KiB).
   gemm's i loop touches all of b: 40 x 40 doubles (12.5 KiB) stay in a
   cache of 32 KiB without tiles, 300 x 300 (703 KiB) do not.  The
   arrays may overlap, so that GCC keeps c[i][j] in memory (see
   transforms.c).  */
/* { dg-do compile } */
/* { dg-options "-O3 --param l1-cache-size=32" } */

void
gemm_small (double (*c)[40], const double (*a)[40], const double (*b)[40])
{
  for (int i = 0; i < 40; i++)
    for (int k = 0; k < 40; k++)
      for (int j = 0; j < 40; j++)
	c[i][j] += a[i][k] * b[k][j];
}

void
gemm_large (double (*c)[300], const double (*a)[300],
	    const double (*b)[300])
{
  for (int i = 0; i < 300; i++)
    for (int k = 0; k < 300; k++)
      for (int j = 0; j < 300; j++)
	c[i][j] += a[i][k] * b[k][j];
}

/* { dg-final { scan-remarks {:13:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(its data fit in the L1 cache\)$} } } */
/* { dg-final { scan-remarks {:23:[0-9]+: optimized: polyhedral: SCoP tiled 32x32x32, unrolled and jammed by 4, with a run-time check} } } */
