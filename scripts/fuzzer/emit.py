"""C text of a fuzzer program (program.py has the tree and its rules)."""

from fuzzer.program import (
    Aff, Assign, Best, Bin, Choose, Const, Counter, If, Loop, Read, Scalar,
    Scale, SetScalar, arith_type, is_float, used_arrays)

HEADER = """\
/* polyhedral fuzzer, seed %(seed)s: scripts/fuzz --seed %(seed)s --count 1 */
#include <stdio.h>
#include <stdlib.h>

static unsigned long hash_bytes(const void *p, unsigned long size)
{
  const unsigned char *c = p;
  unsigned long h = 1469598103934665603ul;
  for (unsigned long k = 0; k < size; k++)
    h = (h ^ c[k]) * 1099511628211ul;
  return h;
}
"""


def value_text(prog, v, ctype):
    u = arith_type(ctype)
    fl = is_float(ctype)
    if isinstance(v, Read):
        acc = v.access.text(prog)
        return acc if fl else "(%s) %s" % (u, acc)
    if isinstance(v, Scalar):
        return v.name
    if isinstance(v, Const):
        if fl:
            return "%d.0%s" % (v.value, "f" if ctype == "float" else "")
        return "%d%s" % (v.value, "ul" if u == "unsigned long" else "u")
    if isinstance(v, Counter):
        return "(%s) %s" % (u, v.name)
    if isinstance(v, Scale):
        return "(%s * %s%s)" % (value_text(prog, v.value, ctype), v.factor,
                                "f" if ctype == "float" else "")
    if isinstance(v, Bin):
        a = value_text(prog, v.a, ctype)
        if v.op in ("/", "%", ">>"):
            return "(%s %s %du)" % (a, v.op, v.b.value)
        return "(%s %s %s)" % (a, v.op, value_text(prog, v.b, ctype))
    if isinstance(v, Choose):
        return "(%s %s %s ? %s : %s)" % tuple(
            value_text(prog, x, ctype) if x is not None else v.rel
            for x in (v.a, None, v.b, v.yes, v.no))
    raise TypeError(v)


def cond_text(prog, cond):
    a, rel, b = cond
    if isinstance(a, Read):
        return "%s %s %s" % (a.access.text(prog), rel, b.access.text(prog))
    return "%s %s %s" % (a.text(prog), rel, b.text(prog))


def loop_head(prog, s):
    lower = s.lower.text(prog)
    upper = s.upper.text(prog)
    if s.upper2 is not None:
        u2 = s.upper2.text(prog)
        upper = "(%s < %s ? %s : %s)" % (upper, u2, upper, u2)
    v = s.var
    if s.down:
        start = upper if s.inclusive else "%s - 1" % upper
        step = "%s--" % v if s.step == 1 else "%s -= %d" % (v, s.step)
        return "for (%s %s = %s; %s >= %s; %s)" % (s.ctype, v, start, v,
                                                  lower, step)
    rel = "<=" if s.inclusive else "<"
    step = "%s++" % v if s.step == 1 else "%s += %d" % (v, s.step)
    return "for (%s %s = %s; %s %s %s; %s)" % (s.ctype, v, lower, v, rel,
                                              upper, step)


def stmts_text(prog, stmts, indent):
    out = []
    pad = "  " * indent
    for s in stmts:
        if isinstance(s, Loop):
            out.append(pad + loop_head(prog, s))
            out.append(pad + "  {")
            out += stmts_text(prog, s.body, indent + 2)
            out.append(pad + "  }")
        elif isinstance(s, If):
            out.append(pad + "if (%s)" % cond_text(prog, s.cond))
            out.append(pad + "  {")
            out += stmts_text(prog, s.then, indent + 2)
            out.append(pad + "  }")
            if s.els:
                out.append(pad + "else")
                out.append(pad + "  {")
                out += stmts_text(prog, s.els, indent + 2)
                out.append(pad + "  }")
        elif isinstance(s, Assign):
            arr = prog.arrays[s.target.array]
            val = value_text(prog, s.value, arr.ctype)
            if s.op == "=" and not is_float(arr.ctype):
                val = "(%s) %s" % (arr.ctype, val)
            out.append(pad + "%s %s %s;" % (s.target.text(prog), s.op, val))
        elif isinstance(s, SetScalar):
            out.append(pad + "%s %s %s;" % (
                s.name, s.op, value_text(prog, s.value, prog.ctype)))
        elif isinstance(s, Best):
            val = value_text(prog, s.value, prog.ctype)
            out.append(pad + "if (%s %s %s)" % (val, s.rel, s.name))
            out.append(pad + "  {")
            out.append(pad + "    %s = %s;" % (s.name, val))
            out.append(pad + "    %s = (%s) %s;" % (
                s.arg, arith_type(prog.ctype), s.counter))
            out.append(pad + "  }")
        else:
            raise TypeError(s)
    return out


