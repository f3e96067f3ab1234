/* Unit tests of the AST built from a schedule: the loops and the calls
   code generation walks, printed as C.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include <isl/aff.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/schedule.h>

#include "polyhedral/ast.h"
#include "polyhedral/ctx.h"
#include "unit.h"

/* The AST of SCOP printed as C, its loops annotated under DEPS when
   not NULL; to be freed.  */
static char *
ast_text_under (struct ph_scop *scop, const struct ph_parallel_deps *deps)
{
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);
  isl_ast_node *node = ph_ast_generate (scop, scop->schedule, deps,
					PH_AST_THREADS, NULL);

  if (node)
    ph_ast_dump (out, node);
  fclose (out);
  isl_ast_node_free (node);
  return text;
}

/* The AST of SCOP printed as C; to be freed.  */
static char *
ast_text (struct ph_scop *scop)
{
  return ast_text_under (scop, NULL);
}

/* A SCoP in CTX under the context n > 0 of the statement instances
   DOMAIN, scheduled by one band, BAND (isl text of its partial
   schedule).  */
static struct ph_scop *
band_scop (isl_ctx *ctx, const char *domain, const char *band)
{
  struct ph_scop *scop = ph_scop_alloc (ctx);

  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str (ctx, "[n] -> { : n > 0 }");
  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str (ctx, domain);
  scop->schedule = isl_schedule_insert_partial_schedule
    (isl_schedule_from_domain (isl_union_set_read_from_str (ctx, domain)),
     isl_multi_union_pw_aff_read_from_str (ctx, band));
  return scop;
}

/* DEPS read from isl text: SHARED, REDUCTION, PRIVATE_FLOW, and as all
   of them, their union with PRIVATE_OTHER.  */
static void
deps_read (isl_ctx *ctx, struct ph_parallel_deps *deps, const char *shared,
	   const char *reduction, const char *private_flow,
	   const char *private_other)
{
  deps->shared = isl_union_map_read_from_str (ctx, shared);
  deps->reduction = isl_union_map_read_from_str (ctx, reduction);
  deps->private_flow = isl_union_map_read_from_str (ctx, private_flow);
  deps->all = isl_union_map_union
		(isl_union_map_union (isl_union_map_copy (deps->shared),
				      isl_union_map_copy (deps->reduction)),
		 isl_union_map_union (isl_union_map_copy (deps->private_flow),
				      isl_union_map_read_from_str
					(ctx, private_other)));
}

/* Free the relations of DEPS.  */
static void
deps_clear (struct ph_parallel_deps *deps)
{
  isl_union_map_free (deps->shared);
  isl_union_map_free (deps->reduction);
  isl_union_map_free (deps->private_flow);
  isl_union_map_free (deps->all);
}

/* The AST of the square of side n of statements S and T, scheduled
   row by row, S before T, with the dependences SHARED, the flow
   dependences through private scalars PRIVATE_FLOW and their other
   dependences PRIVATE_OTHER (isl text), printed as C; to be freed.  */
static char *
square_text (isl_ctx *ctx, const char *shared, const char *private_flow,
	     const char *private_other)
{
  struct ph_scop *scop = band_scop
    (ctx, "[n] -> { S[i, j] : 0 <= i, j < n; T[i, j] : 0 <= i, j < n }",
     "[{ S[i, j] -> [(i)]; T[i, j] -> [(i)] }, "
     "{ S[i, j] -> [(j)]; T[i, j] -> [(j)] }, "
     "{ S[i, j] -> [(0)]; T[i, j] -> [(1)] }]");
  struct ph_parallel_deps deps;
  char *text;

  deps_read (ctx, &deps, shared, "{ }", private_flow, private_other);
  text = ast_text_under (scop, &deps);
  deps_clear (&deps);
  ph_scop_free (scop);
  return text;
}

/* The bounds on trips of the first loop of the AST of the tiles of
   S[i] (0 <= i < n, tiles of 32) and of the loop inside it, as C, in
   OUTER and INNER; to be freed.  */
