/* Choices of values on data inside a statement (model.md, "Choices of
   values on data"): a branch on loaded data or on a floating-point
   comparison whose branches only compute values joins its statement,
   the loops staying exactly modelled: edit distance, Smith-Waterman
   with a chain of maxima and their directions, a Viterbi max and argmax
   over doubles, choices nested in one another.  A branch with a store,
   a load or arithmetic that may trap is refused with its reason, and
   its code is left as it was.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fchecking" } */

void
edit (int n, int m, const char *s, const char *t, int (*D)[m + 1], int sub)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int best = D[i - 1][j - 1] + (s[i] == t[j] ? 0 : sub);
	if (D[i - 1][j] + 1 < best)
	  best = D[i - 1][j] + 1;
	if (D[i][j - 1] + 1 < best)
	  best = D[i][j - 1] + 1;
	D[i][j] = best;
      }
}

void
smith_waterman (int n, int m, const char *a, const char *b, int (*H)[m + 1],
		int (*P)[m + 1], int match, int mismatch, int gap)
{
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      {
	int diag = H[i - 1][j - 1] + (a[i] == b[j] ? match : mismatch);
	int h = 0, d = 0;
	if (diag > h) { h = diag; d = 1; }
	if (H[i - 1][j] - gap > h) { h = H[i - 1][j] - gap; d = 2; }
	if (H[i][j - 1] - gap > h) { h = H[i][j - 1] - gap; d = 3; }
	H[i][j] = h;
	P[i][j] = d;
      }
}

void
viterbi (int nt, int ns, double (*V)[ns], int (*B)[ns], double (*A)[ns],
	 double (*E)[ns])
{
  for (int t = 1; t < nt; t++)
    for (int s = 0; s < ns; s++)
      {
	double best = -1e300;
	int arg = -1;
	for (int k = 0; k < ns; k++)
	  {
	    double p = V[t - 1][k] + A[k][s];
	    if (p > best) { best = p; arg = k; }
	  }
	V[t][s] = best + E[t][s];
	B[t][s] = arg;
      }
}

void
nested (int n, int m, const int (*a)[m], const int (*b)[m], int (*c)[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	int x = a[i][j], y = b[i][j];
	c[i][j] = x > 0 ? (y > 0 ? 1 : 2) : (y < 5 ? 3 : j + x * y);
      }
}

void
conditional_store (int n, int m, const int (*a)[m], int (*c)[m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      if (a[i][j] > 0)
	c[i][j] = 1;
}

void
load_in_branch (int n, double (*A)[n], double (*B)[n], double (*C)[n])
{
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++)
      C[i][j] = A[i][j] > B[i][j] ? A[i][j] : B[i][j] + A[i - 1][j];
}

void
trapping_branch (int n, double (*A)[n], double (*B)[n], double (*C)[n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double x = A[i][j], y = B[i][j];
	C[i][j] = x > y ? x : y * 0.5 + x;
      }
}

/* { dg-final { scan-remarks {:15:[0-9]+: note: polyhedral: found SCoP: 2 loops, 1 statements} } } */
/* { dg-final { scan-remarks {:31:[0-9]+: note: polyhedral: found SCoP: 2 loops, 1 statements} } } */
/* { dg-final { scan-remarks {:48:[0-9]+: note: polyhedral: found SCoP: 3 loops, 3 statements} } } */
/* { dg-final { scan-remarks {:66:[0-9]+: note: polyhedral: found SCoP: 2 loops, 1 statements} } } */
/* { dg-final { scan-remarks-not {:(1[3-9]|[2-6][0-9]|70):[0-9]+: missed: polyhedral: not a SCoP} } } */
/* { dg-final { scan-remarks {:77:[0-9]+: missed: polyhedral: not a SCoP: store under a condition on data \(a conditional store\)} } } */
/* { dg-final { scan-remarks {:86:[0-9]+: missed: polyhedral: not a SCoP: memory read under a condition on data} } } */
/* { dg-final { scan-remarks {:94:[0-9]+: missed: polyhedral: not a SCoP: floating-point computation that may trap \(mult_expr, -ftrapping-math\) under a condition on data} } } */
/* { dg-final { scan-remarks-not {SCoP not regenerated} } } */
