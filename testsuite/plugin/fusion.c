/* isl's clustering would skew doitgen's p and s loops only to fuse the
   initialisation and the copy of sum[] with the sum over s; the plugin
   takes the unfused schedule instead, which moves s outside p so that
   the inner loop walks c4 and sum with stride one (docs/options.md,
   fuse=smart).  It leaves the band untiled: sum[] and a row of c4, what
   one iteration of s touches, fit in the L1 cache.  */
/* { dg-do compile } */
/* { dg-options "-O3" } */

#define NR 50
#define NQ 60
#define NP 70

void
doitgen (double (*restrict a)[NQ][NP], const double (*restrict c4)[NP],
	 double *restrict sum)
{
  for (int r = 0; r < NR; r++)
    for (int q = 0; q < NQ; q++)
      {
	for (int p = 0; p < NP; p++)
	  {
	    sum[p] = 0.0;
	    for (int s = 0; s < NP; s++)
	      sum[p] += a[r][q][s] * c4[s][p];
	  }
	for (int p = 0; p < NP; p++)
	  a[r][q][p] = sum[p];
      }
}

/* { dg-final { scan-remarks {:18:[0-9]+: optimized: polyhedral: SCoP interchanged$} } } */
