/* Exact dependences between the statement instances of a SCoP.  */

#ifndef POLYHEDRAL_DEPS_H
#define POLYHEDRAL_DEPS_H

#include <stdio.h>
#include <isl/union_map.h>

#include "polyhedral/scop.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Each relation maps a source instance to the sink instances that must
   stay after it, over arrays and scalars alike.  */
struct ph_deps
{
  isl_union_map *flow;		/* A write, then a read of its value.  */
  isl_union_map *anti;		/* A read, then the next write there.  */
  isl_union_map *output;	/* A write, then the next write there.  */
  /* Between instances of one reduction statement, through the element
     it accumulates into: they order nothing but the operands of an
     associative, commutative operation, so they do not constrain the
     order of a schedule (they are left out of the three above), but
     the instances cannot run in parallel without privatisation.  */
  isl_union_map *reduction;
};

/* The dependences of SCOP, or NULL when isl fails.  */
struct ph_deps *ph_deps_compute (const struct ph_scop *scop);
struct ph_deps *ph_deps_free (struct ph_deps *deps);

/* Flow, anti and output dependences together: what every schedule must
   respect (reduction dependences are not among them).  */
isl_union_map *ph_deps_all (const struct ph_deps *deps);

/* Print each relation in isl text on a line labelled with its kind.  */
void ph_deps_dump (FILE *out, const struct ph_deps *deps);

#ifdef __cplusplus
}
#endif

#endif
