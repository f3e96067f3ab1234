/* u8-blur: two passes of a 3x3 box blur on an unsigned char image, then a clamp, integer arithmetic (pointer-to-array params).  */
/* { dg-do run } */
/* { dg-final { scan-remarks "u8-blur.c:20:\[0-9\]+: note: polyhedral: found SCoP: 8 loops, 4 statements, 0 parameters" } } */
#include "check.h"

#ifndef H
#define H 37
#endif
#ifndef W
#define W 41
#endif

static void __attribute__((noinline))
kernel_u8_blur (int h, int w, unsigned char (*in)[W],
                unsigned char (*tmp)[W], unsigned char (*out)[W])
{
  int i, j;

  /* Borders are copied unchanged.  */
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      tmp[i][j] = in[i][j];
  for (i = 1; i < h - 1; i++)
    for (j = 1; j < w - 1; j++)
      tmp[i][j] = (unsigned char)
        ((in[i - 1][j - 1] + in[i - 1][j] + in[i - 1][j + 1]
          + in[i][j - 1] + in[i][j] + in[i][j + 1]
          + in[i + 1][j - 1] + in[i + 1][j] + in[i + 1][j + 1]) / 9);

  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++)
      out[i][j] = tmp[i][j];
  for (i = 1; i < h - 1; i++)
    for (j = 1; j < w - 1; j++)
      {
        int s = tmp[i - 1][j - 1] + tmp[i - 1][j] + tmp[i - 1][j + 1]
                + tmp[i][j - 1] + tmp[i][j] + tmp[i][j + 1]
                + tmp[i + 1][j - 1] + tmp[i + 1][j] + tmp[i + 1][j + 1];
        s = (s + 4) / 9;
        out[i][j] = (unsigned char) (s > 200 ? 200 : s);
      }
}

int
main (void)
{
  int i, j;
  unsigned char (*in)[W] = kernel_alloc (sizeof (unsigned char[H][W]));
  unsigned char (*tmp)[W] = kernel_alloc (sizeof (unsigned char[H][W]));
  unsigned char (*out)[W] = kernel_alloc (sizeof (unsigned char[H][W]));

  for (i = 0; i < H; i++)
    for (j = 0; j < W; j++)
      in[i][j] = (unsigned char) ((i * 37 + j * 101 + (i * j) % 13) % 256);

  KERNEL_TIMER_START ();
  kernel_u8_blur (H, W, in, tmp, out);
  KERNEL_TIMER_STOP ();

  check_char ("tmp", (const unsigned char *) tmp, (long) H * W);
  check_char ("out", (const unsigned char *) out, (long) H * W);
  free (in);
  free (tmp);
  free (out);
  return 0;
}
/* { dg-final { scan-remarks-not "SCoP not regenerated" } } */
