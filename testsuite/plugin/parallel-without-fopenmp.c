/* The parallel option generates parallel loops without -fopenmp: the
   program links with -lgomp alone, and runs.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-parallel -fplugin-arg-polyhedral-parallel-min-work=0 -lgomp" } */

#include <stdio.h>

#define N 150

static long a[N][N];

int
main (void)
{
  long sum = 0;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = (long) i * N + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = a[i][j] * 3 + i;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      sum += a[i][j] * (j + 1);
  printf ("%ld\n", sum);
  return 0;
}

/* { dg-final { scan-remarks {:20:[0-9]+: optimized: polyhedral: parallel loop} } } */
