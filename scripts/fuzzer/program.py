"""The fuzzer's programs as trees, and their C text.

A program is a kernel function of loop nests over arrays, and a main that
fills the arrays, calls the kernel (twice when its sizes are arguments: at
full size, then at sizes of 0 to 2, for empty and one-iteration loops) and
prints a hash of every array's bits.  The generator (generate.py) builds
the tree, the reducer (reduce.py) cuts it down; both only ever produce
programs that are defined C for every size up to the parameters' maxima:
subscripts stay within the arrays (their extents come from interval
bounds of every subscript, see fit_arrays), integer arithmetic is
unsigned (it wraps instead of overflowing), and floating-point arithmetic
is exact under any order of evaluation that keeps the dependences:
additions and subtractions of values, products only by powers of two
(so that a contraction into a fused multiply-add rounds nothing), and
products of two values only alone on a right-hand side.  Any difference
from gcc -O0's output is therefore a bug.
"""

INT_TYPES = {
    "int": "unsigned", "unsigned": "unsigned",
    "unsigned short": "unsigned", "long": "unsigned long",
}
FLOAT_TYPES = ("double", "float")


def is_float(ctype):
    return ctype in FLOAT_TYPES


def arith_type(ctype):
    """The type the kernel computes in for elements of CTYPE."""
    return ctype if is_float(ctype) else INT_TYPES[ctype]


class Param:
    """A size: `arg` is passed to the kernel (from a volatile in main when
    `hidden`, so that no constant reaches the kernel); otherwise its value
    is written into the code."""

    def __init__(self, name, value, arg, hidden):
        self.name, self.value, self.arg, self.hidden = name, value, arg, hidden

    def text(self):
        return self.name if self.arg else str(self.value)


class Aff:
    """sum(coef * name) + const over counters and parameters, optionally
    divided (C's `/`) or reduced (`%`) by a positive constant, only ever
    of a value that is not negative."""

    def __init__(self, terms=None, const=0, div=None, mod=None):
        self.terms = dict(terms or {})
        self.const, self.div, self.mod = const, div, mod

    def names(self):
        return set(self.terms)

    def interval(self, ranges):
        lo = hi = self.const
        for name, coef in self.terms.items():
            a, b = ranges[name]
            lo += min(coef * a, coef * b)
            hi += max(coef * a, coef * b)
        if self.div:
            lo, hi = lo // self.div, hi // self.div
        if self.mod:
            lo, hi = 0, min(hi, self.mod - 1)
        return lo, hi

    def text(self, prog, extra=0):
        parts = []
        for name, coef in self.terms.items():
            sym = prog.name_text(name)
            if coef == 1:
                parts.append("+ " + sym)
            elif coef == -1:
                parts.append("- " + sym)
            elif coef > 0:
                parts.append("+ %d * %s" % (coef, sym))
            else:
                parts.append("- %d * %s" % (-coef, sym))
        const = self.const + (0 if (self.div or self.mod) else extra)
        if const or not parts:
            parts.append("%s %d" % ("+" if const >= 0 else "-", abs(const)))
        s = " ".join(parts)
        s = s[2:] if s.startswith("+ ") else "-" + s[2:]
        if self.div:
            s = "(%s) / %d" % (s, self.div)
        elif self.mod:
            s = "(%s) %% %d" % (s, self.mod)
        if (self.div or self.mod) and extra:
            s = "(%s) %s %d" % (s, "+" if extra > 0 else "-", abs(extra))
        return s


class Access:
    def __init__(self, array, subs):
        self.array, self.subs = array, subs

    def text(self, prog):
        arr = prog.arrays[self.array]
        return arr.name + "".join(
            "[%s]" % s.text(prog, -lo) for s, lo in zip(self.subs, arr.lo))


class Array:
    """extent[d] = hi[d] - lo[d] + 1 + pad[d]; subscripts are shifted by
    -lo[d].  `heap` arrays are malloc'ed by main and passed as VLA
    parameters whose extents are parameters too; `alias` names another
    heap array whose buffer main passes for this one as well."""

    def __init__(self, name, ndim, ctype, heap):
        self.name, self.ndim, self.ctype, self.heap = name, ndim, ctype, heap
        self.lo = [0] * ndim
        self.hi = [0] * ndim
        self.pad = [0] * ndim
        self.alias = None

    def extents(self):
        return [h - l + 1 + p for l, h, p in zip(self.lo, self.hi, self.pad)]


# Values (right-hand sides).

class Read:
    def __init__(self, access):
        self.access = access


class Scalar:
    def __init__(self, name):
        self.name = name


class Const:
    def __init__(self, value):
        self.value = value


class Counter:
    def __init__(self, name):
        self.name = name


class Bin:
    """op in + - * (ints: any operands; floats: * only of a Bin's
    top-level product, see Assign) and / % >> by a constant (ints only)."""

    def __init__(self, op, a, b):
        self.op, self.a, self.b = op, a, b


class Scale:
    """A float value times a power of two (exact)."""

    def __init__(self, value, factor):
        self.value, self.factor = value, factor


class Choose:
    """(a rel b ? yes : no): a choice of values on data, a and b values
    that read memory (or a constant), compared in the arithmetic type."""

    def __init__(self, a, rel, b, yes, no):
        self.a, self.rel, self.b, self.yes, self.no = a, rel, b, yes, no

    def parts(self):
        return [self.a, self.b, self.yes, self.no]


# Statements.

class Assign:
    """target op= value, op in '=' '+=' '-='."""

    def __init__(self, target, op, value):
        self.target, self.op, self.value = target, op, value


