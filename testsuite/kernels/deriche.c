/* deriche: Deriche recursive edge-detection filter on a float image (horizontal and vertical causal/anti-causal passes, loop-carried scalars).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "deriche.c:34:\[0-9\]+: note: polyhedral: found SCoP: 12 loops, 10 statements, 0 parameters" } } */
/* { dg-final { scan-remarks-not "deriche.c:(1\[6-9\]|\[2-8\]\[0-9\]|9\[0-7\]):\[0-9\]+: missed: polyhedral: not a SCoP" } } */
#include "check.h"
#include <math.h>

#ifndef W
#define W 41
#endif
#ifndef H
#define H 37
#endif

static void __attribute__((noinline))
kernel_deriche (int w, int h, float alpha, float imgIn[w][h],
                float imgOut[w][h], float ya[w][h], float yb[w][h])
{
  int i, j;
  float xm1, tm1, ym1, ym2;
  float xp1, xp2, tp1, tp2, yp1, yp2;
  float k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
  float ea = expf (-alpha), e2a = expf (-2.0f * alpha);

  k = (1.0f - ea) * (1.0f - ea) / (1.0f + 2.0f * alpha * ea - e2a);
  a1 = a5 = k;
  a2 = a6 = k * ea * (alpha - 1.0f);
  a3 = a7 = k * ea * (alpha + 1.0f);
  a4 = a8 = -k * e2a;
  b1 = 2.0f * ea;
  b2 = -e2a;
  c1 = c2 = 1.0f;

  for (i = 0; i < w; i++)
    {
      ym1 = 0.0f;
      ym2 = 0.0f;
      xm1 = 0.0f;
      for (j = 0; j < h; j++)
        {
          ya[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
          xm1 = imgIn[i][j];
          ym2 = ym1;
          ym1 = ya[i][j];
        }
    }
  for (i = 0; i < w; i++)
    {
      yp1 = 0.0f;
      yp2 = 0.0f;
      xp1 = 0.0f;
      xp2 = 0.0f;
      for (j = h - 1; j >= 0; j--)
        {
          yb[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
          xp2 = xp1;
          xp1 = imgIn[i][j];
          yp2 = yp1;
          yp1 = yb[i][j];
        }
    }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c1 * (ya[i][j] + yb[i][j]);

  for (j = 0; j < h; j++)
    {
      tm1 = 0.0f;
      ym1 = 0.0f;
      ym2 = 0.0f;
      for (i = 0; i < w; i++)
        {
          ya[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
          tm1 = imgOut[i][j];
          ym2 = ym1;
          ym1 = ya[i][j];
        }
    }
  for (j = 0; j < h; j++)
    {
      tp1 = 0.0f;
      tp2 = 0.0f;
      yp1 = 0.0f;
      yp2 = 0.0f;
      for (i = w - 1; i >= 0; i--)
        {
          yb[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
          tp2 = tp1;
          tp1 = imgOut[i][j];
          yp2 = yp1;
          yp1 = yb[i][j];
        }
    }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      imgOut[i][j] = c2 * (ya[i][j] + yb[i][j]);
}

int
main (void)
{
  int i, j;
  float (*imgIn)[H] = kernel_alloc (sizeof (float[W][H]));
  float (*imgOut)[H] = kernel_alloc (sizeof (float[W][H]));
  float (*ya)[H] = kernel_alloc (sizeof (float[W][H]));
  float (*yb)[H] = kernel_alloc (sizeof (float[W][H]));

  for (i = 0; i < W; i++)
    for (j = 0; j < H; j++)
      imgIn[i][j] = (float) ((313 * i + 991 * j) % 65536) / 65535.0f;

  KERNEL_TIMER_START ();
  kernel_deriche (W, H, 0.25f, imgIn, imgOut, ya, yb);
  KERNEL_TIMER_STOP ();

  check_float ("imgOut", (const float *) imgOut, (long) W * H);
  check_float ("ya", (const float *) ya, (long) W * H);
  check_float ("yb", (const float *) yb, (long) W * H);
  free (imgIn);
  free (imgOut);
  free (ya);
  free (yb);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
