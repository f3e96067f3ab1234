/* Schedule constraints as the plain numbers of their constraint
   matrices.  The scheduler's process got them as isl text, and isl's
   parser builds each constraint as piecewise affine expressions and
   intersects them: reading was a fifth of that process's time on
   PolyBench's files and the fuzzer's programs (decision 77).  Written
   as matrices, they are rebuilt row by row.

   The text of one union map: the number of parameters and their names,
   the number of maps, then for each map its input tuple's name and
   size, its output tuple's, and its number of basic maps, then for
   each basic map its numbers of equalities and inequalities and their
   rows (the constant, then the parameters', the inputs' and the
   outputs' coefficients).  A tuple without a name is written "-".
   Sets travel as maps from a tuple of no dimension, the context as a
   map between two such tuples.  */

#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include <isl/map.h>
#include <isl/mat.h>
#include <isl/printer.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>

#include "polyhedral/constraint-matrices.h"

/* The relations of schedule constraints, in the order written after
   the context and the domain.  */
enum { PART_VALIDITY, PART_COINCIDENCE, PART_PROXIMITY, PART_CONDITION,
       PART_CONDITIONAL, N_PARTS };

/* Whether NAME can be written as one word that does not read as the
   missing name "-".  */
static int
is_word (const char *name)
{
  if (!*name || !strcmp (name, "-"))
    return 0;
  for (const char *c = name; *c; c++)
    if (isspace ((unsigned char) *c))
      return 0;
  return 1;
}

/* The writer's printer, NULL after an error or once something could
   not be written.  */
struct matrix_writer
{
  isl_printer *p;
};

/* Write the numbers of MAT (taken), a row to a line.  */
static void
write_matrix (struct matrix_writer *w, __isl_take isl_mat *mat)
{
  isl_size rows = isl_mat_rows (mat), cols = isl_mat_cols (mat);

  if (rows < 0 || cols < 0)
    w->p = isl_printer_free (w->p);
  for (int r = 0; w->p && r < rows; r++)
    for (int c = 0; w->p && c < cols; c++)
      {
	isl_val *v = isl_mat_get_element_val (mat, r, c);

	w->p = isl_printer_print_val (w->p, v);
	w->p = isl_printer_print_str (w->p, c + 1 < cols ? " " : "\n");
	isl_val_free (v);
      }
  isl_mat_free (mat);
}

/* Callback of isl_map_foreach_basic_map: write BMAP's constraints, or
   stop at integer divisions, which matrices do not define.  */
static isl_stat
write_basic_map (__isl_take isl_basic_map *bmap, void *user)
{
  struct matrix_writer *w = user;
  isl_size n_div = isl_basic_map_dim (bmap, isl_dim_div);
  isl_mat *eq = NULL, *ineq = NULL;

  if (n_div == 0)
    {
      eq = isl_basic_map_equalities_matrix (bmap, isl_dim_cst,
					    isl_dim_param, isl_dim_in,
					    isl_dim_out, isl_dim_div);
      ineq = isl_basic_map_inequalities_matrix (bmap, isl_dim_cst,
						isl_dim_param, isl_dim_in,
						isl_dim_out, isl_dim_div);
    }
  isl_basic_map_free (bmap);
  if (!eq || !ineq)
    {
      isl_mat_free (eq);
      isl_mat_free (ineq);
      w->p = isl_printer_free (w->p);
      return isl_stat_error;
    }
  w->p = isl_printer_print_int (w->p, isl_mat_rows (eq));
  w->p = isl_printer_print_str (w->p, " ");
  w->p = isl_printer_print_int (w->p, isl_mat_rows (ineq));
  w->p = isl_printer_print_str (w->p, "\n");
  write_matrix (w, eq);
  write_matrix (w, ineq);
  return w->p ? isl_stat_ok : isl_stat_error;
}

/* Write the name and size of MAP's tuple of TYPE; whether it could be
   (not a tuple of nested spaces, nor a name that is no single word).  */
static int
write_tuple (struct matrix_writer *w, __isl_keep isl_map *map,
	     enum isl_dim_type type)
{
  const char *name = isl_map_get_tuple_name (map, type);
  isl_size n = isl_map_dim (map, type);
  isl_bool nested = type == isl_dim_in ? isl_map_domain_is_wrapping (map)
				       : isl_map_range_is_wrapping (map);

