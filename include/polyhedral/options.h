/* The plugin's options: one table drives parsing, -help and docs/options.md.

   Plain C: the C core and the unit tests use it without GCC headers.  */

#ifndef POLYHEDRAL_OPTIONS_H
#define POLYHEDRAL_OPTIONS_H

#include <stdio.h>
#include <isl/ctx.h>

#ifdef __cplusplus
extern "C" {
#endif

/* How much the scheduler fuses (fuse=).  */
enum ph_fuse
{
  PH_FUSE_MAX,
  PH_FUSE_MIN,
  PH_FUSE_SMART
};

/* Most tile sizes a user can list.  */
#define PH_MAX_TILE_SIZES 16

/* A list of tile sizes, outermost first; the last one repeats.  */
struct ph_sizes
{
  int n;
  long size[PH_MAX_TILE_SIZES];
  int given;		/* By the user, not the default.  */
};

/* Values of every option after parsing; ph_options_init sets the
   defaults.  */
struct ph_options
{
  int disable;		/* Do not run the pass at all.  */
  int help;		/* Print the option table and continue.  */
  int version;		/* Print the versions and continue.  */
  int dump;		/* Write the pass's dump file.  */
  int identity;		/* Regenerate every SCoP from its original
			   schedule.  */
  long max_operations;	/* isl operations allowed per SCoP.  */
  long max_scop_time;	/* Milliseconds of processor time for isl's
			   work on one SCoP in the compiler, or 0.  */
  long max_dependence_time;	/* Milliseconds for one dependence
				   analysis of a SCoP, or 0.  */
  long max_params;	/* Largest number of parameters in a SCoP.  */
  long max_statements;	/* Largest number of statements in a SCoP.  */
  long max_depth;	/* Deepest loop nest in a SCoP.  */
  long max_arrays;	/* Largest number of arrays in a SCoP.  */
  int no_tile;		/* Schedule, but do not tile.  */
  struct ph_sizes tile_sizes;	/* Of the first level of tiles.  */
  long l2_tile;		/* Factor of a second level of tiles, or 0.  */
  long unroll_jam;	/* Strips of point loops unrolled and jammed, or
			   0 (jam.h).  */
  int fuse;		/* An enum ph_fuse.  */
  long max_coefficient;	/* Bound on schedule coefficients, or 0.  */
  long max_schedule_time;	/* Milliseconds for isl's scheduler, or 0.  */
  int parallel;		/* Parallel code even without -fopenmp.  */
  int no_parallel;	/* Sequential code only.  */
  long parallel_min_work;	/* Statement instances below which a loop
				   stays sequential.  */
  long min_instances;	/* Statement instances below which a SCoP known
			   when compiling keeps its code, or 0.  */
  long solver_timeout;	/* Milliseconds per solver question, or 0.  */
  /* Not an option of the plugin: GCC's --param l1-cache-size, set by the
     bridge.  A band whose outer iteration touches no more bytes is not
     tiled (0: any band with reuse is).  */
  long l1_cache_bytes;
  /* Not options either: GCC's --param l2-cache-size, the bytes of the
     vectors the vectorizer prefers and the registers that hold them, set
     by the bridge.  They size the register tiles of contractions and
     their tiles (contraction.h); no register tiles where 0.  */
  long l2_cache_bytes;
  int vector_bytes;
  int vector_registers;
  /* Not an option either: the code of the SCoP runs on one thread (no
     -fopenmp, or no-parallel, or a call that may set errno), set by the
     bridge per SCoP.  Tiles are then not skewed into a wavefront, which
     only serves threads.  */
  int sequential;
};

/* The tile size of dimension POS of a band under SIZES.  */
long ph_sizes_get (const struct ph_sizes *sizes, int pos);

void ph_options_init (struct ph_options *opts);

/* Set the option KEY (without the -fplugin-arg-polyhedral- prefix) from
   VALUE, which is NULL when the argument had no "=".  On error
   (isl_stat_error), writes a one-line message without a trailing
   newline into ERR (of size ERR_SIZE).  */
isl_stat ph_options_set (struct ph_options *opts, const char *key,
			 const char *value, char *err, size_t err_size);

/* Print the table of options, one per line, with defaults.  */
void ph_options_print_help (FILE *out);

/* Print the table as the Markdown of docs/options.md.  */
void ph_options_print_markdown (FILE *out);

#ifdef __cplusplus
}
#endif

#endif
