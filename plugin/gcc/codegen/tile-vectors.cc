/* The columns of a register tile as vectors (tile-vectors.h).

   The K loop of a register tile holds one scalar PHI node per element
   of C (register-tile.cc), and its body is the unrolled copies of the
   contraction's statement, one per element.  Each group of LANES
   consecutive elements of a row becomes one vector PHI node, and the
   copies of its instances one computation on vectors: a value that
   every lane's copy computes alike (A[i][k], alpha) is repeated, the
   lanes' loads of consecutive elements (B[k][j .. j + LANES - 1]) are
   one vector load, loads of elements a row apart (B[j .. j + LANES -
   1][k]) one vector gathered for all the rows, and operations on the
   lanes are operations on the vectors.  The values are the scalar
   copies' own, lane by lane, in the same order of operations: only
   where they are computed changes.

   GCC's vectorizer of basic blocks made the same vectors of the
   unrolled copies, but GCC's passes before it paid for every scalar
   copy: 3mm's compile took 0.9 s more than with these vectors,
   int-matmul's 0.7 s (decision 90).  */

#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "ssa.h"
#include "fold-const.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-fold.h"
#include "tree-affine.h"
#include "tree-vector-builder.h"
#include "tree-cfg.h"
#include "builtins.h"
#include "alias.h"

#include "codegen/tile-vectors.h"
#include "support/vectors.h"

/* The columns of a register tile as vectors: the groups of LANES
   instances with consecutive elements of a row, from the instances
   STARTS on; each group's scalar PHI nodes (LEAVES, by instance) become
   one vector PHI node (LEAF_VECTORS, by group), and the values its
   instances store at each iteration one vector, computed by SEQ at the
   end of the loop's body.  */
struct tile_vectors
{
  class loop *loop;
  tree vectype;
  unsigned lanes;
  const tree *leaves;
  unsigned n_leaves;
  auto_vec<unsigned> starts;
  auto_vec<tree> leaf_vectors;
  gimple_seq seq;
  /* The vectors made so far, each of the LANES values at MADE_LANES[I *
     LANES] on: the copies of an instance share values.  */
  auto_vec<tree> made_lanes, made;
  /* The vectors gathered from lanes' loads across rows so far, each of
     the LANES references at GATHERED_REFS[I * LANES] on.  */
  auto_vec<tree> gathered_refs, gathered;
  /* The order of the statements of the loop's body (body_position).  */
  hash_map<gimple *, unsigned> positions;
  /* Values computed in the loop from a leaf, or not: the uniform values
     that vectors repeat must not be (leaf_free).  */
  hash_map<tree, bool> leaf_dependent;
  hash_map<tree, name_expansion *> *expansions;
  /* Calls of same_values so far.  */
  unsigned steps;
};

/* The calls of same_values one register tile may make, so that no
   tile's compile is unbounded: the copies of a statement are small
   trees, compared at most 16 levels deep; past this many calls, the
   tile keeps its scalars.  */
#define MAX_SAME_STEPS 200000

/* Whether the statement STMT is in TV's loop (not before it, where the
   addresses of the elements go, in a sequence yet to be inserted).  */
static bool
in_loop (struct tile_vectors *tv, gimple *stmt)
{
  return gimple_bb (stmt) && flow_bb_inside_loop_p (tv->loop,
						    gimple_bb (stmt));
}

/* Whether the value T, computed in TV's loop or before it, depends on
   none of TV's leaves.  */
static bool
leaf_free (struct tile_vectors *tv, tree t)
{
  if (TREE_CODE (t) != SSA_NAME)
    {
      if (!EXPR_P (t) && !REFERENCE_CLASS_P (t) && TREE_CODE (t) != MEM_REF)
	return true;
      for (int i = 0; i < TREE_OPERAND_LENGTH (t); i++)
	if (TREE_OPERAND (t, i) && !leaf_free (tv, TREE_OPERAND (t, i)))
	  return false;
      return true;
    }
  gimple *def = SSA_NAME_DEF_STMT (t);
  if (!in_loop (tv, def))
    return true;
  if (bool *known = tv->leaf_dependent.get (t))
    return !*known;
  /* The loop's PHI nodes are its counter's and the leaves.  */
  if (gimple_code (def) == GIMPLE_PHI)
    {
      for (unsigned i = 0; i < tv->n_leaves; i++)
	if (tv->leaves[i] == t)
	  return false;
      return true;
    }
  bool free = is_gimple_assign (def);
  for (unsigned i = 1; free && i < gimple_num_ops (def); i++)
    free = leaf_free (tv, gimple_op (def, i));
  tv->leaf_dependent.put (t, !free);
  return free;
}

