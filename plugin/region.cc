/* Regions: the part of a function a SCoP covers.

   A region is a run of consecutive sibling loops FIRST..LAST of a loop
   PARENT (or of the function body), with the blocks of PARENT between
   them, that has a single entry (the preheader edge of FIRST) and a
   single exit.  The exit starts as the exit edge of LAST and moves down
   to the nearest common post-dominator while some other edge leaves the
   region (a loop guard "if (m > 0)" whose false edge skips a loop joins
   the rest after it).  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "dominance.h"
#include "bitmap.h"

#include "bridge.h"

/* The blocks reachable from ENTRY->dest without taking EXIT, into
   BLOCKS and LIST; false if the walk comes back to ENTRY->src or leaves
   PARENT (the region is then no part of one iteration of PARENT).  */
static bool
collect_blocks (edge entry, edge exit, class loop *parent, bitmap blocks,
		vec<basic_block> *list)
{
  auto_vec<basic_block> work;

  bitmap_clear (blocks);
  list->truncate (0);
  work.safe_push (entry->dest);
  bitmap_set_bit (blocks, entry->dest->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;

      if (bb == entry->src || !flow_bb_inside_loop_p (parent, bb)
	  || bb == parent->latch || bb == parent->header)
	return false;
      list->safe_push (bb);
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e != exit && bitmap_set_bit (blocks, e->dest->index))
	  work.safe_push (e->dest);
    }
  return true;
}

/* The single successor edge of the nearest common post-dominator of the
   destinations of the edges leaving the region of EXT other than its
   exit; NULL if there is no such edge (the region is single-exit as it
   is) or no usable one (*STUCK is then set).  */
static edge
widened_exit (struct ph_extract *ext, bool *stuck)
{
  basic_block join = NULL;

  *stuck = false;
  for (basic_block bb : ext->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e != ext->exit && !bitmap_bit_p (ext->in_region, e->dest->index))
	  join = join ? nearest_common_dominator (CDI_POST_DOMINATORS, join,
						  e->dest)
		      : e->dest;
    }
  if (!join)
    return NULL;
  join = nearest_common_dominator (CDI_POST_DOMINATORS, join,
				   ext->exit->dest);
  if (!join || join == EXIT_BLOCK_PTR_FOR_FN (ext->fun)
      || join->loop_father != ext->parent || !single_succ_p (join))
    {
      *stuck = true;
      return NULL;
    }
  return single_succ_edge (join);
}

/* Set up the region of EXT from loop FIRST to loop LAST, siblings with
   LAST after FIRST.  False, with a reason, if no single-entry
   single-exit region starts at FIRST and ends after LAST.  */
bool
ph_region_init (struct ph_extract *ext, class loop *first, class loop *last)
{
  ext->parent = loop_outer (first);
  ext->root = first;
  ext->entry = loop_preheader_edge (first);
  ext->exit = single_exit (last);
  ext->in_region = BITMAP_ALLOC (NULL);
  if (!ext->exit)
    return ph_fail (ext, "loop with several exits (break, return or goto "
		    "out of the loop)");
  for (;;)
    {
      bool stuck;
      if (!collect_blocks (ext->entry, ext->exit, ext->parent,
			   ext->in_region, &ext->blocks))
	return ph_fail (ext, "no single-entry single-exit region around the "
			"loops");
      edge wider = widened_exit (ext, &stuck);
      if (stuck)
	return ph_fail (ext, "no single-entry single-exit region around the "
			"loops");
      if (!wider)
	break;
      ext->exit = wider;
    }
  /* Nothing but the entry may come in.  */
  for (basic_block bb : ext->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e != ext->entry && !bitmap_bit_p (ext->in_region, e->src->index))
	  return ph_fail (ext, "region entered other than through its first "
			  "loop");
    }
  return true;
}

/* Whether BB belongs to the region of EXT.  */
bool
ph_in_region (const struct ph_extract *ext, basic_block bb)
{
  return ext->in_region && bitmap_bit_p (ext->in_region, bb->index);
}

/* The depth of LOOP in the region: 1 for the loops at its top, 0 for the
   parent's own level and for loops outside it.  */
int
ph_region_depth (const struct ph_extract *ext, class loop *loop)
{
  if (loop == ext->parent || !ph_in_region (ext, loop->header))
    return 0;
  return loop_depth (loop) - loop_depth (ext->parent);
}
