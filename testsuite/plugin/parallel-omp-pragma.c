/* A function with its own OpenMP construct is left as it is (its
   outlined body too), and still computes what the program computed
   without -fopenmp; the function beside it is parallelised.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0" } */

#include <stdio.h>

#define N 200

static double a[N][N], b[N][N];

static void __attribute__ ((noinline))
user_parallel (void)
{
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = a[i][j] * 0.5 + j;
}

static void __attribute__ ((noinline))
plugin_parallel (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = b[i][j] * 0.25 + a[j][i];
}

int
main (void)
{
  double sum = 0;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = i - j;
  user_parallel ();
  plugin_parallel ();
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (i + 1) + b[i][j] * (j + 2);
  printf ("%.6f\n", sum);
  return 0;
}

/* { dg-final { scan-remarks-not {:1[7-9]:[0-9]+: .*polyhedral} } } */
/* { dg-final { scan-remarks {:25:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest} } } */
