/* Regions: the part of a function a SCoP covers.

   A region is a run of consecutive sibling loops FIRST..LAST of a loop
   PARENT (or of the function body), with the blocks of PARENT between
   them.  It is entered through one edge and left to one block, the exit
   block, which is not part of it (code generation splits the edges into
   it when it needs a single exit edge).  The exit block is the nearest
   common post-dominator of the entry and of LAST's exit, moved down
   further while some edge leaves the region elsewhere (a loop
   guard "if (m > 0)" whose false edge skips a loop joins the rest after
   it).  Likewise the entry moves up from FIRST's preheader edge to the
   nearest common dominator while an edge enters the region elsewhere
   (the guard of the first loop, whose false edge skips into the
   region).  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "dominance.h"
#include "bitmap.h"
#include "ssa.h"
#include "value-query.h"
#include "gimple-iterator.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"

#include <isl/aff.h>
#include <isl/set.h>
#include <isl/val.h>

#include "model/region.h"

/* Whether the walk over the region of REGION stops before BB: its exit
   block, and anything that is not part of one iteration of its parent
   (edges to those leave the region).  */
static bool
beyond_region (struct ph_region *region, basic_block bb)
{
  return (bb == region->exit_bb || bb == EXIT_BLOCK_PTR_FOR_FN (region->fun)
	  || !flow_bb_inside_loop_p (region->parent, bb)
	  || bb == region->parent->latch || bb == region->parent->header);
}

/* The blocks reachable from the entry of REGION without going beyond the
   region, into REGION's block set and list; false if the walk comes back to
   the source of the entry.  */
static bool
collect_blocks (struct ph_region *region)
{
  auto_vec<basic_block> work;

  bitmap_clear (region->in_region);
  region->blocks.truncate (0);
  work.safe_push (region->entry->dest);
  bitmap_set_bit (region->in_region, region->entry->dest->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;

      if (bb == region->entry->src)
	return false;
      region->blocks.safe_push (bb);
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!beyond_region (region, e->dest)
	    && bitmap_set_bit (region->in_region, e->dest->index))
	  work.safe_push (e->dest);
    }
  return true;
}

/* The nearest common post-dominator of the exit block of REGION and the
   destinations of the edges leaving the region elsewhere; the exit block
   itself if there are none.  */
static basic_block
leaving_post_dominator (struct ph_region *region)
{
  basic_block join = region->exit_bb;

  for (basic_block bb : region->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != region->exit_bb
	    && !bitmap_bit_p (region->in_region, e->dest->index))
	  join = nearest_common_dominator (CDI_POST_DOMINATORS, join,
					   e->dest);
    }
  return join;
}

/* The nearest common dominator of the entry block of REGION and the sources
   of the edges entering the region elsewhere; NULL if there are none.  */
static basic_block
entering_dominator (struct ph_region *region)
{
  basic_block top = NULL;

  for (basic_block bb : region->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e != region->entry && !bitmap_bit_p (region->in_region, e->src->index))
	  top = nearest_common_dominator (CDI_DOMINATORS,
					  top ? top : region->entry->dest,
					  e->src);
    }
  return top;
}

/* Set up the region of REGION from loop FIRST to loop LAST, siblings with
   LAST after FIRST.  False, with a reason, if no single-entry
   single-exit region starts at FIRST and ends after LAST.  */
bool
ph_region_init (struct ph_region *region, class loop *first, class loop *last)
{
  edge last_exit = single_exit (last);

  region->parent = loop_outer (first);
  region->root = first;
  region->entry = loop_preheader_edge (first);
  region->in_region = BITMAP_ALLOC (NULL);
  if (!last_exit)
    return ph_fail (region, "loop with several exits (break, return or goto "
		    "out of the loop)");
  region->exit_bb = last_exit->dest;
  for (;;)
    {
      /* The exit block post-dominates the entry.  */
      region->exit_bb = nearest_common_dominator (CDI_POST_DOMINATORS,
					       region->exit_bb,
					       region->entry->dest);
      if (!region->exit_bb || region->exit_bb == EXIT_BLOCK_PTR_FOR_FN (region->fun)
	  || !flow_bb_inside_loop_p (region->parent, region->exit_bb)
	  || region->exit_bb == region->parent->header)
	return ph_fail (region, "no single-entry single-exit region around the "
			"loops");
      if (!collect_blocks (region))
	return ph_fail (region, "no single-entry single-exit region around the "
			"loops");
      basic_block join = leaving_post_dominator (region);
      if (join != region->exit_bb)
	{
	  region->exit_bb = join;
	  continue;
	}
      basic_block top = entering_dominator (region);
      /* Siblings in the two branches of a condition: the walk from
	 FIRST never meets LAST.  */
      if (!top && !ph_in_region (region, last->header))
	return ph_fail (region, "the loops are in different branches of a "
			"condition");
      if (!top)
	return true;
      if (top->loop_father != region->parent || !single_pred_p (top))
	return ph_fail (region, "region entered other than through its first "
			"loop");
      region->entry = single_pred_edge (top);
    }
}

