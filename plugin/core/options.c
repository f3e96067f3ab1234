/* The option table of -fplugin-arg-polyhedral-KEY[=VALUE] and its parser.

   Every option is one row of option_table: the parser, the -help text and
   docs/options.md (checked by a unit test) all read that row, so an option
   cannot be documented in one place and forgotten in another.  */

#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "polyhedral/options.h"
#include "polyhedral/solver.h"

enum ph_option_kind
{
  PH_OPTION_FLAG,	/* No value; sets the field to 1.  */
  PH_OPTION_COUNT,	/* A non-negative whole number in [min, max].  */
  PH_OPTION_SIZES,	/* A comma-separated list of whole numbers in
			   [min, max]; one number means all dimensions.  */
  PH_OPTION_CHOICE	/* One of the words of CHOICES; the field is its
			   index.  */
};

struct ph_option
{
  const char *name;
  enum ph_option_kind kind;
  size_t offset;	/* Of the int (flag) or long (count) field.  */
  long default_value;
  long min, max;
  const char *help;
  const char *const *choices;	/* For PH_OPTION_CHOICE: NULL ended.  */
};

/* The words of fuse=, in the order of enum ph_fuse.  */
static const char *const fuse_choices[] = { "max", "min", "smart", NULL };

#define FIELD(f) offsetof (struct ph_options, f)

