/* Subscripts computed in an unsigned type are modelled modulo 2^32.
   Over the statement's domain (i from 1 to 24) 53 - i never wraps, and
   the access relation holds the plain affine subscript: the modulo's
   division would otherwise weigh on the dependences and the scheduler
   (a fuzzer's program in this shape spent a second in them for no
   change).  Where the subscript may wrap (i - m for i below m), the
   modulo stays: the model must stay exact.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-polyhedral-dump" } */

int A[64][64];

void
no_wrap (void)
{
  for (unsigned i = 1; i < 25; i++)
    for (int j = 0; j < 32; j++)
      A[i - 1][53 - i] += A[2 * j][(unsigned) (27 - i) + 26];
}

unsigned B[1024];

void
may_wrap (unsigned n, unsigned m)
{
  for (unsigned i = 0; i < n; i++)
    B[i - m] = i;
}

/* { dg-final { scan-polyhedral-dump {(?n)^reads: \{ .*; S_[0-9]+\[i0, i1\] -> A\[2i1, 52 - i0\] : 0 <= i0 <= 23 and 0 <= i1 <= 31 \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^must-writes: \{ S_[0-9]+\[i0, i1\] -> A\[i0, 52 - i0\] : 0 <= i0 <= 23 and 0 <= i1 <= 31 \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^must-writes: \[m, n\] -> \{ S_[0-9]+\[i0\] -> B\[o0\] : \(.*\) mod 4294967296 = 0 .*\}$} } } */
