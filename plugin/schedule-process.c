/* isl's scheduler in a process of its own.  isl bounds most of its work
   by counting operations, but not the LP solving of the scheduler,
   which on some dependences (a 3-D stencil's) runs for minutes: a
   compiler must not hang, so that work runs where it can be stopped.
   One process serves every SCoP of a compilation, and is forked again
   only after it had to be stopped: a fork of the compiler for each SCoP
   (its page tables copied, then its pages as either side writes them)
   cost as much as all the rest of the plugin's work, 5.1 s of
   processor time on TSVC's 151 functions against 5.4 s.  The
   constraints go to it and the schedule comes back in isl's text
   format.  */

#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/wait.h>

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/schedule.h>

#include "polyhedral/schedule-process.h"

/* The scheduler options of an isl context, each read from the
   compiler's context and set in the process's.  */
static const struct
{
  int (*get) (isl_ctx *ctx);
  isl_stat (*set) (isl_ctx *ctx, int value);
} scheduler_options[] =
{
  { &isl_options_get_schedule_max_coefficient,
    &isl_options_set_schedule_max_coefficient },
  { &isl_options_get_schedule_max_constant_term,
    &isl_options_set_schedule_max_constant_term },
  { &isl_options_get_schedule_maximize_band_depth,
    &isl_options_set_schedule_maximize_band_depth },
  { &isl_options_get_schedule_maximize_coincidence,
    &isl_options_set_schedule_maximize_coincidence },
  { &isl_options_get_schedule_outer_coincidence,
    &isl_options_set_schedule_outer_coincidence },
  { &isl_options_get_schedule_split_scaled,
    &isl_options_set_schedule_split_scaled },
  { &isl_options_get_schedule_treat_coalescing,
    &isl_options_set_schedule_treat_coalescing },
  { &isl_options_get_schedule_separate_components,
    &isl_options_set_schedule_separate_components },
  { &isl_options_get_schedule_serialize_sccs,
    &isl_options_set_schedule_serialize_sccs },
  { &isl_options_get_schedule_whole_component,
    &isl_options_set_schedule_whole_component },
  { &isl_options_get_schedule_carry_self_first,
    &isl_options_set_schedule_carry_self_first },
};

#define N_OPTIONS (sizeof scheduler_options / sizeof scheduler_options[0])

/* What precedes the text of the constraints on the way to the process.
   The reply is the length of the schedule's text (0: no schedule), then
   the text.  */
struct request
{
  unsigned long max_operations;
  int options[N_OPTIONS];
  size_t length;
};

/* The process, and the compiler's end of the socket to it.  */
static pid_t process = -1;
static int channel = -1;
static clockid_t process_clock;
static int process_clock_ok;

/* Send the LENGTH bytes of DATA on FD; whether all went.  A peer gone
   must not end the sender with SIGPIPE.  */
static int
send_all (int fd, const void *data, size_t length)
{
  const char *p = data;

  while (length > 0)
    {
      ssize_t n = send (fd, p, length, MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	return 0;
      p += n;
      length -= (size_t) n;
    }
  return 1;
}

/* Receive exactly LENGTH bytes from FD into DATA, waiting as long as it
   takes; whether they came.  */
static int
receive_all (int fd, void *data, size_t length)
{
  char *p = data;

  while (length > 0)
    {
      ssize_t n = recv (fd, p, length, 0);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	return 0;
      p += n;
      length -= (size_t) n;
    }
  return 1;
}

/* The text of the schedule that isl finds for the constraints TEXT
   under the options of REQUEST, in a context of its own; NULL if there
   is none.  */
static char *
schedule_text (const struct request *request, const char *text)
{
  isl_ctx *ctx = isl_ctx_alloc ();
  isl_schedule_constraints *sc;
  isl_schedule *schedule;
  char *result;

  if (!ctx)
    return NULL;
  isl_options_set_on_error (ctx, ISL_ON_ERROR_CONTINUE);
  if (request->max_operations)
    isl_ctx_set_max_operations (ctx, request->max_operations);
  for (size_t i = 0; i < N_OPTIONS; i++)
    scheduler_options[i].set (ctx, request->options[i]);
  sc = isl_schedule_constraints_read_from_str (ctx, text);
  schedule = isl_schedule_constraints_compute_schedule (sc);
  result = schedule ? isl_schedule_to_str (schedule) : NULL;
  isl_schedule_free (schedule);
  isl_ctx_free (ctx);
  return result;
}

/* The process's life: answer the requests that come on FD until the
   compiler closes its end.  */
static void __attribute__ ((noreturn))
serve (int fd)
{
  struct request request;
  int null = open ("/dev/null", O_WRONLY);

  /* The compiler's output (a pipe to the assembler under -pipe) must
     end when the compiler does.  */
  if (null >= 0)
    dup2 (null, STDOUT_FILENO);
  while (receive_all (fd, &request, sizeof request))
    {
      char *text = malloc (request.length + 1);
      char *result;
      size_t length;

      if (!text || !receive_all (fd, text, request.length))
	_exit (1);
      text[request.length] = '\0';
      result = schedule_text (&request, text);
      free (text);
      length = result ? strlen (result) : 0;
      if (!send_all (fd, &length, sizeof length)
	  || !send_all (fd, result, length))
	_exit (1);
      free (result);
    }
  _exit (0);
}

/* Start the process; whether it runs.  */
static int
start_process (void)
{
  int fds[2];
  pid_t pid;

  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0)
    return 0;
  fflush (NULL);
  pid = fork ();
  if (pid == 0)
    {
      close (fds[0]);
      serve (fds[1]);
    }
  close (fds[1]);
  if (pid < 0)
    {
      close (fds[0]);
      return 0;
    }
  process = pid;
  channel = fds[0];
  process_clock_ok = clock_getcpuclockid (pid, &process_clock) == 0;
  return 1;
}

