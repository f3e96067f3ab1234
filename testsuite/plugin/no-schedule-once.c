/* No second pair of scheduler runs with the scalars' order kept where
   isl's scheduler found no schedule in its time.  Fuzzer seed 6034: a
   SCoP whose flattened array C wraps its rows, so that its dependences
   hold divisions; without them (as the scheduler sees them) they are
   no longer ordered, and isl is unable to carry them, relaxed scalars
   or not.  The strict order only adds constraints: the second pair of
   runs took 0.5 s for the same remark.  Run against -O0.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-dump" } */

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

static double A[9][11];
static double D[10][9];
static double live[1];

static __attribute__ ((noinline)) void
kernel (int n, int B_d0, int B_d1, double B[B_d0][B_d1], int C_d0, int C_d1, int C_d2, double C[C_d0][C_d1][C_d2])
{
  double s0 = 0;
  for (int t = 0; t < 2; t++)
    {
      s0 = 1.0;
      for (int i = 0; i <= n; i++)
        {
          if (i < i)
            {
              C[i + 8][(i) / 2][i + n] = ((s0 - B[2 * i + 1][i]) + C[n - i + 9][i][i]);
            }
          for (int j = 1; j <= i; j++)
            {
              for (int k = 0; k < n; k++)
                {
                  s0 += C[j + 11][2][i];
                  B[k + 1][j + i + 1] += (A[k][i] + A[k][i + 1]);
                }
            }
        }
      A[2][1] = s0;
    }
  for (int i = 0; i < 5; i++)
    {
      for (int j = 0; j < i + 1; j++)
        {
          if (j < i)
            {
              C[i + 10][2 * j][i + 2] = B[i][2 * i + 1];
            }
        }
    }
  for (int t = 0; t < 2; t++)
    {
      for (int i = 0; i < n; i++)
        {
          D[i][i] = C[((i) / 2) + 10][i][i];
        }
    }
  live[0] = s0;
}

int main (void)
{
  double *B_buf = malloc (400 * sizeof (double));
  double *C_buf = malloc (5187 * sizeof (double));
  for (long k = 0; k < 400; k++)
    B_buf[k] = (double) ((k * 7 + 66) % 17) - 8;
  for (long k = 0; k < 5187; k++)
    C_buf[k] = (double) ((k * 7 + 67) % 17) - 8;
  for (long k = 0; k < (long) (sizeof A / sizeof (double)); k++)
    ((double *) A)[k] = (double) ((k * 5 + 65) % 13) - 6;
  for (long k = 0; k < (long) (sizeof D / sizeof (double)); k++)
    ((double *) D)[k] = (double) ((k * 5 + 68) % 13) - 6;
  volatile int v_n_0 = 9;
  kernel (v_n_0, 20, 20, (void *) B_buf, 21, 13, 19, (void *) C_buf);
  printf ("call 0 B %016lx\n", hash_bytes (B_buf, 400 * sizeof (double)));
  printf ("call 0 C %016lx\n", hash_bytes (C_buf, 5187 * sizeof (double)));
  printf ("call 0 A %016lx\n", hash_bytes (A, sizeof A));
  printf ("call 0 D %016lx\n", hash_bytes (D, sizeof D));
  printf ("call 0 live %016lx\n", hash_bytes (live, sizeof live));
  volatile int v_n_1 = 1;
  kernel (v_n_1, 20, 20, (void *) B_buf, 21, 13, 19, (void *) C_buf);
  printf ("call 1 B %016lx\n", hash_bytes (B_buf, 400 * sizeof (double)));
  printf ("call 1 C %016lx\n", hash_bytes (C_buf, 5187 * sizeof (double)));
  printf ("call 1 A %016lx\n", hash_bytes (A, sizeof A));
  printf ("call 1 D %016lx\n", hash_bytes (D, sizeof D));
  printf ("call 1 live %016lx\n", hash_bytes (live, sizeof live));
  free (B_buf);
  free (C_buf);
  return 0;
}

/* { dg-final { scan-remarks {:31:[0-9]+: missed: polyhedral: SCoP not transformed: the scheduler found no schedule} } } */
/* { dg-final { scan-polyhedral-dump-not {again with the scalars' order kept} } } */
