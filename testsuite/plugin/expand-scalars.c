/* Scalars given arrays of their own where no schedule pays otherwise.
   symm's temp2 and alpha * B[i][j] hold one value after another, one
   per (i, j), and order every j after the last: each expanded along j,
   the j loop goes inside the k loop, along the rows.  The sizes are
   parameters: the arrays get 8192 elements, under a run-time check
   that n needs no more (n = 9000 runs the original code); the j loops
   run in parallel, each thread on its own elements.  A value carried
   down each column and on to the next (carry) can have an array per
   column too, but the chain it makes through the whole nest leaves no
   better schedule: that model is not taken, and the nest keeps its
   code.  Every result must be the original program's, at sizes that
   leave loops empty (every element of D weighs in the sum, the first
   one, which the start value reaches, too).  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0 -fplugin-arg-polyhedral-dump" } */
/* { dg-final { scan-remarks {:32:[0-9]+: optimized: polyhedral: SCoP interchanged, .*with 2 scalars expanded into arrays, with a run-time check that the arrays that expand scalars are large enough and that 3 pairs} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: E_P_temp2_[0-9]+, memory, 1 dimensions, 8-byte elements, expands a scalar along coordinate 1 \(8192 elements\)$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_temp2_[0-9]+, phi scalar, 0 dimensions, 8-byte elements, held in E_P_temp2_[0-9]+$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: P_carry_[0-9]+, .*held in E_P_carry} } } */
/* { dg-final { scan-remarks {:49:[0-9]+: missed: polyhedral: SCoP not transformed: no profitable change} } } */
/* { dg-final { scan-polyhedral-dump {__builtin_GOMP_parallel \(symm[._a-z0-9]*_polyhedral_fn} } } */

#include <stdio.h>
#include <stdlib.h>

#define W 9001

static void __attribute__ ((noinline))
symm (int m, int n, double alpha, double beta, double (*C)[W],
      double (*A)[W], double (*B)[W])
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      {
	double temp2 = 0.0;
	for (int k = 0; k < i; k++)
	  {
	    C[k][j] += alpha * B[i][j] * A[i][k];
	    temp2 += B[k][j] * A[i][k];
	  }
	C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
      }
}

static void __attribute__ ((noinline))
columns (int m, int n, double start, double (*D)[W], double (*A)[W])
{
  double carry = start;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      {
	D[i][j] += carry;
	carry = A[i][j] * 0.5;
      }
}

int
main (void)
{
  int rows = 40;
  double (*A)[W] = calloc (rows, sizeof *A);
  double (*B)[W] = calloc (rows, sizeof *B);
  double (*C)[W] = calloc (rows, sizeof *C);
  double (*D)[W] = calloc (rows + 3, sizeof *D);
  static const int sizes[][2] = { { 0, 5 }, { 5, 0 }, { 1, 1 }, { 37, 29 },
				  { 33, 64 }, { 3, 9000 } };

  if (!A || !B || !C || !D)
    return 1;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < W; j++)
      {
	A[i][j] = (i * 7 + j * 3) % 11 - 5;
	B[i][j] = (i + j * 5) % 13 * 0.25;
	C[i][j] = (i * j) % 9 - 4;
      }
  for (unsigned s = 0; s < sizeof sizes / sizeof *sizes; s++)
    {
      int m = sizes[s][0], n = sizes[s][1];
      double sum = 0.0, dsum = 0.0;
      symm (m, n, 1.5, 1.2, C, A, B);
      columns (m, n, s * 0.25, D, A);
      for (int i = 0; i < rows; i++)
	for (int j = 0; j < W; j++)
	  {
	    sum += C[i][j] * ((i + j) % 17);
	    dsum += D[i][j] * ((i * 3 + j) % 5 + 1);
	  }
      printf ("%d %d: %.10e %.10e\n", m, n, sum, dsum);
    }
  free (A);
  free (B);
  free (C);
  free (D);
  return 0;
}