/* End the process, killed first if KILL_IT (it may be busy), and wait
   for it.  */
static void
stop_process (int kill_it)
{
  if (process < 0)
    return;
  if (kill_it)
    kill (process, SIGKILL);
  close (channel);
  while (waitpid (process, NULL, 0) < 0 && errno == EINTR)
    ;
  process = -1;
  channel = -1;
}

/* End the scheduler process (see schedule-process.h).  */
void
ph_schedule_process_stop (void)
{
  stop_process (0);
}

/* Milliseconds from START to the current time of CLOCK, or -1 if the
   clock cannot be read.  */
static long
elapsed_ms (clockid_t clock, const struct timespec *start)
{
  struct timespec now;

  if (clock_gettime (clock, &now) < 0)
    return -1;
  return (now.tv_sec - start->tv_sec) * 1000
	 + (now.tv_nsec - start->tv_nsec) / 1000000;
}

/* The reply to the request just sent, received within LIMIT_MS
   milliseconds of the process's processor time since CPU_START (five
   times as long in wall time, for a process starved of processors): a
   string, empty for no schedule, or NULL if the process failed or was
   too long (then *TIMED_OUT is set).  Processor time, not wall time, so
   that a loaded machine (a parallel package build) schedules as an idle
   one does.  */
static char *
receive_reply (long limit_ms, const struct timespec *cpu_start,
	       int *timed_out)
{
  struct timespec wall_start;
  size_t length = 0, got = 0, want = sizeof length;
  char *text = NULL;
  int header = 1;

  clock_gettime (CLOCK_MONOTONIC, &wall_start);
  for (;;)
    {
      struct pollfd pfd = { channel, POLLIN, 0 };
      long wall = elapsed_ms (CLOCK_MONOTONIC, &wall_start);
      long used = process_clock_ok ? elapsed_ms (process_clock, cpu_start)
				   : wall;
      char *into = header ? (char *) &length + got : text + got;
      ssize_t n;

      if (used >= limit_ms || wall >= 5 * limit_ms)
	{
	  *timed_out = 1;
	  break;
	}
      /* Wake up often enough to see the processor time pass.  */
      if (poll (&pfd, 1, limit_ms - used < 50 ? (int) (limit_ms - used) : 50)
	  <= 0)
	continue;
      n = recv (channel, into, want - got, 0);
      if (n < 0 && errno == EINTR)
	continue;
      if (n <= 0)
	break;
      got += (size_t) n;
      if (got < want)
	continue;
      if (!header)
	{
	  text[length] = '\0';
	  return text;
	}
      header = 0;
      got = 0;
      want = length;
      text = malloc (length + 1);
      if (!text)
	break;
      if (length == 0)
	{
	  text[0] = '\0';
	  return text;
	}
    }
  free (text);
  return NULL;
}

/* Compute a schedule in the scheduler process (see
   schedule-process.h).  */
isl_schedule *
ph_schedule_process_compute (isl_ctx *ctx, isl_schedule_constraints *sc,
			     long limit_ms, int *timed_out)
{
  struct request request;
  struct timespec cpu_start = { 0, 0 };
  char *text = isl_schedule_constraints_to_str (sc);
  char *reply;
  isl_schedule *schedule = NULL;
  int sent;

  isl_schedule_constraints_free (sc);
  *timed_out = 0;
  if (!text || (process < 0 && !start_process ()))
    {
      free (text);
      return NULL;
    }
  memset (&request, 0, sizeof request);
  request.max_operations = isl_ctx_get_max_operations (ctx);
  for (size_t i = 0; i < N_OPTIONS; i++)
    request.options[i] = scheduler_options[i].get (ctx);
  request.length = strlen (text);
  if (process_clock_ok && clock_gettime (process_clock, &cpu_start) < 0)
    process_clock_ok = 0;
  sent = send_all (channel, &request, sizeof request)
	 && send_all (channel, text, request.length);
  free (text);
  reply = sent ? receive_reply (limit_ms, &cpu_start, timed_out) : NULL;
  if (!reply)
    {
      stop_process (1);
      return NULL;
    }
  if (*reply)
    schedule = isl_schedule_read_from_str (ctx, reply);
  free (reply);
  return schedule;
}
