/* int-matmul: integer matrix product C = A * B + C with small signed int values (no overflow at any practical size).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "int-matmul.c:23:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "int-matmul.c:(1\[8-9\]|2\[0-7\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
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
kernel_int_matmul (int ni, int nj, int nk, int C[ni][nj], int A[ni][nk],
                   int B[nk][nj])
{
  int i, j, k;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
}

int
main (void)
{
  int i, j;
  int (*A)[NK] = kernel_alloc (sizeof (int[NI][NK]));
  int (*B)[NJ] = kernel_alloc (sizeof (int[NK][NJ]));
  int (*C)[NJ] = kernel_alloc (sizeof (int[NI][NJ]));

  /* |A|, |B| <= 4, so |C| <= 16 * NK + 9: safe up to NK ~ 10^8.  */
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (i + 2 * j) % 9 - 4;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (3 * i + j + 1) % 9 - 4;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      C[i][j] = (i * j) % 19 - 9;

  KERNEL_TIMER_START ();
  kernel_int_matmul (NI, NJ, NK, C, A, B);
  KERNEL_TIMER_STOP ();

  check_int ("C", (const int *) C, (long) NI * NJ);
  free (A);
  free (B);
  free (C);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
