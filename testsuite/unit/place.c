/* Unit tests of the placement of scalars in array elements: the
   accumulator of a matrix product held in its element of c, its store
   back dropped, and the placements that would change what a read
   finds, refused; and of the expansion of a scalar into an array of
   its own, its size and what it assumes.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/id.h>
#include <isl/set.h>
#include <isl/union_set.h>
#include <isl/union_map.h>
#include <isl/schedule.h>

#include "polyhedral/ctx.h"
#include "polyhedral/place.h"
#include "unit.h"

/* The product c[i][j] = sum_k a[i][k] * b[k][j] through a scalar as GCC
   sees it: S_init sets P = 0, S_acc reads P and writes P and V, S_store
   reads V and writes c[i][j].  EXTRA_READ is a read of S_acc added to
   the model (a union map in isl text), or "{ }".  */
static struct ph_scop *
product (isl_ctx *ctx, const char *extra_read)
{
  struct ph_scop *scop = ph_scop_alloc (ctx);
  const char *domain = "[n] -> { S_init[i, j] : 0 <= i, j < n; "
		       "S_acc[i, j, k] : 0 <= i, j, k < n; "
		       "S_store[i, j] : 0 <= i, j < n }";
  isl_union_map *extra = isl_union_map_read_from_str (ctx, extra_read);

  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str (ctx, domain);
  isl_union_map_free (scop->reads);
  scop->reads = isl_union_map_read_from_str
		  (ctx, "[n] -> { S_acc[i, j, k] -> P[]; S_acc[i, j, k] -> "
		   "a[i, k]; S_acc[i, j, k] -> b[k, j]; S_store[i, j] -> V[] }");
  scop->reads = isl_union_map_union (scop->reads, extra);
  isl_union_map_free (scop->must_writes);
  scop->must_writes = isl_union_map_read_from_str
			(ctx, "[n] -> { S_init[i, j] -> P[]; S_acc[i, j, k] "
			 "-> P[]; S_acc[i, j, k] -> V[]; S_store[i, j] -> "
			 "c[i, j] }");
  isl_union_map_free (scop->may_writes);
  scop->reads = isl_union_map_intersect_domain
		  (scop->reads, isl_union_set_copy (scop->domain));
  scop->must_writes = isl_union_map_intersect_domain
			(scop->must_writes, isl_union_set_copy (scop->domain));
  scop->may_writes = isl_union_map_copy (scop->must_writes);
  scop->schedule = isl_schedule_read_from_str
		     (ctx, "{ domain: \"[n] -> { S_init[i, j] : 0 <= i, j < n; "
		      "S_acc[i, j, k] : 0 <= i, j, k < n; S_store[i, j] : "
		      "0 <= i, j < n }\", child: { schedule: \"[n] -> "
		      "[{ S_init[i, j] -> [(i)]; S_acc[i, j, k] -> [(i)]; "
		      "S_store[i, j] -> [(i)] }, { S_init[i, j] -> [(j)]; "
		      "S_acc[i, j, k] -> [(j)]; S_store[i, j] -> [(j)] }]\", "
		      "child: { sequence: [ { filter: \"{ S_init[i, j] }\" }, "
		      "{ filter: \"{ S_acc[i, j, k] }\", child: { schedule: "
		      "\"[n] -> [{ S_acc[i, j, k] -> [(k)] }]\" } }, "
		      "{ filter: \"{ S_store[i, j] }\" } ] } } }");
  ph_scop_add_array (scop, isl_id_alloc (ctx, "P", NULL), PH_ARRAY_PHI, 0, 8,
		     NULL);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "V", NULL), PH_ARRAY_VALUE, 0,
		     8, NULL);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "a", NULL), PH_ARRAY_MEMORY, 2,
		     8, NULL);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "b", NULL), PH_ARRAY_MEMORY, 2,
		     8, NULL);
  ph_scop_add_array (scop, isl_id_alloc (ctx, "c", NULL), PH_ARRAY_MEMORY, 2,
		     8, NULL);
  return scop;
}

/* Place P and V of SCOP in c, by its statement S_store; every statement
   nested in the loops of S_store.  (isl ids of the same name and user
   are one.)  */
static isl_bool
place_in_c (struct ph_scop *scop)
{
  static const int scalars[] = { 0, 1 };
  isl_id *anchor = isl_id_alloc (scop->ctx, "S_store", NULL);
  isl_union_set *nested = isl_union_set_copy (scop->domain);
  isl_bool placed;

  placed = ph_scop_place_scalars (scop, scalars, 2, anchor, 4, nested);
  isl_id_free (anchor);
  isl_union_set_free (nested);
  return placed;
}

