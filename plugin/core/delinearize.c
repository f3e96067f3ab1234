/* Recovering the rows of arrays accessed through flat subscripts.

   A variable-length array parameter whose sizes constant propagation has
   fixed (double A[n][n] called with n = 2031) reaches the model as a
   one-dimensional array: A[2031i + j].  Dependences computed on it are
   exact, but the scheduler's integer programs over such coefficients are
   hard (isl did not schedule lu in a minute), and tiling cannot see the
   rows.  When every access of the array is R * q + r with q and r affine
   and 0 <= r < R over its domain, the array is A[q][r] with rows of R
   elements: the same memory, the same element for every access, so the
   reshaped model is exact too.  The bridge addresses memory from its own
   analysis of the GIMPLE, never from these relations.

   A row length only known at run time, A[i * m + j] on a heap matrix,
   is not affine: the bridge cuts such subscripts into rows itself and
   the model then assumes that each access stays within its row
   (0 <= j < m), which the new code checks before it runs.  */

#include <stdlib.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/ilp.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include "polyhedral/delinearize.h"

/* Candidate row lengths, in increasing order, without duplicates.  */
struct row_candidates
{
  int n;
  long len[16];
};

/* Add |V| to C when it is an integer of at least 2 (and room is left).  */
static void
candidates_add (struct row_candidates *c, isl_val *v)
{
  long x;
  int i;

  if (isl_val_is_int (v) != isl_bool_true)
    {
      isl_val_free (v);
      return;
    }
  x = labs (isl_val_get_num_si (v));
  isl_val_free (v);
  if (x < 2)
    return;
  for (i = 0; i < c->n && c->len[i] < x; i++)
    ;
  if (i < c->n && c->len[i] == x)
    return;
  if (c->n == (int) (sizeof c->len / sizeof c->len[0]))
    return;
  for (int k = c->n; k > i; k--)
    c->len[k] = c->len[k - 1];
  c->len[i] = x;
  c->n++;
}

/* Split the integer coefficient C into Q * R + REM with REM as close to
   zero as possible: coefficients near a multiple of the row length walk
   the rows, small ones walk within a row.  */
static long
nearest_quotient (long c, long r)
{
  return c >= 0 ? (c + r / 2) / r : -((-c + r / 2) / r);
}

/* The kinds of variables whose coefficients split_aff shares out
   between the row and the place in it.  A division by a constant is one
   more variable: A[i / 2][j] on rows of 84 is A[84 floor(i / 2) + j],
   and A[i][j % 3] is A[84i + j - 3 floor(j / 3)].  */
static const enum isl_dim_type split_types[] = {
  isl_dim_in, isl_dim_param, isl_dim_div
};

/* The quasi-affine expression AFF (integer coefficients) split into the
   row index *Q and the index *REM within rows of length R such that
   AFF = R * Q + REM and 0 <= REM < R on DOMAIN (under CONTEXT).
   Returns 1 on success, 0 if no such split exists, -1 on error.  */
