/* A schedule flattened into one map from statement instances to time,
   forwards or backwards.  */

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/schedule.h>
#include <isl/space.h>
#include <isl/union_map.h>

#include "polyhedral/flat-schedule.h"

/* Callback of isl_union_map_foreach_map: the largest output dimension
   so far in *USER.  */
static isl_stat
max_out_dim (isl_map *map, void *user)
{
  isl_size *max = user;
  isl_size n = isl_map_dim (map, isl_dim_out);

  isl_map_free (map);
  if (n < 0)
    return isl_stat_error;
  if (n > *max)
    *max = n;
  return isl_stat_ok;
}

/* See flat-schedule.h.  */
isl_size
ph_flat_time_dim (__isl_keep isl_union_map *flat)
{
  isl_size n_out = 0;

  if (!flat || isl_union_map_foreach_map (flat, &max_out_dim, &n_out) < 0)
    return isl_size_error;
  return n_out;
}

struct pad_data
{
  isl_size n_out;
  isl_union_map *result;
};

/* Callback of isl_union_map_foreach_map: add MAP to the result of USER
   with its time vector padded with zeros to the common length and its
   range made anonymous.  */
static isl_stat
pad_map (isl_map *map, void *user)
{
  struct pad_data *data = user;
  isl_size n = isl_map_dim (map, isl_dim_out);

  if (n < 0)
    {
      isl_map_free (map);
      return isl_stat_error;
    }
  map = isl_map_reset_tuple_id (map, isl_dim_out);
  map = isl_map_add_dims (map, isl_dim_out, data->n_out - n);
  for (isl_size i = n; i < data->n_out; i++)
    map = isl_map_fix_si (map, isl_dim_out, i, 0);
  data->result = isl_union_map_add_map (data->result, map);
  return data->result ? isl_stat_ok : isl_stat_error;
}

/* See flat-schedule.h.  */
__isl_give isl_union_map *
ph_schedule_flat_map (__isl_keep isl_schedule *schedule)
{
  isl_union_map *map = isl_schedule_get_map (schedule);
  struct pad_data data = { 0, NULL };

  data.n_out = ph_flat_time_dim (map);
  if (data.n_out < 0)
    return isl_union_map_free (map);
  data.result = isl_union_map_empty (isl_union_map_get_space (map));
  if (isl_union_map_foreach_map (map, &pad_map, &data) < 0)
    data.result = isl_union_map_free (data.result);
  isl_union_map_free (map);
  return data.result;
}

/* See flat-schedule.h.  */
__isl_give isl_union_map *
ph_schedule_reversed_map (__isl_keep isl_schedule *schedule)
{
  isl_union_map *time = ph_schedule_flat_map (schedule);
  isl_size n_out = ph_flat_time_dim (time);
  isl_space *space;
  isl_multi_aff *negate;

  if (n_out < 0)
    return isl_union_map_free (time);
  space = isl_space_set_alloc (isl_union_map_get_ctx (time), 0, n_out);
  negate = isl_multi_aff_neg (isl_multi_aff_identity
				(isl_space_map_from_set (space)));
  return isl_union_map_apply_range
	   (time, isl_union_map_from_map (isl_map_from_multi_aff (negate)));
}
