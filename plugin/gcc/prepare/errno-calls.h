/* Square roots that only set errno, folded into one statement for the
   length of the pass (errno-calls.cc).  */

#ifndef POLYHEDRAL_PREPARE_ERRNO_CALLS_H
#define POLYHEDRAL_PREPARE_ERRNO_CALLS_H

bool ph_errno_calls_fold (function *fun);
bool ph_errno_call_p (gimple *stmt);
void ph_errno_call_copied (gimple *stmt, gimple *copy);
void ph_errno_calls_unfold (function *fun);

#endif