static int
split_aff (isl_aff *aff, long r, isl_set *domain, isl_set *context,
	   isl_aff **q, isl_aff **rem)
{
  isl_ctx *ctx = isl_aff_get_ctx (aff);
  isl_aff *qa, *ra;
  isl_val *min, *k;

  *q = *rem = NULL;
  qa = isl_aff_zero_on_domain (isl_aff_get_domain_local_space (aff));
  ra = isl_aff_copy (qa);
  for (size_t t = 0; t < sizeof split_types / sizeof split_types[0]; t++)
    for (int i = 0; i < isl_aff_dim (aff, split_types[t]); i++)
      {
	isl_val *c = isl_aff_get_coefficient_val (aff, split_types[t], i);
	if (isl_val_is_int (c) != isl_bool_true)
	  {
	    isl_val_free (c);
	    goto none;
	  }
	long cv = isl_val_get_num_si (c);
	long qc = nearest_quotient (cv, r);
	isl_val_free (c);
	qa = isl_aff_set_coefficient_si (qa, split_types[t], i, qc);
	ra = isl_aff_set_coefficient_si (ra, split_types[t], i, cv - qc * r);
      }
  /* The constant: the one that puts the smallest REM in [0, R).  */
  k = isl_aff_get_constant_val (aff);
  min = isl_set_min_val (domain, ra);
  if (!k || !min)
    {
      isl_val_free (k);
      isl_val_free (min);
      goto error;
    }
  if (isl_val_is_int (k) != isl_bool_true
      || isl_val_is_int (min) != isl_bool_true)
    {
      isl_val_free (k);
      isl_val_free (min);
      goto none;
    }
  {
    isl_val *sum = isl_val_add (isl_val_copy (k), min);
    isl_val *qk = isl_val_floor (isl_val_div (sum,
					      isl_val_int_from_si (ctx, r)));
    isl_val *rk = isl_val_sub (k, isl_val_mul (isl_val_copy (qk),
					       isl_val_int_from_si (ctx, r)));
    qa = isl_aff_set_constant_val (qa, qk);
    ra = isl_aff_set_constant_val (ra, rk);
  }
  /* 0 <= REM <= R - 1 on the whole domain.  */
  {
    isl_aff *zero = isl_aff_zero_on_domain (isl_aff_get_domain_local_space
					      (ra));
    isl_aff *last = isl_aff_add_constant_si (isl_aff_copy (zero), r - 1);
    isl_set *in_row = isl_set_intersect
			(isl_aff_ge_set (isl_aff_copy (ra), zero),
			 isl_aff_le_set (isl_aff_copy (ra), last));
    isl_set *where = isl_set_intersect_params (isl_set_copy (domain),
					       isl_set_copy (context));
    isl_bool ok = isl_set_is_subset (where, in_row);
    isl_set_free (where);
    isl_set_free (in_row);
    if (ok < 0)
      goto error;
    if (!ok)
      goto none;
  }
  *q = qa;
  *rem = ra;
  return 1;
none:
  isl_aff_free (qa);
  isl_aff_free (ra);
  return 0;
error:
  isl_aff_free (qa);
  isl_aff_free (ra);
  return -1;
}

/* The state of split_access over the pieces of an access.  */
struct split_state
{
  long r;
  isl_set *context;		/* Not owned.  */
  int failed;			/* A piece cannot be split.  */
  isl_pw_multi_aff *res;	/* The pieces split so far.  */
};

/* Split the piece MA on DOM (both taken) of an access into rows of
   S->r elements and add it to S->res.  */
static isl_stat
split_piece (isl_set *dom, isl_multi_aff *ma, void *user)
{
  struct split_state *s = user;
  isl_aff *q, *rem;
  isl_aff *first = isl_multi_aff_get_at (ma, 0);
  int ok = split_aff (first, s->r, dom, s->context, &q, &rem);

  isl_aff_free (first);
  if (ok <= 0)
    {
      isl_set_free (dom);
      isl_multi_aff_free (ma);
      s->failed = ok == 0;
      return isl_stat_error;
    }
  /* [d0, d1, ...] -> [q, rem, d1, ...].  */
  isl_multi_aff *head = isl_multi_aff_from_aff (q);
  head = isl_multi_aff_flat_range_product (head, isl_multi_aff_from_aff (rem));
  isl_id *id = isl_multi_aff_get_tuple_id (ma, isl_dim_out);
  isl_multi_aff *tail = isl_multi_aff_drop_dims (ma, isl_dim_out, 0, 1);
  isl_multi_aff *split = isl_multi_aff_flat_range_product (head, tail);
  split = isl_multi_aff_set_tuple_id (split, isl_dim_out, id);
  isl_pw_multi_aff *pma = isl_pw_multi_aff_alloc (dom, split);
  s->res = s->res ? isl_pw_multi_aff_union_add (s->res, pma) : pma;
  return s->res ? isl_stat_ok : isl_stat_error;
}

/* The access ACCESS (taken) to an array, with the array's dimension 0
   split into rows of length R: [d0, d1, ...] becomes [q, rem, d1, ...].
   NULL if some piece cannot be split (*FAILED set) or on an error
   (*FAILED unset).  */
static isl_map *
split_access (isl_map *access, long r, isl_set *context, int *failed)
{
  struct split_state s = { r, context, 0, NULL };
  isl_pw_multi_aff *pma;
  isl_bool single = isl_map_is_single_valued (access);

  *failed = 0;
  if (single != isl_bool_true)
    {
      isl_map_free (access);
      *failed = single == isl_bool_false;
      return NULL;
    }
  pma = isl_pw_multi_aff_from_map (access);
  isl_stat st = isl_pw_multi_aff_foreach_piece (pma, &split_piece, &s);
  isl_pw_multi_aff_free (pma);
  if (st < 0)
    {
      *failed = s.failed;
      isl_pw_multi_aff_free (s.res);
      return NULL;
    }
  /* No piece at all: nothing to go by.  */
  *failed = !s.res;
  return s.res ? isl_map_from_pw_multi_aff (s.res) : NULL;
}

