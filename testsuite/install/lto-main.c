/* The main half of the -flto test (testsuite/polyhedral.install/lto.exp):
   builds the operands, calls the kernel of lto-kernel.c and prints a
   checksum of the result.  */

#include <stdio.h>
#include <stdlib.h>

#define NI 23
#define NJ 31
#define NK 17

void lto_kernel (int ni, int nj, int nk, double alpha, double C[ni][nj],
		 double A[ni][nk], double B[nk][nj]);

int
main (void)
{
  double (*A)[NK] = calloc (NI, sizeof *A);
  double (*B)[NJ] = calloc (NK, sizeof *B);
  double (*C)[NJ] = calloc (NI, sizeof *C);
  double sum = 0.0;

  if (A == NULL || B == NULL || C == NULL)
    return 1;
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) ((i * 7 + k * 3) % 11) / 11.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double) ((k * 5 + j * 2 + 1) % 13) / 13.0;

  lto_kernel (NI, NJ, NK, 1.5, C, A, B);

  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      sum += C[i][j] * (double) (1 + (i * NJ + j) % 17);
  printf ("lto: %.12e\n", sum);
  free (A);
  free (B);
  free (C);
  return 0;
}
