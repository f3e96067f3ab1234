/* square-index: integer nests with polynomial subscripts and bounds: A[i*i + j] (disjoint rows), B[i*j] and D[i*j] (really dependent, D in an order-sensitive way), S[i*i] for i = -n .. n-1 (the positive i must write last), and j < i*i bounding T[i*n*n + j].  */
/* { dg-do run } */
/* { dg-final { scan-remarks "square-index.c:31:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks "square-index.c:46:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks "square-index.c:61:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
/* { dg-final { scan-remarks "square-index.c:72:\[0-9\]+: (note|missed|optimized): polyhedral: " } } */
#include "check.h"

#ifndef N
#define N 37
#endif

/* Read through volatile so that no interprocedural constant propagation
   can turn the sizes into constants.  */
static volatile int size_n = N;

/* Small values, so that n*n*n fits an int and no sum overflows.  */
#if N > 1000
#error "square-index: N must be at most 1000 (n*n*n is an int)"
#endif

/* Row i of A starts at i*i and has i elements: the rows are disjoint
   (the next starts at i*i + 2i + 1), so the i iterations are
   independent.  A has n*n elements; the largest subscript is
   (n-1)^2 + n-2 < n*n.  */
static void __attribute__((noinline))
kernel_square_index (int n, int *A)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++)
      A[i * i + j] = i + 3 * j + 1;
}

/* B[i*j] and D[i*j] are written again by (j, i) and by every iteration
   with i == 0 or j == 0: a real dependence.  The update of D is not
   commutative, so any change of the order of the iterations that write
   the same element changes the result.  B and D have at least
   (n-1)^2 + 1 elements.  */
static void __attribute__((noinline))
kernel_square_index_products (int n, int *B, int *D)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      {
	B[i * j] += i + j + 1;
	D[i * j] = (D[i * j] * 7 + i + 2 * j + 1) % 10007;
      }
}

/* S[i*i] is written by i and by -i: the last writer, i > 0, wins.  S has
   n*n + 1 elements (i = -n writes S[n*n]).  */
static void __attribute__((noinline))
kernel_square_index_mirror (int n, int *S)
{
  int i;

  for (i = -n; i < n; i++)
    S[i * i] = i;
}

/* An inner bound that is a polynomial: row i of T (n*n elements at
   i*n*n) gets its first i*i elements updated; i*i <= (n-1)^2 < n*n.  */
static void __attribute__((noinline))
kernel_square_index_bound (int n, int *T)
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < i * i; j++)
      T[i * n * n + j] += j;
}

static void
init (int *p, long len, int seed)
{
  for (long k = 0; k < len; k++)
    p[k] = (int) ((k * 5 + seed) % 11) - 5;
}

int
main (void)
{
  int n = size_n;
  long nn = (long) n * n + 1, nnn = (long) n * n * n;
  int *A = kernel_alloc ((size_t) nn * sizeof (int));
  int *B = kernel_alloc ((size_t) nn * sizeof (int));
  int *D = kernel_alloc ((size_t) nn * sizeof (int));
  int *S = kernel_alloc ((size_t) nn * sizeof (int));
  int *T = kernel_alloc ((size_t) nnn * sizeof (int));

  init (A, nn, 1);
  init (B, nn, 2);
  init (D, nn, 3);
  init (S, nn, 4);
  init (T, nnn, 5);

  KERNEL_TIMER_START ();
  kernel_square_index (n, A);
  kernel_square_index_products (n, B, D);
  kernel_square_index_mirror (n, S);
  kernel_square_index_bound (n, T);
  KERNEL_TIMER_STOP ();
  check_int ("A", A, nn);
  check_int ("B", B, nn);
  check_int ("D", D, nn);
  check_int ("S", S, nn);
  check_int ("T", T, nnn);

  /* Empty (n = 0) and one-iteration sizes: n = 1 writes B[0], D[0], S[1]
     and S[0] only; the j loops of A and T have no iteration.  */
  kernel_square_index (0, A);
  kernel_square_index_products (0, B, D);
  kernel_square_index_mirror (0, S);
  kernel_square_index_bound (0, T);
  kernel_square_index (1, A);
  kernel_square_index_products (1, B, D);
  kernel_square_index_mirror (1, S);
  kernel_square_index_bound (1, T);
  check_int ("A2", A, nn);
  check_int ("B2", B, nn);
  check_int ("D2", D, nn);
  check_int ("S2", S, nn);
  check_int ("T2", T, nnn);

  /* A smaller odd size over the same arrays (T's rows are then shorter:
     row i starts at i*m*m).  */
  {
    int m = n / 2 | 1;
    kernel_square_index (m, A);
    kernel_square_index_products (m, B, D);
    kernel_square_index_mirror (m, S);
    kernel_square_index_bound (m, T);
    check_int ("A3", A, nn);
    check_int ("B3", B, nn);
    check_int ("D3", D, nn);
    check_int ("S3", S, nn);
    check_int ("T3", T, nnn);
  }

  free (A);
  free (B);
  free (D);
  free (S);
  free (T);
  return 0;
}
