/* gram: the Gram matrix G += A * A^T of n rows of m on flat heap arrays with run-time sizes, the sum in a scalar, as most C is written.  Both operands run across rows along the register tile's columns, whose vectors are gathered (codegen.md, "Vectors of a register tile's columns"); sizes that no strip or tile divides.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "gram.c:22:\[0-9\]+: note: polyhedral: found SCoP: 3 loops, 3 statements, 2 parameters" } } */
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
#include "check.h"

#ifndef N
#define N 53
#endif
#ifndef M
#define M 41
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;
static volatile int size_m = M;

static void __attribute__((noinline))
kernel_gram (int n, int m, double *restrict g, const double *restrict a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = g[i * n + j];
	for (int k = 0; k < m; k++)
	  s += a[i * m + k] * a[j * m + k];
	g[i * n + j] = s;
      }
}

int
main (void)
{
  int n = size_n, m = size_m;
  double *A = kernel_alloc ((long) n * m * sizeof (double) + 1);
  double *G = kernel_alloc ((long) n * n * sizeof (double) + 1);

  for (long x = 0; x < (long) n * m; x++)
    A[x] = (double) ((x * 7 + 1) % 23) / 23.0;
  for (long x = 0; x < (long) n * n; x++)
    G[x] = (double) ((x * 5 + 3) % 19) / 19.0;
  KERNEL_TIMER_START ();
  kernel_gram (n, m, G, A);
  KERNEL_TIMER_STOP ();
  check_double ("G", G, (long) n * n);

  /* No rows, or no columns: nothing changes.  */
  kernel_gram (0, m, G, A);
  kernel_gram (n, 0, G, A);
  check_double ("G_unchanged", G, (long) n * n);
  free (A);
  free (G);
  return 0;
}
