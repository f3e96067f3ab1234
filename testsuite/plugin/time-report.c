/* Under -ftime-report, GCC's report has a row for each phase of the pass
   among its client items, and the dump gives each SCoP's processor time
   by phase; without it the dump has no times (dump.c), so that it is the
   same from one run to the next.  */
/* { dg-do compile } */
/* { dg-options "-ftime-report -fplugin-arg-polyhedral-dump --param l1-cache-size=0" } */
/* { dg-prune-output ".*" } */

void
product (int n, double A[n][n], double B[n][n], double C[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-final { scan-stderr "Client items:" } } */
/* { dg-final { scan-stderr "polyhedral: detection and models +:" } } */
/* { dg-final { scan-stderr "polyhedral: schedules +:" } } */
/* { dg-final { scan-stderr "polyhedral: ASTs +:" } } */
/* { dg-final { scan-stderr "polyhedral: code generation +:" } } */
/* { dg-final { scan-polyhedral-dump-times ";; processor time: model \[0-9.\]+ s, schedule \[0-9.\]+ s, AST \[0-9.\]+ s, code \[0-9.\]+ s" 1 } } */
