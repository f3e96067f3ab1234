/* isl contexts for the pass: one per SCoP, so that one SCoP's budget and
   errors never affect another's.  */

#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <string.h>
#include <time.h>

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

/* Free CTX (see ctx.h).  */
void
ph_ctx_free (isl_ctx *ctx, int report_leaks)
{
  if (ctx && report_leaks)
    isl_options_set_on_error (ctx, ISL_ON_ERROR_WARN);
  isl_ctx_free (ctx);
}

/* The signal of the processor-time timer: its default action would end
   the compiler, but it is only ever raised while the handler below is
   installed (a deleted timer's pending signal is discarded).  */
#define PH_TIMER_SIGNAL SIGVTALRM

/* The context that the timer stops, the timer, the option whose budget
   it counts down, and the action its signal had before.  */
static isl_ctx *timed_ctx;
static long timed_ms;
static timer_t timer;
static int timer_armed;
static const char *timed_option;
static struct sigaction saved_action;

/* The option of the timer that stopped a context last.  */
static const char *volatile fired_option;

/* The timer's signal handler: make every later isl operation of the
   timed context fail, which is what isl_ctx_abort is for.  */
static void
abort_timed_ctx (int signo)
{
  (void) signo;
  if (timed_ctx)
    {
      fired_option = timed_option;
      isl_ctx_abort (timed_ctx);
    }
}

/* The budget that stopped CTX (see ctx.h).  */
const char *
ph_ctx_budget_hit (isl_ctx *ctx)
{
  if (isl_ctx_last_error (ctx) == isl_error_quota)
    return "max-operations";
  if (isl_ctx_last_error (ctx) == isl_error_abort || isl_ctx_aborted (ctx))
    return fired_option ? fired_option : "max-scop-time";
  return NULL;
}

/* Stop CTX after MS milliseconds of processor time (see ctx.h).  */
void
ph_ctx_arm (isl_ctx *ctx, long ms)
{
  struct sigevent event;
  struct sigaction action;
  struct itimerspec when;

  ph_ctx_disarm (timed_ctx);
  if (!ctx || ms <= 0)
    return;
  memset (&event, 0, sizeof event);
  event.sigev_notify = SIGEV_SIGNAL;
  event.sigev_signo = PH_TIMER_SIGNAL;
  if (timer_create (CLOCK_PROCESS_CPUTIME_ID, &event, &timer) < 0)
    return;
  memset (&action, 0, sizeof action);
  action.sa_handler = &abort_timed_ctx;
  sigemptyset (&action.sa_mask);
  action.sa_flags = SA_RESTART;
  if (sigaction (PH_TIMER_SIGNAL, &action, &saved_action) < 0)
    {
      timer_delete (timer);
      return;
    }
  memset (&when, 0, sizeof when);
  when.it_value.tv_sec = ms / 1000;
  when.it_value.tv_nsec = (ms % 1000) * 1000000;
  timed_ctx = ctx;
  timed_ms = ms;
  timed_option = "max-scop-time";
  fired_option = NULL;
  timer_armed = 1;
  if (timer_settime (timer, 0, &when, NULL) < 0)
    ph_ctx_disarm (ctx);
}

/* Give CTX its time again (see ctx.h).  */
void
ph_ctx_rearm (isl_ctx *ctx)
{
  long ms = timer_armed && ctx == timed_ctx ? timed_ms : 0;

  isl_ctx_resume (ctx);
  if (ms > 0)
    ph_ctx_arm (ctx, ms);
}

/* Stop the timer of ph_ctx_arm for CTX, if any (see ctx.h).  */
void
ph_ctx_disarm (isl_ctx *ctx)
{
  if (!timer_armed || ctx != timed_ctx)
    return;
  timer_delete (timer);
  sigaction (PH_TIMER_SIGNAL, &saved_action, NULL);
  timed_ctx = NULL;
  timer_armed = 0;
}

/* The milliseconds left on CTX's timer; 0 if it has none running.  */
static long
time_left (isl_ctx *ctx)
{
  struct itimerspec now;

  if (!timer_armed || ctx != timed_ctx || timer_gettime (timer, &now) < 0)
    return 0;
  return now.it_value.tv_sec * 1000 + now.it_value.tv_nsec / 1000000;
}

/* Give one step of CTX's work MS milliseconds (see ctx.h).  */
struct ph_ctx_share
ph_ctx_share_begin (isl_ctx *ctx, long ms, const char *option)
{
  struct ph_ctx_share share = { time_left (ctx), timed_ms, 0 };

  if (!ctx || ms <= 0 || (share.outer_left > 0 && share.outer_left <= ms))
    return share;
  ph_ctx_arm (ctx, ms);
  timed_option = option;
  share.given = ms;
  return share;
}

/* Arm CTX again with what SHARE's outer timer had left, less SPENT
   milliseconds (at least one, so that a spent budget still fires).  */
static void
rearm_outer (isl_ctx *ctx, const struct ph_ctx_share *share, long spent)
{
  if (share->outer_left <= 0)
    return;
  ph_ctx_arm (ctx, share->outer_left > spent ? share->outer_left - spent : 1);
  timed_ms = share->outer_ms;
}

/* End the step of SHARE (see ctx.h).  */
void
ph_ctx_share_end (isl_ctx *ctx, const struct ph_ctx_share *share)
{
  long spent;

  if (share->given == 0)
    return;
  spent = share->given - time_left (ctx);
  ph_ctx_disarm (ctx);
  if (!isl_ctx_aborted (ctx))
    rearm_outer (ctx, share, spent);
}

/* End the step of SHARE (see ctx.h), CTX working again if the step's
   own budget stopped it.  */
void
ph_ctx_share_end_resume (isl_ctx *ctx, const struct ph_ctx_share *share)
{
  if (share->given == 0 || !isl_ctx_aborted (ctx))
    {
      ph_ctx_share_end (ctx, share);
      return;
    }
  const char *fired = fired_option;

  ph_ctx_disarm (ctx);
  isl_ctx_resume (ctx);
  rearm_outer (ctx, share, share->given);
  /* ph_ctx_budget_hit still names the step's budget.  */
  fired_option = fired;
}
