/* isl's scheduler in a process of its own.  isl bounds most of its work
   by counting operations, but not the LP solving of the scheduler, which
   on some dependences (a 3-D stencil's) runs for minutes: a compiler
   must not hang, so that work runs where it can be stopped.

   One process serves every run of a compilation: forked at the first
   run, it reads schedule constraints as their constraint matrices
   (constraint-matrices.c), or in isl text where they cannot be written
   so, and writes back the schedule in isl text, until the compiler
   stops it past a budget (the next run then forks a new one) or at its
   exit.  A process forked for each run
   cost 30 ms of processor time a run, whatever the run's size (copying
   on write the compiler's pages that isl's allocations touch, then
   tearing them down): 2.4 s of PolyBench's 16.5 s (decision 52).  The
   compiler waits for it each time it stops it, so that its time counts
   in the compiler's (getrusage's RUSAGE_CHILDREN, the driver's time);
   should the compiler die first, the process reads the end of its
   socket and exits.  */

#define _POSIX_C_SOURCE 200809L
#include <errno.h>
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

#include "polyhedral/constraint-matrices.h"
#include "polyhedral/scheduler-process.h"

/* The scheduler's process (0: none), the compiler's end of the socket
   between them, its processor clock and whether that clock could be
   read.  */
static pid_t server_pid;
static int server_fd = -1;
static clockid_t server_clock;
static int server_clock_ok;

/* A message being read: bytes up to a '\0'.  */
struct ph_message
{
  char *text;
  size_t len, size;
};

/* Room in M for 4096 more bytes and a '\0'; 0 when out of memory.  */
static int
message_reserve (struct ph_message *m)
{
  if (m->len + 4096 + 1 <= m->size)
    return 1;
  size_t size = 2 * m->size + 4096 + 1;
  char *bigger = realloc (m->text, size);

  if (!bigger)
    return 0;
  m->text = bigger;
  m->size = size;
  return 1;
}

/* Read what FD has into M; 1 once M ends in '\0', 0 while it does not,
   -1 at the end of the stream or on an error.  */
static int
message_read (int fd, struct ph_message *m)
{
  ssize_t r;

  if (!message_reserve (m))
    return -1;
  do
    r = read (fd, m->text + m->len, m->size - m->len - 1);
  while (r < 0 && errno == EINTR);
  if (r <= 0)
    return -1;
  m->len += (size_t) r;
  m->text[m->len] = '\0';
  return m->len > 0 && memchr (m->text + m->len - r, '\0', (size_t) r)
	 ? 1 : 0;
}

/* Write the N bytes of S to FD; whether they all went.  A process that
   has gone does not raise SIGPIPE.  */
static int
write_all (int fd, const char *s, size_t n)
{
  while (n > 0)
    {
      ssize_t w = send (fd, s, n, MSG_NOSIGNAL);
      if (w < 0 && errno == EINTR)
	continue;
      if (w <= 0)
	return 0;
      s += w;
      n -= (size_t) w;
    }
  return 1;
}

/* The schedule that REQUEST asks for: a line of the scheduler's options
   and of whether the constraints come as matrices (ctx_options), then
   the constraints.  Computed in a context of its own, with the options
   and the operation budget of the compiler's; the text of the schedule
   (to free), or NULL.  */
static char *
answer (const char *request)
{
  int outer, whole, serialize, depth, coefficient, constant, matrices;
  unsigned long operations;
  const char *body = strchr (request, '\n');
  isl_ctx *ctx;
  char *out = NULL;

  if (!body
      || sscanf (request, "%d %d %d %d %d %d %lu %d", &outer, &whole,
		 &serialize, &depth, &coefficient, &constant,
		 &operations, &matrices) != 8
      || !(ctx = isl_ctx_alloc ()))
    return NULL;
  isl_options_set_on_error (ctx, ISL_ON_ERROR_CONTINUE);
  isl_options_set_schedule_outer_coincidence (ctx, outer);
  isl_options_set_schedule_whole_component (ctx, whole);
  isl_options_set_schedule_serialize_sccs (ctx, serialize);
  isl_options_set_schedule_maximize_band_depth (ctx, depth);
  isl_options_set_schedule_max_coefficient (ctx, coefficient);
  isl_options_set_schedule_max_constant_term (ctx, constant);
  isl_ctx_set_max_operations (ctx, operations);
  isl_schedule *schedule = isl_schedule_constraints_compute_schedule
    (matrices ? ph_schedule_constraints_read_from_matrix_str (ctx, body + 1)
	      : isl_schedule_constraints_read_from_str (ctx, body + 1));
  if (schedule)
    out = isl_schedule_to_str (schedule);
  isl_schedule_free (schedule);
  isl_ctx_free (ctx);
  return out;
}

/* The scheduler's process: answer each request read from FD, the text
   of a schedule or an empty one, each ending in '\0', until the
   compiler's end is closed.  It closes standard input and output: the
   compiler's output (with -pipe, standard output) must not wait for
   it.  A fault in isl ends it without the compiler's report of an
   internal error: the compiler only sees the run fail.  */
