/* Unit tests of the option table: defaults, parsing, errors that name the
   valid options, and docs/options.md being the table's own output.  */

#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>

#include "polyhedral/options.h"
#include "unit.h"

/* Whether the file at PATH contains the text TEXT.  */
static int
file_contains (const char *path, const char *text)
{
  FILE *f = fopen (path, "r");
  static char buf[1 << 16];
  size_t n;

  if (!f)
    return 0;
  n = fread (buf, 1, sizeof buf - 1, f);
  fclose (f);
  buf[n] = '\0';
  return strstr (buf, text) != NULL;
}

/* docs/options.md, found from this source file's path.  */
static void
check_docs (void)
{
  char path[4096], *slash;
  char *text = NULL;
  size_t size = 0;
  FILE *out = open_memstream (&text, &size);

  snprintf (path, sizeof path, "%s", __FILE__);
  slash = strrchr (path, '/');
  if (slash)
    *slash = '\0';
  else
    snprintf (path, sizeof path, ".");
  strncat (path, "/../../docs/options.md", sizeof path - strlen (path) - 1);
  ph_options_print_markdown (out);
  fclose (out);
  unit_check ("docs/options.md has the option table",
	      file_contains (path, text),
	      "paste the output of ph_options_print_markdown into it");
  free (text);
}

int
main (void)
{
  struct ph_options o;
  char err[2048];

  ph_options_init (&o);
  unit_check ("defaults", !o.disable && !o.dump && o.max_params == 10
			  && o.max_operations > 0, NULL);
  unit_check ("flag", ph_options_set (&o, "dump", NULL, err, sizeof err)
		      == isl_stat_ok && o.dump == 1, err);
  unit_check ("count", ph_options_set (&o, "max-params", "3", err,
				       sizeof err) == isl_stat_ok
		       && o.max_params == 3, err);
  unit_check ("count out of range",
	      ph_options_set (&o, "max-depth", "0", err, sizeof err) < 0
	      && strstr (err, "from 1 to 100") && o.max_depth == 10, err);
  unit_check ("count not a number",
	      ph_options_set (&o, "max-params", "4x", err, sizeof err) < 0
	      && strstr (err, "'4x'") && o.max_params == 3, err);
  unit_check ("count without value",
	      ph_options_set (&o, "max-params", NULL, err, sizeof err) < 0
	      && strstr (err, "needs a value"), err);
  unit_check ("flag with value",
	      ph_options_set (&o, "disable", "1", err, sizeof err) < 0
	      && strstr (err, "takes no value"), err);
  unit_check ("unknown option names the valid ones",
	      ph_options_set (&o, "tile", "8", err, sizeof err) < 0
	      && strstr (err, "unknown option 'tile'")
	      && strstr (err, "disable, help, version, dump, identity, max-operations=N"), err);
  check_docs ();
  return unit_status ();
}