  if (n < 0 || nested != isl_bool_false || (name && !is_word (name)))
    return 0;
  w->p = isl_printer_print_str (w->p, name ? name : "-");
  w->p = isl_printer_print_str (w->p, " ");
  w->p = isl_printer_print_int (w->p, n);
  w->p = isl_printer_print_str (w->p, " ");
  return w->p != NULL;
}

/* Callback of isl_union_map_foreach_map: write MAP.  */
static isl_stat
write_map (__isl_take isl_map *map, void *user)
{
  struct matrix_writer *w = user;
  isl_size n = isl_map_n_basic_map (map);

  if (n < 0 || !write_tuple (w, map, isl_dim_in)
      || !write_tuple (w, map, isl_dim_out))
    {
      isl_map_free (map);
      w->p = isl_printer_free (w->p);
      return isl_stat_error;
    }
  w->p = isl_printer_print_int (w->p, n);
  w->p = isl_printer_print_str (w->p, "\n");
  if (isl_map_foreach_basic_map (map, &write_basic_map, w) < 0)
    w->p = isl_printer_free (w->p);
  isl_map_free (map);
  return w->p ? isl_stat_ok : isl_stat_error;
}

/* Write the names of the parameters of SPACE (taken), then N, the
   number of maps that follow them in a union.  */
static void
write_header (struct matrix_writer *w, __isl_take isl_space *space,
	      isl_size n)
{
  isl_size n_param = isl_space_dim (space, isl_dim_param);

  if (n_param < 0 || n < 0)
    w->p = isl_printer_free (w->p);
  w->p = isl_printer_print_int (w->p, n_param);
  for (int i = 0; w->p && i < n_param; i++)
    {
      const char *name = isl_space_get_dim_name (space, isl_dim_param, i);

      if (!name || !is_word (name))
	w->p = isl_printer_free (w->p);
      w->p = isl_printer_print_str (w->p, " ");
      w->p = isl_printer_print_str (w->p, name);
    }
  w->p = isl_printer_print_str (w->p, " ");
  w->p = isl_printer_print_int (w->p, n);
  w->p = isl_printer_print_str (w->p, "\n");
  isl_space_free (space);
}

/* Write UMAP (taken): its parameters, then its maps, which share
   them, in the order they come out of it.  */
static void
write_union_map (struct matrix_writer *w, __isl_take isl_union_map *umap)
{
  write_header (w, isl_union_map_get_space (umap),
		isl_union_map_n_map (umap));
  if (w->p && isl_union_map_foreach_map (umap, &write_map, w) < 0)
    w->p = isl_printer_free (w->p);
  isl_union_map_free (umap);
}

/* Callback of isl_union_set_foreach_set: write SET as a map from a
   tuple of no dimension.  */
static isl_stat
write_set (__isl_take isl_set *set, void *user)
{
  return write_map (isl_map_from_range (set), user);
}

/* Write USET (taken) as write_union_map would the maps from a tuple of
   no dimension to its sets, in USET's own order: a union built anew,
   as isl_union_map_from_range builds it, may list them in another.  */
static void
write_union_set (struct matrix_writer *w, __isl_take isl_union_set *uset)
{
  write_header (w, isl_union_set_get_space (uset),
		isl_union_set_n_set (uset));
  if (w->p && isl_union_set_foreach_set (uset, &write_set, w) < 0)
    w->p = isl_printer_free (w->p);
  isl_union_set_free (uset);
}

/* See constraint-matrices.h.  */
char *
ph_schedule_constraints_to_matrix_str (__isl_keep isl_schedule_constraints *sc)
{
  isl_ctx *ctx = isl_schedule_constraints_get_ctx (sc);
  struct matrix_writer w = { ctx ? isl_printer_to_str (ctx) : NULL };
  isl_union_map *parts[N_PARTS] = { NULL };
  char *text;

  if (!w.p)
    return NULL;
  parts[PART_VALIDITY] = isl_schedule_constraints_get_validity (sc);
  parts[PART_COINCIDENCE] = isl_schedule_constraints_get_coincidence (sc);
  parts[PART_PROXIMITY] = isl_schedule_constraints_get_proximity (sc);
  parts[PART_CONDITION]
    = isl_schedule_constraints_get_conditional_validity_condition (sc);
  parts[PART_CONDITIONAL]
    = isl_schedule_constraints_get_conditional_validity (sc);
  write_union_set (&w, isl_union_set_from_set
			 (isl_set_from_params
			    (isl_schedule_constraints_get_context (sc))));
  write_union_set (&w, isl_schedule_constraints_get_domain (sc));
  for (int k = 0; k < N_PARTS; k++)
    if (w.p)
      write_union_map (&w, parts[k]);
    else
      isl_union_map_free (parts[k]);
  text = w.p ? isl_printer_get_str (w.p) : NULL;
  isl_printer_free (w.p);
  return text;
}

