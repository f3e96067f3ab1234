/* Access relations: what each statement (basic block) reads and writes.

   Memory accesses become relations to arrays: declared arrays keep their
   declared shape; accesses through a pointer are split into the pointer
   base and a byte offset (offset.cc), divided into subscripts by the
   sizes of the types accessed; a variable-length row (double A[n][m])
   is recognised from its parameter stride.  SSA values that flow from one
   statement to another become zero-dimensional scalars, written where
   they are defined and read where they are used; a PHI node becomes a
   scalar written on each incoming edge and read at the PHI.  A
   statement that holds a choice on data (choice.cc) is made of several
   blocks: values passed between them are no scalars, the PHI nodes of
   the choices' joins are values of the statement, and the operands of
   their conditions are read.  */

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "tree.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "cfgloop.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "ssa.h"
#include "tree-ssa-loop.h"
#include "stringpool.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/val.h>

#include "polyhedral/delinearize.h"
#include "polyhedral/nonlinear.h"
#include "model/region.h"
#include "model/affine.h"
#include "model/offset.h"
#include "model/polynomial.h"
#include "model/choice.h"
#include "model/access.h"

/* Write into BUF a name for an isl id from NAME: letters, digits and
   underscores only.  */
static void
sanitize (char *buf, size_t size, const char *name)
{
  size_t i;

  for (i = 0; name[i] && i + 1 < size; i++)
    buf[i] = ISALNUM (name[i]) ? name[i] : '_';
  buf[i] = '\0';
}

/* A readable name for the array of BASE and KIND.  */
static void
array_name (char *buf, size_t size, tree base, enum ph_array_kind kind)
{
  char raw[128];
  const char *prefix = kind == PH_ARRAY_VALUE ? "V_"
		       : kind == PH_ARRAY_PHI ? "P_" : "";

  if (DECL_P (base) && DECL_NAME (base))
    snprintf (raw, sizeof raw, "%s", IDENTIFIER_POINTER (DECL_NAME (base)));
  else if (DECL_P (base))
    snprintf (raw, sizeof raw, "D%u", DECL_UID (base));
  else if (SSA_NAME_VAR (base) && DECL_NAME (SSA_NAME_VAR (base))
	   && SSA_NAME_IS_DEFAULT_DEF (base) && kind == PH_ARRAY_MEMORY)
    snprintf (raw, sizeof raw, "%s",
	      IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (base))));
  else if (SSA_NAME_VAR (base) && DECL_NAME (SSA_NAME_VAR (base)))
    snprintf (raw, sizeof raw, "%s%s_%u", prefix,
	      IDENTIFIER_POINTER (DECL_NAME (SSA_NAME_VAR (base))),
	      SSA_NAME_VERSION (base));
  else
    snprintf (raw, sizeof raw, "%s%s%u", prefix, kind ? "" : "p",
	      SSA_NAME_VERSION (base));
  sanitize (buf, size, raw);
}

/* Whether an array of REGION already has the name NAME.  */
static bool
array_name_taken (struct ph_region *region, const char *name)
{
  for (int i = 0; i < region->scop->n_array; i++)
    if (!strcmp (isl_id_get_name (region->scop->arrays[i].id), name))
      return true;
  return false;
}

/* The index of the array of KIND whose base is BASE among the arrays of
   SCOP, the model of REGION, or -1.  */
int
ph_array_of (const struct ph_region *region, const struct ph_scop *scop,
	     tree base, enum ph_array_kind kind)
{
  for (unsigned i = 0; i < region->array_bases.length (); i++)
    if (region->array_bases[i] == base && scop->arrays[i].kind == kind)
      return (int) i;
  return -1;
}

/* The index of the array of BASE and KIND in the model of REGION being
   built, or -1 if there is none yet.  */
static int
find_array (struct ph_region *region, tree base, enum ph_array_kind kind)
{
  return ph_array_of (region, region->scop, base, kind);
}

/* The index of the array of BASE in the model, created on first use with
   the shape given; -1 (and a failure) if BASE was seen with another
   shape.  Takes INNER_SIZES.  */
static int
array_index (struct ph_region *region, tree base, enum ph_array_kind kind,
	     int n_dim, unsigned element_size, isl_multi_pw_aff *inner_sizes)
{
  char name[160], unique[176];
  struct ph_array *a;
  int i = find_array (region, base, kind);

  if (i >= 0)
    {
      a = &region->scop->arrays[i];
      bool same = a->n_dim == n_dim && a->element_size == element_size
		  && (!inner_sizes
		      || isl_multi_pw_aff_plain_is_equal (a->inner_sizes,
							  inner_sizes)
			 == isl_bool_true);
      isl_multi_pw_aff_free (inner_sizes);
      if (!same)
	{
	  ph_fail (region, "array '%s' accessed with two different shapes",
		   isl_id_get_name (a->id));
	  return -1;
	}
      return i;
    }
  array_name (name, sizeof name, base, kind);
  snprintf (unique, sizeof unique, "%s", name);
  for (int k = 1; array_name_taken (region, unique); k++)
    snprintf (unique, sizeof unique, "%s_%d", name, k);
  int index = ph_scop_add_array (region->scop,
				 isl_id_alloc (region->ctx, unique, base), kind,
				 n_dim, element_size, inner_sizes);
  if (index < 0)
    {
      ph_fail (region, "out of memory");
      return -1;
    }
  region->array_bases.safe_push (base);
  return index;
}

/* SUBSCRIPTS (taken) simplified over DOMAIN (kept) within REGION's
   parameter ranges.  Arithmetic in unsigned types is modelled modulo
   2^precision (affine.cc), and most such subscripts never wrap over
   their statement's domain (A[(unsigned) (53 - i)] for i up to 24):
   the gist drops the modulo there, whose division and range up to
   2^32 would otherwise stay in every relation after (the footprint,
   the dependences, the scheduler's constraints).  */
