/* fdtd-2d: 2-D finite-difference time-domain update of the ex, ey, hz fields over TMAX steps.  */
/* { dg-do run } */
/* { dg-final { scan-remarks "fdtd-2d.c:23:\[0-9\]+: note: polyhedral: found SCoP: 8 loops, 4 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "fdtd-2d.c:(1\[8-9\]|2\[0-9\]|3\[0-8\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"

#ifndef NX
#define NX 37
#endif
#ifndef NY
#define NY 41
#endif
#ifndef TMAX
#define TMAX 39 /* More than a tile of 32: tiled in time.  */
#endif

static void __attribute__((noinline))
kernel_fdtd_2d (int tmax, int nx, int ny, double ex[nx][ny],
                double ey[nx][ny], double hz[nx][ny], double *fict)
{
  int t, i, j;

  for (t = 0; t < tmax; t++)
    {
      for (j = 0; j < ny; j++)
        ey[0][j] = fict[t];
      for (i = 1; i < nx; i++)
        for (j = 0; j < ny; j++)
          ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
      for (i = 0; i < nx; i++)
        for (j = 1; j < ny; j++)
          ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
      for (i = 0; i < nx - 1; i++)
        for (j = 0; j < ny - 1; j++)
          hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
                                       + ey[i + 1][j] - ey[i][j]);
    }
}

int
main (void)
{
  int i, j;
  double (*ex)[NY] = kernel_alloc (sizeof (double[NX][NY]));
  double (*ey)[NY] = kernel_alloc (sizeof (double[NX][NY]));
  double (*hz)[NY] = kernel_alloc (sizeof (double[NX][NY]));
  double *fict = kernel_alloc (TMAX * sizeof (double));

  for (i = 0; i < TMAX; i++)
    fict[i] = (double) i;
  for (i = 0; i < NX; i++)
    for (j = 0; j < NY; j++)
      {
        ex[i][j] = ((double) i * (j + 1)) / NX;
        ey[i][j] = ((double) i * (j + 2)) / NY;
        hz[i][j] = ((double) i * (j + 3)) / NX;
      }

  KERNEL_TIMER_START ();
  kernel_fdtd_2d (TMAX, NX, NY, ex, ey, hz, fict);
  KERNEL_TIMER_STOP ();

  check_double ("ex", (const double *) ex, (long) NX * NY);
  check_double ("ey", (const double *) ey, (long) NX * NY);
  check_double ("hz", (const double *) hz, (long) NX * NY);
  free (ex);
  free (ey);
  free (hz);
  free (fict);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
