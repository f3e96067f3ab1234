/* Loop exits that an earlier test already decided (exits.cc).  */

#ifndef POLYHEDRAL_PREPARE_EXITS_H
#define POLYHEDRAL_PREPARE_EXITS_H

/* Fold the loop exit tests of FUN that an earlier test
   decides (jump threading's copies); whether one was folded.  */
bool ph_fold_decided_exits (function *fun);

#endif
