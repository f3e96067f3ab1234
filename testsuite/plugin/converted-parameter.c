/* A guard on a conversion of a parameter, made before the region, around
   loops bounded by the parameter itself.  Fuzzer seed 6372 (scripts/fuzz's
   reduction): after header copying, the nest runs under
   "if ((unsigned) n != 0)" and the innermost loop's own guard is gone
   (n is 0 or 5, from the calls).  The model had two parameters for the
   two names of n, so isl saw a guard true with a loop count of 0, gave
   that case loops as long as the unsigned type, and the tiles generated
   over both ran for hours.  The conversion is now modelled through its
   operand: one parameter.  Run against -O0, with the transformation
   checked.  */
/* { dg-do run } */
/* { dg-options "-O3 -fplugin-arg-polyhedral-tile-size=3,5,7 --param l1-cache-size=0 -fplugin-arg-polyhedral-min-instances=0" } */

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

static unsigned short A[5];

static __attribute__ ((noinline)) void
kernel (int n, int B_d0, unsigned short B[B_d0])
{
  for (unsigned i = 0; i < n; i++)
    {
      for (unsigned j = 0; j < n; j++)
        {
          for (int k = 0; k < n; k++)
            {
              B[j + i] = (unsigned short) (unsigned) A[i];
            }
        }
    }
}

int main (void)
{
  unsigned short *B_buf = malloc (10 * sizeof (unsigned short));
  for (long k = 0; k < 10; k++)
    B_buf[k] = (unsigned short) ((k * 7 + 66) % 17) - 8;
  for (long k = 0; k < (long) (sizeof A / sizeof (unsigned short)); k++)
    ((unsigned short *) A)[k] = (unsigned short) ((k * 5 + 65) % 13) - 6;
  kernel (5, 10, (void *) B_buf);
  printf ("call 0 B %016lx\n", hash_bytes (B_buf, 10 * sizeof (unsigned short)));
  printf ("call 0 A %016lx\n", hash_bytes (A, sizeof A));
  kernel (0, 10, (void *) B_buf);
  printf ("call 1 B %016lx\n", hash_bytes (B_buf, 10 * sizeof (unsigned short)));
  printf ("call 1 A %016lx\n", hash_bytes (A, sizeof A));
  free (B_buf);
  return 0;
}

/* { dg-final { scan-remarks {:31:[0-9]+: optimized: polyhedral: SCoP skewed, tiled 3x5} } } */
