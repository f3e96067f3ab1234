/* 2mm: two chained matrix products D = alpha * A * B * C + beta * D (tmp = alpha * A * B).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "2mm.c:27:\[0-9\]+: note: polyhedral: found SCoP: 6 loops, 4 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "2mm.c:(2\[1-9\]|3\[0-9\]|4\[0-1\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef NI
#define NI 37
#endif
#ifndef NJ
#define NJ 41
#endif
#ifndef NK
#define NK 29
#endif
#ifndef NL
#define NL 43
#endif

static void __attribute__((noinline))
kernel_2mm (int ni, int nj, int nk, int nl, double alpha, double beta,
            double (*tmp)[NJ], double (*A)[NK], double (*B)[NJ],
            double (*C)[NL], double (*D)[NL])
{
  int i, j, k;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      {
        tmp[i][j] = 0.0;
        for (k = 0; k < nk; k++)
          tmp[i][j] += alpha * A[i][k] * B[k][j];
      }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      {
        D[i][j] *= beta;
        for (k = 0; k < nj; k++)
          D[i][j] += tmp[i][k] * C[k][j];
      }
}

int
main (void)
{
  int i, j;
  double (*tmp)[NJ] = kernel_alloc (sizeof (double[NI][NJ]));
  double (*A)[NK] = kernel_alloc (sizeof (double[NI][NK]));
  double (*B)[NJ] = kernel_alloc (sizeof (double[NK][NJ]));
  double (*C)[NL] = kernel_alloc (sizeof (double[NJ][NL]));
  double (*D)[NL] = kernel_alloc (sizeof (double[NI][NL]));

  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double) ((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double) (i * (j + 1) % NJ) / NJ;
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NL; j++)
      C[i][j] = (double) ((i * (j + 3) + 1) % NL) / NL;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (double) (i * (j + 2) % NK) / NK;

  KERNEL_TIMER_START ();
  kernel_2mm (NI, NJ, NK, NL, 1.5, 1.2, tmp, A, B, C, D);
  KERNEL_TIMER_STOP ();

  check_double ("tmp", (const double *) tmp, (long) NI * NJ);
  check_double ("D", (const double *) D, (long) NI * NL);
  free (tmp);
  free (A);
  free (B);
  free (C);
  free (D);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
