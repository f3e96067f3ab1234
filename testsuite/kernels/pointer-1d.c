/* pointer-1d: 1-D kernels on heap arrays passed as plain double * pointers with a[i] subscripts (may alias as far as the compiler knows).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "pointer-1d.c:16:\[0-9\]+: note: polyhedral: found SCoP: 4 loops, 3 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "pointer-1d.c:(1\[2-9\]|2\[0-3\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 101
#endif

static void __attribute__((noinline))
kernel_pointer_1d (int n, double *a, double *b, double *c, double *d)
{
  int i, j;

  for (i = 0; i < n; i++)
    a[i] = b[i] * c[i] + 1.0;
  for (i = 1; i < n - 1; i++)
    d[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      c[i] += 0.001 * a[j] * b[n - 1 - j];
}

int
main (void)
{
  int i;
  double *a = kernel_alloc (N * sizeof (double));
  double *b = kernel_alloc (N * sizeof (double));
  double *c = kernel_alloc (N * sizeof (double));
  double *d = kernel_alloc (N * sizeof (double));

  for (i = 0; i < N; i++)
    {
      b[i] = (double) ((i * 7) % 13) / 13.0;
      c[i] = (double) ((i * 3 + 1) % 11) / 11.0;
      d[i] = -1.0;
    }

  KERNEL_TIMER_START ();
  kernel_pointer_1d (N, a, b, c, d);
  KERNEL_TIMER_STOP ();

  check_double ("a", a, N);
  check_double ("c", c, N);
  check_double ("d", d, N);
  free (a);
  free (b);
  free (c);
  free (d);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
