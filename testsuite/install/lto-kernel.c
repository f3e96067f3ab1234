/* The kernel half of the -flto test (testsuite/polyhedral.install/lto.exp):
   a matrix product in its own translation unit, called from lto-main.c.
   With -flto the plugin's pass runs when the program is linked.  */

void
lto_kernel (int ni, int nj, int nk, double alpha, double C[ni][nj],
	    double A[ni][nk], double B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      {
	double s = 0.0;
	for (int k = 0; k < nk; k++)
	  s += A[i][k] * B[k][j];
	C[i][j] = alpha * s;
      }
}
