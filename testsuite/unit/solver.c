/* Unit tests of the solver's answers, and of the verdicts it remembers:
   a question asked again, among others and after more than it
   remembers, gets the answer it got first; renamed, it is not asked
   again.  */

#include <stdio.h>

#include "polyhedral/solver.h"
#include "unit.h"

static const char *no_square_is_two
  = "(declare-fun x () Int) (assert (= (* x x) 2))";
static const char *twelve_has_factors
  = "(declare-fun x () Int) (declare-fun y () Int)"
    " (assert (= (* x y) 12)) (assert (> x 1)) (assert (> y 1))";

/* Each of the two questions, asked in turn, then after 100 others
   (more than are remembered).  */
static void
test_verdicts (void)
{
  bool available = ph_solver_available ();
  enum ph_verdict unsat = available ? PH_UNSAT : PH_UNKNOWN;
  enum ph_verdict sat = available ? PH_SAT : PH_UNKNOWN;
  int ok = 1;

  for (int round = 0; round < 3; round++)
    ok &= ph_solver_check (no_square_is_two, 1000) == unsat
	  && ph_solver_check (twelve_has_factors, 1000) == sat;
  unit_check ("asked again in turn", ok, "another verdict");
  for (int k = 0; k < 100; k++)
    {
      char other[128];
      snprintf (other, sizeof other,
		"(declare-fun x () Int) (assert (= (* x x) %d))", k);
      int square = 0;
      for (int x = 0; x * x <= k; x++)
	square |= x * x == k;
      /* Undecided is allowed; a wrong verdict is not.  */
      ok &= ph_solver_check (other, 1000) != (square ? PH_UNSAT : PH_SAT);
    }
  unit_check ("squares below 100", ok, "a wrong verdict");
  unit_check ("asked again after others",
	      ph_solver_check (no_square_is_two, 1000) == unsat
	      && ph_solver_check (twelve_has_factors, 1000) == sat,
	      "another verdict");
}

/* A question whose constants are named otherwise is the same question:
   answered from memory, with the same verdict; one that differs in
   anything else is asked.  */
static void
test_renamed (void)
{
  static const char *const texts[] = {
    "(declare-const p_n_12 Int) (declare-const i0 Int)"
    " (assert (>= p_n_12 0)) (assert (= (* i0 i0) (+ (* 2 p_n_12) 3)))"
    " (assert (< i0 p_n_12))",
    "(declare-const p_n_57 Int) (declare-const i0 Int)"
    " (assert (>= p_n_57 0)) (assert (= (* i0 i0) (+ (* 2 p_n_57) 3)))"
    " (assert (< i0 p_n_57))",
    "(declare-const p_n_57 Int) (declare-const i0 Int)"
    " (assert (>= p_n_57 0)) (assert (= (* i0 i0) (+ (* 2 p_n_57) 5)))"
    " (assert (< i0 p_n_57))"
  };
  bool available = ph_solver_available ();
  enum ph_verdict first = ph_solver_check (texts[0], 1000);
  long before = ph_solver_remembered_answers ();
  enum ph_verdict renamed = ph_solver_check (texts[1], 1000);
  long after_renamed = ph_solver_remembered_answers ();
  enum ph_verdict other = ph_solver_check (texts[2], 1000);

  unit_check ("renamed constants, same verdict",
	      first == (available ? PH_SAT : PH_UNKNOWN) && renamed == first
	      && other == first, "another verdict");
  unit_check ("renamed constants answered from memory",
	      after_renamed == before + available
	      && ph_solver_remembered_answers () == after_renamed,
	      "asked again, or another question taken for it");
}

int
main (void)
{
  test_verdicts ();
  test_renamed ();
  return unit_status ();
}
