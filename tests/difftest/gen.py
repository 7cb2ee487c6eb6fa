#!/usr/bin/env python3
"""Generates random CUDA programs whose every printed value CUDA defines, for differential
testing of cu2cl against CUDA (and of cu2cl's two CPU forms against each other).

  gen.py --seed S [--kernels K] [--only-kernel N] [-o FILE]
  gen.py --corpus DIR --count N [--first-seed S] [--kernels K]

One file holds K kernels k0..k{K-1} and a main that runs each once and prints every word of
its output buffer as `k<N> <index> <hex>` (index = thread * words-per-thread + word; the last 8
words are the kernel's global atomic slots).  Kernel N depends on (seed, N) only, so
`--only-kernel N` writes the same kernel alone, with the same input and launch.

How the generator keeps CUDA's result defined is described in tests/difftest/README.md; the
essential device is that the generator always knows a C expression (a mask variable) naming
exactly the lanes of the current warp that are guaranteed to reach the current statement.
"""
import argparse
import os
import random
import re
import sys

INLEN = 1024          # words of the input buffer (a power of two)
NSLOTS = 8            # global atomic slots at the end of every output buffer
MAX_WORDS = 1024      # bound on threads * words-per-thread

# (blockDim.x, blockDim.y, weight)
BLOCK_SHAPES = [
    (32, 1, 6), (64, 1, 6), (96, 1, 4), (128, 1, 5), (256, 1, 3), (160, 1, 1),
    (48, 1, 4), (100, 1, 4), (33, 1, 2), (17, 1, 1), (80, 1, 2), (250, 1, 1),
    (16, 6, 3), (8, 8, 2), (32, 2, 2), (12, 5, 2), (16, 3, 1), (512, 1, 0.7), (1024, 1, 0.3),
]

# Categories of atomic slots: every one has a final value independent of the order in which
# threads perform their operations.  (name, initial value)
ATOMIC_CATS = [
    ("addsub", 0), ("and", 0xffffffff), ("or", 0), ("xor", 0), ("umin", 0xffffffff),
    ("umax", 0), ("imin", 0x7fffffff), ("imax", 0x80000000), ("fadd", 0), ("exch", 0x1234),
    ("cas", 0x77), ("casmax", 5), ("inc", 0), ("dec", 0),
]
# categories of a global slot pair used as one 8-byte word (the pair is 8-byte aligned)
ATOMIC_CATS64 = [("add64", 0), ("max64", 0), ("min64", 0xffffffff), ("dadd", 0)]

BLOCK, WARP, MUNI, TILE, LANE, DATA = "block", "warp", "muni", "tile", "lane", "data"
UNIFORM_CLASSES = (BLOCK, WARP, MUNI)


class Ctx:
    """What the generator knows at a point of a kernel.

    M      C expression: exactly the lanes of this thread's warp that reach this point
           together (every one of them executes the next warp-synchronous call).
    full   M is every existing lane of the warp (`wfull`).
    gran   aligned groups of `gran` lanes are wholly present or wholly absent (tiles of size
           <= gran may be used); 1 after data-dependent divergence.
    bu     every thread of the block reaches this point (__syncthreads allowed).
    sync   warp-synchronous calls allowed (False inside loops whose per-lane trip count the
           generator does not track).
    top    kernel top level (early returns allowed).
    """

    def __init__(self, **kw):
        self.M = "wfull"
        self.full = True
        self.gran = 32
        self.bu = True
        self.sync = True
        self.top = True
        self.depth = 0
        self.scope = []          # read-only names usable in expressions (loop counters, temps)
        self.satom = []          # shared atomic arrays usable here: (name, [categories])
        self.noreturn = False
        self.__dict__.update(kw)

    def copy(self, **kw):
        c = Ctx(**self.__dict__)
        c.scope = list(self.scope)
        c.satom = list(self.satom)
        c.__dict__.update(kw)
        return c


class Line:
    __slots__ = ("text", "decl")

    def __init__(self, text, decl=None):
        self.text = text
        self.decl = decl         # name this line declares if it may be dropped when unused


