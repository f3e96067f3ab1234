/* Arrays with polynomial subscripts: accesses as byte offsets, their
   dependences decided by the solver, their extents (nonlinear.h).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/polynomial.h>
#include <isl/schedule.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/nonlinear.h"
#include "polyhedral/qpolynomial.h"
#include "polyhedral/solver.h"

/* At most this many questions per SCoP, and none after this many went
   undecided (each of those took the whole budget); the rest are assumed
   to have solutions, so that compiling a SCoP takes at most a few
   budgets of the solver.  Answered questions cost too: libvorbis's FFT
   asked 267 in one file, 3 s of z3's work (decision 40).  */
#define MAX_QUESTIONS 16
#define MAX_UNDECIDED 2

/* At most this many decisions per SCoP (a basic map of ordered pairs
   at one level, offsets both affine) are isl's, exact and without the
   solver; past it, they are the solver's, within its own limits.  */
#define MAX_EXACT 256

isl_stat
ph_scop_add_nonlinear_access (struct ph_scop *scop, int index, int is_write,
			      unsigned size,
			      __isl_take isl_pw_qpolynomial *offset)
{
  struct ph_nonlinear_access *accs;

  accs = realloc (scop->nonlinear,
		  (scop->n_nonlinear + 1) * sizeof *accs);
  if (!offset || !accs)
    {
      isl_pw_qpolynomial_free (offset);
      if (accs)
	scop->nonlinear = accs;
      return isl_stat_error;
    }
  scop->nonlinear = accs;
  accs[scop->n_nonlinear].array = index;
  accs[scop->n_nonlinear].is_write = is_write;
  accs[scop->n_nonlinear].size = size;
  accs[scop->n_nonlinear].offset = offset;
  scop->n_nonlinear++;
  scop->arrays[index].nonlinear = 1;
  return isl_stat_ok;
}

/* The function PA (taken) of no variables as a function on the set
   space SPACE (taken), over the parameters of both: an array's extent may be
   a parameter that no access names (a VLA's row length, for a
   subscript that stays in the first row).  */
static isl_pw_aff *
on_domain (isl_pw_aff *pa, isl_space *space)
{
  pa = isl_pw_aff_project_domain_on_params (pa);
  pa = isl_pw_aff_align_params (pa, isl_space_copy (space));
  space = isl_space_align_params (space, isl_pw_aff_get_space (pa));
  return isl_pw_aff_insert_domain (pa, space);
}

/* The byte offset of the element of array A that the single-valued
   access ACCESS (taken) touches, over ACCESS's domain: the row-major
   flattening of its indices, times the element size.  */
static isl_pw_qpolynomial *
byte_offset (const struct ph_array *a, isl_map *access)
{
  isl_set *domain = isl_map_domain (isl_map_copy (access));
  isl_space *space = isl_set_get_space (domain);
  isl_pw_multi_aff *index = isl_pw_multi_aff_from_map (access);
  isl_pw_qpolynomial *flat;

  flat = isl_pw_qpolynomial_from_pw_aff
	   (a->n_dim > 0 ? isl_pw_multi_aff_get_pw_aff (index, 0)
			 : isl_pw_aff_zero_on_domain
			     (isl_local_space_from_space
				(isl_space_copy (space))));
  for (int k = 1; k < a->n_dim; k++)
    {
      isl_pw_aff *size = isl_multi_pw_aff_get_at (a->inner_sizes, k - 1);
      size = on_domain (size, isl_space_copy (space));
      flat = ph_pw_qpolynomial_mul (flat, isl_pw_qpolynomial_from_pw_aff
					    (size));
      flat = isl_pw_qpolynomial_add
	       (flat, isl_pw_qpolynomial_from_pw_aff
			(isl_pw_multi_aff_get_pw_aff (index, k)));
    }
  flat = isl_pw_qpolynomial_scale_val
	   (flat, isl_val_int_from_ui (isl_set_get_ctx (domain),
				       a->element_size));
  isl_space_free (space);
  isl_pw_multi_aff_free (index);
  return isl_pw_qpolynomial_intersect_domain (flat, domain);
}

/* Move the maps of *UMAP into arrays marked nonlinear to SCOP->nonlinear
   as accesses of kind IS_WRITE (only if MOVE, else just drop them).  */