static isl_pw_aff_list *
gist_subscripts (struct ph_region *region, isl_pw_aff_list *subscripts,
		 isl_set *domain)
{
  isl_size n = isl_pw_aff_list_size (subscripts);
  isl_set *where = isl_set_intersect_params (isl_set_copy (domain),
					     ph_param_ranges (region));

  for (int k = 0; k < n; k++)
    {
      isl_pw_aff *pa = isl_pw_aff_list_get_at (subscripts, k);
      pa = isl_pw_aff_gist (pa, isl_set_copy (where));
      subscripts = isl_pw_aff_list_set_pw_aff (subscripts, k, pa);
    }
  isl_set_free (where);
  return subscripts;
}

/* Add the access of the statement STMT_ID over DOMAIN (kept) to array
   INDEX with SUBSCRIPTS (taken; NULL for a scalar) as a read or a
   write.  */
static bool
add_access (struct ph_region *region, isl_id *stmt_id, isl_set *domain,
	    int index, isl_pw_aff_list *subscripts, bool is_write)
{
  struct ph_scop *scop = region->scop;
  isl_id *array_id = isl_id_copy (scop->arrays[index].id);
  isl_set *dom = isl_set_set_tuple_id (isl_set_copy (domain),
				       isl_id_copy (stmt_id));
  isl_map *access;

  if (subscripts)
    {
      subscripts = gist_subscripts (region, subscripts, domain);
      /* One subscript at a time: map products align the parameters.  */
      int n = isl_pw_aff_list_n_pw_aff (subscripts);
      access = isl_map_from_pw_aff (isl_pw_aff_list_get_pw_aff (subscripts,
								  0));
      for (int k = 1; k < n; k++)
	access = isl_map_flat_range_product
		   (access, isl_map_from_pw_aff
			      (isl_pw_aff_list_get_pw_aff (subscripts, k)));
      isl_pw_aff_list_free (subscripts);
      access = isl_map_set_tuple_id (access, isl_dim_in,
				     isl_id_copy (stmt_id));
      access = isl_map_set_tuple_id (access, isl_dim_out, array_id);
      access = isl_map_intersect_domain (access, dom);
    }
  else
    {
      isl_space *space = isl_space_set_alloc (region->ctx, 0, 0);
      space = isl_space_set_tuple_id (space, isl_dim_set, array_id);
      access = isl_map_from_domain_and_range (dom, isl_set_universe (space));
    }
  if (!access)
    return ph_fail (region, "isl failed to build an access relation");
  isl_union_map *umap = isl_union_map_from_map (access);
  if (is_write)
    {
      scop->must_writes = isl_union_map_union (scop->must_writes,
					       isl_union_map_copy (umap));
      scop->may_writes = isl_union_map_union (scop->may_writes, umap);
    }
  else
    scop->reads = isl_union_map_union (scop->reads, umap);
  return true;
}

/* The constant size in bytes of TYPE, or 0.  */
static HOST_WIDE_INT
constant_size (tree type)
{
  tree size = TYPE_SIZE_UNIT (type);
  return size && tree_fits_shwi_p (size) ? tree_to_shwi (size) : 0;
}

/* The sizes of the dimensions of the array type TYPE (after the first
   unless WITH_FIRST), appended to SIZES as constants over SPACE; false if
   one is not a constant.  */
static bool
append_inner_sizes (tree type, bool with_first, isl_space *space,
		    isl_pw_aff_list **sizes)
{
  for (tree t = with_first ? type : TREE_TYPE (type);
       TREE_CODE (t) == ARRAY_TYPE; t = TREE_TYPE (t))
    {
      tree dom = TYPE_DOMAIN (t);
      if (!dom || !TYPE_MAX_VALUE (dom)
	  || !tree_fits_shwi_p (TYPE_MAX_VALUE (dom))
	  || !tree_fits_shwi_p (TYPE_MIN_VALUE (dom)))
	return false;
      HOST_WIDE_INT n = tree_to_shwi (TYPE_MAX_VALUE (dom))
			- tree_to_shwi (TYPE_MIN_VALUE (dom)) + 1;
      isl_ctx *ctx = isl_space_get_ctx (space);
      *sizes = isl_pw_aff_list_add
		 (*sizes, isl_pw_aff_val_on_domain
			    (isl_set_universe (isl_space_set_alloc (ctx, 0, 0)),
			     isl_val_int_from_si (ctx, n)));
    }
  return true;
}

/* FACTOR times the parameter PARAM, the size of a dimension after the
   first, as an expression over a zero-dimensional set.  */
static isl_pw_aff *
param_size (struct ph_region *region, tree param, HOST_WIDE_INT factor)
{
  isl_pw_aff *size = isl_pw_aff_param_on_domain_id
		       (isl_set_universe (isl_space_set_alloc (region->ctx, 0, 0)),
			ph_param_id (region, param));

  return isl_pw_aff_scale_val (size, isl_val_int_from_si (region->ctx, factor));
}

/* A multi_pw_aff from the list SIZES of expressions over a
   zero-dimensional set.  */
static isl_multi_pw_aff *
sizes_to_multi (isl_ctx *ctx, isl_pw_aff_list *sizes)
{
  int n = isl_pw_aff_list_n_pw_aff (sizes);
  isl_space *params = isl_space_set_alloc (ctx, 0, 0);

  /* isl wants every element over the same parameters.  */
  for (int k = 0; k < n; k++)
    {
      isl_pw_aff *size = isl_pw_aff_list_get_at (sizes, k);
      params = isl_space_align_params (params, isl_pw_aff_get_space (size));
      isl_pw_aff_free (size);
    }
  for (int k = 0; k < n; k++)
    sizes = isl_pw_aff_list_set_pw_aff
	      (sizes, k, isl_pw_aff_align_params
			   (isl_pw_aff_list_get_at (sizes, k),
			    isl_space_copy (params)));
  isl_space *space = isl_space_add_dims (isl_space_from_domain (params),
					 isl_dim_out, n);
  return isl_multi_pw_aff_from_pw_aff_list (space, sizes);
}

/* One dimension of the rows of a flat array: FACTOR * PARAM elements.  */
struct row_size
{
  tree param;
  HOST_WIDE_INT factor;
};

/* Whether the term T has the parameter P as a factor.  */
static bool
term_has_param (const ph_term &t, tree p)
{
  return t.param == p || t.param2 == p;
}

/* The term T divided by its parameter P.  */
static ph_term
term_without_param (ph_term t, tree p)
{
  if (t.param == p)
    t.param = t.param2;
  t.param2 = NULL_TREE;
  return t;
}

