/* Allocation, queries, consistency check and dump of struct ph_scop.  */

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/printer.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/scop.h"

/* An empty SCoP in CTX; every isl field is an empty object, ready to
   be extended.  */
struct ph_scop *
ph_scop_alloc (isl_ctx *ctx)
{
  struct ph_scop *scop = calloc (1, sizeof *scop);
  isl_space *space;

  if (!scop)
    return NULL;
  scop->ctx = ctx;
  space = isl_space_params_alloc (ctx, 0);
  scop->context = isl_set_universe (isl_space_copy (space));
  scop->domain = isl_union_set_empty (isl_space_copy (space));
  scop->reads = isl_union_map_empty (isl_space_copy (space));
  scop->may_writes = isl_union_map_empty (isl_space_copy (space));
  scop->must_writes = isl_union_map_empty (space);
  if (!scop->context || !scop->domain || !scop->reads || !scop->may_writes
      || !scop->must_writes)
    return ph_scop_free (scop);
  return scop;
}

/* Free SCOP and everything it owns; returns NULL.  */
struct ph_scop *
ph_scop_free (struct ph_scop *scop)
{
  int i;

  if (!scop)
    return NULL;
  isl_set_free (scop->context);
  isl_set_free (scop->assumed);
  isl_union_set_free (scop->domain);
  isl_union_map_free (scop->reads);
  isl_union_map_free (scop->may_writes);
  isl_union_map_free (scop->must_writes);
  isl_schedule_free (scop->schedule);
  isl_union_pw_multi_aff_free (scop->counters);
  isl_union_set_free (scop->reductions);
  isl_union_pw_aff_free (scop->ops);
  isl_union_pw_aff_free (scop->chain_latency);
  for (i = 0; i < scop->n_array; i++)
    {
      isl_id_free (scop->arrays[i].id);
      isl_multi_pw_aff_free (scop->arrays[i].inner_sizes);
    }
  for (i = 0; i < scop->n_nonlinear; i++)
    isl_pw_qpolynomial_free (scop->nonlinear[i].offset);
  for (i = 0; i < scop->n_guard; i++)
    isl_pw_qpolynomial_free (scop->guards[i].nonneg);
  isl_union_map_free (scop->nonlinear_deps);
  free (scop->guards);
  free (scop->arrays);
  free (scop->aliases);
  free (scop->nonlinear);
  free (scop);
  return NULL;
}

/* Append an array with tuple id ID to SCOP.  */
int
ph_scop_add_array (struct ph_scop *scop, __isl_take isl_id *id,
		   enum ph_array_kind kind, int n_dim, unsigned element_size,
		   __isl_take isl_multi_pw_aff *inner_sizes)
{
  struct ph_array *arrays;
  struct ph_array *a;

  arrays = realloc (scop->arrays, (scop->n_array + 1) * sizeof *arrays);
  if (!id || !arrays)
    {
      isl_id_free (id);
      isl_multi_pw_aff_free (inner_sizes);
      if (arrays)
	scop->arrays = arrays;
      return -1;
    }
  scop->arrays = arrays;
  a = &arrays[scop->n_array];
  memset (a, 0, sizeof *a);
  a->id = id;
  a->kind = kind;
  a->n_dim = n_dim;
  a->element_size = element_size;
  a->inner_sizes = inner_sizes;
  a->placed_in = -1;
  a->expansion_dim = -1;
  return scop->n_array++;
}

/* isl_pw_qpolynomial_foreach_piece callback: keep QP in USER, the first
   piece's only.  */
static isl_stat
keep_first_piece (isl_set *set, isl_qpolynomial *qp, void *user)
{
  isl_qpolynomial **first = user;

  isl_set_free (set);
  if (*first)
    isl_qpolynomial_free (qp);
  else
    *first = qp;
  return isl_stat_ok;
}

__isl_give isl_qpolynomial *
ph_guard_polynomial (const struct ph_guard *g)
{
  isl_qpolynomial *qp = NULL;

  if (isl_pw_qpolynomial_n_piece (g->nonneg) == 1)
    isl_pw_qpolynomial_foreach_piece (g->nonneg, keep_first_piece, &qp);
  return qp;
}

