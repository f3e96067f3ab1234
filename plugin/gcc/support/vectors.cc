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

/* optabs-tree.h, which declares target_supports_op_p, needs
   insn-opinit.h, which GCC does not install for plugins; cc1 exports the
   function, declared here as GCC 12's optabs-tree.h declares it.  */
enum optab_subtype
{
  optab_default,
  optab_scalar,
  optab_vector,
  optab_vector_mixed_sign
};
bool target_supports_op_p (tree, enum tree_code, enum optab_subtype);

void
ph_target_vectors (int *bytes, int *registers)
{
  machine_mode mode = targetm.vectorize.preferred_simd_mode (word_mode);

  *bytes = *registers = 0;
  /* The register tile's columns become vectors in the code generator,
     or, where its copies make none, through the vectorizer of basic
     blocks, which takes the unrolled copies: without it, no tiles.  */
  if (!flag_tree_slp_vectorize || !VECTOR_MODE_P (mode))
    return;
  for (int r = 0; r < FIRST_PSEUDO_REGISTER; r++)
    if (!fixed_regs[r] && TEST_HARD_REG_BIT (accessible_reg_set, r)
	&& targetm.hard_regno_mode_ok (r, mode))
      ++*registers;
  if (*registers)
    *bytes = (int) GET_MODE_SIZE (mode).to_constant ();
}

bool
ph_target_vector_op (tree vectype, enum tree_code code)
{
  return target_supports_op_p (vectype, code, optab_default);
}
