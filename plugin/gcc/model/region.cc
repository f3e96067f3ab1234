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

#include "bridge.h"

/* Whether the walk over the region of EXT stops before BB: its exit
   block, and anything that is not part of one iteration of its parent
   (edges to those leave the region).  */
static bool
beyond_region (struct ph_extract *ext, basic_block bb)
{
  return (bb == ext->exit_bb || bb == EXIT_BLOCK_PTR_FOR_FN (ext->fun)
	  || !flow_bb_inside_loop_p (ext->parent, bb)
	  || bb == ext->parent->latch || bb == ext->parent->header);
}

/* The blocks reachable from the entry of EXT without going beyond the
   region, into EXT's block set and list; false if the walk comes back to
   the source of the entry.  */
static bool
collect_blocks (struct ph_extract *ext)
{
  auto_vec<basic_block> work;

  bitmap_clear (ext->in_region);
  ext->blocks.truncate (0);
  work.safe_push (ext->entry->dest);
  bitmap_set_bit (ext->in_region, ext->entry->dest->index);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;

      if (bb == ext->entry->src)
	return false;
      ext->blocks.safe_push (bb);
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (!beyond_region (ext, e->dest)
	    && bitmap_set_bit (ext->in_region, e->dest->index))
	  work.safe_push (e->dest);
    }
  return true;
}

/* The nearest common post-dominator of the exit block of EXT and the
   destinations of the edges leaving the region elsewhere; the exit block
   itself if there are none.  */
static basic_block
leaving_post_dominator (struct ph_extract *ext)
{
  basic_block join = ext->exit_bb;

  for (basic_block bb : ext->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != ext->exit_bb
	    && !bitmap_bit_p (ext->in_region, e->dest->index))
	  join = nearest_common_dominator (CDI_POST_DOMINATORS, join,
					   e->dest);
    }
  return join;
}

/* The nearest common dominator of the entry block of EXT and the sources
   of the edges entering the region elsewhere; NULL if there are none.  */
static basic_block
entering_dominator (struct ph_extract *ext)
{
  basic_block top = NULL;

  for (basic_block bb : ext->blocks)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e != ext->entry && !bitmap_bit_p (ext->in_region, e->src->index))
	  top = nearest_common_dominator (CDI_DOMINATORS,
					  top ? top : ext->entry->dest,
					  e->src);
    }
  return top;
}

/* Set up the region of EXT from loop FIRST to loop LAST, siblings with
   LAST after FIRST.  False, with a reason, if no single-entry
   single-exit region starts at FIRST and ends after LAST.  */
bool
ph_region_init (struct ph_extract *ext, class loop *first, class loop *last)
{
  edge last_exit = single_exit (last);

  ext->parent = loop_outer (first);
  ext->root = first;
  ext->entry = loop_preheader_edge (first);
  ext->in_region = BITMAP_ALLOC (NULL);
  if (!last_exit)
    return ph_fail (ext, "loop with several exits (break, return or goto "
		    "out of the loop)");
  ext->exit_bb = last_exit->dest;
  for (;;)
    {
      /* The exit block post-dominates the entry.  */
      ext->exit_bb = nearest_common_dominator (CDI_POST_DOMINATORS,
					       ext->exit_bb,
					       ext->entry->dest);
      if (!ext->exit_bb || ext->exit_bb == EXIT_BLOCK_PTR_FOR_FN (ext->fun)
	  || !flow_bb_inside_loop_p (ext->parent, ext->exit_bb)
	  || ext->exit_bb == ext->parent->header)
	return ph_fail (ext, "no single-entry single-exit region around the "
			"loops");
      if (!collect_blocks (ext))
	return ph_fail (ext, "no single-entry single-exit region around the "
			"loops");
      basic_block join = leaving_post_dominator (ext);
      if (join != ext->exit_bb)
	{
	  ext->exit_bb = join;
	  continue;
	}
      basic_block top = entering_dominator (ext);
      if (!top)
	return true;
      if (top->loop_father != ext->parent || !single_pred_p (top))
	return ph_fail (ext, "region entered other than through its first "
			"loop");
      ext->entry = single_pred_edge (top);
    }
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
