/* A value that the region's first block defines and the code after the
   region uses.  Fuzzer seed 6102 (scripts/fuzz's reduction): the region
   of the second and third nests starts at the block after the first
   nest (not a SCoP: a subscript modulo 3), whose loop-closed PHI holds
   the sum s0 that is stored after the region.  Regenerated, the new
   code on its own path did not define it: "definition does not
   dominate use" with -fchecking, and the sum undefined without.  The
   region is now left as it was.  Run against -O0.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-identity -fchecking" } */

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

static long B[5];
static unsigned long live[1];

static __attribute__ ((noinline)) void
kernel (int n, int m, int p, int A_d0, int A_d1, long A[A_d0][A_d1], int C_d0, int C_d1, int C_d2, long C[C_d0][C_d1][C_d2])
{
  unsigned long s0 = 0;
  for (int t = 0; t < 2; t++)
    {
      for (int i = 0; i < m - 1; i++)
        {
          for (long j = 1; j <= i; j++)
            {
              for (int k = n - 1; k >= 0; k--)
                {
                  B[i] = (long) (unsigned long) C[2 * i + 3][k + 1][((j) % 3) + 2];
                  s0 += (unsigned long) C[m - j + 1][k][n - i + 1];
                }
            }
        }
    }
  for (int i = 1; i <= m; i++)
    {
      B[i + 1] = (long) (unsigned long) C[i + 1][i][i + 2];
    }
  for (int i = 0; i < p; i++)
    {
      for (int j = 0; j < n; j++)
        {
          for (int k = 0; k < j; k++)
            {
              A[m - i + 8][k] = (long) (unsigned long) A[j + 8][i];
            }
        }
    }
  live[0] = s0;
}

int main (void)
{
  long *A_buf = malloc (144 * sizeof (long));
  long *C_buf = malloc (144 * sizeof (long));
  for (long k = 0; k < 144; k++)
    A_buf[k] = (long) ((k * 7 + 65) % 17) - 8;
  for (long k = 0; k < 144; k++)
    C_buf[k] = (long) ((k * 7 + 67) % 17) - 8;
  for (long k = 0; k < (long) (sizeof B / sizeof (long)); k++)
    ((long *) B)[k] = (long) ((k * 5 + 66) % 13) - 6;
  volatile int v_n_0 = 1;
  volatile int v_m_0 = 3;
  volatile int v_p_0 = 9;
  kernel (v_n_0, v_m_0, v_p_0, 12, 12, (void *) A_buf, 6, 4, 6, (void *) C_buf);
  printf ("call 0 A %016lx\n", hash_bytes (A_buf, 144 * sizeof (long)));
  printf ("call 0 C %016lx\n", hash_bytes (C_buf, 144 * sizeof (long)));
  printf ("call 0 B %016lx\n", hash_bytes (B, sizeof B));
  printf ("call 0 live %016lx\n", hash_bytes (live, sizeof live));
  volatile int v_n_1 = 1;
  volatile int v_m_1 = 2;
  volatile int v_p_1 = 1;
  kernel (v_n_1, v_m_1, v_p_1, 12, 12, (void *) A_buf, 6, 4, 6, (void *) C_buf);
  printf ("call 1 A %016lx\n", hash_bytes (A_buf, 144 * sizeof (long)));
  printf ("call 1 C %016lx\n", hash_bytes (C_buf, 144 * sizeof (long)));
  printf ("call 1 B %016lx\n", hash_bytes (B, sizeof B));
  printf ("call 1 live %016lx\n", hash_bytes (live, sizeof live));
  free (A_buf);
  free (C_buf);
  return 0;
}

/* { dg-final { scan-remarks {:45:[0-9]+: missed: polyhedral: SCoP not regenerated: value of the loop nest used after it is not modelled} } } */
