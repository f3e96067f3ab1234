/* How the innermost loops of a schedule walk memory (see stride.h).  */

#include <stdbool.h>

#include <isl/map.h>
#include <isl/point.h>
#include <isl/union_map.h>
#include <isl/union_set.h>

#include "polyhedral/band.h"
#include "polyhedral/nonlinear.h"
#include "polyhedral/stride.h"

struct inner_stride
{
  isl_union_map *accesses;	/* ph_scop_locality_accesses.  */
  int depth;			/* Of the deepest statements.  */
  isl_point *step;		/* Of the statement being scored.  */
  int score;
  int n_across;			/* Accesses that stride across rows.  */
};

/* Callback of isl_map_foreach_basic_map: score one access of the
   statement whose innermost step is in USER.  An access that is no
   affine function (neighbours merged by coalescing) is left out.  */
static isl_stat
score_access (isl_basic_map *bmap, void *user)
{
  struct inner_stride *data = user;
  isl_multi_aff *access = ph_access_function (isl_map_from_basic_map (bmap));
  int moves_last, moves_other;

  if (!access)
    return isl_stat_ok;
  ph_access_moves (access, data->step, &moves_last, &moves_other);
  data->score += moves_other ? -1 : moves_last;
  data->n_across += moves_other != 0;
  isl_multi_aff_free (access);
  return isl_stat_ok;
}

/* Callback of isl_union_map_foreach_map: score the accesses of each
   array in MAP.  */
static isl_stat
score_array (isl_map *map, void *user)
{
  isl_stat st = isl_map_foreach_basic_map (map, &score_access, user);

  isl_map_free (map);
  return st;
}

/* Callback of isl_union_map_foreach_map: TIME is the flat time map of
   one statement; if it is one of the deepest, find the step of its
   counters along its innermost loop (the last output that has one: the
   others after it are the constants of sequences), and score its
   accesses along it.  */
static isl_stat
score_statement (isl_map *time, void *user)
{
  struct inner_stride *data = user;
  isl_size depth = isl_map_dim (time, isl_dim_in);
  isl_size n_out = isl_map_dim (time, isl_dim_out);
  isl_stat st = isl_stat_ok;

  data->step = NULL;
  for (int d = n_out - 1; depth == data->depth && !data->step && d >= 0; d--)
    data->step = ph_band_member_step (time, d);
  if (data->step)
    {
      isl_union_map *accesses = isl_union_map_intersect_domain
	(isl_union_map_copy (data->accesses),
	 isl_union_set_from_set (isl_map_domain (isl_map_copy (time))));
      st = isl_union_map_foreach_map (accesses, &score_array, data);
      isl_union_map_free (accesses);
      isl_point_free (data->step);
    }
  isl_map_free (time);
  return st;
}

/* Score the innermost loops of SCHEDULE for SCOP into DATA; false
   when isl fails.  */
static bool
score_schedule (const struct ph_scop *scop, isl_schedule *schedule,
		struct inner_stride *data)
{
  isl_union_set *domain = isl_schedule_get_domain (schedule);
  isl_union_map *time = isl_schedule_get_map (schedule);
  bool ok;

  data->accesses = ph_scop_locality_accesses (scop);
  data->depth = ph_statements_depth (domain);
  ok = data->depth >= 0
       && isl_union_map_foreach_map (time, &score_statement, data) >= 0;
  isl_union_map_free (data->accesses);
  isl_union_map_free (time);
  isl_union_set_free (domain);
  return ok;
}

/* The stride score of SCHEDULE for SCOP (see stride.h).  */
int
ph_schedule_inner_stride (const struct ph_scop *scop,
			  __isl_keep isl_schedule *schedule)
{
  struct inner_stride data = { NULL, 0, NULL, 0, 0 };

  return score_schedule (scop, schedule, &data) ? data.score : 0;
}

/* The accesses of SCHEDULE's innermost loops that stride across rows
   (see stride.h).  */
int
ph_schedule_inner_across_rows (const struct ph_scop *scop,
			       __isl_keep isl_schedule *schedule)
{
  struct inner_stride data = { NULL, 0, NULL, 0, 0 };

  return score_schedule (scop, schedule, &data) ? data.n_across : -1;
}
