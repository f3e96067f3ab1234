/* Parallel loops: an AST loop that carries no dependence becomes a GOMP
   parallel region whose threads share its iterations.

   Code generation builds the loop in the shape GCC's OpenMP expansion
   takes (the shape tree-parloops.cc gives a loop before expansion):

     head:   GIMPLE_OMP_PARALLEL (if (enough work))
     entry:  the loads of the values the region uses
     for:    GIMPLE_OMP_FOR (iv from LB to UB by STRIDE, static schedule,
	     blocks or round-robin)
     header: iv = PHI <first (for), next (latch)>
	     ... the body ...
     cont:   GIMPLE_OMP_CONTINUE (next, iv), back to header
     exit:   GIMPLE_OMP_RETURN (nowait)
     tail:   GIMPLE_OMP_RETURN

   Once the whole SCoP is generated, ph_parallel_outline passes every
   value the region uses from outside (SSA names, and the addresses of
   the function's own variables) through a record, and omp_expand_local
   moves the region into a child function run by GOMP_parallel, each
   thread taking its share of the iterations from omp_get_num_threads
   and omp_get_thread_num.  The expansion makes the loop a loop of GCC's
   loop tree; until then its blocks belong to the enclosing loop.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-walk.h"
#include "cfgloop.h"
#include "cfghooks.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-scalar-evolution.h"
#include "tree-ssa-loop-niter.h"
#include "stringpool.h"
#include "stor-layout.h"
#include "langhooks.h"
#include "cgraph.h"
#include "fold-const.h"
#include "omp-expand.h"
#include "dominance.h"
#include "hash-map.h"
#include "predict.h"

#include "support/gimple-build.h"
#include "support/reduction-ops.h"
#include "model/region.h"
#include "model/reduction.h"
#include "codegen/parallel.h"

/* Whether the pass generates parallel code: under -fopenmp or the
   parallel option, unless no-parallel, and only when GCC declared the
   GOMP builtins.  */
bool
ph_parallel_enabled (const struct ph_options *opts)
{
  return !opts->no_parallel && (flag_openmp || opts->parallel)
	 && builtin_decl_explicit (BUILT_IN_GOMP_PARALLEL)
	 && builtin_decl_explicit (BUILT_IN_OMP_GET_NUM_THREADS);
}

/* Whether the SCoP of REGION may run on threads: parallel code is wanted,
   and no call of the SCoP may set errno, of which each thread has its
   own (errno-calls.cc).  */
bool
ph_parallel_allowed (const struct ph_region *region)
{
  return ph_parallel_enabled (region->opts) && !region->sets_errno;
}

/* Whether FUN is a child function of an OpenMP region (the user's or
   one of this pass's), a SIMD clone of a declare simd function (its loop
   over the vector's lanes must stay one for the vectorizer), or calls
   the OpenMP runtime: such code is left as it is.  Its statements are
   looked at only under -fopenmp, the one way they get OpenMP
   constructs.  */
bool
ph_function_uses_openmp (function *fun)
{
  cgraph_node *node = cgraph_node::get (fun->decl);
  basic_block bb;

  if (node && (node->parallelized_function || node->simdclone))
    return true;
  if (!flag_openmp)
    return false;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree fn = is_gimple_call (stmt) ? gimple_call_fndecl (stmt) : NULL;
	if (is_gimple_omp (stmt))
	  return true;
	if (fn && fndecl_built_in_p (fn, BUILT_IN_NORMAL) && DECL_NAME (fn))
	  {
	    const char *name = IDENTIFIER_POINTER (DECL_NAME (fn));
	    if (!strncmp (name, "__builtin_GOMP_", 15)
		|| !strncmp (name, "__builtin_omp_", 14))
	      return true;
	  }
      }
  return false;
}

/* A new function of one pointer argument for the region's body, as
   omp-low creates for a parallel construct.  */