/* Whether MAP accesses array ID.  */
static int
accesses (isl_map *map, isl_id *id)
{
  isl_id *target = isl_map_get_tuple_id (map, isl_dim_out);
  int same = target == id;

  isl_id_free (target);
  return same;
}

/* The state of reshaping one access relation.  */
struct reshape_state
{
  isl_id *id;			/* The array (not owned).  */
  long r;
  isl_set *context;		/* Not owned.  */
  int failed;
  struct row_candidates *candidates;	/* Collect them, or NULL.  */
  isl_union_map *res;
};

/* Collect in S->candidates the coefficients of dimension 0 of the
   accesses in MAP (taken) to S->id, those of its divisions included.  */
static isl_stat
collect_piece (isl_set *dom, isl_multi_aff *ma, void *user)
{
  struct row_candidates *c = user;
  isl_aff *first = isl_multi_aff_get_at (ma, 0);

  for (int i = 0; i < isl_aff_dim (first, isl_dim_in); i++)
    candidates_add (c, isl_aff_get_coefficient_val (first, isl_dim_in, i));
  for (int i = 0; i < isl_aff_dim (first, isl_dim_div); i++)
    candidates_add (c, isl_aff_get_coefficient_val (first, isl_dim_div, i));
  isl_aff_free (first);
  isl_set_free (dom);
  isl_multi_aff_free (ma);
  return isl_stat_ok;
}

/* Reshape the basic map BMAP (taken) of an access to S->id, or collect
   candidate row lengths from it.  A statement's accesses to one array
   are one map, a basic map for each.  */
static isl_stat
reshape_basic_map (isl_basic_map *bmap, void *user)
{
  struct reshape_state *s = user;
  isl_map *map = isl_map_from_basic_map (bmap);

  if (s->candidates)
    {
      isl_bool single = isl_map_is_single_valued (map);
      isl_stat st = single < 0 ? isl_stat_error : isl_stat_ok;
      if (single == isl_bool_true)
	{
	  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map (map);
	  st = isl_pw_multi_aff_foreach_piece (pma, &collect_piece,
					       s->candidates);
	  isl_pw_multi_aff_free (pma);
	}
      else
	isl_map_free (map);
      return st;
    }
  map = split_access (map, s->r, s->context, &s->failed);
  if (!map)
    return isl_stat_error;
  s->res = isl_union_map_add_map (s->res, map);
  return s->res ? isl_stat_ok : isl_stat_error;
}

/* Reshape MAP (taken), or collect candidate row lengths from it.  */
static isl_stat
reshape_map (isl_map *map, void *user)
{
  struct reshape_state *s = user;

  if (!accesses (map, s->id))
    {
      s->res = isl_union_map_add_map (s->res, map);
      return s->res ? isl_stat_ok : isl_stat_error;
    }
  isl_stat st = isl_map_foreach_basic_map (map, &reshape_basic_map, s);
  isl_map_free (map);
  return st;
}

/* The accesses of UMAP with those to array ID split into rows of R
   elements; NULL if one cannot be (*FAILED set) or on error.  With
   CANDIDATES, only collect candidate row lengths into it (returns an
   empty map).  */
static isl_union_map *
reshape (isl_union_map *umap, isl_id *id, long r, isl_set *context,
	 struct row_candidates *candidates, int *failed)
{
  struct reshape_state s = { id, r, context, 0, candidates, NULL };

  s.res = isl_union_map_empty (isl_union_map_get_space (umap));
  if (isl_union_map_foreach_map (umap, &reshape_map, &s) < 0)
    s.res = isl_union_map_free (s.res);
  *failed = s.failed;
  return s.res;
}

/* Split dimension 0 of array INDEX of SCOP into rows, with the smallest
   row length that every access allows.  Returns 1 if it did, 0 if no
   length works, -1 on error.  */
