/* Scalars of the model whose last value the code after the region uses
   (ph_array.live_out): code generation stores them back, and the
   placement and expansion of scalars leave them alone.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "cfgloop.h"
#include "ssa.h"

#include "model/region.h"
#include "model/live-out.h"

/* Whether NAME, an SSA name defined in the region of REGION, is used after
   it, apart from the exit block's PHI nodes and the block SKIP.  */
bool
ph_used_after_region (struct ph_region *region, tree name, basic_block skip)
{
  imm_use_iterator ui;
  use_operand_p use_p;

  FOR_EACH_IMM_USE_FAST (use_p, ui, name)
    {
      gimple *use = USE_STMT (use_p);
      if (!is_gimple_debug (use) && gimple_bb (use) != skip
	  && !ph_in_region (region, gimple_bb (use))
	  && !(gimple_bb (use) == region->exit_bb
	       && gimple_code (use) == GIMPLE_PHI))
	return true;
    }
  return false;
}

/* Mark the scalars of SCOP, the model of the region of REGION, whose last
   value the code after the region uses: the exit block's PHI nodes and
   the values used later.  */
void
ph_mark_live_out_scalars (struct ph_region *region, struct ph_scop *scop)
{
  for (int i = 0; i < scop->n_array; i++)
    {
      struct ph_array *a = &scop->arrays[i];
      tree name = region->array_bases[i];
      if (a->kind == PH_ARRAY_VALUE)
	a->live_out = ph_used_after_region (region, name, NULL);
      else if (a->kind == PH_ARRAY_PHI)
	a->live_out = gimple_bb (SSA_NAME_DEF_STMT (name)) == region->exit_bb;
    }
}