static void
serve (int fd)
{
  static const int faults[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
  struct ph_message in = { NULL, 0, 0 };

  for (size_t f = 0; f < sizeof faults / sizeof *faults; f++)
    signal (faults[f], SIG_DFL);
  if (fd != STDIN_FILENO)
    close (STDIN_FILENO);
  if (fd != STDOUT_FILENO)
    close (STDOUT_FILENO);
  for (;;)
    {
      int got;

      in.len = 0;
      while ((got = message_read (fd, &in)) == 0)
	;
      if (got < 0)
	_exit (0);
      char *out = answer (in.text);
      int sent = write_all (fd, out ? out : "", (out ? strlen (out) : 0) + 1);
      free (out);
      if (!sent)
	_exit (1);
    }
}

/* Stop the scheduler's process and wait for it, so that its time
   counts in the compiler's.  */
static void
server_stop (void)
{
  if (!server_pid)
    return;
  kill (server_pid, SIGKILL);
  close (server_fd);
  server_fd = -1;
  while (waitpid (server_pid, NULL, 0) < 0 && errno == EINTR)
    ;
  server_pid = 0;
}

/* Fork the scheduler's process; whether it runs.  */
static int
server_start (void)
{
  static int registered;
  int fds[2];
  pid_t pid;

  if (!registered)
    registered = atexit (&server_stop) == 0;
  if (!registered || socketpair (AF_UNIX, SOCK_STREAM, 0, fds) < 0)
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
  server_pid = pid;
  server_fd = fds[0];
  server_clock_ok = clock_getcpuclockid (pid, &server_clock) == 0;
  return 1;
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

/* Milliseconds of processor time the scheduler's process has spent
   since CPU_START, or of wall time since START where its clock cannot
   be read.  */
static long
used_ms_since (const struct timespec *start, const struct timespec *cpu_start)
{
  long wall = elapsed_ms (CLOCK_MONOTONIC, start);
  long used = server_clock_ok ? elapsed_ms (server_clock, cpu_start) : -1;

  return used < 0 ? wall : used;
}

/* The first line of a request: the scheduler's options of CTX, its
   operation budget and whether MATRICES are sent, in the order answer
   reads them.  */
static void
ctx_options (isl_ctx *ctx, int matrices, char *line, size_t size)
{
  snprintf (line, size, "%d %d %d %d %d %d %lu %d\n",
	    isl_options_get_schedule_outer_coincidence (ctx),
	    isl_options_get_schedule_whole_component (ctx),
	    isl_options_get_schedule_serialize_sccs (ctx),
	    isl_options_get_schedule_maximize_band_depth (ctx),
	    isl_options_get_schedule_max_coefficient (ctx),
	    isl_options_get_schedule_max_constant_term (ctx),
	    isl_ctx_get_max_operations (ctx), matrices);
}

/* Send the request for SC (taken) under CTX's options; whether it went
   (the process is stopped where it did not).  */
static int
send_request (isl_ctx *ctx, isl_schedule_constraints *sc)
{
  char line[256];
  char *text = ph_schedule_constraints_to_matrix_str (sc);
  int matrices = text != NULL, sent;

  if (!matrices)
    text = isl_schedule_constraints_to_str (sc);
  isl_schedule_constraints_free (sc);
  if (!text)
    return 0;
  ctx_options (ctx, matrices, line, sizeof line);
  sent = write_all (server_fd, line, strlen (line))
	 && write_all (server_fd, text, strlen (text) + 1);
  free (text);
  if (!sent)
    server_stop ();
  return sent;
}

/* See scheduler-process.h.  Processor time, not wall time, so that a
   loaded machine (a parallel package build) schedules as an idle one
   does; wall time stops a process starved of processors at five times
   the limit.  */
__isl_give isl_schedule *
ph_scheduler_process_compute (isl_ctx *ctx,
			      __isl_take isl_schedule_constraints *sc,
			      long limit_ms, int *timed_out, long *used_ms)
{
  struct ph_message in = { NULL, 0, 0 };
  struct timespec start, cpu_start = { 0, 0 };
  isl_schedule *schedule = NULL;
  int got = 0;

  *timed_out = 0;
  *used_ms = 0;
  if (!server_pid && !server_start ())
    {
      isl_schedule_constraints_free (sc);
      return NULL;
    }
  if (!send_request (ctx, sc))
    return NULL;
  clock_gettime (CLOCK_MONOTONIC, &start);
  if (server_clock_ok)
    clock_gettime (server_clock, &cpu_start);
  while (got == 0)
    {
      struct pollfd pfd = { server_fd, POLLIN, 0 };
      long wall = elapsed_ms (CLOCK_MONOTONIC, &start);
      long used = used_ms_since (&start, &cpu_start);

      if (used >= limit_ms || wall >= 5 * limit_ms)
	{
	  *timed_out = 1;
	  break;
	}
      /* Wake up often enough to see the processor time pass.  */
      if (poll (&pfd, 1, (int) (limit_ms - used < 50 ? limit_ms - used
				 : 50)) > 0)
	got = message_read (server_fd, &in);
    }
  *used_ms = used_ms_since (&start, &cpu_start);
  if (got < 0 || *timed_out)
    server_stop ();
  else if (in.text[0])
    schedule = isl_schedule_read_from_str (ctx, in.text);
  free (in.text);
  return schedule;
}

/* See scheduler-process.h.  */
double
ph_scheduler_process_seconds (void)
{
  struct timespec now;

  if (!server_pid || !server_clock_ok
      || clock_gettime (server_clock, &now) < 0)
    return 0;
  return now.tv_sec + now.tv_nsec * 1e-9;
}
