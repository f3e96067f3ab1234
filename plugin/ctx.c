/* isl contexts for the pass: one per SCoP, so that one SCoP's budget and
   errors never affect another's.  */

#include <isl/options.h>

#include "polyhedral/ctx.h"

/* A context that reports errors to its caller (isl's default is to print
   and abort, which would take the compiler down) and is bounded by
   MAX_OPERATIONS.  */
isl_ctx *
ph_ctx_alloc (long max_operations)
{
  isl_ctx *ctx = isl_ctx_alloc ();

  if (!ctx)
    return NULL;
  isl_options_set_on_error (ctx, ISL_ON_ERROR_CONTINUE);
  if (max_operations > 0)
    isl_ctx_set_max_operations (ctx, (unsigned long) max_operations);
  return ctx;
}

/* Nonzero if the last error of CTX was running out of operations.  */
int
ph_ctx_out_of_operations (isl_ctx *ctx)
{
  return isl_ctx_last_error (ctx) == isl_error_quota;
}
