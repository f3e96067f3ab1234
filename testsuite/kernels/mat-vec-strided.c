/* mat-vec-strided: one row of a column-major matrix times the columns of a flat matrix, stored with a stride (opus's mapping_matrix.c): the store of each sum sits after a sum of run-time length, and each array is in two pairs of the run-time alias check; called on disjoint arrays, then with the output over the input.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "mat-vec-strided.c:30:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, " } } */
#include "check.h"

#ifndef N
#define N 71
#endif
#ifndef M
#define M 37
#endif
#ifndef ROWS
#define ROWS 5
#endif
#ifndef STRIDE
#define STRIDE 3
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;
static volatile int size_m = M;
static volatile int size_rows = ROWS;
static volatile int size_stride = STRIDE;

static void __attribute__((noinline))
kernel_mat_vec_strided (int rows, int row, const float *a, const float *x,
			int m, float *y, int stride, int n)
{
  for (int i = 0; i < n; i++)
    {
      float t = 0;
      for (int c = 0; c < m; c++)
	t += a[rows * c + row] * x[m * i + c];
      y[stride * i] = 0.5f * t;
    }
}

int
main (void)
{
  int n = size_n, m = size_m, rows = size_rows, stride = size_stride;
  float *a = kernel_alloc (ROWS * M * sizeof *a);
  float *x = kernel_alloc ((N * M + N * STRIDE) * sizeof *x);
  float *y = kernel_alloc (N * STRIDE * sizeof *y);

  for (int k = 0; k < ROWS * M; k++)
    a[k] = (float) (k % 13) / 13;
  for (int k = 0; k < N * M + N * STRIDE; k++)
    x[k] = (float) (k % 7) / 7 - 0.25f;
  KERNEL_TIMER_START ();
  kernel_mat_vec_strided (rows, 2, a, x, m, y, stride, n);
  KERNEL_TIMER_STOP ();
  check_float ("y", y, N * STRIDE);
  /* The output over the input: the run-time check must fail.  */
  kernel_mat_vec_strided (rows, 1, a, x, m, x + m, stride, n);
  check_float ("x", x, N * M + N * STRIDE);
  return 0;
}