static int
separate (struct ph_scop *scop, isl_union_map **umap, int is_write, int move)
{
  isl_map_list *list = isl_union_map_get_map_list (*umap);
  isl_size n = isl_map_list_size (list);
  isl_stat ok = n >= 0 ? isl_stat_ok : isl_stat_error;

  for (int i = 0; i < n && ok == isl_stat_ok; i++)
    {
      isl_map *map = isl_map_list_get_at (list, i);
      isl_id *id = isl_map_get_tuple_id (map, isl_dim_out);
      int index = ph_scop_array_index (scop, id);
      isl_id_free (id);
      if (index < 0 || !scop->arrays[index].nonlinear)
	{
	  isl_map_free (map);
	  continue;
	}
      isl_union_map *rest = isl_union_map_subtract
			      (*umap, isl_union_map_from_map
					(isl_map_copy (map)));
      *umap = rest;
      /* Two accesses of one statement to the array are one map: take
	 its basic maps one at a time.  */
      isl_basic_map_list *parts = move ? isl_map_get_basic_map_list (map)
				       : NULL;
      isl_size n_part = move ? isl_basic_map_list_size (parts) : 0;
      if (n_part < 0 || !rest)
	ok = isl_stat_error;
      for (int k = 0; k < n_part && ok == isl_stat_ok; k++)
	{
	  isl_map *part = isl_map_from_basic_map
			    (isl_basic_map_list_get_at (parts, k));
	  if (isl_map_is_single_valued (part) != isl_bool_true)
	    {
	      isl_map_free (part);
	      ok = isl_stat_error;
	      break;
	    }
	  const struct ph_array *a = &scop->arrays[index];
	  ok = ph_scop_add_nonlinear_access (scop, index, is_write,
					     a->element_size,
					     byte_offset (a, part));
	}
      isl_basic_map_list_free (parts);
      isl_map_free (map);
    }
  isl_map_list_free (list);
  return ok;
}

isl_stat
ph_scop_separate_nonlinear (struct ph_scop *scop)
{
  if (scop->n_nonlinear == 0)
    return isl_stat_ok;
  if (separate (scop, &scop->reads, 0, 1) < 0
      || separate (scop, &scop->may_writes, 1, 1) < 0
      || separate (scop, &scop->must_writes, 1, 0) < 0)
    return isl_stat_error;
  return isl_stat_ok;
}

/* The instance pairs of SRC_SCHED's domain and DST_SCHED's (original
   schedules, single maps) whose schedule values are equal before
   dimension LEVEL and ordered at LEVEL.  */
static isl_map *
ordered_at (isl_map *src_sched, isl_map *dst_sched, int level)
{
  isl_space *space = isl_space_map_from_domain_and_range
		       (isl_space_range (isl_map_get_space (src_sched)),
			isl_space_range (isl_map_get_space (dst_sched)));
  isl_map *order = isl_map_universe (space);

  for (int k = 0; k < level; k++)
    order = isl_map_equate (order, isl_dim_in, k, isl_dim_out, k);
  order = isl_map_order_lt (order, isl_dim_in, level, isl_dim_out, level);
  order = isl_map_apply_range (isl_map_copy (src_sched), order);
  return isl_map_apply_range (order, isl_map_reverse
				       (isl_map_copy (dst_sched)));
}

/* The instance pairs of two statements ordered at each level of the
   original schedule (N_LEVEL of them): the accesses of one pair of
   statements share them, and building them for each pair of accesses
   took most of the compile time of a SCoP with a thousand such pairs.  */
struct order
{
  isl_id *src_stmt, *dst_stmt;
  isl_map **ordered;
  int n_level;
  isl_stat built;		/* isl_stat_error if isl failed.  */
};

/* The state of ph_nonlinear_decide.  */
struct decision
{
  struct ph_scop *scop;
  isl_union_map *schedule;	/* The original schedule as a map.  */
  int timeout_ms;
  FILE *log;
  struct ph_nonlinear_report *report;
  isl_union_map *deps;
  /* The access pair being decided, the order of its statements, and
     the source's piece.  */
  const struct ph_nonlinear_access *src, *dst;
  const struct order *order;
  struct order *orders;		/* Those of every pair of statements
				   met so far.  */
  int n_order;
  int stopped;			/* The sink's pieces were left for
				   assume_between.  */
  isl_set *src_set;
  isl_qpolynomial *src_poly;
};

/* Whether D may still put a question to the solver.  */
static int
may_ask (const struct decision *d)
{
  return d->timeout_ms > 0 && d->report->n_question < MAX_QUESTIONS
	 && d->report->n_unknown < MAX_UNDECIDED;
}

/* The original schedule of the instances SET (taken) of the domain.  */
static isl_map *
schedule_of (struct decision *d, isl_set *set)
{
  isl_union_map *m = isl_union_map_intersect_domain
		       (isl_union_map_copy (d->schedule),
			isl_union_set_intersect
			  (isl_union_set_from_set (set),
			   isl_union_set_copy (d->scop->domain)));
  return isl_map_from_union_map (m);
}