class Kernel:
    def __init__(self, seed, index, opts):
        self.index = index
        self.name = f"k{index}"
        self.rng = random.Random(f"cu2cl-difftest:{seed}:{index}")
        r = self.rng
        self.opts = opts
        # Most kernels are shaped for cu2cl's CPU warp form (a 1-D block of whole warps, no
        # match intrinsic, no return, no initialised array), which the comparison of the two
        # PoCL forms can only test where the warp form runs.
        self.wf = r.random() < opts.warp_form_share
        shapes = [(x, y) for x, y, _ in BLOCK_SHAPES if not self.wf or (y == 1 and x % 32 == 0)]
        weights = [w for x, y, w in BLOCK_SHAPES if not self.wf or (y == 1 and x % 32 == 0)]
        self.bx, self.by = r.choices(shapes, weights)[0]
        self.B = self.bx * self.by
        self.mult32 = self.B % 32 == 0
        self.nv = r.choice([2, 3, 3, 4]) if self.B < 512 else 2
        maxblocks = max(1, MAX_WORDS // (self.B * self.nv))
        nblocks = r.randint(1, min(3, maxblocks))
        if nblocks == 2 and r.random() < 0.3:
            self.gx, self.gy = 1, 2
        else:
            self.gx, self.gy = nblocks, 1
        self.T = nblocks * self.B
        self.abase = (self.T * self.nv + 1) // 2 * 2   # 8-byte aligned
        self.cbase = self.abase + NSLOTS   # T words a compaction may store into (bid * B + rank)
        self.nout = self.cbase + self.T
        self.p = r.getrandbits(32)
        self.in_seed = r.getrandbits(32)
        self.in_mask = r.choice([0xffffffff, 0xffffffff, 0xff, 0x7, 0xffff])
        # global atomic slots: four pairs, each pair one category
        self.gcats = [r.choice(ATOMIC_CATS) for _ in range(NSLOTS // 2)]
        if r.random() < 0.5:
            self.gcats[0] = ATOMIC_CATS[0]   # addsub: also for warp-aggregated atomics
        if r.random() < 0.3:
            self.gcats[3] = r.choice(ATOMIC_CATS64)
        # other kernel-level features
        self.dyn = r.random() < 0.3          # shared exchanges carved from extern __shared__
        self.dyn_words = 0
        self.template = r.random() < 0.2     # a template kernel: template <unsigned C>
        self.tval = r.randint(1, 40)
        self.q = float(r.randint(0, 300))    # a float parameter (an integer, exact)
        self.uses_tab = False
        self.accs = False
        self.tiles = []
        if self.mult32 and r.random() < 0.6:
            self.tiles = sorted(r.sample([4, 8, 16, 32], r.randint(1, 3)))
        self.lines = []
        self.ind = 1
        self.shared = []         # declarations at the top of the kernel
        self.counter = 0
        self.helpers = set()
        self.uses_reduce = False
        self.ops = set()         # names of the constructs used (for coverage statistics)

    # ---- output -------------------------------------------------------------------------
    def emit(self, text, decl=None):
        self.lines.append(Line("  " * self.ind + text, decl))

    def new(self, prefix):
        self.counter += 1
        return f"{prefix}{self.counter}"

    # ---- random helpers -----------------------------------------------------------------
    def chance(self, p):
        return self.rng.random() < p

    def pick(self, *items):
        return self.rng.choice(items)

    def wpick(self, pairs):
        items = [p for p in pairs if p[0] > 0]
        return self.rng.choices([i[1] for i in items], [i[0] for i in items])[0]

    def lane_e(self):
        """The lane id, in one of the spellings CUDA code uses."""
        if self.by == 1 and self.chance(0.35):
            return self.pick("(threadIdx.x % 32u)", "(threadIdx.x & 31u)", "(threadIdx.x % warpSize)")
        return "lane"

    def warp_e(self):
        if self.by == 1 and self.chance(0.35):
            return self.pick("(threadIdx.x / 32u)", "(threadIdx.x >> 5)", "(threadIdx.x / warpSize)")
        return "warp"

    def var(self):
        return f"a{self.rng.randrange(self.nv)}"

    def const(self):
        r = self.rng
        k = r.random()
        if k < 0.4:
            return f"{r.randint(0, 40)}u"
        if k < 0.6:
            return f"0x{r.choice([0xff, 0xf0f0, 0x5555, 0xaaaaaaaa, 0x80000000, 0x7fffffff, 0xffffffff]):x}u"
        return f"0x{r.getrandbits(32):08x}u"

    def mask(self, ctx):
        """The current lane mask, sometimes spelled as the full-warp constant."""
        if ctx.full and self.mult32 and self.chance(0.4):
            return "0xffffffffu"
        return ctx.M

    # ---- expressions (all unsigned, no undefined behaviour) -----------------------------
    def leaf(self, ctx):
        r = self.rng
        k = r.random()
        if k < 0.45:
            return self.var()
        if k < 0.55 and ctx.scope:
            return r.choice(ctx.scope)
        if k < 0.72:
            return r.choice(["tid", self.lane_e(), self.warp_e(), "gid", "p", "blockIdx.x", "threadIdx.x",
                             "threadIdx.y", "bid"])
        if k < 0.8 and self.tiles:
            n = r.choice(self.tiles)
            return r.choice([f"(unsigned)tile{n}.thread_rank()", f"(unsigned)tile{n}.meta_group_rank()",
                             f"(unsigned)tile{n}.size()", f"(unsigned)tile{n}.num_threads()"])
        if k < 0.87:
            return f"in[({self.expr(ctx, 1)}) & {INLEN - 1}u]"
        if k < 0.9:
            self.uses_tab = True
            self.ops.add("constant-table")
            return f"dt_tab[({self.expr(ctx, 1)}) & 15u]"
        if k < 0.92 and self.template:
            self.ops.add("template-kernel")
            return "C"
        return self.const()

    def fexpr(self, ctx, d):
        """A float expression whose value is an integer or half-integer of magnitude < 2^23,
        so that every operation is exact."""
        if d == 0 or self.chance(0.4):
            if self.chance(0.15):
                return "q"
            return f"(float)({self.expr(ctx, 1)} & 0x7ffu)"
        a, b = self.fexpr(ctx, 0), self.fexpr(ctx, d - 1)
        op = self.pick("+", "-", "*", "min", "max", "half")
        if op == "*":
            return f"({a} * (float)({self.expr(ctx, 1)} & 0x3ffu))"
        if op == "min":
            return f"fminf({a}, {b})"
        if op == "max":
            return f"fmaxf({a}, {b})"
        if op == "half":
            return f"({a} * 0.5f)"
        return f"({a} {op} {b})"

    def expr(self, ctx, d=2):
        r = self.rng
        if d <= 0 or r.random() < 0.3:
            return self.leaf(ctx)
        a = self.expr(ctx, d - 1)
        k = r.random()
        if k < 0.35:
            b = self.expr(ctx, d - 1)
            op = r.choice(["+", "-", "*", "^", "&", "|", "+", "^"])
            return f"({a} {op} {b})"
        if k < 0.45:
            return f"({a} {r.choice(['<<', '>>'])} {r.randint(0, 31)}u)"
        if k < 0.5:
            b = self.expr(ctx, d - 1)
            return f"({a} {r.choice(['<<', '>>'])} ({b} & 31u))"
        if k < 0.62:
            f = r.choice(["__popc", "__clz", "__ffs", "__brev", "__brev", "~"])
            self.ops.add(f)
            if f == "~":
                return f"(~{a})"
            if f == "__brev":
                return f"__brev({a})"
            return f"(unsigned){f}({a})"
        if k < 0.67:
            b = self.expr(ctx, d - 1)
            return f"{r.choice(['min', 'max'])}({a}, {b})"
        if k < 0.71:
            b = self.expr(ctx, d - 1)
            return f"({a} {r.choice(['/', '%'])} ({b} | 1u))"
        if k < 0.76:
            b = self.expr(ctx, d - 1)
            c = self.expr(ctx, d - 1)
            return f"({self.pred_of(a)} ? {b} : {c})"
        if k < 0.8:
            b = self.expr(ctx, d - 1)
            return f"(unsigned)({a} {r.choice(['<', '>', '==', '!=', '<=', '>='])} {b})"
        if k < 0.85:
            # signed arithmetic that cannot overflow
            b = self.expr(ctx, d - 1)
            form = r.randint(0, 3)
            if form == 0:
                return f"(unsigned)((int){a} >> {r.randint(0, 31)})"
            if form == 1:
                return f"(unsigned)((int)({a} & 0xffffu) - (int)({b} & 0xffffu))"
            if form == 2:
                return f"(unsigned)((int){a} / ((int)({b} & 0xffu) + 1))"
            return f"(unsigned)((int){a} % ((int)({b} & 0xffu) + 1))"
        if k < 0.9:
            self.ops.add("float")
            if not self.wf and self.chance(0.2):
                return f"__float_as_uint((float)({a} & 0xffffffu))"
            return f"(unsigned)(int)({self.fexpr(ctx, 2)})"
        if k < 0.95:
            b = self.expr(ctx, d - 1)
            f = r.choice(["__umulhi", "__byte_perm", "__funnelshift_l", "__funnelshift_r",
                          "__usad", "__uhadd", "__urhadd", "__umul24", "mulhi", "ll"])
            self.ops.add(f)
            if f == "__umul24" and "mul24" in self.opts.avoid:
                return f"__umul24({a} & 0xffffu, {b} & 0xffu)"
            if f == "__byte_perm":
                return f"__byte_perm({a}, {b}, {r.getrandbits(16):#x}u)"
            if f.startswith("__funnel"):
                return f"{f}({a}, {b}, {self.expr(ctx, 0)})"
            if f == "__usad":
                return f"__usad({a}, {b}, {self.expr(ctx, 0)})"
            if f == "mulhi":
                return f"(unsigned)__mulhi((int){a}, (int){b})"
            if f == "ll":
                return f"(unsigned)(((unsigned long long){a} * {b} + {self.expr(ctx, 0)}) >> {r.randint(1, 40)})"
            return f"{f}({a}, {b})"
        return f"(unsigned)((({a}) & 1u) ? {self.leaf(ctx)} : {self.leaf(ctx)})"

    def pred_of(self, e):
        r = self.rng
        k = r.randint(0, 4)
        if k == 0:
            return f"(({e} & 1u) != 0u)"
        if k == 1:
            return f"({e} % 3u == 0u)"
        if k == 2:
            return f"({e} < 0x{r.getrandbits(32):08x}u)"
        if k == 3:
            return f"(({e} & {1 << r.randint(0, 7)}u) == 0u)"
        return f"(({e} >> {r.randint(0, 31)}) & 1u)"

    def pred(self, ctx):
        r = self.rng
        k = r.random()
        if k < 0.15:
            return f"(lane < {r.randint(0, 32)}u)"
        if k < 0.22:
            return f"((lane & {r.randint(1, 31)}u) != 0u)"
        return self.pred_of(self.expr(ctx, 1))

    # ---- conditions with a known uniformity ---------------------------------------------
    def cond(self, ctx, cls):
        """Returns (expression, granularity after entering, constant lane set or None)."""
        r = self.rng
        if cls == BLOCK:
            k = r.randint(0, 4)
            if k == 0:
                return f"(p & {r.randint(1, 7)}u) == {r.randint(0, 3)}u", ctx.gran, None
            if k == 1:
                return f"bid == {r.randint(0, 2)}u", ctx.gran, None
            if k == 2:
                return f"(gridDim.x * {r.randint(1, 9)}u + p) % 3u != 0u", ctx.gran, None
            if k == 3:
                return f"(in[{r.randrange(INLEN)}] & {r.choice([1, 2, 4, 8])}u) != 0u", ctx.gran, None
            return f"((p >> {r.randint(0, 28)}) & 1u) != 0u", ctx.gran, None
        if cls == WARP:
            k = r.randint(0, 3)
            if k == 0:
                return f"{self.warp_e()} == {r.randint(0, 3)}u", ctx.gran, None
            if k == 1:
                return f"({self.warp_e()} & 1u) == {r.randint(0, 1)}u", ctx.gran, None
            if k == 2:
                return f"{self.warp_e()} < {r.randint(1, 3)}u", ctx.gran, None
            return f"((in[(warp * 7u + p) & {INLEN - 1}u] ^ p) & 1u) != 0u", ctx.gran, None
        if cls == MUNI:
            m = self.mask(ctx)
            k = r.randint(0, 4)
            self.ops.add("muni-cond")
            if k == 0:
                return f"__any_sync({m}, {self.pred(ctx)})", ctx.gran, None
            if k == 1:
                return f"__all_sync({m}, {self.pred(ctx)})", ctx.gran, None
            if k == 2:
                return f"(__ballot_sync({m}, {self.pred(ctx)}) & {self.const()}) != 0u", ctx.gran, None
            if k == 3:
                return f"(__reduce_or_sync({m}, {self.expr(ctx, 1)}) & {1 << r.randint(0, 9)}u) != 0u", ctx.gran, None
            return f"__popc(__ballot_sync({m}, {self.pred(ctx)})) > {r.randint(0, 20)}", ctx.gran, None
        if cls == TILE:
            usable = [n for n in self.tiles if n <= ctx.gran and n < 32]
            if usable and ctx.sync and self.chance(0.5):
                n = r.choice(usable)
                self.ops.add("tile-cond")
                k = r.randint(0, 2)
                if k == 0:
                    return f"tile{n}.any({self.pred(ctx)})", n, None
                if k == 1:
                    return f"tile{n}.all({self.pred(ctx)})", n, None
                return f"(tile{n}.ballot({self.pred(ctx)}) & 1u) != 0u", n, None
            sh = r.randint(1, 4)
            g = 1 << sh
            k = r.randint(0, 2)
            if k == 0:
                c = r.randint(0, 1)
                lanes = [l for l in range(32) if ((l >> sh) & 1) == c]
                return f"((lane >> {sh}) & 1u) == {c}u", g, lanes
            if k == 1:
                c = r.randint(0, (32 >> sh) - 1)
                lanes = [l for l in range(32) if (l >> sh) == c]
                return f"(lane >> {sh}) == {c}u", g, lanes
            return f"((lane >> {sh}) + p) % 3u == 0u", g, None
        if cls == LANE:
            k = r.randint(0, 4)
            if k == 0:
                c = r.randint(1, 31)
                return f"{self.lane_e()} < {c}u", 1, list(range(c))
            if k == 1:
                c = r.randint(1, 31)
                return f"({self.lane_e()} & {c}u) != 0u", 1, [l for l in range(32) if l & c]
            if k == 2:
                c = r.randint(0, 2)
                if self.chance(0.3):
                    return f"{self.lane_e()} == {c}u", 1, [c]
                return f"{self.lane_e()} % 3u == {c}u", 1, [l for l in range(32) if l % 3 == c]
            if k == 3:
                return f"tid < {r.randint(1, self.B)}u", 1, None
            return f"gid < {r.randint(1, self.T)}u", 1, None
        return self.pred(ctx), 1, None

    def classes(self, ctx, allow_muni=True):
        out = [(2, BLOCK), (2, WARP), (3, LANE), (4, DATA)]
        if ctx.sync and allow_muni:
            out.append((2.5, MUNI))
        if self.mult32:
            out.append((2, TILE))
        return out

    def lanes_mask(self, ctx, lanes, cname, negate=False):
        """A declaration of the mask of the lanes of M for which cname (negated) holds."""
        m = self.new("m")
        if lanes is not None and self.chance(0.4):
            bits = sum(1 << l for l in lanes)
            if negate:
                bits = ~bits & 0xffffffff
            self.emit(f"const unsigned {m} = {ctx.M} & 0x{bits:08x}u;", decl=m)
        else:
            self.emit(f"const unsigned {m} = __ballot_sync({self.mask(ctx)}, {'!' if negate else ''}{cname});", decl=m)
        return m

    # ---- statements -----------------------------------------------------------------------
    def block(self, ctx, n):
        for _ in range(n):
            self.stmt(ctx)

    def stmt(self, ctx):
        d = ctx.depth
        tiles_ok = ctx.sync and [t for t in self.tiles if t <= ctx.gran]
        nested = d < self.opts.depth
        ch = [
            (6, self.s_assign),
            (4 if ctx.sync else 0, self.s_vote),
            (5 if ctx.sync else 0, self.s_shfl),
            (1.5 if ctx.sync and not self.wf else 0, self.s_match),
            (2 if ctx.sync else 0, self.s_reduce),
            (0.7 if ctx.sync else 0, self.s_syncwarp),
            (1 if ctx.sync else 0, self.s_warp_exchange),
            (1 if ctx.sync else 0, self.s_helper),
            (4 if tiles_ok else 0, self.s_tile),
            (0.8 if ctx.bu else 0, self.s_syncthreads),
            (1.5 if ctx.bu else 0, self.s_block_vote),
            (1.5 if ctx.bu else 0, self.s_block_exchange),
            (0.7 if ctx.bu else 0, self.s_block_reduce),
            (1.2 if ctx.bu and d < 2 else 0, self.s_shared_atomics),
            (1.5, self.s_global_atomic),
            (3 if ctx.satom else 0, self.s_shared_atomic),
            (5 if nested else 0, self.s_if),
            (1.5 if nested else 0, self.s_for),
            (1.2 if nested else 0, self.s_varloop),
            (0.6 if nested else 0, self.s_while),
            (1.2 if nested else 0, self.s_switch),
            (0.5, self.s_local_array),
            (1 if ctx.bu else 0, self.s_warp_leaders),
            (1.2 if ctx.sync else 0, self.s_warp_reduce_loop),
            (0.6 if tiles_ok else 0, self.s_tile_helper),
            (0.5 if ctx.bu else 0, self.s_block_helper),
            (1 if ctx.sync else 0, self.s_aggregated_atomic),
            (0.8, self.s_lambda),
            (2.5 if self.accs else 0, self.s_acc),
            (0.6 if ctx.bu else 0, self.s_block_leader),
            (0.8 if ctx.bu else 0, self.s_compaction),
            (2.5 if ctx.top and not ctx.noreturn and not self.wf else 0, self.s_return),
        ]
        self.wpick([(w, f) for w, f in ch])(ctx)

    def s_assign(self, ctx):
        v = self.var()
        op = self.pick("=", "+=", "^=", "-=", "|=", "*=")
        if op == "=" and self.chance(0.5):
            self.emit(f"{v} = {v} * 0x9e3779b1u + {self.expr(ctx)};")
        else:
            self.emit(f"{v} {op} {self.expr(ctx)};")

    def s_vote(self, ctx):
        v, m = self.var(), self.mask(ctx)
        k = self.rng.randint(0, 4)
        self.ops.add("vote")
        if k == 0:
            self.emit(f"{v} ^= __ballot_sync({m}, {self.pred(ctx)});")
        elif k == 1:
            self.emit(f"{v} += __popc(__ballot_sync({m}, {self.pred(ctx)}) & {self.const()});")
        elif k == 2:
            self.emit(f"{v} += __any_sync({m}, {self.pred(ctx)}) ? {self.expr(ctx, 1)} : {self.const()};")
        elif k == 3:
            self.emit(f"{v} += (unsigned)__all_sync({m}, {self.pred(ctx)}) * {self.const()};")
        else:
            self.emit(f"{v} = {v} * 33u + (unsigned)__ffs(__ballot_sync({m}, {self.pred(ctx)}));")

    def s_shfl(self, ctx):
        """A shuffle whose value is used only where its source lane is in M (always, when M is
        every lane of a full warp)."""
        r = self.rng
        kind = r.choice(["idx", "up", "down", "xor"])
        self.ops.add("shfl-" + kind)
        w = r.choice([32, 32, 32, 16, 8, 4, 2])
        m = self.mask(ctx)
        v = self.var()
        ty = r.choice(["u", "u", "u", "i", "f", "ull", "dbl"])
        val = self.expr(ctx, 1)
        if ty == "i":
            val = f"(int){val}"
        elif ty == "f":
            val = f"(float)({val} & 0xfffffu)"
        elif ty == "ull":
            val = f"(((unsigned long long){val} << 32) | {self.expr(ctx, 0)})"
        elif ty == "dbl":
            val = f"((double)({val} & 0xffffffu) * 0.25)"
        wa = "" if w == 32 and self.chance(0.5) else f", {w}"
        guard = not (ctx.full and self.mult32)
        var_arg = self.chance(0.3)
        a = self.new("d")
        if kind == "idx":
            src = self.expr(ctx, 1) if var_arg else f"{r.randint(0, 40)}u"
            self.emit(f"const unsigned {a} = {src};")
            call = f"__shfl_sync({m}, {val}, {a}{wa})"
            srcl = f"((lane & ~{w - 1}u) + ({a} & {w - 1}u))"
        elif kind in ("up", "down"):
            if var_arg:
                self.emit(f"const unsigned {a} = {self.expr(ctx, 1)} & {r.choice([w - 1, 31])}u;")
            else:
                self.emit(f"const unsigned {a} = {r.randint(0, w - 1) if self.chance(0.85) else r.randint(0, 31)}u;")
            call = f"__shfl_{kind}_sync({m}, {val}, {a}{wa})"
            if kind == "up":
                srcl = f"((lane & {w - 1}u) >= {a} ? lane - {a} : lane)"
            else:
                srcl = f"((lane & {w - 1}u) + {a} < {w}u ? lane + {a} : lane)"
        else:
            if var_arg:
                self.emit(f"const unsigned {a} = {self.expr(ctx, 1)} & {w - 1}u;")
            else:
                top = w - 1 if self.chance(0.9) else 31
                self.emit(f"const unsigned {a} = {r.randint(0, top)}u;")
            call = f"__shfl_xor_sync({m}, {val}, {a}{wa})"
            srcl = f"(lane ^ {a})"
        t = self.new("t")
        if ty == "ull":
            self.emit(f"const unsigned long long {t} = {call};")
            res = f"((unsigned)({t} >> 32) ^ (unsigned){t})"
        elif ty == "f":
            self.emit(f"const float {t} = {call};")
            res = f"(unsigned)(int){t}"
        elif ty == "dbl":
            self.emit(f"const double {t} = {call};")
            res = f"(unsigned)({t} * 4.0)"
        else:
            self.emit(f"const unsigned {t} = (unsigned){call};")
            res = t
        if guard:
            s = self.new("s")
            self.emit(f"const unsigned {s} = {srcl};")
            self.emit(f"{v} += (({ctx.M} >> {s}) & 1u) ? {res} : {self.const()};")
        else:
            self.emit(f"{v} += {res};")

    def s_match(self, ctx):
        m = self.mask(ctx)
        v = self.var()
        r = self.rng
        self.ops.add("match")
        val = f"{self.expr(ctx, 1)} & {r.choice([1, 3, 7, 0xff])}u"
        ty = r.choice(["u", "u", "i", "ull", "f"])
        if ty == "i":
            val = f"(int)({val})"
        elif ty == "ull":
            val = f"((unsigned long long)({val}) << {r.randint(0, 40)})"
        elif ty == "f":
            val = f"(float)({val})"
        if self.chance(0.5):
            self.emit(f"{v} ^= __match_any_sync({m}, {val});")
        else:
            pr = self.new("pr")
            self.emit(f"int {pr};")
            self.emit(f"{v} += __match_all_sync({m}, {val}, &{pr});")
            self.emit(f"{self.var()} ^= (unsigned){pr} << {r.randint(0, 31)};")

    def s_reduce(self, ctx):
        m = self.mask(ctx)
        v = self.var()
        op = self.pick("add", "min", "max", "and", "or", "xor")
        self.ops.add("reduce-" + op)
        val = self.expr(ctx, 1)
        if op in ("add", "min", "max") and self.chance(0.4):
            self.emit(f"{v} += (unsigned)__reduce_{op}_sync({m}, (int){val});")
        else:
            self.emit(f"{v} ^= __reduce_{op}_sync({m}, {val});")

    def s_syncwarp(self, ctx):
        self.ops.add("syncwarp")
        if ctx.full and self.mult32 and self.chance(0.3):
            self.emit("__syncwarp();")
        else:
            self.emit(f"__syncwarp({self.mask(ctx)});")

    def shared_words(self, prefix, n):
        """A shared array of n words: static, or a slice of the extern __shared__ array."""
        sh = self.new(prefix)
        if self.dyn:
            self.shared.append(f"unsigned *{sh} = dyn + {self.dyn_words}u;")
            self.dyn_words += n
            self.ops.add("extern-shared")
        else:
            self.shared.append(f"__shared__ unsigned {sh}[{n}];")
        return sh

    def s_warp_exchange(self, ctx):
        """Shared memory within the warp, ordered by __syncwarp(M)."""
        self.ops.add("warp-exchange")
        sh = self.shared_words("sw", self.B)
        m = self.mask(ctx)
        self.emit(f"{sh}[tid] = {self.expr(ctx)};")
        self.emit(f"__syncwarp({m});")
        s = self.new("s")
        self.emit(f"const unsigned {s} = ({self.expr(ctx, 1)}) & 31u;")
        self.emit(f"{self.var()} += (({ctx.M} >> {s}) & 1u) ? {sh}[(tid & ~31u) + {s}] : {self.const()};")
        self.emit(f"__syncwarp({m});")

    def s_helper(self, ctx):
        m = self.mask(ctx)
        k = self.rng.randint(0, 3)
        if k == 3:
            self.helpers.add("dt_early")
            self.emit(f"{self.var()} += dt_early({m}, {self.expr(ctx, 1)});")
        elif k == 0:
            self.helpers.add("dt_masked_sum")
            form = self.rng.randint(0, 2)
            if form == 0:
                self.emit(f"{self.var()} += dt_masked_sum({m}, {self.expr(ctx, 1)});")
            elif form == 1:
                v = self.var()
                self.emit(f"{v} = dt_masked_sum({m}, {v});")
            else:
                self.helpers.add("dt_accumulate")
                self.emit(f"dt_accumulate({self.var()}, {m}, {self.expr(ctx, 1)});")
        elif k == 1:
            self.helpers.add("dt_rank")
            self.emit(f"{self.var()} ^= dt_rank({m}, {self.pred(ctx)}) << {self.rng.randint(0, 24)};")
        else:
            self.helpers.add("dt_mix")
            v = self.var()
            self.emit(f"{v} = dt_mix({v}, {self.expr(ctx, 1)});")
        self.ops.add("device-function")

    def s_tile(self, ctx):
        r = self.rng
        n = r.choice([t for t in self.tiles if t <= ctx.gran])
        t = f"tile{n}"
        v = self.var()
        k = r.randint(0, 9)
        self.ops.add(f"tile{n}")
        if k == 0:
            self.emit(f"{v} += {t}.shfl({self.expr(ctx, 1)}, ({self.expr(ctx, 1)}) & {n - 1}u);")
        elif k == 1:
            self.emit(f"{v} += {t}.shfl_down({self.expr(ctx, 1)}, {r.randint(0, n - 1)}u);")
        elif k == 2:
            self.emit(f"{v} += {t}.shfl_up({self.expr(ctx, 1)}, {r.randint(0, n - 1)}u);")
        elif k == 3:
            self.emit(f"{v} ^= {t}.shfl_xor({self.expr(ctx, 1)}, {r.randint(0, n - 1)}u);")
        elif k == 4:
            self.emit(f"{v} ^= {t}.ballot({self.pred(ctx)}) << {r.randint(0, 31 - n + 1) if n < 32 else 0};")
        elif k == 5:
            self.emit(f"{v} += {t}.any({self.pred(ctx)}) ? {self.const()} : {self.expr(ctx, 1)};")
        elif k == 6:
            self.emit(f"{v} += (unsigned){t}.all({self.pred(ctx)}) << {r.randint(0, 31)};")
        elif k == 7:
            self.emit(f"{t}.sync();")
        elif k == 8:
            self.emit(f"{v} += (unsigned)(int){t}.shfl((float)({self.expr(ctx, 1)} & 0xffffu), {r.randint(0, n - 1)}u);")
        else:
            self.uses_reduce = True
            self.ops.add("cg-reduce")
            op = r.choice(["plus", "bit_xor", "bit_or", "bit_and", "less", "greater"])
            self.emit(f"{v} += cg::reduce({t}, {self.expr(ctx, 1)}, cg::{op}<unsigned>());")

    def s_syncthreads(self, ctx):
        self.ops.add("syncthreads")
        if self.chance(0.3):
            self.emit("cg::this_thread_block().sync();")
        else:
            self.emit("__syncthreads();")

    def s_block_vote(self, ctx):
        f = self.pick("count", "and", "or")
        self.ops.add("syncthreads_" + f)
        if self.chance(0.4):
            # a block-uniform value used as a condition
            c = self.new("c")
            self.emit(f"const bool {c} = __syncthreads_{f}({self.pred(ctx)}) {'> ' + str(self.rng.randint(0, self.B)) if f == 'count' else '!= 0'};")
            self.emit(f"if ({c}) {{")
            self.ind += 1
            self.block(ctx.copy(depth=ctx.depth + 1, top=False), self.rng.randint(1, 3))
            self.ind -= 1
            self.emit("}")
        else:
            self.emit(f"{self.var()} += (unsigned)__syncthreads_{f}({self.pred(ctx)}) * {self.const()};")

    def s_block_exchange(self, ctx):
        self.ops.add("block-exchange")
        sh = self.new("sh")
        r = self.rng
        two_d = self.by > 1 and self.chance(0.5)
        if two_d:
            self.shared.append(f"__shared__ unsigned {sh}[{self.by}][{self.bx}];")
            self.emit(f"{sh}[threadIdx.y][threadIdx.x] = {self.expr(ctx)};")
        else:
            sh = self.shared_words("sh", self.B)
            self.emit(f"{sh}[tid] = {self.expr(ctx)};")
        self.emit("__syncthreads();")
        for _ in range(r.randint(1, 2)):
            if two_d:
                idx = r.choice([f"[(threadIdx.y + {r.randint(1, 5)}u) % {self.by}u][{self.bx - 1}u - threadIdx.x]",
                                f"[{self.by - 1}u - threadIdx.y][(threadIdx.x + {r.randint(1, 9)}u) % {self.bx}u]",
                                f"[({self.expr(ctx, 1)}) % {self.by}u][({self.expr(ctx, 1)}) % {self.bx}u]"])
            else:
                idx = r.choice([f"[(tid + {r.randint(1, 70)}u) % {self.B}u]", f"[{self.B - 1}u - tid]",
                                f"[({self.expr(ctx, 1)}) % {self.B}u]", f"[(tid ^ {r.randint(1, 63)}u) % {self.B}u]"])
            if self.chance(0.3):
                c, _, _ = self.cond(ctx, r.choice([LANE, DATA, WARP]))
                self.emit(f"if ({c}) {self.var()} ^= {sh}{idx};")
            else:
                self.emit(f"{self.var()} += {sh}{idx};")
        self.emit("__syncthreads();")

    def s_block_reduce(self, ctx):
        """The classic shared-memory tree reduction."""
        self.ops.add("block-reduce")
        sh = self.shared_words("sr", self.B)
        p2 = 1
        while p2 < self.B:
            p2 *= 2
        s = self.new("o")
        self.emit(f"{sh}[tid] = {self.expr(ctx)};")
        self.emit("__syncthreads();")
        self.emit(f"for (unsigned {s} = {p2 // 2}u; {s} > 0u; {s} >>= 1) {{")
        self.emit(f"  if (tid < {s} && tid + {s} < {self.B}u) {sh}[tid] {self.pick('+=', '^=', '|=')} {sh}[tid + {s}];")
        self.emit("  __syncthreads();")
        self.emit("}")
        self.emit(f"{self.var()} += {sh}[{self.rng.choice(['0u', '0u', 'tid % 2u'])}];")
        self.emit("__syncthreads();")

    def atomic(self, ctx, target, cat, slot_init):
        """One atomic operation on `target` (an lvalue of type unsigned) of category cat."""
        v = self.expr(ctx, 1)
        r = self.rng
        name = cat
        self.ops.add("atomic-" + name)
        if name == "addsub":
            return f"{r.choice(['atomicAdd', 'atomicSub'])}(&{target}, {v});"
        if name in ("and", "or", "xor"):
            return f"atomic{name.capitalize()}(&{target}, {v});"
        if name == "umin":
            return f"atomicMin(&{target}, {v});"
        if name == "umax":
            return f"atomicMax(&{target}, {v});"
        if name == "imin":
            return f"atomicMin((int *)&{target}, (int){v});"
        if name == "imax":
            return f"atomicMax((int *)&{target}, (int){v});"
        if name == "fadd":
            return f"atomicAdd((float *)&{target}, (float)({v} & 0xfu));"
        if name == "exch":
            return f"atomicExch(&{target}, 0xabcd{slot_init & 0xff:02x}u);"
        if name == "cas":
            return f"atomicCAS(&{target}, {slot_init}u, 0x5a5a{slot_init & 0xff:02x}u);"
        if name == "casmax":
            o, a = self.new("ov"), self.new("as")
            return (f"{{ unsigned {o} = atomicOr(&{target}, 0u), {a}; const unsigned nv{o} = {v}; "
                    f"do {{ {a} = {o}; {o} = atomicCAS(&{target}, {a}, max({a}, nv{o})); }} while ({o} != {a}); }}")
        if name == "inc":
            return f"atomicInc(&{target}, 1000u);"
        if name == "dec":
            return f"atomicDec(&{target}, 1000u);"
        raise AssertionError(name)

    def s_global_atomic(self, ctx):
        r = self.rng
        pair = r.randrange(NSLOTS // 2)
        cat, init = self.gcats[pair]
        if cat in ("add64", "max64", "min64", "dadd"):
            self.ops.add("atomic-" + cat)
            slot = f"out[{self.abase + 2 * pair}u]"
            v = self.expr(ctx, 1)
            if cat == "add64":
                self.emit(f"atomicAdd((unsigned long long *)&{slot}, (unsigned long long){v} * {self.expr(ctx, 0)});")
            elif cat == "max64":
                self.emit(f"atomicMax((unsigned long long *)&{slot}, ((unsigned long long){v} << 32) | {self.expr(ctx, 0)});")
            elif cat == "min64":
                self.emit(f"atomicMin((unsigned long long *)&{slot}, ((unsigned long long)({v} & 0x7fffffffu) << 32) | {self.expr(ctx, 0)});")
            else:
                self.emit(f"atomicAdd((double *)&{slot}, (double)({v} & 0xffffu));")
            return
        idx = f"{self.abase + 2 * pair}u + ({self.expr(ctx, 1)} & 1u)" if self.chance(0.4) else \
            f"{self.abase + 2 * pair + r.randint(0, 1)}u"
        self.emit(self.atomic(ctx, f"out[{idx}]", cat, init))

    def s_shared_atomic(self, ctx):
        r = self.rng
        name, cats = r.choice(ctx.satom)
        pair = r.randrange(2)
        cat, init = cats[pair]
        idx = f"{2 * pair}u + ({self.expr(ctx, 1)} & 1u)" if self.chance(0.4) else f"{2 * pair + r.randint(0, 1)}u"
        self.emit(self.atomic(ctx, f"{name}[{idx}]", cat, init))

    def s_shared_atomics(self, ctx):
        """A phase: initialise shared slots, barrier, atomics from anywhere, barrier, read."""
        self.ops.add("shared-atomics")
        r = self.rng
        sa = self.new("sa")
        self.shared.append(f"__shared__ unsigned {sa}[4];")
        cats = [r.choice(ATOMIC_CATS), r.choice(ATOMIC_CATS)]
        inits = [cats[0][1], cats[0][1], cats[1][1], cats[1][1]]
        self.emit("{")
        self.ind += 1
        self.emit(f"if (tid < 4u) {sa}[tid] = tid < 2u ? 0x{inits[0]:x}u : 0x{inits[2]:x}u;")
        self.emit("__syncthreads();")
        sub = ctx.copy(satom=ctx.satom + [(sa, cats)], noreturn=True, depth=ctx.depth + 1)
        old = ctx.satom
        n = r.randint(1, 3)
        forced = r.randrange(n + 1)
        for i in range(n + 1):
            if i == forced:
                self.s_shared_atomic(ctx.copy(satom=[(sa, cats)]))
            if i < n:
                self.stmt(sub)
        self.emit("__syncthreads();")
        for k in range(4):
            if self.chance(0.7):
                self.emit(f"{self.var()} ^= {sa}[{k}] * {2 * k + 1}u;")
        self.emit("__syncthreads();")
        self.ind -= 1
        self.emit("}")

    def s_if(self, ctx):
        r = self.rng
        cls = self.wpick(self.classes(ctx))
        c, gran, lanes = self.cond(ctx, cls)
        cn = self.new("c")
        self.emit(f"const bool {cn} = {c};")
        has_else = self.chance(0.4)
        inner = dict(depth=ctx.depth + 1, top=False)
        if cls in UNIFORM_CLASSES:
            tctx = ctx.copy(bu=ctx.bu and cls == BLOCK, **inner)
            ectx = tctx.copy()
        elif ctx.sync:
            mt = self.lanes_mask(ctx, lanes, cn)
            tctx = ctx.copy(M=mt, full=False, gran=min(ctx.gran, gran), bu=False, **inner)
            ectx = None
            if has_else:
                me = self.lanes_mask(ctx, lanes, cn, negate=True)
                ectx = tctx.copy(M=me)
        else:
            tctx = ctx.copy(bu=False, **inner)
            ectx = tctx.copy()
        self.emit(f"if ({cn}) {{")
        self.ind += 1
        self.block(tctx, r.randint(1, 4))
        self.ind -= 1
        if has_else:
            self.emit("} else {")
            self.ind += 1
            self.block(ectx, r.randint(1, 3))
            self.ind -= 1
        self.emit("}")

    def loop_exit(self, ctx, kind, cls, alive):
        """`if (c) break;` / `continue;` at the top level of a loop body; updates ctx."""
        c, gran, lanes = self.cond(ctx, cls)
        cn = self.new("c")
        self.emit(f"const bool {cn} = {c};")
        self.ops.add(kind)
        if cls in UNIFORM_CLASSES or not ctx.sync:
            self.emit(f"if ({cn}) {kind};")
            if cls != BLOCK:
                ctx.bu = False
            return
        mb = self.new("m")
        self.emit(f"const unsigned {mb} = __ballot_sync({self.mask(ctx)}, {cn});")
        self.emit(f"if ({cn}) {kind};")
        if kind == "break":
            self.emit(f"{alive} &= ~{mb};")
        rest = self.new("m")
        self.emit(f"const unsigned {rest} = {ctx.M} & ~{mb};", decl=rest)
        ctx.M, ctx.full, ctx.gran, ctx.bu = rest, False, 1, False

    def loop_plan(self, ctx):
        r = self.rng
        allowed = [(3, None), (1, BLOCK), (1, WARP), (2, DATA), (1, LANE)]
        if ctx.sync:
            allowed.append((1, MUNI))
        return self.wpick(allowed), self.wpick(allowed)

    def s_for(self, ctx):
        """A loop with a uniform (block- or warp-uniform) trip count."""
        r = self.rng
        self.ops.add("for-uniform")
        tcls = r.choice(["const", "const", "block", "warp"])
        i = self.new("i")
        if tcls == "const":
            n = f"{r.randint(1, 4)}u"
        elif tcls == "block":
            n = f"(p & 3u) + {r.randint(0, 2)}u"
        else:
            n = f"(warp & 1u) + {r.randint(1, 2)}u"
        brk, cont = self.loop_plan(ctx)
        div_break = brk in (DATA, LANE) and ctx.sync
        alive = None
        if div_break:
            alive = self.new("al")
            self.emit(f"unsigned {alive} = {ctx.M};")
        if tcls == "const" and self.chance(0.3):
            self.emit(self.pick("#pragma unroll", "#pragma unroll 2", "#pragma unroll 1"))
            self.ops.add("pragma-unroll")
        self.emit(f"for (unsigned {i} = 0u; {i} < {n}; ++{i}) {{")
        self.ind += 1
        bctx = ctx.copy(depth=ctx.depth + 1, top=False, scope=ctx.scope + [i],
                        bu=ctx.bu and tcls in ("const", "block") and brk in (None, BLOCK))
        if div_break:
            ml = self.new("m")
            self.emit(f"const unsigned {ml} = {alive};")
            bctx.M, bctx.full, bctx.gran = ml, False, 1
        self.loop_body(bctx, brk, cont, alive)
        self.ind -= 1
        self.emit("}")

    def loop_body(self, bctx, brk, cont, alive):
        r = self.rng
        n = r.randint(1, 4)
        pb = r.randint(0, n) if brk else -1
        # A `continue` never comes before the `break`: lanes that continued would not see the
        # break's update of the mask of the lanes still in the loop.
        pc = r.randint(max(pb, 0), n) if cont else -1
        for j in range(n + 1):
            if j == pb:
                self.loop_exit(bctx, "break", brk, alive)
            if j == pc:
                self.loop_exit(bctx, "continue", cont, alive)
            if j < n:
                self.stmt(bctx)

    def s_varloop(self, ctx):
        """A loop whose trip count differs between lanes: the lanes of iteration j are known
        from ballots taken before the loop (lm[j]) and the lanes that left by `break`."""
        r = self.rng
        self.ops.add("for-varying")
        maxt = 4
        shape = r.choice(["count", "stride", "do", "bstride"])
        nk, lm, al, i = self.new("n"), self.new("lm"), self.new("al"), self.new("i")
        if shape == "stride":
            lim = r.randint(1, 32 * maxt)
            tripc = f"(lane + 32u * {{j}} < {lim}u)"
        elif shape == "bstride":
            # for (i = tid; i < L; i += blockDim.x * blockDim.y): the block-stride loop
            lim = r.randint(1, self.B * maxt)
            tripc = f"(tid + {self.B}u * {{j}} < {lim}u)"
        else:
            srcs = [f"({self.expr(ctx, 1)}) % {maxt}u + 1u", "(lane & 3u) + 1u", "(lane >> 3) + 1u"]
            if shape == "count":
                srcs.append(f"({self.expr(ctx, 1)}) % {maxt + 1}u")  # may be 0
            src = r.choice(srcs)
            self.emit(f"const unsigned {nk} = {src};")
            tripc = f"({nk} > {{j}})"
        sync = ctx.sync
        if sync:
            j = self.new("j")
            self.emit(f"unsigned {lm}[{maxt}];")
            self.emit(f"for (unsigned {j} = 0u; {j} < {maxt}u; ++{j}) {lm}[{j}] = __ballot_sync({self.mask(ctx)}, {tripc.format(j=j)});")
            self.emit(f"unsigned {al} = {ctx.M};")
        brk, cont = self.loop_plan(ctx)
        if shape == "count":
            self.emit(f"for (unsigned {i} = 0u; {i} < {nk}; ++{i}) {{")
            ix = i
        elif shape == "stride":
            ix = self.new("cnt")
            self.emit(f"for (unsigned {i} = lane, {ix} = 0u; {i} < {lim}u; {i} += 32u, ++{ix}) {{")
        elif shape == "bstride":
            ix = self.new("cnt")
            step = self.pick("nthr", "blockDim.x * blockDim.y", f"{self.B}u")
            self.emit(f"for (unsigned {i} = tid, {ix} = 0u; {i} < {lim}u; {i} += {step}, ++{ix}) {{")
        else:
            wk = self.new("w")
            self.emit(f"unsigned {wk} = {nk};")
            self.emit("do {")
            self.emit(f"  const unsigned {i} = {nk} - {wk};")
            ix = i
        self.ind += 1
        bctx = ctx.copy(depth=ctx.depth + 1, top=False, scope=ctx.scope + [i], bu=False)
        if sync:
            ml = self.new("m")
            self.emit(f"const unsigned {ml} = {al} & {lm}[{ix}];")
            bctx.M, bctx.full, bctx.gran = ml, False, 1
        self.loop_body(bctx, brk, cont, al if sync else None)
        self.ind -= 1
        if shape == "do":
            self.emit(f"}} while (--{wk} != 0u);")
        else:
            self.emit("}")

    def s_while(self, ctx):
        """A data-dependent loop without warp-synchronous calls."""
        r = self.rng
        self.ops.add("while-nosync")
        w, b = self.new("w"), self.new("b")
        self.emit(f"unsigned {w} = ({self.expr(ctx, 1)}) & 0x{r.choice([0xff, 0xf0f, 0x3f, 0x1111]):x}u;")
        self.emit(f"while ({w} != 0u) {{")
        self.ind += 1
        self.emit(f"const unsigned {b} = (unsigned)__ffs({w}) - 1u;")
        self.emit(f"{w} &= {w} - 1u;")
        bctx = ctx.copy(depth=ctx.depth + 1, top=False, scope=ctx.scope + [b], bu=False, sync=False)
        brk = self.pick(None, None, DATA)
        cont = self.pick(None, None, DATA, LANE)
        self.loop_body(bctx, brk, cont, None)
        self.ind -= 1
        self.emit("}")

    def s_switch(self, ctx):
        r = self.rng
        self.ops.add("switch")
        cls = self.wpick(self.classes(ctx))
        gran = 1
        if cls == BLOCK:
            sel = self.pick(f"(p >> {r.randint(0, 20)}) % 5u", "bid % 3u")
            gran = ctx.gran
        elif cls == WARP:
            sel = self.pick(f"{self.warp_e()} % 4u", f"({self.warp_e()} + p) % 5u")
            gran = ctx.gran
        elif cls == MUNI:
            sel = self.pick(f"__reduce_max_sync({self.mask(ctx)}, {self.expr(ctx, 1)}) % 5u",
                            f"__popc(__ballot_sync({self.mask(ctx)}, {self.pred(ctx)})) % 4u")
            gran = ctx.gran
        elif cls == TILE:
            sh = r.randint(2, 4)
            sel = f"(lane >> {sh}) % 4u"
            gran = min(ctx.gran, 1 << sh)
        elif cls == LANE:
            sel = self.pick(f"{self.lane_e()} % 3u", f"{self.lane_e()} & 3u", "tid % 5u")
        else:
            sel = f"({self.expr(ctx, 1)}) % 5u"
        s = self.new("sel")
        self.emit(f"const unsigned {s} = {sel};")
        labels = r.sample(range(5), r.randint(1, 4))
        cases = [str(l) for l in labels]
        if self.chance(0.5):
            cases.insert(r.randint(0, len(cases)), "default")
        fall = [self.chance(0.3) for _ in cases]
        fall[-1] = False

        def matches(lbl):
            if lbl == "default":
                return "!(" + " || ".join(f"{s} == {l}u" for l in labels) + ")"
            return f"{s} == {lbl}u"

        ctxs = []
        chain = []
        for ci, lbl in enumerate(cases):
            chain.append(lbl)
            inner = dict(depth=ctx.depth + 1, top=False)
            if cls in UNIFORM_CLASSES:
                ctxs.append(ctx.copy(bu=ctx.bu and cls == BLOCK, **inner))
            elif ctx.sync:
                m = self.new("m")
                cond = " || ".join(f"({matches(x)})" for x in chain)
                self.emit(f"const unsigned {m} = __ballot_sync({self.mask(ctx)}, {cond});", decl=m)
                ctxs.append(ctx.copy(M=m, full=False, gran=gran, bu=False, **inner))
            else:
                ctxs.append(ctx.copy(bu=False, **inner))
            if not fall[ci]:
                chain = []
        self.emit(f"switch ({s}) {{")
        for ci, lbl in enumerate(cases):
            self.emit(f"{'default' if lbl == 'default' else 'case ' + lbl + 'u'}: {{")
            self.ind += 1
            self.block(ctxs[ci], r.randint(1, 3))
            self.ind -= 1
            self.emit("}" if fall[ci] else "} break;")
        self.emit("}")

    def s_warp_leaders(self, ctx):
        """Each warp reduces, its lane 0 publishes the result in shared memory, all read."""
        self.ops.add("warp-leaders")
        nw = (self.B + 31) // 32
        sh = self.new("wl")
        self.shared.append(f"__shared__ unsigned {sh}[{nw}];")
        r = self.new("r")
        op = self.pick("add", "max", "xor", "or")
        self.emit(f"const unsigned {r} = __reduce_{op}_sync({self.mask(ctx)}, {self.expr(ctx, 1)});")
        k = self.rng.randint(0, 3)
        if k == 0:
            who = f"{self.lane_e()} == 0u"
        elif k == 1:
            # a lane that exists in every warp, the same in all lanes of the warp
            who = f"{self.lane_e()} == p % (unsigned)__popc(wfull)"
        elif k == 2:
            # the lowest lane for which a predicate holds (lane 0 always qualifies)
            ld = self.new("ld")
            self.emit(f"const unsigned {ld} = (unsigned)__ffs(__ballot_sync({self.mask(ctx)}, {self.pred(ctx)} || {self.lane_e()} == 0u)) - 1u;")
            who = f"{self.lane_e()} == {ld}"
        else:
            who = f"{self.lane_e()} == (unsigned)__popc(wfull) - 1u"
        self.emit(f"if ({who}) {sh}[{self.warp_e()}] = {r};")
        self.emit("__syncthreads();")
        if self.chance(0.5):
            j = self.new("j")
            self.emit(f"for (unsigned {j} = 0u; {j} < {nw}u; ++{j}) {self.var()} += {sh}[{j}] * ({j} + 1u);")
        else:
            self.emit(f"{self.var()} ^= {sh}[({self.warp_e()} + {self.rng.randint(1, 7)}u) % {nw}u];")
        self.emit("__syncthreads();")

    def s_warp_reduce_loop(self, ctx):
        """The classic shuffle-down reduction loop (guarded where M is not a full warp)."""
        self.ops.add("shfl-reduce-loop")
        v, o, t = self.new("v"), self.new("o"), self.new("t")
        start = self.pick(16, 16, 8, 4)
        self.emit(f"unsigned {v} = {self.expr(ctx, 1)};")
        kind = self.pick("down", "down", "xor")
        m = self.mask(ctx)
        self.emit(f"for (int {o} = {start}; {o} > 0; {o} /= 2) {{")
        if ctx.full and self.mult32:
            self.emit(f"  {v} += __shfl_{kind}_sync({m}, {v}, {o});")
        else:
            self.emit(f"  const unsigned {t} = __shfl_{kind}_sync({m}, {v}, {o});")
            src = f"{self.lane_e()} + {o}" if kind == "down" else f"{self.lane_e()} ^ {o}"
            lim = f"{self.lane_e()} + {o} < 32u && " if kind == "down" else ""
            self.emit(f"  if ({lim}(({ctx.M} >> ({src})) & 1u)) {v} += {t};")
        self.emit("}")
        self.emit(f"{self.var()} ^= {v};")

    def s_lambda(self, ctx):
        self.ops.add("lambda")
        f = self.new("lam")
        k = self.rng.randint(0, 3)
        if k == 3 and "lambda-const" not in self.opts.avoid:
            # a const local with a constant initialiser: named in the lambda, not captured
            self.ops.add("lambda-const")
            c = self.new("kc")
            self.emit(f"const unsigned {c} = {self.const()};")
            self.emit(f"auto {f} = [{self.pick('&', '=', '')}](unsigned x) {{ return x * 5u + {c}; }};")
            self.emit(f"{self.var()} += {f}({self.expr(ctx, 1)});")
        elif k == 0 or k == 3:
            self.emit(f"auto {f} = [=](unsigned x) {{ return (x ^ {self.var()}) * 0x9e37u + {self.const()}; }};")
            self.emit(f"{self.var()} += {f}({self.expr(ctx, 1)});")
        elif k == 1:
            v = self.var()
            self.emit(f"auto {f} = [&](unsigned x) {{ {v} = {v} * 3u + x; }};")
            self.emit(f"{f}({self.expr(ctx, 1)});")
            self.emit(f"{f}({self.expr(ctx, 1)});")
        elif ctx.sync and "lambda-primitive" not in self.opts.avoid:
            self.ops.add("lambda-primitive")
            m = self.mask(ctx)
            self.emit(f"auto {f} = [&](unsigned x) {{ return __reduce_add_sync({m}, x) ^ __ballot_sync({m}, x & 1u); }};")
            self.emit(f"{self.var()} ^= {f}({self.expr(ctx, 1)});")
        else:
            self.emit(f"auto {f} = [](unsigned x, unsigned y) {{ return x > y ? x - y : y - x; }};")
            self.emit(f"{self.var()} += {f}({self.expr(ctx, 1)}, {self.expr(ctx, 1)});")

    def s_block_leader(self, ctx):
        """One thread of the block stores, everyone reads after the barrier."""
        self.ops.add("block-leader")
        sh = self.new("bl")
        self.shared.append(f"__shared__ unsigned {sh}[2];")
        k = self.rng.randrange(self.B)
        who = self.pick(f"tid == {k}u", f"threadIdx.x == {k % self.bx}u && threadIdx.y == {k // self.bx}u")
        self.emit(f"if ({who}) {{ {sh}[0] = {self.expr(ctx, 1)}; {sh}[1] = {self.expr(ctx, 1)}; }}")
        self.emit("__syncthreads();")
        self.emit(f"{self.var()} += {sh}[0] ^ ({sh}[1] << {self.rng.randint(0, 9)});")
        self.emit("__syncthreads();")

    def s_aggregated_atomic(self, ctx):
        """Warp-aggregated atomic: the lowest lane of the group adds for all of it."""
        self.ops.add("aggregated-atomic")
        c, bal, leader = self.new("c"), self.new("bal"), self.new("ld")
        self.emit(f"const bool {c} = {self.pred(ctx)};")
        self.emit(f"const unsigned {bal} = __ballot_sync({self.mask(ctx)}, {c});")
        self.emit(f"if ({c}) {{")
        self.emit(f"  const unsigned {leader} = (unsigned)__ffs({bal}) - 1u;")
        if self.gcats[0][0] == "addsub":
            target = f"&out[{self.abase}u + {self.rng.randint(0, 1)}u]"
        else:
            target = None
        k = self.rng.randint(1, 9)
        if target:
            self.emit(f"  if ({self.lane_e()} == {leader}) atomicAdd({target}, (unsigned)__popc({bal}) * {k}u);")
        self.emit(f"  {self.var()} += {leader} * {k}u + (unsigned)__popc({bal} & ((1u << {self.lane_e()}) - 1u));")
        self.emit("}")

    def s_compaction(self, ctx):
        """Stream compaction of the block into shared memory: ballot, per-warp counts
        published by lane 0, a prefix over the warps, a store at base + rank."""
        self.ops.add("compaction")
        nw = (self.B + 31) // 32
        wc, buf = self.new("wc"), self.new("cb")
        self.shared.append(f"__shared__ unsigned {wc}[{nw}];")
        self.shared.append(f"__shared__ unsigned {buf}[{self.B}];")
        keep, bal, rank, base, tot, j = (self.new(x) for x in ("keep", "bal", "rk", "base", "tot", "j"))
        self.emit(f"const bool {keep} = {self.pred(ctx)};")
        self.emit(f"const unsigned {bal} = __ballot_sync({self.mask(ctx)}, {keep});")
        self.emit(f"const unsigned {rank} = (unsigned)__popc({bal} & ((1u << {self.lane_e()}) - 1u));")
        self.emit(f"if ({self.lane_e()} == 0u) {wc}[{self.warp_e()}] = (unsigned)__popc({bal});")
        self.emit("__syncthreads();")
        self.emit(f"unsigned {base} = 0u, {tot} = 0u;")
        self.emit(f"for (unsigned {j} = 0u; {j} < {nw}u; ++{j}) {{")
        self.emit(f"  if ({j} < {self.warp_e()}) {base} += {wc}[{j}];")
        self.emit(f"  {tot} += {wc}[{j}];")
        self.emit("}")
        if self.chance(0.5):
            self.emit(f"if ({keep}) {buf}[{base} + {rank}] = {self.expr(ctx, 1)};")
        else:
            # also into global memory: the block's section of the compaction area
            val = self.expr(ctx, 1)
            self.emit(f"if ({keep}) {{")
            self.emit(f"  {buf}[{base} + {rank}] = {val};")
            self.emit(f"  out[{self.cbase}u + bid * {self.B}u + {base} + {rank}] = {val} ^ {rank};")
            self.emit("}")
        self.emit("__syncthreads();")
        self.emit(f"{self.var()} += tid < {tot} ? {buf}[tid] : {tot};")
        self.emit(f"{self.var()} ^= {tot} > 0u ? {buf}[({self.expr(ctx, 1)}) % {tot}] : 7u;")
        self.emit("__syncthreads();")

    def s_tile_helper(self, ctx):
        """A template device function taking a tile by value."""
        n = self.rng.choice([t for t in self.tiles if t <= ctx.gran])
        self.helpers.add("dt_tile_sum")
        self.ops.add("tile-function")
        self.emit(f"{self.var()} += dt_tile_sum(tile{n}, {self.expr(ctx, 1)});")

    def s_block_helper(self, ctx):
        """A device function with __syncthreads and a shared-memory pointer parameter."""
        self.helpers.add("dt_block_xor")
        self.ops.add("block-function")
        sh = self.new("sb")
        self.shared.append(f"__shared__ unsigned {sh}[{self.B}];")
        self.emit(f"{self.var()} ^= dt_block_xor({sh}, {self.expr(ctx, 1)}, {self.rng.randint(1, 9)}u);")

    def s_local_array(self, ctx):
        self.ops.add("local-array")
        a = self.new("arr")
        if self.wf or not ctx.bu or self.chance(0.5):
            self.emit(f"unsigned {a}[4];")
            for j in range(4):
                self.emit(f"{a}[{j}] = {self.expr(ctx, 1)};")
        else:
            self.emit(f"unsigned {a}[4] = {{{', '.join(self.expr(ctx, 1) for _ in range(4))}}};")
        self.emit(f"{a}[({self.expr(ctx, 1)}) & 3u] += {self.expr(ctx, 1)};")
        self.emit(f"{self.var()} ^= {a}[({self.expr(ctx, 1)}) & 3u] + {a}[{self.rng.randint(0, 3)}];")

    def write_outputs(self):
        for k in range(self.nv):
            extra = ""
            if k == 0 and self.accs:
                extra = " ^ (unsigned)(int)fa ^ (unsigned)(ua >> 13) ^ (unsigned)ua ^ (loc[0] + loc[1] * 3u + loc[2] * 5u + loc[3] * 7u)"
            self.emit(f"out[gid * {self.nv}u + {k}u] = a{k}{extra};")

    def s_acc(self, ctx):
        """Per-thread state of other types that lives across the kernel (and its primitives)."""
        self.ops.add("accumulators")
        k = self.rng.randint(0, 5)
        if k == 0:
            self.emit(f"fa += (float)({self.expr(ctx, 1)} & 0xffu);")
        elif k == 1:
            self.emit(f"fa = fmaxf(fa, (float)({self.expr(ctx, 1)} & 0xfffu)) - (float)({self.expr(ctx, 1)} & 0xffu);")
        elif k == 2:
            self.emit(f"ua += (unsigned long long){self.expr(ctx, 1)} * {self.expr(ctx, 1)};")
        elif k == 3:
            self.emit(f"ua ^= (ua >> {self.rng.randint(1, 40)}) + {self.expr(ctx, 1)};")
        elif k == 4:
            self.emit(f"loc[({self.expr(ctx, 1)}) & 3u] += {self.expr(ctx, 1)};")
        else:
            self.emit(f"{self.var()} ^= loc[({self.expr(ctx, 1)}) & 3u];")

    def s_return(self, ctx):
        self.ops.add("early-return")
        cls = self.wpick([(2, BLOCK), (2, WARP), (3, LANE), (3, DATA)] + ([(1, TILE)] if self.mult32 else []))
        c, gran, lanes = self.cond(ctx, cls)
        cn = self.new("c")
        self.emit(f"const bool {cn} = {c};")
        rest = None
        if cls not in UNIFORM_CLASSES and ctx.sync:
            rest = self.lanes_mask(ctx, lanes, cn, negate=True)
        self.emit(f"if ({cn}) {{")
        self.ind += 1
        self.write_outputs()
        self.emit("return;")
        self.ind -= 1
        self.emit("}")
        if cls != BLOCK:
            ctx.bu = False
        if rest:
            ctx.M, ctx.full, ctx.gran = rest, False, min(ctx.gran, gran)

    # ---- whole kernel -----------------------------------------------------------------------
    def generate(self):
        r = self.rng
        ctx = Ctx()
        if not self.mult32:
            ctx.gran = 1
        body_start = len(self.lines)
        self.emit(f"unsigned a0 = in[gid & {INLEN - 1}u];")
        self.emit(f"unsigned a1 = in[(gid * 7u + 3u) & {INLEN - 1}u] ^ lane;")
        if self.nv > 2:
            self.emit("unsigned a2 = tid * 2654435761u + p;")
        if self.nv > 3:
            self.emit(f"unsigned a3 = in[(p + warp) & {INLEN - 1}u];")
        self.accs = self.chance(0.4)
        if self.accs:
            self.emit("float fa = (float)(gid & 0xffu);")
            self.emit("unsigned long long ua = ((unsigned long long)a0 << 32) | a1;")
            self.emit("unsigned loc[4];")
            for j in range(4):
                self.emit(f"loc[{j}] = {self.expr(ctx, 1)};")
        if self.mult32 and self.chance(0.3):
            self.ops.add("activemask")
            self.emit(f"a{r.randrange(self.nv)} ^= __activemask();")
        self.block(ctx, r.randint(4, self.opts.stmts))
        self.write_outputs()
        body = self.lines[body_start:]
        drop_unused(body)
        return body


def drop_unused(lines):
    """Removes droppable declarations (masks) nothing refers to, until none is left."""
    word = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
    uses = {}
    toks = [word.findall(ln.text) for ln in lines]
    for t in toks:
        for w in t:
            uses[w] = uses.get(w, 0) + 1
    alive = [True] * len(lines)
    changed = True
    while changed:
        changed = False
        for idx, ln in enumerate(lines):
            if alive[idx] and ln.decl is not None and uses.get(ln.decl, 0) <= 1:
                alive[idx] = False
                changed = True
                for w in toks[idx]:
                    uses[w] -= 1
    lines[:] = [ln for i, ln in enumerate(lines) if alive[i]]


HELPERS = {
    "dt_early": """// An early return, then warp primitives over the lanes that did not return.
__device__ unsigned dt_early(unsigned m, unsigned v) {
  const unsigned odd = __ballot_sync(m, v & 1u);
  if (v & 1u)
    return (unsigned)__popc(odd) * 3u;
  const unsigned rest = m & ~odd;
  const unsigned two = __ballot_sync(rest, v & 2u);
  if (v & 2u)
    return __reduce_add_sync(two, v) + __shfl_sync(two, v, __ffs(two) - 1);
  return __reduce_xor_sync(rest & ~two, v) ^ 0x100u;
}
""",
    "dt_accumulate": """// acc += the sum over the lanes of m (a statement-call with a reference parameter).
__device__ void dt_accumulate(unsigned &acc, unsigned m, unsigned v) {
  acc += dt_masked_sum(m, v);
}
""",
    "dt_tile_sum": """// The sum over a tile by a butterfly.
template <unsigned N>
__device__ unsigned dt_tile_sum(cg::thread_block_tile<N> g, unsigned v) {
  for (unsigned o = N / 2u; o > 0u; o >>= 1)
    v += g.shfl_xor(v, o);
  return v + g.thread_rank();
}
""",
    "dt_block_xor": """// Every thread of the block must call this: it exchanges v through buf (one word per thread).
__device__ unsigned dt_block_xor(unsigned *buf, unsigned v, unsigned step) {
  const unsigned tid = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned n = blockDim.x * blockDim.y;
  buf[tid] = v;
  __syncthreads();
  unsigned r = 0u;
  for (unsigned i = 0u; i < n; i += step)
    r = (r ^ buf[(i + tid) % n]) * 3u;
  __syncthreads();
  return r;
}
""",
    "dt_mix": """__device__ unsigned dt_mix(unsigned a, unsigned b) {
  a ^= b + 0x9e3779b9u + (a << 6) + (a >> 2);
  return a * 0x85ebca6bu;
}
""",
    "dt_masked_sum": """// The sum over the lanes of m of a butterfly; reads only lanes of m.
__device__ unsigned dt_masked_sum(unsigned m, unsigned v) {
  const unsigned lane = (threadIdx.x + threadIdx.y * blockDim.x) & 31u;
  for (unsigned o = 1u; o < 32u; o <<= 1) {
    const unsigned t = __shfl_xor_sync(m, v, o);
    if ((m >> (lane ^ o)) & 1u)
      v += t;
  }
  return v;
}
""",
    "dt_rank": """// The number of lanes of m below this one for which pred holds.
__device__ unsigned dt_rank(unsigned m, bool pred) {
  const unsigned lane = (threadIdx.x + threadIdx.y * blockDim.x) & 31u;
  const unsigned b = __ballot_sync(m, pred);
  return (unsigned)__popc(b & ((1u << lane) - 1u));
}
""",
}

HELPERS["dt_accumulate"] = HELPERS.pop("dt_accumulate")  # after dt_masked_sum, which it calls

PROLOGUE = """  const unsigned tid = threadIdx.x + threadIdx.y * blockDim.x;
  const unsigned nthr = blockDim.x * blockDim.y;
  const unsigned bid = blockIdx.x + blockIdx.y * gridDim.x;
  const unsigned gid = bid * nthr + tid;
  const unsigned lane = tid & 31u;
  const unsigned warp = tid >> 5;
  // the lanes of this warp that exist (a block of 48 threads has a warp of 16)
  const unsigned wfull = nthr - warp * 32u >= 32u ? 0xffffffffu : (1u << (nthr - warp * 32u)) - 1u;
"""


def render_kernel(k, body):
    out = [f"// ---- begin {k.name}",
           f"// {k.name}: block ({k.bx}, {k.by}), grid ({k.gx}, {k.gy}), {k.nv} words per thread",
           (f"template <unsigned C>\n" if k.template else "") +
           f"__global__ void {k.name}(const unsigned *in, unsigned *out, unsigned p, float q) {{"]
    out.append(PROLOGUE.rstrip("\n"))
    if k.dyn and k.dyn_words:
        out.append("  extern __shared__ unsigned dyn[];")
    for s in k.shared:
        out.append("  " + s)
    for n in k.tiles:
        out.append(f"  cg::thread_block_tile<{n}> tile{n} = cg::tiled_partition<{n}>(cg::this_thread_block());")
    out.extend(ln.text for ln in body)
    out.append("}")
    out.append(f"// ---- end {k.name}")
    return "\n".join(out) + "\n"


HOST_HELPERS = """
static void dt_fill(unsigned *h, unsigned n, unsigned seed, unsigned mask) {
  unsigned s = seed;
  for (unsigned i = 0; i < n; ++i) {
    s = s * 1664525u + 1013904223u;
    h[i] = (s ^ (s >> 15)) & mask;
  }
}

static void dt_finish(const char *name, unsigned *d_out, unsigned *h_out, unsigned n) {
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess)
    e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    printf("%s error %s\\n", name, cudaGetErrorString(e));
    return;
  }
  for (unsigned i = 0; i < n; ++i)
    h_out[i] = 0xdeadbeefu;
  cudaMemcpy(h_out, d_out, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (unsigned i = 0; i < n; ++i)
    printf("%s %u %08x\\n", name, i, h_out[i]);
}
"""


def generate_file(seed, nkernels, only=None, opts=None):
    idxs = [only] if only is not None else list(range(nkernels))
    kernels = []
    for i in idxs:
        k = Kernel(seed, i, opts)
        body = k.generate()
        kernels.append((k, body))
    uses_cg = any(k.tiles or k.uses_reduce or "syncthreads" in k.ops for k, _ in kernels)
    src = [f"// Generated by tests/difftest/gen.py --seed {seed}" +
           (f" --only-kernel {only}" if only is not None else f" --kernels {nkernels}") +
           "; every printed value is defined by CUDA.",
           "#include <cstdio>", "#include <cstdlib>"]
    src.append("#include <cooperative_groups.h>")
    if any(k.uses_reduce for k, _ in kernels):
        src.append("#include <cooperative_groups/reduce.h>")
    src.append("namespace cg = cooperative_groups;")
    src.append("")
    if any(k.uses_tab for k, _ in kernels):
        trng = random.Random(f"cu2cl-difftest-table:{seed}")
        src.append("__constant__ unsigned dt_tab[16] = {" +
                   ", ".join(f"0x{trng.getrandbits(32):08x}u" for _ in range(16)) + "};")
        src.append("")
    helpers = set().union(*(k.helpers for k, _ in kernels))
    for h in HELPERS:
        if h in helpers:
            src.append(HELPERS[h])
    for k, body in kernels:
        src.append(render_kernel(k, body))
    src.append(HOST_HELPERS)
    maxout = max(k.nout for k, _ in kernels)
    src.append("int main() {")
    src.append(f"  unsigned *h_in = (unsigned *)malloc({INLEN} * sizeof(unsigned));")
    src.append(f"  unsigned *h_out = (unsigned *)malloc({maxout} * sizeof(unsigned));")
    src.append("  unsigned *d_in = 0, *d_out = 0;")
    src.append(f"  cudaMalloc((void **)&d_in, {INLEN} * sizeof(unsigned));")
    src.append(f"  cudaMalloc((void **)&d_out, {maxout} * sizeof(unsigned));")
    # DT_FIRST=N runs the kernels from kN on: the harness resumes there after a crash.
    src.append("  const char *dt_first_env = getenv(\"DT_FIRST\");")
    src.append("  const int dt_first = dt_first_env ? atoi(dt_first_env) : 0;")
    for k, _ in kernels:
        inits = ", ".join((f"0x{c[1]:x}u" if c[0] != "min64" else "0xffffffffu") for c in k.gcats for _ in range(2))
        src.append(f"  // ---- begin {k.name}")
        src.append(f"  if (dt_first <= {k.name[1:]}) {{")
        src.append(f"    dt_fill(h_in, {INLEN}u, 0x{k.in_seed:08x}u, 0x{k.in_mask:x}u);")
        src.append(f"    cudaMemcpy(d_in, h_in, {INLEN} * sizeof(unsigned), cudaMemcpyHostToDevice);")
        src.append(f"    cudaMemset(d_out, 0, {k.nout} * sizeof(unsigned));")
        src.append(f"    const unsigned init[{NSLOTS}] = {{{inits}}};")
        src.append(f"    cudaMemcpy(d_out + {k.abase}, init, sizeof(init), cudaMemcpyHostToDevice);")
        shm = f", {k.dyn_words} * sizeof(unsigned)" if k.dyn and k.dyn_words else ""
        tname = f"{k.name}<{k.tval}u>" if k.template else k.name
        src.append(f"    {tname}<<<dim3({k.gx}, {k.gy}), dim3({k.bx}, {k.by}){shm}>>>(d_in, d_out, 0x{k.p:08x}u, {k.q:.1f}f);")
        src.append(f"    dt_finish(\"{k.name}\", d_out, h_out, {k.nout}u);")
        src.append("  }")
        src.append(f"  // ---- end {k.name}")
    src.append("  cudaFree(d_in);")
    src.append("  cudaFree(d_out);")
    src.append("  free(h_in);")
    src.append("  free(h_out);")
    src.append("  return 0;")
    src.append("}")
    return "\n".join(src) + "\n", kernels


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--kernels", type=int, default=40)
    ap.add_argument("--only-kernel", type=int)
    ap.add_argument("--depth", type=int, default=3, help="maximum nesting of control flow")
    ap.add_argument("--stmts", type=int, default=10, help="maximum top-level statements")
    ap.add_argument("--warp-form-share", type=float, default=0.6,
                    help="share of kernels shaped so that cu2cl's CPU warp form can run them")
    ap.add_argument("--avoid", default="", help="comma-separated known issues not to generate: "
                    "mul24 (__umul24 of operands wider than 24 bits), lambda-primitive (a lambda "
                    "calling a warp primitive), lambda-const (a lambda naming a const local with a "
                    "constant initialiser)")
    ap.add_argument("-o", "--output", help="output file (default: stdout)")
    ap.add_argument("--corpus", help="write --count files dt_<seed>.cu into this directory")
    ap.add_argument("--count", type=int, default=5)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--stats", action="store_true", help="print the constructs used to stderr")
    opts = ap.parse_args()
    opts.avoid = set(a for a in opts.avoid.split(",") if a)
    if opts.corpus:
        os.makedirs(opts.corpus, exist_ok=True)
        ops = {}
        for s in range(opts.first_seed, opts.first_seed + opts.count):
            text, ks = generate_file(s, opts.kernels, None, opts)
            with open(os.path.join(opts.corpus, f"dt_{s}.cu"), "w") as f:
                f.write(text)
            for k, _ in ks:
                for o in k.ops:
                    ops[o] = ops.get(o, 0) + 1
        print(f"gen.py: wrote {opts.count} files to {opts.corpus}", file=sys.stderr)
        if opts.stats:
            for o in sorted(ops):
                print(f"  {o}: {ops[o]} kernels", file=sys.stderr)
        return
    text, ks = generate_file(opts.seed, opts.kernels, opts.only_kernel, opts)
    if opts.stats:
        ops = {}
        for k, _ in ks:
            for o in k.ops:
                ops[o] = ops.get(o, 0) + 1
        for o in sorted(ops):
            print(f"  {o}: {ops[o]} kernels", file=sys.stderr)
    if opts.output:
        with open(opts.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
