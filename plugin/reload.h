/* Loading again, after a loop, the value the loop last stored
   (reload.cc).  */

#ifndef POLYHEDRAL_RELOAD_H
#define POLYHEDRAL_RELOAD_H

bool ph_reload_stored_values (function *fun);

#endif
