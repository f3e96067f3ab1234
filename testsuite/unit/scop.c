/* Unit tests of struct ph_scop from isl text alone: counts, the
   consistency check, the accessed elements, the dump and counts that
   wrap around.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/union_set.h>
#include <isl/union_map.h>

#include "polyhedral/ctx.h"
#include "polyhedral/scop.h"
#include "unit.h"

/* A matrix product: T initialises C, S accumulates into it.  */
static struct ph_scop *
gemm (isl_ctx *ctx)
{
  struct ph_scop *scop = ph_scop_alloc (ctx);
  isl_multi_union_pw_aff *outer;

  scop->context = isl_set_free (scop->context);
  scop->context = isl_set_read_from_str (ctx, "[n] -> { : n > 0 }");
  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str
    (ctx, "[n] -> { T[i, j] : 0 <= i, j < n; "
	  "S[i, j, k] : 0 <= i, j, k < n }");
  isl_union_map_free (scop->reads);
  scop->reads = isl_union_map_read_from_str
    (ctx, "[n] -> { S[i, j, k] -> A[i, k]; S[i, j, k] -> B[k, j]; "
	  "S[i, j, k] -> C[i, j] }");
  isl_union_map_free (scop->must_writes);
  scop->must_writes = isl_union_map_read_from_str
    (ctx, "[n] -> { T[i, j] -> C[i, j]; S[i, j, k] -> C[i, j] }");
  isl_union_map_free (scop->may_writes);
  scop->may_writes = isl_union_map_copy (scop->must_writes);
  scop->reads = isl_union_map_intersect_domain
		  (scop->reads, isl_union_set_copy (scop->domain));
  scop->must_writes = isl_union_map_intersect_domain
			(scop->must_writes, isl_union_set_copy (scop->domain));
  scop->may_writes = isl_union_map_intersect_domain
		       (scop->may_writes, isl_union_set_copy (scop->domain));
  scop->schedule = isl_schedule_from_domain
		     (isl_union_set_copy (scop->domain));
  outer = isl_multi_union_pw_aff_read_from_str
    (ctx, "[n] -> [{ T[i, j] -> [(i)]; S[i, j, k] -> [(i)] }]");
  scop->schedule = isl_schedule_insert_partial_schedule (scop->schedule,
							 outer);
  return scop;
}

/* Whether USET equals the set written as STR.  */
static int
union_set_is (isl_union_set *uset, const char *str)
{
  isl_union_set *expected
    = isl_union_set_read_from_str (isl_union_set_get_ctx (uset), str);
  int equal = isl_union_set_is_equal (uset, expected) == isl_bool_true;
  isl_union_set_free (expected);
  return equal;
}

