/* SCoP detection: which loop nests of a function the model can describe.

   A loop nest is tried as a whole first; if it is refused, the reason is
   reported at its loop and its inner loops are tried in turn, so every
   SCoP found is a maximal loop nest.  The structural checks here (control
   flow and kinds of statements) run before any isl object is built; the
   affine checks of bounds, conditions and subscripts happen while the
   model is extracted (extract.cc), which refuses with a reason too.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "tree-eh.h"
#include "internal-fn.h"
#include "ssa.h"
#include "attribs.h"

#include "prepare/errno-calls.h"
#include "model/region.h"
#include "model/detect.h"

/* The name of the function called by CALL, for reports.  */
static const char *
callee_name (gcall *call)
{
  tree fn = gimple_call_fndecl (call);

  if (gimple_call_internal_p (call))
    return internal_fn_name (gimple_call_internal_fn (call));
  return fn && DECL_NAME (fn) ? IDENTIFIER_POINTER (DECL_NAME (fn))
			      : "(indirect)";
}

/* Whether STMT may appear in a SCoP; else record why.  */
static bool
check_statement (struct ph_region *region, gimple *stmt)
{
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASM:
      return ph_fail (region, "inline assembly");
    case GIMPLE_CALL:
      {
	gcall *call = as_a<gcall *> (stmt);
	int flags = gimple_call_flags (call);
	if (gimple_call_internal_p (call)
	    && !(flags & ECF_CONST))
	  return ph_fail (region, "call to internal function %s",
			  callee_name (call));
	if (flags & ECF_PURE)
	  return ph_fail (region, "call to pure function '%s': the memory it "
			  "reads cannot be modelled", callee_name (call));
	if (!(flags & ECF_CONST) || (flags & ECF_LOOPING_CONST_OR_PURE))
	  return ph_fail (region, "call to function '%s' that may have side "
			  "effects", callee_name (call));
	/* GCC 12's vectorizer passes a linear argument of a SIMD clone,
	   in the epilogue of a loop that does not start at 0 (a thread's
	   share of a parallel loop), from the loop's start rather than
	   the epilogue's (gcc.dg/vect/pr62021.c aborted on 3 threads).  */
	tree fn = gimple_call_fndecl (call);
	if (fn && lookup_attribute ("omp declare simd", DECL_ATTRIBUTES (fn)))
	  return ph_fail (region, "call to function '%s', which has SIMD "
			  "clones", callee_name (call));
	if (ph_errno_call_p (call))
	  region->sets_errno = true;
	break;
      }
    case GIMPLE_SWITCH:
      return ph_fail (region, "switch statement");
    case GIMPLE_GOTO:
      return ph_fail (region, "computed goto");
    case GIMPLE_RETURN:
    case GIMPLE_RESX:
    case GIMPLE_EH_DISPATCH:
      return ph_fail (region, "return or exception handling inside the loop");
    default:
      break;
    }
  if (gimple_has_volatile_ops (stmt))
    return ph_fail (region, "volatile access");
  if (stmt_could_throw_p (region->fun, stmt))
    return ph_fail (region, "statement that may throw an exception");
  return true;
}

/* Whether block BB of the nest has only edges and statements a SCoP may
   have.  */
static bool
check_block (struct ph_region *region, basic_block bb)
{
  edge e;
  edge_iterator ei;

  if (bb->flags & BB_IRREDUCIBLE_LOOP)
    return ph_fail (region, "irreducible control flow");
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (e->flags & (EDGE_EH | EDGE_ABNORMAL))
      return ph_fail (region, "exception or abnormal control flow");
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi))
	&& !check_statement (region, gsi_stmt (gsi)))
      return false;
  return true;
}

/* Whether STMT may read or write errno: an object reached through a
   pointer that a call returned (glibc's errno is *__errno_location (),
   a const call that LIM takes out of the loops), or a thread-local
   variable.  */
static bool
may_access_errno (gimple *stmt)
{
  if (!gimple_vuse (stmt) || !is_gimple_assign (stmt))
    return false;
  tree ref = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
				: gimple_assign_rhs1 (stmt);
  tree base = get_base_address (ref);
  if (!base)
    return true;
  if (VAR_P (base))
    return DECL_THREAD_LOCAL_P (base);
  if (TREE_CODE (base) != MEM_REF && TREE_CODE (base) != TARGET_MEM_REF)
    return false;
  tree ptr = TREE_OPERAND (base, 0);
  for (int steps = 0; TREE_CODE (ptr) == SSA_NAME && steps < 8; steps++)
    {
      gimple *def = SSA_NAME_DEF_STMT (ptr);
      if (is_gimple_call (def))
	return true;
      if (!is_gimple_assign (def)
	  || (!gimple_assign_ssa_name_copy_p (def)
	      && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	      && gimple_assign_rhs_code (def) != POINTER_PLUS_EXPR))
	return false;
      ptr = gimple_assign_rhs1 (def);
    }
  return false;
}

/* Structural checks of the region of REGION: depth and single exits of its
   loops, and every block.  */
bool
ph_check_region (struct ph_region *region)
{
  for (class loop *l : loops_list (region->fun, 0))
    {
      int depth = ph_region_depth (region, l);
      if (depth <= 0)
	continue;
      if (depth > region->opts->max_depth)
	return ph_fail (region, "loop nest deeper than max-depth=%ld",
			region->opts->max_depth);
      if (!single_exit (l))
	return ph_fail (region, "loop with several exits (break, return or "
			"goto out of the loop)");
      if (l->header->flags & BB_IRREDUCIBLE_LOOP)
	return ph_fail (region, "irreducible control flow");
    }
  for (basic_block bb : region->blocks)
    if (!check_block (region, bb))
      return false;
  /* The folded square roots may set errno, which the model does not
     see: nothing else in the region may touch it.  */
  if (region->sets_errno)
    for (basic_block bb : region->blocks)
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (may_access_errno (gsi_stmt (gsi)))
	  return ph_fail (region, "square root that may set errno beside an "
			  "access through a pointer a call returned, or to "
			  "a thread-local variable (errno)");
  return true;
}
