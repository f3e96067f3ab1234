/* reduction-self-operand: d[x] -= d[2 * j], an update whose operand is the element it accumulates into where 2 * j == x (fuzzer seed 9474): no reduction, whose partial results per thread would read the old d[x].  */
/* { dg-do run } */
/* { dg-final { scan-remarks "reduction-self-operand.c:27:\[0-9\]+: note: polyhedral: found SCoP: 2 loops, 2 statements, 2 parameters" } } */
#include "check.h"

#ifndef M
#define M 13
#endif
#ifndef N
#define N 9
#endif

static unsigned d[2 * M + 1];
static unsigned e[2 * M + 1];

/* d[x] loses d[0], d[2], ..., d[2 * (m - 1)]: for an odd x every
   operand is another element, for an even x one of them is d[x]
   itself, as the updates before it left it.  e[2 * x] gains e[1],
   e[3], ...: never itself.  Both read the array they accumulate into,
   so neither is a reduction for the model (its relations do not tell
   the operand's load from the accumulator's).  */
static void __attribute__((noinline))
kernel_reduction_self_operand (int x, int m)
{
  int j;

  for (j = 0; j < m; j++)
    d[x] -= d[2 * j];
  for (j = 0; j < m; j++)
    e[2 * x] += e[2 * j + 1] * (unsigned) (x + 1);
}

int
main (void)
{
  int k;

  for (k = 0; k < 2 * M + 1; k++)
    {
      d[k] = (unsigned) ((k * 7 + 66) % 17) + 1;
      e[k] = (unsigned) ((k * 5 + 68) % 13) + 1;
    }
  KERNEL_TIMER_START ();
  for (k = 0; k < N; k++)
    kernel_reduction_self_operand (k, M);
  kernel_reduction_self_operand (4, 2);
  kernel_reduction_self_operand (4, 0);
  KERNEL_TIMER_STOP ();
  check_uint ("d", d, 2 * M + 1);
  check_uint ("e", e, 2 * M + 1);
  return 0;
}