/* Record that arrays A and B of SCOP may share storage.  */
isl_stat
ph_scop_add_alias (struct ph_scop *scop, int a, int b)
{
  struct ph_alias_pair *pairs;

  pairs = realloc (scop->aliases, (scop->n_alias + 1) * sizeof *pairs);
  if (!pairs)
    return isl_stat_error;
  scop->aliases = pairs;
  pairs[scop->n_alias].a = a;
  pairs[scop->n_alias].b = b;
  scop->n_alias++;
  return isl_stat_ok;
}

int
ph_scop_array_index (const struct ph_scop *scop, __isl_keep isl_id *id)
{
  for (int i = 0; i < scop->n_array; i++)
    if (scop->arrays[i].id == id)
      return i;
  return -1;
}

bool
ph_guard_on_statement (const struct ph_guard *g, __isl_keep isl_id *stmt)
{
  isl_space *space = isl_pw_qpolynomial_get_domain_space (g->nonneg);
  isl_id *tuple = isl_space_get_tuple_id (space, isl_dim_set);
  bool on = tuple && tuple == stmt;

  isl_id_free (tuple);
  isl_space_free (space);
  return on;
}

isl_stat
ph_scop_add_guard (struct ph_scop *scop, __isl_take isl_pw_qpolynomial *nonneg)
{
  struct ph_guard *guards;

  guards = nonneg ? realloc (scop->guards,
			     (scop->n_guard + 1) * sizeof *guards) : NULL;
  if (!guards)
    {
      isl_pw_qpolynomial_free (nonneg);
      return isl_stat_error;
    }
  scop->guards = guards;
  guards[scop->n_guard++].nonneg = nonneg;
  return isl_stat_ok;
}

/* The number of statements of SCOP.  */
isl_size
ph_scop_n_statement (const struct ph_scop *scop)
{
  return isl_union_set_n_set (scop->domain);
}

/* The number of parameters of SCOP.  */
isl_size
ph_scop_n_param (const struct ph_scop *scop)
{
  return isl_set_dim (scop->context, isl_dim_param);
}

/* Every array element that some statement instance of SCOP reads or
   writes.  */
static __isl_give isl_union_set *
accessed_elements (const struct ph_scop *scop)
{
  isl_union_map *access;

  access = isl_union_map_union (isl_union_map_copy (scop->reads),
				isl_union_map_copy (scop->may_writes));
  access = isl_union_map_intersect_domain (access,
					   isl_union_set_copy (scop->domain));
  return isl_union_map_range (access);
}

/* Whether V is type-sized (see scop.h).  */
isl_bool
ph_val_is_type_sized (__isl_take isl_val *v)
{
  isl_val *limit = v ? isl_val_int_from_si (isl_val_get_ctx (v), INT_MAX - 1)
		     : NULL;
  isl_bool wide;

  v = isl_val_abs (v);
  wide = isl_val_ge (v, limit);
  isl_val_free (v);
  isl_val_free (limit);
  return wide;
}

/* isl_set_foreach_basic_set callback: clear *USER (an isl_bool) at a
   division of BSET by a type-sized constant (ph_val_is_type_sized).  */
static isl_stat
find_wide_division (__isl_take isl_basic_set *bset, void *user)
{
  isl_bool *narrow = user;
  isl_size n = isl_basic_set_dim (bset, isl_dim_div);

  for (int i = 0; i < n && *narrow == isl_bool_true; i++)
    {
      isl_aff *div = isl_basic_set_get_div (bset, i);

      *narrow = isl_bool_not (ph_val_is_type_sized
				(isl_aff_get_denominator_val (div)));
      isl_aff_free (div);
    }
  isl_basic_set_free (bset);
  return n < 0 || *narrow < 0 ? isl_stat_error : isl_stat_ok;
}

/* isl_union_set_foreach_set callback: find_wide_division in each
   basic set of SET.  */
static isl_stat
find_wide_division_in_set (__isl_take isl_set *set, void *user)
{
  isl_stat r = isl_set_foreach_basic_set (set, &find_wide_division, user);

  isl_set_free (set);
  return r;
}

