/* edit-distance: Levenshtein distance table, a choice on data (s[i] == t[j] ? 0 : sub) inside the statement, at full size and with empty strings.  */
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
kernel_edit_distance (int n, int m, const char *s, const char *t,
                      int (*D)[m + 1], int sub)
{
  int i, j;

  for (i = 0; i <= n; i++)
    D[i][0] = i;
  for (j = 1; j <= m; j++)
    D[0][j] = j;
  for (i = 1; i <= n; i++)
    for (j = 1; j <= m; j++)
      {
        int best = D[i - 1][j - 1] + (s[i] == t[j] ? 0 : sub);
        if (D[i - 1][j] + 1 < best)
          best = D[i - 1][j] + 1;
        if (D[i][j - 1] + 1 < best)
          best = D[i][j - 1] + 1;
        D[i][j] = best;
      }
}

int
main (void)
{
  int i, z = zero_size;
  char *s = kernel_alloc (N + 1), *t = kernel_alloc (M + 1);
  int (*D)[M + 1] = kernel_alloc (sizeof (int[N + 1][M + 1]));
  int (*Dn)[1] = kernel_alloc (sizeof (int[N + 1][1]));
  int (*Dm)[M + 1] = kernel_alloc (sizeof (int[1][M + 1]));

  /* Four letters, with runs and repeats, so that both sides of the
     choice and all three minima occur.  */
  for (i = 0; i <= N; i++)
    s[i] = (char) ('a' + (i * 7 + i / 5) % 4);
  for (i = 0; i <= M; i++)
    t[i] = (char) ('a' + (i * 3 + i / 4) % 4);

  KERNEL_TIMER_START ();
  kernel_edit_distance (N, M, s, t, D, 2);
  kernel_edit_distance (N, z, s, t, Dn, 1);
  kernel_edit_distance (z, M, s, t, Dm, 1);
  KERNEL_TIMER_STOP ();

  check_int ("D", (const int *) D, (long) (N + 1) * (M + 1));
  check_int ("Dn", (const int *) Dn, (long) (N + 1));
  check_int ("Dm", (const int *) Dm, (long) (M + 1));
  free (s);
  free (t);
  free (D);
  free (Dn);
  free (Dm);
  return 0;
}
/* The choice s[i] == t[j] ? 0 : sub is part of the statement of the body
   (GCC has made the two ifs MIN_EXPRs): one statement, two loops.  */
/* { dg-final { scan-remarks "edit-distance.c:25:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 1 statements" } } */
/* { dg-final { scan-remarks-not "edit-distance.c:(1\[6-9\]|2\[0-9\]|3\[0-5\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
