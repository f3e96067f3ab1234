/* Accumulators carried by PHI nodes moved into memory
   (accumulator.cc).  */

#ifndef POLYHEDRAL_PREPARE_ACCUMULATOR_H
#define POLYHEDRAL_PREPARE_ACCUMULATOR_H

bool ph_accumulators_to_memory (function *fun);

#endif
