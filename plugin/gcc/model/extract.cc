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
#include "bridge.h"

/* Record the first reason of failure.  */
bool
ph_fail (struct ph_extract *ext, const char *fmt, ...)
{
  va_list ap;

  if (ext->why[0])
    return false;
  va_start (ap, fmt);
  vsnprintf (ext->why, sizeof ext->why, fmt, ap);
  va_end (ap);
  return false;
}

/* Whether the SSA name NAME is defined inside the region of EXT.  */
bool
ph_is_region_value (const struct ph_extract *ext, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  return (!SSA_NAME_IS_DEFAULT_DEF (name) && gimple_bb (def)
	  && ph_in_region (ext, gimple_bb (def)));
}

/* A counter of LOOP: an integer SSA name defined by a PHI of its header
   that evolves as {start, +, 1} in LOOP, with START zero if FROM_ZERO;
   its START in *START.  NULL_TREE if there is none.  */
tree
ph_unit_counter (class loop *loop, bool from_zero, tree *start)
{
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      tree res = gimple_phi_result (gsi.phi ());
      if (virtual_operand_p (res) || !INTEGRAL_TYPE_P (TREE_TYPE (res)))
	continue;
      tree ev = analyze_scalar_evolution (loop, res);
      if (TREE_CODE (ev) == POLYNOMIAL_CHREC
	  && CHREC_VARIABLE (ev) == (unsigned) loop->num
	  && integer_onep (CHREC_RIGHT (ev))
	  && (!from_zero || integer_zerop (CHREC_LEFT (ev))))
	{
	  *start = CHREC_LEFT (ev);
	  return res;
	}
    }
  return NULL_TREE;
}

/* The canonical counter of loop LOOP, which encloses the region: its
   counter from zero (ph_unit_counter).  The region sees it as a
   parameter; NULL_TREE (and a failure) if LOOP has none.  */
tree
ph_outer_counter (struct ph_extract *ext, class loop *loop)
{
  tree start;
  tree counter = ph_unit_counter (loop, true, &start);

  if (!counter)
    ph_fail (ext, "value evolves in an enclosing loop without a simple "
	     "counter");
  return counter;
}

/* A name for the parameter NAME: its variable's name when it has one.  */
static void
param_name (char *buf, size_t size, tree name)
{
  tree var = SSA_NAME_VAR (name);
  size_t i;

  if (var && DECL_NAME (var) && SSA_NAME_IS_DEFAULT_DEF (name))
    snprintf (buf, size, "%s", IDENTIFIER_POINTER (DECL_NAME (var)));
  else if (var && DECL_NAME (var))
    snprintf (buf, size, "%s_%u", IDENTIFIER_POINTER (DECL_NAME (var)),
	      SSA_NAME_VERSION (name));
  else if (SSA_NAME_IDENTIFIER (name))
    snprintf (buf, size, "%s_%u", IDENTIFIER_POINTER
				    (SSA_NAME_IDENTIFIER (name)),
	      SSA_NAME_VERSION (name));
  else
    snprintf (buf, size, "p_%u", SSA_NAME_VERSION (name));
  for (i = 0; buf[i]; i++)
    if (!ISALNUM (buf[i]))
      buf[i] = '_';
}

/* The id of parameter NAME; created on first use.  */
isl_id *
ph_param_id (struct ph_extract *ext, tree name)
{
  char base[128], unique[144];
  unsigned i;

  for (i = 0; i < ext->params.length (); i++)
    if (ext->params[i] == name)
      return isl_id_copy (ext->param_ids[i]);
  param_name (base, sizeof base, name);
  snprintf (unique, sizeof unique, "%s", base);
  for (int k = 1;; k++)
    {
      for (i = 0; i < ext->param_ids.length (); i++)
	if (!strcmp (isl_id_get_name (ext->param_ids[i]), unique))
	  break;
      if (i == ext->param_ids.length ())
	break;
      snprintf (unique, sizeof unique, "%s_%d", base, k);
    }
  ext->params.safe_push (name);
  ext->param_ids.safe_push (isl_id_alloc (ext->ctx, unique, NULL));
  return isl_id_copy (ext->param_ids.last ());
}

