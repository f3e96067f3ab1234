/* Answers to SMT-LIB questions from z3, when the plugin is built with it
   (PH_HAVE_Z3); without it every question is undecided.

   z3's SMT core (the "smt" tactic, with its nonlinear integer
   arithmetic) answers the usual subscript questions in milliseconds;
   z3's default solver for QF_NIA, which tries bit-blasting first, ran
   out of its budget on i * j = k * l.  When the SMT core gives up, the
   same question over the reals goes to nlsat, a complete procedure for
   real arithmetic: no real solution means no integer one either.  z3's
   default error handler exits the process, so a handler of our own only
   records the error.

   The time budget is z3's resource limit, not its timer: a compiler
   must give the same code for the same input on a loaded machine too
   (and z3 4.8's timer thread deadlocks inside cc1).  One millisecond
   counts as RLIMIT_PER_MS units, about a millisecond of z3's work on
   this project's machines.

   z3's library is loaded at the first question, not with the plugin:
   linked in, its 23 MB and their relocations cost every compilation,
   most of which ask nothing, about 2 ms (decision 59).  */

#define _POSIX_C_SOURCE 200809L
#include "polyhedral/solver.h"

#ifdef PH_HAVE_Z3

#include <dlfcn.h>
#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <z3.h>

#define RLIMIT_PER_MS 1000

/* The functions of z3 used here, called as z3.NAME.  */
#define Z3_FUNCTIONS(X)							\
  X (mk_config) X (mk_context) X (del_config) X (del_context)		\
  X (set_error_handler) X (get_error_code) X (parse_smtlib2_string)	\
  X (ast_vector_inc_ref) X (ast_vector_size) X (ast_vector_get)		\
  X (mk_tactic) X (mk_solver_from_tactic) X (solver_inc_ref)		\
  X (solver_set_params) X (solver_assert) X (solver_check)		\
  X (mk_params) X (params_inc_ref) X (params_set_uint)			\
  X (mk_string_symbol)

#define Z3_FIELD(name) __typeof__ (&Z3_##name) name;
static struct
{
  Z3_FUNCTIONS (Z3_FIELD)
} z3;
#undef Z3_FIELD

/* Whether z3's library (PH_Z3_LIBRARY, its soname when the plugin was
   built) is loaded with every function of z3, loading it the first
   time.  It stays loaded for the compilation.  Each question's context
   (check_with) allocates and clears two tables of 8 MiB; in cc1, whose
   heap has room at its top, glibc gave them back to the kernel at each
   deletion, so that every context paid 44 ms of page faults where the
   question took a few (gsl's fft.c: 1.6 s of its 36 questions).  A
   padding of the heap's top keeps that memory for the next one
   (decision 60).  */
