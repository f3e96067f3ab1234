/* Entry point of the plugin: the GCC version check, the options and the
   registration of the pass before GCC's first loop-invariant motion.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "diagnostic-core.h"

#include <isl/version.h>

#include "polyhedral/options.h"
#include "polyhedral/version.h"
#include "pass.h"

/* The plugin is built with -fvisibility=hidden: these two are all it
   exports, all GCC looks up in it.  */
#define PH_EXPORT __attribute__ ((visibility ("default")))

PH_EXPORT int plugin_is_GPL_compatible;

/* The options given on the command line, for the plugin's whole life:
   the pass reads them through the pointer it is given.  */
static struct ph_options options;

static struct plugin_info polyhedral_info = {
  PH_VERSION,
  "Polyhedral loop-nest optimizer; -fplugin-arg-polyhedral-help lists "
  "the options"
};

/* Parse the -fplugin-arg-polyhedral-* arguments of INFO into OPTIONS;
   false (after an error for each bad one) if any is wrong.  */
static bool
parse_arguments (struct plugin_name_args *info)
{
  bool ok = true;

  ph_options_init (&options);
  for (int i = 0; i < info->argc; i++)
    {
      char err[1536];
      if (ph_options_set (&options, info->argv[i].key, info->argv[i].value,
			  err, sizeof err) < 0)
	{
	  error ("polyhedral: %s", err);
	  ok = false;
	}
    }
  return ok;
}

/* The -ftree-parallelize-loops value the user gave, restored once GCC
   has declared its builtins.  */
static int user_parallelize_loops;

/* PLUGIN_START_UNIT: the GOMP builtins now exist; turn GCC's own
   automatic parallelisation back to what the user asked for.  */
static void
restore_parallelize_loops (void *, void *)
{
  flag_tree_parallelize_loops = user_parallelize_loops;
}

/* Under the parallel option without -fopenmp, have GCC declare the
   GOMP builtins the generated code calls: it does so when
   -ftree-parallelize-loops asks for more than one thread.  */
static void
declare_gomp_builtins (const char *plugin_name)
{
  if (!options.parallel || options.no_parallel || flag_openmp
      || flag_tree_parallelize_loops > 1)
    return;
  user_parallelize_loops = flag_tree_parallelize_loops;
  flag_tree_parallelize_loops = 2;
  register_callback (plugin_name, PLUGIN_START_UNIT,
		     &restore_parallelize_loops, NULL);
}

/* Called by GCC when the plugin is loaded.  Refuses (one error line) a
   GCC other than the one it was built for, and bad options.  */
PH_EXPORT int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  struct register_pass_info pass_info;

#ifdef PH_PRETEND_BUILT_FOR
  /* A test build that claims another GCC, to test the refusal.  */
  gcc_version.basever = (char *) PH_PRETEND_BUILT_FOR;
#endif
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("polyhedral: plugin built for GCC %s (%s) cannot be loaded into "
	     "GCC %s (%s)", gcc_version.basever, gcc_version.datestamp,
	     version->basever, version->datestamp);
      return 0;
    }
  if (!parse_arguments (info))
    return 0;
  if (options.help)
    ph_options_print_help (stderr);
  if (options.version)
    fprintf (stderr, "polyhedral %s for GCC %s (%s), %s\n", PH_VERSION,
	    gcc_version.basever, gcc_version.datestamp, isl_version ());
  register_callback (info->base_name, PLUGIN_INFO, NULL, &polyhedral_info);
  declare_gomp_builtins (info->base_name);

  pass_info.pass = ph_make_pass (g, &options);
  /* Right after laddress, just before lim2 (pass.cc says why).  */
  pass_info.reference_pass_name = "laddress";
  pass_info.ref_pass_instance_number = 1;
  pass_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &pass_info);
  if (options.dump)
    g->get_dumps ()->dump_switch_p ("tree-polyhedral");
  return 0;
}
