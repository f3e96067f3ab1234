/* -fplugin-arg-polyhedral-help prints the option table (and the
   compilation goes on).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-polyhedral-help" } */
/* { dg-prune-output "^polyhedral plugin options:" } */
/* { dg-prune-output "^  -fplugin-arg-polyhedral-" } */
/* { dg-prune-output "^solver for polynomial subscripts: " } */
/* { dg-final { scan-stderr {\n  -fplugin-arg-polyhedral-help } } } */
/* { dg-final { scan-stderr {\n  -fplugin-arg-polyhedral-dump } } } */
/* { dg-final { scan-stderr {\nsolver for polynomial subscripts: (z3|none \(built without libz3-dev)} } } */

int
main (void)
{
  return 0;
}