/* The polynomials of the guards of SCOP on the statement of the TYPE
   tuple (the source's isl_dim_in, the sink's isl_dim_out) of PAIRS, in
   GUARDS (room for SCOP->n_guard); their number.  A guard of several
   pieces is left out, which only loosens the question.  */
static int
statement_guards (const struct ph_scop *scop, isl_basic_map *pairs,
		  enum isl_dim_type type, isl_qpolynomial **guards)
{
  isl_space *space = isl_basic_map_get_space (pairs);
  isl_id *stmt = isl_space_get_tuple_id (space, type);
  int n = 0;

  isl_space_free (space);
  for (int k = 0; k < scop->n_guard; k++)
    if (ph_guard_on_statement (&scop->guards[k], stmt))
      {
	guards[n] = ph_guard_polynomial (&scop->guards[k]);
	n += guards[n] != NULL;
      }
  isl_id_free (stmt);
  return n;
}

/* Free the N polynomials of GUARDS.  */
static void
free_guards (isl_qpolynomial **guards, int n)
{
  for (int k = 0; k < n; k++)
    isl_qpolynomial_free (guards[k]);
}

/* Whether isl may decide D's pieces of offsets SRC_POLY and DST_POLY
   (both kept): both affine, within the SCoP's limit.  */
static int
may_decide_exactly (const struct decision *d, isl_qpolynomial *src_poly,
		    isl_qpolynomial *dst_poly)
{
  return d->report->n_exact < MAX_EXACT
	 && ph_qpolynomial_isa_aff (src_poly) == isl_bool_true
	 && ph_qpolynomial_isa_aff (dst_poly) == isl_bool_true;
}

/* The pairs of the source offset SRC and the sink offset DST (both
   taken) of accesses of SRC_SIZE and DST_SIZE bytes that touch a byte
   in common.  */
static isl_map *
overlapping (isl_aff *src, unsigned src_size, isl_aff *dst,
	     unsigned dst_size)
{
  isl_ctx *ctx = isl_aff_get_ctx (src);
  char text[128];
  isl_map *bytes;

  snprintf (text, sizeof text, "{ [a] -> [b] : a <= b + %u and "
	    "b <= a + %u }", dst_size - 1, src_size - 1);
  bytes = isl_map_read_from_str (ctx, text);
  bytes = isl_map_apply_range (isl_map_from_aff (src), bytes);
  return isl_map_apply_range (bytes, isl_map_reverse (isl_map_from_aff
							(dst)));
}

/* isl's verdict on whether a pair of BMAP (kept) makes D's accesses
   overlap, the sink's offset being DST_POLY, or PH_UNKNOWN where the
   offsets are not both affine.  A pair that overlaps under polynomial
   guards is left to the solver too: isl does not see the guards.  */
static enum ph_verdict
exact_verdict (struct decision *d, isl_basic_map *bmap,
	       isl_qpolynomial *dst_poly)
{
  isl_map *pairs;
  isl_bool empty;

  if (!may_decide_exactly (d, d->src_poly, dst_poly))
    return PH_UNKNOWN;
  pairs = overlapping (ph_qpolynomial_as_aff (d->src_poly), d->src->size,
		       ph_qpolynomial_as_aff (dst_poly), d->dst->size);
  pairs = isl_map_intersect (pairs, isl_map_from_basic_map
				      (isl_basic_map_copy (bmap)));
  empty = isl_map_is_empty (pairs);
  isl_map_free (pairs);
  if (empty == isl_bool_false && d->scop->n_guard)
    return PH_UNKNOWN;
  d->report->n_exact++;
  return empty == isl_bool_true ? PH_UNSAT : PH_SAT;
}

/* The solver's verdict on whether a pair of BMAP (kept) makes D's
   accesses overlap, the sink's offset being DST_POLY, at LEVEL: one
   question, logged; PH_UNKNOWN past the questions D may ask.  */