/* Whether the values or references VALS, one per lane of TV's vectors,
   are the same: the same name or constant, or copies of one computation
   in the loop (each instance loads A[i][k] of its row for itself, from
   an address of its own), looked through DEPTH levels at most.  A
   reference names the same value in every lane where its address does,
   if it is read in the loop, where no statement stores (only_values).  */
static bool
same_values (struct tile_vectors *tv, const tree *vals, unsigned n,
	     int depth)
{
  bool same = true;

  for (unsigned l = 0; l < n; l++)
    if (!vals[l])
      return false;
  for (unsigned l = 1; l < n && same; l++)
    same = operand_equal_p (vals[l], vals[0], 0);
  if (same)
    return true;
  if (depth == 0)
    return false;
  if (tv->steps++ >= MAX_SAME_STEPS || !TREE_TYPE (vals[0]))
    return false;
  for (unsigned l = 1; l < n; l++)
    if (TREE_CODE (vals[l]) != TREE_CODE (vals[0]) || !TREE_TYPE (vals[l])
	|| !types_compatible_p (TREE_TYPE (vals[l]), TREE_TYPE (vals[0])))
      return false;

  auto_vec<tree, 64> ops;
  if (TREE_CODE (vals[0]) == SSA_NAME)
    {
      gimple *def0 = SSA_NAME_DEF_STMT (vals[0]);
      if (!is_gimple_assign (def0))
	return false;
      for (unsigned i = 1; i < gimple_num_ops (def0); i++)
	{
	  ops.truncate (0);
	  for (unsigned l = 0; l < n; l++)
	    {
	      gimple *def = SSA_NAME_DEF_STMT (vals[l]);
	      if (!is_gimple_assign (def)
		  || gimple_assign_rhs_code (def)
		     != gimple_assign_rhs_code (def0)
		  || gimple_num_ops (def) != gimple_num_ops (def0)
		  || gimple_has_volatile_ops (def)
		  || (gimple_vuse (def) && !in_loop (tv, def)))
		return false;
	      ops.quick_push (gimple_op (def, i));
	    }
	  if (!same_values (tv, ops.address (), n, depth - 1))
	    return false;
	}
      return true;
    }
  if (!EXPR_P (vals[0]) && !REFERENCE_CLASS_P (vals[0])
      && TREE_CODE (vals[0]) != MEM_REF)
    return false;
  for (int i = 0; i < TREE_OPERAND_LENGTH (vals[0]); i++)
    {
      ops.truncate (0);
      for (unsigned l = 0; l < n; l++)
	ops.quick_push (TREE_OPERAND (vals[l], i));
      bool none = true;
      for (unsigned l = 0; l < n; l++)
	none &= ops[l] == NULL_TREE;
      if (!none && (!ops[0] || !same_values (tv, ops.address (), n, depth - 1)))
	return false;
    }
  return true;
}

/* Drop from COMB the pairs of its elements that cancel: the same value
   with opposite coefficients, where the copies of two instances compute
   it under names of their own.  */
static void
cancel_copies (struct tile_vectors *tv, aff_tree *comb)
{
  unsigned i = 0;
  while (i < comb->n)
    {
      unsigned j = i + 1;
      for (; j < comb->n; j++)
	{
	  tree pair[2] = { comb->elts[i].val, comb->elts[j].val };
	  if (comb->elts[i].coef == -comb->elts[j].coef
	      && same_values (tv, pair, 2, 16))
	    break;
	}
      if (j == comb->n)
	i++;
      else
	{
	  aff_combination_remove_elt (comb, j);
	  aff_combination_remove_elt (comb, i);
	}
    }
}

/* Whether the addresses of the references REFS[0] to REFS[N - 1] follow
   each other, an element of TYPE apart.  */