static void
tile_trips (isl_ctx *ctx, char **outer, char **inner)
{
  struct ph_scop *scop = band_scop
    (ctx, "[n] -> { S[i] : 0 <= i < n }",
     "[{ S[i] -> [(32 * floor(i / 32))] }, { S[i] -> [(i)] }]");
  struct ph_parallel_deps deps;
  isl_ast_node *node, *body;
  const struct ph_ast_loop_info *info;

  *outer = *inner = NULL;
  deps_read (ctx, &deps, "{ }", "{ }", "{ }", "{ }");
  node = ph_ast_generate (scop, scop->schedule, &deps, PH_AST_THREADS, NULL);
  info = node ? ph_ast_loop_info (node) : NULL;
  if (info && info->max_trips)
    *outer = isl_ast_expr_to_C_str (info->max_trips);
  body = node ? isl_ast_node_for_get_body (node) : NULL;
  info = body ? ph_ast_loop_info (body) : NULL;
  if (info && info->max_trips)
    *inner = isl_ast_expr_to_C_str (info->max_trips);
  isl_ast_node_free (body);
  isl_ast_node_free (node);
  deps_clear (&deps);
  ph_scop_free (scop);
}

/* The annotations of the outer and inner loops of the AST of S[i, j]
   over the square of side n with no dependence, annotated as ANNOTATE
   says: whether the outer loop is parallel in *OUTER_PARALLEL, whether
   the inner one is simd in *INNER_SIMD (-1 when a loop is missing).  */
static void
square_annotations (isl_ctx *ctx, enum ph_ast_annotate annotate,
		    int *outer_parallel, int *inner_simd)
{
  struct ph_scop *scop = band_scop
    (ctx, "[n] -> { S[i, j] : 0 <= i, j < n }",
     "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");
  struct ph_parallel_deps deps;
  isl_ast_node *node, *body;
  const struct ph_ast_loop_info *info;

  deps_read (ctx, &deps, "{ }", "{ }", "{ }", "{ }");
  node = ph_ast_generate (scop, scop->schedule, &deps, annotate, NULL);
  info = node ? ph_ast_loop_info (node) : NULL;
  *outer_parallel = info ? info->parallel : -1;
  body = node ? isl_ast_node_for_get_body (node) : NULL;
  info = body ? ph_ast_loop_info (body) : NULL;
  *inner_simd = info ? ph_ast_innermost_simd (body) : -1;
  isl_ast_node_free (body);
  isl_ast_node_free (node);
  deps_clear (&deps);
  ph_scop_free (scop);
}

/* Whether the outermost loop of the AST of C[i][j] += ... over k, its
   outer loop the tiles of SCHEDULE_OUTER (isl text of a one-member
   partial schedule), splits the rows of C between its iterations; -1
   when there is no annotated loop.  */
static int
outer_splits_rows (isl_ctx *ctx, const char *schedule_outer)
{
  struct ph_scop *scop = band_scop
    (ctx, "[n] -> { S[i, j, k] : 0 <= i, j, k < n }",
     "[{ S[i, j, k] -> [(i)] }, { S[i, j, k] -> [(k)] }, "
     "{ S[i, j, k] -> [(j)] }]");
  struct ph_parallel_deps deps;
  isl_ast_node *node;
  const struct ph_ast_loop_info *info;
  int splits;

  isl_union_map_free (scop->may_writes);
  scop->may_writes = isl_union_map_read_from_str
		       (ctx, "[n] -> { S[i, j, k] -> C[i, j] }");
  scop->schedule = isl_schedule_insert_partial_schedule
    (scop->schedule, isl_multi_union_pw_aff_read_from_str (ctx,
							    schedule_outer));
  deps_read (ctx, &deps, "[n] -> { S[i, j, k] -> S[i, j, k + 1] }", "{ }",
	     "{ }", "{ }");
  node = ph_ast_generate (scop, scop->schedule, &deps, PH_AST_THREADS, NULL);
  info = node ? ph_ast_loop_info (node) : NULL;
  splits = info && info->parallel ? info->splits_rows : -1;
  isl_ast_node_free (node);
  deps_clear (&deps);
  ph_scop_free (scop);
  return splits;
}

/* The AST of S[i, j] over the square of side n, row by row, a
   reduction into WRITES (isl text: the element each instance
   accumulates into) with the dependences REDUCTION between its
   instances, printed as C; to be freed.  */
