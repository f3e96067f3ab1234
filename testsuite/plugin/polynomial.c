/* Polynomial subscripts and bounds, decided by z3: AP[i*(i+1)/2 + j], A[i*i + j]
   never meet across i (parallel); B[i*j], S[i*i] with i < 0 do; an inexact
   division is refused; j < i*i is a guard, and rows of i*i elements packed
   one after the other are disjoint under it, as the questions state.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0 -fplugin-arg-polyhedral-dump" } */

void
packed_update (int n, double alpha, double *ap, double *x)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      ap[i * (i + 1) / 2 + j] += alpha * x[i] * x[j];
}

void
square_rows (int n, int *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      a[i * i + j] = j;
}

void
products (int n, int *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * j] += i + j;
}

void
mirror (int n, int *s)
{
  for (int i = -n; i < n; i++)
    s[i * i] = i;
}

void
thirds (int n, int *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * (i + 1) / 3 + j] = j;
}

void
square_bound (int n, int *t)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i; j++)
      t[i * n * n + j] += j;
}

void
square_rows_packed (int n, int *p)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * i; j++)
      p[(i - 1) * i * (2 * i - 1) / 6 + j] = i + j;
}

/* { dg-final { scan-remarks {:11:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-remarks {:11:[0-9]+: optimized: polyhedral: polynomial SCoP .*run-time check that 1 pair of arrays do not overlap} } } */
/* { dg-final { scan-polyhedral-dump {nonlinear-write ap, 8 bytes at offset: \[n\] -> . S_[0-9]+\[i0, i1\] -> \(\(4 \* i0 \+ 4 \* i0\^2\) \+ 8 \* i1\)} } } */
/* { dg-final { scan-polyhedral-dump {;; nonlinear: S_[0-9]+ -> S_[0-9]+ through ap at schedule level 0: unsat \(independent\)} } } */
/* { dg-final { scan-polyhedral-dump {;; nonlinear: S_[0-9]+ -> S_[0-9]+ through a at schedule level 0: unsat \(independent\)} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: optimized: polyhedral: polynomial SCoP kept in its original order$} } } */
/* { dg-final { scan-polyhedral-dump {;; nonlinear: S_[0-9]+ -> S_[0-9]+ through b at schedule level 0: sat \(dependent\)} } } */
/* { dg-final { scan-polyhedral-dump {;; nonlinear: S_[0-9]+ -> S_[0-9]+ through s at schedule level 0: sat \(dependent\)} } } */
/* { dg-final { scan-remarks-not {:(27|28|35):[0-9]+: optimized: polyhedral: parallel loop} } } */
/* { dg-final { scan-remarks {:42:[0-9]+: missed: polyhedral: not a SCoP: address divided inexactly \(a rounding division\)} } } */
/* { dg-final { scan-remarks {:50:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-remarks {:50:[0-9]+: optimized: polyhedral: polynomial SCoP kept in its original order} } } */
/* { dg-final { scan-polyhedral-dump {guard, nonnegative: \[[a-z_0-9, ]+\] -> . S_[0-9]+\[i0, i1\] -> \(\(-1 \+ i0\^2\) - i1\)} } } */
/* { dg-final { scan-remarks {:58:[0-9]+: optimized: polyhedral: parallel loop, dimension 1 of the new loop nest$} } } */
/* { dg-final { scan-polyhedral-dump {;; nonlinear: S_[0-9]+ -> S_[0-9]+ through p at schedule level 0: unsat \(independent\)} } } */
/* { dg-final { scan-polyhedral-dump {\(assert \(>= \(\+ 0 \(\* \(- 1\)\) \(\* 1 i0 i0\) \(\* \(- 1\) i1\)\) 0\)\)} } } */
/* { dg-final { scan-polyhedral-dump {\(assert \(<= \(- \(\+ 0 \(\* 4 i0 i0\) \(\* 4 i1\)\) \(\+ 0 \(\* 4 j0 j0\) \(\* 4 j1\)\)\) 3\)\)} } } */
/* { dg-final { scan-polyhedral-dump {;; [0-9]+ questions, [0-9]+ without solution, 0 undecided} } } */