/* Whether the term T varies in the region: a counter or a quotient
   (A[t % 2][j] indexes rows as A[t][j] does).  */
static bool
term_varies (const ph_term &t)
{
  return t.iv >= 0 || t.quasi;
}

/* The length of the innermost rows of a flat array accessed at the
   offset TERMS: a parameter that is a factor of every term multiplying
   a counter or a quotient by parameters (p in (i * m + j) * p + k), the
   one of the lowest SSA version when several are (the same choice on
   every run); NULL_TREE if no such term multiplies a parameter.  */
static tree
innermost_row_param (const vec<ph_term> &terms)
{
  tree best = NULL_TREE;

  for (const ph_term &t : terms)
    for (tree c : { t.param, t.param2 })
      {
	if (!c || !term_varies (t)
	    || (best && SSA_NAME_VERSION (best) <= SSA_NAME_VERSION (c)))
	  continue;
	bool everywhere = true;
	for (const ph_term &u : terms)
	  if (u.param && term_varies (u) && !term_has_param (u, c))
	    everywhere = false;
	if (everywhere)
	  best = c;
      }
  return best;
}

/* The rows, innermost first, that the offset TERMS of an access to
   ELEM_SIZE-byte elements cuts a flat array into, appended to SIZES:
   the innermost row length, then, on the terms it divides, the next.
   Each length is a parameter times the greatest common divisor of the
   element coefficients of its terms (rows of 2m for complex pairs
   A[2 * (i * m + j)]).  */
static void
discover_rows (const vec<ph_term> &terms, HOST_WIDE_INT elem_size,
	       vec<row_size> *sizes)
{
  auto_vec<ph_term> rest;
  HOST_WIDE_INT unit = elem_size;
  tree p;

  rest.safe_splice (terms);
  while ((p = innermost_row_param (rest)) && sizes->length () < 8)
    {
      auto_vec<ph_term> outer;
      row_size size = { p, 0 };
      for (const ph_term &t : rest)
	if (term_has_param (t, p))
	  {
	    size.factor = gcd (size.factor, abs_hwi (t.coef / unit));
	    outer.safe_push (term_without_param (t, p));
	  }
      size.factor = MAX (size.factor, 1);
      sizes->safe_push (size);
      unit *= size.factor;
      rest.truncate (0);
      rest.safe_splice (outer);
    }
}

/* The rows, innermost first, of the array INDEX of REGION that other
   accesses cut out of flat subscripts, appended to SIZES; false if its
   sizes are not multiples of one parameter each.  */
static bool
array_rows (struct ph_region *region, int index, vec<row_size> *sizes)
{
  isl_multi_pw_aff *inner = region->scop->arrays[index].inner_sizes;

  for (int k = isl_multi_pw_aff_dim (inner, isl_dim_out) - 1; k >= 0; k--)
    {
      isl_pw_aff *len = isl_multi_pw_aff_get_at (inner, k);
      isl_aff *aff = isl_pw_aff_isa_aff (len) == isl_bool_true
		     ? isl_pw_aff_as_aff (isl_pw_aff_copy (len)) : NULL;
      row_size size = { NULL_TREE, 0 };
      int n_params = 0;
      for (int i = 0; aff && i < isl_aff_dim (aff, isl_dim_param); i++)
	{
	  isl_val *c = isl_aff_get_coefficient_val (aff, isl_dim_param, i);
	  if (isl_val_is_zero (c) != isl_bool_true)
	    {
	      isl_id *id = isl_pw_aff_get_dim_id (len, isl_dim_param, i);
	      size.param = ph_param_value (region, id);
	      size.factor = isl_val_is_int (c) == isl_bool_true
			    ? isl_val_get_num_si (c) : 0;
	      n_params++;
	      isl_id_free (id);
	    }
	  isl_val_free (c);
	}
      isl_aff_free (aff);
      isl_pw_aff_free (len);
      if (n_params != 1 || !size.param || size.factor <= 0)
	return false;
      sizes->safe_push (size);
    }
  return true;
}

/* The rows, innermost first, in which the access at the offset TERMS to
   ELEM_SIZE-byte elements of the flat array of BASE is cut, into SIZES:
   those other accesses cut the array into (its first row, A[j], or the
   row A[m + j], join them), else those TERMS give.  False if there are
   none.  */
static bool
flat_rows_of (struct ph_region *region, tree base, const vec<ph_term> &terms,
	      HOST_WIDE_INT elem_size, vec<row_size> *sizes)
{
  int index = find_array (region, base, PH_ARRAY_MEMORY);

  if (index >= 0 && region->scop->arrays[index].rows_from_flat)
    return array_rows (region, index, sizes) && !sizes->is_empty ();
  discover_rows (terms, elem_size, sizes);
  return !sizes->is_empty ();
}

/* Append to SUBS, outermost first, the subscripts of the access to
   ELEM_SIZE-byte elements at the byte offset TERMS in rows of SIZES
   (innermost first), expressions over SPACE: the terms without the
   innermost row length index the innermost rows, the others, divided
   by it, go on to the next.  False (with a reason in REGION) if one is not
   affine or not a multiple of its row's factor.  */
static bool
cut_into_rows (struct ph_region *region, const vec<ph_term> &terms,
	       const vec<row_size> &sizes, HOST_WIDE_INT elem_size,
	       isl_space *space, isl_pw_aff_list **subs)
{
  auto_vec<ph_term> rest;
  auto_vec<isl_pw_aff *> inner;
  HOST_WIDE_INT unit = elem_size;
  isl_pw_aff *first = NULL;
  bool ok = true;

  rest.safe_splice (terms);
  for (const row_size &size : sizes)
    {
      auto_vec<ph_term> outer, col;
      for (const ph_term &t : rest)
	if (term_has_param (t, size.param))
	  outer.safe_push (term_without_param (t, size.param));
	else
	  col.safe_push (t);
      isl_pw_aff *c = ph_offset_to_affine (region, col, unit, space);
      if (!c)
	{
	  ok = false;
	  break;
	}
      inner.safe_push (c);
      unit *= size.factor;
      rest.truncate (0);
      rest.safe_splice (outer);
    }
  if (ok)
    first = ph_offset_to_affine (region, rest, unit, space);
  if (!first)
    {
      for (isl_pw_aff *c : inner)
	isl_pw_aff_free (c);
      return false;
    }
  *subs = isl_pw_aff_list_add (*subs, first);
  for (int k = inner.length () - 1; k >= 0; k--)
    *subs = isl_pw_aff_list_add (*subs, inner[k]);
  return true;
}

