/* The time the pass spends in each of its phases, under -ftime-report:
   each phase is a client item of GCC's timer, which prints them under
   "Client items", and the pass gets the processor time of each phase of
   each SCoP for its dump.  The time of the scheduler's process counts.
   Without -ftime-report nothing is measured: dumps stay the same from
   one run to the next.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "timevar.h"

#include <sys/resource.h>

#include "polyhedral/scheduler-process.h"
#include "support/phase-time.h"

/* The rows of the report, by phase.  GCC's timer keys them by the
   address of their name.  */
static const char *const phase_names[PH_N_PHASES] = {
  "polyhedral: preparation",
  "polyhedral: detection and models",
  "polyhedral: schedules",
  "polyhedral: ASTs",
  "polyhedral: code generation"
};

/* Processor seconds of the compiler, of its finished children and of
   the scheduler's process.  */
static double
processor_seconds (void)
{
  struct rusage self, children;

  if (getrusage (RUSAGE_SELF, &self) < 0
      || getrusage (RUSAGE_CHILDREN, &children) < 0)
    return 0;
  return (self.ru_utime.tv_sec + children.ru_utime.tv_sec
	  + self.ru_stime.tv_sec + children.ru_stime.tv_sec)
	 + (self.ru_utime.tv_usec + children.ru_utime.tv_usec
	    + self.ru_stime.tv_usec + children.ru_stime.tv_usec) * 1e-6
	 + ph_scheduler_process_seconds ();
}

bool
ph_phase_timed_p (void)
{
  return g_timer != NULL;
}

double
ph_phase_enter (enum ph_phase phase)
{
  if (!g_timer)
    return 0;
  g_timer->push_client_item (phase_names[phase]);
  return processor_seconds ();
}

double
ph_phase_leave (double start)
{
  if (!g_timer)
    return 0;
  g_timer->pop_client_item ();
  return processor_seconds () - start;
}

const char *
ph_phase_name (enum ph_phase phase)
{
  static const char *const short_names[PH_N_PHASES] = {
    "preparation", "model", "schedule", "AST", "code"
  };
  return short_names[phase];
}