static enum ph_verdict
ask_solver (struct decision *d, isl_basic_map *bmap,
	    isl_qpolynomial *dst_poly, int level)
{
  enum ph_verdict verdict = PH_UNKNOWN;
  char *text = NULL;

  if (may_ask (d))
    {
      int n = d->scop->n_guard;
      isl_qpolynomial **src_g = calloc (2 * n + 1, sizeof *src_g);
      isl_qpolynomial **dst_g = src_g ? src_g + n : NULL;
      int n_src = src_g ? statement_guards (d->scop, bmap, isl_dim_in,
					    src_g) : 0;
      int n_dst = src_g ? statement_guards (d->scop, bmap, isl_dim_out,
					    dst_g) : 0;
      if (src_g)
	text = ph_smt_overlap_question (bmap, d->src_poly, d->src->size,
					dst_poly, d->dst->size, src_g,
					n_src, dst_g, n_dst);
      free_guards (src_g, n_src);
      free_guards (dst_g, n_dst);
      free (src_g);
    }
  if (text)
    verdict = ph_solver_check (text, d->timeout_ms);
  d->report->n_question++;
  if (verdict == PH_UNSAT)
    d->report->n_unsat++;
  else if (verdict == PH_UNKNOWN)
    d->report->n_unknown++;
  if (d->log)
    fprintf (d->log, ";; nonlinear: %s -> %s through %s at schedule "
	     "level %d: %s\n%s", isl_basic_map_get_tuple_name (bmap, isl_dim_in),
	     isl_basic_map_get_tuple_name (bmap, isl_dim_out),
	     isl_id_get_name (d->scop->arrays[d->src->array].id), level,
	     verdict == PH_UNSAT ? "unsat (independent)"
	     : verdict == PH_SAT ? "sat (dependent)"
	     : text ? "unknown (assumed dependent)"
	     : "not asked (assumed dependent)", text ? text : "");
  free (text);
  return verdict;
}

/* Whether some pair of PAIRS may make the accesses of D overlap, the
   sink's offset being DST_POLY: isl decides each basic map where both
   offsets are affine, the solver the others.  */
static int
may_overlap (struct decision *d, isl_map *pairs, isl_qpolynomial *dst_poly,
	     int level)
{
  isl_basic_map_list *list = isl_map_get_basic_map_list (pairs);
  isl_size n = isl_basic_map_list_size (list);
  int overlap = n < 0;

  for (int k = 0; k < n && !overlap; k++)
    {
      isl_basic_map *bmap = isl_basic_map_list_get_at (list, k);
      enum ph_verdict verdict = exact_verdict (d, bmap, dst_poly);

      if (verdict == PH_UNKNOWN)
	verdict = ask_solver (d, bmap, dst_poly, level);
      else if (d->log)
	fprintf (d->log, ";; nonlinear: %s -> %s through %s at schedule "
		 "level %d: affine offsets, isl: %s\n",
		 isl_basic_map_get_tuple_name (bmap, isl_dim_in),
		 isl_basic_map_get_tuple_name (bmap, isl_dim_out),
		 isl_id_get_name (d->scop->arrays[d->src->array].id), level,
		 verdict == PH_UNSAT ? "no overlap (independent)"
		 : "overlap (dependent)");
      isl_basic_map_free (bmap);
      overlap = verdict != PH_UNSAT;
    }
  isl_basic_map_list_free (list);
  return overlap;
}

/* The instances of the access ACC.  */
static isl_set *
instances_of (const struct ph_nonlinear_access *acc)
{
  return isl_pw_qpolynomial_domain (isl_pw_qpolynomial_copy (acc->offset));
}

/* D's ordered pairs at LEVEL between the source instances SRC_SET and
   the sink instances DST_SET (both taken).  */
static isl_map *
ordered_between (struct decision *d, int level, isl_set *src_set,
		 isl_set *dst_set)
{
  isl_map *pairs = isl_map_copy (d->order->ordered[level]);
  pairs = isl_map_intersect_domain (pairs, src_set);
  return isl_map_intersect_range (pairs, dst_set);
}

/* Past the questions D may ask, make every ordered pair of the source
   instances SRC_SET and the sink instances DST_SET (both taken)
   dependences at once, without a question or an emptiness test per
   level: such pairs made half the compile time of a SCoP with a
   thousand pieces.  They count as one question, undecided.  */
static isl_stat
assume_between (struct decision *d, isl_set *src_set, isl_set *dst_set)
{
  isl_map *first = d->order->ordered[0];
  isl_map *pairs = isl_map_empty (isl_map_get_space (first));

  for (int level = 0; level < d->order->n_level; level++)
    pairs = isl_map_union (pairs, ordered_between (d, level,
						    isl_set_copy (src_set),
						    isl_set_copy (dst_set)));
  isl_set_free (src_set);
  isl_set_free (dst_set);
  d->report->n_question++;
  d->report->n_unknown++;
  if (d->log)
    fprintf (d->log, ";; nonlinear: %s -> %s through %s: not asked "
	     "(assumed dependent at every level)\n",
	     isl_map_get_tuple_name (first, isl_dim_in),
	     isl_map_get_tuple_name (first, isl_dim_out),
	     isl_id_get_name (d->scop->arrays[d->src->array].id));
  d->deps = isl_union_map_union (d->deps, isl_union_map_from_map (pairs));
  return d->deps ? isl_stat_ok : isl_stat_error;
}