static char *
reduction_text (isl_ctx *ctx, const char *writes, const char *reduction)
{
  struct ph_scop *scop = band_scop
    (ctx, "[n] -> { S[i, j] : 0 <= i, j < n }",
     "[{ S[i, j] -> [(i)] }, { S[i, j] -> [(j)] }]");
  struct ph_parallel_deps deps;
  char *text;

  isl_union_map_free (scop->may_writes);
  scop->may_writes = isl_union_map_read_from_str (ctx, writes);
  deps_read (ctx, &deps, "{ }", reduction, "{ }", "{ }");
  text = ast_text_under (scop, &deps);
  deps_clear (&deps);
  ph_scop_free (scop);
  return text;
}

/* Whether TEXT has "#pragma omp parallel for" right before LOOP.  */
static int
parallel_before (const char *text, const char *loop)
{
  const char *pragma = text ? strstr (text, "#pragma omp parallel for") : NULL;
  const char *at = text ? strstr (text, loop) : NULL;
  size_t len = pragma && !strncmp (pragma + 24, " simd", 5) ? 29 : 24;

  return pragma && at && pragma < at
	 && !strstr (pragma + 1, "#pragma omp parallel for")
	 && strspn (pragma + len, " \n") == (size_t) (at - pragma - len);
}

/* Check NAME: with the reduction of reduction_text, the outermost
   parallel loop is LOOP (none when NULL), accumulating apart into the
   element of S when PER_THREAD.  */
static void
check_reduction (isl_ctx *ctx, const char *name, const char *writes,
		 const char *reduction, const char *loop, int per_thread)
{
  char *text = reduction_text (ctx, writes, reduction);
  const char *comment = text ? strstr (text, "// reductions, per thread: S\n") : NULL;

  unit_check (name, (loop ? parallel_before (text, loop)
			  : text && !strstr (text, "#pragma omp parallel"))
		    && !comment == !per_thread, text);
  free (text);
}

/* Check NAME: under SHARED and PRIVATE_FLOW (see square_text), the
   parallel loop is LOOP (the start of its for line), or there is none
   when LOOP is NULL.  */
static void
check_parallel (isl_ctx *ctx, const char *name, const char *shared,
		const char *private_flow, const char *loop)
{
  char *text = square_text (ctx, shared, private_flow, "{ }");

  unit_check (name, loop ? parallel_before (text, loop)
		    : text && !strstr (text, "#pragma omp parallel"), text);
  free (text);
}

/* Check NAME: under SHARED, PRIVATE_FLOW and PRIVATE_OTHER (see
   square_text), the inner loop of the square is simd (in a parallel
   outer loop) when SIMD, else not.  */
static void
check_simd (isl_ctx *ctx, const char *name, const char *shared,
	    const char *private_flow, const char *private_other, int simd)
{
  char *text = square_text (ctx, shared, private_flow, private_other);
  const char *pragma = text ? strstr (text, "simd\n") : NULL;
  const char *inner = text ? strstr (text, "for (int c1") : NULL;

  unit_check (name, text && (simd ? pragma && inner
				    && strspn (pragma + 5, " ")
				       == (size_t) (inner - pragma - 5)
			     : !strstr (text, "simd")), text);
  free (text);
}

/* The AST of S[i] over DOMAIN (isl text), scheduled by i, under the
   context that n fits an int (the bounds of its type), printed as C;
   to be freed.  */
static char *
typed_context_text (isl_ctx *ctx, const char *domain)
{
  struct ph_scop *scop = band_scop (ctx, domain, "[{ S[i] -> [(i)] }]");
  char *text;

  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str
    (ctx, "[n] -> { : -2147483648 <= n <= 2147483647 }");
  text = ast_text (scop);
  ph_scop_free (scop);
  return text;
}

