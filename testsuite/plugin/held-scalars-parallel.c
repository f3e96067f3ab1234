/* The accumulators of held-scalars.c held in their elements, the nests
   run in parallel: every result must still be the original program's.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-unroll-jam=0" } */

#include "held-scalars.c"