/* Decide the sink piece DST_SET (taken), DST_POLY (taken) of D's pair
   against the source piece: for every level of the original schedule at
   which instances of the two are ordered, add all those instance pairs
   to the dependences unless the solver proves that none overlaps.  Past
   the questions D may ask, stop (D->stopped) and leave the source
   piece to assume_between.  */
static isl_stat
decide_sink_piece (isl_set *dst_set, isl_qpolynomial *dst_poly, void *user)
{
  struct decision *d = user;
  isl_stat ok = isl_stat_ok;

  if (!may_ask (d) && !may_decide_exactly (d, d->src_poly, dst_poly))
    {
      isl_set_free (dst_set);
      isl_qpolynomial_free (dst_poly);
      d->stopped = 1;
      return isl_stat_error;
    }
  for (int level = 0; level < d->order->n_level && ok == isl_stat_ok;
       level++)
    {
      isl_map *pairs = ordered_between (d, level, isl_set_copy (d->src_set),
					isl_set_copy (dst_set));
      isl_bool empty = isl_map_is_empty (pairs);
      if (empty < 0)
	ok = isl_stat_error;
      else if (!empty && may_overlap (d, pairs, dst_poly, level))
	{
	  d->deps = isl_union_map_union (d->deps, isl_union_map_from_map
						    (pairs));
	  continue;
	}
      isl_map_free (pairs);
    }
  isl_set_free (dst_set);
  isl_qpolynomial_free (dst_poly);
  return ok;
}

/* Decide D's pair for the source piece SET (taken), POLY (taken).  */
static isl_stat
decide_source_piece (isl_set *set, isl_qpolynomial *poly, void *user)
{
  struct decision *d = user;
  isl_stat ok;

  d->src_set = set;
  d->src_poly = poly;
  d->stopped = 0;
  ok = isl_pw_qpolynomial_foreach_piece (d->dst->offset, decide_sink_piece,
					 d);
  if (d->stopped)
    ok = assume_between (d, isl_set_copy (set), instances_of (d->dst));
  isl_set_free (set);
  isl_qpolynomial_free (poly);
  return ok;
}

/* The statement of the access ACC.  */
static isl_id *
statement_of (const struct ph_nonlinear_access *acc)
{
  isl_space *space = isl_pw_qpolynomial_get_domain_space (acc->offset);
  isl_id *id = isl_space_get_tuple_id (space, isl_dim_set);

  isl_space_free (space);
  return id;
}

/* Free the N orders of ORDERS.  */
static void
free_orders (struct order *orders, int n)
{
  for (int k = 0; k < n; k++)
    {
      for (int level = 0; level < orders[k].n_level; level++)
	isl_map_free (orders[k].ordered[level]);
      free (orders[k].ordered);
      isl_id_free (orders[k].src_stmt);
      isl_id_free (orders[k].dst_stmt);
    }
  free (orders);
}

/* Fill ORDER for the statements of D's pair; isl_stat_error on
   failure.  */
static isl_stat
order_statements (struct decision *d, struct order *order)
{
  isl_map *src_sched = schedule_of (d, isl_set_universe
				       (isl_pw_qpolynomial_get_domain_space
					  (d->src->offset)));
  isl_map *dst_sched = schedule_of (d, isl_set_universe
				       (isl_pw_qpolynomial_get_domain_space
					  (d->dst->offset)));
  isl_size n_src = isl_map_dim (src_sched, isl_dim_out);
  isl_size n_dst = isl_map_dim (dst_sched, isl_dim_out);
  isl_stat ok = n_src < 0 || n_dst < 0 ? isl_stat_error : isl_stat_ok;
  int n = ok < 0 ? 0 : n_src < n_dst ? n_src : n_dst;

  order->ordered = calloc (n + 1, sizeof *order->ordered);
  if (!order->ordered)
    ok = isl_stat_error;
  for (int level = 0; level < n && ok == isl_stat_ok; level++)
    {
      order->ordered[level] = isl_map_intersect_params
				(ordered_at (src_sched, dst_sched, level),
				 isl_set_copy (d->scop->context));
      order->n_level = level + 1;
      if (!order->ordered[level])
	ok = isl_stat_error;
    }
  isl_map_free (src_sched);
  isl_map_free (dst_sched);
  return ok;
}