int
main (void)
{
  isl_ctx *ctx = ph_ctx_alloc (0);
  struct ph_scop *scop = ph_scop_alloc (ctx);
  char *text;

  /* A triangle, then a statement after the loop nest (the sequence
     takes the AST dimension c1).  */
  isl_set_free (scop->context);
  scop->context = isl_set_read_from_str (ctx, "[n] -> { : n > 0 }");
  isl_union_set_free (scop->domain);
  scop->domain = isl_union_set_read_from_str
    (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n; T[] }");
  scop->schedule = isl_schedule_from_domain
    (isl_union_set_read_from_str (ctx, "[n] -> { S[i, j] : 0 <= j <= i < n }"));
  scop->schedule = isl_schedule_insert_partial_schedule
    (scop->schedule, isl_multi_union_pw_aff_read_from_str
		       (ctx, "[n] -> [{ S[i, j] -> [(i)] }]"));
  scop->schedule = isl_schedule_sequence
    (scop->schedule, isl_schedule_from_domain
		       (isl_union_set_read_from_str (ctx, "{ T[] }")));
  text = ast_text (scop);
  unit_check ("outer loop", text && strstr (text, "for (int c0 = 0; c0 < n; "
					    "c0 += 1)"), text);
  unit_check ("inner loop bounded by the outer counter",
	      text && strstr (text, "for (int c2 = 0; c2 <= c0; c2 += 1)"),
	      text);
  unit_check ("calls with the statement's coordinates",
	      text && strstr (text, "S(c0, c2);")
	      && strstr (text, "T();"), text);
  {
    isl_ast_node *node = ph_ast_generate (scop, scop->schedule, NULL,
					  PH_AST_THREADS, NULL);
    unit_check ("the generator supports the AST",
		node && ph_ast_supported (node), NULL);
    isl_ast_node_free (node);
  }
  unit_check ("program order kept",
	      text && strstr (text, "S(c0, c2);") < strstr (text, "T();"),
	      text);
  free (text);
  ph_scop_free (scop);

  /* Parallel loops: the outermost loop that carries no dependence.  */
  check_parallel (ctx, "a dependence along i: the j loop is parallel",
		  "[n] -> { S[i, j] -> S[i + 1, j] }", "{ }",
		  "for (int c1 = 0;");
  check_parallel (ctx, "a dependence along j: the i loop is parallel, alone",
		  "[n] -> { S[i, j] -> S[i, j + 1] }", "{ }",
		  "for (int c0 = 0;");
  check_parallel (ctx, "a dependence along i, back in j: the j loop is "
		  "parallel", "[n] -> { S[i, j] -> S[i + 1, j - 1] }", "{ }",
		  "for (int c1 = 0;");
  check_parallel (ctx, "dependences at every distance along i: j is "
		  "parallel", "[n] -> { S[i, j] -> S[i', j'] : i' > i }",
		  "{ }", "for (int c1 = 0;");

  /* A scalar written by S and read by T: private when its values stay
     in one iteration.  */
  check_parallel (ctx, "a private scalar used where computed: i is "
		  "parallel", "[n] -> { S[i, j] -> S[i, j + 1] }",
		  "[n] -> { S[i, j] -> T[i, j] }", "for (int c0 = 0;");
  check_parallel (ctx, "a private scalar's value used in the next row: "
		  "no parallel loop", "[n] -> { S[i, j] -> S[i, j + 1] }",
		  "[n] -> { S[i, j] -> T[i + 1, j] }", NULL);
  check_parallel (ctx, "a private scalar's value used in the next column: "
		  "no parallel loop", "[n] -> { S[i, j] -> S[i + 1, j] }",
		  "[n] -> { S[i, j] -> T[i, j + 1] }", NULL);
  check_simd (ctx, "a dependence along i: the j loop is simd",
	      "[n] -> { S[i, j] -> S[i + 1, j] }", "{ }", "{ }", 1);
  check_simd (ctx, "a private scalar used where computed: j is simd",
	      "[n] -> { S[i, j] -> S[i + 1, j] }",
	      "[n] -> { S[i, j] -> T[i, j] }", "{ }", 1);
  check_simd (ctx, "a private scalar rewritten in each iteration: j is "
	      "not simd", "[n] -> { S[i, j] -> S[i + 1, j] }",
	      "[n] -> { S[i, j] -> T[i, j] }",
	      "[n] -> { T[i, j] -> S[i, j + 1] }", 0);
  check_simd (ctx, "a dependence along j: j is not simd",
	      "[n] -> { S[i, j] -> S[i, j + 1] }", "{ }", "{ }", 0);
  {
    int outer, inner;

    square_annotations (ctx, PH_AST_EVERY_LOOP, &outer, &inner);
    unit_check ("every loop annotated: the outer loop is parallel, the "
		"inner one simd", outer == 1 && inner == 1, NULL);
    square_annotations (ctx, PH_AST_INNERMOST, &outer, &inner);
    unit_check ("innermost loops annotated: the outer loop is not asked, "
		"the inner one is simd", outer == 0 && inner == 1, NULL);
  }
  check_parallel (ctx, "dependences along both: no parallel loop",
		  "[n] -> { S[i, j] -> S[i, j'] : j' > j; "
		  "S[i, j] -> S[i + 1, 0] }", "{ }", NULL);

  /* Reductions: a loop that carries one is parallel when each of its
     executions accumulates into one element, which each thread then
     copies.  */
  check_reduction (ctx, "a sum of the square into s: i is parallel, per "
		   "thread", "[n] -> { S[i, j] -> s[] }",
		   "[n] -> { S[i, j] -> S[i', j'] : i' > i or "
		   "(i' = i and j' > j) }", "for (int c0 = 0;", 1);
  check_reduction (ctx, "sums of rows into x[i]: i is parallel, shared",
		   "[n] -> { S[i, j] -> x[i] }",
		   "[n] -> { S[i, j] -> S[i, j'] : j' > j }",
		   "for (int c0 = 0;", 0);
  check_reduction (ctx, "sums of columns into x[j]: j is parallel, shared",
		   "[n] -> { S[i, j] -> x[j] }",
		   "[n] -> { S[i, j] -> S[i', j] : i' > i }",
		   "for (int c1 = 0;", 0);
  check_reduction (ctx, "sums of pairs of columns into x[j / 2]: no "
		   "parallel loop", "[n] -> { S[i, j] -> x[floor(j / 2)] }",
		   "[n] -> { S[i, j] -> S[i', j'] : floor(j' / 2) = "
		   "floor(j / 2) and (i' > i or (i' = i and j' > j)) }",
		   NULL, 0);

  /* Tiles of columns rewritten over k share the lines at their
     boundaries; tiles of rows do not.  */
  unit_check ("tiles of j of C[i][j] += ...: rows split",
	      outer_splits_rows (ctx, "[{ S[i, j, k] -> [(32 * floor(j / 32))] }]")
	      == 1, NULL);
  unit_check ("tiles of i of C[i][j] += ...: rows whole",
	      outer_splits_rows (ctx, "[{ S[i, j, k] -> [(32 * floor(i / 32))] }]")
	      == 0, NULL);

  /* Bounds on trips: a tile loop's in the parameter, its point loop's
     the tile size (n when n is smaller).  */
  {
    char *outer, *inner;
    tile_trips (ctx, &outer, &inner);
    unit_check ("trips of a tile loop: bound in n",
		outer && strstr (outer, "n") && !strstr (outer, "c0"), outer);
    unit_check ("trips of a point loop: the tile size",
		inner && strstr (inner, "32") && !strstr (inner, "c0"), inner);
    free (outer);
    free (inner);
  }

  /* The bounds of a parameter's type are left out of the AST's
     context (they slow isl down), unless a count wraps around (a
     division by 2^32 in a domain), where they make the AST simpler.  */
  text = typed_context_text
    (ctx, "[n] -> { S[i] : 0 <= i < n and i <= 2147483650 }");
  unit_check ("the type's bounds left out: the larger bound on i stays",
	      text && strstr (text, "2147483650"), text);
  free (text);
  text = typed_context_text
    (ctx, "[n] -> { S[i] : n < 0 and "
	  "0 <= i < n - 4294967296 * floor(n / 4294967296) }");
  unit_check ("a count that wraps around: the type's bounds kept",
	      text && strstr (text, "n + 4294967295")
	      && !strstr (text, "%") && !strstr (text, "floord"), text);
  free (text);

  isl_ctx_free (ctx);
  return unit_status ();
}
