/* The time the pass spends in each of its phases, under -ftime-report
   (phase-time.cc).  */

#ifndef POLYHEDRAL_SUPPORT_PHASE_TIME_H
#define POLYHEDRAL_SUPPORT_PHASE_TIME_H

/* The phases of the pass, in the order they run.  */
enum ph_phase
{
  PH_PHASE_PREPARE,	/* The loops made ready (prepare/).  */
  PH_PHASE_MODEL,	/* SCoPs detected and modelled.  */
  PH_PHASE_SCHEDULE,	/* Dependences and a new schedule.  */
  PH_PHASE_AST,		/* The AST of the schedule.  */
  PH_PHASE_CODE,	/* The new code from the AST.  */
  PH_N_PHASES
};

/* Whether phases are timed: -ftime-report was given.  */
bool ph_phase_timed_p (void);

/* Enter PHASE: a row of its own among the "Client items" of
   -ftime-report.  Returns the processor seconds spent so far by the
   compiler and its finished children (the scheduler's), 0 when phases
   are not timed, for ph_phase_leave.  */
double ph_phase_enter (enum ph_phase phase);

/* Leave the phase entered last, when the processor seconds were START;
   the seconds it took (0 when phases are not timed).  */
double ph_phase_leave (double start);

/* The name of PHASE in the dump.  */
const char *ph_phase_name (enum ph_phase phase);

#endif
