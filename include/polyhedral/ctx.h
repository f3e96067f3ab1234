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

/* Free CTX, after every object made in it.  Where some object still
   references it (a leak), isl keeps it and, with REPORT_LEAKS, says so
   on standard error: the bridge asks for that under -fchecking, which
   some of the testsuite's option sets use.  */
void ph_ctx_free (isl_ctx *ctx, int report_leaks);

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

/* A step of a context's work with a budget of processor time of its
   own, inside what the context's timer has left.  */
struct ph_ctx_share
{
  long outer_left;	/* Milliseconds the context's timer had left, or 0.  */
  long outer_ms;	/* What that timer was armed with.  */
  long given;		/* The step's milliseconds; 0: the outer timer's.  */
};

/* Bound the next step of CTX's work by MS milliseconds of processor
   time (0: no bound of its own), or by what its timer has left if that
   is less; OPTION names the budget (ph_ctx_budget_hit).  The step ends
   with ph_ctx_share_end, which gives the timer back what it had left
   less what the step spent.  */
struct ph_ctx_share ph_ctx_share_begin (isl_ctx *ctx, long ms,
					const char *option);
void ph_ctx_share_end (isl_ctx *ctx, const struct ph_ctx_share *share);

/* ph_ctx_share_end for a step that may be given up alone: where the
   step's own budget stopped CTX, CTX works again (its last error
   stays), under what its timer had left before the step less the
   step's budget.  */
void ph_ctx_share_end_resume (isl_ctx *ctx,
			      const struct ph_ctx_share *share);

/* The option whose budget stopped CTX: "max-operations",
   "max-scop-time" or the option of a step (ph_ctx_share_begin); NULL if
   none did.  */
const char *ph_ctx_budget_hit (isl_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif
