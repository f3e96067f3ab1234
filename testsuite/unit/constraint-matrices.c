/* Unit tests of schedule constraints written as constraint matrices and
   read back in another context: the same sets and relations, the
   domain's statements in the same order, large numbers exact, and NULL
   where a relation cannot be written so or a text is not one.  */

#include <stdlib.h>
#include <string.h>

#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/constraint-matrices.h"
#include "unit.h"

/* Whether the union maps A and B, each in its own context, are equal,
   compared through isl's text in A's context.  */
static int
same_union_map (isl_union_map *a, isl_union_map *b)
{
  char *text = isl_union_map_to_str (b);
  int same = text && map_is (a, text);

  free (text);
  isl_union_map_free (a);
  isl_union_map_free (b);
  return same;
}

/* Whether the union sets A and B are equal (same_union_map).  */
static int
same_union_set (isl_union_set *a, isl_union_set *b)
{
  return same_union_map (isl_union_map_from_domain (a),
			 isl_union_map_from_domain (b));
}

/* Callback of isl_union_set_foreach_set: append SET's name to the
   string USER.  */
static isl_stat
append_name (isl_set *set, void *user)
{
  const char *name = isl_set_get_tuple_name (set);

  strcat (user, name ? name : "-");
  strcat (user, " ");
  isl_set_free (set);
  return isl_stat_ok;
}

/* Whether the domains of A and B list their statements in one order.  */
static int
same_order (isl_schedule_constraints *a, isl_schedule_constraints *b)
{
  char names_a[256] = "", names_b[256] = "";
  isl_union_set *da = isl_schedule_constraints_get_domain (a);
  isl_union_set *db = isl_schedule_constraints_get_domain (b);

  isl_union_set_foreach_set (da, &append_name, names_a);
  isl_union_set_foreach_set (db, &append_name, names_b);
  isl_union_set_free (da);
  isl_union_set_free (db);
  return *names_a && !strcmp (names_a, names_b);
}

/* Whether every part of A and B is the same.  */
static int
same_constraints (isl_schedule_constraints *a, isl_schedule_constraints *b)
{
  isl_set *ca = isl_schedule_constraints_get_context (a);
  isl_set *cb = isl_schedule_constraints_get_context (b);

  return same_union_set (isl_union_set_from_set (isl_set_from_params (ca)),
			 isl_union_set_from_set (isl_set_from_params (cb)))
	 && same_union_set (isl_schedule_constraints_get_domain (a),
			    isl_schedule_constraints_get_domain (b))
	 && same_union_map (isl_schedule_constraints_get_validity (a),
			    isl_schedule_constraints_get_validity (b))
	 && same_union_map (isl_schedule_constraints_get_coincidence (a),
			    isl_schedule_constraints_get_coincidence (b))
	 && same_union_map (isl_schedule_constraints_get_proximity (a),
			    isl_schedule_constraints_get_proximity (b))
	 && same_union_map
	      (isl_schedule_constraints_get_conditional_validity (a),
	       isl_schedule_constraints_get_conditional_validity (b))
	 && same_union_map
	      (isl_schedule_constraints_get_conditional_validity_condition (a),
	       isl_schedule_constraints_get_conditional_validity_condition
		 (b));
}

/* Schedule constraints read from isl text in CTX.  */
static isl_schedule_constraints *
constraints (isl_ctx *ctx, const char *text)
{
  return isl_schedule_constraints_read_from_str (ctx, text);
}

/* Check that TEXT's constraints come back the same through matrices,
   as the case NAME.  */
static void
check_round_trip (isl_ctx *ctx, const char *name, const char *text)
{
  isl_schedule_constraints *sc = constraints (ctx, text), *back = NULL;
  isl_ctx *other = isl_ctx_alloc ();
  char *matrices = sc ? ph_schedule_constraints_to_matrix_str (sc) : NULL;

  if (matrices)
    back = ph_schedule_constraints_read_from_matrix_str (other, matrices);
  unit_check (name, back && same_order (sc, back)
		    && same_constraints (sc, back),
	      matrices ? matrices : "not written");
  free (matrices);
  isl_schedule_constraints_free (sc);
  isl_schedule_constraints_free (back);
  isl_ctx_free (other);
}

int
main (void)
{
  isl_ctx *ctx = isl_ctx_alloc ();
  isl_schedule_constraints *sc;
  char *text;

  check_round_trip
    (ctx, "every part, with parameters, comes back the same",
     "{ context: \"[n, m] -> { : n >= 3 and m > n }\", "
     "domain: \"[n, m] -> { T[i, j] : 0 <= i < n and 0 <= j <= i; "
     "S[i] : 0 <= i < m; U[] }\", "
     "validity: \"[n, m] -> { S[i] -> T[i, j] : j <= i < n; "
     "T[i, j] -> T[i + 1, j]; T[i, j] -> S[i + j] : i + j < m }\", "
     "coincidence: \"[n, m] -> { T[i, j] -> T[i + 1, j] }\", "
     "proximity: \"[n, m] -> { S[i] -> T[i, 0]; U[] -> S[0] }\", "
     "condition: \"[n, m] -> { S[i] -> S[i + 1] }\", "
     "conditional_validity: \"[n, m] -> { S[i] -> S[j] : j > i }\" }");
  check_round_trip
    (ctx, "numbers beyond 32 and 64 bits are exact",
     "{ domain: \"{ S[i] : -4294967296 <= i <= 1099511627776 }\", "
     "validity: \"{ S[i] -> S[j] : 36893488147419103232 j >= "
     "36893488147419103232 i + 1 }\" }");
  check_round_trip
    (ctx, "a tuple without a name and empty relations",
     "{ domain: \"{ [i] : 0 <= i <= 9; S[] }\" }");
  /* PolyBench's gemm, whose statements came in another order from a
     union built anew.  */
  check_round_trip
    (ctx, "the domain's statements keep their order",
     "{ domain: \"{ S_3[i, j] : 0 <= i < 9 and 0 <= j < 8; "
     "S_9[i, j] : 0 <= i < 7 and 0 <= j < 8; "
     "S_12[i, j] : 0 <= i < 9 and 0 <= j < 8; "
     "S_6[i, j] : 0 <= i < 9 and 0 <= j < 7; "
     "S_13[i, j, k] : 0 <= i < 9 and 0 <= j < 7 and 0 <= k < 8 }\", "
     "validity: \"{ S_3[i, j] -> S_12[i, j]; S_12[i, j] -> S_13[i, 0, j] "
     "}\" }");

  sc = constraints (ctx, "{ domain: \"{ S[i] : 0 <= i < 9 }\", "
			 "validity: \"{ S[i] -> S[j] : j > i and i mod 2 = 0 }\" }");
  text = ph_schedule_constraints_to_matrix_str (sc);
  unit_check ("an integer division is not written", !text, text);
  free (text);
  isl_schedule_constraints_free (sc);

  sc = constraints (ctx, "{ domain: \"{ S[i] : 0 <= i < 9 }\", "
			 "validity: \"{ [S[i] -> A[]] -> [S[j] -> A[]] : "
			 "j > i }\" }");
  text = ph_schedule_constraints_to_matrix_str (sc);
  unit_check ("a nested space is not written", !text, text);
  free (text);
  isl_schedule_constraints_free (sc);

  sc = ph_schedule_constraints_read_from_matrix_str (ctx, "0 1\n- 0 S 1 1\n");
  unit_check ("a truncated text reads as NULL", !sc, NULL);
  isl_schedule_constraints_free (sc);
  sc = ph_schedule_constraints_read_from_matrix_str (ctx, "0 x\n");
  unit_check ("a word that is no count reads as NULL", !sc, NULL);
  isl_schedule_constraints_free (sc);

  isl_ctx_free (ctx);
  return unit_status ();
}
