/* global-params: loop bounds read directly from global int variables (n_global, m_global set in main) over global static arrays.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "global-params.c:26:\[0-9\]+: note: polyhedral: found SCoP: " } } */
/* { dg-final { scan-remarks-not "global-params.c:(2\[2-9\]|3\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* External linkage on purpose: the compiler cannot assume their values.  */
int n_global;
int m_global;

static double A[N][M], B[N][M];
static double s[M];

static void __attribute__((noinline))
kernel_global_params (void)
{
  int i, j;

  for (i = 1; i < n_global; i++)
    for (j = 0; j < m_global; j++)
      A[i][j] = A[i - 1][j] * 0.5 + B[i][j];
  for (j = 0; j < m_global; j++)
    {
      s[j] = 0.0;
      for (i = 0; i < n_global; i++)
        s[j] += A[i][j] * B[i][m_global - 1 - j];
    }
}

int
main (void)
{
  int i, j;

  n_global = N;
  m_global = M;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
        A[i][j] = (double) ((i + j) % 7) / 7.0;
        B[i][j] = (double) ((i * j + 2) % 11) / 11.0;
      }

  KERNEL_TIMER_START ();
  kernel_global_params ();
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_double ("s", s, M);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
