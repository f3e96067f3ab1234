/* doitgen: multiresolution analysis kernel, A[r][q][:] = A[r][q][:] * C4 for every (r, q), 3-D VLA.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "doitgen.c:23:\[0-9\]+: note: polyhedral: found SCoP: 5 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "doitgen.c:(2\[3-9\]|3\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef NR
#define NR 11
#endif
#ifndef NQ
#define NQ 13
#endif
#ifndef NP
#define NP 17
#endif

static void __attribute__((noinline))
kernel_doitgen (int nr, int nq, int np, double A[nr][nq][np],
                double C4[np][np], double *sum)
{
  int r, q, p, s;

  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++)
      {
        for (p = 0; p < np; p++)
          {
            sum[p] = 0.0;
            for (s = 0; s < np; s++)
              sum[p] += A[r][q][s] * C4[s][p];
          }
        for (p = 0; p < np; p++)
          A[r][q][p] = sum[p];
      }
}

int
main (void)
{
  int r, q, p, s;
  double (*A)[NQ][NP] = kernel_alloc (sizeof (double[NR][NQ][NP]));
  double (*C4)[NP] = kernel_alloc (sizeof (double[NP][NP]));
  double *sum = kernel_alloc (NP * sizeof (double));

  for (r = 0; r < NR; r++)
    for (q = 0; q < NQ; q++)
      for (p = 0; p < NP; p++)
        A[r][q][p] = (double) ((r * q + p) % NP) / NP;
  for (s = 0; s < NP; s++)
    for (p = 0; p < NP; p++)
      C4[s][p] = (double) (s * p % NP) / NP;

  KERNEL_TIMER_START ();
  kernel_doitgen (NR, NQ, NP, A, C4, sum);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) NR * NQ * NP);
  check_double ("sum", sum, NP);
  free (A);
  free (C4);
  free (sum);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
