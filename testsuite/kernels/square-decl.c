/* square-decl: polynomial subscripts into declared (static) arrays, A[i*i - j] and a packed triangle AP[i*(i+1)/2 + j]: int indices of array references, which the new code computes in its long counters.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "square-decl.c:23:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks "square-decl.c:33:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 63
#endif

static int A[4 * N * N];
static double AP[N * (N + 1) / 2];
static double x[N];

/* Row i of A, read backwards from i*i, takes row i - 1 read forwards
   from (i - 1)^2: distinct rows for distinct i, the same row twice
   within one (A[i*i - j] for j < i covers (i - 1)^2 + i - 1 .. i*i).  */
static void __attribute__((noinline))
kernel_square_decl (int n)
{
  int i, j;

  for (i = 2; i < n; i++)
    for (j = 0; j < i; j++)
      A[i * i - j] = A[(i - 1) * (i - 1) + j] + 1;
}

static void __attribute__((noinline))
kernel_square_decl_packed (int n, double alpha)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      AP[i * (i + 1) / 2 + j] += alpha * x[i] * x[j];
}

static volatile int size = N;

int
main (void)
{
  int n = size;
  int k;

  for (k = 0; k < 4 * N * N; k++)
    A[k] = k % 7;
  for (k = 0; k < N * (N + 1) / 2; k++)
    AP[k] = (double) (k % 11) / 11.0;
  for (k = 0; k < N; k++)
    x[k] = (double) ((3 * k) % 13) / 13.0;

  KERNEL_TIMER_START ();
  kernel_square_decl (n);
  kernel_square_decl_packed (n, 0.5);
  KERNEL_TIMER_STOP ();
  check_int ("A", A, 4L * N * N);
  check_double ("AP", AP, (long) N * (N + 1) / 2);

  /* Empty and smaller runs on the same data.  */
  kernel_square_decl (0);
  kernel_square_decl_packed (0, 0.5);
  kernel_square_decl (n / 2 + 1);
  kernel_square_decl_packed (n - 4, -0.25);
  check_int ("A", A, 4L * N * N);
  check_double ("AP", AP, (long) N * (N + 1) / 2);
  return 0;
}