/* The wide integer W of a type of signedness SGN as an isl value, or NULL
   if it does not fit a host integer.  */
static isl_val *
val_of_wide (isl_ctx *ctx, const wide_int &w, signop sgn)
{
  if (sgn == SIGNED && wi::fits_shwi_p (w))
    return isl_val_int_from_si (ctx, w.to_shwi ());
  if (sgn == UNSIGNED && wi::fits_uhwi_p (w))
    return isl_val_int_from_ui (ctx, w.to_uhwi ());
  return NULL;
}

/* Narrow [*LO, *HI] to the range GCC's value-range analysis knows for
   NAME (propagated from callers, or from earlier conditions).  */
static void
refine_by_value_range (struct ph_extract *ext, tree name, isl_val **lo,
		       isl_val **hi)
{
  int_range_max r;
  signop sgn = TYPE_SIGN (TREE_TYPE (name));

  if (!ph_global_range (r, name) || r.undefined_p () || r.varying_p ())
    return;
  isl_val *l = val_of_wide (ext->ctx, r.lower_bound (), sgn);
  isl_val *h = val_of_wide (ext->ctx, r.upper_bound (), sgn);
  if (l)
    *lo = isl_val_max (*lo, l);
  if (h)
    *hi = isl_val_min (*hi, h);
}

/* The context: every parameter within the range of its type, narrowed
   by what GCC knows of its value.  */
isl_set *
ph_param_ranges (struct ph_extract *ext)
{
  isl_set *context = isl_set_universe (isl_space_params_alloc (ext->ctx, 0));

  for (unsigned i = 0; i < ext->params.length (); i++)
    {
      tree type = TREE_TYPE (ext->params[i]);
      unsigned prec = TYPE_PRECISION (type);
      isl_set *universe = isl_set_universe (isl_space_params_alloc
					      (ext->ctx, 0));
      isl_pw_aff *p = isl_pw_aff_param_on_domain_id
			(isl_set_copy (universe),
			 isl_id_copy (ext->param_ids[i]));
      isl_val *lo, *hi;
      if (TYPE_UNSIGNED (type))
	{
	  lo = isl_val_zero (ext->ctx);
	  hi = isl_val_2exp (isl_val_int_from_ui (ext->ctx, prec));
	}
      else
	{
	  hi = isl_val_2exp (isl_val_int_from_ui (ext->ctx, prec - 1));
	  lo = isl_val_neg (isl_val_copy (hi));
	}
      hi = isl_val_sub_ui (hi, 1);
      refine_by_value_range (ext, ext->params[i], &lo, &hi);
      for (struct ph_trip_bound &t : ext->trip_bounds)
	if (t.name == ext->params[i] && t.counter)
	  {
	    /* A count stops at its cap.  */
	    lo = isl_val_max (lo, isl_val_zero (ext->ctx));
	    hi = isl_val_min (hi, isl_val_int_from_si (ext->ctx, t.cap));
	  }
      isl_set *range = isl_pw_aff_ge_set
			 (isl_pw_aff_copy (p),
			  isl_pw_aff_val_on_domain (isl_set_copy (universe),
						    lo));
      range = isl_set_intersect (range,
				 isl_pw_aff_le_set
				   (p, isl_pw_aff_val_on_domain (universe,
								 hi)));
      context = isl_set_intersect (context, range);
    }
  return context;
}

/* What holds whenever the region is entered: the affine conditions on
   the chain of single-predecessor blocks that leads to its preheader
   (loop header copying leaves the guard "n > 0" of a loop there), up to
   the boundary of the loop around the region.  The
   trip counts GCC computed assume them, so the domains simplify only
   with them.  Conditions that are not affine end the walk, and !=
   conditions are skipped: the context then says less, which is still
   exact.  */