static const struct ph_option option_table[] = {
  { "disable", PH_OPTION_FLAG, FIELD (disable), 0, 0, 1,
    "do not run the pass; the plugin loads and does nothing", NULL },
  { "help", PH_OPTION_FLAG, FIELD (help), 0, 0, 1,
    "print this table on standard error", NULL },
  { "version", PH_OPTION_FLAG, FIELD (version), 0, 0, 1,
    "print the plugin's version, the GCC it was built for and the isl "
    "version on standard error (standard output may be the assembly)", NULL },
  { "dump", PH_OPTION_FLAG, FIELD (dump), 0, 0, 1,
    "write the model of every SCoP, in isl text, to the dump file "
    "NAME.NNNt.polyhedral beside GCC's own dumps", NULL },
  { "identity", PH_OPTION_FLAG, FIELD (identity), 0, 0, 1,
    "regenerate every SCoP from its original schedule (tests the round "
    "trip through isl and code generation)", NULL },
  { "max-operations", PH_OPTION_COUNT, FIELD (max_operations), 5000000, 0,
    LONG_MAX,
    "isl operations allowed for one SCoP (0: no limit); past it the SCoP "
    "is left as it was", NULL },
  { "max-scop-time", PH_OPTION_COUNT, FIELD (max_scop_time), 30000, 0,
    3600000, "milliseconds of processor time the compiler may spend in isl "
    "on one SCoP, from its model to its AST (0: no limit; the scheduler's "
    "process has max-schedule-time); past it the SCoP is left as it was",
    NULL },
  { "max-dependence-time", PH_OPTION_COUNT, FIELD (max_dependence_time),
    500, 0, 3600000, "milliseconds of processor time one dependence "
    "analysis of a SCoP may take, within max-scop-time (0: max-scop-time "
    "only); past it the SCoP is left as it was.  Each dataflow analysis "
    "that holds scalars in array elements gets as much; past it those "
    "scalars stay scalars", NULL },
  { "max-params", PH_OPTION_COUNT, FIELD (max_params), 10, 0, 1000,
    "refuse a SCoP with more parameters than this", NULL },
  { "max-statements", PH_OPTION_COUNT, FIELD (max_statements), 200, 1,
    100000, "refuse a SCoP with more statements than this", NULL },
  { "max-depth", PH_OPTION_COUNT, FIELD (max_depth), 10, 1, 100,
    "refuse a loop nest deeper than this", NULL },
  { "max-arrays", PH_OPTION_COUNT, FIELD (max_arrays), 100, 1, 100000,
    "refuse a SCoP that accesses more arrays and scalars than this", NULL },
  { "no-tile", PH_OPTION_FLAG, FIELD (no_tile), 0, 0, 1,
    "keep the computed schedule but do not tile it", NULL },
  { "tile-size", PH_OPTION_SIZES, FIELD (tile_sizes), 32, 1, 1024,
    "tile size of every dimension, or a list N,M,... from the outermost "
    "dimension of a band (the last number repeats)", NULL },
  { "l2-tile", PH_OPTION_COUNT, FIELD (l2_tile), 0, 0, 64,
    "also tile the tile loops, by this factor, for the last-level cache "
    "(0: one level of tiling)", NULL },
  { "unroll-jam", PH_OPTION_COUNT, FIELD (unroll_jam), 4, 0, 16,
    "in the point loops of a tile, unroll strips of this many iterations "
    "of a loop along which the elements written stay put (the k of "
    "C[i][j] += A[i][k] * B[k][j]) inside the innermost loop, so that "
    "their updates meet in registers; and where the innermost loop of an "
    "untiled band is a chain of dependences (a recurrence), run this "
    "many of its chains interleaved (0: do neither, and give contractions "
    "no register tiles)", NULL },
  { "fuse", PH_OPTION_CHOICE, FIELD (fuse), PH_FUSE_SMART, 0, 2,
    "loop fusion by the scheduler: max (schedule each connected component "
    "of the dependence graph as a whole), min (keep strongly connected "
    "components apart), smart (fuse components where the result keeps "
    "deep permutable bands without skewing them)", fuse_choices },
  { "max-coefficient", PH_OPTION_COUNT, FIELD (max_coefficient), 4, 0, 1000,
    "largest coefficient of a loop counter or parameter, and largest "
    "constant, in a computed schedule (0: no limit); bounds the skews and "
    "shifts the scheduler may pick", NULL },
  { "parallel", PH_OPTION_FLAG, FIELD (parallel), 0, 0, 1,
    "run loops in parallel through libgomp even without -fopenmp (which "
    "turns it on by default); link the program with -lgomp", NULL },
  { "no-parallel", PH_OPTION_FLAG, FIELD (no_parallel), 0, 0, 1,
    "generate sequential code only, even under -fopenmp", NULL },
  { "parallel-min-work", PH_OPTION_COUNT, FIELD (parallel_min_work), 200000,
    0, LONG_MAX, "statement instances a parallel loop must run to be run "
    "in parallel: checked when compiling where the loop bounds are known, "
    "else when the loop starts", NULL },
  { "min-instances", PH_OPTION_COUNT, FIELD (min_instances), 1024, 0,
    LONG_MAX, "a SCoP whose loop bounds, known when compiling, let it "
    "run fewer statement instances than this keeps its original code, "
    "where neither the scheduler's time nor larger code pays (0: every "
    "SCoP is optimised)", NULL },
  { "max-schedule-time", PH_OPTION_COUNT, FIELD (max_schedule_time), 1000, 0,
    3600000, "milliseconds of processor time one run of isl's scheduler may "
    "take, in a process of its own that is stopped past it (or past five "
    "times as long in wall time; 0: no limit, in the compiler's own "
    "process); the runs for one SCoP, its model with expanded scalars "
    "included, take at most twice as long together; "
    "past it the SCoP is left as it was (under parallel code, regenerated "
    "in its original order when one of its loops runs in parallel)", NULL },
  { "solver-timeout", PH_OPTION_COUNT, FIELD (solver_timeout), 200, 0,
    1000000, "budget of z3 for one question about the dependences of "
    "polynomial subscripts (A[i * i + j]), in milliseconds of its work "
    "(a resource limit: the same answers on a loaded machine); an "
    "undecided question counts as a dependence (0: ask nothing)", NULL },
};

#define N_OPTIONS (sizeof option_table / sizeof option_table[0])

