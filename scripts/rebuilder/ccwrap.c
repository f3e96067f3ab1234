/* ccwrap: stands in for a compiler driver (gcc, g++, gfortran, cc...)
   during a package rebuild (scripts/rebuild), found first in PATH under
   the driver's own name.  It runs /usr/bin/NAME with the same arguments
   plus -fopt-info-loop-all=FILE, and then appends

   - to $REBUILD_CPU, a line "SECONDS STATUS SOURCES": the processor time
     of the driver and everything it ran (cc1, as...), its exit status,
     and the source files it was given;
   - to $REBUILD_REMARKS, the remarks of the plugin (lines with
     "polyhedral:"), which the compile wrote to FILE, a file of its own.

   Its own cost is a fork and a small read: it does not change what the
   compiler does, and stays out of the timing of both builds alike.  */

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* Append LEN bytes of TEXT to the file PATH in one write, so that the
   lines of compiles that run at once do not mix.  */
static void
append (const char *path, const char *text, size_t len)
{
  int fd;

  if (!path || !len)
    return;
  fd = open (path, O_WRONLY | O_APPEND | O_CREAT, 0644);
  if (fd < 0)
    return;
  if (write (fd, text, len) < 0)
    perror ("ccwrap");
  close (fd);
}

/* Append the lines of the file REMARKS that hold the plugin's remarks to
   $REBUILD_REMARKS, then remove REMARKS.  */
static void
keep_remarks (const char *remarks)
{
  FILE *in = fopen (remarks, "r");
  char *line = NULL, *kept = NULL;
  size_t cap = 0, len = 0;
  ssize_t n;

  if (!in)
    return;
  while ((n = getline (&line, &cap, in)) > 0)
    if (strstr (line, "polyhedral:"))
      {
	char *more = realloc (kept, len + n + 1);
	if (!more)
	  break;
	kept = more;
	memcpy (kept + len, line, n);
	len += n;
      }
  fclose (in);
  unlink (remarks);
  append (getenv ("REBUILD_REMARKS"), kept, len);
  free (line);
  free (kept);
}

/* Whether ARG names a source file: compiled, not only linked.  */
static int
source_p (const char *arg)
{
  static const char *const suffixes[]
    = { ".c", ".cc", ".cpp", ".cxx", ".C", ".f", ".F", ".f90", ".F90",
	".f95", ".F95", ".f03", ".f08", ".for", ".m", ".mm", ".i", ".ii" };
  size_t len = strlen (arg);

  if (arg[0] == '-')
    return 0;
  for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++)
    {
      size_t n = strlen (suffixes[i]);
      if (len > n && !strcmp (arg + len - n, suffixes[i]))
	return 1;
    }
  return 0;
}

int
main (int argc, char **argv)
{
  const char *name = strrchr (argv[0], '/') ? strrchr (argv[0], '/') + 1
					    : argv[0];
  char real[4096], remarks[4096], opt[4200], line[1024];
  size_t len;
  char **args = calloc (argc + 2, sizeof *args);
  const char *dir = getenv ("REBUILD_TMP");
  struct rusage usage;
  int status, fd = -1;
  pid_t pid;

  snprintf (real, sizeof real, "/usr/bin/%s", name);
  if (!args)
    return 127;
  for (int i = 0; i < argc; i++)
    args[i] = argv[i];
  args[0] = real;
  /* A file of its own for the remarks: -fopt-info writes them there
     rather than among the build's messages.  */
  snprintf (remarks, sizeof remarks, "%s/remarks-XXXXXX", dir ? dir : "/tmp");
  if (getenv ("REBUILD_REMARKS") && (fd = mkstemp (remarks)) >= 0)
    {
      close (fd);
      snprintf (opt, sizeof opt, "-fopt-info-loop-all=%s", remarks);
      args[argc] = opt;
    }
  fflush (NULL);
  pid = fork ();
  if (pid == 0)
    {
      execv (real, args);
      perror (real);
      _exit (127);
    }
  if (pid < 0 || wait4 (pid, &status, 0, &usage) < 0)
    return 127;
  len = snprintf (line, sizeof line, "%.3f %d",
		 usage.ru_utime.tv_sec + usage.ru_stime.tv_sec
		 + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6,
		 WIFEXITED (status) ? WEXITSTATUS (status)
		 : 128 + WTERMSIG (status));
  for (int i = 1; i < argc && len < sizeof line - 2; i++)
    if (source_p (argv[i]))
      len += snprintf (line + len, sizeof line - 1 - len, " %s", argv[i]);
  if (len > sizeof line - 2)
    len = sizeof line - 2;
  line[len++] = '\n';
  append (getenv ("REBUILD_CPU"), line, len);
  if (fd >= 0)
    keep_remarks (remarks);
  free (args);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}