/* An access being written as subscripts of an array: the array's BASE
   (a declaration, or the pointer it is reached through), its subscripts
   SUBS, outermost first, and the sizes of its inner dimensions SIZES,
   both over SPACE; the ARRAY_REFs whose subscripts are still to be
   added (INDICES, innermost first); and whether the subscripts cut a
   flat array into rows.  */
struct subscripted
{
  isl_space *space;
  tree base;
  auto_vec<tree> indices;
  isl_pw_aff_list *subs, *sizes;
  bool flat_rows;
};

/* Free what ACC holds.  */
static void
subscripted_release (struct subscripted *acc)
{
  isl_space_free (acc->space);
  isl_pw_aff_list_free (acc->subs);
  isl_pw_aff_list_free (acc->sizes);
}

/* Into ACC, the subscripts of the access to ELEM_SIZE-byte elements at
   the byte offset TERMS of a flat array cut into ROWS (innermost first),
   and the rows' sizes.  */
static bool
rows_subscripts (struct ph_region *region, const vec<ph_term> &terms,
		 const vec<row_size> &rows, HOST_WIDE_INT elem_size,
		 struct subscripted *acc)
{
  if (!cut_into_rows (region, terms, rows, elem_size, acc->space,
		      &acc->subs))
    return false;
  for (int k = rows.length () - 1; k >= 0; k--)
    acc->sizes = isl_pw_aff_list_add
		   (acc->sizes, param_size (region, rows[k].param,
					    rows[k].factor));
  acc->flat_rows = true;
  return true;
}

/* The access through a pointer to variable-length rows of ELEM_SIZE
   bytes, double (*)[m], whose type is CORE_TYPE and whose byte offset
   from ACC's base is TERMS, in LOOP: the terms with the row length m as
   a factor (m * 8 * i) select the row, the others (constant and counter
   terms GCC folded into the address) add to the index in the row.
   Without a row length (a constant one propagated into the type, or a
   row pointer computed before the region) the rows are one flat
   array.  */
static bool
variable_rows (struct ph_region *region, class loop *loop, tree core_type,
	       vec<ph_term> &terms, HOST_WIDE_INT elem_size,
	       struct subscripted *acc)
{
  HOST_WIDE_INT row_elem_size = constant_size (TREE_TYPE (core_type));
  auto_vec<ph_term> row_terms, col_terms;
  tree param = NULL_TREE;

  if (TREE_CODE (core_type) != ARRAY_TYPE
      || row_elem_size != elem_size || acc->indices.length () != 1
      || !integer_zerop (array_ref_low_bound (acc->indices[0])))
    return ph_fail (region, "access through a pointer to a variable-size "
		    "object");
  for (ph_term &t : terms)
    {
      if (!t.param)
	{
	  col_terms.safe_push (t);
	  continue;
	}
      if (param && t.param != param)
	return ph_fail (region, "variable-length array with rows of two "
			"different lengths");
      param = t.param;
      t.param = NULL_TREE;
      row_terms.safe_push (t);
    }
  isl_pw_aff *col = ph_offset_to_affine (region, col_terms, elem_size,
					 acc->space);
  isl_pw_aff *idx = col ? ph_affine_of_expr
			    (region, TREE_OPERAND (acc->indices[0], 1), loop)
			: NULL;
  isl_pw_aff *row = idx && param
		    ? ph_offset_to_affine (region, row_terms, row_elem_size,
					   acc->space)
		    : NULL;
  if (!idx || (param && !row))
    {
      isl_pw_aff_free (col);
      isl_pw_aff_free (idx);
      return false;
    }
  acc->indices.truncate (0);
  if (row)
    {
      acc->subs = isl_pw_aff_list_add (acc->subs, row);
      acc->sizes = isl_pw_aff_list_add (acc->sizes,
					param_size (region, param, 1));
    }
  acc->subs = isl_pw_aff_list_add (acc->subs, isl_pw_aff_add (col, idx));
  return true;
}

/* The base of the access CORE, a MEM_REF in LOOP, into ACC, with the
   subscripts and sizes its address gives: a declaration reached through
   its address, a flat array cut into rows, a pointer to elements or to
   rows of fixed or variable length, of ELEM_SIZE bytes.  */
static bool
pointer_base (struct ph_region *region, class loop *loop, tree core,
	      HOST_WIDE_INT elem_size, struct subscripted *acc)
{
  auto_vec<ph_term> terms;
  tree core_type = TREE_TYPE (core);
  HOST_WIDE_INT core_size = constant_size (core_type);
  ph_term memoff = { 0, NULL_TREE, -1, NULL_TREE, NULL_TREE, NULL };
  auto_vec<row_size> rows;

  if (!ph_offset_of_pointer (region, TREE_OPERAND (core, 0), loop,
			     &acc->base, &terms))
    return false;
  memoff.coef = mem_ref_offset (core).force_shwi ().to_constant ();
  terms.safe_push (memoff);
  ph_offset_canonicalize (&terms);
  if (DECL_P (acc->base))
    {
      if (!terms.is_empty () || core_type != TREE_TYPE (acc->base))
	return ph_fail (region, "access to part of variable '%s' through a "
			"pointer", DECL_NAME (acc->base)
			? IDENTIFIER_POINTER (DECL_NAME (acc->base)) : "?");
      if (TREE_CODE (core_type) == ARRAY_TYPE
	  && !append_inner_sizes (core_type, false, acc->space, &acc->sizes))
	return ph_fail (region, "array with a variable-size inner dimension");
      return true;
    }
  if (core_size && TREE_CODE (core_type) != ARRAY_TYPE
      && flat_rows_of (region, acc->base, terms, core_size, &rows))
    {
      /* A flat array with rows of lengths known at run time,
	 A[i * m + j]: cut into rows, which the model assumes each access
	 stays in.  */
      return rows_subscripts (region, terms, rows, core_size, acc);
    }
  if (!core_size)
    return variable_rows (region, loop, core_type, terms, elem_size, acc);
  /* A pointer to elements or to fixed-size rows.  */
  isl_pw_aff *first = ph_offset_to_affine (region, terms, core_size,
					   acc->space);
  if (!first || (TREE_CODE (core_type) == ARRAY_TYPE
		 && !append_inner_sizes (core_type, true, acc->space,
					 &acc->sizes)))
    {
      isl_pw_aff_free (first);
      if (!region->why[0])
	ph_fail (region, "array with a variable-size inner dimension");
      return false;
    }
  acc->subs = isl_pw_aff_list_add (acc->subs, first);
  return true;
}

