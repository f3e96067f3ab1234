/* weighted-recurrence: the seed's wavefront A[i][j] from A[i-1][j] and A[i][j-1] with a heavier body (weights read from W, a diagonal term), swept SWEEPS times over heap arrays passed as VLA parameters; each element's update is a chain of dependent floating-point operations.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "weighted-recurrence.c:23:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements" } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 43
#endif
#ifndef SWEEPS
#define SWEEPS 3
#endif

/* volatile so the empty sizes are only known at run time.  */
static volatile int zero_size = 0;

static void __attribute__((noinline))
kernel_weighted_recurrence (int sweeps, int n, int m, double A[n][m],
			    const double W[n][m])
{
  for (int s = 0; s < sweeps; s++)
    for (int i = 1; i < n; i++)
      for (int j = 1; j < m; j++)
	A[i][j] = 0.25 * W[i][j] * A[i - 1][j]
		  + 0.25 * (1.0 - W[i][j]) * A[i][j - 1]
		  + 0.125 * A[i - 1][j - 1] + 0.5;
}

int
main (void)
{
  int z = zero_size;
  double (*A)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*W)[M] = kernel_alloc (sizeof (double[N][M]));

  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	A[i][j] = (double) ((i * 7 + j * 3) % 13) / 13.0;
	W[i][j] = (double) ((i + 2 * j) % 9) / 8.0;
      }
  kernel_weighted_recurrence (SWEEPS, z, M, A, W);
  kernel_weighted_recurrence (SWEEPS, N, z, A, W);
  kernel_weighted_recurrence (z, N, M, A, W);
  kernel_weighted_recurrence (1, 2, 2, A, W);
  KERNEL_TIMER_START ();
  kernel_weighted_recurrence (SWEEPS, N, M, A, W);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, (long) N * M);
  free (A);
  free (W);
  return 0;
}