/* What is left to read, and the context to build in.  ERROR is set at
   the first word that is not what was expected.  */
struct matrix_reader
{
  isl_ctx *ctx;
  const char *s;
  int error;
};

/* The next word of R, of *LEN characters; NULL, with R's error set, at
   the end of the text.  */
static const char *
next_word (struct matrix_reader *r, size_t *len)
{
  const char *start;

  while (isspace ((unsigned char) *r->s))
    r->s++;
  start = r->s;
  while (*r->s && !isspace ((unsigned char) *r->s))
    r->s++;
  *len = (size_t) (r->s - start);
  if (!*len)
    r->error = 1;
  return *len ? start : NULL;
}

/* The next word of R as a count from 0 to INT_MAX; -1, with R's error
   set, if it is none.  */
static int
read_count (struct matrix_reader *r)
{
  size_t len;
  const char *word = next_word (r, &len);
  char *end;
  long n;

  if (!word)
    return -1;
  errno = 0;
  n = strtol (word, &end, 10);
  if (errno || end != word + len || n < 0 || n > INT_MAX)
    {
      r->error = 1;
      return -1;
    }
  return (int) n;
}

/* The next word of R as a name to free; NULL for "-" or, with R's error
   set, at the end of the text.  */
static char *
read_name (struct matrix_reader *r)
{
  size_t len;
  const char *word = next_word (r, &len);
  char *name;

  if (!word || (len == 1 && *word == '-'))
    return NULL;
  name = strndup (word, len);
  if (!name)
    r->error = 1;
  return name;
}

/* Set MAT's element at ROW and COL to R's next number, however large.  */
static __isl_give isl_mat *
read_element (struct matrix_reader *r, __isl_take isl_mat *mat, int row,
	      int col)
{
  size_t len;
  const char *word = next_word (r, &len);
  char *end, *copy;
  long v;

  if (!word)
    return isl_mat_free (mat);
  errno = 0;
  v = strtol (word, &end, 10);
  if (!errno && end == word + len && v >= INT_MIN && v <= INT_MAX)
    return isl_mat_set_element_si (mat, row, col, (int) v);
  copy = strndup (word, len);
  mat = isl_mat_set_element_val (mat, row, col,
				 copy ? isl_val_read_from_str (r->ctx, copy)
				      : NULL);
  free (copy);
  return mat;
}

/* A matrix of ROWS rows and COLS columns read from R.  */
static __isl_give isl_mat *
read_matrix (struct matrix_reader *r, int rows, int cols)
{
  isl_mat *mat = rows < 0 ? NULL : isl_mat_alloc (r->ctx, rows, cols);

  for (int i = 0; mat && i < rows; i++)
    for (int j = 0; mat && j < cols; j++)
      mat = read_element (r, mat, i, j);
  if (!mat)
    r->error = 1;
  return mat;
}

/* A basic map in SPACE (kept) read from R.  */
static __isl_give isl_basic_map *
read_basic_map (struct matrix_reader *r, __isl_keep isl_space *space)
{
  isl_size n_param = isl_space_dim (space, isl_dim_param);
  isl_size n_in = isl_space_dim (space, isl_dim_in);
  isl_size n_out = isl_space_dim (space, isl_dim_out);
  int n_eq = read_count (r), n_ineq = read_count (r);
  isl_mat *eq, *ineq;

  if (n_param < 0 || n_in < 0 || n_out < 0)
    return NULL;
  eq = read_matrix (r, n_eq, 1 + n_param + n_in + n_out);
  ineq = read_matrix (r, n_ineq, 1 + n_param + n_in + n_out);
  if (!eq || !ineq)
    {
      isl_mat_free (eq);
      isl_mat_free (ineq);
      return NULL;
    }
  return isl_basic_map_from_constraint_matrices
	   (isl_space_copy (space), eq, ineq, isl_dim_cst, isl_dim_param,
	    isl_dim_in, isl_dim_out, isl_dim_div);
}

/* SPACE (taken) with the tuple of TYPE named and sized from R.  */
static __isl_give isl_space *
read_tuple (struct matrix_reader *r, __isl_take isl_space *space,
	    enum isl_dim_type type)
{
  char *name = read_name (r);
  int n = read_count (r);

