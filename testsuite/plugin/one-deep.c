/* A SCoP one loop deep can be neither tiled nor interchanged: it goes
   to neither isl's scheduler nor a second model with its scalars in
   arrays, however its accesses stride.  zlib's adler32 (two sums over
   16 bytes unrolled in one loop, 31 statements) spent two seconds in
   both.  The loop keeps its code, and its sums their values.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-dump" } */

#include <stdlib.h>

#define STEP(i) { a += buf[i]; b += a; }
#define STEP4(i) STEP (i) STEP (i + 1) STEP (i + 2) STEP (i + 3)
#define STEP16 STEP4 (0) STEP4 (4) STEP4 (8) STEP4 (12)

unsigned long __attribute__ ((noinline))
sums (unsigned long a, unsigned long b, const unsigned char *buf,
      unsigned long len)
{
  while (len >= 16)
    {
      len -= 16;
      STEP16
      buf += 16;
    }
  return a | (b << 16);
}

int
main (void)
{
  static unsigned char buf[1000];
  unsigned long a = 1, b = 0;

  for (int i = 0; i < 1000; i++)
    buf[i] = (unsigned char) (i * 7 + 3);
  for (int i = 0; i < 992; i++)
    {
      a += buf[i];
      b += a;
    }
  if (sums (1, 0, buf, 999) != (a | (b << 16)) || sums (1, 0, buf, 15) != 1)
    abort ();
  return 0;
}

/* { dg-final { scan-remarks {:19:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
/* { dg-final { scan-polyhedral-dump-not {;; again with} } } */
