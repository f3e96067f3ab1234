/* The isl context of one SCoP: bounded, and never aborting.  */

#ifndef POLYHEDRAL_CTX_H
#define POLYHEDRAL_CTX_H

#include <isl/ctx.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A new isl context that returns errors instead of aborting and stops
   after MAX_OPERATIONS operations (0: no limit).  */
isl_ctx *ph_ctx_alloc (long max_operations);

/* Whether CTX stopped because it ran out of operations.  */
int ph_ctx_out_of_operations (isl_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
