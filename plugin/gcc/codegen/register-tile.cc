/* The loops of register tiles (jam.h): the K loop of a contraction,
   whose body is the unrolled instances of one statement, each
   accumulating into an element of its own (C[i + r][j + c] += A[i + r][k]
   * B[k][j + c]).

   The elements are held in registers across the loop here, not by GCC:
   each instance's element is loaded before the loop into a PHI node, the
   instance's loads read the PHI's value and its stores give the next
   one, and the last value is stored after the loop.  That is sound
   because the model says so (contraction.h): in one run of the loop,
   the instances of one iteration touch different elements, each the
   same element at every iteration, and nothing else in the loop touches
   them.  GCC's own store motion (tree-ssa-loop-im.cc) cannot tell that
   C[i][j] and C[i + 1][j] differ when rows have a run-time length; and
   when the elements were given bases of their own in a dependence
   clique of the loop, so that it could, PRE and the vectorizer of basic
   blocks together computed two elements of covariance's last row wrong
   (decision 49).

   GCC's loop vectorizer would take the loop along K, whose elements are
   in-order sums that it vectorizes badly; it is kept off.  The columns
   become vectors (tile-vectors.cc); where the copies do not make
   vectors, the scalars stay, for GCC's vectorizer of basic blocks.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "cfganal.h"
#include "tree-cfg.h"
#include "ssa.h"
#include "tree-into-ssa.h"
#include "fold-const.h"
#include "gimplify.h"
#include "hash-set.h"
#include "tree-ssa-dce.h"
#include "dumpfile.h"
#include <isl/ast.h>

#include "codegen/codegen.h"
#include "codegen/register-tile.h"
#include "codegen/tile-vectors.h"

const struct ph_register_tile_mark *
ph_register_tile_of_mark (isl_ast_node *mark,
			  const struct ph_register_tile_mark *outer)
{
  isl_id *id = isl_ast_node_mark_get_id (mark);
  const struct ph_register_tile_mark *tile = outer;

  if (id && strcmp (isl_id_get_name (id), PH_REGISTER_TILE_MARK) == 0)
    tile = (const struct ph_register_tile_mark *) isl_id_get_user (id);
  isl_id_free (id);
  return tile;
}

/* Whether the AST node NODE is an instance of the statement STATEMENT.  */
static bool
instance_of (isl_ast_node *node, isl_id *statement)
{
  if (isl_ast_node_get_type (node) != isl_ast_node_user)
    return false;
  isl_ast_expr *call = isl_ast_node_user_get_expr (node);
  isl_ast_expr *callee = isl_ast_expr_op_get_arg (call, 0);
  isl_id *id = isl_ast_expr_id_get_id (callee);
  bool same = id && id == statement;

  isl_id_free (id);
  isl_ast_expr_free (callee);
  isl_ast_expr_free (call);
  return same;
}

/* Whether BODY is nothing but instances of STATEMENT and loops of them:
   no condition.  */
static bool
only_instances_of (isl_ast_node *body, isl_id *statement)
{
  if (isl_ast_node_get_type (body) == isl_ast_node_for)
    {
      isl_ast_node *inner = isl_ast_node_for_get_body (body);
      bool only = only_instances_of (inner, statement);
      isl_ast_node_free (inner);
      return only;
    }
  if (isl_ast_node_get_type (body) != isl_ast_node_block)
    return instance_of (body, statement);

  isl_ast_node_list *list = isl_ast_node_block_get_children (body);
  isl_size n = isl_ast_node_list_n_ast_node (list);
  bool only = n > 0;

  for (isl_size i = 0; i < n && only; i++)
    {
      isl_ast_node *child = isl_ast_node_list_get_at (list, i);
      only = instance_of (child, statement);
      isl_ast_node_free (child);
    }
  isl_ast_node_list_free (list);
  return only;
}

/* Whether the AST expression BOUND is INIT plus a constant, or both are
   constants.  */
static bool
constant_from (isl_ast_expr *init, isl_ast_expr *bound)
{
  if (isl_ast_expr_get_type (init) == isl_ast_expr_int
      && isl_ast_expr_get_type (bound) == isl_ast_expr_int)
    return true;
  if (isl_ast_expr_is_equal (init, bound) == isl_bool_true)
    return true;
  if (isl_ast_expr_get_type (bound) != isl_ast_expr_op
      || isl_ast_expr_op_get_type (bound) != isl_ast_expr_op_add)
    return false;
  isl_ast_expr *base = isl_ast_expr_op_get_arg (bound, 0);
  isl_ast_expr *step = isl_ast_expr_op_get_arg (bound, 1);
  bool from = isl_ast_expr_get_type (step) == isl_ast_expr_int
	      && isl_ast_expr_is_equal (base, init) == isl_bool_true;
  isl_ast_expr_free (base);
  isl_ast_expr_free (step);
  return from;
}

