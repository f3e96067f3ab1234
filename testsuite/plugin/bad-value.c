/* An option value out of range is an error that gives the range.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-max-depth=0" } */
/* { dg-error "max-depth' takes a whole number from 1 to 100, not '0'" "bad value rejected" { target *-*-* } 0 } */
/* { dg-final { compile-failed } } */

int
main (void)
{
  return 0;
}