/* Point D->order at the order of the statements of D's pair, built
   the first time they meet; isl_stat_error on failure.  */
static isl_stat
order_pair (struct decision *d)
{
  isl_id *src_stmt = statement_of (d->src);
  isl_id *dst_stmt = statement_of (d->dst);
  struct order *order = NULL;

  for (int k = 0; k < d->n_order && !order; k++)
    if (d->orders[k].src_stmt == src_stmt
	&& d->orders[k].dst_stmt == dst_stmt)
      order = &d->orders[k];
  if (!order)
    {
      struct order *orders = realloc (d->orders, (d->n_order + 1)
						 * sizeof *orders);
      if (!orders)
	{
	  isl_id_free (src_stmt);
	  isl_id_free (dst_stmt);
	  return isl_stat_error;
	}
      d->orders = orders;
      order = &orders[d->n_order++];
      memset (order, 0, sizeof *order);
      order->src_stmt = isl_id_copy (src_stmt);
      order->dst_stmt = isl_id_copy (dst_stmt);
      order->built = order_statements (d, order);
    }
  isl_id_free (src_stmt);
  isl_id_free (dst_stmt);
  d->order = order;
  return order->built;
}

/* Callback of isl_pw_qpolynomial_every_piece: whether QP is affine.  */
static isl_bool
piece_isa_aff (__isl_keep isl_set *set, __isl_keep isl_qpolynomial *qp,
	       void *user)
{
  (void) set;
  (void) user;
  return ph_qpolynomial_isa_aff (qp);
}

/* Whether isl may decide every piece of the pair of accesses SRC and
   DST: all their offsets affine, and D within its limit.  */
static int
all_affine (const struct decision *d, const struct ph_nonlinear_access *src,
	    const struct ph_nonlinear_access *dst)
{
  return d->report->n_exact < MAX_EXACT
	 && isl_pw_qpolynomial_every_piece (src->offset, &piece_isa_aff,
					    NULL) == isl_bool_true
	 && isl_pw_qpolynomial_every_piece (dst->offset, &piece_isa_aff,
					    NULL) == isl_bool_true;
}

/* Decide whether the access SRC, then DST, may touch the same bytes.  */
static isl_stat
decide_pair (struct decision *d, const struct ph_nonlinear_access *src,
	     const struct ph_nonlinear_access *dst)
{
  isl_stat ok;

  d->src = src;
  d->dst = dst;
  if (isl_pw_qpolynomial_n_piece (src->offset) == 0
      || isl_pw_qpolynomial_n_piece (dst->offset) == 0)
    return isl_stat_ok;
  ok = order_pair (d);
  if (ok < 0 || d->order->n_level == 0)
    return ok;
  if (!may_ask (d) && !all_affine (d, src, dst))
    return assume_between (d, instances_of (src), instances_of (dst));
  return isl_pw_qpolynomial_foreach_piece (src->offset, decide_source_piece,
					   d);
}

isl_stat
ph_nonlinear_decide (struct ph_scop *scop, int timeout_ms, FILE *log,
		     struct ph_nonlinear_report *report)
{
  struct decision d;

  memset (report, 0, sizeof *report);
  memset (&d, 0, sizeof d);
  d.scop = scop;
  d.schedule = isl_schedule_get_map (scop->schedule);
  d.timeout_ms = timeout_ms;
  d.log = log;
  d.report = report;
  d.deps = isl_union_map_empty (isl_set_get_space (scop->context));
  for (int a = 0; a < scop->n_nonlinear && d.deps; a++)
    for (int b = a; b < scop->n_nonlinear && d.deps; b++)
      {
	const struct ph_nonlinear_access *x = &scop->nonlinear[a];
	const struct ph_nonlinear_access *y = &scop->nonlinear[b];
	if (x->array != y->array || (!x->is_write && !y->is_write))
	  continue;
	if (decide_pair (&d, x, y) < 0
	    || (a != b && decide_pair (&d, y, x) < 0))
	  d.deps = isl_union_map_free (d.deps);
      }
  free_orders (d.orders, d.n_order);
  isl_union_map_free (d.schedule);
  isl_union_map_free (scop->nonlinear_deps);
  scop->nonlinear_deps = d.deps;
  return d.deps ? isl_stat_ok : isl_stat_error;
}

