/* downward-triangle: gsl's triangular products with the counter decremented in the test (for (i = n; i > 0 && i--;), whose subscripts GCC writes with ~i) over flat arrays with leading dimensions, a unit or stored diagonal; called at odd sizes, with empty dimensions, and with B over A.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "downward-triangle.c:31:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, " } } */
/* { dg-final { scan-remarks "downward-triangle.c:45:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, " } } */
/* { dg-final { scan-remarks-not "downward-triangle.c:(2\[0-9\]|3\[0-9\]|4\[0-9\]|5\[0-9\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N1
#define N1 71
#endif
#ifndef N2
#define N2 45
#endif
#define LDA (N1 + 3)
#define LDB (N2 + 2)

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n1 = N1;
static volatile int size_n2 = N2;
static volatile int flag_one = 1;

/* B := alpha * TriU(A)' * B if UPPER, else B := alpha * TriL(A) * B.  */
static void __attribute__((noipa))
kernel_downward_triangle (int n1, int n2, double alpha, const double *A,
			  int lda, double *B, int ldb, int nonunit, int upper)
{
  int i, j, k;

  if (upper)
  for (i = n1; i > 0 && i--;)
    for (j = 0; j < n2; j++)
      {
	double temp = 0.0;

	for (k = 0; k < i; k++)
	  temp += A[lda * k + i] * B[k * ldb + j];
	if (nonunit)
	  temp += A[i * lda + i] * B[i * ldb + j];
	else
	  temp += B[i * ldb + j];
	B[ldb * i + j] = alpha * temp;
      }
  else
  for (i = n1; i > 0 && i--;)
    for (j = 0; j < n2; j++)
      {
	double temp = 0.0;

	for (k = 0; k < i; k++)
	  temp += A[lda * i + k] * B[k * ldb + j];
	if (nonunit)
	  temp += A[i * lda + i] * B[i * ldb + j];
	else
	  temp += B[i * ldb + j];
	B[ldb * i + j] = alpha * temp;
      }
}

int
main (void)
{
  int n1 = size_n1, n2 = size_n2, one = flag_one;
  double *A = kernel_alloc ((LDA * N1 + LDB * N1) * sizeof *A);
  double *B = kernel_alloc (LDB * N1 * sizeof *B);

  for (int k = 0; k < LDA * N1 + LDB * N1; k++)
    A[k] = (double) (k % 11) / 11 - 0.3;
  for (int k = 0; k < LDB * N1; k++)
    B[k] = (double) (k % 7) / 7 + 0.1;
  KERNEL_TIMER_START ();
  for (int upper = one; upper >= 0; upper--)
    kernel_downward_triangle (n1, n2, 0.75, A, LDA, B, LDB, one, upper);
  KERNEL_TIMER_STOP ();
  check_double ("B", B, LDB * N1);
  for (int upper = 0; upper <= one; upper++)
    kernel_downward_triangle (n1, n2, 1.25, A, LDA, B, LDB, one - 1, upper);
  check_double ("B unit", B, LDB * N1);
  for (int upper = 0; upper <= one; upper++)
    {
      kernel_downward_triangle (0, n2, 0.5, A, LDA, B, LDB, one, upper);
      kernel_downward_triangle (n1, 0, 0.5, A, LDA, B, LDB, one, upper);
      kernel_downward_triangle (1, n2, 0.5, A, LDA, B, LDB, one, upper);
    }
  check_double ("B empty", B, LDB * N1);
  /* B over the rows of A past its triangle: the run-time check must
     fail.  */
  for (int upper = 0; upper <= one; upper++)
    kernel_downward_triangle (n1 / 2, n2, 0.5, A, LDA, A + LDA * (N1 / 2),
			      LDB, one, upper);
  check_double ("A", A, LDA * N1 + LDB * N1);
  return 0;
}
