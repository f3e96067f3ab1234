"""Compiling and running one fuzzer program against gcc -O0.

A program passes an option set when gcc with the plugin compiles it
without error, the executable exits with 0 within the time limit, and
its output is byte for byte gcc -O0's.
"""

import os
import re
import signal
import subprocess
import time

PLUG = "-fplugin-arg-polyhedral-"
# Transform even small nests: tile what fits in the L1 cache, optimise
# SCoPs of few instances.
NO_L1 = ["--param", "l1-cache-size=0", PLUG + "min-instances=0"]


# The reason for an output that gcc without the plugin prints as well:
# not counted as the plugin's failure (docs/fuzz.md, "GCC's own").
GCC_DIFFERS = "gcc without the plugin differs from -O0 the same way"


class OptionSet:
    def __init__(self, name, flags, threads=1):
        self.name, self.flags, self.threads = name, flags, threads

    def links_openmp(self):
        return "-fopenmp" in self.flags


SETS = [
    OptionSet("default", ["-O3"]),
    OptionSet("openmp", ["-O3", "-fopenmp", PLUG + "parallel-min-work=0"]
              + NO_L1, threads=3),
    OptionSet("tiles", ["-O3", PLUG + "tile-size=3,5,7"] + NO_L1),
    OptionSet("two-level", ["-O3", PLUG + "tile-size=5,9,3",
                            PLUG + "l2-tile=3"] + NO_L1),
    OptionSet("fuse-max", ["-O3", PLUG + "fuse=max"] + NO_L1),
    OptionSet("identity", ["-O3", PLUG + "identity", "-fchecking"]),
    OptionSet("native", ["-O3", "-march=native"]),
    # -O2, distributions' level: its vectorizer takes the plugin's loops
    # only because they are forced (docs/codegen.md).
    OptionSet("o2-tiles", ["-O2", PLUG + "tile-size=3,5,7"] + NO_L1),
]


class Outcome:
    """What one command did: exit status (None: timed out), output, CPU
    seconds of the command and its children."""

    def __init__(self, status, output, cpu):
        self.status, self.output, self.cpu = status, output, cpu


def execute(cmd, timeout, env=None, cwd=None):
    """Runs CMD (in its own process group, killed as a whole on timeout)
    and returns its Outcome; stdout and stderr together."""
    start = time.monotonic()
    with open(os.devnull, "rb") as null:
        proc = subprocess.Popen(cmd, stdin=null, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, env=env, cwd=cwd,
                                start_new_session=True)
    chunks = []
    os.set_blocking(proc.stdout.fileno(), False)
    status = None
    while True:
        data = proc.stdout.read()
        if data:
            chunks.append(data)
        pid, wstatus, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            status = os.waitstatus_to_exitcode(wstatus)
            proc.returncode = status
            break
        if time.monotonic() - start > timeout:
            os.killpg(proc.pid, signal.SIGKILL)
            _, _, usage = os.wait4(proc.pid, 0)
            proc.returncode = -9
            break
        time.sleep(0.005)
    data = proc.stdout.read()
    if data:
        chunks.append(data)
    proc.stdout.close()
    text = b"".join(chunks).decode("utf-8", "replace")
    return Outcome(status, text, usage.ru_utime + usage.ru_stime)