/* Whether every loop of BODY (instances and loops of them) visibly runs
   a constant number of times: its bound its start plus a constant, as
   isl writes the rows and columns of a full tile (c6 <= c3 + 7).  Those
   of a partial tile (c7 <= min (c4 + 23, c6) along a triangle's
   diagonal) are no straight path once unrolled: unrolling its rows only
   made GCC's passes work through eight copies of the same loop.  */
static bool
constant_trips (isl_ast_node *body)
{
  if (isl_ast_node_get_type (body) == isl_ast_node_block)
    {
      isl_ast_node_list *list = isl_ast_node_block_get_children (body);
      isl_size n = isl_ast_node_list_n_ast_node (list);
      bool constant = n >= 0;
      for (isl_size i = 0; i < n && constant; i++)
	{
	  isl_ast_node *child = isl_ast_node_list_get_at (list, i);
	  constant = constant_trips (child);
	  isl_ast_node_free (child);
	}
      isl_ast_node_list_free (list);
      return constant;
    }
  if (isl_ast_node_get_type (body) != isl_ast_node_for)
    return true;
  isl_ast_expr *init = isl_ast_node_for_get_init (body);
  isl_ast_expr *cond = isl_ast_node_for_get_cond (body);
  isl_ast_expr *bound = isl_ast_expr_op_get_arg (cond, 1);
  isl_ast_node *inner = isl_ast_node_for_get_body (body);
  bool constant = constant_from (init, bound) && constant_trips (inner);

  isl_ast_expr_free (init);
  isl_ast_expr_free (cond);
  isl_ast_expr_free (bound);
  isl_ast_node_free (inner);
  return constant;
}

bool
ph_register_tile_loop_begin (struct ph_codegen *cg, class loop *loop,
			     isl_ast_node *body)
{
  if (!cg->register_tile || cg->tile_loop
      || !only_instances_of (body, cg->register_tile->statement)
      || !constant_trips (body))
    return false;
  cg->tile_loop = loop;
  cg->tile_instance = 0;
  cg->tile_refs.truncate (0);
  return true;
}

unsigned
ph_register_tile_unroll (const struct ph_codegen *cg, tree lb, tree ub,
			 tree stride)
{
  if (!cg->tile_loop)
    return 0;
  tree trips = fold_build2 (TRUNC_DIV_EXPR, cg->type,
			    fold_build2 (MINUS_EXPR, cg->type, ub, lb), stride);
  if (!tree_fits_shwi_p (trips) || tree_to_shwi (trips) < 0
      || tree_to_shwi (trips) >= PH_REGISTER_TILE_UNROLL)
    return 0;
  return (unsigned) tree_to_shwi (trips) + 1;
}

void
ph_register_tile_next_instance (struct ph_codegen *cg)
{
  if (cg->tile_loop)
    cg->tile_instance++;
}

void
ph_register_tile_note_ref (struct ph_codegen *cg, gimple *copy, int array)
{
  if (cg->tile_loop && array == cg->register_tile->array)
    cg->tile_refs.safe_push (std::make_pair (copy, cg->tile_instance));
}

/* Whether the body of LOOP, which has no loop inside, is one path from
   its header to its exit test: every block of it runs at each
   iteration, one after the other.  */
static bool
straight_body (class loop *loop)
{
  edge exit = single_exit (loop);
  basic_block bb = loop->header;
  unsigned n = 1;

  if (loop->inner || !exit)
    return false;
  while (bb != exit->src)
    {
      if (!single_succ_p (bb))
	return false;
      bb = single_succ (bb);
      if (!flow_bb_inside_loop_p (loop, bb))
	return false;
      n++;
    }
  return n + 1 == loop->num_nodes;
}

/* The memory reference of STMT, a load or a store.  */
static tree
ref_of (gimple *stmt)
{
  return gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
			    : gimple_assign_rhs1 (stmt);
}

/* Whether the value of T can be computed before LOOP: each SSA name in
   it is defined before LOOP, or in it by arithmetic on such values,
   whose statements go into MOVING.  */