/* Set every field of OPTS to its default from the table.  */
void
ph_options_init (struct ph_options *opts)
{
  size_t i;

  memset (opts, 0, sizeof *opts);
  for (i = 0; i < N_OPTIONS; i++)
    {
      const struct ph_option *o = &option_table[i];
      char *field = (char *) opts + o->offset;
      switch (o->kind)
	{
	case PH_OPTION_FLAG:
	case PH_OPTION_CHOICE:
	  *(int *) field = (int) o->default_value;
	  break;
	case PH_OPTION_COUNT:
	  *(long *) field = o->default_value;
	  break;
	case PH_OPTION_SIZES:
	  ((struct ph_sizes *) field)->n = 1;
	  ((struct ph_sizes *) field)->size[0] = o->default_value;
	  ((struct ph_sizes *) field)->given = 0;
	  break;
	}
    }
}

/* The tile size of dimension POS of a band: the POSth of the list, or
   its last.  */
long
ph_sizes_get (const struct ph_sizes *sizes, int pos)
{
  return sizes->size[pos < sizes->n ? pos : sizes->n - 1];
}

/* How option O is spelled after its name: "", "=N", "=N,M,..." or
   "=max|min|smart".  */
static const char *
value_spelling (const struct ph_option *o, char *buf, size_t size)
{
  size_t len = 0;
  int i;

  switch (o->kind)
    {
    case PH_OPTION_FLAG:
      return "";
    case PH_OPTION_COUNT:
      return "=N";
    case PH_OPTION_SIZES:
      return "=N[,M...]";
    case PH_OPTION_CHOICE:
      for (i = 0; o->choices[i] && len < size; i++)
	{
	  int n = snprintf (buf + len, size - len, "%s%s", i ? "|" : "=",
			    o->choices[i]);
	  if (n < 0)
	    break;
	  len += (size_t) n;
	}
      return buf;
    }
  return "";
}

/* Write the names of all options, comma separated, into BUF.  */
static void
list_option_names (char *buf, size_t size)
{
  size_t i, len = 0;

  buf[0] = '\0';
  for (i = 0; i < N_OPTIONS && len < size; i++)
    {
      char value[64];
      int n = snprintf (buf + len, size - len, "%s%s%s", i ? ", " : "",
			option_table[i].name,
			value_spelling (&option_table[i], value, sizeof value));
      if (n < 0)
	break;
      len += (size_t) n;
    }
}

/* Parse VALUE as a whole number of option O into *RESULT.  */
static isl_stat
parse_count (const struct ph_option *o, const char *value, long *result,
	     char *err, size_t err_size)
{
  char *end;
  long v;

  if (!value || !*value)
    {
      snprintf (err, err_size, "option '%s' needs a value: %s=N", o->name,
		o->name);
      return isl_stat_error;
    }
  errno = 0;
  v = strtol (value, &end, 10);
  if (errno || *end || v < o->min || v > o->max)
    {
      snprintf (err, err_size,
		"option '%s' takes a whole number from %ld to %ld, not '%s'",
		o->name, o->min, o->max, value);
      return isl_stat_error;
    }
  *result = v;
  return isl_stat_ok;
}

/* Parse VALUE, a comma-separated list of whole numbers of option O, into
   *SIZES.  */
static isl_stat
parse_sizes (const struct ph_option *o, const char *value,
	     struct ph_sizes *sizes, char *err, size_t err_size)
{
  struct ph_sizes parsed;
  const char *p = value;

  parsed.n = 0;
  parsed.given = 1;
  while (p && *p)
    {
      char *end;
      long v;

      errno = 0;
      v = strtol (p, &end, 10);
      if (end == p || errno || v < o->min || v > o->max
	  || parsed.n == PH_MAX_TILE_SIZES || (*end && *end != ','))
	break;
      parsed.size[parsed.n++] = v;
      if (!*end)
	{
	  *sizes = parsed;
	  return isl_stat_ok;
	}
      p = end + 1;
    }
  snprintf (err, err_size, "option '%s' takes up to %d whole numbers "
	    "from %ld to %ld separated by commas, not '%s'", o->name,
	    PH_MAX_TILE_SIZES, o->min, o->max, value ? value : "");
  return isl_stat_error;
}

