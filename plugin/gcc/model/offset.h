/* Byte offsets of memory accesses as polynomials of degree at most one
   in the loop counters and in the parameters (offset.cc).  */

#ifndef POLYHEDRAL_MODEL_OFFSET_H
#define POLYHEDRAL_MODEL_OFFSET_H

/* COEF * PARAM * PARAM2 * i_IV, where the parameters (SSA names
   invariant in the region) and IV (a 0-based dimension of the iteration
   space) are optional: NULL_TREE and -1 when absent.  PARAM2 is only
   set with PARAM, and has the higher SSA version: the product of the
   sizes m * p of a flat array A[(i * m + j) * p + k].  Or COEF * QUASI,
   with no counter, times parameters only where it indexes rows of a
   run-time length (A[t % 2][j] on rows of m): QUASI an integer
   expression evaluated in QUASI_LOOP whose value is quasi-affine (a
   division, modulo, shift or mask by a constant, i / 2, i % 4, i & 3, or
   a conversion that narrows, (unsigned char) i), which only isl states
   (affine.cc).  */
struct ph_term
{
  HOST_WIDE_INT coef;
  tree param;
  int iv;
  tree param2;
  tree quasi;
  class loop *quasi_loop;
};

/* The address computed by POINTER, evaluated in LOOP: its base (a
   region-invariant pointer SSA name, or a declaration whose address is
   taken) in *BASE and the byte offset from it as a sum of TERMS.
   Sizetype arithmetic in addresses is taken not to wrap.  */
bool ph_offset_of_pointer (struct ph_region *region, tree pointer,
			   class loop *loop, tree *base, vec<ph_term> *terms);

/* The integer INDEX (an SSA name or a constant) used in LOOP as terms
   appended to TERMS.  */
bool ph_offset_of_index (struct ph_region *region, tree index,
			 class loop *loop, vec<ph_term> *terms);

/* The product of the polynomials A and B appended to *RES; false (with
   a reason in REGION) if a term would have two counters or three
   parameters.  */
bool ph_offset_multiply (struct ph_region *region, const vec<ph_term> &a,
			 const vec<ph_term> &b, vec<ph_term> *res);

/* Replace every parameter of TERMS that is a product of parameters, a
   constant multiple or an exact quotient of one (the strides of a
   variable-length array of three or more dimensions) by its factors;
   false (with a reason in REGION) if a term gets three parameters.  */
bool ph_offset_expand_params (struct ph_region *region, vec<ph_term> *terms);

/* Sum equal monomials of TERMS and drop those with a zero coefficient.  */
void ph_offset_canonicalize (vec<ph_term> *terms);

/* TERMS, which must be affine (no parameter times counter, no product
   of parameters), divided by
   DIVISOR as an expression over the iteration space SPACE (kept); NULL
   (with a reason in REGION) if a coefficient is not a multiple of DIVISOR.  */
isl_pw_aff *ph_offset_to_affine (struct ph_region *region,
				 const vec<ph_term> &terms,
				 HOST_WIDE_INT divisor, isl_space *space);

#endif