isl_set *
ph_entry_conditions (struct ph_extract *ext)
{
  class loop *outer = ext->parent;
  isl_set *known = isl_set_universe (ph_loop_space (ext, outer));
  basic_block bb = ext->entry->src;

  while (single_pred_p (bb) && bb != ENTRY_BLOCK_PTR_FOR_FN (ext->fun)
	 && single_pred (bb)->loop_father == outer)
    {
      edge e = single_pred_edge (bb);
      gimple *last = last_stmt (e->src);
      bb = e->src;
      if (!last || gimple_code (last) != GIMPLE_COND)
	continue;
      gcond *cond = as_a<gcond *> (last);
      enum tree_code code = gimple_cond_code (cond);
      if (e->flags & EDGE_FALSE_VALUE)
	code = invert_tree_comparison (code, false);
      /* A != is a union of two pieces: a chain of else-ifs on them
	 (strcmp (...) == 0) doubled the pieces at each one, and made a
	 parameter of each value compared.  */
      if (!INTEGRAL_TYPE_P (TREE_TYPE (gimple_cond_lhs (cond)))
	  || code == NE_EXPR)
	continue;
      isl_set *holds = ph_affine_condition (ext, code,
					    gimple_cond_lhs (cond),
					    gimple_cond_rhs (cond), outer);
      if (!holds)
	{
	  ext->why[0] = '\0';
	  break;
	}
      known = isl_set_intersect (known, holds);
    }
  return isl_set_params (known);
}

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

/* The original schedule of LOOP: a sequence, in program order, of its
   statements and inner loops under one band for LOOP's counter (none for
   the region's parent).  */
static isl_schedule *
loop_schedule (struct ph_extract *ext, class loop *loop,
	       const vec<basic_block> &body, const vec<isl_set *> &domains)
{
  isl_schedule *sched = NULL;
  isl_union_set *dom;
  int depth = ph_region_depth (ext, loop);

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
	item = loop_schedule (ext, bb->loop_father, body, domains);
      if (!item)
	continue;
      sched = sched ? isl_schedule_sequence (sched, item) : item;
    }
  if (!sched || depth == 0)
    return sched;

  /* The band: every statement instance below to its counter at DEPTH.  */
  dom = isl_schedule_get_domain (sched);
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
find_aliases (struct ph_extract *ext)
{
  struct ph_scop *scop = ext->scop;

  for (int a = 0; a < scop->n_array; a++)
    for (int b = a + 1; b < scop->n_array; b++)
      {
	tree x = ext->array_bases[a], y = ext->array_bases[b];
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
	  return ph_fail (ext, "out of memory");
      }
  return true;
}

/* Check the limits of the options on the finished model.  */
static bool
within_limits (struct ph_extract *ext)
{
  struct ph_scop *scop = ext->scop;

  if (ph_scop_n_param (scop) > ph_opts.max_params)
    return ph_fail (ext, "too many parameters (%d > max-params=%ld)",
		    ph_scop_n_param (scop), ph_opts.max_params);
  if (ph_scop_n_statement (scop) > ph_opts.max_statements)
    return ph_fail (ext, "too many statements (%d > max-statements=%ld)",
		    ph_scop_n_statement (scop), ph_opts.max_statements);
  if (scop->n_array > ph_opts.max_arrays)
    return ph_fail (ext, "too many arrays (%d > max-arrays=%ld)",
		    scop->n_array, ph_opts.max_arrays);
  return true;
}

/* Simplify the domains and accesses of SCOP under its context.  */
static void
simplify (struct ph_scop *scop)
{
  isl_set *c = scop->context;

  scop->domain = isl_union_set_coalesce
		   (isl_union_set_gist_params (scop->domain, isl_set_copy (c)));
  scop->reads = isl_union_map_coalesce
		  (isl_union_map_gist_params (scop->reads, isl_set_copy (c)));
  scop->must_writes = isl_union_map_coalesce
			(isl_union_map_gist_params (scop->must_writes,
						    isl_set_copy (c)));
  scop->may_writes = isl_union_map_coalesce
		       (isl_union_map_gist_params (scop->may_writes,
						   isl_set_copy (c)));
  scop->schedule = isl_schedule_gist_domain_params (scop->schedule,
						    isl_set_copy (c));
}