class SetScalar:
    def __init__(self, name, op, value):
        self.name, self.op, self.value = name, op, value


class Best:
    """if (value rel name) { name = value; arg = counter; }: the running
    minimum (or maximum) of a value in scalar `name`, and in scalar
    `arg` the counter where it was found (an argmin companion)."""

    def __init__(self, name, arg, rel, value, counter):
        self.name, self.arg, self.rel = name, arg, rel
        self.value, self.counter = value, counter


class Loop:
    """for (ctype var = lower; var < upper (or <= when `inclusive`);
    var += step), or counting down from the last value when `down`.
    `upper2` makes the bound the minimum of two."""

    def __init__(self, var, lower, upper, body, ctype="int", step=1,
                 down=False, inclusive=False, upper2=None):
        self.var, self.lower, self.upper, self.body = var, lower, upper, body
        self.ctype, self.step, self.down = ctype, step, down
        self.inclusive, self.upper2 = inclusive, upper2


class If:
    """if (cond) then else; cond is (Aff, relation, Aff), or
    (Read, relation, Read) for a condition on data."""

    def __init__(self, cond, then, els=None):
        self.cond, self.then, self.els = cond, then, els or []


class Program:
    def __init__(self, seed, ctype):
        self.seed, self.ctype = seed, ctype
        self.params = {}
        self.arrays = {}
        self.scalars = []  # kernel-level scalars, all live-out (returned)
        self.nests = []

    def name_text(self, name):
        p = self.params.get(name)
        return p.text() if p else name

    def arg_params(self):
        return [p for p in self.params.values() if p.arg]

    def copy(self):
        import copy
        return copy.deepcopy(self)


def walk(stmts, fn, ranges=None):
    """Calls fn(stmt, ranges) on every statement under STMTS."""
    for s in stmts:
        fn(s, ranges)
        if isinstance(s, Loop):
            walk(s.body, fn, ranges)
        elif isinstance(s, If):
            walk(s.then, fn, ranges)
            walk(s.els, fn, ranges)


def value_names(v):
    """The counters and scalars a value names."""
    if isinstance(v, Read):
        return set().union(*[a.names() for a in v.access.subs])
    if isinstance(v, Counter):
        return {v.name}
    if isinstance(v, Bin):
        return value_names(v.a) | value_names(v.b)
    if isinstance(v, Scale):
        return value_names(v.value)
    if isinstance(v, Choose):
        return set().union(*[value_names(x) for x in v.parts()])
    return set()


def names_used(stmts):
    """Every counter and parameter that the statements under STMTS name
    (in bounds, conditions, subscripts and values)."""
    names = set()

    def visit(s, _):
        for acc in stmt_accesses(s):
            for sub in acc.subs:
                names.update(sub.names())
        if isinstance(s, (Assign, SetScalar, Best)):
            names.update(value_names(s.value))
        if isinstance(s, Best):
            names.add(s.counter)
        elif isinstance(s, Loop):
            for aff in (s.lower, s.upper, s.upper2):
                if aff is not None:
                    names.update(aff.names())
        elif isinstance(s, If) and isinstance(s.cond[0], Aff):
            names.update(s.cond[0].names() | s.cond[2].names())

    walk(stmts, visit)
    return names


def value_reads(v):
    if isinstance(v, Read):
        return [v.access]
    if isinstance(v, Bin):
        return value_reads(v.a) + value_reads(v.b)
    if isinstance(v, Scale):
        return value_reads(v.value)
    if isinstance(v, Choose):
        return [a for x in v.parts() for a in value_reads(x)]
    return []


def stmt_accesses(s):
    """The accesses of a statement itself (not of its body)."""
    if isinstance(s, Assign):
        return [s.target] + value_reads(s.value)
    if isinstance(s, (SetScalar, Best)):
        return value_reads(s.value)
    if isinstance(s, If) and isinstance(s.cond[0], Read):
        return [s.cond[0].access, s.cond[2].access]
    return []


def counter_range(loop, ranges):
    lo = loop.lower.interval(ranges)[0]
    hi = loop.upper.interval(ranges)[1]
    if loop.upper2 is not None:
        hi = min(hi, loop.upper2.interval(ranges)[1])
    if not loop.inclusive:
        hi -= 1
    return lo, max(lo, hi)


def fit_arrays(prog):
    """Sets every array's lo/hi from the interval of each subscript over
    the counters' ranges (parameters from 0 to their value)."""
    seen = {}

    def visit(stmts, ranges):
        for s in stmts:
            for acc in stmt_accesses(s):
                for d, sub in enumerate(acc.subs):
                    lo, hi = sub.interval(ranges)
                    old = seen.get((acc.array, d))
                    seen[(acc.array, d)] = (lo, hi) if old is None else (
                        min(old[0], lo), max(old[1], hi))
            if isinstance(s, Loop):
                inner = dict(ranges)
                inner[s.var] = counter_range(s, ranges)
                visit(s.body, inner)
            elif isinstance(s, If):
                visit(s.then, ranges)
                visit(s.els, ranges)

    ranges = {p.name: (0, p.value) for p in prog.params.values()}
    visit(prog.nests, ranges)
    for arr in prog.arrays.values():
        for d in range(arr.ndim):
            arr.lo[d], arr.hi[d] = seen.get((arr.name, d), (0, 0))


def used_arrays(prog):
    names = set()
    walk(prog.nests, lambda s, _: names.update(
        a.array for a in stmt_accesses(s)))
    return names