static int
split_rows (struct ph_scop *scop, int index)
{
  struct ph_array *a = &scop->arrays[index];
  struct row_candidates c = { 0, { 0 } };
  isl_union_map **rel[3] = { &scop->reads, &scop->may_writes,
			     &scop->must_writes };
  int failed;

  for (int k = 0; k < 3; k++)
    {
      isl_union_map *none = reshape (*rel[k], a->id, 0, scop->context, &c,
				     &failed);
      if (!none)
	return -1;
      isl_union_map_free (none);
    }
  for (int i = 0; i < c.n; i++)
    {
      isl_union_map *split[3] = { NULL, NULL, NULL };
      int k;

      for (k = 0; k < 3; k++)
	{
	  split[k] = reshape (*rel[k], a->id, c.len[i], scop->context, NULL,
			      &failed);
	  if (!split[k])
	    break;
	}
      if (k < 3)
	{
	  for (int j = 0; j < k; j++)
	    isl_union_map_free (split[j]);
	  if (!failed)
	    return -1;
	  continue;
	}
      for (k = 0; k < 3; k++)
	{
	  isl_union_map_free (*rel[k]);
	  *rel[k] = split[k];
	}
      isl_space *space = a->inner_sizes
			 ? isl_multi_pw_aff_get_space (a->inner_sizes)
			 : isl_space_from_domain (isl_space_set_alloc
						    (scop->ctx, 0, 0));
      isl_space *one = isl_space_add_dims (isl_space_drop_dims
					     (isl_space_copy (space),
					      isl_dim_out, 0,
					      isl_space_dim (space,
							     isl_dim_out)),
					   isl_dim_out, 1);
      isl_space_free (space);
      isl_multi_pw_aff *len = isl_multi_pw_aff_from_pw_aff
			 (isl_pw_aff_val_on_domain
			    (isl_set_universe (isl_space_domain
						 (isl_space_copy (one))),
			     isl_val_int_from_si (scop->ctx, c.len[i])));
      isl_space_free (one);
      a->inner_sizes = a->inner_sizes
		       ? isl_multi_pw_aff_flat_range_product (len,
							      a->inner_sizes)
		       : len;
      a->n_dim++;
      return a->inner_sizes ? 1 : -1;
    }
  return 0;
}

/* Give every one-dimensional array of SCOP accessed with constant
   strides its rows back (repeatedly: A[n1 * n2 * i + n2 * j + k] becomes
   A[i][j][k]).  Returns 0, or -1 on an isl error.  */
isl_stat
ph_scop_delinearize (struct ph_scop *scop)
{
  for (int i = 0; i < scop->n_array; i++)
    {
      struct ph_array *a = &scop->arrays[i];
      if (a->kind != PH_ARRAY_MEMORY || a->n_dim != 1)
	continue;
      int done;
      do
	done = split_rows (scop, i);
      while (done == 1);
      if (done < 0)
	return isl_stat_error;
    }
  return isl_stat_ok;
}

/* UMAP (taken) with ROWS (taken) applied to the elements of the array
   that is its domain, the accesses to other arrays unchanged.  */
static isl_union_map *
apply_to_array (isl_union_map *umap, isl_map *rows)
{
  isl_space *space = isl_space_domain (isl_map_get_space (rows));
  isl_union_set *array = isl_union_set_from_set (isl_set_universe (space));
  isl_union_map *to = isl_union_map_intersect_range
			(isl_union_map_copy (umap),
			 isl_union_set_copy (array));

  umap = isl_union_map_subtract_range (umap, array);
  to = isl_union_map_apply_range (to, isl_union_map_from_map (rows));
  return isl_union_map_union (umap, to);
}

/* Make the one-dimensional array INDEX of SCOP the first row of an array
   with rows of INNER_SIZES (taken, parameter expressions) elements, so
   that accesses that cut flat subscripts into rows can join it: every
   access A[f] becomes A[0, ..., 0, f].  Exact where 0 <= f < the
   innermost size, which ph_scop_assume_rows makes sure of.  Returns 0,
   or -1 on error.  */
