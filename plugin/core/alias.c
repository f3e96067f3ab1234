/* What a run-time alias check needs from the model: the extent of the
   elements of each array that a SCoP touches.  */

#include <isl/aff.h>
#include <isl/set.h>
#include <isl/space.h>

#include "polyhedral/alias.h"

/* PA extended to every parameter value of CONTEXT, with 0 where it was
   not defined (there the array is not accessed, and any value will
   do).  */
static isl_pw_aff *
defined_everywhere (isl_pw_aff *pa, isl_set *context)
{
  isl_set *rest = isl_set_subtract (context, isl_pw_aff_domain
					       (isl_pw_aff_copy (pa)));
  isl_pw_aff *zero = isl_pw_aff_zero_on_domain
		       (isl_local_space_from_space (isl_set_get_space (rest)));

  return isl_pw_aff_union_add (pa, isl_pw_aff_intersect_domain (zero, rest));
}

/* The elements of array INDEX of SCOP that the SCoP accesses, where the
   context holds.  */
static isl_set *
accessed_elements (const struct ph_scop *scop, int index)
{
  const struct ph_array *a = &scop->arrays[index];
  isl_space *space = isl_space_set_alloc (scop->ctx, 0, a->n_dim);
  isl_union_set *accessed = ph_scop_accessed (scop);
  isl_set *elements;

  space = isl_space_set_tuple_id (space, isl_dim_set, isl_id_copy (a->id));
  space = isl_space_align_params (space, isl_union_set_get_space (accessed));
  elements = isl_union_set_extract_set (accessed, space);
  isl_union_set_free (accessed);
  return isl_set_intersect_params (elements, isl_set_copy (scop->context));
}

/* BOUNDS (taken) with B (taken) added, defined on the whole context of
   SCOP; NULL if B is unbounded or on an isl failure.  */
static isl_pw_aff_list *
add_bound (isl_pw_aff_list *bounds, isl_pw_aff *b, const struct ph_scop *scop)
{
  if (!b || isl_pw_aff_involves_nan (b) != isl_bool_false)
    {
      isl_pw_aff_free (b);
      return isl_pw_aff_list_free (bounds);
    }
  return isl_pw_aff_list_add (bounds, defined_everywhere
					(b, isl_set_copy (scop->context)));
}

/* The smallest (or, if UPPER, the largest) index in every dimension of
   the elements of array INDEX of SCOP that the SCoP accesses, as
   functions of the parameters; NULL if one is unbounded or on an isl
   failure.  */
__isl_give isl_pw_aff_list *
ph_scop_access_bounds (const struct ph_scop *scop, int index, int upper)
{
  const struct ph_array *a = &scop->arrays[index];
  isl_set *elements = accessed_elements (scop, index);
  isl_pw_aff_list *bounds = isl_pw_aff_list_alloc (scop->ctx, a->n_dim);

  for (int k = 0; k < a->n_dim && bounds; k++)
    bounds = add_bound (bounds, upper ? isl_set_dim_max
					  (isl_set_copy (elements), k)
				      : isl_set_dim_min
					  (isl_set_copy (elements), k),
			scop);
  isl_set_free (elements);
  return bounds;
}

/* The indices of the first (or, if UPPER, the last) element in row-major
   order of array INDEX of SCOP that the SCoP accesses (see alias.h).  */
__isl_give isl_pw_aff_list *
ph_scop_access_corner (const struct ph_scop *scop, int index, int upper)
{
  const struct ph_array *a = &scop->arrays[index];
  isl_set *elements = accessed_elements (scop, index);
  isl_space *space = isl_set_get_space (elements);
  isl_set *rows = ph_array_rows (a, space);
  /* Row-major order is then the lexicographic order.  */
  isl_bool inside = isl_set_is_subset (elements, rows);
  isl_pw_multi_aff *corner = inside != isl_bool_true
			     ? (isl_set_free (elements), NULL)
			     : upper ? isl_set_lexmax_pw_multi_aff (elements)
			     : isl_set_lexmin_pw_multi_aff (elements);
  isl_pw_aff_list *bounds = corner ? isl_pw_aff_list_alloc (scop->ctx,
							    a->n_dim)
			    : NULL;

  for (int k = 0; k < a->n_dim && bounds; k++)
    bounds = add_bound (bounds, isl_pw_multi_aff_get_at (corner, k), scop);
  isl_pw_multi_aff_free (corner);
  isl_set_free (rows);
  isl_space_free (space);
  return bounds;
}