  if (r->error)
    space = isl_space_free (space);
  space = isl_space_add_dims (space, type, n);
  if (name)
    space = isl_space_set_tuple_name (space, type, name);
  free (name);
  return space;
}

/* A map with the parameters of PARAMS (kept) read from R.  */
static __isl_give isl_map *
read_map (struct matrix_reader *r, __isl_keep isl_space *params)
{
  isl_space *space = isl_space_alloc (r->ctx, 0, 0, 0);
  isl_map *map;
  int n;

  space = isl_space_align_params (space, isl_space_copy (params));
  space = read_tuple (r, space, isl_dim_in);
  space = read_tuple (r, space, isl_dim_out);
  n = read_count (r);
  map = space && n >= 0 ? isl_map_empty (isl_space_copy (space)) : NULL;
  for (int k = 0; map && k < n; k++)
    map = isl_map_union (map, isl_map_from_basic_map
				(read_basic_map (r, space)));
  isl_space_free (space);
  return map;
}

/* The parameters of a union read from R, and in *N the number of its
   maps.  */
static __isl_give isl_space *
read_header (struct matrix_reader *r, int *n)
{
  int n_param = read_count (r);
  isl_space *params = n_param < 0 ? NULL
			: isl_space_params_alloc (r->ctx, n_param);

  for (int i = 0; params && i < n_param; i++)
    {
      char *name = read_name (r);

      params = name ? isl_space_set_dim_name (params, isl_dim_param, i, name)
		    : isl_space_free (params);
      free (name);
    }
  *n = read_count (r);
  if (*n < 0)
    params = isl_space_free (params);
  if (!params)
    r->error = 1;
  return params;
}

/* A union map read from R, its maps added in the order written, as
   isl's parser adds them: the order in which a union's maps come out
   depends on that of their insertion, and isl's scheduler numbers the
   statements in the domain's order.  */
static __isl_give isl_union_map *
read_union_map (struct matrix_reader *r)
{
  int n;
  isl_space *params = read_header (r, &n);
  isl_union_map *umap = params ? isl_union_map_empty (isl_space_copy (params))
			       : NULL;

  for (int k = 0; umap && k < n; k++)
    umap = isl_union_map_add_map (umap, read_map (r, params));
  isl_space_free (params);
  if (!umap)
    r->error = 1;
  return umap;
}

/* A union set read from R, written as maps from a tuple of no
   dimension (write_union_set), its sets added in the order written:
   isl_union_map_range would build a union that lists them in
   another.  */
static __isl_give isl_union_set *
read_union_set (struct matrix_reader *r)
{
  int n;
  isl_space *params = read_header (r, &n);
  isl_union_set *uset = params ? isl_union_set_empty (isl_space_copy (params))
			       : NULL;

  for (int k = 0; uset && k < n; k++)
    uset = isl_union_set_add_set (uset, isl_map_range (read_map (r, params)));
  isl_space_free (params);
  if (!uset)
    r->error = 1;
  return uset;
}

/* See constraint-matrices.h.  */
__isl_give isl_schedule_constraints *
ph_schedule_constraints_read_from_matrix_str (isl_ctx *ctx, const char *text)
{
  struct matrix_reader r = { ctx, text, 0 };
  isl_union_set *context = read_union_set (&r);
  isl_union_set *domain = r.error ? NULL : read_union_set (&r);
  isl_union_map *parts[N_PARTS] = { NULL };
  isl_schedule_constraints *sc;

  for (int k = 0; k < N_PARTS; k++)
    parts[k] = r.error ? NULL : read_union_map (&r);
  while (isspace ((unsigned char) *r.s))
    r.s++;
  if (r.error || *r.s)
    {
      isl_union_set_free (context);
      isl_union_set_free (domain);
      for (int k = 0; k < N_PARTS; k++)
	isl_union_map_free (parts[k]);
      return NULL;
    }
  sc = isl_schedule_constraints_on_domain (domain);
  sc = isl_schedule_constraints_set_context (sc,
					     isl_union_set_params (context));
  sc = isl_schedule_constraints_set_validity (sc, parts[PART_VALIDITY]);
  sc = isl_schedule_constraints_set_coincidence (sc,
						 parts[PART_COINCIDENCE]);
  sc = isl_schedule_constraints_set_proximity (sc, parts[PART_PROXIMITY]);
  return isl_schedule_constraints_set_conditional_validity
	   (sc, parts[PART_CONDITION], parts[PART_CONDITIONAL]);
}
