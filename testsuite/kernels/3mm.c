/* 3mm: three matrix products E = A * B, F = C * D, G = E * F on global static arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "3mm.c:31:\[0-9\]+: note: polyhedral: found SCoP: 9 loops, 6 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "3mm.c:(2\[7-9\]|\[3-4\]\[0-9\]|5\[0-2\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
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
#ifndef NM
#define NM 31
#endif

static double A[NI][NK], B[NK][NJ], C[NJ][NM], D[NM][NL];
static double E[NI][NJ], F[NJ][NL], G[NI][NL];

static void __attribute__((noinline))
kernel_3mm (int ni, int nj, int nk, int nl, int nm)
{
  int i, j, k;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      {
        E[i][j] = 0.0;
        for (k = 0; k < nk; k++)
          E[i][j] += A[i][k] * B[k][j];
      }
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      {
        F[i][j] = 0.0;
        for (k = 0; k < nm; k++)
          F[i][j] += C[i][k] * D[k][j];
      }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      {
        G[i][j] = 0.0;
        for (k = 0; k < nj; k++)
          G[i][j] += E[i][k] * F[k][j];
      }
}

int
main (void)
{
  int i, j;

  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double) ((i * j + 1) % NI) / (5 * NI);
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double) ((i * (j + 1) + 2) % NJ) / (5 * NJ);
  for (i = 0; i < NJ; i++)
    for (j = 0; j < NM; j++)
      C[i][j] = (double) (i * (j + 3) % NL) / (5 * NL);
  for (i = 0; i < NM; i++)
    for (j = 0; j < NL; j++)
      D[i][j] = (double) ((i * (j + 2) + 2) % NK) / (5 * NK);

  KERNEL_TIMER_START ();
  kernel_3mm (NI, NJ, NK, NL, NM);
  KERNEL_TIMER_STOP ();

  check_double ("E", (const double *) E, (long) NI * NJ);
  check_double ("F", (const double *) F, (long) NJ * NL);
  check_double ("G", (const double *) G, (long) NI * NL);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
