/* packed-mm: C = L·B for a lower triangular L stored packed, LP[i*(i+1)/2 + k] = L[i][k] (k <= i), and a dense n x m matrix B, on flat arrays C[i*m + j], B[k*m + j].  */
/* { dg-do run } */
/* { dg-final { scan-remarks "packed-mm.c:26:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 37
#endif
#ifndef M
#define M 29
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;
static volatile int size_m = M;

/* C[i][j] = sum over k <= i of L[i][k]·B[k][j].  The k loop innermost
   walks B by columns: the loop order to change is (i, j, k) to
   (i, k, j).  */
static void __attribute__((noinline))
kernel_packed_mm (int n, int m, double *C, double *LP, double *B)
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      {
	C[i * m + j] = 0.0;
	for (k = 0; k <= i; k++)
	  C[i * m + j] += LP[i * (i + 1) / 2 + k] * B[k * m + j];
      }
}

int
main (void)
{
  int n = size_n, m = size_m;
  long np = (long) n * (n + 1) / 2;
  double *LP = kernel_alloc ((size_t) np * sizeof (double));
  double *B = kernel_alloc ((size_t) n * m * sizeof (double));
  double *C = kernel_alloc ((size_t) n * m * sizeof (double));
  int i, j;

  for (i = 0; i < n; i++)
    {
      for (j = 0; j <= i; j++)
	LP[(long) i * (i + 1) / 2 + j] = (double) ((i + 3 * j) % 7 + 1) / 7.0;
      for (j = 0; j < m; j++)
	{
	  B[(long) i * m + j] = (double) ((2 * i + j) % 5 + 1) / 5.0 - 0.5;
	  C[(long) i * m + j] = -3.0;
	}
    }

  KERNEL_TIMER_START ();
  kernel_packed_mm (n, m, C, LP, B);
  KERNEL_TIMER_STOP ();
  check_double ("C", C, (long) n * m);

  /* Empty sizes leave C alone.  */
  kernel_packed_mm (0, m, C, LP, B);
  kernel_packed_mm (n, 0, C, LP, B);
  check_double ("C2", C, (long) n * m);
  /* The leading rows only, with a row length that is not C's: the first
     (n/2 | 1) * (m - 2) elements are rewritten.  */
  kernel_packed_mm (n / 2 | 1, m - 2, C, LP, B);
  check_double ("C3", C, (long) n * m);

  free (LP);
  free (B);
  free (C);
  return 0;
}
