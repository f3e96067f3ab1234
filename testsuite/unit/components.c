/* Unit tests of whether a schedule's bands each stay within one
   strongly connected component of the dependences left at their
   depth, and of the proximity between components that fusion cannot
   use.  */

#include <isl/schedule.h>
#include <isl/union_map.h>

#include "polyhedral/components.h"
#include "unit.h"

/* A time loop around two statements, each reading what the other wrote:
   S at t before T at t, T at t before S at t + 1.  */
static const char *const cycle
  = "{ S[t, i] -> T[t, i]; T[t, i] -> S[t + 1, i] }";

/* The domain of the time loop.  */
#define TIME_DOMAIN \
  "domain: \"{ S[t, i] : 0 <= t < 10 and 0 <= i < 10; " \
  "T[t, i] : 0 <= t < 10 and 0 <= i < 10 }\""

/* Whether SCHEDULE (isl text) keeps its bands within the components of
   EDGES, as ph_schedule_bands_in_components answers.  */
static isl_bool
in_components (isl_ctx *ctx, const char *schedule, const char *edges)
{
  isl_schedule *s = isl_schedule_read_from_str (ctx, schedule);
  isl_union_map *e = isl_union_map_read_from_str (ctx, edges);
  isl_bool in = ph_schedule_bands_in_components (s, e);

  isl_schedule_free (s);
  isl_union_map_free (e);
  return in;
}

/* Whether PROXIMITY (isl text), filtered under EDGES and DOMAIN by
   ph_union_map_drop_unfusable_proximity, is WANT.  */
static int
links_kept (isl_ctx *ctx, const char *proximity, const char *edges,
	    const char *domain, const char *want)
{
  isl_union_map *e = isl_union_map_read_from_str (ctx, edges);
  isl_union_set *d = isl_union_set_read_from_str (ctx, domain);
  isl_union_map *kept = ph_union_map_drop_unfusable_proximity
			  (isl_union_map_read_from_str (ctx, proximity), e, d);
  int same = kept && map_is (kept, want);

  isl_union_map_free (kept);
  isl_union_map_free (e);
  isl_union_set_free (d);
  return same;
}

/* A Jacobi-like time loop, S and T each reading the other's neighbours,
   after an initialisation I of both grids, before an output O.  */
#define JACOBI_DOMAIN \
  "[n] -> { I[i] : 0 <= i < n; S[t, i] : 0 <= t < 9 and 0 < i < n - 1; " \
  "T[t, i] : 0 <= t < 9 and 0 < i < n - 1; O[i] : 0 <= i < n }"
#define JACOBI_EDGES \
  "[n] -> { I[i] -> S[0, i'] : i - 1 <= i' <= i + 1; " \
  "I[i] -> T[t, i'] : i' = i and (i = 1 or i = n - 2); " \
  "S[t, i] -> T[t, i'] : i - 1 <= i' <= i + 1; " \
  "T[t, i] -> S[t + 1, i'] : i - 1 <= i' <= i + 1; " \
  "T[8, i] -> O[i] }"

