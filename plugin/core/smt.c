/* Overlap questions in SMT-LIB text.

   A question declares the parameters (p_<name>), the source's counters
   (i0, i1, ...) and the sink's (j0, j1, ...) as integers, asserts the
   affine constraints of one basic map of instance pairs and that the two
   byte ranges overlap, and asks whether that is satisfiable.  Rational
   coefficients (i * (i + 1) / 2) are scaled to integers.  The text is
   what the dump shows, so that a reader can replay it with z3.  */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/space.h>
#include <isl/val.h>

#include "polyhedral/qpolynomial.h"
#include "polyhedral/solver.h"

/* A growing string; TEXT is NULL after a failure.  */
struct text
{
  char *text;
  size_t len, size;
};

/* Append to T, printf style.  */
static void
append (struct text *t, const char *fmt, ...)
{
  va_list ap;
  int n;

  if (!t->text)
    return;
  for (;;)
    {
      va_start (ap, fmt);
      n = vsnprintf (t->text + t->len, t->size - t->len, fmt, ap);
      va_end (ap);
      if (n < 0)
	break;
      if (t->len + (size_t) n < t->size)
	{
	  t->len += n;
	  return;
	}
      char *bigger = realloc (t->text, 2 * t->size + n);
      if (!bigger)
	break;
      t->text = bigger;
      t->size = 2 * t->size + n;
    }
  free (t->text);
  t->text = NULL;
}

/* Append the integer V (taken) to T in SMT-LIB syntax: (- 5) for -5.  */
static void
append_int (struct text *t, isl_val *v)
{
  isl_val *abs = isl_val_abs (isl_val_copy (v));
  char *s = isl_val_to_str (abs);

  isl_val_free (abs);
  if (!s)
    append (t, "?");
  else if (isl_val_is_neg (v) == isl_bool_true)
    append (t, "(- %s)", s);
  else
    append (t, "%s", s);
  free (s);
  isl_val_free (v);
}

/* The SMT-LIB name of variable POS of kind TYPE in SPACE: p_<name> for a
   parameter (its isl name, letters, digits and underscores), i<pos> for
   an input (source) dimension, j<pos> for an output (sink) one.  */
static void
append_var (struct text *t, isl_space *space, enum isl_dim_type type,
	    int pos)
{
  if (type == isl_dim_param)
    {
      const char *name = isl_space_get_dim_name (space, type, pos);
      if (name)
	append (t, "p_%s", name);
      else
	append (t, "p%d", pos);
    }
  else
    append (t, "%c%d", type == isl_dim_in ? 'i' : 'j', pos);
}

/* Declare every variable of SPACE, a map space.  */
static void
declare (struct text *t, isl_space *space)
{
  static const enum isl_dim_type types[] = { isl_dim_param, isl_dim_in,
					     isl_dim_out };

  for (int k = 0; k < 3; k++)
    for (int pos = 0; pos < isl_space_dim (space, types[k]); pos++)
      {
	append (t, "(declare-const ");
	append_var (t, space, types[k], pos);
	append (t, " Int)\n");
      }
}

/* Append the affine constraint C (kept) to T as an assertion.  */
static isl_stat
append_constraint (isl_constraint *c, void *user)
{
  static const enum isl_dim_type types[] = { isl_dim_param, isl_dim_in,
					     isl_dim_out };
  struct text *t = user;
  isl_space *space = isl_constraint_get_space (c);

  append (t, "(assert (%s (+", isl_constraint_is_equality (c) ? "=" : ">=");
  for (int k = 0; k < 3; k++)
    for (int pos = 0; pos < isl_space_dim (space, types[k]); pos++)
      {
	isl_val *v = isl_constraint_get_coefficient_val (c, types[k], pos);
	if (isl_val_is_zero (v) == isl_bool_true)
	  {
	    isl_val_free (v);
	    continue;
	  }
	append (t, " (* ");
	append_int (t, v);
	append (t, " ");
	append_var (t, space, types[k], pos);
	append (t, ")");
      }
  append (t, " ");
  append_int (t, isl_constraint_get_constant_val (c));
  append (t, ") 0))\n");
  isl_space_free (space);
  isl_constraint_free (c);
  return isl_stat_ok;
}

/* A polynomial being written: its terms multiplied by SCALE go to T,
   its variables named as dimensions of kind TYPE of SPACE.  */
struct poly_writer
{
  struct text *t;
  isl_space *space;
  enum isl_dim_type type;
  isl_val *scale;
  int has_div;
};

/* Append TERM (taken) of a polynomial as a product.  */
static isl_stat
append_term (isl_term *term, void *user)
{
  struct poly_writer *w = user;
  isl_val *c = isl_val_mul (isl_term_get_coefficient_val (term),
			    isl_val_copy (w->scale));

  if (isl_term_dim (term, isl_dim_div) > 0)
    w->has_div = 1;
  append (w->t, " (*");
  append (w->t, " ");
  append_int (w->t, c);
  for (int pos = 0; pos < isl_term_dim (term, isl_dim_param); pos++)
    for (int e = isl_term_get_exp (term, isl_dim_param, pos); e > 0; e--)
      {
	append (w->t, " ");
	append_var (w->t, w->space, isl_dim_param, pos);
      }
  for (int pos = 0; pos < isl_term_dim (term, isl_dim_set); pos++)
    for (int e = isl_term_get_exp (term, isl_dim_set, pos); e > 0; e--)
      {
	append (w->t, " ");
	append_var (w->t, w->space, w->type, pos);
      }
  append (w->t, ")");
  isl_term_free (term);
  return isl_stat_ok;
}