/* The text of ph_scop_dump of SCOP; to be freed.  */
static char *
dump_text (struct ph_scop *scop)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  ph_scop_dump (out, scop);
  fclose (out);
  return text;
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);
  struct ph_scop *scop = gemm (ctx);
  const char *why = NULL;
  isl_union_set *accessed;
  char *text;
  int a, b, ok;

  unit_check ("statements", ph_scop_n_statement (scop) == 2, NULL);
  unit_check ("parameters", ph_scop_n_param (scop) == 1, NULL);
  ok = ph_scop_check (scop, &why) == isl_stat_ok;
  unit_check ("consistent model", ok, why);

  accessed = ph_scop_accessed (scop);
  unit_check ("accessed elements",
	      union_set_is (accessed, "[n] -> { A[i, k] : 0 <= i, k < n; "
				      "B[k, j] : 0 <= k, j < n; "
				      "C[i, j] : 0 <= i, j < n }"), NULL);
  isl_union_set_free (accessed);

  a = ph_scop_add_array (scop, isl_id_alloc (ctx, "A", NULL),
			 PH_ARRAY_MEMORY, 2, 8,
			 isl_multi_pw_aff_read_from_str
			   (ctx, "[n] -> { [] -> [(n)] }"));
  b = ph_scop_add_array (scop, isl_id_alloc (ctx, "B", NULL),
			 PH_ARRAY_MEMORY, 2, 8, NULL);
  unit_check ("array indices", a == 0 && b == 1, NULL);
  unit_check ("alias pair", ph_scop_add_alias (scop, a, b) == isl_stat_ok
			    && scop->n_alias == 1, NULL);
  text = dump_text (scop);
  unit_check ("dump names the arrays and aliases",
	      text && strstr (text, "array: A, memory, 2 dimensions, "
				    "8-byte elements, inner sizes")
	      && strstr (text, "may-alias: A B\n")
	      && strstr (text, "context: [n] -> {  : n > 0 }\n")
	      && strstr (text, "schedule:\n"), text);
  free (text);

  /* The boxes of A, B and C, n x n doubles each: unknown for any n > 0,
     3 * 8 * 8 * 8 bytes once the context bounds n by 8.  */
  ph_scop_add_array (scop, isl_id_alloc (ctx, "C", NULL), PH_ARRAY_MEMORY,
		     2, 8, NULL);
  unit_check ("footprint of unbounded sizes is unknown",
	      ph_scop_footprint (scop) == -1, NULL);
  unit_check ("instances of unbounded loops are unknown",
	      ph_scop_instances (scop) == -1, NULL);
  scop->context = isl_set_intersect
		    (scop->context,
		     isl_set_read_from_str (ctx, "[n] -> { : n <= 8 }"));
  unit_check ("footprint under the context's bound",
	      ph_scop_footprint (scop) == 1536, NULL);
  /* T's 8 x 8 and S's 8 x 8 x 8.  */
  unit_check ("instances under the context's bound",
	      ph_scop_instances (scop) == 576, NULL);

  /* An access from instances outside the domain.  */
  scop->reads = isl_union_map_union
    (scop->reads, isl_union_map_read_from_str
		    (ctx, "[n] -> { S[i, j, n] -> A[i, n] }"));
  why = NULL;
  ok = ph_scop_check (scop, &why) < 0 && why
  	      && strstr (why, "outside the statement domains");
  unit_check ("access outside the domain is refused", ok, why);
  ph_scop_free (scop);

  /* A schedule that forgets a statement.  */
  scop = gemm (ctx);
  scop->domain = isl_union_set_union
    (scop->domain, isl_union_set_read_from_str (ctx, "{ U[] }"));
  why = NULL;
  ok = ph_scop_check (scop, &why) < 0 && why
  	      && strstr (why, "schedule");
  unit_check ("unscheduled statement is refused", ok, why);
  ph_scop_free (scop);

  /* A must-write that is not a may-write.  */
  scop = gemm (ctx);
  scop->must_writes = isl_union_map_union
    (scop->must_writes, isl_union_map_read_from_str
			  (ctx, "[n] -> { T[i, j] -> B[i, j] }"));
  why = NULL;
  ok = ph_scop_check (scop, &why) < 0 && why
  	      && strstr (why, "must-write");
  unit_check ("must-write outside the may-writes is refused", ok, why);
  ph_scop_free (scop);

  /* Counts that wrap around: a domain that divides by 2^32 (GCC's
     unsigned trip count of a loop from m to n), not one that divides
     by a tile's size.  */
  {
    isl_union_set *wraps = isl_union_set_read_from_str
      (ctx, "[m, n] -> { S[i] : 0 <= i and "
	    "4294967296 * floor((n - m - 1)/4294967296) < n - m - i }");
    isl_union_set *tiles = isl_union_set_read_from_str
      (ctx, "[n] -> { S[i] : 0 <= i < n and 32 * floor(i/32) = i }");

    unit_check ("a division by 2^32 wraps",
		ph_union_set_wraps (wraps) == isl_bool_true, NULL);
    unit_check ("a division by 32 does not wrap",
		ph_union_set_wraps (tiles) == isl_bool_false, NULL);
    isl_union_set_free (wraps);
    isl_union_set_free (tiles);
  }

  isl_ctx_free (ctx);
  return unit_status ();
}
