/* check.h: shared checksum, allocation and timing helpers for the polyhedral kernel tests.  */
#ifndef POLYHEDRAL_KERNEL_CHECK_H
#define POLYHEDRAL_KERNEL_CHECK_H

/* clock_gettime needs POSIX when compiled with a strict -std=c99/c11.  */
#if defined(KERNEL_TIME) && defined(__STRICT_ANSI__) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 199309L
#endif

#include <stdio.h>
#include <stdlib.h>

/* Zero-initialised heap allocation; exits with a message on failure.
   Every page is touched here, before any timer starts: calloc maps a
   large block lazily, and a kernel that writes a table it never read
   (the edit distance's, 1.6 GB at its bench size) would otherwise be
   timed on the system's first faults, 4.4 to 6.5 s whatever the code,
   rather than on its own work.  */
static inline void *
kernel_alloc (size_t bytes)
{
  void *p = calloc (1, bytes ? bytes : 1);
  if (p == NULL)
    {
      fprintf (stderr, "kernel_alloc: out of memory (%lu bytes)\n",
               (unsigned long) bytes);
      exit (1);
    }
  for (size_t k = 0; k < bytes; k += 4096)
    ((volatile char *) p)[k] = 0;
  return p;
}

/* Position weight used by the floating point checksums: every element
   gets a different weight, so a wrong value, a transposition or a
   permutation changes the result.  */
/* The checksum itself must not depend on -ffp-contract / -march (FMA):
   keep the multiply and the add separately rounded.  */
#if defined(__GNUC__) && !defined(__clang__)
#define CHECK_NO_CONTRACT_ __attribute__((optimize ("fp-contract=off")))
#else
#define CHECK_NO_CONTRACT_
#endif

static inline double CHECK_NO_CONTRACT_
check_weight_ (long k)
{
  return (double) (1 + k % 17) * (1.0 + (double) k * 1e-7);
}

static inline void CHECK_NO_CONTRACT_
check_double (const char *name, const double *p, long n)
{
  double s = 0.0;
  long k;
  for (k = 0; k < n; k++)
    s += p[k] * check_weight_ (k);
  printf ("%s: %.15e\n", name, s);
}

static inline void CHECK_NO_CONTRACT_
check_float (const char *name, const float *p, long n)
{
  double s = 0.0;
  long k;
  for (k = 0; k < n; k++)
    s += (double) p[k] * check_weight_ (k);
  printf ("%s: %.15e\n", name, s);
}

/* Integer checksums: FNV-1a style hash over whole element values, in
   unsigned arithmetic (wrap-around is well defined).  */
#define CHECK_HASH_INIT_ 14695981039346656037ULL
#define CHECK_HASH_STEP_(h, v) (((h) ^ (unsigned long long) (v)) * 1099511628211ULL)

static inline void
check_int (const char *name, const int *p, long n)
{
  unsigned long long h = CHECK_HASH_INIT_;
  long k;
  for (k = 0; k < n; k++)
    h = CHECK_HASH_STEP_ (h, p[k]);
  printf ("%s: %llu\n", name, h);
}

static inline void
check_uint (const char *name, const unsigned int *p, long n)
{
  unsigned long long h = CHECK_HASH_INIT_;
  long k;
  for (k = 0; k < n; k++)
    h = CHECK_HASH_STEP_ (h, p[k]);
  printf ("%s: %llu\n", name, h);
}

static inline void
check_long (const char *name, const long *p, long n)
{
  unsigned long long h = CHECK_HASH_INIT_;
  long k;
  for (k = 0; k < n; k++)
    h = CHECK_HASH_STEP_ (h, p[k]);
  printf ("%s: %llu\n", name, h);
}

static inline void
check_char (const char *name, const unsigned char *p, long n)
{
  unsigned long long h = CHECK_HASH_INIT_;
  long k;
  for (k = 0; k < n; k++)
    h = CHECK_HASH_STEP_ (h, p[k]);
  printf ("%s: %llu\n", name, h);
}

/* KERNEL_TIMER_START () / KERNEL_TIMER_STOP () bracket the kernel call in
   main.  With -DKERNEL_TIME they print "time: <seconds>" to stderr,
   otherwise they expand to nothing.  */
#ifdef KERNEL_TIME
#include <time.h>
static struct timespec kernel_timer_t0_;

static inline void
kernel_timer_start_ (void)
{
  clock_gettime (CLOCK_MONOTONIC, &kernel_timer_t0_);
}

static inline void
kernel_timer_stop_ (void)
{
  struct timespec t1;
  clock_gettime (CLOCK_MONOTONIC, &t1);
  fprintf (stderr, "time: %.6f\n",
           (double) (t1.tv_sec - kernel_timer_t0_.tv_sec)
           + (double) (t1.tv_nsec - kernel_timer_t0_.tv_nsec) * 1e-9);
}

#define KERNEL_TIMER_START() kernel_timer_start_ ()
#define KERNEL_TIMER_STOP() kernel_timer_stop_ ()
#else
#define KERNEL_TIMER_START()
#define KERNEL_TIMER_STOP()
#endif

#endif /* POLYHEDRAL_KERNEL_CHECK_H */
