/* The polyhedral pass (pass.cc), for plugin.cc to register.  */

#ifndef POLYHEDRAL_PASS_H
#define POLYHEDRAL_PASS_H

/* A new instance of the pass, which runs with the options OPTS (they
   must outlive it).  */
opt_pass *ph_make_pass (gcc::context *ctxt, const struct ph_options *opts);

#endif