static tree
create_child_fn (location_t loc)
{
  struct function *saved = cfun;
  tree name = clone_function_name_numbered (current_function_decl,
					    "_polyhedral_fn");
  tree type = build_function_type_list (void_type_node, ptr_type_node,
					NULL_TREE);
  tree result, param;

  /* Without the block of LOC, one of the parent's: the child's first
     and last instructions take their location from the declaration, and
     debug information would find them in a scope of another function.  */
  loc = LOCATION_LOCUS (loc);
  tree decl = build_decl (loc, FUNCTION_DECL, name, type);

  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 0;
  TREE_PUBLIC (decl) = 0;
  DECL_UNINLINABLE (decl) = 1;
  DECL_EXTERNAL (decl) = 0;
  DECL_CONTEXT (decl) = NULL_TREE;
  DECL_INITIAL (decl) = make_node (BLOCK);
  BLOCK_SUPERCONTEXT (DECL_INITIAL (decl)) = decl;
  /* The child runs the function's own optimisation options.  */
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl)
    = DECL_FUNCTION_SPECIFIC_OPTIMIZATION (current_function_decl);
  DECL_FUNCTION_SPECIFIC_TARGET (decl)
    = DECL_FUNCTION_SPECIFIC_TARGET (current_function_decl);

  result = build_decl (loc, RESULT_DECL, NULL_TREE, void_type_node);
  DECL_ARTIFICIAL (result) = 1;
  DECL_IGNORED_P (result) = 1;
  DECL_CONTEXT (result) = decl;
  DECL_RESULT (decl) = result;

  param = build_decl (loc, PARM_DECL, get_identifier (".ph_data"),
		      ptr_type_node);
  DECL_ARTIFICIAL (param) = 1;
  DECL_ARG_TYPE (param) = ptr_type_node;
  DECL_CONTEXT (param) = decl;
  TREE_USED (param) = 1;
  DECL_ARGUMENTS (decl) = param;

  allocate_struct_function (decl, false);
  /* allocate_struct_function sets cfun.  */
  set_cfun (saved);
  return decl;
}

/* Slots for the partial results of a reduction, one per thread: a
   parallel loop with reductions runs on one thread when more are
   asked for.  */
#define MAX_REDUCTION_THREADS 256

/* Make BB, a reduction statement, accumulate per thread in the parallel
   loop REGION (before ph_parallel_loop_on_edge builds it).  False when
   BB is no reduction statement, or one into a bit-field.  */
bool
ph_parallel_add_reduction (struct ph_parallel *region, basic_block bb)
{
  struct ph_parallel_reduction r;

  if (!ph_block_reduction_parts (bb, &r.parts))
    return false;
  tree type = TREE_TYPE (gimple_assign_lhs (r.parts.op));
  /* The threads need the element's address.  */
  tree ref = gimple_assign_lhs (r.parts.store);
  if (TREE_CODE (ref) == BIT_FIELD_REF
      || (TREE_CODE (ref) == COMPONENT_REF
	  && DECL_BIT_FIELD (TREE_OPERAND (ref, 1)))
      || !useless_type_conversion_p (type, TREE_TYPE (ref)))
    return false;
  tree ptr = build_pointer_type (type);
  r.stmt = bb;
  r.acc = create_tmp_var (type, "ph_partial");
  r.at = create_tmp_var (ptr, "ph_element");
  r.partials = create_tmp_var (build_array_type_nelts
				 (type, MAX_REDUCTION_THREADS),
			       "ph_partials");
  r.ats = create_tmp_var (build_array_type_nelts (ptr, MAX_REDUCTION_THREADS),
			  "ph_elements");
  TREE_ADDRESSABLE (r.acc) = 1;
  TREE_ADDRESSABLE (r.at) = 1;
  region->reductions.safe_push (r);
  return true;
}

/* The declaration of libgomp's omp_get_max_threads, which GCC has no
   builtin for: the user's if the unit declares it.  */
static tree
max_threads_decl (void)
{
  tree name = get_identifier ("omp_get_max_threads");
  symtab_node *node = symtab_node::get_for_asmname (name);

  if (node && TREE_CODE (node->decl) == FUNCTION_DECL)
    return node->decl;
  tree decl = build_fn_decl ("omp_get_max_threads",
			     build_function_type_list (integer_type_node,
						       NULL_TREE));
  /* Found by the next look-up.  */
  cgraph_node::get_create (decl);
  return decl;
}

