/* Reduction statements (reduction.cc).  */

#ifndef POLYHEDRAL_MODEL_REDUCTION_H
#define POLYHEDRAL_MODEL_REDUCTION_H

/* Whether BB only combines one memory element with a value
   by an associative, commutative operation (ph_scop.reductions), and
   its statements that do.  */
struct ph_reduction_parts
{
  gimple *load;		/* Old = ELEMENT;  */
  gimple *op;		/* New = old OP value; (or value OP old)  */
  gimple *store;	/* ELEMENT = new;  */
};
bool ph_block_reduction_parts (basic_block bb,
			       struct ph_reduction_parts *parts);

#endif
