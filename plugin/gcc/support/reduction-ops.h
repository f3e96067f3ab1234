/* The operations a reduction may combine with (reduction-ops.cc).  */

#ifndef POLYHEDRAL_SUPPORT_REDUCTION_OPS_H
#define POLYHEDRAL_SUPPORT_REDUCTION_OPS_H

/* Whether CODE on values of TYPE may be reassociated and
   commuted; the operation combining partial results of a reduction by
   CODE, and the value they start from.  */
bool ph_reassociable_p (enum tree_code code, tree type);
enum tree_code ph_reduction_combiner (enum tree_code code);
tree ph_reduction_identity (enum tree_code code, tree type);

#endif
