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

enum ph_option_kind
{
  PH_OPTION_FLAG,	/* No value; sets the field to 1.  */
  PH_OPTION_COUNT	/* A non-negative whole number in [min, max].  */
};

struct ph_option
{
  const char *name;
  enum ph_option_kind kind;
  size_t offset;	/* Of the int (flag) or long (count) field.  */
  long default_value;
  long min, max;
  const char *help;
};

#define FIELD(f) offsetof (struct ph_options, f)

static const struct ph_option option_table[] = {
  { "disable", PH_OPTION_FLAG, FIELD (disable), 0, 0, 1,
    "do not run the pass; the plugin loads and does nothing" },
  { "help", PH_OPTION_FLAG, FIELD (help), 0, 0, 1,
    "print this table on standard error" },
  { "version", PH_OPTION_FLAG, FIELD (version), 0, 0, 1,
    "print the plugin's version, the GCC it was built for and the isl "
    "version on standard error (standard output may be the assembly)" },
  { "dump", PH_OPTION_FLAG, FIELD (dump), 0, 0, 1,
    "write the model of every SCoP, in isl text, to the dump file "
    "NAME.NNNt.polyhedral beside GCC's own dumps" },
  { "identity", PH_OPTION_FLAG, FIELD (identity), 0, 0, 1,
    "regenerate every SCoP from its original schedule (tests the round "
    "trip through isl and code generation)" },
  { "max-operations", PH_OPTION_COUNT, FIELD (max_operations), 5000000, 0,
    LONG_MAX,
    "isl operations allowed for one SCoP (0: no limit); past it the SCoP "
    "is left as it was" },
  { "max-params", PH_OPTION_COUNT, FIELD (max_params), 10, 0, 1000,
    "refuse a SCoP with more parameters than this" },
  { "max-statements", PH_OPTION_COUNT, FIELD (max_statements), 200, 1,
    100000, "refuse a SCoP with more statements than this" },
  { "max-depth", PH_OPTION_COUNT, FIELD (max_depth), 10, 1, 100,
    "refuse a loop nest deeper than this" },
  { "max-arrays", PH_OPTION_COUNT, FIELD (max_arrays), 100, 1, 100000,
    "refuse a SCoP that accesses more arrays and scalars than this" },
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
      if (o->kind == PH_OPTION_FLAG)
	*(int *) field = (int) o->default_value;
      else
	*(long *) field = o->default_value;
    }
}

/* Write the names of all options, comma separated, into BUF.  */
static void
list_option_names (char *buf, size_t size)
{
  size_t i, len = 0;

  buf[0] = '\0';
  for (i = 0; i < N_OPTIONS && len < size; i++)
    {
      int n = snprintf (buf + len, size - len, "%s%s%s", i ? ", " : "",
			option_table[i].name,
			option_table[i].kind == PH_OPTION_COUNT ? "=N" : "");
      if (n < 0)
	break;
      len += (size_t) n;
    }
}

/* Parse VALUE as a whole number of option O into *RESULT.  */
static int
parse_count (const struct ph_option *o, const char *value, long *result,
	     char *err, size_t err_size)
{
  char *end;
  long v;

  if (!value || !*value)
    {
      snprintf (err, err_size, "option '%s' needs a value: %s=N", o->name,
		o->name);
      return -1;
    }
  errno = 0;
  v = strtol (value, &end, 10);
  if (errno || *end || v < o->min || v > o->max)
    {
      snprintf (err, err_size,
		"option '%s' takes a whole number from %ld to %ld, not '%s'",
		o->name, o->min, o->max, value);
      return -1;
    }
  *result = v;
  return 0;
}

/* Set the option KEY of OPTS from VALUE (NULL when absent).  */
int
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
	      return -1;
	    }
	  *(int *) field = 1;
	  return 0;
	}
      return parse_count (o, value, (long *) field, err, err_size);
    }
  list_option_names (names, sizeof names);
  snprintf (err, err_size, "unknown option '%s'; valid options are: %s", key,
	    names);
  return -1;
}

/* Print option O's name as the user writes it into BUF.  */
static const char *
option_spelling (const struct ph_option *o, char *buf, size_t size)
{
  snprintf (buf, size, "-fplugin-arg-polyhedral-%s%s", o->name,
	    o->kind == PH_OPTION_COUNT ? "=N" : "");
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
      if (o->kind == PH_OPTION_COUNT)
	fprintf (out, " (default %ld)", o->default_value);
      fputc ('\n', out);
    }
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
      if (o->kind == PH_OPTION_COUNT)
	fprintf (out, "%ld", o->default_value);
      else
	fprintf (out, "off");
      fprintf (out, " | %s |\n", o->help);
    }
}
