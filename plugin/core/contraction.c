/* Contractions and their register tiles (see contraction.h).  */

#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/schedule_node.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/band.h"
#include "polyhedral/contraction.h"

/* What find_accumulator needs and finds.  */
struct accumulator_data
{
  isl_multi_union_pw_aff *band;
  int k;
  isl_space *found;		/* The statement that runs along K.  */
  int n_found;
};

/* Whether the member K of the band schedule SCHEDULE (taken) of one
   statement (ph_band_statement_schedule, over the statement's
   instances) takes one value only.  */
static isl_bool
member_is_single_valued (isl_map *schedule, int k)
{
  isl_size n = isl_map_dim (schedule, isl_dim_out);
  isl_set *values;
  isl_bool single;

  if (n < 0)
    {
      isl_map_free (schedule);
      return isl_bool_error;
    }
  values = isl_map_range (schedule);
  values = isl_set_project_out (values, isl_dim_set, k + 1, n - k - 1);
  values = isl_set_project_out (values, isl_dim_set, 0, k);
  isl_map *map = isl_map_from_range (values);
  single = isl_map_is_single_valued (map);
  isl_map_free (map);
  return single;
}

/* Callback of isl_union_set_foreach_set: count in USER (struct
   accumulator_data) the statements of SET that run along member K of
   the band, and note the last.  */
static isl_stat
find_accumulator (isl_set *set, void *user)
{
  struct accumulator_data *data = user;
  isl_space *space = isl_set_get_space (set);
  isl_map *schedule = ph_band_statement_schedule (data->band, space);
  isl_bool single = schedule ? member_is_single_valued
				 (isl_map_intersect_domain (schedule, set),
				  data->k)
			     : isl_bool_false;

  if (!schedule)
    isl_set_free (set);
  if (single < 0)
    {
      isl_space_free (space);
      return isl_stat_error;
    }
  if (single)
    {
      isl_space_free (space);
      return isl_stat_ok;
    }
  data->n_found++;
  isl_space_free (data->found);
  data->found = space;
  return isl_stat_ok;
}

/* The space of the elements of array A of SCOP, over the parameters of
   the statement space STATEMENT (kept).  */
static isl_space *
array_space (const struct ph_scop *scop, isl_space *statement, int a)
{
  isl_space *space = isl_space_set_from_params
		       (isl_space_params (isl_space_copy (statement)));

  space = isl_space_add_dims (space, isl_dim_set, scop->arrays[a].n_dim);
  return isl_space_set_tuple_id (space, isl_dim_set,
				 isl_id_copy (scop->arrays[a].id));
}

/* The accesses of UMAP by the statement STATEMENT (kept) to the array
   whose space is ARRAY (taken), as one map (empty where none).  */
static isl_map *
accesses_of (isl_union_map *umap, isl_space *statement, isl_space *array)
{
  isl_space *space = isl_space_map_from_domain_and_range
		       (isl_space_copy (statement), array);

  return isl_union_map_extract_map (umap, space);
}

/* The one array STATEMENT (kept) writes in SCOP, as its index, with the
   write in *WRITE; -1 where it writes several, a scalar, or an array
   whose accesses the model does not hold whole.  */
static int
written_array (const struct ph_scop *scop, isl_space *statement,
	       isl_map **write)
{
  int found = -1;

  *write = NULL;
  for (int a = 0; a < scop->n_array; a++)
    {
      const struct ph_array *arr = &scop->arrays[a];
      isl_map *w = accesses_of (scop->may_writes, statement,
				array_space (scop, statement, a));
      isl_bool none = isl_map_is_empty (w);
      if (none == isl_bool_true)
	{
	  isl_map_free (w);
	  continue;
	}
      if (none < 0 || found >= 0 || arr->kind != PH_ARRAY_MEMORY
	  || arr->nonlinear || arr->expansion_dim >= 0)
	{
	  isl_map_free (w);
	  isl_map_free (*write);
	  *write = NULL;
	  return -1;
	}
      found = a;
      *write = w;
    }
  return found;
}

/* Whether the statement STATEMENT (kept), whose write WRITE (kept) is its
   only one, reads the written array only at that element, and touches a
   different element at each value of the members of BAND but K, the
   same along K.  */
static isl_bool
owns_its_element (const struct ph_scop *scop, isl_multi_union_pw_aff *band,
		  int k, isl_space *statement, isl_map *write)
{
  isl_map *reads = isl_union_map_extract_map (scop->reads,
					      isl_map_get_space (write));
  isl_bool ok = isl_map_is_subset (reads, write);

  isl_map_free (reads);
  if (ok != isl_bool_true)
    return ok;

  isl_union_map *umember = isl_union_map_from_multi_union_pw_aff
			     (isl_multi_union_pw_aff_copy (band));
  isl_map *time = isl_union_map_extract_map
		    (umember, isl_space_map_from_domain_and_range
				(isl_space_copy (statement),
				 isl_space_range
				   (isl_multi_union_pw_aff_get_space (band))));
  isl_union_map_free (umember);
  time = isl_map_intersect_domain (time, isl_map_domain (isl_map_copy
							  (write)));
  time = isl_map_project_out (time, isl_dim_out, k, 1);
  isl_map *element = isl_map_apply_range (isl_map_reverse (time),
					  isl_map_copy (write));
  ok = isl_map_is_single_valued (element);
  if (ok == isl_bool_true)
    ok = isl_map_is_injective (element);
  isl_map_free (element);
  return ok;
}

/* Whether the access ACCESS (taken), an affine function, touches one
   element when the counters take the step STEP (kept; NULL where the
   member has none, and the access then counts as moving).  */
static int
stays_along (isl_multi_aff *access, isl_point *step)
{
  int moves_last = 1, moves_other = 1;

  if (step)
    ph_access_moves (access, step, &moves_last, &moves_other);
  return !moves_last && !moves_other;
}

