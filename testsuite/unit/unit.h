/* Minimal helpers for the C unit tests of the core: each check prints
   "PASS: name" or "FAIL: name: detail"; main returns unit_status ().  */

#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_failures;

/* Report the check NAME as passed when OK, else failed with DETAIL.  */
static void
unit_check (const char *name, int ok, const char *detail)
{
  if (ok)
    printf ("PASS: %s\n", name);
  else
    {
      printf ("FAIL: %s: %s\n", name, detail ? detail : "");
      unit_failures++;
    }
}

/* The exit status of the test program.  */
static int
unit_status (void)
{
  return unit_failures ? 1 : 0;
}

#endif
