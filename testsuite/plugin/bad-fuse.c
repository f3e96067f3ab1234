/* fuse= takes one of its words.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-fuse=some" } */
/* { dg-error "fuse' takes one of max.min.smart, not 'some'" "bad word rejected" { target *-*-* } 0 } */
/* { dg-final { compile-failed } } */

int
main (void)
{
  return 0;
}
