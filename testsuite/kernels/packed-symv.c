/* packed-symv: y = A·x for a symmetric A stored packed lower, AP[i*(i+1)/2 + j] = A[i][j] (j <= i), as a row pass and a transposed pass; then the packed rank-1 update AP += alpha·x·xᵀ (spr), which writes through the polynomial subscript.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "packed-symv.c:30:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks "packed-symv.c:48:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 37
#endif
/* Times the symv is repeated in the timed region (the benchmark makes the
   O(n^2) kernel last long enough to time).  It sets y, so every
   repetition gives the same y.  */
#ifndef REPS
#define REPS 1
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;
static volatile int size_reps = REPS;
static volatile double alpha_v = 0.25;

/* y = A·x: the lower triangle (and diagonal) by rows, then the strict
   upper triangle, A[i][j] = A[j][i] = AP[j*(j+1)/2 + i] for j > i.  */
static void __attribute__((noinline))
kernel_packed_symv (int n, double *AP, double *x, double *y)
{
  int i, j;

  for (i = 0; i < n; i++)
    {
      y[i] = 0.0;
      for (j = 0; j <= i; j++)
	y[i] += AP[i * (i + 1) / 2 + j] * x[j];
    }
  for (i = 0; i < n; i++)
    for (j = i + 1; j < n; j++)
      y[i] += AP[j * (j + 1) / 2 + i] * x[j];
}

/* AP += alpha·x·xᵀ on the packed lower triangle: every element is written
   once, the rows i are independent.  */
static void __attribute__((noinline))
kernel_packed_symv_spr (int n, double alpha, double *AP, double *x)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      AP[i * (i + 1) / 2 + j] += alpha * x[i] * x[j];
}

int
main (void)
{
  int n = size_n, reps = size_reps;
  double alpha = alpha_v;
  long np = (long) n * (n + 1) / 2;
  double *AP = kernel_alloc ((size_t) np * sizeof (double));
  double *x = kernel_alloc ((size_t) n * sizeof (double));
  double *y = kernel_alloc ((size_t) n * sizeof (double));
  int i, j, r;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j <= i; j++)
	AP[(long) i * (i + 1) / 2 + j]
	  = (double) ((3 * i + 7 * j) % 19) / 19.0 - 0.25;
      x[i] = (double) ((5 * i + 1) % 13) / 13.0;
      y[i] = -1.0;
    }

  KERNEL_TIMER_START ();
  for (r = 0; r < reps; r++)
    kernel_packed_symv (n, AP, x, y);
  KERNEL_TIMER_STOP ();
  check_double ("y", y, n);

  kernel_packed_symv_spr (n, alpha, AP, x);
  check_double ("AP", AP, np);
  kernel_packed_symv (n, AP, x, y);
  check_double ("y2", y, n);

  /* Empty and one-row sizes: nothing, then only y[0] and AP[0].  */
  kernel_packed_symv (0, AP, x, y);
  kernel_packed_symv_spr (0, alpha, AP, x);
  check_double ("y3", y, n);
  check_double ("AP3", AP, np);
  kernel_packed_symv_spr (1, alpha, AP, x);
  kernel_packed_symv (1, AP, x, y);
  check_double ("y4", y, n);
  check_double ("AP4", AP, np);
  /* A leading block of odd size.  */
  kernel_packed_symv_spr (n / 2 | 1, -alpha, AP, x);
  kernel_packed_symv (n / 2 | 1, AP, x, y);
  check_double ("y5", y, n);
  check_double ("AP5", AP, np);

  free (AP);
  free (x);
  free (y);
  return 0;
}