/* Whether DOMAINS count around (see scop.h).  */
isl_bool
ph_union_set_wraps (__isl_keep isl_union_set *domains)
{
  isl_bool narrow = isl_bool_true;

  if (isl_union_set_foreach_set (domains, &find_wide_division_in_set,
				 &narrow) < 0 && narrow == isl_bool_true)
    return isl_bool_error;
  return isl_bool_not (narrow);
}

/* Every array element that some statement instance of SCOP reads or
   writes, under the context.  */
__isl_give isl_union_set *
ph_scop_accessed (const struct ph_scop *scop)
{
  return isl_union_set_gist_params (accessed_elements (scop),
				    isl_set_copy (scop->context));
}

struct footprint
{
  const struct ph_scop *scop;
  long bytes;		/* So far, or -1 once unknown.  */
};

/* The number of values of dimension D of SET (kept) from its least to
   its greatest, or -1 where either is unbounded or too large.  */
static long
extent (__isl_keep isl_set *set, int d)
{
  isl_aff *var = isl_aff_var_on_domain (isl_local_space_from_space
					  (isl_set_get_space (set)),
					isl_dim_set, d);
  isl_val *min = isl_set_min_val (set, var);
  isl_val *max = isl_set_max_val (set, var);
  long n = -1;

  if (min && max && isl_val_is_int (min) && isl_val_is_int (max))
    {
      max = isl_val_sub (max, min);
      min = NULL;
      if (max && isl_val_cmp_si (max, 1L << 30) < 0)
	n = isl_val_get_num_si (max) + 1;
    }
  isl_val_free (min);
  isl_val_free (max);
  isl_aff_free (var);
  return n;
}

/* The points of the box around SET (kept), or -1 where it is unbounded
   or holds 2^30 or more.  */
static long
box_points (__isl_keep isl_set *set)
{
  isl_size n = isl_set_dim (set, isl_dim_set);
  long count = n < 0 ? -1 : 1;

  for (int d = 0; d < n && count > 0; d++)
    {
      long values = extent (set, d);
      count = values >= 0 && values < (1L << 30) / count ? count * values
							 : -1;
    }
  return count;
}

/* Callback of isl_union_set_foreach_set: add the bytes of the box
   around ELEMENTS, the elements of one array, to USER's.  */
static isl_stat
add_footprint (isl_set *elements, void *user)
{
  struct footprint *data = user;
  isl_id *id = isl_set_get_tuple_id (elements);
  int array = ph_scop_array_index (data->scop, id);
  long count = box_points (elements);

  if (array < 0 || count < 0)
    data->bytes = -1;
  else
    data->bytes += count * (long) data->scop->arrays[array].element_size;
  isl_id_free (id);
  isl_set_free (elements);
  return data->bytes < 0 || data->bytes >= (1L << 30) ? isl_stat_error
						       : isl_stat_ok;
}

/* The bytes of the boxes of what SCOP touches (see scop.h).  */
long
ph_scop_footprint (const struct ph_scop *scop)
{
  struct footprint data = { scop, 0 };
  isl_union_map *access = isl_union_map_union
			    (isl_union_map_copy (scop->reads),
			     isl_union_map_copy (scop->may_writes));
  isl_union_set *elements;

  access = isl_union_map_intersect_domain (access,
					   isl_union_set_copy (scop->domain));
  elements = isl_union_set_intersect_params (isl_union_map_range (access),
					     isl_set_copy (scop->context));
  if (isl_union_set_foreach_set (elements, &add_footprint, &data) < 0)
    data.bytes = -1;
  isl_union_set_free (elements);
  return data.bytes;
}

/* Callback of isl_union_set_foreach_set: add the points of the box
   around DOMAIN, a statement's instances, to USER's count (-1 once
   unknown).  */
static isl_stat
add_instances (isl_set *domain, void *user)
{
  long *total = user;
  long count = box_points (domain);

  *total = count < 0 || *total < 0 ? -1 : *total + count;
  isl_set_free (domain);
  return *total < 0 || *total >= (1L << 30) ? isl_stat_error : isl_stat_ok;
}

/* See scop.h.  */
long
ph_scop_instances (const struct ph_scop *scop)
{
  long total = 0;
  isl_union_set *domain = isl_union_set_intersect_params
			    (isl_union_set_copy (scop->domain),
			     isl_set_copy (scop->context));

  if (isl_union_set_foreach_set (domain, &add_instances, &total) < 0)
    total = -1;
  isl_union_set_free (domain);
  return total;
}

