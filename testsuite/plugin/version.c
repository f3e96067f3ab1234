/* -fplugin-arg-polyhedral-version prints the plugin's version, the GCC it
   was built for and isl's version (and the compilation goes on).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-version" } */
/* { dg-prune-output "^polyhedral \[0-9\]" } */
/* { dg-final { scan-stderr {(^|\n)polyhedral [0-9]+\.[0-9]+\.[0-9]+ for GCC [0-9]+\.[0-9]+\.[0-9]+ \([0-9]+\), isl-[0-9.]+} } } */

int
main (void)
{
  return 0;
}