class Runner:
    """Compiles and runs programs in a work directory with one plugin."""

    def __init__(self, plugin, cc="gcc", timeout=120):
        self.plugin, self.cc, self.timeout = plugin, cc, timeout

    def reference(self, src, workdir):
        """gcc -O0's output of SRC, or an Outcome that says why not."""
        exe = os.path.join(workdir, "ref")
        out = execute([self.cc, "-O0", "-w", src, "-o", exe], self.timeout)
        if out.status != 0:
            return out
        return execute([exe], self.timeout, cwd=workdir)

    def plain_compile(self, src, workdir):
        """CPU seconds of gcc -O3 -c without the plugin."""
        obj = os.path.join(workdir, "plain.o")
        return execute([self.cc, "-O3", "-w", "-c", src, "-o", obj],
                       self.timeout)

    def compile(self, src, workdir, oset):
        """Compiles SRC with the plugin at OSET: (Outcome, object, remarks)."""
        obj = os.path.join(workdir, oset.name + ".o")
        remarks = os.path.join(workdir, oset.name + ".remarks")
        if os.path.exists(remarks):
            os.unlink(remarks)  # -fopt-info appends
        cmd = [self.cc, "-fplugin=" + self.plugin,
               "-fopt-info-loop-all=" + remarks, "-w"] + oset.flags + [
                   "-c", src, "-o", obj]
        out = execute(cmd, self.timeout)
        text = ""
        if os.path.exists(remarks):
            with open(remarks, errors="replace") as f:
                text = f.read()
        return out, obj, text

    def check(self, src, workdir, oset, expected, ref_cpu):
        """(reason, Outcome of the failing step, Outcome of the compile,
        remarks); the reason is None when SRC passes at OSET."""
        comp, obj, remarks = self.compile(src, workdir, oset)
        if comp.status is None:
            return "compile timed out", comp, comp, remarks
        if comp.status != 0:
            if "internal compiler error" in comp.output:
                return "internal compiler error", comp, comp, remarks
            return "compile failed", comp, comp, remarks
        exe = os.path.join(workdir, oset.name)
        link = [self.cc, obj, "-o", exe] + (
            ["-fopenmp"] if oset.links_openmp() else [])
        out = execute(link, self.timeout)
        if out.status != 0:
            return "link failed", out, comp, remarks
        env = dict(os.environ, OMP_NUM_THREADS=str(oset.threads))
        run = execute([exe], 10 * ref_cpu + 10, env=env, cwd=workdir)
        if run.status is None:
            return "run timed out", run, comp, remarks
        if run.status != 0:
            return "run exited with %d" % run.status, run, comp, remarks
        if run.output != expected:
            if self.gcc_differs(src, workdir, oset, expected, ref_cpu,
                                run.output):
                return GCC_DIFFERS, run, comp, remarks
            return "wrong output", run, comp, remarks
        return None, comp, comp, remarks

    def gcc_differs(self, src, workdir, oset, expected, ref_cpu, output):
        """Whether gcc without the plugin, at OSET's other flags, prints
        OUTPUT too: the difference from -O0 is then GCC's own."""
        exe = os.path.join(workdir, oset.name + "-plain")
        flags = [f for f in oset.flags if not f.startswith(PLUG)]
        out = execute([self.cc, "-w"] + flags + [src, "-o", exe],
                      self.timeout)
        if out.status != 0:
            return False
        env = dict(os.environ, OMP_NUM_THREADS=str(oset.threads))
        run = execute([exe], 10 * ref_cpu + 10, env=env, cwd=workdir)
        return run.status == 0 and run.output == output != expected


REASON = re.compile(r"missed: polyhedral: not a SCoP: (.*)$")
FOUND = re.compile(r"note: polyhedral: found SCoP")
DONE = re.compile(r"optimized: polyhedral: SCoP ")
KEPT = re.compile(r"missed: polyhedral: SCoP not (?:transformed|regenerated): (.*)$")


def normalize(reason):
    """A refusal reason without its names and numbers, for counting."""
    reason = re.sub(r"'[^']*'", "'X'", reason)
    return re.sub(r"\b\d+\b", "N", reason).strip()


def read_remarks(text):
    """(SCoPs found, SCoPs transformed, refusal reasons, reasons for
    leaving a SCoP unchanged) from -fopt-info's remarks."""
    found = done = 0
    refused, kept = [], []
    for line in text.splitlines():
        if FOUND.search(line):
            found += 1
        elif DONE.search(line):
            done += 1
        else:
            m = REASON.search(line)
            if m:
                refused.append(normalize(m.group(1)))
            m = KEPT.search(line)
            if m:
                kept.append(normalize(m.group(1)))
    return found, done, refused, kept