/* The product: the sum held in c[i][j] from S_init on.  */
static void
test_product (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");
  isl_bool placed = place_in_c (scop);

  unit_check ("product, placed", placed == isl_bool_true, "not placed");
  unit_check ("product, reads",
	      placed == isl_bool_true
	      && map_is (scop->reads, "[n] -> { S_acc[i, j, k] -> c[i, j] : "
			 "0 <= i, j, k < n; S_acc[i, j, k] -> a[i, k] : "
			 "0 <= i, j, k < n; S_acc[i, j, k] -> b[k, j] : "
			 "0 <= i, j, k < n; S_store[i, j] -> c[i, j] : "
			 "0 <= i, j < n }"), "wrong reads");
  unit_check ("product, writes",
	      placed == isl_bool_true
	      && map_is (scop->must_writes, "[n] -> { S_init[i, j] -> "
			 "c[i, j] : 0 <= i, j < n; S_acc[i, j, k] -> c[i, j] "
			 ": 0 <= i, j, k < n; S_store[i, j] -> c[i, j] : "
			 "0 <= i, j < n }"),
	      "wrong writes");
  unit_check ("product, recorded",
	      scop->arrays[0].placed_in == 4 && scop->arrays[1].placed_in == 4
	      && scop->arrays[4].placed_in == -1, "placed_in not set");
  ph_scop_free (scop);
}

/* Held in c[i][j], the sum's store only copies the element back: the
   statement goes, from the domain, the accesses and the schedule; the
   one that accumulates stays.  */
static void
test_drop_copy_back (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");
  isl_id *store = isl_id_alloc (ctx, "S_store", NULL);
  isl_id *acc = isl_id_alloc (ctx, "S_acc", NULL);
  isl_bool placed = place_in_c (scop);
  isl_bool kept = ph_scop_drop_copy_back (scop, acc);
  isl_bool dropped = ph_scop_drop_copy_back (scop, store);
  isl_union_set *want = isl_union_set_read_from_str
			  (ctx, "[n] -> { S_init[i, j] : 0 <= i, j < n; "
			   "S_acc[i, j, k] : 0 <= i, j, k < n }");
  isl_union_set *scheduled = isl_schedule_get_domain (scop->schedule);

  unit_check ("copy back, dropped",
	      placed == isl_bool_true && dropped == isl_bool_true,
	      "not dropped");
  unit_check ("copy back, accumulation kept", kept == isl_bool_false,
	      "dropped");
  unit_check ("copy back, domain",
	      isl_union_set_is_equal (scop->domain, want) == isl_bool_true
	      && isl_union_set_is_equal (scheduled, want) == isl_bool_true,
	      "wrong domain or schedule");
  unit_check ("copy back, writes",
	      map_is (scop->must_writes, "[n] -> { S_init[i, j] -> c[i, j] : "
		      "0 <= i, j < n; S_acc[i, j, k] -> c[i, j] : "
		      "0 <= i, j, k < n }"), "wrong writes");
  isl_union_set_free (want);
  isl_union_set_free (scheduled);
  isl_id_free (store);
  isl_id_free (acc);
  ph_scop_free (scop);
}

/* The sum also reads c[k][j] (an in-place product): held in c[i][j],
   it would change what the reads of column j find.  */
static void
test_read_of_target (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "[n] -> { S_acc[i, j, k] -> "
				  "c[k, j] }");
  isl_bool placed = place_in_c (scop);

  unit_check ("in place, refused", placed == isl_bool_false, "placed");
  unit_check ("in place, unchanged",
	      scop->arrays[0].placed_in == -1
	      && map_is (scop->must_writes, "[n] -> { S_init[i, j] -> P[] : "
			 "0 <= i, j < n; S_acc[i, j, k] -> P[] : "
			 "0 <= i, j, k < n; S_acc[i, j, k] -> V[] : "
			 "0 <= i, j, k < n; S_store[i, j] -> c[i, j] : "
			 "0 <= i, j < n }"), "changed");
  ph_scop_free (scop);
}

/* SCOP without the writes WRITES (a union map in isl text).  */
static void
drop_writes (struct ph_scop *scop, const char *writes)
{
  isl_union_map *drop = isl_union_map_read_from_str (scop->ctx, writes);

  scop->must_writes = isl_union_map_subtract (scop->must_writes,
					      isl_union_map_copy (drop));
  scop->may_writes = isl_union_map_subtract (scop->may_writes, drop);
}

/* The sum's first value comes from before the SCoP (no S_init): the
   element's would replace it.  */
static void
test_value_from_before (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");

  drop_writes (scop, "[n] -> { S_init[i, j] -> P[] }");
  unit_check ("value from before, refused",
	      place_in_c (scop) == isl_bool_false, "placed");
  ph_scop_free (scop);
}

/* Expand the scalar P of SCOP along the coordinate DIM of its
   statements, into at most MAX elements of E_P.  */
static isl_bool
expand_p (struct ph_scop *scop, int dim, long max)
{
  return ph_scop_expand_scalar (scop, 0, dim,
				isl_id_alloc (scop->ctx, "E_P", NULL), max);
}