__isl_give isl_pw_qpolynomial_fold *
ph_nonlinear_extent (const struct ph_scop *scop, int index, int upper)
{
  isl_pw_qpolynomial_fold *extent = NULL;

  for (int k = 0; k < scop->n_nonlinear; k++)
    {
      const struct ph_nonlinear_access *acc = &scop->nonlinear[k];
      if (acc->array != index)
	continue;
      isl_pw_qpolynomial *off = isl_pw_qpolynomial_copy (acc->offset);
      isl_set *instances = isl_union_set_extract_set
			     (scop->domain,
			      isl_pw_qpolynomial_get_domain_space (off));
      off = isl_pw_qpolynomial_intersect_domain (off, instances);
      if (upper)
	{
	  isl_set *dom = isl_pw_qpolynomial_domain
			   (isl_pw_qpolynomial_copy (off));
	  isl_val *size = isl_val_int_from_ui (scop->ctx, acc->size);
	  off = isl_pw_qpolynomial_add
		  (off, isl_pw_qpolynomial_from_pw_aff
			  (isl_pw_aff_val_on_domain (dom, size)));
	}
      isl_pw_qpolynomial_fold *b = isl_pw_qpolynomial_bound
				     (off, upper ? isl_fold_max : isl_fold_min,
				      NULL);
      extent = extent ? isl_pw_qpolynomial_fold_fold (extent, b) : b;
      if (!extent)
	return NULL;
    }
  return extent;
}

/* Whether TERM (taken) involves no variable; its coefficient is added
   to *USER (an isl_val *) if so, else *USER becomes NaN.  */
static isl_stat
add_constant_term (isl_term *term, void *user)
{
  isl_val **sum = user;
  int constant = isl_term_dim (term, isl_dim_div) == 0;

  for (int k = 0; constant && k < isl_term_dim (term, isl_dim_param); k++)
    constant = isl_term_get_exp (term, isl_dim_param, k) == 0;
  for (int k = 0; constant && k < isl_term_dim (term, isl_dim_set); k++)
    constant = isl_term_get_exp (term, isl_dim_set, k) == 0;
  if (constant)
    *sum = isl_val_add (*sum, isl_term_get_coefficient_val (term));
  else
    {
      isl_ctx *ctx = isl_val_get_ctx (*sum);
      isl_val_free (*sum);
      *sum = isl_val_nan (ctx);
    }
  isl_term_free (term);
  return isl_stat_ok;
}

/* The change of QP when counter K grows by one, if that is a constant
   (NaN if it is not).  isl substitutes only in polynomials without
   integer divisions (it asserts "qp->div->n_row == 0", and that error
   then named itself in the SCoP's remark: fuzzer seeds 4071, 6085), so
   a polynomial with divisions has no constant stride here.  */
static isl_val *
constant_stride (isl_qpolynomial *qp, int k)
{
  isl_size n_div = isl_qpolynomial_dim (qp, isl_dim_div);

  if (n_div != 0)
    return isl_val_nan (isl_qpolynomial_get_ctx (qp));
  isl_space *space = isl_qpolynomial_get_domain_space (qp);
  isl_qpolynomial *next = isl_qpolynomial_add
			    (isl_qpolynomial_var_on_domain
			       (isl_space_copy (space), isl_dim_set, k),
			     isl_qpolynomial_one_on_domain
			       (isl_space_copy (space)));
  isl_qpolynomial *delta = isl_qpolynomial_substitute
			     (isl_qpolynomial_copy (qp), isl_dim_in, k, 1,
			      &next);
  isl_val *stride = isl_val_zero (isl_space_get_ctx (space));

  delta = isl_qpolynomial_sub (delta, isl_qpolynomial_copy (qp));
  if (!delta
      || isl_qpolynomial_foreach_term (delta, add_constant_term,
				       &stride) < 0)
    {
      isl_val_free (stride);
      stride = isl_val_nan (isl_space_get_ctx (space));
    }
  isl_qpolynomial_free (delta);
  isl_qpolynomial_free (next);
  isl_space_free (space);
  return stride;
}

/* The stand-in relations of struct stand_in, being built.  */
struct stand_in
{
  const struct ph_scop *scop;
  const struct ph_nonlinear_access *acc;
  isl_union_map *maps;
};

/* Add the stand-in of the piece QP (taken) on SET (taken) of the access
   of USER: A[i_k for each counter k along which the offset does not
   change by a constant..., sum of c_k / size * i_k over the others].  */