static bool
computable_before (tree t, class loop *loop, hash_set<gimple *> *moving)
{
  if (TREE_CODE (t) == SSA_NAME)
    {
      gimple *def = SSA_NAME_DEF_STMT (t);
      if (gimple_nop_p (def)
	  || !flow_bb_inside_loop_p (loop, gimple_bb (def))
	  || moving->contains (def))
	return true;
      if (!is_gimple_assign (def) || gimple_vuse (def)
	  || gimple_has_side_effects (def) || gimple_could_trap_p (def))
	return false;
      moving->add (def);
      for (unsigned i = 1; i < gimple_num_ops (def); i++)
	if (!computable_before (gimple_op (def, i), loop, moving))
	  return false;
      return true;
    }
  if (!EXPR_P (t) && TREE_CODE (t) != MEM_REF
      && TREE_CODE (t) != TARGET_MEM_REF && !REFERENCE_CLASS_P (t))
    return true;
  for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
    if (TREE_OPERAND (t, i)
	&& !computable_before (TREE_OPERAND (t, i), loop, moving))
      return false;
  return true;
}

/* Whether A and B, values or references in LOOP, are the same: equal,
   or the same operation on the same values, looked through DEPTH
   levels.  The copies of an instance compute its subscripts each for
   itself: covariance's `cov[i][j]' at j = i + i1, loaded and stored
   under two names.  */
static bool
same_computation (tree a, tree b, int depth)
{
  if (operand_equal_p (a, b, 0))
    return true;
  if (depth == 0 || TREE_CODE (a) != TREE_CODE (b) || !TREE_TYPE (a)
      || !TREE_TYPE (b) || !types_compatible_p (TREE_TYPE (a), TREE_TYPE (b)))
    return false;
  if (TREE_CODE (a) == SSA_NAME)
    {
      gimple *da = SSA_NAME_DEF_STMT (a), *db = SSA_NAME_DEF_STMT (b);
      if (!is_gimple_assign (da) || !is_gimple_assign (db)
	  || gimple_vuse (da) || gimple_vuse (db)
	  || gimple_assign_rhs_code (da) != gimple_assign_rhs_code (db)
	  || gimple_num_ops (da) != gimple_num_ops (db))
	return false;
      for (unsigned i = 1; i < gimple_num_ops (da); i++)
	if (!same_computation (gimple_op (da, i), gimple_op (db, i),
			       depth - 1))
	  return false;
      return true;
    }
  if ((!EXPR_P (a) && !REFERENCE_CLASS_P (a) && TREE_CODE (a) != MEM_REF)
      || TREE_OPERAND_LENGTH (a) != TREE_OPERAND_LENGTH (b))
    return false;
  for (int i = 0; i < TREE_OPERAND_LENGTH (a); i++)
    {
      tree oa = TREE_OPERAND (a, i), ob = TREE_OPERAND (b, i);
      if ((oa || ob) && (!oa || !ob || !same_computation (oa, ob, depth - 1)))
	return false;
    }
  return true;
}

/* Whether the copies in REFS (a copy and its instance) can be held in
   registers across LOOP: each a load or a store of one element, whose
   address is computable before the loop (its computations in *MOVING),
   all those of an instance of the same element, those of different
   instances of different ones (as the model says); the first reference
   of each instance in *FIRST.  */
static bool
promotable (const vec<std::pair<gimple *, unsigned> > &refs,
	    class loop *loop, hash_set<gimple *> *moving,
	    vec<tree> *first)
{
  for (const std::pair<gimple *, unsigned> &r : refs)
    {
      gimple *stmt = r.first;
      if (!gimple_assign_single_p (stmt) || gimple_has_volatile_ops (stmt))
	return false;
      tree ref = ref_of (stmt);
      if (gimple_vdef (stmt)
	  && !types_compatible_p (TREE_TYPE (ref),
				  TREE_TYPE (gimple_assign_rhs1 (stmt))))
	return false;
      if (r.second >= first->length ())
	first->safe_grow_cleared (r.second + 1);
      if (!(*first)[r.second])
	{
	  if (!computable_before (ref, loop, moving))
	    return false;
	  (*first)[r.second] = ref;
	}
      else if (!same_computation (ref, (*first)[r.second], 16))
	return false;
    }
  for (unsigned i = 0; i < first->length (); i++)
    for (unsigned j = i + 1; j < first->length (); j++)
      if ((*first)[i] && (*first)[j]
	  && operand_equal_p ((*first)[i], (*first)[j], 0))
	return false;
  return true;
}