/* The subscripts of ACC's ARRAY_REFs in LOOP, outermost first, added to
   its subscripts.  */
static bool
add_array_ref_subscripts (struct ph_region *region, class loop *loop,
			  struct subscripted *acc)
{
  for (int k = acc->indices.length () - 1; k >= 0; k--)
    {
      tree aref = acc->indices[k];
      isl_pw_aff *idx = ph_affine_of_expr (region, TREE_OPERAND (aref, 1),
					    loop);
      tree low = array_ref_low_bound (aref);
      if (!idx || !tree_fits_shwi_p (low))
	{
	  isl_pw_aff_free (idx);
	  if (!region->why[0])
	    ph_fail (region, "array with a variable lower bound");
	  return false;
	}
      idx = isl_pw_aff_add_constant_val
	      (idx, isl_val_int_from_si (region->ctx, -tree_to_shwi (low)));
      acc->subs = isl_pw_aff_list_add (acc->subs, idx);
    }
  return true;
}

/* Add ACC, the access to elements of ELEM_SIZE bytes in statement
   STMT_ID over DOMAIN, to the model: its array (found or made, its
   index in *ARRAY) and its subscripts, which ACC gives up.  */
static bool
add_subscripted_access (struct ph_region *region, isl_id *stmt_id,
			isl_set *domain, HOST_WIDE_INT elem_size,
			bool is_write, struct subscripted *acc, int *array)
{
  int n_dim = isl_pw_aff_list_n_pw_aff (acc->subs);
  if (n_dim == 0)
    acc->subs = isl_pw_aff_list_free (acc->subs);
  if (isl_pw_aff_list_n_pw_aff (acc->sizes) != (n_dim ? n_dim - 1 : 0))
    return ph_fail (region, "array accessed at a rank other than its "
		    "declared one");
  int index = find_array (region, acc->base, PH_ARRAY_MEMORY);
  if (acc->flat_rows && index >= 0
      && region->scop->arrays[index].n_dim == 1
      && !region->scop->arrays[index].inner_sizes
      && ph_scop_flat_to_rows (region->scop, index,
			       sizes_to_multi (region->ctx,
					       isl_pw_aff_list_copy
						 (acc->sizes))) < 0)
    return ph_fail (region, "isl failed to cut a flat array into rows");
  index = array_index (region, acc->base, PH_ARRAY_MEMORY, n_dim,
		       (unsigned) elem_size,
		       n_dim > 1 ? sizes_to_multi (region->ctx, acc->sizes)
				 : NULL);
  if (n_dim > 1)
    acc->sizes = NULL;
  isl_pw_aff_list *subs = acc->subs;
  acc->subs = NULL;
  if (index < 0)
    {
      isl_pw_aff_list_free (subs);
      return false;
    }
  region->scop->arrays[index].rows_from_flat |= acc->flat_rows;
  *array = index;
  return add_access (region, stmt_id, domain, index, subs, is_write);
}

/* The access REF of statement STMT_ID over DOMAIN, evaluated in LOOP,
   through ARRAY_REFs of which some has a variable-size element (rows of
   a variable-length array of three or more dimensions), from its byte
   offset: every subscript times the stride GCC gives its dimension,
   plus the pointer's offset.  Constant strides (after constant
   propagation) make one flat array of ELEM_SIZE-byte elements; strides
   that are parameters, T[i][j][k] in double T[ni][nj][nk], cut the
   offset into rows (i * nj * nk + j * nk + k) as for flat arrays, with
   the same run-time check that each subscript stays in its row.  ACC
   receives the base, subscripts and sizes, *ARRAY the array's index.  */
static bool
flat_access (struct ph_region *region, isl_id *stmt_id, isl_set *domain,
	     class loop *loop, tree ref, HOST_WIDE_INT elem_size,
	     bool is_write, struct subscripted *acc, int *array)
{
  auto_vec<ph_term> terms;
  tree core = ref;
  bool variable = false;

  for (; TREE_CODE (core) == ARRAY_REF; core = TREE_OPERAND (core, 0))
    {
      tree stride = array_ref_element_size (core);
      tree low = array_ref_low_bound (core);
      auto_vec<ph_term> index, scale;
      if (!tree_fits_shwi_p (low))
	return ph_fail (region, "array with a variable lower bound");
      ph_term shift = { -tree_to_shwi (low), NULL_TREE, -1, NULL_TREE,
			NULL_TREE, NULL };
      index.safe_push (shift);
      if (!ph_offset_of_index (region, TREE_OPERAND (core, 1), loop, &index)
	  || !ph_offset_of_index (region, stride, loop, &scale)
	  || !ph_offset_multiply (region, index, scale, &terms))
	return false;
      variable |= !tree_fits_shwi_p (stride);
    }
  if (TREE_CODE (core) == MEM_REF)
    {
      ph_term memoff = { mem_ref_offset (core).force_shwi ().to_constant (),
			 NULL_TREE, -1, NULL_TREE, NULL_TREE, NULL };
      if (!ph_offset_of_pointer (region, TREE_OPERAND (core, 0), loop,
				 &acc->base, &terms))
	return false;
      terms.safe_push (memoff);
    }
  else if (DECL_P (core))
    acc->base = core;
  else
    return ph_fail (region, "memory access not understood (%s)",
		    get_tree_code_name (TREE_CODE (core)));
  ph_offset_canonicalize (&terms);
  if (!variable)
    {
      isl_pw_aff *flat = ph_offset_to_affine (region, terms, elem_size,
					      acc->space);
      if (!flat)
	return false;
      acc->subs = isl_pw_aff_list_add (acc->subs, flat);
      return add_subscripted_access (region, stmt_id, domain, elem_size,
				     is_write, acc, array);
    }
  auto_vec<row_size> rows;
  if (!ph_offset_expand_params (region, &terms))
    return false;
  if (!flat_rows_of (region, acc->base, terms, elem_size, &rows))
    return ph_fail (region, "array with a variable-size inner dimension");
  return (rows_subscripts (region, terms, rows, elem_size, acc)
	  && add_subscripted_access (region, stmt_id, domain, elem_size,
				     is_write, acc, array));
}

