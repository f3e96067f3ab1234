/* The isl context of one SCoP: bounded, and never aborting.

   A context is not reference counted, so, as in isl's own headers, it
   takes no __isl_give, __isl_take or __isl_keep: its creator frees it
   (isl_ctx_free), after every object made in it.  */

#ifndef POLYHEDRAL_CTX_H
#define POLYHEDRAL_CTX_H

#include <isl/ctx.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A new isl context that returns errors instead of aborting and stops
   after MAX_OPERATIONS operations (0: no limit).  */
isl_ctx *ph_ctx_alloc (long max_operations);

/* Make every isl operation of CTX fail once the compiler has spent MS
   more milliseconds of processor time (0: never), until ph_ctx_disarm.
   isl counts operations, but some of them (on large coefficients, with
   many divisions) take a thousand times longer than others: building
   the AST of lu tiled 5x9x3 twice spent over 30 s on 2 million.  One
   context at a time; arming another disarms the previous one.  */
void ph_ctx_arm (isl_ctx *ctx, long ms);

/* Let CTX work again after its time ran out, with the time of its last
   ph_ctx_arm again from now (nothing more if it has no timer running):
   for a second, cheaper try at what took it too long.  */
void ph_ctx_rearm (isl_ctx *ctx);

/* Stop the timer of ph_ctx_arm if it is CTX's; the context keeps its
   state.  */
void ph_ctx_disarm (isl_ctx *ctx);

/* The option whose budget stopped CTX: "max-operations" or
   "max-scop-time"; NULL if neither did.  */
const char *ph_ctx_budget_hit (isl_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
