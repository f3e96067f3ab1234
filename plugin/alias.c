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

/* The smallest (or, if UPPER, the largest) index in every dimension of
   the elements of array INDEX of SCOP that the SCoP accesses, as
   functions of the parameters; NULL if one is unbounded or on an isl
   failure.  */
isl_pw_aff_list *
ph_scop_access_bounds (const struct ph_scop *scop, int index, int upper)
{
  const struct ph_array *a = &scop->arrays[index];
  isl_space *space = isl_space_set_alloc (scop->ctx, 0, a->n_dim);
  isl_union_set *accessed = ph_scop_accessed (scop);
  isl_set *elements;
  isl_pw_aff_list *bounds = isl_pw_aff_list_alloc (scop->ctx, a->n_dim);

  space = isl_space_set_tuple_id (space, isl_dim_set, isl_id_copy (a->id));
  space = isl_space_align_params (space, isl_union_set_get_space (accessed));
  elements = isl_union_set_extract_set (accessed, space);
  elements = isl_set_intersect_params (elements,
				       isl_set_copy (scop->context));
  for (int k = 0; k < a->n_dim && bounds; k++)
    {
      isl_pw_aff *b = upper ? isl_set_dim_max (isl_set_copy (elements), k)
			    : isl_set_dim_min (isl_set_copy (elements), k);
      if (!b || isl_pw_aff_involves_nan (b) != isl_bool_false)
	{
	  isl_pw_aff_free (b);
	  bounds = isl_pw_aff_list_free (bounds);
	  break;
	}
      bounds = isl_pw_aff_list_add
		 (bounds, defined_everywhere (b, isl_set_copy (scop->context)));
    }
  isl_set_free (elements);
  return bounds;
}
