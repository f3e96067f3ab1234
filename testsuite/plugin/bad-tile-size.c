/* A malformed list of tile sizes is an error that says what is expected.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-tile-size=32,,8" } */
/* { dg-error "tile-size' takes up to 16 whole numbers from 1 to 1024 separated by commas, not '32,,8'" "bad list rejected" { target *-*-* } 0 } */
/* { dg-final { compile-failed } } */

int
main (void)
{
  return 0;
}
