"""Random programs of affine loop nests (the trees of program.py).

One seed gives one program, the same on every machine (random.Random's
sequence is fixed across Python versions for these calls).  What a
program may hold, each drawn with a weight:
- 1 to 4 sibling nests, 1 to 4 deep, imperfect ones (statements before
  and after an inner loop, two inner loops), some under a time loop;
- bounds: parameters, constants, outer counters (triangular), sums,
  differences, quotients by 2, minima; loops that count down, by 2,
  with `<=`, with int, long or unsigned counters;
- conditions on counters (including modulo) and, rarely, on data;
- choices of values on data, (x < y ? a : b) in a value, and running
  minima or maxima with the counter where they were found,
  if (x < best) { best = x; arg = j; } (dynamic programming's shapes);
- subscripts mixing counters, constants, parameters, 2 * counter,
  quotients and modulos, omitted counters (reductions);
- scalar accumulators summed in an inner loop and stored after it;
- global arrays, and heap arrays passed as VLA parameters, some of them
  the same buffer twice (the run-time alias checks must see it);
- one element type per program: int, unsigned, unsigned short, long,
  float or double.
"""

import math
import random

from fuzzer.program import (
    Access, Aff, Array, Assign, Best, Bin, Choose, Const, Counter, If, Loop,
    Param, Program, Read, Scalar, Scale, SetScalar, counter_range,
    fit_arrays, is_float)

TYPES = ["double", "double", "float", "int", "unsigned", "long",
         "unsigned short"]
COUNTERS = ["i", "j", "k", "l"]
# The largest parameter value by the deepest nest: a program runs in
# milliseconds at -O0.
CAPS = {1: 300, 2: 60, 3: 21, 4: 11}


def pick(rng, weighted):
    """One of the (weight, value) pairs' values."""
    total = sum(w for w, _ in weighted)
    x = rng.uniform(0, total)
    for w, v in weighted:
        x -= w
        if x <= 0:
            return v
    return weighted[-1][1]


