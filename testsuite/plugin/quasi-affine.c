/* Quasi-affine subscripts: divisions, modulos, shifts and masks by
   constants are modelled with isl's integer divisions (they were refused
   as not affine, or, for i & 3 and the row i % 4, modelled as i).  A
   division by a variable stays refused.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-polyhedral-dump" } */

void
rows (int n, double (*A)[100], double *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 100; j++)
      A[i % 4][j] += b[i];
}

void
halves (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i >> 1] + b[i & 3];
}

void
thirds (int n, double *a, double *b)
{
  for (int i = -n; i < n; i++)
    a[i + n] = b[i / 3 + n];
}

void
row_pointer (int n, double (*M)[64])
{
  for (int i = 0; i < n; i++)
    {
      double *r = M[i % 4];
      for (int j = 0; j < 64; j++)
	r[j] = r[j] * 0.5 + i;
    }
}

void
by_variable (int n, int k, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[i / k];
}

/* { dg-final { scan-remarks {:11:[0-9]+: note: polyhedral: found SCoP: 2 loops, 1 statements} } } */
/* { dg-final { scan-polyhedral-dump {must-writes: \[n\] -> \{ S_[0-9]+\[i0, i1\] -> A\[o0, i1\] : \(-i0 \+ o0\) mod 4 = 0 and 0 <= i0 < n and 0 <= i1 <= 99 and 0 <= o0 <= 3 \}} } } */
/* { dg-final { scan-polyhedral-dump {flow dependences: \[n\] -> . S_[0-9]+\[i0, i1\] -> S_[0-9]+\[o0, i1. = i1\] : \(i0 - o0\) mod 4 = 0 and} } } */
/* { dg-final { scan-remarks {:19:[0-9]+: note: polyhedral: found SCoP: 1 loops, 1 statements} } } */
/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0\] -> b\[o0\] : 0 <= i0 < n and \(\(-1 \+ i0 <= 2o0 <= i0\) or \(\(-i0 \+ o0\) mod 4 = 0 and 0 <= o0 <= 3\)\)} } } */
/* { dg-final { scan-remarks {:26:[0-9]+: note: polyhedral: found SCoP: 1 loops, 1 statements} } } */
/* { dg-final { scan-remarks {:33:[0-9]+: note: polyhedral: found SCoP: 2 loops, 1 statements} } } */
/* The row pointer M[i % 4] reaches the model as the flat M[64 (i % 4) + j],
   whose rows of 64 come back (delinearize.c).  */
/* { dg-final { scan-polyhedral-dump {must-writes: \[n\] -> \{ S_[0-9]+\[i0, i1\] -> M\[o0, i1\] : \(-i0 \+ o0\) mod 4 = 0 and 0 <= i0 < n and 0 <= i1 <= 63 and 0 <= o0 <= 3 \}} } } */
/* { dg-final { scan-remarks {:44:[0-9]+: missed: polyhedral: not a SCoP: address divided by a value other than a constant} } } */
/* { dg-final { scan-remarks-not {missed: polyhedral: not a SCoP: .*not an affine} } } */

/* Narrowing conversions keep the low bits; a polynomial one cannot.  */
void
narrow (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[(unsigned char) i] + b[(unsigned short) (i + 3)];
}

void
narrow_square (int n, double *a, double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = b[(unsigned char) (i * i)];
}

/* { dg-final { scan-polyhedral-dump {S_[0-9]+\[i0\] -> b\[o0\] : 0 <= i0 < n and 0 <= o0 <= 65535 and \(\(\(-i0 \+ o0\) mod 256 = 0 and o0 <= 255\) or \(-3 - i0 \+ o0\) mod 65536 = 0\)} } } */
/* { dg-final { scan-remarks {:72:[0-9]+: missed: polyhedral: not a SCoP: address wraps in a narrow type} } } */
