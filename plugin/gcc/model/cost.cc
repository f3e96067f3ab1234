/* What one instance of a statement costs the processor: its operations,
   and the latency of the shortest path from a value it loads from an
   array it also stores to the value it stores there.

   A loop whose instances each wait for the value the one before stored
   (the edit distance's D[i][j - 1] to D[i][j]) runs at the latency of
   that path, unless the instance has more operations than the processor
   issues in that time: then the loop is bound by its throughput, and
   running several chains at once (tile.c, interleaved chains) only adds
   work.  Smith-Waterman's instance makes sixteen operations beside its
   loads, for a path of three cycles, and ran 15% slower interleaved.

   The latencies are those of current x86-64 and AArch64 cores, in
   round figures: an integer operation or a conditional move a cycle, a
   floating-point one four, a division many more.  The path is the
   shortest from any of the loads of the stored arrays, so that the
   estimate never makes a chain longer than it is.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "ssa.h"

#include <isl/aff.h>
#include <isl/val.h>

#include "model/choice.h"
#include "model/cost.h"

/* No path.  */
static const int unreached = INT_MAX;

/* Cycles from the operands of the assignment STMT to its result.  */
static int
assign_latency (gassign *stmt)
{
  enum tree_code code = gimple_assign_rhs_code (stmt);
  tree type = TREE_TYPE (gimple_assign_rhs1 (stmt));
  bool fp = FLOAT_TYPE_P (type) || FLOAT_TYPE_P (TREE_TYPE
						 (gimple_assign_lhs (stmt)));

  if (gimple_assign_load_p (stmt))
    return 4;
  switch (code)
    {
    case SSA_NAME:
    case NOP_EXPR:
    case CONVERT_EXPR:
      return fp ? 4 : 0;
    case MULT_EXPR:
      return fp ? 4 : 3;
    case MIN_EXPR:
    case MAX_EXPR:
      /* A comparison and a conditional move.  */
      return fp ? 4 : 2;
    case RDIV_EXPR:
    case TRUNC_DIV_EXPR:
    case CEIL_DIV_EXPR:
    case FLOOR_DIV_EXPR:
    case ROUND_DIV_EXPR:
    case TRUNC_MOD_EXPR:
    case FLOOR_MOD_EXPR:
    case EXACT_DIV_EXPR:
      return fp ? 13 : 20;
    default:
      return fp ? 4 : 1;
    }
}

/* Whether the assignment STMT is an operation of its own in the
   processor: neither a load or store nor a copy.  */
static bool
is_operation (gassign *stmt)
{
  if (gimple_assign_load_p (stmt) || gimple_store_p (stmt))
    return false;
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return !(code == SSA_NAME || code == NOP_EXPR || code == CONVERT_EXPR)
	 || assign_latency (stmt) > 0;
}

/* The array of the model that the load or store STMT of REGION
   accesses, or -1.  */
static int
array_of (const struct ph_region *region, gimple *stmt)
{
  for (const struct ph_memory_ref &m : region->memory_refs)
    if (m.stmt == stmt)
      return m.array;
  return -1;
}

/* The path lengths of the SSA names of one statement.  */
typedef hash_map<tree, int> path_map;

/* The shortest path to the SSA operands of STMT, or UNREACHED.  */
static int
operands_path (gimple *stmt, path_map *path)
{
  int best = unreached;
  ssa_op_iter it;
  tree use;

  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (int *p = path->get (use))
      best = MIN (best, *p);
  return best;
}

/* One step of LATENCY after a path of BEFORE cycles.  */
static int
after (int before, int latency)
{
  return before == unreached ? unreached : before + latency;
}

/* The later of two paths A and B, where either reaches.  */
static int
later (int a, int b)
{
  return a == unreached ? b : b == unreached ? a : MAX (a, b);
}

/* The path to the PHI node PHI of a choice's join, a conditional move:
   a cycle after the shortest path to its values, and not before its
   condition, whose path is DECIDED.  */
static int
phi_path (gphi *phi, int decided, path_map *path)
{
  int best = unreached;

  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
    if (int *p = path->get (gimple_phi_arg_def (phi, k)))
      best = MIN (best, *p);
  return after (later (best, decided), 1);
}

/* The arrays that the statement made of BLOCKS stores, as a bitmap.  */
static void
stored_arrays (const struct ph_region *region, vec<basic_block> &blocks,
	       auto_bitmap &stored)
{
  for (basic_block bb : blocks)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_store_p (gsi_stmt (gsi)))
	{
	  int a = array_of (region, gsi_stmt (gsi));
	  if (a >= 0)
	    bitmap_set_bit (stored, a);
	}
}

/* The cost of the statement made of BLOCKS: its operations in *OPS, and
   the latency of its chain, or UNREACHED, as the result.  */
static int
statement_cost (const struct ph_region *region, vec<basic_block> &blocks,
		int *ops)
{
  auto_bitmap stored;
  path_map path;
  hash_map<basic_block, int> decided;
  int latency = unreached;

  stored_arrays (region, blocks, stored);
  *ops = 0;
  for (basic_block bb : blocks)
    {
      const struct ph_choice *c = ph_choice_joining (region, bb);
      int *cond = c ? decided.get (c->head) : NULL;
      if (c)
	for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	    {
	      path.put (gimple_phi_result (gsi.phi ()),
			phi_path (gsi.phi (), cond ? *cond : unreached,
				  &path));
	      ++*ops;
	    }
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_code (stmt) == GIMPLE_COND)
	    {
	      decided.put (bb, after (operands_path (stmt, &path), 1));
	      ++*ops;
	      continue;
	    }
	  gassign *assign = dyn_cast <gassign *> (stmt);
	  if (!assign)
	    continue;
	  int a = array_of (region, stmt);
	  if (gimple_store_p (stmt))
	    {
	      tree value = gimple_assign_rhs1 (assign);
	      int *p = a >= 0 && TREE_CODE (value) == SSA_NAME
		       ? path.get (value) : NULL;
	      if (p)
		latency = MIN (latency, *p);
	      continue;
	    }
	  tree lhs = gimple_assign_lhs (assign);
	  if (TREE_CODE (lhs) != SSA_NAME)
	    continue;
	  if (gimple_assign_load_p (stmt) && a >= 0
	      && bitmap_bit_p (stored, a))
	    path.put (lhs, 0);
	  else
	    path.put (lhs, after (operands_path (stmt, &path),
				  assign_latency (assign)));
	  *ops += is_operation (assign);
	}
    }
  return latency;
}

/* Add to *UPA the constant function VALUE on DOMAIN (kept).  */
static void
add_constant (isl_union_pw_aff **upa, isl_set *domain, int value)
{
  isl_ctx *ctx = isl_set_get_ctx (domain);
  isl_pw_aff *pa = isl_pw_aff_val_on_domain (isl_set_copy (domain),
					     isl_val_int_from_si (ctx, value));

  if (!*upa)
    *upa = isl_union_pw_aff_empty (isl_space_params_alloc (ctx, 0));
  *upa = isl_union_pw_aff_add_pw_aff (*upa, pa);
}

void
ph_add_statement_cost (struct ph_region *region, basic_block head,
		       isl_set *domain)
{
  auto_vec<basic_block> blocks;
  int ops, latency;

  ph_statement_blocks (region, head, &blocks);
  latency = statement_cost (region, blocks, &ops);
  add_constant (&region->scop->ops, domain, ops);
  if (latency != unreached)
    add_constant (&region->scop->chain_latency, domain, latency);
}
