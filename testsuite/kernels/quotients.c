/* quotients: loop bounds and subscripts with /, %, >> and & by constants (quasi-affine), negative dividends, a row pointer M[i % 3], an empty nest.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "quotients.c:26:\[0-9\]+: note: polyhedral: found SCoP" } } */
/* { dg-final { scan-remarks-not "quotients.c:\[0-9\]+:\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef N
#define N 53
#endif
#ifndef M
#define M 37
#endif

static void __attribute__((noinline))
kernel_quotients (int n, int m, int zero, unsigned un,
		  double A[4][M], double R3[3][M], double *b, double *c,
		  double D[N][M / 4 + 1], double E[8][M], double *g,
		  double F[N][M], double G[N / 2 + 1][M / 3 + 1], double *h,
		  unsigned *u)
{
  int i, j;
  unsigned k;

  /* Rows by a modulo: every fourth i writes the same row, so i carries a
     dependence.  */
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i % 4][j] += b[i] * 0.5 + j;
  /* A row pointer taken from a row by a modulo.  */
  for (i = 0; i < n; i++)
    {
      double *r = R3[i % 3];
      for (j = 0; j < m; j++)
	r[j] = r[j] * 0.5 + i;
    }
  /* Shifts and masks.  */
  for (i = 0; i < n; i++)
    c[i] = b[i >> 1] + b[i & 3] + c[(i + 1) & ~1];
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      D[i][j >> 2] += E[i & 7][j] * (j & 3);
  /* Negative dividends: C truncates toward zero, >> floors, & 3 is the
     floor modulo.  */
  for (i = -n; i < n; i++)
    g[i + n] = b[i / 3 + n] + b[i % 5 + 5] + b[(i >> 1) + n] + b[i & 3]
	       + g[(i - 7) / 4 + n];
  /* Quotients in the bounds and subscripts of a 2-D nest; tiles do not
     divide these sizes.  */
  for (i = 0; i < n; i++)
    for (j = i / 2; j < m; j++)
      F[i][j] = F[i][j] * 0.5 + G[i / 2][j / 3] + i % 3;
  for (i = 0; i < n; i++)
    for (j = 0; j < i % 5; j++)
      F[i][j] += F[i / 2][(j + 1) % m];
  /* Sums of quotients: j / 4 + 1 is _1 = j >> 2; _2 = _1 + 1, on which
     scalar evolution gives up as a whole.  */
  for (i = 0; i < n; i++)
    for (j = 0; j < m - 2; j++)
      D[i][j / 4 + 1] += F[i][(i + j) % 3 + 1] * 0.5;
  /* A counter that starts at a quotient, in a subscript and as a value:
     the new code computes its first value again.  Along j the nest may
     run in parallel.  */
  for (i = 0; i < n; i++)
    for (j = i / 2; j < n; j++)
      c[j] -= j * 0.25 + i;
  /* An empty nest (zero is 0 at run time).  */
  for (i = 0; i < zero; i++)
    for (j = 0; j < m; j++)
      h[i / 2 + j] = 1.0;
  /* Unsigned: / and % floor.  */
  for (k = 0; k < un; k++)
    u[k % 7] += k / 3 + (k >> 2);
}

int
main (void)
{
  int i, j;
  volatile int zero_v = 0;
  double (*A)[M] = kernel_alloc (sizeof (double[4][M]));
  double (*R3)[M] = kernel_alloc (sizeof (double[3][M]));
  double *b = kernel_alloc (2 * N * sizeof (double) + 16);
  double *c = kernel_alloc ((N + 2) * sizeof (double));
  double (*D)[M / 4 + 1] = kernel_alloc (sizeof (double[N][M / 4 + 1]));
  double (*E)[M] = kernel_alloc (sizeof (double[8][M]));
  double *g = kernel_alloc (2 * N * sizeof (double));
  double (*F)[M] = kernel_alloc (sizeof (double[N][M]));
  double (*G)[M / 3 + 1] = kernel_alloc (sizeof (double[N / 2 + 1][M / 3 + 1]));
  double *h = kernel_alloc ((N + M) * sizeof (double));
  unsigned *u = kernel_alloc (7 * sizeof (unsigned));

  for (i = 0; i < 2 * N + 2; i++)
    b[i] = (double) ((i * 7) % 11) / 11.0;
  for (i = 0; i < N + 2; i++)
    c[i] = (double) ((i * 3) % 5) / 5.0;
  for (i = 0; i < 8; i++)
    for (j = 0; j < M; j++)
      E[i][j] = (double) ((i * 5 + j) % 13) / 13.0;
  for (i = 0; i < N / 2 + 1; i++)
    for (j = 0; j < M / 3 + 1; j++)
      G[i][j] = (double) ((i + 2 * j) % 7) / 7.0;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      F[i][j] = (double) ((i * 3 + j) % 19) / 19.0;

  KERNEL_TIMER_START ();
  kernel_quotients (N, M, zero_v, (unsigned) (N * 3), A, R3, b, c, D, E, g,
		    F, G, h, u);
  KERNEL_TIMER_STOP ();

  check_double ("A", (const double *) A, 4L * M);
  check_double ("R3", (const double *) R3, 3L * M);
  check_double ("c", c, N + 2);
  check_double ("D", (const double *) D, (long) N * (M / 4 + 1));
  check_double ("g", g, 2L * N);
  check_double ("F", (const double *) F, (long) N * M);
  check_double ("h", h, N + M);
  check_uint ("u", u, 7);
  free (A);
  free (R3);
  free (b);
  free (c);
  free (D);
  free (E);
  free (g);
  free (F);
  free (G);
  free (h);
  free (u);
  return 0;
}
