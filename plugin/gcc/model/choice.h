/* Choices of values on data inside a statement (choice.cc).  */

#ifndef POLYHEDRAL_MODEL_CHOICE_H
#define POLYHEDRAL_MODEL_CHOICE_H

#include "model/region.h"

/* Find the choices of values on data of REGION (struct ph_choice) and
   make their branches and joins part of the statement of the block
   before them.  False, with a reason, where a condition on data is no
   such choice (a store under it, a loop, a computation that may
   trap).  */
bool ph_find_choices (struct ph_region *region);

/* The block whose statement BB is part of: BB itself, or for a block of
   a choice's branches or join, the block that heads the choice's
   statement; NULL for NULL (the block of a default definition).  */
basic_block ph_statement_head (const struct ph_region *region,
			       basic_block bb);

/* Whether the statement of BB is made of other blocks too (it holds a
   choice on data).  */
bool ph_statement_has_choice (const struct ph_region *region,
			      basic_block bb);

/* The blocks of the statement HEAD, HEAD first, in an order of
   execution, appended to BLOCKS.  */
void ph_statement_blocks (const struct ph_region *region, basic_block head,
			  vec<basic_block> *blocks);

/* Whether the new code computes the condition that ends BB, a condition
   on data or one of the branches of such a condition, whose values the
   PHI nodes of the choices' joins choose on.  */
bool ph_decision_block_p (const struct ph_region *region, basic_block bb);

/* The choice whose PHI nodes BB holds (its join), or NULL.  */
const struct ph_choice *ph_choice_joining (const struct ph_region *region,
					   basic_block bb);

/* Whether the new code runs BB, a block of a choice's branches, whatever
   the condition: its arithmetic must then not overflow where the
   original did not run it.  */
bool ph_speculated_block_p (const struct ph_region *region, basic_block bb);

/* Whether the edge E, from a block of a statement, stays inside the
   statement (into a block of a choice's branches or its join), rather
   than going to another statement or back to the statement's head.  */
bool ph_edge_inside_statement (const struct ph_region *region, edge e);

#endif