/* Build the model; the body of ph_extract_scop.  */
static bool
extract (struct ph_extract *ext)
{
  struct ph_scop *scop = ext->scop;
  auto_vec<basic_block> body;
  auto_vec<isl_set *> domains;
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (ext->fun));
  int *pos = XCNEWVEC (int, last_basic_block_for_fn (ext->fun));
  int n_rpo = pre_and_rev_post_order_compute_fn (ext->fun, NULL, rpo, false);
  bool ok = true;

  for (int i = 0; i < n_rpo; i++)
    pos[rpo[i]] = i;
  body.safe_splice (ext->blocks);
  body.sort (rpo_compare, pos);
  free (rpo);
  free (pos);

  scop->counters = isl_union_pw_multi_aff_empty
		     (isl_space_params_alloc (ext->ctx, 0));
  scop->reductions = isl_union_set_empty (isl_space_params_alloc (ext->ctx,
								  0));
  for (unsigned i = 0; i < body.length () && ok; i++)
    {
      basic_block bb = body[i];
      bool any;
      isl_set *dom = ph_block_domain (ext, bb);
      domains.safe_push (NULL);
      if (!dom)
	{
	  ok = false;
	  break;
	}
      isl_id *id = ph_statement_id (ext->ctx, bb);
      ok = ph_add_block_accesses (ext, bb, dom, id, &any);
      if (ok && any)
	ok = ph_add_block_guards (ext, bb, dom, id);
      if (ok && any)
	{
	  isl_multi_aff *counters = ph_source_counters (ext, bb);
	  counters = isl_multi_aff_set_tuple_id (counters, isl_dim_in,
						 isl_id_copy (id));
	  counters = isl_multi_aff_set_tuple_id (counters, isl_dim_out,
						 isl_id_copy (id));
	  scop->counters = isl_union_pw_multi_aff_add_pw_multi_aff
			     (scop->counters,
			      isl_pw_multi_aff_from_multi_aff (counters));
	  dom = isl_set_set_tuple_id (dom, isl_id_copy (id));
	  if (ph_block_is_reduction (bb))
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
      for (class loop *l : loops_list (ext->fun, 0))
	if (ph_region_depth (ext, l) > 0)
	  scop->n_loop++;
      scop->schedule = loop_schedule (ext, ext->parent, body, domains);
      if (!scop->schedule)
	ok = ph_fail (ext, "loop nest without a statement that accesses "
		      "memory");
    }
  for (isl_set *d : domains)
    isl_set_free (d);
  if (ok)
    {
      scop->context = isl_set_intersect_params (scop->context,
						ph_param_ranges (ext));
      scop->context = isl_set_intersect (scop->context,
					 ph_entry_conditions (ext));
      simplify (scop);
      /* All the accesses of an array with a polynomial subscript are
	 decided together by the solver, none by isl's dataflow.  */
      if (ph_scop_separate_nonlinear (scop) < 0)
	ok = ph_fail (ext, "isl failed to model the accesses of an array "
		      "with a polynomial subscript");
      if (ok && ph_scop_delinearize (scop) < 0)
	ok = ph_fail (ext, "isl failed to find the rows of a flat array");
      int rows = ok ? ph_scop_assume_rows (scop) : 1;
      if (rows <= 0)
	ok = ph_fail (ext, rows < 0 ? "isl failed to bound the rows of a "
		      "flat array" : "a subscript of a flat array always "
		      "leaves the row its other accesses cut");
      const char *why;
      ok = ok && find_aliases (ext) && within_limits (ext);
      if (ok && ph_scop_check (scop, &why) < 0)
	ok = ph_fail (ext, "%s", why);
      if (ok && !ph_place_scalars (ext))
	ok = ph_fail (ext, "isl failed to place scalars in array elements");
      if (ok && ext->expansion_bytes > 0 && !ph_expand_scalars (ext))
	ok = ph_fail (ext, "isl failed to expand scalars");
    }
  return ok;
}

/* The model of the region of the loops FIRST to LAST of FUN in CTX, or
   NULL with the reason in EXT->why.  */
