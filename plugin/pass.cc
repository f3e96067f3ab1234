/* The polyhedral pass: for every function, find the SCoPs, build their
   models and report; later phases (dependences, scheduling, code
   generation) hang off ph_process_scop.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "tree-pass.h"
#include "gimple.h"
#include "cfgloop.h"
#include "dominance.h"
#include "tree-scalar-evolution.h"
#include "dumpfile.h"
#include "function.h"
#include "ssa.h"

#include "polyhedral/ctx.h"
#include "bridge.h"

/* From tree-vectorizer.h, which needs much more than this file does.  */
extern dump_user_location_t find_loop_location (class loop *);

/* Print the model of SCOP, found at loop ROOT, to the dump file.  */
static void
dump_scop (class loop *root, struct ph_scop *scop)
{
  expanded_location loc = expand_location (find_loop_location (root)
					     .get_location_t ());

  fprintf (dump_file, "\n;; SCoP at %s:%d (loop %d of function %s)\n",
	   loc.file ? loc.file : "?", loc.line, root->num,
	   function_name (cfun));
  ph_scop_dump (dump_file, scop);
}

/* Try the loop nest ROOT as a SCoP; if it is refused, report why and try
   its inner loops.  */
static void
detect_in_nest (function *fun, class loop *root)
{
  struct ph_extract ext;
  isl_ctx *ctx = ph_ctx_alloc (ph_opts.max_operations);
  struct ph_scop *scop;
  dump_user_location_t loc = find_loop_location (root);

  if (!ctx)
    return;
  scop = ph_extract_scop (&ext, fun, root, ctx);
  if (scop)
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_NOTE, loc,
			 "polyhedral: found SCoP: %d loops, %d statements, "
			 "%d parameters\n", scop->n_loop,
			 ph_scop_n_statement (scop), ph_scop_n_param (scop));
      if (dump_file)
	dump_scop (root, scop);
      ph_scop_free (scop);
    }
  else if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
		     "polyhedral: not a SCoP: %s\n", ext.why);
  ph_extract_release (&ext);
  isl_ctx_free (ctx);
  if (!scop)
    for (class loop *inner = root->inner; inner; inner = inner->next)
      detect_in_nest (fun, inner);
}

namespace {

const pass_data polyhedral_pass_data = {
  GIMPLE_PASS,
  "polyhedral",
  OPTGROUP_LOOP,
  TV_PLUGIN_RUN,
  PROP_cfg | PROP_ssa | PROP_loops,
  0,
  0,
  0,
  0,
};

class polyhedral_pass : public gimple_opt_pass
{
public:
  polyhedral_pass (gcc::context *ctxt)
    : gimple_opt_pass (polyhedral_pass_data, ctxt)
  {
  }

  /* Runs at -O2 and above, unless disabled.  */
  bool gate (function *) final override
  {
    return optimize >= 2 && !ph_opts.disable;
  }

  unsigned int execute (function *fun) final override;
};

/* Find and model the SCoPs of FUN.  */
unsigned int
polyhedral_pass::execute (function *fun)
{
  bool own_scev = !scev_initialized_p ();

  if (number_of_loops (fun) <= 1)
    return 0;
  if (own_scev)
    scev_initialize ();
  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);
  for (class loop *l = loops_for_fn (fun)->tree_root->inner; l; l = l->next)
    detect_in_nest (fun, l);
  free_dominance_info (CDI_POST_DOMINATORS);
  if (own_scev)
    scev_finalize ();
  return 0;
}

} // anon namespace

/* A new instance of the pass, for plugin_init to register.  */
opt_pass *
ph_make_pass (gcc::context *ctxt)
{
  return new polyhedral_pass (ctxt);
}
