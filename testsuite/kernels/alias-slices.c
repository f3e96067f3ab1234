/* alias-slices: a matrix product whose three matrices are slices of one buffer: apart, touching end to start, and overlapping.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "alias-slices.c:28:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 1 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "alias-slices.c:(2\[3-9\]|3\[0-1\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
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

/* The new code tells GCC that C, A and B do not overlap (as restrict
   would) where the run-time check finds the ranges it touches apart:
   the first two calls run it, with the ranges apart and with C ending
   exactly where B starts.  In the third, C's rows are A's: only the
   original order of the updates gives the reference result.  */
static void __attribute__((noinline))
kernel_alias_slices (int ni, int nj, int nk, double (*C)[NJ],
                     double (*A)[NK], double (*B)[NJ])
{
  int i, j, k;

  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      for (k = 0; k < nk; k++)
        C[i][j] += A[i][k] * B[k][j];
}

static void
init (double *buf, long n)
{
  long i;

  for (i = 0; i < n; i++)
    buf[i] = (double) ((i * 7 + 3) % 19) / 19.0 - 0.25;
}

int
main (void)
{
  long c = (long) NI * NJ, a = (long) NI * NK, b = (long) NK * NJ;
  long n = c + a + b;
  double *buf = kernel_alloc (n * sizeof (double));

  /* C, then A, then B.  */
  init (buf, n);
  KERNEL_TIMER_START ();
  kernel_alias_slices (NI, NJ, NK, (double (*)[NJ]) buf,
                       (double (*)[NK]) (buf + c),
                       (double (*)[NJ]) (buf + c + a));
  KERNEL_TIMER_STOP ();
  check_double ("apart", buf, n);

  /* A, then C, then B right after C's last element.  */
  init (buf, n);
  kernel_alias_slices (NI, NJ, NK, (double (*)[NJ]) (buf + a),
                       (double (*)[NK]) buf,
                       (double (*)[NJ]) (buf + a + c));
  check_double ("touching", buf, n);

  /* C's rows are in A's: the products read what earlier ones wrote.  */
  init (buf, n);
  kernel_alias_slices (NI, NJ, NK, (double (*)[NJ]) (buf + NK),
                       (double (*)[NK]) buf,
                       (double (*)[NJ]) (buf + c + a));
  check_double ("overlapping", buf, n);

  free (buf);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