/* The base of the access CORE in LOOP, whose ARRAY_REFs were taken off
   into ACC, into ACC: a declared array or variable, or memory reached
   through a pointer (pointer_base).  */
static bool
access_base (struct ph_region *region, class loop *loop, tree core,
	     HOST_WIDE_INT elem_size, struct subscripted *acc)
{
  if (handled_component_p (core))
    return ph_fail (region, "access to a structure field or part of a "
		    "value");
  if (TREE_CODE (core) == MEM_REF)
    return pointer_base (region, loop, core, elem_size, acc);
  if (!DECL_P (core))
    return ph_fail (region, "memory access not understood (%s)",
		    get_tree_code_name (TREE_CODE (core)));
  acc->base = core;
  if (TREE_CODE (TREE_TYPE (core)) == ARRAY_TYPE
      && !append_inner_sizes (TREE_TYPE (core), false, acc->space,
			      &acc->sizes))
    return ph_fail (region, "array '%s' with a variable-size inner "
		    "dimension", DECL_NAME (core)
		    ? IDENTIFIER_POINTER (DECL_NAME (core)) : "?");
  return true;
}

/* The memory access REF in statement STMT_ID of block BB over DOMAIN,
   whose subscripts are affine: find its array (its index in *ARRAY) and
   subscripts and add it.  */
static bool
affine_access (struct ph_region *region, isl_id *stmt_id, basic_block bb,
	       isl_set *domain, tree ref, bool is_write, int *array)
{
  class loop *loop = bb->loop_father;
  tree elem_type = TREE_TYPE (ref);
  HOST_WIDE_INT elem_size = constant_size (elem_type);
  tree core = ref;

  if (TREE_THIS_VOLATILE (ref))
    return ph_fail (region, "volatile access");
  if (!elem_size || AGGREGATE_TYPE_P (elem_type))
    return ph_fail (region, "access to an aggregate or variable-size "
		    "object");
  struct subscripted acc;
  acc.space = isl_set_get_space (domain);
  acc.base = NULL_TREE;
  acc.subs = isl_pw_aff_list_alloc (region->ctx, 4);
  acc.sizes = isl_pw_aff_list_alloc (region->ctx, 4);
  acc.flat_rows = false;
  bool ok;
  while (TREE_CODE (core) == ARRAY_REF && constant_size (TREE_TYPE (core)))
    {
      acc.indices.safe_push (core);
      core = TREE_OPERAND (core, 0);
    }
  if (TREE_CODE (core) == ARRAY_REF)
    /* Rows of a variable-length array of more than two dimensions.  */
    ok = flat_access (region, stmt_id, domain, loop, ref, elem_size,
		      is_write, &acc, array);
  else
    ok = (access_base (region, loop, core, elem_size, &acc)
	  && add_array_ref_subscripts (region, loop, &acc)
	  && add_subscripted_access (region, stmt_id, domain, elem_size,
				     is_write, &acc, array));
  subscripted_release (&acc);
  return ok;
}

/* The memory access REF of ELEM_SIZE bytes in statement STMT_ID of block
   BB over DOMAIN, whose byte offset is a polynomial of higher degree:
   add it to the nonlinear accesses of its array (a flat array of
   ELEM_SIZE elements if it is new), whose index goes in *ARRAY.  */
static bool
nonlinear_access (struct ph_region *region, isl_id *stmt_id, basic_block bb,
		  isl_set *domain, tree ref, HOST_WIDE_INT elem_size,
		  bool is_write, int *array)
{
  class loop *loop = bb->loop_father;
  isl_space *space = isl_space_set_tuple_id (isl_set_get_space (domain),
					     isl_dim_set,
					     isl_id_copy (stmt_id));
  isl_pw_qpolynomial *off = isl_pw_qpolynomial_from_pw_aff
			      (isl_pw_aff_zero_on_domain
				 (isl_local_space_from_space
				    (isl_space_copy (space))));
  tree core = ref, base = NULL_TREE;

  for (; TREE_CODE (core) == ARRAY_REF && off;
       core = TREE_OPERAND (core, 0))
    {
      tree stride = array_ref_element_size (core);
      tree low = array_ref_low_bound (core);
      if (!tree_fits_shwi_p (stride) || !tree_fits_shwi_p (low))
	{
	  ph_fail (region, "array with a variable-size inner dimension");
	  off = isl_pw_qpolynomial_free (off);
	  break;
	}
      isl_pw_qpolynomial *idx = ph_polynomial_of_index
				  (region, TREE_OPERAND (core, 1), loop, space);
      idx = isl_pw_qpolynomial_add
	      (idx, isl_pw_qpolynomial_from_pw_aff
		      (isl_pw_aff_val_on_domain
			 (isl_set_universe (isl_space_copy (space)),
			  isl_val_int_from_si (region->ctx,
					       -tree_to_shwi (low)))));
      idx = isl_pw_qpolynomial_scale_val
	      (idx, isl_val_int_from_si (region->ctx, tree_to_shwi (stride)));
      off = isl_pw_qpolynomial_add (off, idx);
    }
  if (off && TREE_CODE (core) == MEM_REF)
    {
      HOST_WIDE_INT shift = mem_ref_offset (core).force_shwi ().to_constant ();
      isl_pw_qpolynomial *ptr = ph_polynomial_of_pointer
				  (region, TREE_OPERAND (core, 0), loop, space,
				   &base);
      off = isl_pw_qpolynomial_add (off, ptr);
      off = isl_pw_qpolynomial_add
	      (off, isl_pw_qpolynomial_from_pw_aff
		      (isl_pw_aff_val_on_domain
			 (isl_set_universe (isl_space_copy (space)),
			  isl_val_int_from_si (region->ctx, shift))));
    }
  else if (off && DECL_P (core))
    base = core;
  else if (off)
    {
      ph_fail (region, "memory access not understood (%s)",
	       get_tree_code_name (TREE_CODE (core)));
      off = isl_pw_qpolynomial_free (off);
    }
  isl_space_free (space);
  if (!off || !base)
    return isl_pw_qpolynomial_free (off), false;
  int index = find_array (region, base, PH_ARRAY_MEMORY);
  if (index < 0)
    index = array_index (region, base, PH_ARRAY_MEMORY, 1, (unsigned) elem_size,
			 NULL);
  off = isl_pw_qpolynomial_intersect_domain
	  (off, isl_set_set_tuple_id (isl_set_copy (domain),
				      isl_id_copy (stmt_id)));
  if (index < 0
      || ph_scop_add_nonlinear_access (region->scop, index, is_write,
				       (unsigned) elem_size, off) < 0)
    return ph_fail (region, "isl failed to model a polynomial subscript");
  *array = index;
  return true;
}