static bool
load_z3 (void)
{
  static int loaded = -1;
  void *library;

  if (loaded >= 0)
    return loaded;
  loaded = 0;
  library = dlopen (PH_Z3_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return false;
#define Z3_LOAD(name)							\
  if (!(*(void **) &z3.name = dlsym (library, "Z3_" #name)))		\
    return false;
  Z3_FUNCTIONS (Z3_LOAD)
#undef Z3_LOAD
#ifdef M_TOP_PAD
  mallopt (M_TOP_PAD, 32 << 20);
#endif
  loaded = 1;
  return true;
}

/* Record that an error happened in C (the answer is then unknown).  */
static void
note_error (Z3_context c, Z3_error_code e)
{
  (void) c;
  (void) e;
}

/* Check TEXT with a solver built from TACTIC within the budget of
   TIMEOUT_MS.  */
static enum ph_verdict
check_with (const char *text, const char *tactic, int timeout_ms)
{
  Z3_config cfg = z3.mk_config ();
  Z3_context c = z3.mk_context (cfg);
  enum ph_verdict verdict = PH_UNKNOWN;
  Z3_ast_vector assertions;
  Z3_solver s;
  Z3_params p;

  z3.del_config (cfg);
  if (!c)
    return PH_UNKNOWN;
  z3.set_error_handler (c, note_error);
  assertions = z3.parse_smtlib2_string (c, text, 0, NULL, NULL, 0, NULL,
					NULL);
  if (z3.get_error_code (c) != Z3_OK)
    goto out;
  z3.ast_vector_inc_ref (c, assertions);
  Z3_tactic t = z3.mk_tactic (c, tactic);
  if (z3.get_error_code (c) != Z3_OK)
    goto out;
  s = z3.mk_solver_from_tactic (c, t);
  z3.solver_inc_ref (c, s);
  p = z3.mk_params (c);
  z3.params_inc_ref (c, p);
  z3.params_set_uint (c, p, z3.mk_string_symbol (c, "rlimit"),
		      (unsigned) timeout_ms * RLIMIT_PER_MS);
  z3.solver_set_params (c, s, p);
  for (unsigned k = 0; k < z3.ast_vector_size (c, assertions); k++)
    z3.solver_assert (c, s, z3.ast_vector_get (c, assertions, k));
  if (z3.get_error_code (c) == Z3_OK)
    switch (z3.solver_check (c, s))
      {
      case Z3_L_FALSE:
	verdict = PH_UNSAT;
	break;
      case Z3_L_TRUE:
	verdict = PH_SAT;
	break;
      default:
	break;
      }
  if (z3.get_error_code (c) != Z3_OK)
    verdict = PH_UNKNOWN;
out:
  z3.del_context (c);
  return verdict;
}

/* TEXT with its integer variables declared real.  */
static char *
relaxed_to_reals (const char *text)
{
  char *real = malloc (2 * strlen (text) + 1);
  const char *from = text;
  char *to = real;
  const char *hit;

  if (!real)
    return NULL;
  while ((hit = strstr (from, " Int)")))
    {
      memcpy (to, from, hit - from);
      to += hit - from;
      memcpy (to, " Real)", 6);
      to += 6;
      from = hit + 5;
    }
  strcpy (to, from);
  return real;
}

bool
ph_solver_available (void)
{
  return load_z3 ();
}

/* The length of the SMT-LIB symbol at TEXT: up to a blank or a
   parenthesis.  */
static size_t
symbol_length (const char *text)
{
  return strcspn (text, " \t\n()");
}

/* TEXT, a question, with its constants renamed v0, v1, ... in the order
   of their declarations, or NULL when memory runs out.  The models of
   one loop nest name their parameters after GCC's SSA names, which
   differ from one model to the next (a region modelled again after a
   merge, or in another function of the same source): the same question
   then reads otherwise, and renaming does not change its answer.  Past
   the first N_RENAMED declarations, the constants keep their names: a
   question that long is then only less often found again.  */
#define N_RENAMED 256

static char *
canonical_names (const char *text)
{
  static const char declare[] = "(declare-const ";
  const char *names[N_RENAMED];
  size_t lengths[N_RENAMED];
  int n = 0;
  char *key = NULL;
  size_t size;
  FILE *out = open_memstream (&key, &size);

  if (!out)
    return NULL;
  for (const char *at = strstr (text, declare); at && n < N_RENAMED;
       at = strstr (at + 1, declare))
    {
      names[n] = at + sizeof declare - 1;
      lengths[n] = symbol_length (names[n]);
      n++;
    }
  while (*text)
    {
      size_t len = symbol_length (text);
      int k = 0;

      if (len == 0)
	{
	  fputc (*text++, out);
	  continue;
	}
      while (k < n && (lengths[k] != len || strncmp (names[k], text, len)))
	k++;
      if (k < n)
	fprintf (out, "v%d", k);
      else
	fwrite (text, 1, len, out);
      text += len;
    }
  if (fclose (out) != 0)
    {
      free (key);
      return NULL;
    }
  return key;
}

/* The last questions decided, by their text with canonical names, with
   their budgets and verdicts: the pass asks many again (each model of
   a SCoP asks its own), and each answer costs a z3 context of its own
   and up to a budget of work: over half of stb_vorbis.c's 64 questions
   were repeats.  A context shared between
   questions answered the same ones up to 30 times slower, and not
   always as fast (z3's state carries over).  */
#define N_REMEMBERED 64

static struct
{
  char *text;
  int timeout_ms;
  enum ph_verdict verdict;
} remembered[N_REMEMBERED];
static int next_remembered;
static long n_remembered_answers;

/* Decide TEXT: over the integers, and if that is not decided, over the
   reals, where only "no solution" counts.  */
enum ph_verdict
ph_solver_check (const char *text, int timeout_ms)
{
  enum ph_verdict verdict;
  char *key;

  if (!load_z3 ())
    return PH_UNKNOWN;
  key = canonical_names (text);
  if (!key)
    return PH_UNKNOWN;
  for (int i = 0; i < N_REMEMBERED && remembered[i].text; i++)
    if (remembered[i].timeout_ms == timeout_ms
	&& strcmp (remembered[i].text, key) == 0)
      {
	free (key);
	n_remembered_answers++;
	return remembered[i].verdict;
      }
  verdict = check_with (text, "smt", timeout_ms);
  if (verdict == PH_UNKNOWN)
    {
      char *real = relaxed_to_reals (text);
      if (real && check_with (real, "qfnra-nlsat", timeout_ms) == PH_UNSAT)
	verdict = PH_UNSAT;
      free (real);
    }
  free (remembered[next_remembered].text);
  remembered[next_remembered].text = key;
  remembered[next_remembered].timeout_ms = timeout_ms;
  remembered[next_remembered].verdict = verdict;
  next_remembered = (next_remembered + 1) % N_REMEMBERED;
  return verdict;
}

long
ph_solver_remembered_answers (void)
{
  return n_remembered_answers;
}

#else

long
ph_solver_remembered_answers (void)
{
  return 0;
}

bool
ph_solver_available (void)
{
  return false;
}

/* Without a solver nothing is decided.  */
enum ph_verdict
ph_solver_check (const char *text, int timeout_ms)
{
  (void) text;
  (void) timeout_ms;
  return PH_UNKNOWN;
}

#endif