class Generator:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        rng = self.rng
        self.prog = Program(seed, rng.choice(TYPES))
        self.maxdepth = pick(rng, [(2, 1), (4, 2), (4, 3), (2, 4)])
        self.cap = CAPS[self.maxdepth]
        self.kinds = {}  # counter -> its C type, in the current scope
        self.make_params()
        self.make_arrays()

    def make_params(self):
        rng, prog = self.rng, self.prog
        arg = rng.random() < 0.6
        hidden = arg and rng.random() < 0.5
        for name in ["n", "m", "p"][:rng.randint(1, 3)]:
            value = rng.randint(max(2, self.cap // 3), self.cap) | 1
            prog.params[name] = Param(name, value, arg, hidden)
        prog.small_values = {name: rng.randint(0, 2) for name in prog.params}

    def make_arrays(self):
        rng, prog = self.rng, self.prog
        heaps = []
        for name in "ABCD"[:rng.randint(1, 4)]:
            ndim = pick(rng, [(3, 1), (5, 2), (2, 3)])
            heap = rng.random() < 0.5
            arr = Array(name, ndim, prog.ctype, heap)
            arr.pad = [pick(rng, [(4, 0), (1, 1), (1, 3)]) for _ in range(ndim)]
            prog.arrays[name] = arr
            if heap:
                heaps.append(arr)
        if len(heaps) >= 2 and rng.random() < 0.2:
            heaps[1].alias = heaps[0].name

    def params(self):
        return list(self.prog.params)

    # Affine forms.

    def bounds(self, scope, ranges):
        """(lower, upper, inclusive, upper2) of a new loop in SCOPE."""
        rng = self.rng
        # Bounds name signed counters only: v - 1 or p - v of an unsigned
        # v would wrap below zero.
        outer = [v for v in scope
                 if v != "t" and self.kinds.get(v) != "unsigned"]
        p = rng.choice(self.params())
        lowers = [(6, Aff()), (1, Aff(const=1))]
        uppers = [(6, Aff({p: 1})), (1, Aff({p: 1}, -1)),
                  (1, Aff(const=rng.randint(1, self.cap)))]
        if outer:
            v = rng.choice(outer)
            lowers += [(2, Aff({v: 1})), (1, Aff({v: 1}, 1)),
                       (1, Aff({v: 1}, div=2))]
            uppers += [(3, Aff({v: 1})), (1, Aff({v: 1}, 1)),
                       (1, Aff({v: 1}, rng.randint(1, 4))),
                       (1, Aff({p: 1, v: -1}))]
        lower, upper = pick(rng, lowers), pick(rng, uppers)
        inclusive = rng.random() < 0.1
        upper2 = None
        if rng.random() < 0.08:
            upper2 = Aff({rng.choice(self.params()): 1})
        return lower, upper, inclusive, upper2

    def subscript(self, scope, ranges, used):
        """One subscript over SCOPE, preferring a counter not in USED."""
        rng = self.rng
        fresh = [v for v in scope if v not in used] or scope
        if not scope:
            return Aff(const=rng.randint(0, 3))
        v = rng.choice(fresh)
        used.add(v)
        w = rng.choice(scope)
        p = rng.choice(self.params())
        shift = pick(rng, [(6, 0), (2, -1), (2, 1), (1, -2), (1, 2)])
        choices = [(20, Aff({v: 1}, shift)), (1, Aff(const=rng.randint(0, 3))),
                   (2, Aff({v: 1, w: 1}) if v != w else Aff({v: 2})),
                   (1, Aff({v: 2}, shift)), (1, Aff({p: 1, v: -1}, -1)),
                   (1, Aff({v: 1, p: 1}))]
        if ranges[v][0] >= 0:
            choices += [(1, Aff({v: 1}, div=2)), (1, Aff({v: 1}, mod=3))]
        return pick(rng, choices)

    def access(self, scope, ranges, arr=None):
        arr = arr or self.rng.choice(list(self.prog.arrays.values()))
        used = set()
        # Loops that no subscript names make reductions; time loops are
        # never named, so that a stencil sweeps the same elements.
        inner = [v for v in scope if v != "t"]
        if inner and self.rng.random() < 0.2:
            inner = inner[:-1] or inner
        subs = [self.subscript(inner, ranges, used) for _ in range(arr.ndim)]
        return Access(arr.name, subs)

    # Values.

    def choose(self, scope, ranges, depth):
        """(x rel y ? a : b), x and y reads (or y a constant), a and b
        mostly x, y, constants, counters and, for integers, sums of
        them: values GCC computes before the branch or in it without
        memory (the shapes the plugin models); sometimes a value that
        reads other elements in a branch (refused)."""
        rng = self.rng
        fl = is_float(self.prog.ctype)
        x = Read(self.access(scope, ranges))
        y = pick(rng, [(3, Read(self.access(scope, ranges))),
                       (1, Const(rng.randint(1, 9)))])
        rel = rng.choice(["<", ">", "<=", ">=", "==", "!="])
        arms = [(4, x), (3, y), (2, Const(rng.randint(0, 9)))]
        if scope:
            arms.append((1, Counter(rng.choice(scope))))
        if self.prog.scalars:
            arms.append((1, Scalar(rng.choice(self.prog.scalars))))
        if fl:
            arms.append((1, Scale(x, "0.5")))
        else:
            arms += [(2, Bin("+", x, Const(rng.randint(1, 9)))),
                     (1, Bin("-", y, x)), (1, Bin("*", x, Const(3)))]
        if depth > 0:
            arms.append((1, self.value(scope, ranges, depth - 1)))
        return Choose(x, rel, y, pick(rng, arms), pick(rng, arms))

    def value(self, scope, ranges, depth):
        rng = self.rng
        fl = is_float(self.prog.ctype)
        if rng.random() < 0.06:
            return self.choose(scope, ranges, depth)
        leaves = [(6, "read"), (1, "const")]
        if scope:
            leaves.append((1, "counter"))
        if self.prog.scalars:
            leaves.append((1, "scalar"))
        if depth > 0 and rng.random() < 0.6:
            a = self.value(scope, ranges, depth - 1)
            if fl:
                kind = pick(rng, [(4, "+"), (2, "-"), (1, "scale")])
            else:
                kind = pick(rng, [(4, "+"), (2, "-"), (2, "*"), (1, "/"),
                                  (1, "%"), (1, ">>")])
            if kind == "scale":
                return Scale(a, rng.choice(["0.5", "0.25", "2.0"]))
            if kind in ("/", "%", ">>"):
                k = rng.randint(1, 3) if kind == ">>" else rng.randint(2, 7)
                return Bin(kind, a, Const(k))
            return Bin(kind, a, self.value(scope, ranges, depth - 1))
        leaf = pick(rng, leaves)
        if leaf == "read":
            return Read(self.access(scope, ranges))
        if leaf == "const":
            return Const(rng.randint(1, 9))
        if leaf == "counter":
            return Counter(rng.choice(scope))
        return Scalar(rng.choice(self.prog.scalars))

    def float_value(self, scope, ranges):
        """A float value scaled down when it sums several terms, so that
        sums stay within range more often (exact either way)."""
        v = self.value(scope, ranges, self.rng.randint(0, 2))
        if isinstance(v, Bin) and self.rng.random() < 0.7:
            v = Scale(v, "0.25")
        return v

    def statement(self, scope, ranges):
        rng = self.rng
        target = self.access(scope, ranges)
        op = pick(rng, [(3, "="), (2, "+="), (1, "-=")])
        if is_float(self.prog.ctype):
            value = self.float_value(scope, ranges)
        else:
            value = self.value(scope, ranges, rng.randint(0, 2))
        return Assign(target, op, value)

    def condition(self, scope, ranges):
        rng = self.rng
        v = rng.choice(scope)
        w = rng.choice(scope)
        p = rng.choice(self.params())
        if rng.random() < 0.1:
            return (Read(self.access(scope, ranges)), "<",
                    Read(self.access(scope, ranges)))
        # Counters never go below 0: v % 2 is C's remainder and isl's.
        return pick(rng, [
            (2, (Aff({v: 1}), rng.choice(["<", ">=", "!="]), Aff({w: 1}))),
            (2, (Aff({v: 1, w: 1}), "<", Aff({p: 1}))),
            (1, (Aff({v: 1}, mod=2), "==", Aff())),
            (1, (Aff({v: 1}), "==", Aff(const=rng.randint(0, 3)))),
            # A test of a parameter alone, true for the small values or
            # for the full one: a parameter of its own in the model.
            (1, (Aff({p: 1}), rng.choice(["!=", "=="]),
                 Aff(const=rng.choice([0, 1, self.prog.params[p].value])))),
        ])

    def guarded(self, stmt, scope, ranges):
        if scope and self.rng.random() < 0.12:
            els = []
            if self.rng.random() < 0.3:
                els = [self.statement(scope, ranges)]
            return If(self.condition(scope, ranges), [stmt], els)
        return stmt

    # Loops.

    def loop(self, scope, ranges, remaining, accumulate=None):
        rng = self.rng
        var = COUNTERS[len([v for v in scope if v != "t"])]
        lower, upper, inclusive, upper2 = self.bounds(scope, ranges)
        ctype = pick(rng, [(8, "int"), (1, "long"), (1, "unsigned")])
        loop = Loop(var, lower, upper, [], ctype=ctype, inclusive=inclusive,
                    upper2=upper2)
        lo, hi = counter_range(loop, ranges)
        if ctype == "unsigned" and (lower.interval(ranges)[0] < 0
                                    or upper.interval(ranges)[0] < 0
                                    or upper2 is not None):
            loop.ctype = "int"
        if loop.ctype != "unsigned" and rng.random() < 0.15:
            loop.down = True
        if rng.random() < 0.08:
            loop.step = 2
        self.kinds[var] = loop.ctype
        inner = dict(ranges)
        inner[var] = (lo, hi)
        loop.body = self.body(scope + [var], inner, remaining - 1, accumulate)
        return loop

    def body(self, scope, ranges, remaining, accumulate):
        rng = self.rng
        if remaining == 0:
            stmts = [self.guarded(self.statement(scope, ranges), scope, ranges)
                     for _ in range(pick(rng, [(5, 1), (2, 2), (1, 3)]))]
            if isinstance(accumulate, tuple):
                name, arg = accumulate
                value = pick(rng, [(3, Read(self.access(scope, ranges))),
                                   (1, self.value(scope, ranges, 1))])
                stmts.insert(rng.randint(0, len(stmts)), Best(
                    name, arg, rng.choice(["<", ">", "<=", ">="]), value,
                    rng.choice(scope)))
            elif accumulate:
                stmts.insert(rng.randint(0, len(stmts)), SetScalar(
                    accumulate, "+=", self.value(scope, ranges, 1)))
            return stmts
        stmts = []
        if rng.random() < 0.2:
            stmts.append(self.guarded(self.statement(scope, ranges),
                                      scope, ranges))
        if accumulate is None and rng.random() < 0.15:
            if rng.random() < 0.5:
                stmts += self.running_best(scope, ranges, remaining)
            else:
                stmts += self.accumulation(scope, ranges, remaining)
        else:
            stmts.append(self.guarded(
                self.loop(scope, ranges, remaining, accumulate), scope, ranges))
            if rng.random() < 0.12:
                stmts.append(self.loop(scope, ranges, remaining))
        if rng.random() < 0.2:
            stmts.append(self.statement(scope, ranges))
        return stmts

    def accumulation(self, scope, ranges, remaining):
        """s = 0; for (...) s += ...; A[...] = s: a scalar summed in an
        inner loop, stored after it (a reduction through a scalar)."""
        name = "s%d" % len(self.prog.scalars)
        self.prog.scalars.append(name)
        init = SetScalar(name, "=", Const(self.rng.randint(0, 2)))
        inner = self.loop(scope, ranges, remaining, accumulate=name)
        store = Assign(self.access(scope, ranges), "=", Scalar(name))
        return [init, inner, store]

    def running_best(self, scope, ranges, remaining):
        """best = x0; arg = 0; for (...) if (x < best) { best = x; arg = j; }
        A[...] = best; B[...] = arg: a running minimum or maximum and
        where it was found (Viterbi's max and argmax), stored after the
        loop."""
        rng = self.rng
        name = "s%d" % len(self.prog.scalars)
        arg = "s%d" % (len(self.prog.scalars) + 1)
        self.prog.scalars += [name, arg]
        first = pick(rng, [(2, Read(self.access(scope, ranges))),
                           (1, Const(rng.randint(0, 9)))])
        init = [SetScalar(name, "=", first), SetScalar(arg, "=", Const(0))]
        inner = self.loop(scope, ranges, remaining, accumulate=(name, arg))
        stores = [Assign(self.access(scope, ranges), "=", Scalar(name)),
                  Assign(self.access(scope, ranges), "=", Scalar(arg))]
        return init + [inner] + stores

    def nest(self):
        depth = self.rng.randint(1, self.maxdepth)
        ranges = {p.name: (0, p.value) for p in self.prog.params.values()}
        if depth < 4 and self.rng.random() < 0.2:
            steps = self.rng.randint(2, 4)
            ranges["t"] = (0, steps - 1)
            return Loop("t", Aff(), Aff(const=steps), self.body(
                ["t"], ranges, depth, None))
        return self.loop([], ranges, depth)


# The most elements of a program's arrays together.  Subscripts that
# multiply counters can ask for gigabytes (seed 9320: 2.3 GB of static
# arrays, which no -O3 build links on x86-64); such sizes test nothing
# more than small ones.
MAX_ELEMENTS = 1 << 25


def generate(seed):
    """The program of SEED, its arrays fitted to its subscripts; drawn
    again, from SEED and the count of draws, while its arrays hold more
    than MAX_ELEMENTS elements."""
    draw = 0
    while True:
        gen = Generator(seed if draw == 0 else "%d/%d" % (seed, draw))
        count = pick(gen.rng, [(3, 1), (4, 2), (2, 3), (1, 4)])
        gen.prog.nests = [gen.nest() for _ in range(count)]
        fit_arrays(gen.prog)
        if sum(math.prod(arr.extents())
               for arr in gen.prog.arrays.values()) <= MAX_ELEMENTS:
            gen.prog.seed = seed
            return gen.prog
        draw += 1
