/* The placement of scalars in array elements whose dataflow analysis
   runs out of its budget of processor time (max-dependence-time, as
   the SCoP's dependences): the fuzzer's seed 5021.  The analysis of
   the first kernel's scalars took isl 20 s inside the model, under no
   budget but max-scop-time; the scalars now stay scalars after 0.5 s,
   and the model goes on (its dependences then run out of their own
   budget too).  The compile takes about 1 s.  */
/* { dg-do compile } */
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

static unsigned C[14];
static unsigned D[15][28];
static unsigned live[2];

static __attribute__ ((noinline)) void
kernel (int n, int m, int p, int A_d0, int A_d1, int A_d2, unsigned A[A_d0][A_d1][A_d2], int B_d0, int B_d1, unsigned B[B_d0][B_d1])
{
  unsigned s0 = 0;
  unsigned s1 = 0;
  for (int t = 0; t < 4; t++)
    {
      for (int i = 1; i < m; i += 2)
        {
          for (int j = i; j < i + 1; j++)
            {
              s0 = 3u;
              s1 = 0u;
              for (int k = 0; k < m - i; k++)
                {
                  B[j - 1][i] += s1;
                  if ((unsigned) A[(i) % 3][j + 3][k] < s0)
                    {
                      s0 = (unsigned) A[(i) % 3][j + 3][k];
                      s1 = (unsigned) i;
                    }
                  C[i - 1] += (unsigned) B[j + 2][i - 1];
                  if (i >= j)
                    {
                      D[j - 1][k] = (unsigned) (unsigned) D[k][i + k];
                    }
                }
              D[j - 1][i + 2] = (unsigned) s0;
              A[(i) % 3][j - 1][j] = (unsigned) s1;
            }
        }
    }
  live[0] = s0;
  live[1] = s1;
}

int main (void)
{
  unsigned *A_buf = malloc (1620 * sizeof (unsigned));
  unsigned *B_buf = malloc (255 * sizeof (unsigned));
  for (long k = 0; k < 1620; k++)
    A_buf[k] = (unsigned) ((k * 7 + 65) % 17) - 8;
  for (long k = 0; k < 255; k++)
    B_buf[k] = (unsigned) ((k * 7 + 66) % 17) - 8;
  for (long k = 0; k < (long) (sizeof C / sizeof (unsigned)); k++)
    ((unsigned *) C)[k] = (unsigned) ((k * 5 + 67) % 13) - 6;
  for (long k = 0; k < (long) (sizeof D / sizeof (unsigned)); k++)
    ((unsigned *) D)[k] = (unsigned) ((k * 5 + 68) % 13) - 6;
  kernel (7, 15, 11, 6, 18, 15, (void *) A_buf, 17, 15, (void *) B_buf);
  printf ("call 0 A %016lx\n", hash_bytes (A_buf, 1620 * sizeof (unsigned)));
  printf ("call 0 B %016lx\n", hash_bytes (B_buf, 255 * sizeof (unsigned)));
  printf ("call 0 C %016lx\n", hash_bytes (C, sizeof C));
  printf ("call 0 D %016lx\n", hash_bytes (D, sizeof D));
  printf ("call 0 live %016lx\n", hash_bytes (live, sizeof live));
  kernel (1, 0, 1, 6, 18, 15, (void *) A_buf, 17, 15, (void *) B_buf);
  printf ("call 1 A %016lx\n", hash_bytes (A_buf, 1620 * sizeof (unsigned)));
  printf ("call 1 B %016lx\n", hash_bytes (B_buf, 255 * sizeof (unsigned)));
  printf ("call 1 C %016lx\n", hash_bytes (C, sizeof C));
  printf ("call 1 D %016lx\n", hash_bytes (D, sizeof D));
  printf ("call 1 live %016lx\n", hash_bytes (live, sizeof live));
  free (A_buf);
  free (B_buf);
  return 0;
}

/* { dg-final { scan-polyhedral-dump {(?n)^;; scalars not held in elements: isl time budget hit \(max-dependence-time\)$} } } */
/* { dg-final { scan-remarks {:31:[0-9]+: note: polyhedral: found SCoP: 3 loops, 5 statements, 1 parameters} } } */
/* { dg-final { scan-remarks {:66:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
