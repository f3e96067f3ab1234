/* Print the option table as Markdown, for docs/options.md:
   make options-table.  */

#include "polyhedral/options.h"

int
main (void)
{
  ph_options_print_markdown (stdout);
  return 0;
}