/* RUN (the condition for a parallel loop to run in parallel, or NULL for
   always) and that the threads' partial results of its reductions have
   a slot each.  */
tree
ph_parallel_reduction_guard (tree run)
{
  tree fits = fold_build2 (LE_EXPR, boolean_type_node,
			   build_call_expr (max_threads_decl (), 0),
			   build_int_cst (integer_type_node,
					  MAX_REDUCTION_THREADS));
  return run ? fold_build2 (TRUTH_AND_EXPR, boolean_type_node, run, fits)
	     : fits;
}

/* A call of the GOMP builtin FN, of no argument, inserted before *GSI;
   returns its value.  */
static tree
call_before (enum built_in_function fn, gimple_stmt_iterator *gsi)
{
  tree name = make_ssa_name (integer_type_node);
  gcall *call = gimple_build_call (builtin_decl_explicit (fn), 0);

  gimple_call_set_lhs (call, name);
  gsi_insert_before (gsi, call, GSI_SAME_STMT);
  return name;
}

/* Before the GIMPLE_OMP_PARALLEL of REGION, the values each thread's
   copies of the variables of its reductions start from: the identity of
   the operation, and no element yet.  */
static void
start_reductions (struct ph_parallel *region)
{
  gimple_stmt_iterator gsi = gsi_last_bb (region->head);

  for (struct ph_parallel_reduction &r : region->reductions)
    {
      tree type = TREE_TYPE (r.acc);
      ph_store_before (r.acc, ph_reduction_identity
			     (gimple_assign_rhs_code (r.parts.op), type),
		       &gsi);
      ph_store_before (r.at, build_zero_cst (TREE_TYPE (r.at)), &gsi);
    }
}

/* Combine the partial results of the reductions of REGION, whose
   threads ran their iterations, on edge E after the region, inside
   LOOP.  Each thread leaves its number of threads, partial results and
   addresses in the slots of its number; then, in the order of the
   threads (the order of their shares of the iterations, whatever the
   timing), each partial result goes into its element.  */
void
ph_parallel_combine_reductions (struct ph_parallel *region, edge e,
				class loop *loop)
{
  tree teams = create_tmp_var (build_array_type_nelts
				 (integer_type_node, MAX_REDUCTION_THREADS),
			       "ph_threads");
  gimple_stmt_iterator gsi = gsi_last_bb (region->tail);

  /* In each thread, at the end of the region.  */
  tree self = call_before (BUILT_IN_OMP_GET_THREAD_NUM, &gsi);
  tree n = call_before (BUILT_IN_OMP_GET_NUM_THREADS, &gsi);
  ph_store_before (build4 (ARRAY_REF, integer_type_node, teams, self,
			NULL_TREE, NULL_TREE), n, &gsi);
  for (struct ph_parallel_reduction &r : region->reductions)
    {
      ph_store_before (build4 (ARRAY_REF, TREE_TYPE (r.acc), r.partials, self,
			    NULL_TREE, NULL_TREE),
		       ph_load_before (r.acc, &gsi), &gsi);
      ph_store_before (build4 (ARRAY_REF, TREE_TYPE (r.at), r.ats, self,
			    NULL_TREE, NULL_TREE),
		       ph_load_before (r.at, &gsi), &gsi);
    }

