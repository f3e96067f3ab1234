/* The plugin's own version, reported by -fplugin-arg-polyhedral-version
   and used by packaging.  */

#ifndef POLYHEDRAL_VERSION_H
#define POLYHEDRAL_VERSION_H

#define PH_VERSION "0.1.0"

#endif