static bool
consecutive (struct tile_vectors *tv, const tree *refs, unsigned n,
	     tree type)
{
  tree first = build_fold_addr_expr (unshare_expr (refs[0]));
  aff_tree base;
  widest_int size = wi::to_widest (TYPE_SIZE_UNIT (type));

  tree_to_aff_combination_expand (first, TREE_TYPE (first), &base,
				  &tv->expansions);
  aff_combination_scale (&base, -1);
  for (unsigned l = 1; l < n; l++)
    {
      tree addr = build_fold_addr_expr (unshare_expr (refs[l]));
      aff_tree diff;
      tree_to_aff_combination_expand (addr, TREE_TYPE (first), &diff,
				      &tv->expansions);
      aff_combination_add (&diff, &base);
      cancel_copies (tv, &diff);
      if (!aff_combination_const_p (&diff) || diff.rest
	  || maybe_ne (diff.offset, size * l))
	return false;
    }
  return true;
}

/* A reference to the vector of TV's type at the address of REF, an
   element, computed at the end of *SEQ.  */
static tree
vector_ref (struct tile_vectors *tv, tree ref, gimple_seq *seq)
{
  gimple_seq stmts;
  tree addr = force_gimple_operand (build_fold_addr_expr (unshare_expr (ref)),
				    &stmts, true, NULL_TREE);
  gimple_seq_add_seq (seq, stmts);
  unsigned align = MIN (get_object_alignment (ref),
			TYPE_ALIGN (TREE_TYPE (tv->vectype)));
  tree type = build_aligned_type (tv->vectype, align);
  return fold_build2 (MEM_REF, type, addr,
		      build_int_cst (reference_alias_ptr_type (ref), 0));
}

static tree vector_of (struct tile_vectors *, const tree *);

/* The place of STMT in the straight body of TV's loop, counted from the
   header on (numbered once, when first asked).  */
static unsigned
body_position (struct tile_vectors *tv, gimple *stmt)
{
  if (tv->positions.is_empty ())
    {
      unsigned k = 0;
      basic_block last = single_exit (tv->loop)->src;
      for (basic_block bb = tv->loop->header;; bb = single_succ (bb))
	{
	  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	       gsi_next (&gsi))
	    tv->positions.put (gsi_stmt (gsi), k++);
	  if (bb == last)
	    break;
	}
    }
  unsigned *k = tv->positions.get (stmt);
  gcc_assert (k);
  return *k;
}

/* The vector of the values the loads DEFS read, one per lane, from the
   references REFS that do not follow each other (B[j .. j + LANES -
   1][k] of `C += A * B^T', a row apart each): one vector of the lanes'
   own loaded values.  The rows of a register tile read the same
   elements, each row's copies from addresses of their own: a vector
   already gathered from the same references is used again, so that the
   rows share one (the loop stores nothing: only_values).  Where the
   rows share it, each element loaded feeds a vector operation per row
   instead of a scalar one: C += A * B^T ran twice as fast as with the
   scalar copies left to GCC's vectorizer (decision 97).  The vector is
   gathered right after the last of its loads, which the scalar copies
   made: gathered at the end of the body, the loaded values went to the
   stack and back.  */
static tree
gathered_vector (struct tile_vectors *tv, gimple *const *defs,
		 const tree *refs)
{
  unsigned n = tv->lanes;

  for (unsigned g = 0; g < tv->gathered.length (); g++)
    {
      unsigned l = 0;
      for (; l < n; l++)
	{
	  tree pair[2] = { tv->gathered_refs[g * n + l], refs[l] };
	  if (!same_values (tv, pair, 2, 16))
	    break;
	}
      if (l == n)
	return tv->gathered[g];
    }
  tree_vector_builder lanes (tv->vectype, n, 1);
  gimple *last = defs[0];
  for (unsigned l = 0; l < n; l++)
    {
      lanes.quick_push (gimple_assign_lhs (defs[l]));
      if (body_position (tv, defs[l]) > body_position (tv, last))
	last = defs[l];
    }
  gimple_seq seq = NULL;
  tree vector = gimple_build_vector (&seq, &lanes);
  gimple_stmt_iterator gsi = gsi_for_stmt (last);
  gsi_insert_seq_after (&gsi, seq, GSI_SAME_STMT);
  for (unsigned l = 0; l < n; l++)
    tv->gathered_refs.safe_push (refs[l]);
  tv->gathered.safe_push (vector);
  return vector;
}

