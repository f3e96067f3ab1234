/* Loops whose trip count no formula gives, counted at run time before
   the region (counted.cc).  */

#ifndef POLYHEDRAL_MODEL_COUNTED_H
#define POLYHEDRAL_MODEL_COUNTED_H

/* The number of latch executions of LOOP, whose exit EXIT is taken
   after a test that no trip count formula describes (k * k <= n): a new
   parameter of REGION, counted at run time, as an expression over SPACE
   (taken).  NULL with a reason if the test depends on more than the
   loop's counters and values from before the region.  */
isl_pw_aff *ph_counted_trips (struct ph_region *region, class loop *loop,
			      edge exit, isl_space *space);

/* Put on edge E a loop that counts the latch executions of the loop of
   T, as the original would; the count.  */
tree ph_count_trips_on_edge (struct ph_trip_bound *t, edge e);

#endif