  /* After the region: for (t = 0; t < teams[0]; t++), each reduction's
     element = element OP partial when its thread ran.  */
  basic_block first = split_edge (e);
  gsi = gsi_last_bb (first);
  gimple *mark = gimple_build_nop ();
  gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
  tree count = ph_load_before (build4 (ARRAY_REF, integer_type_node, teams,
				    integer_zero_node, NULL_TREE, NULL_TREE),
			       &gsi);
  tree last = make_ssa_name (integer_type_node);
  gsi_insert_before (&gsi, gimple_build_assign (last, PLUS_EXPR, count,
						integer_minus_one_node),
		     GSI_SAME_STMT);
  gsi_remove (&gsi, true);
  tree t, t_after;
  class loop *combine
    = create_empty_loop_on_edge (single_succ_edge (first), integer_zero_node,
				 integer_one_node, last,
				 create_tmp_var (integer_type_node,
						 "ph_thread"),
				 &t, &t_after, loop);
  edge next = single_succ_edge (combine->header);
  for (struct ph_parallel_reduction &r : region->reductions)
    {
      basic_block bb = split_edge (next);
      gsi = gsi_last_bb (bb);
      mark = gimple_build_nop ();
      gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
      tree at = ph_load_before (build4 (ARRAY_REF, TREE_TYPE (r.at), r.ats, t,
				     NULL_TREE, NULL_TREE), &gsi);
      gsi_remove (&gsi, true);
      edge join = create_empty_if_region_on_edge
		    (single_succ_edge (bb),
		     fold_build2 (NE_EXPR, boolean_type_node, at,
				  build_zero_cst (TREE_TYPE (at))));
      basic_block then_bb = ph_branch_edge (single_succ (bb), true)->dest;
      gsi = gsi_last_bb (then_bb);
      mark = gimple_build_nop ();
      gsi_insert_after (&gsi, mark, GSI_NEW_STMT);
      tree element = build_simple_mem_ref (at);
      tree old = ph_load_before (element, &gsi);
      tree partial = ph_load_before (build4 (ARRAY_REF, TREE_TYPE (r.acc),
					  r.partials, t, NULL_TREE,
					  NULL_TREE), &gsi);
      tree sum = make_ssa_name (TREE_TYPE (r.acc));
      gsi_insert_before (&gsi, gimple_build_assign
				 (sum, ph_reduction_combiner
					 (gimple_assign_rhs_code (r.parts.op)),
				  old, partial),
			 GSI_SAME_STMT);
      ph_store_before (unshare_expr (element), sum, &gsi);
      gsi_remove (&gsi, true);
      next = join;
    }
}

/* A new SSA name of TYPE set to the value of E by statements inserted after
   *GSI: a name of the region, so that the outlining sees every value E
   uses from outside (it does not look at GIMPLE_OMP_FOR's operands).  */
static tree
bound_in_region (tree type, tree e, gimple_stmt_iterator *gsi)
{
  tree name = make_ssa_name (type);

  e = force_gimple_operand_gsi (gsi, fold_convert (type, e), true,
				NULL_TREE, false,
				GSI_CONTINUE_LINKING);
  gsi_insert_after (gsi, gimple_build_assign (name, e), GSI_CONTINUE_LINKING);
  return name;
}

/* Build on edge E, inside LOOP, the parallel loop from LB to UB (both
   included, long integers) by STRIDE, whose iterations are dealt to the
   threads in blocks or, when ROUND_ROBIN, one at a time.  Its counter in
   *IV; the edge to generate the body on in *TO_BODY (its destination
   closes an iteration); the region in *REGION.  Returns the edge after
   the loop.  */