/* Append "(- (+ A) (+ B))" to W->t: A and B polynomials over the
   dimensions of kinds A_TYPE and B_TYPE (the source's isl_dim_in, the
   sink's isl_dim_out), scaled by W->scale.  */
static void
append_difference (struct poly_writer *w, isl_qpolynomial *a,
		   enum isl_dim_type a_type, isl_qpolynomial *b,
		   enum isl_dim_type b_type)
{
  append (w->t, "(- (+ 0");
  w->type = a_type;
  isl_qpolynomial_foreach_term (a, append_term, w);
  append (w->t, ") (+ 0");
  w->type = b_type;
  isl_qpolynomial_foreach_term (b, append_term, w);
  append (w->t, "))");
}

/* Append to W->t that the polynomial G, over the dimensions of kind
   TYPE, is nonnegative; false if it cannot be written.  */
static int
append_nonnegative (struct poly_writer *w, isl_qpolynomial *g,
		    enum isl_dim_type type)
{
  isl_val *scale = isl_val_one (isl_qpolynomial_get_ctx (g));
  isl_val *outer = w->scale;

  g = isl_qpolynomial_align_params (isl_qpolynomial_copy (g),
				    isl_space_params (isl_space_copy
							(w->space)));
  scale = ph_qpolynomial_denominator_lcm (g, scale);
  if (!g || !scale)
    {
      isl_qpolynomial_free (g);
      isl_val_free (scale);
      return 0;
    }
  w->scale = scale;
  w->type = type;
  append (w->t, "(assert (>= (+ 0");
  isl_qpolynomial_foreach_term (g, append_term, w);
  append (w->t, ") 0))\n");
  w->scale = outer;
  isl_val_free (scale);
  isl_qpolynomial_free (g);
  return !w->has_div;
}

/* The question whether an instance pair of PAIRS makes [SRC, SRC +
   SRC_SIZE) and [DST, DST + DST_SIZE) overlap: SRC - DST <= DST_SIZE - 1
   and DST - SRC <= SRC_SIZE - 1, both scaled by the least common
   multiple of the denominators.  */
char *
ph_smt_overlap_question (__isl_keep isl_basic_map *pairs,
			 __isl_keep isl_qpolynomial *src, unsigned src_size,
			 __isl_keep isl_qpolynomial *dst, unsigned dst_size,
			 __isl_keep isl_qpolynomial **src_guards,
			 int n_src_guards,
			 __isl_keep isl_qpolynomial **dst_guards,
			 int n_dst_guards)
{
  isl_ctx *ctx = isl_basic_map_get_ctx (pairs);
  struct text t = { malloc (1024), 0, 1024 };
  isl_basic_map *flat = isl_basic_map_remove_divs (isl_basic_map_copy (pairs));
  isl_space *space = isl_basic_map_get_space (flat);
  isl_val *scale = isl_val_one (ctx);
  struct poly_writer w = { &t, space, isl_dim_in, NULL, 0 };

  /* Both polynomials name the parameters of PAIRS, in its order.  */
  src = isl_qpolynomial_align_params (isl_qpolynomial_copy (src),
				      isl_space_params (isl_space_copy
							  (space)));
  dst = isl_qpolynomial_align_params (isl_qpolynomial_copy (dst),
				      isl_space_params (isl_space_copy
							  (space)));
  if (!flat || !src || !dst || !t.text
      || isl_basic_map_dim (flat, isl_dim_param)
	 != isl_qpolynomial_dim (src, isl_dim_param))
    goto fail;
  scale = ph_qpolynomial_denominator_lcm (src, scale);
  scale = ph_qpolynomial_denominator_lcm (dst, scale);
  if (!scale)
    goto fail;
  w.scale = scale;

  declare (&t, space);
  isl_basic_map_foreach_constraint (flat, append_constraint, &t);
  for (int k = 0; k < n_src_guards; k++)
    if (!append_nonnegative (&w, src_guards[k], isl_dim_in))
      goto fail;
  for (int k = 0; k < n_dst_guards; k++)
    if (!append_nonnegative (&w, dst_guards[k], isl_dim_out))
      goto fail;
  append (&t, "(assert (<= ");
  append_difference (&w, src, isl_dim_in, dst, isl_dim_out);
  append (&t, " ");
  append_int (&t, isl_val_mul_ui (isl_val_copy (scale), dst_size - 1));
  append (&t, "))\n(assert (<= ");
  append_difference (&w, dst, isl_dim_out, src, isl_dim_in);
  append (&t, " ");
  append_int (&t, isl_val_mul_ui (isl_val_copy (scale), src_size - 1));
  append (&t, "))\n(check-sat)\n");
  if (w.has_div)
    goto fail;
  isl_val_free (scale);
  isl_space_free (space);
  isl_basic_map_free (flat);
  isl_qpolynomial_free (src);
  isl_qpolynomial_free (dst);
  return t.text;

fail:
  free (t.text);
  isl_val_free (scale);
  isl_space_free (space);
  isl_basic_map_free (flat);
  isl_qpolynomial_free (src);
  isl_qpolynomial_free (dst);
  return NULL;
}
