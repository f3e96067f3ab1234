/* neg-call: a call to a non-pure external function inside the nest (it bumps a global counter and its result depends on call order).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "neg-call.c:30:\[0-9\]+: missed: polyhedral: not a SCoP: call to function 'next_ticket' that may have side effects" } } */
/* { dg-final { scan-remarks "neg-call.c:31:\[0-9\]+: missed: polyhedral: not a SCoP: call to function 'next_ticket' that may have side effects" } } */
/* { dg-final { scan-remarks-not "neg-call.c:3\[0-2\]:\[0-9\]+: note: polyhedral: found SCoP" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* External linkage, not inlined: the call has a visible side effect.  */
int ticket_counter;

int __attribute__((noinline))
next_ticket (void)
{
  ticket_counter++;
  return ticket_counter % 97;
}

static void __attribute__((noinline))
kernel_neg_call (int n, int m, double A[n][m])
{
  int i, j;

  for (i = 1; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = 0.5 * A[i - 1][j] + 0.01 * (double) next_ticket ();
}

int
main (void)
{
  int i, j;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      A[i][j] = (double) ((i * 3 + j) % 7) / 7.0;

  KERNEL_TIMER_START ();
  kernel_neg_call (N, M, A);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  check_int ("tickets", &ticket_counter, 1);
  free (A);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