edge
ph_parallel_loop_on_edge (edge e, class loop *loop, tree lb, tree ub,
			  tree stride, bool round_robin, tree *iv,
			  edge *to_body, struct ph_parallel *region)
{
  location_t loc = region->loc;
  tree type = long_integer_type_node;
  basic_block head = split_edge (e);
  basic_block entry = split_edge (single_succ_edge (head));
  basic_block for_bb = split_edge (single_succ_edge (entry));
  basic_block header = split_edge (single_succ_edge (for_bb));
  basic_block cont = split_edge (single_succ_edge (header));
  basic_block exit = split_edge (single_succ_edge (cont));
  basic_block tail = split_edge (single_succ_edge (exit));
  gimple_stmt_iterator gsi;

  make_edge (cont, header, 0);
  make_edge (for_bb, exit, 0)->probability
    = profile_probability::very_unlikely ();
  single_succ_edge (cont)->probability = profile_probability::unlikely ();
  find_edge (cont, header)->probability = profile_probability::likely ();

  region->child_fn = create_child_fn (loc);
  gomp_parallel *par = gimple_build_omp_parallel (NULL, NULL_TREE,
						  region->child_fn, NULL_TREE);
  gimple_set_location (par, loc);
  gsi = gsi_last_bb (head);
  gsi_insert_after (&gsi, par, GSI_NEW_STMT);

  /* The bounds are computed inside the region, from values the outlining
     passes in.  */
  gsi = gsi_last_bb (entry);
  lb = bound_in_region (type, lb, &gsi);
  ub = bound_in_region (type, ub, &gsi);

  tree var = create_tmp_var (type, "ph_piv");
  tree first = make_ssa_name (var);
  tree next = make_ssa_name (var);
  *iv = make_ssa_name (var);
  gphi *phi = create_phi_node (*iv, header);
  add_phi_arg (phi, first, single_succ_edge (for_bb), loc);
  add_phi_arg (phi, next, find_edge (cont, header), loc);

  tree schedule = build_omp_clause (loc, OMP_CLAUSE_SCHEDULE);
  OMP_CLAUSE_SCHEDULE_KIND (schedule) = OMP_CLAUSE_SCHEDULE_STATIC;
  if (round_robin)
    OMP_CLAUSE_SCHEDULE_CHUNK_EXPR (schedule) = integer_one_node;
  gomp_for *for_stmt = gimple_build_omp_for (NULL, GF_OMP_FOR_KIND_FOR,
					     schedule, 1, NULL);
  gimple_set_location (for_stmt, loc);
  gimple_omp_for_set_index (for_stmt, 0, first);
  gimple_omp_for_set_initial (for_stmt, 0, lb);
  gimple_omp_for_set_final (for_stmt, 0, ub);
  gimple_omp_for_set_cond (for_stmt, 0, LE_EXPR);
  gimple_omp_for_set_incr (for_stmt, 0,
			   build2 (PLUS_EXPR, type, var,
				   fold_convert (type, stride)));
  gsi = gsi_last_bb (for_bb);
  gsi_insert_after (&gsi, for_stmt, GSI_NEW_STMT);
  SSA_NAME_DEF_STMT (first) = for_stmt;

  gomp_continue *cont_stmt = gimple_build_omp_continue (next, *iv);
  gimple_set_location (cont_stmt, loc);
  gsi = gsi_last_bb (cont);
  gsi_insert_after (&gsi, cont_stmt, GSI_NEW_STMT);
  SSA_NAME_DEF_STMT (next) = cont_stmt;

  gimple *ret = gimple_build_omp_return (true);
  gimple_set_location (ret, loc);
  gsi = gsi_last_bb (exit);
  gsi_insert_after (&gsi, ret, GSI_NEW_STMT);
  ret = gimple_build_omp_return (false);
  gimple_set_location (ret, loc);
  gsi = gsi_last_bb (tail);
  gsi_insert_after (&gsi, ret, GSI_NEW_STMT);

  region->head = head;
  region->tail = tail;
  start_reductions (region);
  *to_body = single_succ_edge (header);
  return single_succ_edge (tail);
}

/* The values a region passes from its function to its child.  */
struct passed_values
{
  bitmap in;			/* The region's blocks.  */
  hash_map<tree, tree> *copies;	/* Outside SSA name -> its copy inside.  */
  auto_vec<tree> names;		/* The outside names, in order.  */
  hash_map<tree, tree> *addresses;	/* Local variable -> SSA name of its
					   address, computed outside.  */
  basic_block head;		/* Where addresses are computed.  */
  hash_set<tree> *privatizable;	/* Variables each thread has a copy of...  */
  hash_map<tree, tree> *copies_of_private;	/* ...which is this one...  */
  gimple_seq private_inits;	/* ...set from the shared one at first.  */
};

/* The copy inside the region of NAME, an SSA name defined outside it,
   or NAME itself when it is defined inside.  */
static tree
copy_of_outside_name (tree name, struct passed_values *pv)
{
  basic_block def_bb = gimple_bb (SSA_NAME_DEF_STMT (name));

  if (virtual_operand_p (name)
      || (def_bb && bitmap_bit_p (pv->in, def_bb->index)))
    return name;
  tree *copy = pv->copies->get (name);
  if (!copy)
    {
      copy = &pv->copies->get_or_insert (name);
      *copy = copy_ssa_name (name);
      pv->names.safe_push (name);
    }
  return *copy;
}

/* The copy inside the region of the address of T, a variable of the
   function, computed before the region.  */