/* The vector of the results of the statements DEFS, one per lane, each
   an operation of the same code on values of the vector's element
   type; NULL_TREE where they are not such.  */
static tree
vector_of_operations (struct tile_vectors *tv, gimple *const *defs)
{
  unsigned n = tv->lanes;
  enum tree_code code = gimple_assign_rhs_code (defs[0]);
  tree type = TREE_TYPE (tv->vectype);
  auto_vec<tree, 64> ops;

  if (gimple_assign_load_p (defs[0]))
    {
      for (unsigned l = 0; l < n; l++)
	{
	  tree ref = gimple_assign_rhs1 (defs[l]);
	  if (!gimple_assign_load_p (defs[l]) || gimple_has_volatile_ops (defs[l])
	      || !types_compatible_p (TREE_TYPE (ref), type)
	      || !leaf_free (tv, ref))
	    return NULL_TREE;
	  ops.quick_push (ref);
	}
      if (!consecutive (tv, ops.address (), n, type))
	return gathered_vector (tv, defs, ops.address ());
      tree value = make_ssa_name (tv->vectype);
      gimple *load = gimple_build_assign (value,
					  vector_ref (tv, ops[0], &tv->seq));
      gimple_set_vuse (load, gimple_vop (cfun));
      gimple_seq_add_stmt (&tv->seq, load);
      return value;
    }
  if (code != SSA_NAME && code != PLUS_EXPR && code != MINUS_EXPR
      && code != MULT_EXPR && code != NEGATE_EXPR)
    return NULL_TREE;
  for (unsigned l = 0; l < n; l++)
    if (gimple_assign_rhs_code (defs[l]) != code)
      return NULL_TREE;
  tree operands[2] = { NULL_TREE, NULL_TREE };
  unsigned n_ops = gimple_num_ops (defs[0]) - 1;
  for (unsigned i = 0; i < n_ops; i++)
    {
      ops.truncate (0);
      for (unsigned l = 0; l < n; l++)
	ops.quick_push (gimple_op (defs[l], i + 1));
      operands[i] = vector_of (tv, ops.address ());
      if (!operands[i])
	return NULL_TREE;
    }
  if (code == SSA_NAME)
    return operands[0];
  if (!ph_target_vector_op (tv->vectype, code))
    return NULL_TREE;
  return n_ops == 1
	 ? gimple_build (&tv->seq, code, tv->vectype, operands[0])
	 : gimple_build (&tv->seq, code, tv->vectype, operands[0],
			 operands[1]);
}

/* VALUE, or where a load in TV's loop gives it, a new load of the same
   reference (its subscripts computed before, in the loop) at the end of
   TV->SEQ: the vectors are computed at the end of the loop's body, and
   a value loaded in the first copies and kept until there went to the
   stack and back (gram's A[i][k] in every row, decision 97).  The loop
   stores nothing (only_values).  */
static tree
loaded_again (struct tile_vectors *tv, tree value)
{
  gimple *def = TREE_CODE (value) == SSA_NAME ? SSA_NAME_DEF_STMT (value)
					       : NULL;
  if (!def || !in_loop (tv, def) || !gimple_assign_load_p (def)
      || gimple_has_volatile_ops (def))
    return value;
  tree again = make_ssa_name (TREE_TYPE (value));
  gimple *load = gimple_build_assign (again,
				      unshare_expr (gimple_assign_rhs1 (def)));
  gimple_set_vuse (load, gimple_vop (cfun));
  gimple_seq_add_stmt (&tv->seq, load);
  return again;
}

/* The vector of the values VALS, one per lane of TV's vectors: a value
   repeated, a leaf's group, or operations on vectors; NULL_TREE where
   they are none of those.  */