/* The memory access REF in statement STMT_ID of block BB over DOMAIN:
   find its array and subscripts and add it, as an affine access when the
   subscripts are affine, else as a nonlinear one (a polynomial
   subscript, or an array accessed with two shapes: a matrix C[i][j]
   summed as C[k] after inlining).  If both fail, the
   polynomial model's reason is the more precise about an address it
   could not follow; the affine model's stands for the rest (shapes).
   REF is the only memory operand of STMT; the pair of STMT and the
   array goes into REGION->memory_refs.  */
static bool
memory_access (struct ph_region *region, isl_id *stmt_id, basic_block bb,
	       isl_set *domain, gimple *stmt, tree ref, bool is_write)
{
  HOST_WIDE_INT elem_size = constant_size (TREE_TYPE (ref));
  char why[sizeof region->why];
  struct ph_memory_ref mref = { stmt, -1 };
  bool ok = affine_access (region, stmt_id, bb, domain, ref, is_write,
			   &mref.array);

  if (!ok && !TREE_THIS_VOLATILE (ref) && elem_size
      && !AGGREGATE_TYPE_P (TREE_TYPE (ref)))
    {
      memcpy (why, region->why, sizeof why);
      region->why[0] = '\0';
      ok = nonlinear_access (region, stmt_id, bb, domain, ref, elem_size,
			     is_write, &mref.array);
      if (!ok && !strstr (why, "affine") && !strstr (why, "indirect"))
	memcpy (region->why, why, sizeof why);
    }
  if (ok)
    region->memory_refs.safe_push (mref);
  return ok;
}

/* Add an access of statement STMT_ID over DOMAIN to the scalar of NAME of
   KIND.  */
static bool
scalar_access (struct ph_region *region, isl_id *stmt_id, isl_set *domain,
	       tree name, enum ph_array_kind kind, bool is_write)
{
  HOST_WIDE_INT size = constant_size (TREE_TYPE (name));
  int index = array_index (region, name, kind, 0, (unsigned) size, NULL);

  return index >= 0 && add_access (region, stmt_id, domain, index, NULL,
				   is_write);
}

/* Whether PHI is a merge of values (a loop header's or a conditional's)
   rather than a loop-closed copy with a single argument.  */
static bool
merging_phi_p (gphi *phi)
{
  return gimple_phi_num_args (phi) > 1
	 || gimple_bb (phi) == gimple_bb (phi)->loop_father->header;
}

/* Whether BB holds no code: no statement but labels and debug ones, no
   PHI node but virtual ones.  A loop latch into which an inner loop
   exits holds the loop-closed PHI nodes of the inner loop's values: it
   is a statement of its own, which passes those values on to the
   header.  Taken as empty, the block before it wrote the header's PHI
   arguments before the loop-closed PHI nodes had their values (fuzzer
   seed 9003, wrong code).  */
static bool
block_without_code_p (basic_block bb)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
      return false;
  return gsi_end_p (gsi_start_nondebug_after_labels_bb (bb));
}

/* The block in which the use USE_P of an SSA name happens: for a
   merging PHI, the source of the argument's edge (the block before it
   when that is an empty latch).  */
static basic_block
use_block (use_operand_p use_p)
{
  gimple *use = USE_STMT (use_p);
  gphi *phi = dyn_cast<gphi *> (use);

  if (phi && merging_phi_p (phi))
    {
      basic_block src
	= gimple_phi_arg_edge (phi, PHI_ARG_INDEX_FROM_USE (use_p))->src;
      /* Written by the block before an empty latch (ph_phi_write_edge).  */
      if (src == src->loop_father->latch && single_pred_p (src)
	  && block_without_code_p (src))
	return single_pred (src);
      return src;
    }
  return gimple_bb (use);
}

/* Whether the data value NAME, defined in BB, is used in another
   statement than BB's (in or after the region).  */
static bool
used_outside_statement (struct ph_region *region, tree name, basic_block bb)
{
  imm_use_iterator it;
  use_operand_p use_p;
  basic_block head = ph_statement_head (region, bb);

  FOR_EACH_IMM_USE_FAST (use_p, it, name)
    if (!is_gimple_debug (USE_STMT (use_p))
	&& ph_statement_head (region, use_block (use_p)) != head)
      return true;
  return false;
}

/* The read of the SSA value OP in block BB: a scalar read when OP is a
   data value of another statement.  */
static bool
scalar_use (struct ph_region *region, isl_id *stmt_id, isl_set *domain,
	    basic_block bb, tree op, bool *any)
{
  if (TREE_CODE (op) != SSA_NAME || !ph_is_region_data_value (region, op)
      || (ph_statement_head (region, gimple_bb (SSA_NAME_DEF_STMT (op)))
	  == ph_statement_head (region, bb)))
    return true;
  *any = true;
  return scalar_access (region, stmt_id, domain, op, PH_ARRAY_VALUE, false);
}

/* The definition of the SSA name DEF in BB: a scalar write when DEF is
   a data value used in another statement.  */
