/* Loading again, after a loop, the value the loop last stored
   (stored-values.cc).  */

#ifndef POLYHEDRAL_PREPARE_STORED_VALUES_H
#define POLYHEDRAL_PREPARE_STORED_VALUES_H

bool ph_reload_stored_values (function *fun);

#endif