static tree
vector_of (struct tile_vectors *tv, const tree *vals)
{
  unsigned n = tv->lanes;
  tree type = TREE_TYPE (tv->vectype);

  for (unsigned l = 0; l < n; l++)
    if (!types_compatible_p (TREE_TYPE (vals[l]), type))
      return NULL_TREE;
  if (same_values (tv, vals, n, 16))
    return leaf_free (tv, vals[0])
	   ? gimple_build_vector_from_val (&tv->seq, tv->vectype,
					   loaded_again (tv, vals[0]))
	   : NULL_TREE;
  if (TREE_CODE (vals[0]) != SSA_NAME)
    return NULL_TREE;
  for (unsigned g = 0; g < tv->leaf_vectors.length (); g++)
    if (tv->leaves[tv->starts[g]] == vals[0])
      {
	for (unsigned l = 1; l < n; l++)
	  if (tv->leaves[tv->starts[g] + l] != vals[l])
	    return NULL_TREE;
	return tv->leaf_vectors[g];
      }
  for (unsigned i = 0; i < tv->made.length (); i++)
    if (memcmp (&tv->made_lanes[i * n], vals, n * sizeof (tree)) == 0)
      return tv->made[i];

  auto_vec<gimple *, 64> defs;
  for (unsigned l = 0; l < n; l++)
    {
      gimple *def = TREE_CODE (vals[l]) == SSA_NAME
		    ? SSA_NAME_DEF_STMT (vals[l]) : NULL;
      if (!def || !is_gimple_assign (def) || !in_loop (tv, def))
	return NULL_TREE;
      defs.quick_push (def);
    }
  tree vector = vector_of_operations (tv, defs.address ());
  if (vector)
    {
      for (unsigned l = 0; l < n; l++)
	tv->made_lanes.safe_push (vals[l]);
      tv->made.safe_push (vector);
    }
  return vector;
}

/* Whether the body of LOOP, a straight one, only computes values: no
   store, no call, nothing with side effects.  */
static bool
only_values (class loop *loop)
{
  basic_block last = single_exit (loop)->src;

  for (basic_block bb = loop->header;; bb = single_succ (bb))
    {
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_vdef (stmt) || gimple_has_side_effects (stmt)
	      || (!is_gimple_assign (stmt)
		  && gimple_code (stmt) != GIMPLE_COND
		  && !is_gimple_debug (stmt)))
	    return false;
	}
      /* The exit test ends the body; the latch after it is empty.  */
      if (bb == last)
	return empty_block_p (loop->latch);
    }
}

/* The vector type of *LANES elements of TYPE, VECTOR_BYTES in all, or
   NULL_TREE where the target has no such vectors.  */
static tree
tile_vector_type (tree type, int vector_bytes, unsigned *lanes)
{
  if ((TREE_CODE (type) != INTEGER_TYPE && !SCALAR_FLOAT_TYPE_P (type))
      || TYPE_OVERFLOW_TRAPS (type) || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || tree_to_uhwi (TYPE_SIZE_UNIT (type)) == 0 || vector_bytes <= 0)
    return NULL_TREE;
  *lanes = vector_bytes / tree_to_uhwi (TYPE_SIZE_UNIT (type));
  if (*lanes < 2)
    return NULL_TREE;
  tree vectype = build_vector_type (type, *lanes);
  if (!VECTOR_MODE_P (TYPE_MODE (vectype))
      || maybe_ne (GET_MODE_SIZE (TYPE_MODE (vectype)), vector_bytes))
    return NULL_TREE;
  return vectype;
}

/* Remove the statements, in the loop, that gather the vectors
   VECTORS (gathered_vector).  */
static void
remove_gathered (const vec<tree> &vectors)
{
  for (tree vector : vectors)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (SSA_NAME_DEF_STMT (vector));
      gsi_remove (&gsi, true);
      release_ssa_name (vector);
    }
}

/* Remove the PHI nodes whose results are RESULTS.  */
static void
remove_phis (const vec<tree> &results)
{
  for (tree result : results)
    {
      gimple_stmt_iterator gsi = gsi_for_stmt (SSA_NAME_DEF_STMT (result));
      remove_phi_node (&gsi, true);
    }
}

