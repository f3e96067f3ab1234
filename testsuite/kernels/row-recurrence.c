/* row-recurrence: a linear recurrence along each row (each element from
   the one before it in its row), rows independent: the plugin
   interleaves the chains of several rows; at full size, with no
   columns and with no rows.  Unsigned, so that wrapping is exact.  */
/* { dg-do run } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 41
#endif

/* volatile so the empty sizes are only known at run time.  */
static volatile int zero_size = 0;

static void __attribute__((noinline))
kernel_row_recurrence (int n, int m, unsigned (*A)[m],
		       const unsigned (*B)[m], unsigned c)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 1; j < m; j++)
      A[i][j] = A[i][j - 1] * c + B[i][j];
}

int
main (void)
{
  int i, j, z = zero_size;
  unsigned (*A)[M] = kernel_alloc (sizeof (unsigned[N][M]));
  unsigned (*B)[M] = kernel_alloc (sizeof (unsigned[N][M]));
  unsigned (*E)[1] = kernel_alloc (sizeof (unsigned[N][1]));

  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      {
	A[i][j] = (unsigned) (i * 7 + j);
	B[i][j] = (unsigned) ((i * 13 + j * 5) % 31);
      }
  for (i = 0; i < N; i++)
    E[i][0] = (unsigned) i;

  KERNEL_TIMER_START ();
  kernel_row_recurrence (N, M, A, (const unsigned (*)[M]) B, 2654435761u);
  kernel_row_recurrence (N, z, E, (const unsigned (*)[1]) E, 3u);
  kernel_row_recurrence (z, M, A, (const unsigned (*)[M]) B, 5u);
  KERNEL_TIMER_STOP ();

  check_int ("A", (const int *) A, (long) N * M);
  check_int ("E", (const int *) E, (long) N);
  free (A);
  free (B);
  free (E);
  return 0;
}
/* One SCoP, whose chains the default options interleave
   (plugin/interleave-chains.c checks the remarks).  */
/* { dg-final { scan-remarks "row-recurrence.c:24:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements" } } */