/* Parse VALUE, one of the words of option O, into *CHOICE.  */
static isl_stat
parse_choice (const struct ph_option *o, const char *value, int *choice,
	      char *err, size_t err_size)
{
  char words[128];
  int i;

  for (i = 0; value && o->choices[i]; i++)
    if (strcmp (value, o->choices[i]) == 0)
      {
	*choice = i;
	return isl_stat_ok;
      }
  snprintf (err, err_size, "option '%s' takes one of %s, not '%s'", o->name,
	    value_spelling (o, words, sizeof words) + 1, value ? value : "");
  return isl_stat_error;
}

/* Set the option KEY of OPTS from VALUE (NULL when absent).  */
isl_stat
ph_options_set (struct ph_options *opts, const char *key, const char *value,
		char *err, size_t err_size)
{
  size_t i;
  char names[1024];

  for (i = 0; i < N_OPTIONS; i++)
    {
      const struct ph_option *o = &option_table[i];
      char *field = (char *) opts + o->offset;

      if (strcmp (key, o->name) != 0)
	continue;
      if (o->kind == PH_OPTION_FLAG)
	{
	  if (value)
	    {
	      snprintf (err, err_size, "option '%s' takes no value", key);
	      return isl_stat_error;
	    }
	  *(int *) field = 1;
	  return isl_stat_ok;
	}
      if (o->kind == PH_OPTION_SIZES)
	return parse_sizes (o, value, (struct ph_sizes *) field, err,
			    err_size);
      if (o->kind == PH_OPTION_CHOICE)
	return parse_choice (o, value, (int *) field, err, err_size);
      return parse_count (o, value, (long *) field, err, err_size);
    }
  list_option_names (names, sizeof names);
  snprintf (err, err_size, "unknown option '%s'; valid options are: %s", key,
	    names);
  return isl_stat_error;
}

/* Print option O's name as the user writes it into BUF.  */
static const char *
option_spelling (const struct ph_option *o, char *buf, size_t size)
{
  char value[64];

  snprintf (buf, size, "-fplugin-arg-polyhedral-%s%s", o->name,
	    value_spelling (o, value, sizeof value));
  return buf;
}

/* Print the option table for -fplugin-arg-polyhedral-help.  */
void
ph_options_print_help (FILE *out)
{
  size_t i;
  char buf[128];

  fprintf (out, "polyhedral plugin options:\n");
  for (i = 0; i < N_OPTIONS; i++)
    {
      const struct ph_option *o = &option_table[i];
      fprintf (out, "  %-40s %s", option_spelling (o, buf, sizeof buf),
	       o->help);
      if (o->kind == PH_OPTION_CHOICE)
	fprintf (out, " (default %s)", o->choices[o->default_value]);
      else if (o->kind != PH_OPTION_FLAG)
	fprintf (out, " (default %ld)", o->default_value);
      fputc ('\n', out);
    }
  fprintf (out, "solver for polynomial subscripts: %s\n",
	   ph_solver_available ()
	   ? "z3" : "none (built without libz3-dev, or z3's library not "
	   "found: their dependences are assumed)");
}

/* Print the option table as a Markdown table (docs/options.md).  */
void
ph_options_print_markdown (FILE *out)
{
  size_t i;
  char buf[128];

  fprintf (out, "| option | default | meaning |\n|---|---|---|\n");
  for (i = 0; i < N_OPTIONS; i++)
    {
      const struct ph_option *o = &option_table[i];
      fprintf (out, "| `%s` | ", option_spelling (o, buf, sizeof buf));
      if (o->kind == PH_OPTION_CHOICE)
	fprintf (out, "%s", o->choices[o->default_value]);
      else if (o->kind != PH_OPTION_FLAG)
	fprintf (out, "%ld", o->default_value);
      else
	fprintf (out, "off");
      fprintf (out, " | %s |\n", o->help);
    }
}