unsigned
ph_tile_vectorize (class loop *loop, int vector_bytes, unsigned n,
		   const tree *first, const tree *phis, const tree *current,
		   gimple_seq *before, gimple_seq *after, bitmap dead,
		   bool *vectorized, unsigned *lanes, unsigned *gathered)
{
  struct tile_vectors tv;

  if (n == 0 || !first[0] || !only_values (loop))
    return 0;
  tree type = TREE_TYPE (first[0]);
  tv.vectype = tile_vector_type (type, vector_bytes, &tv.lanes);
  if (!tv.vectype)
    return 0;
  for (unsigned i = 0; i < n; i++)
    if (!first[i] || !types_compatible_p (TREE_TYPE (first[i]), type))
      return 0;
  tv.loop = loop;
  tv.leaves = phis;
  tv.n_leaves = n;
  tv.seq = NULL;
  tv.expansions = NULL;
  tv.steps = 0;

  /* The groups, in the order of the instances: a partial strip of
     constant width (41 columns of ints at the edge of int-matmul's
     product) has two vectors of 16 in each row and 9 scalars.  */
  for (unsigned i = 0; i + tv.lanes <= n;)
    if (consecutive (&tv, &first[i], tv.lanes, type))
      {
	tv.starts.safe_push (i);
	i += tv.lanes;
      }
    else
      i++;

  /* A vector PHI node for each group, loaded before the loop; then the
     vector of each group's values at the end of an iteration.  */
  gimple_seq loads = NULL;
  for (unsigned start : tv.starts)
    {
      tree value = make_ssa_name (tv.vectype);
      gimple *load = gimple_build_assign
		       (value, vector_ref (&tv, first[start], &loads));
      gimple_set_vuse (load, gimple_vop (cfun));
      gimple_seq_add_stmt (&loads, load);
      gphi *phi = create_phi_node (make_ssa_name (tv.vectype), loop->header);
      add_phi_arg (phi, value, loop_preheader_edge (loop), UNKNOWN_LOCATION);
      tv.leaf_vectors.safe_push (gimple_phi_result (phi));
    }
  auto_vec<tree> values;
  bool ok = !tv.starts.is_empty ();
  for (unsigned g = 0; ok && g < tv.starts.length (); g++)
    {
      values.safe_push (vector_of (&tv, &current[tv.starts[g]]));
      ok = values.last () != NULL_TREE;
    }
  free_affine_expand_cache (&tv.expansions);
  if (!ok)
    {
      remove_gathered (tv.gathered);
      remove_phis (tv.leaf_vectors);
      gimple_seq_discard (loads);
      gimple_seq_discard (tv.seq);
      return 0;
    }

  for (unsigned g = 0; g < tv.starts.length (); g++)
    {
      add_phi_arg (as_a<gphi *> (SSA_NAME_DEF_STMT (tv.leaf_vectors[g])),
		   values[g], loop_latch_edge (loop), UNKNOWN_LOCATION);
      gimple *store = gimple_build_assign
			(vector_ref (&tv, first[tv.starts[g]], after),
			 values[g]);
      gimple_set_vuse (store, gimple_vop (cfun));
      gimple_set_vdef (store, gimple_vop (cfun));
      gimple_seq_add_stmt (after, store);
    }
  gimple_seq_add_seq (before, loads);
  gimple_stmt_iterator gsi = gsi_last_bb (single_exit (loop)->src);
  gsi_insert_seq_before (&gsi, tv.seq, GSI_SAME_STMT);

  /* The scalar copies of the groups read their element's value before
     the loop; they and those loads are dead.  */
  for (unsigned start : tv.starts)
    for (unsigned i = start; i < start + tv.lanes; i++)
      {
	vectorized[i] = true;
	gphi *phi = as_a<gphi *> (SSA_NAME_DEF_STMT (phis[i]));
	tree init = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
	replace_uses_by (phis[i], init);
	bitmap_set_bit (dead, SSA_NAME_VERSION (init));
	if (current[i] != phis[i])
	  bitmap_set_bit (dead, SSA_NAME_VERSION (current[i]));
	gsi = gsi_for_stmt (phi);
	remove_phi_node (&gsi, true);
      }
  *lanes = tv.lanes;
  *gathered = tv.gathered.length ();
  return tv.starts.length ();
}
