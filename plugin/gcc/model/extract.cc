/* Extraction of the polyhedral model of a loop nest: statements (basic
   blocks that access memory or pass values between blocks), their
   domains and accesses, the original schedule, the parameters' context
   and the pairs of arrays that may share storage.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "cfganal.h"
#include "ssa.h"
#include "tree-ssa-alias.h"
#include "fold-const.h"
#include "tree-cfg.h"
#include "value-query.h"
#include "gimple-iterator.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>
#include <isl/schedule.h>

#include "polyhedral/ctx.h"
#include "polyhedral/delinearize.h"
#include "polyhedral/nonlinear.h"
#include "model/region.h"
#include "model/domain.h"
#include "model/choice.h"
#include "model/access.h"
#include "model/reduction.h"
#include "model/cost.h"
#include "model/place-scalars.h"
#include "model/detect.h"
#include "model/extract.h"

/* The blocks of LOOP's body in order of execution (a topological order
   of the body without back edges), from the reverse post order of the
   function in RPO_POS.  */
static int
rpo_compare (const void *a, const void *b, void *data)
{
  const int *pos = (const int *) data;
  basic_block x = *(const basic_block *) a, y = *(const basic_block *) b;
  return pos[x->index] - pos[y->index];
}

/* Whether block BB, whose memory accesses REGION->memory_refs holds, is
   a reduction statement of the model: one (ph_block_reduction_parts)
   whose other loads read arrays other than the one it accumulates
   into.  A load of that array may read the element itself (D[x] -=
   D[2 * j] where 2 * j = x: a use of the running value, which no
   reordering of the reduction may change), and a union of access
   relations does not tell it from the accumulator's own load (fuzzer
   seed 9474).  */
static bool
is_reduction_statement (struct ph_region *region, basic_block bb)
{
  struct ph_reduction_parts parts;
  int target = -1;

  if (!ph_block_reduction_parts (bb, &parts))
    return false;
  for (const struct ph_memory_ref &m : region->memory_refs)
    if (m.stmt == parts.store)
      target = m.array;
  if (target < 0)
    return false;
  for (const struct ph_memory_ref &m : region->memory_refs)
    if (gimple_bb (m.stmt) == bb && m.array == target
	&& m.stmt != parts.load && m.stmt != parts.store)
      return false;
  return true;
}

/* The original schedule of LOOP: a sequence, in program order, of its
   statements and inner loops under one band for LOOP's counter (none for
   the region's parent).  */
static isl_schedule *
loop_schedule (struct ph_region *region, class loop *loop,
	       const vec<basic_block> &body, const vec<isl_set *> &domains)
{
  isl_schedule *sched = NULL;
  isl_union_set *dom;
  int depth = ph_region_depth (region, loop);

  for (unsigned i = 0; i < body.length (); i++)
    {
      basic_block bb = body[i];
      isl_schedule *item = NULL;
      if (bb->loop_father == loop && domains[i])
	item = isl_schedule_from_domain
		 (isl_union_set_from_set (isl_set_copy (domains[i])));
      else if (bb->loop_father != loop
	       && bb == bb->loop_father->header
	       && loop_outer (bb->loop_father) == loop)
	item = loop_schedule (region, bb->loop_father, body, domains);
      if (!item)
	continue;
      sched = sched ? isl_schedule_sequence (sched, item) : item;
    }
  if (!sched || depth == 0)
    return sched;

  /* The band: every statement instance below to its counter at DEPTH.
     Where no statement below has an instance (for (j = 7; j < i; j++)
     with i below 4), there is nothing for the band to order, and isl
     cannot build a band of no statements.  */
  dom = isl_schedule_get_domain (sched);
  if (isl_union_set_is_empty (dom) == isl_bool_true)
    {
      isl_union_set_free (dom);
      return sched;
    }
  isl_union_pw_multi_aff *upma
    = isl_union_pw_multi_aff_empty (isl_union_set_get_space (dom));
  isl_set_list *sets = isl_union_set_get_set_list (dom);
  for (int k = 0; k < isl_set_list_n_set (sets); k++)
    {
      isl_set *s = isl_set_list_get_set (sets, k);
      isl_aff *counter
	= isl_aff_var_on_domain (isl_local_space_from_space
				   (isl_set_get_space (s)),
				 isl_dim_set, depth - 1);
      upma = isl_union_pw_multi_aff_add_pw_multi_aff
	       (upma, isl_pw_multi_aff_from_multi_aff
			(isl_multi_aff_from_aff (counter)));
      isl_set_free (s);
    }
  isl_set_list_free (sets);
  isl_union_set_free (dom);
  return isl_schedule_insert_partial_schedule
	   (sched, isl_multi_union_pw_aff_from_union_pw_multi_aff (upma));
}

/* Record the pairs of memory arrays whose storage may overlap: distinct
   declared objects never do; pointers are asked to GCC's points-to
   analysis (which knows restrict).  */
