/* Unit tests of whether a schedule's bands each stay within one
   strongly connected component of the dependences left at their
   depth.  */

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

  isl_ctx_free (ctx);
  return unit_status ();
}
