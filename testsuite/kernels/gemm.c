/* gemm: general matrix multiply C = alpha * A * B + beta * C.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "gemm.c:23:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 2 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "gemm.c:(1\[8-9\]|2\[0-9\]|3\[0-1\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
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

static void __attribute__((noinline))
kernel_gemm (int ni, int nj, int nk, double alpha, double beta,
             double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
  int i, j, k;

  for (i = 0; i < ni; i++)
    {
      for (j = 0; j < nj; j++)
        C[i][j] *= beta;
      for (k = 0; k < nk; k++)
        for (j = 0; j < nj; j++)
          C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[NK] = kernel_alloc (sizeof (double[NI][NK]));
  double (*B)[NJ] = kernel_alloc (sizeof (double[NK][NJ]));
  double (*C)[NJ] = kernel_alloc (sizeof (double[NI][NJ]));

  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double) ((i * (j + 1)) % NK) / NK;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double) ((i * (j + 2) + 1) % NJ) / NJ;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      C[i][j] = (double) ((i * j + 3) % NI) / NI;

  KERNEL_TIMER_START ();
  kernel_gemm (NI, NJ, NK, 1.5, 1.2, C, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("C", (const double *) C, (long) NI * NJ);
  free (A);
  free (B);
  free (C);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
