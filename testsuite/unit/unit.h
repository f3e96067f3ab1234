/* Minimal helpers for the C unit tests of the core: each check prints
   "PASS: name" or "FAIL: name: detail"; main returns unit_status ().
   map_is compares a relation with isl text.  */

#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

#include <isl/union_map.h>

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

/* Whether the relation GOT equals the isl text WANT.  */
static inline int
map_is (isl_union_map *got, const char *want)
{
  isl_union_map *w = isl_union_map_read_from_str
		       (isl_union_map_get_ctx (got), want);
  int same = isl_union_map_is_equal (got, w) == isl_bool_true;

  isl_union_map_free (w);
  return same;
}

/* The exit status of the test program.  */
static int
unit_status (void)
{
  return unit_failures ? 1 : 0;
}

#endif
