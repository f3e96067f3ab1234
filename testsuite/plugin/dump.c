/* The dump holds the model in isl text: context, domain, accesses, the
   arrays with their shapes, may-alias pairs only for pointers that may
   overlap, and the schedule.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-dump" } */

void
scale (int n, double *restrict a, const double *restrict b)
{
  for (int i = 0; i < n; i++)
    a[i] = 2.0 * b[i];
}

void
shift (int n, double *a, double *b)
{
  for (int i = 1; i < n; i++)
    a[i] = b[i - 1];
}

/* { dg-final { scan-remarks-times {note: polyhedral: found SCoP: 1 loops, 1 statements, 1 parameters} 2 } } */
/* { dg-final { scan-polyhedral-dump {(?n)^domain: \[n\] -> \{ S_[0-9]+\[i0\] : 0 <= i0 < n \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^reads: \[n\] -> \{ S_[0-9]+\[i0\] -> b\[i0\] : 0 <= i0 < n \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^must-writes: \[n\] -> \{ S_[0-9]+\[i0\] -> a\[i0\] : 0 <= i0 < n \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^reads: \[n\] -> \{ S_[0-9]+\[i0\] -> b\[i0\] : 0 <= i0 <= -2 \+ n \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^must-writes: \[n\] -> \{ S_[0-9]+\[i0\] -> a\[1 \+ i0\] : 0 <= i0 <= -2 \+ n \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^context: \[n\] -> \{  : 0 < n <= 2147483647 \}$} } } */
/* { dg-final { scan-polyhedral-dump {(?n)^array: a, memory, 1 dimensions, 8-byte elements$} } } */
/* { dg-final { scan-polyhedral-dump-times {(?n)^may-alias: } 1 } } */
/* { dg-final { scan-polyhedral-dump {(?n)^may-alias: (a b|b a)$} } } */
/* { dg-final { scan-polyhedral-dump-times {(?n)^schedule:$} 2 } } */
/* { dg-final { scan-polyhedral-dump-not {processor time} } } */