/* The in-place product cannot hold its sum in c[i][j], but in a sum
   per column, E_P[j], of at most 64 elements, under the assumption
   that n needs no more.  */
static void
test_expand (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "[n] -> { S_acc[i, j, k] -> "
				  "c[k, j] }");
  isl_bool expanded = expand_p (scop, 1, 64);
  isl_set *want = isl_set_read_from_str (ctx, "[n] -> { : n <= 64 }");

  unit_check ("expand, done", expanded == isl_bool_true, "not expanded");
  unit_check ("expand, array",
	      expanded == isl_bool_true && scop->n_array == 6
	      && scop->arrays[0].placed_in == 5
	      && scop->arrays[5].kind == PH_ARRAY_MEMORY
	      && scop->arrays[5].n_dim == 1
	      && scop->arrays[5].expansion_dim == 1
	      && scop->arrays[5].expansion_size == 64, "wrong array");
  unit_check ("expand, writes",
	      expanded == isl_bool_true
	      && map_is (scop->must_writes, "[n] -> { S_init[i, j] -> "
			 "E_P[j] : 0 <= i, j < n; S_acc[i, j, k] -> E_P[j] : "
			 "0 <= i, j, k < n; S_acc[i, j, k] -> V[] : "
			 "0 <= i, j, k < n; S_store[i, j] -> c[i, j] : "
			 "0 <= i, j < n }"), "wrong writes");
  unit_check ("expand, assumed",
	      expanded == isl_bool_true && scop->assumes_sizes && scop->assumed
	      && isl_set_is_equal (scop->assumed, want) == isl_bool_true,
	      "wrong assumption");
  isl_set_free (want);
  ph_scop_free (scop);
}

/* Where the context bounds n, the array has just the elements used,
   and nothing is assumed.  */
static void
test_expand_bounded (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");
  isl_bool expanded;

  scop->context = isl_set_intersect
		    (scop->context, isl_set_read_from_str
				      (ctx, "[n] -> { : n <= 10 }"));
  expanded = expand_p (scop, 1, 64);
  unit_check ("expand bounded, done", expanded == isl_bool_true,
	      "not expanded");
  unit_check ("expand bounded, size",
	      expanded == isl_bool_true && scop->arrays[5].expansion_size == 10
	      && !scop->assumed && !scop->assumes_sizes, "wrong size");
  ph_scop_free (scop);
}

/* Along k, S_init and S_store have no coordinate to index the sum; and
   where n >= 100, 64 elements are never enough.  */
static void
test_expand_refused (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");

  unit_check ("expand along k, refused",
	      expand_p (scop, 2, 64) == isl_bool_false, "expanded");
  unit_check ("expand along k, unchanged",
	      scop->n_array == 5 && scop->arrays[0].placed_in == -1
	      && !scop->assumed, "changed");
  scop->context = isl_set_intersect
		    (scop->context, isl_set_read_from_str
				      (ctx, "[n] -> { : n >= 100 }"));
  unit_check ("expand beyond the size, refused",
	      expand_p (scop, 1, 64) == isl_bool_false, "expanded");
  unit_check ("expand beyond the size, unchanged",
	      scop->n_array == 5 && !scop->assumed, "changed");
  ph_scop_free (scop);
}

/* Without S_init, the first read of each sum finds the value from
   before the SCoP, which no element of E_P would hold.  */
static void
test_expand_value_from_before (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");

  drop_writes (scop, "[n] -> { S_init[i, j] -> P[] }");
  unit_check ("expand value from before, refused",
	      expand_p (scop, 1, 64) == isl_bool_false, "expanded");
  unit_check ("expand value from before, unchanged",
	      scop->n_array == 5 && scop->arrays[0].placed_in == -1
	      && !scop->assumed, "changed");
  ph_scop_free (scop);
}

/* The sum carried from one j to the next (S_init only where j = 0):
   indexed by j, the sum of j would be read where j - 1 wrote it.  */
static void
test_expand_carried (isl_ctx *ctx)
{
  struct ph_scop *scop = product (ctx, "{ }");

  drop_writes (scop, "[n] -> { S_init[i, j] -> P[] : j > 0 }");
  unit_check ("expand carried along j, refused",
	      expand_p (scop, 1, 64) == isl_bool_false, "expanded");
  unit_check ("expand carried along i, done",
	      expand_p (scop, 0, 64) == isl_bool_true, "not expanded");
  ph_scop_free (scop);
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);

  test_product (ctx);
  test_drop_copy_back (ctx);
  test_read_of_target (ctx);
  test_value_from_before (ctx);
  test_expand (ctx);
  test_expand_bounded (ctx);
  test_expand_refused (ctx);
  test_expand_value_from_before (ctx);
  test_expand_carried (ctx);
  isl_ctx_free (ctx);
  return unit_status ();
}