static bool
scalar_def (struct ph_region *region, isl_id *stmt_id, isl_set *domain,
	    basic_block bb, tree def, bool *any)
{
  if (!ph_is_region_data_value (region, def)
      || !used_outside_statement (region, def, bb))
    return true;
  *any = true;
  return scalar_access (region, stmt_id, domain, def, PH_ARRAY_VALUE, true);
}

/* The accesses of the non-PHI statement STMT of BB.  */
static bool
statement_accesses (struct ph_region *region, isl_id *stmt_id, basic_block bb,
		    isl_set *domain, gimple *stmt, bool *any)
{
  ssa_op_iter it;
  tree op;

  switch (gimple_code (stmt))
    {
    case GIMPLE_COND:
      /* The condition of a choice on data reads its operands.  */
      if (!ph_decision_block_p (region, bb))
	return true;
      break;
    case GIMPLE_LABEL:
    case GIMPLE_NOP:
    case GIMPLE_PREDICT:
    case GIMPLE_DEBUG:
      return true;
    case GIMPLE_ASSIGN:
      if (gimple_vdef (stmt))
	{
	  if (gimple_assign_load_p (stmt))
	    return ph_fail (region, "aggregate copy");
	  *any = true;
	  if (!memory_access (region, stmt_id, bb, domain, stmt,
			      gimple_assign_lhs (stmt), true))
	    return false;
	}
      else if (gimple_assign_load_p (stmt))
	{
	  *any = true;
	  if (!memory_access (region, stmt_id, bb, domain, stmt,
			      gimple_assign_rhs1 (stmt), false))
	    return false;
	}
      else if (gimple_vuse (stmt))
	return ph_fail (region, "statement reads memory in a way that cannot be "
			"modelled");
      break;
    case GIMPLE_CALL:
      if (gimple_vuse (stmt) || gimple_vdef (stmt))
	return ph_fail (region, "call that accesses memory");
      break;
    default:
      return ph_fail (region, "statement of kind %s",
		      gimple_code_name[gimple_code (stmt)]);
    }
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_USE)
    if (!scalar_use (region, stmt_id, domain, bb, op, any))
      return false;
  FOR_EACH_SSA_TREE_OPERAND (op, stmt, it, SSA_OP_DEF)
    if (!scalar_def (region, stmt_id, domain, bb, op, any))
      return false;
  return true;
}

/* Whether BB is the empty latch of a loop of the region of REGION: its PHI
   writes move up to the block before it (see ph_phi_write_edge).  */
static bool
empty_latch_p (struct ph_region *region, basic_block bb)
{
  return (ph_in_region (region, bb) && bb == bb->loop_father->latch
	  && single_pred_p (bb) && single_succ_p (bb)
	  && block_without_code_p (bb));
}

/* The edge whose PHI arguments the block E->src writes: E itself, but
   for an edge into an empty loop latch the latch's edge into the loop
   header, and none for the edge out of such a latch.  A latch statement
   would run in every iteration but the last, which code generation can
   only express with a condition inside the loop, and GCC's vectorizer
   refuses loops with control flow.  Written in the block before the
   latch, the header's scalar also gets a value in the last iteration,
   which nothing reads: after the loop it is only read by the header
   again, after the loop's entry has written it.  */
edge
ph_phi_write_edge (struct ph_region *region, edge e)
{
  if (empty_latch_p (region, e->src))
    return NULL;
  if (empty_latch_p (region, e->dest))
    return single_succ_edge (e->dest);
  if (ph_in_region (region, e->dest) || e->dest == region->exit_bb)
    return e;
  return NULL;
}

/* The accesses of the PHI nodes of BB, and the PHI writes that BB makes
   on its outgoing edges (into the region or its exit block).  */
static bool
phi_accesses (struct ph_region *region, isl_id *stmt_id, basic_block bb,
	      isl_set *domain, bool *any)
{
  edge e;
  edge_iterator ei;

  bool choosing = ph_choice_joining (region, bb) != NULL;

  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (!ph_is_region_data_value (region, res))
	continue;
      if (choosing)
	{
	  /* A value the statement chooses: it reads what it chooses
	     from.  */
	  for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	    if (!scalar_use (region, stmt_id, domain, bb,
			     gimple_phi_arg_def (phi, k), any))
	      return false;
	}
      else if (merging_phi_p (phi))
	{
	  *any = true;
	  if (!scalar_access (region, stmt_id, domain, res, PH_ARRAY_PHI, false))
	    return false;
	}
      else if (!scalar_use (region, stmt_id, domain, bb,
			    gimple_phi_arg_def (phi, 0), any))
	return false;
      if (!scalar_def (region, stmt_id, domain, bb, res, any))
	return false;
    }
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      edge w = ph_phi_write_edge (region, e);
      if (!w || ph_edge_inside_statement (region, w))
	continue;
      bool leaving = w->dest == region->exit_bb;
      for (gphi_iterator gsi = gsi_start_phis (w->dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  /* A PHI of the exit block takes the region's results: written
	     on the region's edges, read after it.  */
	  if (leaving ? virtual_operand_p (res)
		      : !merging_phi_p (phi)
			|| !ph_is_region_data_value (region, res))
	    continue;
	  *any = true;
	  if (!scalar_access (region, stmt_id, domain, res, PH_ARRAY_PHI, true)
	      || !scalar_use (region, stmt_id, domain, bb,
			      PHI_ARG_DEF_FROM_EDGE (phi, w), any))
	    return false;
	}
    }
  return true;
}

/* Add every access of the statement of BB, whose domain is DOMAIN, to the
   model: those of BB and, where it holds choices on data, of their
   branches and joins.  *ANY tells whether there was one (a block
   without accesses is no statement).  */
bool
ph_add_block_accesses (struct ph_region *region, basic_block bb,
		       isl_set *domain, isl_id *stmt_id, bool *any)
{
  auto_vec<basic_block> blocks;

  *any = false;
  ph_statement_blocks (region, bb, &blocks);
  for (basic_block b : blocks)
    {
      if (!phi_accesses (region, stmt_id, b, domain, any))
	return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!statement_accesses (region, stmt_id, b, domain, gsi_stmt (gsi),
				 any))
	  return false;
    }
  return true;
}
