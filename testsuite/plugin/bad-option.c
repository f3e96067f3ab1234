/* An unknown plugin option must make the compilation fail with an error
   that names the option and lists the valid ones.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-no-such-option" } */
/* { dg-error "no-such-option" "unknown option rejected" { target *-*-* } 0 } */
/* { dg-final { compile-failed } } */
/* { dg-final { scan-stderr {no-such-option[^\n]*valid options[^\n]*\mhelp\M} } } */

int
main (void)
{
  return 0;
}
