"""Cutting a failing program down, on its tree.

Each candidate is the program with one edit (a nest, loop, statement or
branch removed, a loop whose counter nothing names unwrapped, a loop made
plain, a value replaced by one of its reads, a parameter halved, a heap
array made global); the first candidate that still fails the same way
replaces the program, until no edit keeps the failure or the time is up.
Arrays are fitted again after each edit, so that every candidate is a
defined program.
"""

import time

from fuzzer.program import (
    Aff, Assign, Best, Bin, Choose, Const, If, Loop, Read, Scale, SetScalar,
    fit_arrays, names_used)


def body_lists(prog):
    """Every statement list of PROG, in a fixed order (so that a copy's
    lists are found at the same positions)."""
    lists = []

    def visit(stmts):
        lists.append(stmts)
        for s in stmts:
            if isinstance(s, Loop):
                visit(s.body)
            elif isinstance(s, If):
                visit(s.then)
                visit(s.els)

    visit(prog.nests)
    return lists


def first_read(v):
    if isinstance(v, Read):
        return v
    if isinstance(v, Bin):
        return first_read(v.a) or first_read(v.b)
    if isinstance(v, Scale):
        return first_read(v.value)
    if isinstance(v, Choose):
        for x in v.parts():
            if first_read(x):
                return first_read(x)
    return None


def simpler_value(v):
    """A leaf of V, or None when V is one already; for a choice, first
    its value when true."""
    if isinstance(v, Choose):
        return v.yes
    if isinstance(v, (Bin, Scale)):
        return first_read(v) or Const(1)
    return None


def plain_loop(s):
    return (not s.down and s.step == 1 and s.ctype == "int"
            and not s.inclusive and s.upper2 is None)


def statement_edits(s):
    """The edits of one statement, beyond removing it: (name, apply)."""
    edits = []
    if isinstance(s, If):
        edits.append(("then", lambda lst, k: lst.__setitem__(
            slice(k, k + 1), lst[k].then)))
        if s.els:
            edits.append(("else", lambda lst, k: lst.__setitem__(
                slice(k, k + 1), lst[k].els)))
    if isinstance(s, Loop) and s.var not in names_used(s.body):
        edits.append(("unwrap", lambda lst, k: lst.__setitem__(
            slice(k, k + 1), lst[k].body)))
        if not plain_loop(s):
            def plain(lst, k):
                loop = lst[k]
                loop.down, loop.step, loop.ctype = False, 1, "int"
                loop.inclusive, loop.upper2 = False, None
            edits.append(("plain", plain))
        if s.lower.terms or s.lower.const:
            edits.append(("lower", lambda lst, k: setattr(
                lst[k], "lower", Aff())))
    if isinstance(s, (Assign, SetScalar, Best)) and simpler_value(s.value):
        edits.append(("leaf", lambda lst, k: setattr(
            lst[k], "value", simpler_value(lst[k].value))))
    return edits


def edits(prog):
    """Every edit of PROG as (description, apply(copy))."""
    out = []
    for li, lst in enumerate(body_lists(prog)):
        for k, s in enumerate(lst):
            out.append(("drop %s" % type(s).__name__,
                        lambda c, li=li, k=k: body_lists(c)[li].pop(k)))
            for name, fn in statement_edits(s):
                out.append((name, lambda c, li=li, k=k, fn=fn:
                            fn(body_lists(c)[li], k)))
    for p in prog.params.values():
        if p.value > 1:
            def halve(c, name=p.name):
                q = c.params[name]
                q.value //= 2
                c.small_values[name] = min(c.small_values[name], q.value)
            out.append(("halve %s" % p.name, halve))
    for arr in prog.arrays.values():
        if arr.heap:
            def to_global(c, name=arr.name):
                c.arrays[name].heap = False
                c.arrays[name].alias = None
                for a in c.arrays.values():
                    if a.alias == name:
                        a.alias = None
            out.append(("global %s" % arr.name, to_global))
    return out


def reduce(prog, fails, seconds):
    """The smallest program found from PROG for which fails(program) is
    true, trying for at most SECONDS; and the number of tests made."""
    deadline = time.monotonic() + seconds
    tests = 0
    progress = True
    while progress and time.monotonic() < deadline:
        progress = False
        for _, apply in edits(prog):
            if time.monotonic() >= deadline:
                break
            candidate = prog.copy()
            apply(candidate)
            fit_arrays(candidate)
            tests += 1
            if fails(candidate):
                prog, progress = candidate, True
                break
    return prog, tests