static bool
find_aliases (struct ph_region *region)
{
  struct ph_scop *scop = region->scop;

  for (int a = 0; a < scop->n_array; a++)
    for (int b = a + 1; b < scop->n_array; b++)
      {
	tree x = region->array_bases[a], y = region->array_bases[b];
	if (scop->arrays[a].kind != PH_ARRAY_MEMORY
	    || scop->arrays[b].kind != PH_ARRAY_MEMORY
	    || (DECL_P (x) && DECL_P (y)))
	  continue;
	if (DECL_P (x))
	  x = build_fold_addr_expr (x);
	if (DECL_P (y))
	  y = build_fold_addr_expr (y);
	if (ptr_derefs_may_alias_p (x, y)
	    && ph_scop_add_alias (scop, a, b) < 0)
	  return ph_fail (region, "out of memory");
      }
  return true;
}

/* Check the limits of the options on the finished model.  */
static bool
within_limits (struct ph_region *region)
{
  struct ph_scop *scop = region->scop;

  if (ph_scop_n_param (scop) > region->opts->max_params)
    return ph_fail (region, "too many parameters (%d > max-params=%ld)",
		    ph_scop_n_param (scop), region->opts->max_params);
  if (ph_scop_n_statement (scop) > region->opts->max_statements)
    return ph_fail (region, "too many statements (%d > max-statements=%ld)",
		    ph_scop_n_statement (scop), region->opts->max_statements);
  if (scop->n_array > region->opts->max_arrays)
    return ph_fail (region, "too many arrays (%d > max-arrays=%ld)",
		    scop->n_array, region->opts->max_arrays);
  return true;
}

/* Callback of isl_union_map_every_map: whether the map of the same
   space in the union map USER is written the same as MAP.  */
static isl_bool
same_map_in (__isl_keep isl_map *map, void *user)
{
  isl_union_map *other = (isl_union_map *) user;
  isl_map *twin = isl_union_map_extract_map (other, isl_map_get_space (map));
  isl_bool same = isl_map_plain_is_equal (map, twin);

  isl_map_free (twin);
  return same;
}

/* Whether A and B (kept) are written the same, map by map.  */
static isl_bool
union_map_plain_is_equal (isl_union_map *a, isl_union_map *b)
{
  isl_size na = isl_union_map_n_map (a), nb = isl_union_map_n_map (b);

  if (na < 0 || nb < 0)
    return isl_bool_error;
  if (na != nb)
    return isl_bool_false;
  return isl_union_map_every_map (a, &same_map_in, b);
}

/* Simplify the domains and accesses of SCOP under its context.  The
   model's writes are all must-writes so far (access.cc adds each to
   both relations, in the same order), so the may-writes take the
   must-writes' simplified form where they are written the same: their
   gist again took 1 s of the 12.6 s that gsl's fft.c took.  */
static void
simplify (struct ph_scop *scop)
{
  isl_set *c = scop->context;
  isl_bool same = union_map_plain_is_equal (scop->must_writes,
					    scop->may_writes);

  scop->domain = isl_union_set_coalesce
		   (isl_union_set_gist_params (scop->domain, isl_set_copy (c)));
  scop->reads = isl_union_map_coalesce
		  (isl_union_map_gist_params (scop->reads, isl_set_copy (c)));
  scop->must_writes = isl_union_map_coalesce
			(isl_union_map_gist_params (scop->must_writes,
						    isl_set_copy (c)));
  if (same == isl_bool_true)
    {
      isl_union_map_free (scop->may_writes);
      scop->may_writes = isl_union_map_copy (scop->must_writes);
    }
  else
    scop->may_writes = isl_union_map_coalesce
			 (isl_union_map_gist_params (scop->may_writes,
						     isl_set_copy (c)));
  scop->schedule = isl_schedule_gist_domain_params (scop->schedule,
						    isl_set_copy (c));
}