static isl_stat
add_stand_in (isl_set *set, isl_qpolynomial *qp, void *user)
{
  struct stand_in *data = user;
  isl_space *space = isl_set_get_space (set);
  isl_local_space *ls = isl_local_space_from_space (isl_space_copy (space));
  isl_size n = isl_set_dim (set, isl_dim_set);
  isl_aff *column = isl_aff_zero_on_domain (isl_local_space_copy (ls));
  isl_aff_list *rows = isl_aff_list_alloc (isl_set_get_ctx (set), n + 1);
  isl_val *size = isl_val_int_from_ui (isl_set_get_ctx (set),
				       data->acc->size);

  for (int k = 0; k < n; k++)
    {
      isl_val *c = constant_stride (qp, k);
      isl_aff *var = isl_aff_var_on_domain (isl_local_space_copy (ls),
					    isl_dim_set, k);
      if (isl_val_is_nan (c) != isl_bool_false)
	{
	  rows = isl_aff_list_add (rows, var);
	  isl_val_free (c);
	  continue;
	}
      /* In elements where the stride is a multiple of the size.  */
      isl_val *in_elements = isl_val_div (isl_val_copy (c),
					  isl_val_copy (size));
      if (isl_val_is_int (in_elements) == isl_bool_true)
	{
	  isl_val_free (c);
	  c = in_elements;
	}
      else
	isl_val_free (in_elements);
      column = isl_aff_add (column, isl_aff_scale_val (var, c));
    }
  rows = isl_aff_list_add (rows, column);
  isl_val_free (size);
  isl_local_space_free (ls);
  isl_space *range = isl_space_set_from_params (isl_space_params
						  (isl_space_copy (space)));
  range = isl_space_add_dims (range, isl_dim_set, isl_aff_list_n_aff (rows));
  range = isl_space_set_tuple_id (range, isl_dim_set, isl_id_copy
				    (data->scop->arrays[data->acc->array].id));
  isl_multi_aff *ma = isl_multi_aff_from_aff_list
			(isl_space_map_from_domain_and_range (space, range),
			 rows);
  isl_map *map = isl_map_intersect_domain (isl_map_from_multi_aff (ma), set);
  data->maps = isl_union_map_add_map (data->maps, map);
  isl_qpolynomial_free (qp);
  return data->maps ? isl_stat_ok : isl_stat_error;
}

__isl_give isl_union_map *
ph_scop_locality_accesses (const struct ph_scop *scop)
{
  struct stand_in data = { scop, NULL,
			   isl_union_map_union
			     (isl_union_map_copy (scop->reads),
			      isl_union_map_copy (scop->may_writes)) };

  for (int k = 0; k < scop->n_nonlinear && data.maps; k++)
    {
      data.acc = &scop->nonlinear[k];
      if (isl_pw_qpolynomial_foreach_piece (data.acc->offset, add_stand_in,
					    &data) < 0)
	data.maps = isl_union_map_free (data.maps);
    }
  for (int k = 0; k < scop->n_array && data.maps; k++)
    if (scop->arrays[k].expansion_dim >= 0)
      {
	isl_space *space = isl_space_set_alloc (scop->ctx, 0, 1);
	space = isl_space_set_tuple_id (space, isl_dim_set,
					isl_id_copy (scop->arrays[k].id));
	data.maps = isl_union_map_subtract_range
		      (data.maps, isl_union_set_from_set
				    (isl_set_universe (space)));
      }
  return data.maps;
}

/* Set *USER (an int) if TERM (taken) is of degree two or more.  */
static isl_stat
note_higher_degree (isl_term *term, void *user)
{
  int *found = user;
  int degree = isl_term_dim (term, isl_dim_div) > 0 ? 2 : 0;

  for (int k = 0; k < isl_term_dim (term, isl_dim_param); k++)
    degree += isl_term_get_exp (term, isl_dim_param, k);
  for (int k = 0; k < isl_term_dim (term, isl_dim_set); k++)
    degree += isl_term_get_exp (term, isl_dim_set, k);
  *found |= degree > 1;
  isl_term_free (term);
  return isl_stat_ok;
}

/* Set *USER if the piece QP (taken) on SET (taken) is of higher
   degree.  */
static isl_stat
note_higher_degree_piece (isl_set *set, isl_qpolynomial *qp, void *user)
{
  isl_stat ok = isl_qpolynomial_foreach_term (qp, note_higher_degree, user);

  isl_set_free (set);
  isl_qpolynomial_free (qp);
  return ok;
}

bool
ph_scop_has_polynomial_subscript (const struct ph_scop *scop)
{
  int found = 0;

  for (int k = 0; k < scop->n_nonlinear && !found; k++)
    isl_pw_qpolynomial_foreach_piece (scop->nonlinear[k].offset,
				      note_higher_degree_piece, &found);
  return found;
}