/* Move the statements MOVING of the body of LOOP, in their order, to
   the end of SEQ.  */
static void
move_out (class loop *loop, hash_set<gimple *> *moving, gimple_seq *seq)
{
  for (basic_block bb = single_succ (loop->header);
       bb != loop->latch; bb = single_succ (bb))
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *stmt = gsi_stmt (gsi);
	if (moving->contains (stmt))
	  {
	    gsi_remove (&gsi, false);
	    gimple_seq_add_stmt (seq, stmt);
	  }
	else
	  gsi_next (&gsi);
      }
}

void
ph_register_tile_loop_end (struct ph_codegen *cg)
{
  class loop *loop = cg->tile_loop;
  hash_set<gimple *> moving;
  auto_vec<tree> first;

  cg->tile_loop = NULL;
  if (!straight_body (loop) || cg->tile_refs.is_empty ()
      || !promotable (cg->tile_refs, loop, &moving, &first))
    return;

  /* Before the loop: the addresses, then each element in a PHI node.  */
  gimple_seq before = NULL, after = NULL;
  move_out (loop, &moving, &before);
  auto_vec<tree> current, phis;
  for (tree ref : first)
    {
      tree value = NULL_TREE, result = NULL_TREE;
      if (ref)
	{
	  value = make_ssa_name (TREE_TYPE (ref));
	  gimple *load = gimple_build_assign (value, unshare_expr (ref));
	  gimple_set_vuse (load, gimple_vop (cfun));
	  gimple_seq_add_stmt (&before, load);
	  result = make_ssa_name (TREE_TYPE (ref));
	  gphi *phi = create_phi_node (result, loop->header);
	  add_phi_arg (phi, value, loop_preheader_edge (loop),
		       UNKNOWN_LOCATION);
	}
      current.safe_push (result);
      phis.safe_push (result);
    }

  /* In the loop: loads read the element's value, stores give the next.  */
  for (const std::pair<gimple *, unsigned> &r : cg->tile_refs)
    {
      gimple *stmt = r.first;
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      if (gimple_vdef (stmt))
	{
	  current[r.second] = gimple_assign_rhs1 (stmt);
	  gsi_remove (&gsi, true);
	}
      else
	{
	  gimple_assign_set_rhs1 (stmt, current[r.second]);
	  gimple_set_vuse (stmt, NULL_TREE);
	  update_stmt (stmt);
	}
    }

  /* After it: each element's last value stored, as vectors of the
     columns or as scalars.  Instances are numbered from 1.  */
  auto_bitmap dead;
  unsigned n = first.length () - 1, lanes = 0, gathered = 0;
  auto_vec<bool> vectorized;
  vectorized.safe_grow_cleared (n + 1);
  unsigned vectors = ph_tile_vectorize (loop, cg->region->opts->vector_bytes,
					n, &first[1], &phis[1], &current[1],
					&before, &after, dead,
					&vectorized[1], &lanes, &gathered);
  if (dump_file && vectors == 0)
    fprintf (dump_file, ";; register tile: %u elements held as scalars\n", n);
  else if (dump_file)
    {
      fprintf (dump_file, ";; register tile: %u elements in %u vectors of %u",
	       n, vectors, lanes);
      if (vectors * lanes < n)
	fprintf (dump_file, ", %u held as scalars", n - vectors * lanes);
      if (gathered)
	fprintf (dump_file, ", %u gathered across rows", gathered);
      fputc ('\n', dump_file);
    }
  for (unsigned i = 0; i < first.length (); i++)
    if (first[i] && !vectorized[i])
      {
	add_phi_arg (as_a<gphi *> (SSA_NAME_DEF_STMT (phis[i])),
		     current[i], loop_latch_edge (loop), UNKNOWN_LOCATION);
	gimple *store = gimple_build_assign (unshare_expr (first[i]),
					     current[i]);
	gimple_set_vuse (store, gimple_vop (cfun));
	gimple_set_vdef (store, gimple_vop (cfun));
	gimple_seq_add_stmt (&after, store);
      }
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (loop), before);
  gsi_insert_seq_on_edge_immediate (single_exit (loop), after);
  simple_dce_from_worklist (dead);
  mark_virtual_operands_for_renaming (cfun);
  loop->dont_vectorize = true;
}
