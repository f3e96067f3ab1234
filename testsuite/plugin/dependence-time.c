/* A dependence analysis that runs out of its budget of processor time
   (max-dependence-time, 500 ms): the fuzzer's seed 77, cut down
   (scripts/fuzz, docs/fuzz.md).  The kernel, specialised by IPA-CP for
   the extents main passes, sees B as one flat array with large
   coefficients, on which isl's dataflow analysis took 8.6 s before the
   budget; the SCoP is left as it was.  */
/* { dg-do compile } */
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
static __attribute__ ((noinline)) void
kernel (int n, int B_d0, int B_d1, int B_d2, unsigned short B[B_d0][B_d1][B_d2])
{
  for (long i = 7 - 1; i >= 0; i--)
    {
      for (int j = i; j < n; j++)
        {
          B[i][j + 3][j + 1] = (unsigned short) (unsigned) B[i][i + 1][2 * i];
        }
    }
  for (int i = 0; i < 56; i++)
    {
      for (int j = i; j < n; j++)
        {
          B[i][2 * j + 1][i + 3] = (unsigned short) (unsigned) B[(i) % 3][j][i + n + 2];
        }
    }
}
int main (void)
{
  unsigned short *B_buf = malloc (28320 * sizeof (unsigned short));
  for (long k = 0; k < 28320; k++)
    B_buf[k] = (unsigned short) ((k * 7 + 66) % 17) - 8;
  volatile int v_n_0 = 1;
  kernel (v_n_0, 59, 8, 60, (void *) B_buf);
  printf ("call 0 B %016lx\n", hash_bytes (B_buf, 28320 * sizeof (unsigned short)));
  volatile int v_n_1 = 1;
  kernel (v_n_1, 59, 8, 60, (void *) B_buf);
  printf ("call 1 B %016lx\n", hash_bytes (B_buf, 28320 * sizeof (unsigned short)));
  free (B_buf);
  return 0;
}

/* { dg-final { scan-remarks {:22:[0-9]+: missed: polyhedral: SCoP not transformed: isl time budget hit \(max-dependence-time\)} } } */