/* The operations a current core issues a cycle: Zen 4 and Intel's
   cores since Ice Lake dispatch five or six, with four or five integer
   units.  */
#define ISSUE_WIDTH 5

/* isl_pw_aff_foreach_piece callback: the constant of AFF in *USER, a
   long; -2 where AFF is no integer constant.  */
static isl_stat
piece_constant (isl_set *set, isl_aff *aff, void *user)
{
  long *value = user;
  isl_val *v = isl_aff_is_cst (aff) == isl_bool_true
	       ? isl_aff_get_constant_val (aff) : NULL;

  *value = v && isl_val_is_int (v) ? isl_val_get_num_si (v) : -2;
  isl_val_free (v);
  isl_set_free (set);
  isl_aff_free (aff);
  return isl_stat_ok;
}

/* isl_union_pw_aff_foreach_pw_aff callback: the constant of PA in
   *USER (piece_constant).  */
static isl_stat
pw_aff_constant (isl_pw_aff *pa, void *user)
{
  isl_stat r = isl_pw_aff_foreach_piece (pa, &piece_constant, user);

  isl_pw_aff_free (pa);
  return r;
}

/* The constant value of UPA (kept) on the statement of SPACE (taken), or
   -1 where UPA is NULL or has none; -2 on an isl failure.  */
static long
statement_constant (isl_union_pw_aff *upa, __isl_take isl_space *space)
{
  long value = -1;

  if (!upa)
    {
      isl_space_free (space);
      return -1;
    }
  upa = isl_union_pw_aff_intersect_domain
	  (isl_union_pw_aff_copy (upa),
	   isl_union_set_from_set (isl_set_universe (space)));
  if (isl_union_pw_aff_foreach_pw_aff (upa, &pw_aff_constant, &value) < 0)
    value = -2;
  isl_union_pw_aff_free (upa);
  return value;
}

/* Whether the statement of SPACE is bound by its throughput (see
   scop.h).  */
isl_bool
ph_statement_throughput_bound (const struct ph_scop *scop,
			       __isl_take isl_space *space)
{
  long ops = statement_constant (scop->ops, isl_space_copy (space));
  long latency = statement_constant (scop->chain_latency, space);

  if (ops < -1 || latency < -1)
    return isl_bool_error;
  return isl_bool_ok (ops >= 0 && latency > 0
		      && ops > ISSUE_WIDTH * latency);
}

/* Whether the statement of SPACE may be a chain to interleave (see
   scop.h).  */
isl_bool
ph_statement_latency_chain (const struct ph_scop *scop,
			    __isl_take isl_space *space)
{
  long latency;

  if (!scop->ops)
    {
      isl_space_free (space);
      return isl_bool_true;
    }
  latency = statement_constant (scop->chain_latency,
				isl_space_copy (space));
  if (latency < -1)
    {
      isl_space_free (space);
      return isl_bool_error;
    }
  if (latency < 0)
    {
      isl_space_free (space);
      return isl_bool_false;
    }
  return isl_bool_not (ph_statement_throughput_bound (scop, space));
}

/* Callback of isl_union_set_foreach_set: the largest number of loops
   around a statement so far in *USER.  */
static isl_stat
deeper (isl_set *set, void *user)
{
  isl_size *max = user;
  isl_size d = isl_set_dim (set, isl_dim_set);

  isl_set_free (set);
  if (d > *max)
    *max = d;
  return d < 0 ? isl_stat_error : isl_stat_ok;
}

/* The depth of the deepest statements of DOMAIN (see scop.h).  */
isl_size
ph_statements_depth (__isl_keep isl_union_set *domain)
{
  isl_size depth = 0;

  if (isl_union_set_foreach_set (domain, &deeper, &depth) < 0)
    return isl_size_error;
  return depth;
}

