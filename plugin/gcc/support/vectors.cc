/* What the target offers the register tiles of contractions: the size
   of its preferred vectors and how many registers hold them, read from
   GCC's target hooks, so that -march and -mprefer-vector-width count as
   they do for the vectorizer.  */

#include "gcc-plugin.h"
#include "tree.h"
#include "memmodel.h"
#include "tm_p.h"
#include "target.h"
#include "hard-reg-set.h"

#include "support/vectors.h"

void
ph_target_vectors (int *bytes, int *registers)
{
  machine_mode mode = targetm.vectorize.preferred_simd_mode (word_mode);

  *bytes = *registers = 0;
  /* The register tile's columns are vectors only through the vectorizer
     of basic blocks, which takes the unrolled copies.  */
  if (!flag_tree_slp_vectorize || !VECTOR_MODE_P (mode))
    return;
  for (int r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (!fixed_regs[r] && TEST_HARD_REG_BIT (accessible_reg_set, r)
	&& targetm.hard_regno_mode_ok (r, mode))
      ++*registers;
  if (*registers)
    *bytes = (int) GET_MODE_SIZE (mode).to_constant ();
}
