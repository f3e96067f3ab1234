/* Minimal helpers for the C unit tests of the core: each check prints
   "PASS: name" or "FAIL: name: detail"; main returns unit_status ().
   map_is compares a relation with isl text; unit_scop builds a SCoP's
   instances and accesses from isl text.  */

#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/scop.h"

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

/* A SCoP in CTX of the statement instances DOMAIN, which read READS
   and write WRITES (all must-writes), in isl text; its schedule and
   arrays are the caller's to add.  */
static inline struct ph_scop *
unit_scop (isl_ctx *ctx, const char *domain, const char *reads,
	   const char *writes)
{
  struct ph_scop *scop;

  /* A test whose step ran out of its processor time (a slow machine,
     valgrind) leaves the context aborted: the next one starts afresh.  */
  isl_ctx_resume (ctx);
  isl_ctx_reset_error (ctx);
  scop = ph_scop_alloc (ctx);
  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str (ctx, domain);
  isl_union_map_free (scop->reads);
  scop->reads = isl_union_map_read_from_str (ctx, reads);
  isl_union_map_free (scop->must_writes);
  scop->must_writes = isl_union_map_read_from_str (ctx, writes);
  isl_union_map_free (scop->may_writes);
  scop->may_writes = isl_union_map_copy (scop->must_writes);
  return scop;
}

/* The exit status of the test program.  */
static int
unit_status (void)
{
  return unit_failures ? 1 : 0;
}

#endif