/* Whether the statement STATEMENT (kept) of SCOP, whose instances have
   the band schedule SCHEDULE (kept) of N members, reads some array
   other than its accumulator ACCUMULATOR at one element along member D
   and at several along the innermost, the vector loop: an operand whose
   vectors the rows along D share (B[k][j] of C[i][j] += A[i][k] *
   B[k][j] along i).  A read that is no affine function counts as none.  */
static int
reuses_an_operand_along (const struct ph_scop *scop, isl_space *statement,
			 isl_map *schedule, int n, int accumulator, int d)
{
  isl_point *vector = ph_band_member_step (schedule, n - 1);
  isl_point *row = ph_band_member_step (schedule, d);
  int found = 0;

  for (int a = 0; a < scop->n_array && !found; a++)
    {
      isl_multi_aff *read
	= a == accumulator ? NULL
	  : ph_access_function (accesses_of (scop->reads, statement,
					     array_space (scop, statement,
							  a)));
      found = read && !stays_along (read, vector) && stays_along (read, row);
      isl_multi_aff_free (read);
    }
  isl_point_free (vector);
  isl_point_free (row);
  return found;
}

/* Set C's rows member, of the band NODE (its schedule BAND, kept) whose
   contraction C's statement STATEMENT (kept) accumulates along C's K:
   the innermost parallel member but the vector loop along which an
   operand stays put, so that the rows share its vectors (i, not j, in
   T[i][j][m] += X[i][l] * Y[l][j][m]); the innermost parallel one if
   none does.  False if there is none.  */
static isl_bool
choose_rows (isl_schedule_node *node, const struct ph_scop *scop,
	     isl_multi_union_pw_aff *band, isl_space *statement,
	     struct ph_contraction *c)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  isl_map *schedule = ph_band_statement_schedule (band, statement);
  int reuse = 0;

  if (n < 0 || !schedule)
    {
      isl_map_free (schedule);
      return n < 0 ? isl_bool_error : isl_bool_false;
    }
  for (int d = n - 2; d >= 0 && !reuse; d--)
    {
      if (d == c->k || isl_schedule_node_band_member_get_coincident (node, d)
		       != isl_bool_true)
	continue;
      reuse = reuses_an_operand_along (scop, statement, schedule, n,
				       c->array, d);
      if (reuse || c->i < 0)
	c->i = d;
    }
  isl_map_free (schedule);
  return isl_bool_ok (c->i >= 0);
}

/* Whether NODE is a contraction band (see contraction.h).  */
isl_bool
ph_band_contraction (__isl_keep isl_schedule_node *node,
		     const struct ph_scop *scop, struct ph_contraction *c)
{
  isl_size n = isl_schedule_node_band_n_member (node);
  struct accumulator_data data = { NULL, -1, NULL, 0 };
  isl_union_set *domain;
  isl_map *write = NULL;
  isl_bool ok = isl_bool_false;

  if (n < 3)
    return n < 0 ? isl_bool_error : isl_bool_false;
  if (isl_schedule_node_band_member_get_coincident (node, n - 1)
      != isl_bool_true)
    return isl_bool_false;
  memset (c, 0, sizeof *c);
  c->i = c->k = c->array = -1;
  data.band = isl_schedule_node_band_get_partial_schedule (node);
  domain = isl_schedule_node_get_domain (node);
  for (int k = 0; k < n - 1 && ok == isl_bool_false; k++)
    {
      data.k = k;
      data.n_found = 0;
      if (isl_union_set_foreach_set (domain, &find_accumulator, &data) < 0)
	ok = isl_bool_error;
      else if (data.n_found == 1)
	{
	  c->k = k;
	  c->array = written_array (scop, data.found, &write);
	  if (c->array >= 0)
	    ok = owns_its_element (scop, data.band, k, data.found, write);
	  isl_map_free (write);
	  write = NULL;
	}
    }
  if (ok == isl_bool_true)
    ok = choose_rows (node, scop, data.band, data.found, c);
  if (ok == isl_bool_true)
    {
      c->element_size = scop->arrays[c->array].element_size;
      c->statement = isl_space_get_tuple_id (data.found, isl_dim_set);
      if (!c->statement)
	ok = isl_bool_error;
    }
  isl_space_free (data.found);
  isl_union_set_free (domain);
  isl_multi_union_pw_aff_free (data.band);
  return ok;
}

/* The register tile's shape (see contraction.h).  BLIS's kernels are of
   this shape: 6x8 doubles with 16 AVX2 registers, 8x24 with 32 AVX-512
   ones (measured: 8x24 ran at 34 GFLOP/s where 8x16 ran at 27, the
   accumulators held across the k loop).  Not with vectors of less than
   32 bytes.  */
int
ph_register_tile_shape (int vector_bytes, int registers,
			unsigned element_size, int *rows, int *columns)
{
  int best_rows = 0, best_vectors = 0;

  /* With SSE2's 16-byte vectors, gemm's 6x4 tile of doubles ran 0.72 s
     at 1729 where unroll and jam ran 0.67 s (decision 49).  */
  if (vector_bytes < 32 || element_size == 0
      || (unsigned) vector_bytes < element_size)
    return 0;
  for (int v = 4; v >= 1; v--)
    {
      int r = (registers - v - 1) / v;
      if (r > 8)
	r = 8;
      if (r * v > best_rows * best_vectors
	  || (r * v == best_rows * best_vectors && r > best_rows))
	{
	  best_rows = r;
	  best_vectors = v;
	}
    }
  if (best_rows < 2)
    return 0;
  *rows = best_rows;
  *columns = best_vectors * (vector_bytes / (int) element_size);
  return 1;
}
