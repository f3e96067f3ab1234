/* A loop that calls a function with SIMD clones (declare simd) is left
   alone: GCC 12's vectorizer passes the clone's linear argument wrong
   in the epilogue of a loop that does not start at 0, which a thread's
   share of a parallel loop is (gcc.dg/vect/pr62021.c aborted on three
   threads with -mavx2).  The clones themselves, whose loop over the
   vector's lanes GCC vectorizes, are left alone too.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopenmp -fplugin-arg-polyhedral-parallel-min-work=0" } */

#pragma omp declare simd linear(y)
__attribute__((noinline)) int *
shift (int *x, int y)
{
  return x + y;
}

int a[1024];
int *b[1024];

void
kernel (void)
{
  for (int i = 0; i < 1024; i++)
    b[i] = shift (b[i], i);
}

/* { dg-final { scan-remarks {:23:[0-9]+: missed: polyhedral: not a SCoP: call to function 'shift', which has SIMD clones} } } */
/* { dg-final { scan-remarks-not {polyhedral: parallel loop} } } */
