/* A band of a schedule seen from one statement (see band.h).  */

#include <stdlib.h>

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/val.h>

#include "polyhedral/band.h"

/* The schedule of member D of BAND for statement space SPACE as one
   affine expression, or NULL where it has several pieces.  */
static isl_aff *
member_aff (isl_multi_union_pw_aff *band, int d, isl_space *space)
{
  isl_union_pw_aff *upa = isl_multi_union_pw_aff_get_union_pw_aff (band, d);
  isl_space *pa_space = isl_space_add_dims
			  (isl_space_from_domain (isl_space_copy (space)),
			   isl_dim_out, 1);
  isl_pw_aff *pa = isl_union_pw_aff_extract_pw_aff (upa, pa_space);

  isl_union_pw_aff_free (upa);
  if (!pa || isl_pw_aff_n_piece (pa) != 1)
    {
      isl_pw_aff_free (pa);
      return NULL;
    }
  return isl_pw_aff_as_aff (isl_pw_aff_gist (pa, isl_pw_aff_domain
						   (isl_pw_aff_copy (pa))));
}

/* The schedule of BAND for statement space SPACE (see band.h).  */
__isl_give isl_map *
ph_band_statement_schedule (__isl_keep isl_multi_union_pw_aff *band,
			    __isl_keep isl_space *space)
{
  isl_size n = isl_multi_union_pw_aff_size (band);
  isl_size n_in = isl_space_dim (space, isl_dim_set);
  isl_map *schedule = NULL;
  int *used = n_in > 0 ? calloc (n_in, sizeof *used) : NULL;

  if (!used)
    return NULL;
  for (int m = 0; m < n; m++)
    {
      isl_aff *aff = member_aff (band, m, space);
      for (isl_size k = 0; aff && k < n_in; k++)
	used[k] |= isl_aff_involves_dims (aff, isl_dim_in, k, 1)
		   == isl_bool_true;
      isl_map *member = aff ? isl_map_from_aff (aff) : NULL;
      if (!member)
	{
	  free (used);
	  return isl_map_free (schedule);
	}
      schedule = m == 0 ? member : isl_map_flat_range_product (schedule,
								 member);
    }
  for (isl_size k = 0; k < n_in && schedule; k++)
    if (!used[k])
      schedule = isl_map_flat_range_product
		   (schedule, isl_map_from_aff
				(isl_aff_var_on_domain
				   (isl_local_space_from_space
				      (isl_space_copy (space)),
				    isl_dim_set, k)));
  free (used);
  return schedule;
}

/* The step of the counters that advances output D of SCHEDULE (see
   band.h): one counter in an unskewed band, a combination in a skewed
   one (where fdtd's skewed time member advances, i and j step back).
   There is none for a member that is a constant for the statement, or
   for a statement under fewer loops than the band has members.  */
__isl_give isl_point *
ph_band_member_step (__isl_keep isl_map *schedule, int d)
{
  isl_multi_aff *advance = isl_multi_aff_identity
			     (isl_space_map_from_set
				(isl_space_range
				   (isl_map_get_space (schedule))));
  isl_map *back = isl_map_reverse (isl_map_copy (schedule));
  isl_map *pairs;
  isl_set *steps;
  isl_size n_param;

  advance = isl_multi_aff_set_at (advance, d, isl_aff_add_constant_si
					       (isl_multi_aff_get_at
						  (advance, d), 1));
  pairs = isl_map_apply_range (isl_map_copy (schedule),
			       isl_map_from_multi_aff (advance));
  steps = isl_map_deltas (isl_map_apply_range (pairs, back));
  n_param = isl_set_dim (steps, isl_dim_param);
  steps = n_param < 0 ? isl_set_free (steps)
	  : isl_set_project_out (steps, isl_dim_param, 0, n_param);
  /* isl counts an empty set as a singleton.  */
  if (isl_set_is_singleton (steps) != isl_bool_true
      || isl_set_is_empty (steps) != isl_bool_false)
    return isl_set_free (steps), NULL;
  return isl_set_sample_point (steps);
}

/* MAP as one affine function (see band.h).  */
__isl_give isl_multi_aff *
ph_access_function (__isl_take isl_map *map)
{
  isl_bool single = isl_map_is_single_valued (map);
  isl_pw_multi_aff *pma;

  if (single != isl_bool_true)
    {
      isl_map_free (map);
      return NULL;
    }
  pma = isl_pw_multi_aff_from_map (map);
  if (!pma || isl_pw_multi_aff_n_piece (pma) != 1)
    {
      isl_pw_multi_aff_free (pma);
      return NULL;
    }
  return isl_pw_multi_aff_as_multi_aff
	   (isl_pw_multi_aff_gist (pma, isl_pw_multi_aff_domain
					  (isl_pw_multi_aff_copy (pma))));
}

/* How the element of ACCESS moves along STEP (see band.h).  */
void
ph_access_moves (__isl_keep isl_multi_aff *access, __isl_keep isl_point *step,
		 int *moves_last, int *moves_other)
{
  isl_size n_out = isl_multi_aff_dim (access, isl_dim_out);

  *moves_last = *moves_other = 0;
  for (isl_size o = 0; o < n_out; o++)
    {
      isl_aff *aff = isl_multi_aff_get_at (access, o);
      isl_val *moved = isl_val_zero (isl_aff_get_ctx (aff));
      isl_size n_in = isl_aff_dim (aff, isl_dim_in);
      for (isl_size k = 0; k < n_in; k++)
	moved = isl_val_add (moved, isl_val_mul
			       (isl_aff_get_coefficient_val
				  (aff, isl_dim_in, k),
				isl_point_get_coordinate_val
				  (step, isl_dim_set, k)));
      moved = isl_val_abs (moved);
      if (moved && !isl_val_is_zero (moved))
	{
	  if (o + 1 < n_out || !isl_val_is_one (moved))
	    *moves_other = 1;
	  else
	    *moves_last = 1;
	}
      isl_val_free (moved);
      isl_aff_free (aff);
    }
}