int
main (void)
{
  isl_ctx *ctx = isl_ctx_alloc ();

  unit_check
    ("a band around the whole cycle is in one component",
     in_components
       (ctx,
	"{ " TIME_DOMAIN ", child: { schedule: \"[{ S[t, i] -> [(t)]; "
	"T[t, i] -> [(t)] }, { S[t, i] -> [(i)]; T[t, i] -> [(i)] }]\", "
	"child: { sequence: [ { filter: \"{ S[t, i] }\" }, "
	"{ filter: \"{ T[t, i] }\" } ] } } }", cycle) == isl_bool_true,
     NULL);
  unit_check
    ("inside the time loop, one band around both statements merges two",
     in_components
       (ctx,
	"{ " TIME_DOMAIN ", child: { schedule: \"[{ S[t, i] -> [(t)]; "
	"T[t, i] -> [(t)] }]\", child: { schedule: \"[{ S[t, i] -> [(i)]; "
	"T[t, i] -> [(i)] }]\", child: { sequence: [ "
	"{ filter: \"{ S[t, i] }\" }, { filter: \"{ T[t, i] }\" } ] } } } }",
	cycle) == isl_bool_false, NULL);
  unit_check
    ("inside the time loop, a band for each statement keeps them apart",
     in_components
       (ctx,
	"{ " TIME_DOMAIN ", child: { schedule: \"[{ S[t, i] -> [(t)]; "
	"T[t, i] -> [(t)] }]\", child: { sequence: [ "
	"{ filter: \"{ S[t, i] }\", child: { schedule: "
	"\"[{ S[t, i] -> [(i)] }]\" } }, "
	"{ filter: \"{ T[t, i] }\", child: { schedule: "
	"\"[{ T[t, i] -> [(i)] }]\" } } ] } } }",
	cycle) == isl_bool_true, NULL);
  unit_check
    ("two nests fused into one band merge two components",
     in_components
       (ctx,
	"{ domain: \"{ A[i] : 0 <= i < 9; B[i] : 0 <= i < 9 }\", "
	"child: { schedule: \"[{ A[i] -> [(i)]; B[i] -> [(i)] }]\", "
	"child: { sequence: [ { filter: \"{ A[i] }\" }, "
	"{ filter: \"{ B[i] }\" } ] } } }",
	"{ A[i] -> B[i] }") == isl_bool_false, NULL);
  unit_check
    ("two independent statements in one band are two components",
     in_components
       (ctx,
	"{ domain: \"{ A[i] : 0 <= i < 9; B[i] : 0 <= i < 9 }\", "
	"child: { schedule: \"[{ A[i] -> [(i)]; B[i] -> [(i)] }]\" } }",
	"{ A[i] -> A[i + 1] }") == isl_bool_false, NULL);
  unit_check
    ("nests one after the other are in their components",
     in_components
       (ctx,
	"{ domain: \"{ A[i] : 0 <= i < 9; B[i] : 0 <= i < 9 }\", "
	"child: { sequence: [ { filter: \"{ A[i] }\", child: { schedule: "
	"\"[{ A[i] -> [(i)] }]\" } }, { filter: \"{ B[i] }\", child: { "
	"schedule: \"[{ B[i] -> [(i)] }]\" } } ] } }",
	"{ A[i] -> B[i] }") == isl_bool_true, NULL);

  unit_check
    ("a shallower nest and a time loop pinned by its stencil are not "
     "joined by proximity",
     links_kept (ctx, JACOBI_EDGES, JACOBI_EDGES, JACOBI_DOMAIN,
		 "[n] -> { S[t, i] -> T[t, i'] : i - 1 <= i' <= i + 1; "
		 "T[t, i] -> S[t + 1, i'] : i - 1 <= i' <= i + 1 }"),
     NULL);
  unit_check
    ("a reduction loop outermost is not pinned: its initialisation keeps "
     "its proximity",
     links_kept (ctx, "[n] -> { Z[i] -> R[0, i] }",
		 "[n] -> { Z[i] -> R[0, i]; R[k, i] -> R[k + 1, i] }",
		 "[n] -> { Z[i] : 0 <= i < n; R[k, i] : 0 <= k < n and "
		 "0 <= i < n }",
		 "[n] -> { Z[i] -> R[0, i] }"), NULL);
  unit_check
    ("two time loops of one depth keep their proximity",
     links_kept (ctx, "{ S[t, i] -> U[t, i] }",
		 "{ S[t, i] -> S[t + 1, i'] : i - 1 <= i' <= i + 1; "
		 "U[t, i] -> U[t + 1, i'] : i - 1 <= i' <= i + 1; "
		 "S[t, i] -> U[t, i] }",
		 "{ S[t, i] : 0 <= t < 9 and 0 < i < 9; "
		 "U[t, i] : 0 <= t < 9 and 0 < i < 9 }",
		 "{ S[t, i] -> U[t, i] }"), NULL);

  isl_ctx_free (ctx);
  return unit_status ();
}