/* The elements of array A inside their rows (see scop.h).  */
__isl_give isl_set *
ph_array_rows (const struct ph_array *a, __isl_keep isl_space *space)
{
  isl_set *rows = isl_set_universe (isl_space_copy (space));

  for (int k = 1; k < a->n_dim; k++)
    {
      isl_local_space *ls = isl_local_space_from_space (isl_space_copy
							  (space));
      isl_pw_aff *x = isl_pw_aff_var_on_domain (isl_local_space_copy (ls),
						isl_dim_set, k);
      isl_pw_aff *size = isl_pw_aff_insert_domain
	(isl_pw_aff_project_domain_on_params
	   (isl_multi_pw_aff_get_at (a->inner_sizes, k - 1)),
	 isl_space_copy (space));
      rows = isl_set_intersect (rows, isl_pw_aff_ge_set
					(isl_pw_aff_copy (x),
					 isl_pw_aff_zero_on_domain (ls)));
      rows = isl_set_intersect (rows, isl_pw_aff_lt_set (x, size));
    }
  return rows;
}

/* isl_stat_ok if the isl_bool B is true; else set *WHY to REASON (or
   to isl's failure) and return isl_stat_error.  */
static isl_stat
require (isl_bool b, const char *reason, const char **why)
{
  if (b == isl_bool_true)
    return isl_stat_ok;
  *why = b == isl_bool_error ? "isl failed while checking the model"
			     : reason;
  return isl_stat_error;
}

/* Check that SCOP is complete: accesses come from domain instances and
   the schedule covers exactly the domain, for every value of the
   parameters the context allows.  */
isl_stat
ph_scop_check (const struct ph_scop *scop, const char **why)
{
  isl_union_map *access;
  isl_union_set *accessing, *domain, *scheduled;
  isl_bool ok;

  if (!scop->schedule)
    {
      *why = "the model has no schedule";
      return isl_stat_error;
    }
  access = isl_union_map_union (isl_union_map_copy (scop->reads),
				isl_union_map_copy (scop->may_writes));
  /* Under the context: pieces outside it do not exist.  */
  accessing = isl_union_set_intersect_params (isl_union_map_domain (access),
					      isl_set_copy (scop->context));
  domain = isl_union_set_intersect_params (isl_union_set_copy (scop->domain),
					   isl_set_copy (scop->context));
  ok = isl_union_set_is_subset (accessing, domain);
  isl_union_set_free (accessing);
  isl_union_set_free (domain);
  if (require (ok, "an access lies outside the statement domains", why) < 0)
    return isl_stat_error;
  ok = isl_union_map_is_subset (scop->must_writes, scop->may_writes);
  if (require (ok, "a must-write is not a may-write", why) < 0)
    return isl_stat_error;
  scheduled = isl_schedule_get_domain (scop->schedule);
  ok = isl_union_set_is_equal (scheduled, scop->domain);
  isl_union_set_free (scheduled);
  if (require (ok, "the schedule does not cover the domain", why) < 0)
    return isl_stat_error;
  if (!scop->counters)
    return isl_stat_ok;
  /* Every statement has its counters, and they are one to one.  */
  {
    isl_union_map *c = isl_union_map_from_union_pw_multi_aff
			 (isl_union_pw_multi_aff_copy (scop->counters));
    isl_union_set *counted = isl_union_map_domain (isl_union_map_copy (c));
    ok = isl_union_set_is_subset (scop->domain, counted);
    isl_union_set_free (counted);
    if (ok == isl_bool_true)
      ok = isl_union_map_is_injective (c);
    isl_union_map_free (c);
  }
  return require (ok, "the source counters do not cover the domain", why);
}

/* Print the label and the union map UMAP in isl text.  */
static void
dump_union_map (FILE *out, const char *label, isl_union_map *umap)
{
  char *s = isl_union_map_to_str (umap);

  fprintf (out, "%s: %s\n", label, s ? s : "(error)");
  free (s);
}

/* Print the label and the union set USET in isl text.  */
static void
dump_union_set (FILE *out, const char *label, isl_union_set *uset)
{
  char *s = isl_union_set_to_str (uset);

  fprintf (out, "%s: %s\n", label, s ? s : "(error)");
  free (s);
}

/* Print the label and the union piecewise affine UPA in isl text.  */
static void
dump_union_pw_aff (FILE *out, const char *label, isl_union_pw_aff *upa)
{
  char *s = isl_union_pw_aff_to_str (upa);

  fprintf (out, "%s: %s\n", label, s ? s : "(error)");
  free (s);
}