def dims_text(arr, extents):
    return "".join("[%s]" % e for e in extents)


def kernel_params(prog, arrays):
    params = ["int %s" % p.name for p in prog.arg_params()]
    for arr in arrays:
        if arr.heap:
            dims = ["%s_d%d" % (arr.name, d) for d in range(arr.ndim)]
            params += ["int %s" % d for d in dims]
            params.append("%s %s%s" % (arr.ctype, arr.name,
                                       dims_text(arr, dims)))
    return ", ".join(params) or "void"


def main_text(prog, arrays):
    out = ["int main (void)", "{"]
    buffers = {}  # buffer name -> (ctype, bytes)
    for arr in arrays:
        if arr.heap:
            buf = arr.alias or arr.name
            size = 1
            for e in arr.extents():
                size *= e
            old = buffers.get(buf, (arr.ctype, 0))[1]
            buffers[buf] = (arr.ctype, max(old, size))
    for buf, (ctype, count) in buffers.items():
        out.append("  %s *%s_buf = malloc (%d * sizeof (%s));"
                   % (ctype, buf, count, ctype))
    for buf, (ctype, count) in buffers.items():
        out.append("  for (long k = 0; k < %d; k++)" % count)
        out.append("    %s_buf[k] = (%s) ((k * 7 + %d) %% 17) - 8;"
                   % (buf, ctype, ord(buf[0])))
    for arr in arrays:
        if not arr.heap:
            out.append("  for (long k = 0; k < (long) (sizeof %s / sizeof (%s)); k++)"
                       % (arr.name, arr.ctype))
            out.append("    ((%s *) %s)[k] = (%s) ((k * 5 + %d) %% 13) - 6;"
                       % (arr.ctype, arr.name, arr.ctype, ord(arr.name[0])))
    calls = [{p.name: p.value for p in prog.arg_params()}]
    if prog.arg_params():
        calls.append(dict(prog.small_values))
    for k, values in enumerate(calls):
        args = []
        for p in prog.arg_params():
            args.append("v_%s_%d" % (p.name, k) if p.hidden
                        else str(values[p.name]))
            if p.hidden:
                out.append("  volatile int v_%s_%d = %d;"
                           % (p.name, k, values[p.name]))
        for arr in arrays:
            if arr.heap:
                args += [str(e) for e in arr.extents()]
                args.append("(void *) %s_buf" % (arr.alias or arr.name))
        out.append("  kernel (%s);" % ", ".join(args))
        for buf, (ctype, count) in buffers.items():
            out.append('  printf ("call %d %s %%016lx\\n", hash_bytes (%s_buf, %d * sizeof (%s)));'
                       % (k, buf, buf, count, ctype))
        for arr in arrays:
            if not arr.heap:
                out.append('  printf ("call %d %s %%016lx\\n", hash_bytes (%s, sizeof %s));'
                           % (k, arr.name, arr.name, arr.name))
        if prog.scalars:
            out.append('  printf ("call %d live %%016lx\\n", hash_bytes (live, sizeof live));' % k)
    for buf in buffers:
        out.append("  free (%s_buf);" % buf)
    out.append("  return 0;")
    out.append("}")
    return out


def program_text(prog):
    """The C source of PROG (arrays fitted to their subscripts already)."""
    names = used_arrays(prog)
    arrays = [a for a in prog.arrays.values() if a.name in names]
    out = [HEADER % {"seed": prog.seed}]
    for arr in arrays:
        if not arr.heap:
            out.append("static %s %s%s;" % (arr.ctype, arr.name,
                                            dims_text(arr, arr.extents())))
    acc = arith_type(prog.ctype)
    if prog.scalars:
        out.append("static %s live[%d];" % (acc, len(prog.scalars)))
    out.append("")
    out.append("static __attribute__ ((noinline)) void")
    out.append("kernel (%s)" % kernel_params(prog, arrays))
    out.append("{")
    for name in prog.scalars:
        out.append("  %s %s = 0;" % (acc, name))
    out += stmts_text(prog, prog.nests, 1)
    for k, name in enumerate(prog.scalars):
        out.append("  live[%d] = %s;" % (k, name))
    out.append("}")
    out.append("")
    out += main_text(prog, arrays)
    return "\n".join(out) + "\n"


__all__ = ["program_text", "Aff"]
