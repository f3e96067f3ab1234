/* neg-asm: an inline asm memory barrier (__asm__ volatile ("" ::: "memory")) inside a 2-D stencil nest.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-asm.c:22:\[0-9\]+: missed: polyhedral: not a SCoP: inline assembly" } } */
/* { dg-final { scan-remarks "neg-asm.c:24:\[0-9\]+: missed: polyhedral: not a SCoP: inline assembly" } } */
/* { dg-final { scan-remarks "neg-asm.c:25:\[0-9\]+: missed: polyhedral: not a SCoP: inline assembly" } } */
/* { dg-final { scan-remarks-not "neg-asm.c:2\[2-9\]:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks "neg-asm.c:30:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements, 0 parameters" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef TSTEPS
#define TSTEPS 3
#endif

static void __attribute__((noinline))
kernel_neg_asm (int tsteps, int n, double A[n][n], double B[n][n])
{
  int t, i, j;

  for (t = 0; t < tsteps; t++)
    {
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          {
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
            __asm__ volatile ("" ::: "memory");
          }
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          A[i][j] = B[i][j];
    }
}

int
main (void)
{
  int i, j;
  double (*A)[N] = kernel_alloc (sizeof (double[N][N]));
  double (*B)[N] = kernel_alloc (sizeof (double[N][N]));

  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      {
        A[i][j] = (double) ((i * i + j) % 13) / 13.0;
        B[i][j] = 0.0;
      }

  KERNEL_TIMER_START ();
  kernel_neg_asm (TSTEPS, N, A, B);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * N);
  check_double ("B", (const double *) B, (long) N * N);
  free (A);
  free (B);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