/* Build the model; the body of ph_extract_scop.  */
static bool
extract (struct ph_region *region)
{
  struct ph_scop *scop = region->scop;
  auto_vec<basic_block> body;
  auto_vec<isl_set *> domains;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (region->fun));
  int *pos = XCNEWVEC (int, last_basic_block_for_fn (region->fun));
  int n_rpo = pre_and_rev_post_order_compute_fn (region->fun, NULL, rpo, false);
  bool ok = true;

  for (int i = 0; i < n_rpo; i++)
    pos[rpo[i]] = i;
  body.safe_splice (region->blocks);
  body.sort (rpo_compare, pos);
  free (rpo);
  free (pos);

  scop->counters = isl_union_pw_multi_aff_empty
		     (isl_space_params_alloc (region->ctx, 0));
  scop->reductions = isl_union_set_empty (isl_space_params_alloc (region->ctx,
								  0));
  for (unsigned i = 0; i < body.length () && ok; i++)
    {
      basic_block bb = body[i];
      bool any;
      domains.safe_push (NULL);
      /* The branches and joins of a choice on data are part of the
	 statement of the block before them (choice.cc).  */
      if (ph_statement_head (region, bb) != bb)
	continue;
      isl_set *dom = ph_block_domain (region, bb);
      if (!dom)
	{
	  ok = false;
	  break;
	}
      isl_id *id = ph_statement_id (region->ctx, bb);
      ok = ph_add_block_accesses (region, bb, dom, id, &any);
      if (ok && any)
	ok = ph_add_block_guards (region, bb, dom, id);
      if (ok && any)
	{
	  isl_multi_aff *counters = ph_source_counters (region, bb);
	  counters = isl_multi_aff_set_tuple_id (counters, isl_dim_in,
						 isl_id_copy (id));
	  counters = isl_multi_aff_set_tuple_id (counters, isl_dim_out,
						 isl_id_copy (id));
	  scop->counters = isl_union_pw_multi_aff_add_pw_multi_aff
			     (scop->counters,
			      isl_pw_multi_aff_from_multi_aff (counters));
	  dom = isl_set_set_tuple_id (dom, isl_id_copy (id));
	  ph_add_statement_cost (region, bb, dom);
	  if (!ph_statement_has_choice (region, bb)
	      && is_reduction_statement (region, bb))
	    scop->reductions = isl_union_set_add_set (scop->reductions,
						      isl_set_copy (dom));
	  scop->domain = isl_union_set_add_set (scop->domain,
						isl_set_copy (dom));
	  domains[i] = dom;
	}
      else
	isl_set_free (dom);
      isl_id_free (id);
    }
  if (ok)
    {
      for (class loop *l : loops_list (region->fun, 0))
	if (ph_region_depth (region, l) > 0)
	  scop->n_loop++;
      scop->schedule = loop_schedule (region, region->parent, body, domains);
      if (!scop->schedule)
	ok = ph_fail (region, "loop nest without a statement that accesses "
		      "memory");
    }
  for (isl_set *d : domains)
    isl_set_free (d);
  if (ok)
    {
      scop->context = isl_set_intersect_params (scop->context,
						ph_param_ranges (region));
      scop->context = isl_set_intersect (scop->context,
					 ph_entry_conditions (region));
      simplify (scop);
      /* All the accesses of an array with a polynomial subscript are
	 decided together by the solver, none by isl's dataflow.  */
      if (ph_scop_separate_nonlinear (scop) < 0)
	ok = ph_fail (region, "isl failed to model the accesses of an array "
		      "with a polynomial subscript");
      if (ok && ph_scop_delinearize (scop) < 0)
	ok = ph_fail (region, "isl failed to find the rows of a flat array");
      int rows = ok ? ph_scop_assume_rows (scop) : 1;
      if (rows <= 0)
	ok = ph_fail (region, rows < 0 ? "isl failed to bound the rows of a "
		      "flat array" : "a subscript of a flat array always "
		      "leaves the row its other accesses cut");
      const char *why;
      ok = ok && find_aliases (region) && within_limits (region);
      if (ok && ph_scop_check (scop, &why) < 0)
	ok = ph_fail (region, "%s", why);
      if (ok && !ph_place_scalars (region))
	ok = ph_fail (region, "isl failed to place scalars in array elements");
      if (ok && region->expansion_bytes > 0 && !ph_expand_scalars (region))
	ok = ph_fail (region, "isl failed to expand scalars");
    }
  return ok;
}

/* The model of the region of the loops FIRST to LAST of FUN in CTX, or
   NULL with the reason in REGION->why.  */
struct ph_scop *
ph_extract_scop (struct ph_region *region, const struct ph_options *opts,
		 function *fun, class loop *first, class loop *last, isl_ctx *ctx,
		 long expansion_bytes)
{
  memset (region, 0, sizeof *region);
  region->opts = opts;
  region->fun = fun;
  region->ctx = ctx;
  region->expansion_bytes = expansion_bytes;
  if (!ph_region_init (region, first, last) || !ph_check_region (region)
      || !ph_find_choices (region))
    return NULL;
  region->scop = ph_scop_alloc (ctx);
  if (region->scop && extract (region)
      && isl_ctx_last_error (ctx) == isl_error_none)
    {
      struct ph_scop *scop = region->scop;
      region->scop = NULL;
      return scop;
    }
  /* isl's own failure explains the others.  */
  if (isl_ctx_last_error (ctx) != isl_error_none)
    region->why[0] = '\0';
  const char *budget = ph_ctx_budget_hit (ctx);
  if (budget && !strcmp (budget, "max-operations"))
    ph_fail (region, "isl operation budget exhausted (max-operations=%ld)",
	     region->opts->max_operations);
  else if (budget)
    ph_fail (region, "isl time budget exhausted (max-scop-time=%ld)",
	     region->opts->max_scop_time);
  else if (isl_ctx_last_error (ctx) != isl_error_none)
    ph_fail (region, "isl failed: %s (%s:%d)", isl_ctx_last_error_msg (ctx)
	     ? isl_ctx_last_error_msg (ctx) : "?",
	     isl_ctx_last_error_file (ctx) ? isl_ctx_last_error_file (ctx) : "?",
	     isl_ctx_last_error_line (ctx));
  region->scop = ph_scop_free (region->scop);
  return NULL;
}