isl_stat
ph_scop_flat_to_rows (struct ph_scop *scop, int index,
		      __isl_take isl_multi_pw_aff *inner_sizes)
{
  struct ph_array *a = &scop->arrays[index];
  isl_size n = isl_multi_pw_aff_dim (inner_sizes, isl_dim_out);
  isl_space *flat = isl_space_set_tuple_id (isl_space_set_alloc (scop->ctx,
								  0, 1),
					    isl_dim_set, isl_id_copy (a->id));
  isl_space *rows = isl_space_set_tuple_id (isl_space_add_dims
					      (isl_space_copy (flat),
					       isl_dim_set, n < 0 ? 0 : n),
					    isl_dim_set, isl_id_copy (a->id));
  isl_multi_aff *ma = isl_multi_aff_zero (isl_space_map_from_domain_and_range
					    (isl_space_copy (flat), rows));
  isl_aff *f = isl_aff_var_on_domain (isl_local_space_from_space (flat),
				      isl_dim_set, 0);
  isl_map *map;

  if (a->n_dim != 1 || n <= 0)
    {
      isl_multi_aff_free (ma);
      isl_aff_free (f);
      isl_multi_pw_aff_free (inner_sizes);
      return isl_stat_error;
    }
  map = isl_map_from_multi_aff (isl_multi_aff_set_at (ma, n, f));
  scop->reads = apply_to_array (scop->reads, isl_map_copy (map));
  scop->may_writes = apply_to_array (scop->may_writes, isl_map_copy (map));
  scop->must_writes = apply_to_array (scop->must_writes, map);
  isl_multi_pw_aff_free (a->inner_sizes);
  a->inner_sizes = inner_sizes;
  a->n_dim = 1 + n;
  a->rows_from_flat = 1;
  return scop->reads && scop->may_writes && scop->must_writes
	 ? isl_stat_ok : isl_stat_error;
}

/* The parameter values of SCOP for which some element of array A that
   the SCoP accesses (ELEMENTS, kept) lies outside its row: a subscript
   after the first below zero or not below the size of its dimension.  */
static isl_set *
params_leaving_rows (struct ph_scop *scop, const struct ph_array *a,
		     isl_union_set *elements)
{
  isl_space *space = isl_space_set_tuple_id (isl_space_set_alloc
					       (scop->ctx, 0, a->n_dim),
					     isl_dim_set, isl_id_copy (a->id));
  isl_set *accessed;

  space = isl_space_align_params (space, isl_union_set_get_space (elements));
  accessed = isl_union_set_extract_set (elements, isl_space_copy (space));
  accessed = isl_set_subtract (accessed, ph_array_rows (a, space));
  isl_space_free (space);
  return isl_set_params (accessed);
}

/* For every array of SCOP whose rows were cut out of flat subscripts,
   keep the parameter values for which every accessed element lies
   within its row: the context is narrowed to them, and SCOP->assumed
   says what must be checked at run time.  Returns 1 when some
   parameter values for which statements run remain, 0 when none does
   (the model cannot be made exact), -1 on error.  */
isl_bool
ph_scop_assume_rows (struct ph_scop *scop)
{
  isl_union_map *access;
  isl_union_set *elements;
  isl_set *outside, *kept;
  isl_bool none, all;
  int any = 0;

  for (int i = 0; i < scop->n_array; i++)
    any |= scop->arrays[i].rows_from_flat;
  if (!any)
    return isl_bool_true;
  access = isl_union_map_union (isl_union_map_copy (scop->reads),
				isl_union_map_copy (scop->may_writes));
  elements = isl_union_map_range (isl_union_map_intersect_domain
				    (access,
				     isl_union_set_copy (scop->domain)));
  outside = isl_set_empty (isl_set_get_space (scop->context));
  for (int i = 0; i < scop->n_array; i++)
    if (scop->arrays[i].rows_from_flat)
      outside = isl_set_union (outside, params_leaving_rows
					  (scop, &scop->arrays[i], elements));
  isl_union_set_free (elements);
  kept = isl_set_subtract (isl_set_copy (scop->context), outside);
  kept = isl_set_coalesce (kept);
  /* Parameter values for which nothing runs do not count.  */
  isl_set *runs = isl_set_intersect (isl_union_set_params
				       (isl_union_set_copy (scop->domain)),
				     isl_set_copy (scop->context));
  none = isl_set_is_disjoint (runs, kept);
  all = isl_set_is_subset (runs, kept);
  isl_set_free (runs);
  if (none < 0 || all < 0 || none || all)
    {
      isl_set_free (kept);
      return none < 0 || all < 0 ? isl_bool_error
	     : none ? isl_bool_false : isl_bool_true;
    }
  /* Not simplified where nothing runs: the new code is generated for
     the narrowed context, which it must not run outside of.  */
  scop->assumed = isl_set_gist (isl_set_copy (kept),
				isl_set_copy (scop->context));
  scop->assumes_rows = 1;
  scop->context = isl_set_intersect (scop->context, kept);
  return scop->assumed && scop->context ? isl_bool_true : isl_bool_error;
}