struct ph_scop *
ph_extract_scop (struct ph_extract *ext, function *fun, class loop *first,
		 class loop *last, isl_ctx *ctx, long expansion_bytes)
{
  memset (ext, 0, sizeof *ext);
  ext->fun = fun;
  ext->ctx = ctx;
  ext->expansion_bytes = expansion_bytes;
  if (!ph_region_init (ext, first, last) || !ph_check_region (ext))
    return NULL;
  ext->scop = ph_scop_alloc (ctx);
  if (ext->scop && extract (ext)
      && isl_ctx_last_error (ctx) == isl_error_none)
    {
      struct ph_scop *scop = ext->scop;
      ext->scop = NULL;
      return scop;
    }
  /* isl's own failure explains the others.  */
  if (isl_ctx_last_error (ctx) != isl_error_none)
    ext->why[0] = '\0';
  const char *budget = ph_ctx_budget_hit (ctx);
  if (budget && !strcmp (budget, "max-operations"))
    ph_fail (ext, "isl operation budget exhausted (max-operations=%ld)",
	     ph_opts.max_operations);
  else if (budget)
    ph_fail (ext, "isl time budget exhausted (max-scop-time=%ld)",
	     ph_opts.max_scop_time);
  else if (isl_ctx_last_error (ctx) != isl_error_none)
    ph_fail (ext, "isl failed: %s (%s:%d)", isl_ctx_last_error_msg (ctx)
	     ? isl_ctx_last_error_msg (ctx) : "?",
	     isl_ctx_last_error_file (ctx) ? isl_ctx_last_error_file (ctx) : "?",
	     isl_ctx_last_error_line (ctx));
  ext->scop = ph_scop_free (ext->scop);
  return NULL;
}

/* Free what EXT holds.  */
void
ph_extract_release (struct ph_extract *ext)
{
  for (isl_set *d : ext->bb_domains)
    isl_set_free (d);
  ext->bb_domains.release ();
  for (vec<isl_pw_qpolynomial *> &guards : ext->bb_guards)
    {
      for (isl_pw_qpolynomial *g : guards)
	isl_pw_qpolynomial_free (g);
      guards.release ();
    }
  ext->bb_guards.release ();
  /* Bounds that code generation did not define are unused.  */
  for (struct ph_trip_bound &t : ext->trip_bounds)
    {
      isl_pw_qpolynomial_fold_free (t.bound);
      if (gimple_nop_p (SSA_NAME_DEF_STMT (t.name)))
	release_ssa_name (t.name);
      if (t.counter && gimple_nop_p (SSA_NAME_DEF_STMT (t.counter)))
	release_ssa_name (t.counter);
    }
  ext->trip_bounds.release ();
  for (isl_id *id : ext->param_ids)
    isl_id_free (id);
  ext->param_ids.release ();
  ext->params.release ();
  ext->array_bases.release ();
  ext->memory_refs.release ();
  ext->scalar_homes.release ();
  ext->blocks.release ();
  if (ext->in_region)
    BITMAP_FREE (ext->in_region);
  ph_scop_free (ext->scop);
  ext->scop = NULL;
}

/* The value of the parameter ID of EXT's SCoP, or NULL_TREE when ID is
   not one.  Parameter and statement ids carry no user pointer: a
   schedule read back from isl text (the scheduler runs in a child
   process) then names the very same ids.  */
tree
ph_param_value (const struct ph_extract *ext, isl_id *id)
{
  for (unsigned i = 0; i < ext->param_ids.length (); i++)
    if (ext->param_ids[i] == id)
      return ext->params[i];
  return NULL_TREE;
}

/* The isl id of the statement of block BB (see ph_statement_block).  */
isl_id *
ph_statement_id (isl_ctx *ctx, basic_block bb)
{
  char name[32];

  snprintf (name, sizeof name, "S_%d", bb->index);
  return isl_id_alloc (ctx, name, NULL);
}

/* The basic block of the statement ID ("S_<block index>") in FUN.  */
basic_block
ph_statement_block (function *fun, isl_id *id)
{
  const char *name = isl_id_get_name (id);

  if (!name || name[0] != 'S' || name[1] != '_')
    return NULL;
  return BASIC_BLOCK_FOR_FN (fun, atoi (name + 2));
}
