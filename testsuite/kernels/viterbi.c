/* viterbi: most likely state sequence scores V (double) and back pointers B (int), a max and argmax over k by if (p > best) { best = p; arg = k; }, a choice on floating-point data inside the statement.  The scores are integers (exactly representable sums, compared exactly, with ties: the first k wins), so the result is exact.  */
/* { dg-do run } */
#include "check.h"

#ifndef T
#define T 37
#endif
#ifndef S
#define S 41
#endif

/* volatile so the empty sizes are only known at run time.  */
static volatile int zero_size = 0;

static void __attribute__((noinline))
kernel_viterbi (int nt, int ns, double V[nt][ns], int B[nt][ns],
                double A[ns][ns], double E[nt][ns])
{
  int t, s, k;

  for (t = 1; t < nt; t++)
    for (s = 0; s < ns; s++)
      {
        double best = V[t - 1][0] + A[0][s];
        int arg = 0;
        for (k = 1; k < ns; k++)
          {
            double p = V[t - 1][k] + A[k][s];
            if (p > best)
              {
                best = p;
                arg = k;
              }
          }
        V[t][s] = best + E[t][s];
        B[t][s] = arg;
      }
}

int
main (void)
{
  int t, s, k, z = zero_size;
  double (*V)[S] = kernel_alloc (sizeof (double[T][S]));
  int (*B)[S] = kernel_alloc (sizeof (int[T][S]));
  double (*A)[S] = kernel_alloc (sizeof (double[S][S]));
  double (*E)[S] = kernel_alloc (sizeof (double[T][S]));

  /* Log-probabilities as small negative integers: sums stay exact.  */
  for (k = 0; k < S; k++)
    for (s = 0; s < S; s++)
      A[k][s] = -(double) ((k * 7 + s * 3 + k * s) % 11);
  for (t = 0; t < T; t++)
    for (s = 0; s < S; s++)
      E[t][s] = -(double) ((t * 5 + s * 2) % 7);
  for (s = 0; s < S; s++)
    V[0][s] = -(double) (s % 5);

  KERNEL_TIMER_START ();
  kernel_viterbi (T, S, V, B, A, E);
  /* No state, and no time step after the first.  */
  kernel_viterbi (T, z, V, B, A, E);
  kernel_viterbi (1, S, V, B, A, E);
  KERNEL_TIMER_STOP ();

  check_double ("V", (const double *) V, (long) T * S);
  check_int ("B", (const int *) B, (long) T * S);
  free (V);
  free (B);
  free (A);
  free (E);
  return 0;
}
/* The choice of best and arg on p > best is part of the statement of the
   k loop's body.  */
/* { dg-final { scan-remarks "viterbi.c:21:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 4 statements" } } */
/* { dg-final { scan-remarks-not "viterbi.c:(1\[6-9\]|\[23\]\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
/* No scan for "SCoP not regenerated": A, read as the row A[0] and as
   A[k] through a row pointer, has two shapes and is nonlinear (model.md,
   "Polynomial subscripts"); under tile-size=5,9,3 with l2-tile=3 the AST
   of its interchanged, tiled code takes isl's whole operation budget,
   and the original code runs.  */
