/* smith-waterman: local alignment scores H (int) with the direction of each maximum in P, choices on data inside the statement (a[i] == b[j] ? match : mismatch, then a chain of if (x > h) { h = x; d = k; }), at full size and with empty sequences.  */
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
kernel_smith_waterman (int n, int m, const unsigned char *a,
                       const unsigned char *b, int H[n + 1][m + 1],
                       int P[n + 1][m + 1], int match, int mismatch, int gap)
{
  int i, j;

  for (i = 1; i <= n; i++)
    for (j = 1; j <= m; j++)
      {
        int diag = H[i - 1][j - 1] + (a[i] == b[j] ? match : mismatch);
        int up = H[i - 1][j] - gap;
        int left = H[i][j - 1] - gap;
        int h = 0, d = 0;
        if (diag > h)
          {
            h = diag;
            d = 1;
          }
        if (up > h)
          {
            h = up;
            d = 2;
          }
        if (left > h)
          {
            h = left;
            d = 3;
          }
        H[i][j] = h;
        P[i][j] = d;
      }
}

int
main (void)
{
  int i, z = zero_size;
  unsigned char *a = kernel_alloc (N + 1), *b = kernel_alloc (M + 1);
  int (*H)[M + 1] = kernel_alloc (sizeof (int[N + 1][M + 1]));
  int (*P)[M + 1] = kernel_alloc (sizeof (int[N + 1][M + 1]));
  int (*Hn)[1] = kernel_alloc (sizeof (int[N + 1][1]));
  int (*Pn)[1] = kernel_alloc (sizeof (int[N + 1][1]));

  /* Bases coded 0..3, with repeats, so that every branch is taken.  */
  for (i = 0; i <= N; i++)
    a[i] = (unsigned char) ((i * 5 + i / 3) % 4);
  for (i = 0; i <= M; i++)
    b[i] = (unsigned char) ((i * 3 + i / 7) % 4);
  /* Row 0 and column 0 are zero (kernel_alloc clears them).  */

  KERNEL_TIMER_START ();
  kernel_smith_waterman (N, M, a, b, H, P, 3, -2, 1);
  kernel_smith_waterman (N, z, a, b, Hn, Pn, 3, -2, 1);
  kernel_smith_waterman (z, M, a, b, H, P, 5, -5, 5);
  KERNEL_TIMER_STOP ();

  check_int ("H", (const int *) H, (long) (N + 1) * (M + 1));
  check_int ("P", (const int *) P, (long) (N + 1) * (M + 1));
  check_int ("Hn", (const int *) Hn, (long) (N + 1));
  check_int ("Pn", (const int *) Pn, (long) (N + 1));
  free (a);
  free (b);
  free (H);
  free (P);
  free (Hn);
  free (Pn);
  return 0;
}
/* The choice between match and mismatch and the chain of three maxima
   with their directions are one statement.  */
/* { dg-final { scan-remarks "smith-waterman.c:22:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements" } } */
/* { dg-final { scan-remarks-not "smith-waterman.c:(1\[6-9\]|\[2-4\]\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