/* Whether BB belongs to the region of REGION.  */
bool
ph_in_region (const struct ph_region *region, basic_block bb)
{
  return region->in_region && bitmap_bit_p (region->in_region, bb->index);
}

/* The depth of LOOP in the region: 1 for the loops at its top, 0 for the
   parent's own level and for loops outside it.  */
int
ph_region_depth (const struct ph_region *region, class loop *loop)
{
  if (loop == region->parent || !ph_in_region (region, loop->header))
    return 0;
  return loop_depth (loop) - loop_depth (region->parent);
}

/* Record the first reason of failure.  */
bool
ph_fail (struct ph_region *region, const char *fmt, ...)
{
  va_list ap;

  if (region->why[0])
    return false;
  va_start (ap, fmt);
  vsnprintf (region->why, sizeof region->why, fmt, ap);
  va_end (ap);
  return false;
}

/* Whether the SSA name NAME is defined inside the region of REGION.  */
bool
ph_is_region_value (const struct ph_region *region, tree name)
{
  gimple *def = SSA_NAME_DEF_STMT (name);
  return (!SSA_NAME_IS_DEFAULT_DEF (name) && gimple_bb (def)
	  && ph_in_region (region, gimple_bb (def)));
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
ph_outer_counter (struct ph_region *region, class loop *loop)
{
  tree start;
  tree counter = ph_unit_counter (loop, true, &start);

  if (!counter)
    ph_fail (region, "value evolves in an enclosing loop without a simple "
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
ph_param_id (struct ph_region *region, tree name)
{
  char base[128], unique[144];
  unsigned i;

  for (i = 0; i < region->params.length (); i++)
    if (region->params[i] == name)
      return isl_id_copy (region->param_ids[i]);
  param_name (base, sizeof base, name);
  snprintf (unique, sizeof unique, "%s", base);
  for (int k = 1;; k++)
    {
      for (i = 0; i < region->param_ids.length (); i++)
	if (!strcmp (isl_id_get_name (region->param_ids[i]), unique))
	  break;
      if (i == region->param_ids.length ())
	break;
      snprintf (unique, sizeof unique, "%s_%d", base, k);
    }
  region->params.safe_push (name);
  region->param_ids.safe_push (isl_id_alloc (region->ctx, unique, NULL));
  return isl_id_copy (region->param_ids.last ());
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
refine_by_value_range (struct ph_region *region, tree name, isl_val **lo,
		       isl_val **hi)
{
  int_range_max r;
  signop sgn = TYPE_SIGN (TREE_TYPE (name));

  if (!ph_global_range (r, name) || r.undefined_p () || r.varying_p ())
    return;
  isl_val *l = val_of_wide (region->ctx, r.lower_bound (), sgn);
  isl_val *h = val_of_wide (region->ctx, r.upper_bound (), sgn);
  if (l)
    *lo = isl_val_max (*lo, l);
  if (h)
    *hi = isl_val_min (*hi, h);
}

/* The values of VALUE (taken), over the parameters, within the range of
   NAME's type narrowed by what GCC knows of NAME's value, and by the
   cap of a count.  */
static isl_set *
type_bounded (struct ph_region *region, tree name, isl_pw_aff *value)
{
  tree type = TREE_TYPE (name);
  unsigned prec = TYPE_PRECISION (type);
  isl_val *lo, *hi;

  if (TYPE_UNSIGNED (type))
    {
      lo = isl_val_zero (region->ctx);
      hi = isl_val_2exp (isl_val_int_from_ui (region->ctx, prec));
    }
  else
    {
      hi = isl_val_2exp (isl_val_int_from_ui (region->ctx, prec - 1));
      lo = isl_val_neg (isl_val_copy (hi));
    }
  hi = isl_val_sub_ui (hi, 1);
  refine_by_value_range (region, name, &lo, &hi);
  for (struct ph_trip_bound &t : region->trip_bounds)
    if (t.name == name && t.counter)
      {
	/* A count stops at its cap.  */
	lo = isl_val_max (lo, isl_val_zero (region->ctx));
	hi = isl_val_min (hi, isl_val_int_from_si (region->ctx, t.cap));
      }
  isl_set *domain = isl_pw_aff_domain (isl_pw_aff_copy (value));
  isl_set *range = isl_pw_aff_ge_set
		     (isl_pw_aff_copy (value),
		      isl_pw_aff_val_on_domain (isl_set_copy (domain), lo));
  range = isl_set_intersect (range,
			     isl_pw_aff_le_set
			       (value, isl_pw_aff_val_on_domain (domain, hi)));
  return isl_set_params (range);
}

/* The context: every parameter, and every value modelled through the
   parameters (REGION's derived names), within the range of its type,
   narrowed by what GCC knows of its value.  */
isl_set *
ph_param_ranges (struct ph_region *region)
{
  isl_set *context = isl_set_universe (isl_space_params_alloc (region->ctx, 0));

  for (unsigned i = 0; i < region->params.length (); i++)
    {
      isl_set *universe = isl_set_universe (isl_space_params_alloc
					      (region->ctx, 0));
      isl_pw_aff *p = isl_pw_aff_param_on_domain_id
			(universe, isl_id_copy (region->param_ids[i]));
      context = isl_set_intersect (context,
				   type_bounded (region, region->params[i], p));
    }
  for (unsigned i = 0; i < region->derived.length (); i++)
    context = isl_set_intersect
		(context, type_bounded (region, region->derived[i],
				       isl_pw_aff_copy
					 (region->derived_values[i])));
  return context;
}

/* The value of the parameter ID of REGION's SCoP, or NULL_TREE when ID is
   not one.  Parameter and statement ids carry no user pointer: a
   schedule read back from isl text (the scheduler runs in a process of
   its own) then names the very same ids.  */
tree
ph_param_value (const struct ph_region *region, isl_id *id)
{
  for (unsigned i = 0; i < region->param_ids.length (); i++)
    if (region->param_ids[i] == id)
      return region->params[i];
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

/* Free what REGION holds.  */
void
ph_region_release (struct ph_region *region)
{
  for (isl_set *d : region->bb_domains)
    isl_set_free (d);
  region->bb_domains.release ();
  for (vec<isl_pw_qpolynomial *> &guards : region->bb_guards)
    {
      for (isl_pw_qpolynomial *g : guards)
	isl_pw_qpolynomial_free (g);
      guards.release ();
    }
  region->bb_guards.release ();
  /* Bounds that code generation did not define are unused.  */
  for (struct ph_trip_bound &t : region->trip_bounds)
    {
      isl_pw_qpolynomial_fold_free (t.bound);
      if (gimple_nop_p (SSA_NAME_DEF_STMT (t.name)))
	release_ssa_name (t.name);
      if (t.counter && gimple_nop_p (SSA_NAME_DEF_STMT (t.counter)))
	release_ssa_name (t.counter);
    }
  region->trip_bounds.release ();
  for (struct ph_condition_param &c : region->condition_params)
    {
      isl_set_free (c.holds);
      if (gimple_nop_p (SSA_NAME_DEF_STMT (c.name)))
	release_ssa_name (c.name);
    }
  region->condition_params.release ();
  for (isl_id *id : region->param_ids)
    isl_id_free (id);
  region->param_ids.release ();
  region->params.release ();
  for (isl_pw_aff *value : region->derived_values)
    isl_pw_aff_free (value);
  region->derived_values.release ();
  region->derived.release ();
  region->array_bases.release ();
  region->memory_refs.release ();
  region->scalar_homes.release ();
  region->blocks.release ();
  region->choices.release ();
  region->stmt_heads.release ();
  region->choice_blocks.release ();
  if (region->speculated)
    BITMAP_FREE (region->speculated);
  if (region->decisions)
    BITMAP_FREE (region->decisions);
  if (region->in_region)
    BITMAP_FREE (region->in_region);
  ph_scop_free (region->scop);
  region->scop = NULL;
}