static tree
address_outside (tree t, struct passed_values *pv)
{
  tree *addr = pv->addresses->get (t);

  if (!addr)
    {
      tree name = make_ssa_name (build_pointer_type (TREE_TYPE (t)));
      TREE_ADDRESSABLE (t) = 1;
      gimple *set = gimple_build_assign (name, build_fold_addr_expr (t));
      gimple_stmt_iterator gsi = gsi_last_bb (pv->head);
      gsi_insert_before (&gsi, set, GSI_SAME_STMT);
      addr = &pv->addresses->get_or_insert (t);
      *addr = name;
    }
  return copy_of_outside_name (*addr, pv);
}

/* walk_tree callback on the operands of a statement of a region:
   replace the SSA names defined outside by their copies, and the
   function's own variables in memory (locals, parameters whose address
   is taken) by a reference through their address, computed before the
   region, so that the child reads and writes the parent's variable
   (moving the region would give it a variable of its own); but a
   privatizable variable by a variable of the region, which moving gives
   each thread, set from the parent's at its start.  */
static tree
replace_outside_operand (tree *tp, int *walk_subtrees, void *data)
{
  struct walk_stmt_info *wi = (struct walk_stmt_info *) data;
  struct passed_values *pv = (struct passed_values *) wi->info;
  tree t = *tp;

  if (TREE_CODE (t) == SSA_NAME)
    {
      *tp = copy_of_outside_name (t, pv);
      wi->changed |= *tp != t;
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      walk_tree (&TREE_OPERAND (t, 0), replace_outside_operand, data, NULL);
      recompute_tree_invariant_for_addr_expr (t);
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (!(VAR_P (t) || TREE_CODE (t) == PARM_DECL
	|| TREE_CODE (t) == RESULT_DECL)
      || is_global_var (t) || is_gimple_reg (t))
    {
      *walk_subtrees = !(TYPE_P (t) || DECL_P (t));
      return NULL_TREE;
    }
  if (pv->privatizable->contains (t))
    {
      tree *priv = pv->copies_of_private->get (t);
      if (!priv)
	{
	  tree copy = create_tmp_var (TREE_TYPE (t), "ph_private");
	  tree value = make_ssa_name (TREE_TYPE (t));
	  TREE_ADDRESSABLE (copy) = 1;
	  gimple_seq_add_stmt (&pv->private_inits,
			       gimple_build_assign
				 (value, build_simple_mem_ref
					   (address_outside (t, pv))));
	  gimple_seq_add_stmt (&pv->private_inits,
			       gimple_build_assign (copy, value));
	  priv = &pv->copies_of_private->get_or_insert (t);
	  *priv = copy;
	}
      *tp = *priv;
    }
  else
    *tp = build_simple_mem_ref (address_outside (t, pv));
  wi->changed = true;
  *walk_subtrees = 0;
  return NULL_TREE;
}

/* Pass the values REGION uses from outside through a record: stored
   before the GIMPLE_OMP_PARALLEL, loaded at the start of its body; the
   variables of PRIVATIZABLE it uses become copies of its own.  */
static void
pass_values_in (struct ph_parallel *region, hash_set<tree> *privatizable)
{
  auto_vec<basic_block> blocks;
  basic_block entry = single_succ (region->head);
  auto_bitmap in;
  hash_map<tree, tree> copies, addresses, copies_of_private;
  struct passed_values pv;
  gimple_stmt_iterator gsi;

  pv.in = in;
  pv.privatizable = privatizable;
  pv.copies_of_private = &copies_of_private;
  pv.private_inits = NULL;
  pv.copies = &copies;
  pv.addresses = &addresses;
  pv.head = region->head;
  blocks.safe_push (entry);
  gather_blocks_in_sese_region (entry, region->tail, &blocks);
  for (basic_block bb : blocks)
    bitmap_set_bit (in, bb->index);

  for (basic_block bb : blocks)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	for (unsigned i = 0; i < gimple_phi_num_args (pi.phi ()); i++)
	  {
	    use_operand_p use = gimple_phi_arg_imm_use_ptr (pi.phi (), i);
	    if (TREE_CODE (USE_FROM_PTR (use)) == SSA_NAME)
	      SET_USE (use, copy_of_outside_name (USE_FROM_PTR (use), &pv));
	  }
      for (gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    {
	      gsi_remove (&gsi, true);
	      continue;
	    }
	  struct walk_stmt_info wi;
	  memset (&wi, 0, sizeof wi);
	  wi.info = &pv;
	  walk_gimple_op (stmt, replace_outside_operand, &wi);
	  if (wi.changed)
	    update_stmt (stmt);
	  gsi_next (&gsi);
	}
    }
  if (pv.names.is_empty ())
    return;

  /* struct { T0 f0; T1 f1; ... } data; data.fI = nameI; before the
     region; inside: param = &data; p = (struct *) param; copyI = p->fI.  */
  tree record = lang_hooks.types.make_type (RECORD_TYPE);
  tree fields = NULL_TREE;
  auto_vec<tree> field_of;
  for (tree name : pv.names)
    {
      tree field = build_decl (region->loc, FIELD_DECL, NULL_TREE,
			       TREE_TYPE (name));
      SET_DECL_ALIGN (field, TYPE_ALIGN (TREE_TYPE (name)));
      DECL_CHAIN (field) = fields;
      DECL_CONTEXT (field) = record;
      fields = field;
      field_of.safe_push (field);
    }
  TYPE_FIELDS (record) = nreverse (fields);
  layout_type (record);

  tree data = create_tmp_var (record, ".ph_data_out");
  TREE_ADDRESSABLE (data) = 1;
  gomp_parallel *par = as_a<gomp_parallel *> (last_stmt (region->head));
  gimple_omp_parallel_set_data_arg (par, data);
  gsi = gsi_last_bb (region->head);
  for (unsigned i = 0; i < pv.names.length (); i++)
    gsi_insert_before (&gsi, gimple_build_assign
			       (build3 (COMPONENT_REF, TREE_TYPE (pv.names[i]),
					data, field_of[i], NULL_TREE),
				pv.names[i]),
		       GSI_SAME_STMT);
  tree param = make_ssa_name (DECL_ARGUMENTS (region->child_fn));
  tree p = make_ssa_name (build_pointer_type (record));
  gsi = gsi_after_labels (entry);
  gsi_insert_before (&gsi, gimple_build_assign (param,
						 build_fold_addr_expr (data)),
		     GSI_SAME_STMT);
  gsi_insert_before (&gsi, gimple_build_assign (p, fold_convert
						      (TREE_TYPE (p), param)),
		     GSI_SAME_STMT);
  for (unsigned i = 0; i < pv.names.length (); i++)
    gsi_insert_before (&gsi, gimple_build_assign
			       (*copies.get (pv.names[i]),
				build3 (COMPONENT_REF,
					TREE_TYPE (pv.names[i]),
					build_simple_mem_ref (p), field_of[i],
					NULL_TREE)),
		       GSI_SAME_STMT);
  gsi_insert_seq_before (&gsi, pv.private_inits, GSI_SAME_STMT);
}

/* Move REGION, built by ph_parallel_loop_on_edge, into its child
   function and call it through GOMP, each thread with its own copy of
   the variables of PRIVATIZABLE.  The function's SSA form must be up to
   date.  */
void
ph_parallel_outline (struct ph_parallel *region,
		     hash_set<tree> *privatizable)
{
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  pass_values_in (region, privatizable);
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  scev_reset ();
  free_numbers_of_iterations_estimates (cfun);
  bool guessed = profile_status_for_fn (cfun) == PROFILE_GUESSED;
  omp_expand_local (region->head);

  /* The blocks moved into the child keep the counts they had before the
     new code's were estimated, lower in inner loops than in outer ones:
     register allocation then spills in the hot loops (gemm ran 8% slower
     on one thread than the sequential code, a flat gemm 30%).  Estimate
     them from the branch probabilities, as for the parent.  */
  if (guessed)
    {
      push_cfun (DECL_STRUCT_FUNCTION (region->child_fn));
      profile_status_for_fn (cfun) = PROFILE_GUESSED;
      estimate_bb_frequencies (true);
      pop_cfun ();
    }
}
