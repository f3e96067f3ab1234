/* Bands whose inner members are shorter than a tile are not tiled.
   Fuzzer seed 6000 (scripts/fuzz --print --seed 6000): under i == 3,
   three statements run a band of the loop j (29 steps) and of i, fixed
   at 3.  Tiled 32 x 32, only the tile loop of j iterated, once, in the
   original order; the tiles, skewed nests and run-time alias check
   only gave GCC's later passes more code (the program took 3.4 s to
   compile with the plugin against 1.5 s without).  Run against -O0.  */
/* { dg-do run } */
/* { dg-options "-O3" } */

#include <stdio.h>
#include <stdlib.h>

static unsigned long hash_bytes(const void *p, unsigned long size)
{
  const unsigned char *c = p;
  unsigned long h = 1469598103934665603ul;
  for (unsigned long k = 0; k < size; k++)
    h = (h ^ c[k]) * 1099511628211ul;
  return h;
}

static double C[32][57][54];

static __attribute__ ((noinline)) void
kernel (int A_d0, int A_d1, double A[A_d0][A_d1], int B_d0, int B_d1, int B_d2, double B[B_d0][B_d1][B_d2])
{
  for (int i = 0; i < 29; i++)
    {
      for (int j = 0; j < 23; j++)
        {
          A[i + 1][j + 30] = ((A[j][29 - i + 28] == C[j][i + 1][j] ? A[j][29 - i + 28] : 7.0) * 0.25);
        }
    }
  for (int t = 0; t < 3; t++)
    {
      for (int i = 0; i < 23; i++)
        {
          A[i + 2][29] = ((2.0 + A[i + 4][2 * i + 29]) * 0.25);
        }
    }
  for (unsigned i = 0; i < 29; i++)
    {
      C[i + 3][i + 2][i + 23 + 2] -= B[i][i + 29][i];
      if (i == 3)
        {
          for (int j = 0; j < 29; j++)
            {
              C[i + 2][i][i + 3] = (B[2 * j][i + 31][j] >= 9.0 ? 4.0 : 4.0);
              B[j][29 - i + 28][j] = 8.0;
              B[j + i][i + 27][i + 2] += (A[i + 2][j + 29] != B[i + 2][j + 27][3] ? 8.0 : A[i + 2][j + 29]);
            }
        }
      for (int j = 23 - 1; j >= 0; j--)
        {
          C[((i) / 2) + 1][0][i + 4] = A[j + 3][i + 30];
          B[j][23 - i + 28][j + 1] = 3.0;
        }
    }
  for (int i = 0; i < 29; i++)
    {
      C[i + 1][2 * i][i] += ((A[i + 1][2 * i + 29] * 0.5) * 0.25);
    }
}

int main (void)
{
  double *A_buf = malloc (2666 * sizeof (double));
  double *B_buf = malloc (111321 * sizeof (double));
  for (long k = 0; k < 2666; k++)
    A_buf[k] = (double) ((k * 7 + 65) % 17) - 8;
  for (long k = 0; k < 111321; k++)
    B_buf[k] = (double) ((k * 7 + 66) % 17) - 8;
  for (long k = 0; k < (long) (sizeof C / sizeof (double)); k++)
    ((double *) C)[k] = (double) ((k * 5 + 67) % 13) - 6;
  kernel (31, 86, (void *) A_buf, 57, 63, 31, (void *) B_buf);
  printf ("call 0 A %016lx\n", hash_bytes (A_buf, 2666 * sizeof (double)));
  printf ("call 0 B %016lx\n", hash_bytes (B_buf, 111321 * sizeof (double)));
  printf ("call 0 C %016lx\n", hash_bytes (C, sizeof C));
  free (A_buf);
  free (B_buf);
  return 0;
}

/* { dg-final { scan-remarks {:28:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change: the original schedule is kept \(its inner loops are shorter than a tile\)} } } */
/* { dg-final { scan-remarks-not {optimized: polyhedral} } } */