static const char *const array_kind_name[] = {
  "memory", "value scalar", "phi scalar"
};

/* Print the arrays of SCOP, one per line: name, kind, element size and
   the inner dimension sizes.  */
static void
dump_arrays (FILE *out, const struct ph_scop *scop)
{
  int i;

  for (i = 0; i < scop->n_array; i++)
    {
      const struct ph_array *a = &scop->arrays[i];
      fprintf (out, "array: %s, %s, %d dimensions, %u-byte elements",
	       isl_id_get_name (a->id), array_kind_name[a->kind], a->n_dim,
	       a->element_size);
      if (a->placed_in >= 0)
	fprintf (out, ", held in %s",
		 isl_id_get_name (scop->arrays[a->placed_in].id));
      if (a->expansion_dim >= 0)
	fprintf (out, ", expands a scalar along coordinate %d (%ld "
		 "elements)", a->expansion_dim, a->expansion_size);
      if (a->inner_sizes && a->n_dim > 1)
	{
	  char *s = isl_multi_pw_aff_to_str (a->inner_sizes);
	  fprintf (out, ", inner sizes %s%s", s ? s : "(error)",
		   a->rows_from_flat ? " (rows of a flat array)" : "");
	  free (s);
	}
      fputc ('\n', out);
    }
  for (i = 0; i < scop->n_alias; i++)
    fprintf (out, "may-alias: %s %s\n",
	     isl_id_get_name (scop->arrays[scop->aliases[i].a].id),
	     isl_id_get_name (scop->arrays[scop->aliases[i].b].id));
}

/* Print SCOP in isl text: each object on one line after its label, the
   schedule as isl's YAML block.  */
void
ph_scop_dump (FILE *out, const struct ph_scop *scop)
{
  char *s;
  isl_union_set *accessed;

  s = isl_set_to_str (scop->context);
  fprintf (out, "context: %s\n", s ? s : "(error)");
  free (s);
  if (scop->assumed)
    {
      s = isl_set_to_str (scop->assumed);
      fprintf (out, "assumed: %s\n", s ? s : "(error)");
      free (s);
    }
  dump_union_set (out, "domain", scop->domain);
  dump_union_map (out, "reads", scop->reads);
  dump_union_map (out, "must-writes", scop->must_writes);
  dump_union_map (out, "may-writes", scop->may_writes);
  dump_arrays (out, scop);
  for (int k = 0; k < scop->n_nonlinear; k++)
    {
      const struct ph_nonlinear_access *acc = &scop->nonlinear[k];
      s = isl_pw_qpolynomial_to_str (acc->offset);
      fprintf (out, "%s %s, %u bytes at offset: %s\n",
	       acc->is_write ? "nonlinear-write" : "nonlinear-read",
	       isl_id_get_name (scop->arrays[acc->array].id), acc->size,
	       s ? s : "(error)");
      free (s);
    }
  for (int k = 0; k < scop->n_guard; k++)
    {
      s = isl_pw_qpolynomial_to_str (scop->guards[k].nonneg);
      fprintf (out, "guard, nonnegative: %s\n", s ? s : "(error)");
      free (s);
    }
  accessed = accessed_elements (scop);
  dump_union_set (out, "accessed", accessed);
  isl_union_set_free (accessed);
  if (scop->reductions)
    dump_union_set (out, "reductions", scop->reductions);
  if (scop->ops)
    dump_union_pw_aff (out, "operations", scop->ops);
  if (scop->chain_latency)
    dump_union_pw_aff (out, "chain latency", scop->chain_latency);
  if (scop->counters)
    {
      s = isl_union_pw_multi_aff_to_str (scop->counters);
      fprintf (out, "counters: %s\n", s ? s : "(error)");
      free (s);
    }
  if (scop->schedule)
    {
      isl_printer *p = isl_printer_to_file (scop->ctx, out);
      fprintf (out, "schedule:\n");
      p = isl_printer_set_yaml_style (p, ISL_YAML_STYLE_BLOCK);
      p = isl_printer_print_schedule (p, scop->schedule);
      p = isl_printer_end_line (p);
      isl_printer_free (p);
    }
}
