#!/usr/bin/env python3
"""Turns the kernel benchmarks' CSVs into docs/performance.md's tables and plots.

Reads the CSVs that bench/kernels/run-cpu.sh and run-gpu.sh write (columns
config,name,phase,n,block,reps,ms_per_iter,gelem_per_s,efficiency,copy_gbps; '#' lines are
the run's notes: device, WRONG results, SKIPPED configurations, FAILED runs) and each
directory's machine.txt, and rewrites the generated sections of docs/performance.md, the ones
between
    <!-- BEGIN GENERATED: <section> (bench/kernels/report.py) -->
    <!-- END GENERATED: <section> -->
(sections cpu, cpu-prototypes, gpu, translate-speed); the text around them is kept. A missing file is created
with a skeleton. Plots (PNG, like the papers' figures: throughput against problem size, one
line per block size) go to docs/performance/ when matplotlib is installed; without it the
report has the tables only and says so.

Usage: python3 bench/kernels/report.py [--cpu DIR] [--gpu DIR] [--speed CSV] [--doc PATH]
                                       [--plots DIR] [--stdout]
Defaults: --cpu bench/kernels/results/cpu, --gpu bench/kernels/results/gpu,
--speed bench/results/translate_speed.csv, --doc docs/performance.md,
--plots docs/performance. A directory without CSVs gives a section that says how to make
them. --stdout prints the sections instead of writing the document.
"""

import argparse
import csv
import glob
import io
import math
import os
import re
import sys
from collections import defaultdict

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ELEMENT_BYTES = 4
NATIVE = "cuda"
GPU_TARGET = 0.97        # translated / native at the best block size, n >= 2^26
GPU_TARGET_MIN_LOG2 = 26
CPU_TARGET = 0.20        # nonuniform_reduction efficiency at 2^24 on PoCL
CPU_TARGET_LOG2 = 24
TOTAL_PHASES = ("total", "total_wall")
NOT_SUM = ("copy", "nonuniform_reduction")  # the other names are sum_reduction's kernels

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    HAVE_MPL = True
except ImportError:
    HAVE_MPL = False
    # The distribution's python3-matplotlib belongs to /usr/bin/python3, which may not be the
    # python3 on PATH (pyenv): run again with it if it has matplotlib; else tables only.
    SYSTEM = "/usr/bin/python3"
    if (os.path.exists(SYSTEM) and os.path.realpath(sys.executable) != os.path.realpath(SYSTEM)
            and not os.environ.get("CU2CL_REPORT_REEXEC")
            and __name__ == "__main__"
            and os.spawnv(os.P_WAIT, SYSTEM, [SYSTEM, "-c", "import matplotlib"]) == 0):
        os.environ["CU2CL_REPORT_REEXEC"] = "1"
        os.execv(SYSTEM, [SYSTEM, os.path.abspath(__file__)] + sys.argv[1:])


# ---- Reading ----------------------------------------------------------------------------------

class Run:
    """The rows and notes of one machine's CSVs."""

    def __init__(self, directory, pattern="*.csv", exclude="prototypes*.csv"):
        self.directory = directory
        self.rows = []
        self.notes = []
        skip = set(glob.glob(os.path.join(directory, exclude))) if exclude else set()
        self.files = sorted(f for f in glob.glob(os.path.join(directory, pattern))
                            if f not in skip)
        for path in self.files:
            self._read(path)
        self.machine = ""
        machine = os.path.join(directory, "machine.txt")
        if os.path.exists(machine):
            self.machine = open(machine).read().strip()

    def _read(self, path):
        with open(path, newline="") as f:
            lines = f.read().splitlines()
        body = []
        for line in lines:
            if line.startswith("#"):
                self.notes.append(line[1:].strip())
            elif line.strip() and not line.startswith("config,"):
                body.append(line)
        fields = ["config", "name", "phase", "n", "block", "reps", "ms_per_iter", "gelem_per_s",
                  "efficiency", "copy_gbps"]
        for rec in csv.reader(io.StringIO("\n".join(body))):
            if len(rec) != len(fields):
                continue
            r = dict(zip(fields, rec))
            try:
                for k in ("n", "block", "reps"):
                    r[k] = int(r[k])
                for k in ("ms_per_iter", "gelem_per_s", "efficiency", "copy_gbps"):
                    r[k] = float(r[k])
            except ValueError:
                continue
            self.rows.append(r)

    def configs(self):
        seen = []
        for r in self.rows:
            if r["config"] not in seen:
                seen.append(r["config"])
        # The native CUDA first.
        return sorted(seen, key=lambda c: (c != NATIVE, seen.index(c)))

    def names(self, exclude=("copy",)):
        seen = []
        for r in self.rows:
            if r["name"] not in seen and r["name"] not in exclude:
                seen.append(r["name"])
        return seen

    def notes_matching(self, word):
        return [n for n in self.notes if n.startswith(word)]


def events_trusted(run, config):
    """False when a config's event times disagree with the host clock around the same loops
    at the big sizes (n >= 2^24, where launch overhead is no excuse): median host clock /
    events outside [0.8, 1.25]. Then its host-clock times are used."""
    key = (id(run), config)
    if key in _TRUST:
        return _TRUST[key]
    ratios = []
    for r in run.rows:
        if r["config"] == config and r["phase"] == "total" and r["n"] >= 1 << 24:
            for w in run.rows:
                if (w["config"] == config and w["phase"] == "total_wall" and w["name"] == r["name"]
                        and w["n"] == r["n"] and w["block"] == r["block"] and r["ms_per_iter"] > 0):
                    ratios.append(w["ms_per_iter"] / r["ms_per_iter"])
    ratios.sort()
    _TRUST[key] = not ratios or 0.8 <= ratios[len(ratios) // 2] <= 1.25
    return _TRUST[key]


_TRUST = {}


def total_rows(run, config, name):
    """{(n, block): row} of the 'total' phase (CUDA events), or 'total_wall' where the events
    gave no time or are not to be trusted (events_trusted)."""
    by = {}
    phases = reversed(TOTAL_PHASES) if events_trusted(run, config) else ("total_wall",)
    for phase in phases:  # total_wall first, total overrides
        for r in run.rows:
            if r["config"] == config and r["name"] == name and r["phase"] == phase:
                by[(r["n"], r["block"])] = r
    return by


def phase_rows(run, config, name, phase):
    return {(r["n"], r["block"]): r for r in run.rows
            if r["config"] == config and r["name"] == name and r["phase"] == phase}


def copy_gbps(run, config, name_hint=None):
    """The copy bandwidth each program of a config measured (the efficiency's denominator)."""
    values = sorted({round(r["copy_gbps"], 1) for r in run.rows
                     if r["config"] == config and r["name"] != "copy"})
    return values


def log2(n):
    l = math.log2(n)
    return int(l) if l == int(l) else l


def size_label(n):
    l = math.log2(n)
    return "2^%d" % l if l == int(l) else str(n)


def pct(x):
    return ("%.2f %%" if abs(x) < 0.01 else "%.1f %%") % (100 * x)


def num(x):
    """A throughput with three significant digits (0.00157, 1.50, 351.6)."""
    if x >= 100:
        return "%.1f" % x
    if x >= 1:
        return "%.2f" % x
    return "%.3g" % x


def best_by_size(by):
    """{n: row with the highest throughput over the block sizes}."""
    best = {}
    for (n, b), r in by.items():
        if n not in best or r["gelem_per_s"] > best[n]["gelem_per_s"]:
            best[n] = r
    return best


# ---- Tables -----------------------------------------------------------------------------------

def md_table(header, rows, align=None):
    align = align or (["---"] + ["--:"] * (len(header) - 1))
    out = ["| " + " | ".join(header) + " |", "|" + "|".join(align) + "|"]
    for row in rows:
        out.append("| " + " | ".join(str(c) for c in row) + " |")
    return "\n".join(out)


def throughput_table(run, config, name):
    by = total_rows(run, config, name)
    if not by:
        return ""
    sizes = sorted({n for n, _ in by})
    blocks = sorted({b for _, b in by})
    header = ["n"] + ["block %d" % b if b else "library" for b in blocks] + ["best eff."]
    rows = []
    best = best_by_size(by)
    for n in sizes:
        cells = [size_label(n)]
        for b in blocks:
            r = by.get((n, b))
            if not r:
                cells.append("–")
                continue
            text = num(r["gelem_per_s"])
            if r is best[n]:
                text = "**%s**" % text
            cells.append(text)
        cells.append(pct(best[n]["efficiency"]))
        rows.append(cells)
    return md_table(header, rows)


def efficiency_summary(run, name):
    """Table II: per config the highest throughput, where, and its efficiency."""
    rows = []
    for config in run.configs():
        by = total_rows(run, config, name)
        if not by:
            continue
        r = max(by.values(), key=lambda r: r["gelem_per_s"])
        rows.append([config, num(r["gelem_per_s"]), size_label(r["n"]), r["block"],
                     "%.1f" % r["copy_gbps"], pct(r["efficiency"])])
    if not rows:
        return ""
    return md_table(["config", "max G elem/s", "at n", "block", "copy GB/s", "efficiency"], rows)


def phase_table(run, name, n=None, block=256, configs=None):
    """Table III: per config the time of each phase (µs) at the largest common size, block 256."""
    configs = [c for c in (configs or run.configs()) if phase_rows(run, c, name, "compact")]
    if not configs:
        return "", None
    common = None
    for c in configs:
        sizes = {k[0] for k, r in phase_rows(run, c, name, "compact").items() if k[1] == block}
        common = sizes if common is None else common & sizes
    if not common:
        return "", None
    n = n or max(common)
    def us(x):
        return "{:,.0f}".format(x) if x >= 1000 else "%.1f" % x
    rows = []
    for c in configs:
        cells = [c]
        total, compact = 0.0, 0.0
        for phase in ("counts", "scan", "compact"):
            r = phase_rows(run, c, name, phase).get((n, block))
            cells.append(us(r["ms_per_iter"] * 1e3) if r else "–")
            total += r["ms_per_iter"] * 1e3 if r else 0
            if r and phase == "compact":
                compact = r["ms_per_iter"] * 1e3
        t = total_rows(run, c, name).get((n, block))
        cells.append(us(total))
        cells.append("%.0f %%" % (100 * compact / total) if total > 0 else "–")
        cells.append(us(t["ms_per_iter"] * 1e3) if t else "–")
        rows.append(cells)
    return md_table(["config", "counts (µs)", "scan (µs)", "compact (µs)", "sum of phases (µs)",
                     "compact's share", "total, own loop (µs)"], rows), n


def ratio_table(run, name, translated):
    """translated / native at the native's best block size of each n >= 2^26, and best / best."""
    native = total_rows(run, NATIVE, name)
    other = total_rows(run, translated, name)
    if not native or not other:
        return "", None
    nbest = best_by_size(native)
    obest = best_by_size(other)
    rows, worst = [], None
    for n in sorted(nbest):
        if log2(n) < GPU_TARGET_MIN_LOG2:
            continue
        b = nbest[n]["block"]
        o = other.get((n, b))
        if not o:
            continue
        ratio = o["gelem_per_s"] / nbest[n]["gelem_per_s"]
        best_ratio = obest[n]["gelem_per_s"] / nbest[n]["gelem_per_s"]
        worst = ratio if worst is None else min(worst, ratio)
        rows.append([size_label(n), b, num(nbest[n]["gelem_per_s"]),
                     num(o["gelem_per_s"]), "**%.3f**" % ratio,
                     "%.3f (block %d)" % (best_ratio, obest[n]["block"])])
    if not rows:
        return "", None
    return md_table(["n", "best native block", "cuda G/s", translated + " G/s",
                     "translated ÷ native", "best ÷ best"], rows), worst


def sum_best_table(run, configs, n):
    """sum_reduction at size n: per kernel and config the best block and throughput."""
    names = run.names(exclude=NOT_SUM)
    configs = [c for c in configs if any(total_rows(run, c, nm) for nm in names)]
    rows = []
    for name in names:
        cells = [name]
        found = False
        for c in configs:
            by = {k: r for k, r in total_rows(run, c, name).items() if k[0] == n}
            if not by:
                cells.append("–")
                continue
            found = True
            r = max(by.values(), key=lambda r: r["gelem_per_s"])
            cells.append("%s (%s, %s)" % (num(r["gelem_per_s"]),
                                            "block %d" % r["block"] if r["block"] else "library",
                                            pct(r["efficiency"])))
        if found:
            rows.append(cells)
    if not rows:
        return ""
    return md_table(["kernel"] + ["%s: G elem/s (best block, efficiency)" % c for c in configs],
                    rows, ["---"] + ["--:"] * len(configs))


def sum_ratio_table(run, translated):
    """sum_reduction: translated / native per kernel at n >= 2^26, the native's best block."""
    rows, worst = [], None
    for name in run.names(exclude=NOT_SUM):
        native = total_rows(run, NATIVE, name)
        other = total_rows(run, translated, name)
        if not native or not other:
            continue
        nbest = best_by_size(native)
        ratios = []
        for n in sorted(nbest):
            if log2(n) < GPU_TARGET_MIN_LOG2:
                continue
            o = other.get((n, nbest[n]["block"]))
            if o:
                ratios.append((n, o["gelem_per_s"] / nbest[n]["gelem_per_s"], nbest[n]["block"]))
        if not ratios:
            continue
        lo = min(ratios, key=lambda t: t[1])
        hi = max(ratios, key=lambda t: t[1])
        rows.append([name, "%.3f (%s, block %d)" % (lo[1], size_label(lo[0]), lo[2]),
                     "%.3f (%s)" % (hi[1], size_label(hi[0])),
                     " ".join("%.2f" % r for _, r, _ in ratios)])
        worst = lo[1] if worst is None else min(worst, lo[1])
    if not rows:
        return "", None
    return md_table(["kernel", "lowest translated ÷ native", "highest",
                     "each n from 2^%d" % GPU_TARGET_MIN_LOG2], rows,
                    ["---", "--:", "--:", "---"]), worst


def events_check(run):
    """The events against the host clock: median of total_wall / total per config."""
    rows = []
    for c in run.configs():
        ratios = []
        for name in run.names():
            ev = phase_rows(run, c, name, "total")
            wall = phase_rows(run, c, name, "total_wall")
            for k, r in ev.items():
                if k in wall and r["ms_per_iter"] > 0:
                    ratios.append(wall[k]["ms_per_iter"] / r["ms_per_iter"])
        if ratios:
            ratios.sort()
            rows.append([c, len(ratios), "%.3f" % ratios[len(ratios) // 2],
                         "%.3f" % ratios[0], "%.3f" % ratios[-1],
                         "events" if events_trusted(run, c) else
                         "**host clock** (events disagree at n ≥ 2^24)"])
        else:
            rows.append([c, 0, "no event times", "", "", "host clock"])
    return md_table(["config", "rows", "median host clock ÷ events", "min", "max",
                     "tables use"], rows)


def notes_block(run):
    out = []
    for word, what in (("WRONG", "wrong results"), ("FAILED", "failed runs"),
                       ("SKIPPED", "configurations skipped (deadline)"),
                       ("NO EVENT TIMES", "no event times"), ("WARNING", "warnings")):
        found = run.notes_matching(word)
        if found:
            out.append("- **%d %s**: %s" % (len(found), what, "; ".join(found[:6]) +
                                               (" …" if len(found) > 6 else "")))
    if not out:
        out.append("- Every result was checked against the sequential reduction: all right; "
                   "nothing skipped.")
    else:
        wrong = run.notes_matching("WRONG")
        if not wrong:
            out.append("- No wrong result: every configuration that ran was checked.")
    return "\n".join(out)


# ---- Plots ------------------------------------------------------------------------------------

def plot_throughput(run, name, configs, path, title):
    """One panel per config: throughput against problem size, one line per block size."""
    if not HAVE_MPL:
        return None
    panels = [c for c in configs if total_rows(run, c, name)]
    if not panels:
        return None
    fig, axes = plt.subplots(1, len(panels), figsize=(4.6 * len(panels), 3.8), squeeze=False)
    for ax, c in zip(axes[0], panels):
        by = total_rows(run, c, name)
        for b in sorted({b for _, b in by}):
            pts = sorted((n, r["gelem_per_s"]) for (n, bb), r in by.items() if bb == b)
            ax.plot([log2(n) for n, _ in pts], [g for _, g in pts], marker="o", markersize=3,
                    label="block %d" % b if b else "library")
        ax.set_title(c)
        ax.set_xlabel("problem size (log2 n)")
        ax.set_ylabel("throughput (G elements/s)")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=7)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_sum(run, configs, path, title):
    """sum_reduction: one panel per config, one line per kernel (its best block size)."""
    if not HAVE_MPL:
        return None
    panels = [c for c in configs if any(total_rows(run, c, nm)
                                        for nm in run.names(exclude=NOT_SUM))]
    if not panels:
        return None
    fig, axes = plt.subplots(1, len(panels), figsize=(4.8 * len(panels), 4.0), squeeze=False)
    for ax, c in zip(axes[0], panels):
        for nm in run.names(exclude=NOT_SUM):
            best = best_by_size(total_rows(run, c, nm))
            if not best:
                continue
            pts = sorted((n, r["gelem_per_s"]) for n, r in best.items())
            ax.plot([log2(n) for n, _ in pts], [g for _, g in pts], marker="o", markersize=3,
                    label=nm)
        ax.set_title(c + " (best block size)")
        ax.set_xlabel("problem size (log2 n)")
        ax.set_ylabel("throughput (G elements/s)")
        ax.grid(True, alpha=0.3)
        ax.legend(fontsize=6)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


def plot_ratio(run, translated, path, title):
    """translated / native against problem size: nonuniform per block size, sum per kernel."""
    if not HAVE_MPL:
        return None
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.8), squeeze=False)
    drew = False
    ax = axes[0][0]
    native = total_rows(run, NATIVE, "nonuniform_reduction")
    other = total_rows(run, translated, "nonuniform_reduction")
    for b in sorted({b for _, b in native}):
        pts = sorted((n, other[(n, b)]["gelem_per_s"] / r["gelem_per_s"])
                     for (n, bb), r in native.items() if bb == b and (n, b) in other)
        if pts:
            drew = True
            ax.plot([log2(n) for n, _ in pts], [x for _, x in pts], marker="o", markersize=3,
                    label="block %d" % b)
    ax.set_title("nonuniform_reduction")
    ax2 = axes[0][1]
    for nm in run.names(exclude=NOT_SUM):
        nb = best_by_size(total_rows(run, NATIVE, nm))
        ot = total_rows(run, translated, nm)
        pts = sorted((n, ot[(n, r["block"])]["gelem_per_s"] / r["gelem_per_s"])
                     for n, r in nb.items() if (n, r["block"]) in ot)
        if pts:
            drew = True
            ax2.plot([log2(n) for n, _ in pts], [x for _, x in pts], marker="o", markersize=3,
                     label=nm)
    ax2.set_title("sum_reduction (native's best block)")
    for a in (ax, ax2):
        a.axhline(GPU_TARGET, color="red", linewidth=0.8, linestyle="--")
        a.set_xlabel("problem size (log2 n)")
        a.set_ylabel("%s ÷ cuda" % translated)
        a.grid(True, alpha=0.3)
        if a.get_legend_handles_labels()[0]:
            a.legend(fontsize=6)
    fig.suptitle(title)
    fig.tight_layout()
    if drew:
        fig.savefig(path, dpi=110)
    plt.close(fig)
    return path if drew else None


def image(path, doc, alt):
    if not path:
        return ""
    return "![%s](%s)\n" % (alt, os.path.relpath(path, os.path.dirname(doc)))


# ---- Sections ---------------------------------------------------------------------------------

def machine_block(run):
    if not run.machine:
        return ""
    return "```\n" + run.machine + "\n```\n"


def cpu_section(run, args):
    if not run.rows:
        return ("No CPU results yet: `bench/kernels/run-cpu.sh` writes them to "
                "`bench/kernels/results/cpu/`.\n")
    out = []
    out.append("Written by `bench/kernels/report.py` from `%s` (%s).\n" % (
        os.path.relpath(run.directory, REPO),
        ", ".join(os.path.basename(f) for f in run.files)))
    out.append(machine_block(run))
    out.append(notes_block(run) + "\n")
    configs = run.configs()
    name = "nonuniform_reduction"
    # The target.
    lines = []
    for c in configs:
        by = total_rows(run, c, name)
        at = [r for (n, b), r in by.items() if n == 1 << CPU_TARGET_LOG2]
        if at:
            r = max(at, key=lambda r: r["efficiency"])
            verdict = "MET" if r["efficiency"] >= CPU_TARGET else "MISSED (%.2g× short)" % (
                CPU_TARGET / r["efficiency"] if r["efficiency"] > 0 else float("inf"))
            lines.append("- %s, %s at 2^%d `int`s: best efficiency %s (block %d, %.3g G elem/s, "
                         "copy %.1f GB/s) against the 20 %% target: **%s**" % (
                             c, name, CPU_TARGET_LOG2, pct(r["efficiency"]), r["block"],
                             r["gelem_per_s"], r["copy_gbps"], verdict))
    if lines:
        out.append("### Target: %s at 2^%d elements, efficiency ≥ 20 %%\n" % (name,
                                                                             CPU_TARGET_LOG2))
        out.append("\n".join(lines) + "\n")
    out.append("### nonuniform_reduction: throughput (G elements/s)\n")
    for c in configs:
        t = throughput_table(run, c, name)
        if t:
            out.append("**%s** (copy bandwidth %s GB/s; bold: best block size)\n\n%s\n" % (
                c, " / ".join("%.1f" % v for v in copy_gbps(run, c)), t))
    t, n = phase_table(run, name, n=1 << CPU_TARGET_LOG2)
    if not t:
        t, n = phase_table(run, name)
    if t:
        out.append("### nonuniform_reduction: the phases at %s, block 256 (Table III)\n\n%s\n" % (
            size_label(n), t))
    summary = efficiency_summary(run, name)
    if summary:
        out.append("### nonuniform_reduction: efficiency (Table II)\n\n%s\n" % summary)
    sum_sizes = sorted({r["n"] for r in run.rows if r["name"] not in ("copy", name)})
    if sum_sizes:
        n = 1 << CPU_TARGET_LOG2 if (1 << CPU_TARGET_LOG2) in sum_sizes else sum_sizes[-1]
        out.append("### sum_reduction at %s (best block size per kernel)\n\n%s\n" % (
            size_label(n), sum_best_table(run, configs, n)))
        for c in configs:
            if not any(total_rows(run, c, nm) for nm in run.names(exclude=NOT_SUM)):
                continue
            out.append("<details><summary>sum_reduction on %s: every kernel, size and block "
                       "size</summary>\n" % c)
            for nm in run.names(exclude=NOT_SUM):
                t = throughput_table(run, c, nm)
                if t:
                    out.append("**%s** (G elements/s)\n\n%s\n" % (nm, t))
            out.append("</details>\n")
    plots = []
    plots.append(image(plot_throughput(run, name, configs,
                                       os.path.join(args.plots, "cpu-nonuniform_reduction.png"),
                                       "nonuniform_reduction on the CPU"), args.doc,
                       "nonuniform_reduction throughput on the CPU"))
    plots.append(image(plot_sum(run, configs, os.path.join(args.plots, "cpu-sum_reduction.png"),
                                "sum_reduction on the CPU"), args.doc,
                       "sum_reduction throughput on the CPU"))
    plots = [p for p in plots if p]
    if plots:
        out.append("### Plots\n\n" + "\n".join(plots))
    elif not HAVE_MPL:
        out.append("(No plots: matplotlib is not installed; `apt-get install python3-matplotlib` "
                   "and run `bench/kernels/report.py` again.)\n")
    out.append("### Event times against the host clock\n\n%s\n" % events_check(run))
    return "\n".join(out)


def gpu_section(run, args):
    if not run.rows:
        return ("**Not run yet.** On the GPU machine, from the repository root (as root):\n\n"
                "```sh\nOUT=$OUT bench/kernels/run-gpu.sh\n```\n\nthen here:\n\n"
                "```sh\nmkdir -p bench/kernels/results/gpu\n"
                "cp <files>/gpu.csv <files>/machine.txt bench/kernels/results/gpu/\n"
                "python3 bench/kernels/report.py\n```\n\n"
                "and this section is filled in (tables, ratios against the targets, plots).\n")
    out = []
    out.append("Written by `bench/kernels/report.py` from `%s` (%s).\n" % (
        os.path.relpath(run.directory, REPO),
        ", ".join(os.path.basename(f) for f in run.files)))
    out.append(machine_block(run))
    out.append(notes_block(run) + "\n")
    configs = run.configs()
    gpu_configs = [c for c in configs if "pocl" not in c]
    cpu_configs = [c for c in configs if "pocl" in c]
    translated = [c for c in gpu_configs if c != NATIVE]
    name = "nonuniform_reduction"
    # Targets.
    lines = []
    for t in translated:
        _, worst = ratio_table(run, name, t)
        if worst is not None:
            lines.append("- %s, %s: lowest translated ÷ native at n ≥ 2^%d (native's best block) "
                         "**%.3f**: %s" % (t, name, GPU_TARGET_MIN_LOG2, worst,
                                           "MET" if worst >= GPU_TARGET else
                                           "MISSED by %.1f %%" % (100 * (GPU_TARGET - worst))))
        _, worst = sum_ratio_table(run, t)
        if worst is not None:
            lines.append("- %s, sum_reduction (every kernel): lowest translated ÷ native at "
                         "n ≥ 2^%d **%.3f**: %s" % (t, GPU_TARGET_MIN_LOG2, worst,
                                                    "MET" if worst >= GPU_TARGET else
                                                    "MISSED by %.1f %%" % (
                                                        100 * (GPU_TARGET - worst))))
    if lines:
        out.append("### Target: translated ÷ native ≥ %.2f\n\n%s\n" % (GPU_TARGET,
                                                                        "\n".join(lines)))
    for t in translated:
        table, _ = ratio_table(run, name, t)
        if table:
            out.append("### %s: %s ÷ cuda\n\n%s\n" % (name, t, table))
        table, _ = sum_ratio_table(run, t)
        if table:
            out.append("### sum_reduction: %s ÷ cuda\n\n%s\n" % (t, table))
    summary = efficiency_summary(run, name)
    if summary:
        out.append("### nonuniform_reduction: efficiency (Table II)\n\n%s\n" % summary)
    for which in (gpu_configs, cpu_configs):
        t, n = phase_table(run, name, configs=which)
        if t:
            out.append("### nonuniform_reduction: the phases at %s, block 256 (Table III)\n\n"
                       "%s\n" % (size_label(n), t))
    out.append("### nonuniform_reduction: throughput (G elements/s)\n")
    for c in configs:
        t = throughput_table(run, c, name)
        if t:
            out.append("**%s** (copy bandwidth %s GB/s; bold: best block size)\n\n%s\n" % (
                c, " / ".join("%.1f" % v for v in copy_gbps(run, c)), t))
    sizes = sorted({r["n"] for r in run.rows if r["name"] not in ("copy", name)
                    and r["config"] in gpu_configs})
    if sizes:
        out.append("### sum_reduction at %s (best block size per kernel)\n\n%s\n" % (
            size_label(sizes[-1]), sum_best_table(run, gpu_configs, sizes[-1])))
    csizes = sorted({r["n"] for r in run.rows if r["name"] not in ("copy", name)
                     and r["config"] in cpu_configs})
    if csizes:
        out.append("### sum_reduction on the CPU at %s\n\n%s\n" % (
            size_label(csizes[-1]), sum_best_table(run, cpu_configs, csizes[-1])))
    for c in configs:
        if not any(total_rows(run, c, nm) for nm in run.names(exclude=NOT_SUM)):
            continue
        out.append("<details><summary>sum_reduction on %s: every kernel, size and block "
                   "size</summary>\n" % c)
        for nm in run.names(exclude=NOT_SUM):
            t = throughput_table(run, c, nm)
            if t:
                out.append("**%s** (G elements/s)\n\n%s\n" % (nm, t))
        out.append("</details>\n")
    plots = []
    plots.append(image(plot_throughput(run, name, gpu_configs,
                                       os.path.join(args.plots, "gpu-nonuniform_reduction.png"),
                                       "nonuniform_reduction on the GPU: native and translated"),
                       args.doc, "nonuniform_reduction on the GPU"))
    if cpu_configs:
        plots.append(image(plot_throughput(run, name, cpu_configs,
                                           os.path.join(args.plots,
                                                        "gpu-machine-cpu-nonuniform_reduction.png"),
                                           "nonuniform_reduction on the GPU machine's CPU"),
                           args.doc, "nonuniform_reduction on PoCL 5"))
    plots.append(image(plot_sum(run, gpu_configs,
                                os.path.join(args.plots, "gpu-sum_reduction.png"),
                                "sum_reduction on the GPU: native and translated"),
                       args.doc, "sum_reduction on the GPU"))
    for t in translated:
        plots.append(image(plot_ratio(run, t, os.path.join(args.plots, "gpu-ratio-%s.png" % t),
                                      "%s ÷ native CUDA" % t), args.doc,
                           "%s ÷ native" % t))
    plots = [p for p in plots if p]
    if plots:
        out.append("### Plots\n\n" + "\n".join(plots))
    elif not HAVE_MPL:
        out.append("(No plots: matplotlib is not installed.)\n")
    out.append("### Event times against the host clock\n\n%s\n" % events_check(run))
    return "\n".join(out)


def prototypes_section(run):
    """The CPU prototypes (bench/kernels/prototypes/run.sh): per variant, size and block size the
    time per element of each phase, the speed-up over the translation and the efficiency."""
    if not run.rows:
        return ("No prototype results: `bench/kernels/prototypes/run.sh` writes them to "
                "`bench/kernels/results/cpu/prototypes.csv`.\n")
    name = "nonuniform_reduction"
    out = ["Written by `bench/kernels/report.py` from `%s` (%s).\n" % (
        os.path.relpath(run.directory, REPO), ", ".join(os.path.basename(f) for f in run.files))]
    runs = [n[len("prototypes/run.sh "):] for n in run.notes if n.startswith("prototypes/run.sh")]
    if runs:
        out.append("Runs (UTC, CPUs, load average, PoCL environment):\n\n" +
                   "\n".join("- " + r.replace("POCL_* ", "").replace("POCL_*", "")
                             for r in runs) + "\n")
    base = {}
    for c in run.configs():
        if c.split("@")[0] == "translated":
            base.update({(c.split("@")[1] if "@" in c else "", k): r
                         for k, r in total_rows(run, c, name).items()})
    # (config, n, block) of the '# WRONG config=... n=... block=...' notes: timed, but wrong.
    wrong_at = set()
    for note in run.notes_matching("WRONG"):
        f = dict(kv.split("=", 1) for kv in note.split()[1:] if "=" in kv)
        try:
            wrong_at.add((f.get("config"), int(f.get("n", -1)), int(f.get("block", -1))))
        except ValueError:
            pass
    rows = []
    order = ["before", "translated", "translated-items", "translated-gpu-path", "prefix-loop", "cpu-ideal", "warp-serial",
             "warp-serial-vec", "warp-serial-branchless", "warp-per-item", "warp-per-item-vec",
             "warp-per-item-branchless"]
    configs = sorted(run.configs(), key=lambda c: (
        order.index(c.partition("@")[0]) if c.partition("@")[0] in order else len(order),
        c.partition("@")[2], c))
    for c in configs:
        variant, _, option = c.partition("@")
        totals = total_rows(run, c, name)
        for (n, b), r in sorted(totals.items()):
            ns = lambda ms: "%.1f" % (ms * 1e6 / n)
            cells = [variant + (" (**wrong result**)" if (c, n, b) in wrong_at else ""),
                     option or "–", size_label(n), b, ns(r["ms_per_iter"])]
            for phase in ("counts", "compact"):
                p = phase_rows(run, c, name, phase).get((n, b))
                cells.append(ns(p["ms_per_iter"]) if p else "–")
            ref = base.get((option, (n, b)))
            speedup = ref["ms_per_iter"] / r["ms_per_iter"] if ref else None
            cells.append(("%.1f×" if speedup >= 0.95 else "%.2f×") % speedup if ref else "–")
            cells.append("%.2f" % (r["ms_per_iter"] / (2 * ELEMENT_BYTES * n / (r["copy_gbps"] * 1e6)))
                         if r["copy_gbps"] > 0 else "–")
            cells.append(pct(r["efficiency"]))
            rows.append(cells)
    out.append(md_table(["variant", "run / PoCL option", "n", "block", "total ns/element",
                         "counts ns/element", "compact ns/element", "speed-up over translated",
                         "× copy time", "efficiency"], rows,
                        ["---", "---"] + ["--:"] * 8))
    wrong = run.notes_matching("WRONG")
    out.append("\n" + ("**Wrong results:** " + "; ".join(wrong) if wrong else
                       "Every variant's result was checked against the sequential reduction: "
                       "all right.") + "\n")
    return "\n".join(out)


def speed_section(path):
    if not os.path.exists(path):
        return "No translation-speed results: `python3 bench/translate_speed.py` writes them.\n"
    head, body = [], []
    for line in open(path).read().splitlines():
        (head if line.startswith("#") else body).append(line)
    rows = list(csv.DictReader(io.StringIO("\n".join(body))))
    out = ["Written by `bench/kernels/report.py` from `%s`, which `bench/translate_speed.py` "
           "wrote:\n" % os.path.relpath(path, REPO)]
    out.append("```\n" + "\n".join(h[1:].strip() for h in head) + "\n```\n")
    table = []
    for r in rows:
        def f(k, fmt="%.1f"):
            try:
                return fmt % float(r[k])
            except (KeyError, ValueError):
                return "–"
        table.append([r["input"], r["lines"], f("cu2cl_wall_ms"), f("clang_wall_ms"),
                      "**%s**" % f("paired_ratio", "%.2f"), f("cpu_paired_ratio", "%.2f"),
                      f("cu2cl_rss_mib"), f("clang_rss_mib"),
                      f("rss_ratio", "%.2f") if "rss_ratio" in r else "–"])
    out.append(md_table(["input", "lines", "cu2cl median ms", "clang median ms",
                         "paired ratio (wall)", "paired ratio (CPU)", "cu2cl peak RSS MiB",
                         "clang peak RSS MiB", "RSS ratio"], table,
                        ["---"] + ["--:"] * 8))
    gen = [r for r in rows if r["input"].startswith("generated")]
    if gen:
        try:
            ratio = float(gen[0]["paired_ratio"])
            out.append("\nTarget ≤ 1.2× on the generated file: **%s** (paired ratio %.2f).\n" % (
                "MET" if ratio <= 1.2 else "MISSED by %.0f %%" % ((ratio / 1.2 - 1) * 100), ratio))
        except (KeyError, ValueError):
            pass
    return "\n".join(out) + "\n"


SKELETON = """# Performance

<!-- BEGIN GENERATED: cpu (bench/kernels/report.py) -->
<!-- END GENERATED: cpu -->

<!-- BEGIN GENERATED: cpu-prototypes (bench/kernels/report.py) -->
<!-- END GENERATED: cpu-prototypes -->

<!-- BEGIN GENERATED: gpu (bench/kernels/report.py) -->
<!-- END GENERATED: gpu -->

<!-- BEGIN GENERATED: translate-speed (bench/kernels/report.py) -->
<!-- END GENERATED: translate-speed -->
"""


def replace_section(doc, section, text):
    begin = "<!-- BEGIN GENERATED: %s (bench/kernels/report.py) -->" % section
    end = "<!-- END GENERATED: %s -->" % section
    pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.S)
    block = begin + "\n" + text.rstrip() + "\n" + end
    if pattern.search(doc):
        return pattern.sub(lambda m: block, doc)
    return doc.rstrip() + "\n\n" + block + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cpu", default=os.path.join(REPO, "bench", "kernels", "results", "cpu"))
    ap.add_argument("--gpu", default=os.path.join(REPO, "bench", "kernels", "results", "gpu"))
    ap.add_argument("--speed", default=os.path.join(REPO, "bench", "results",
                                                    "translate_speed.csv"))
    ap.add_argument("--doc", default=os.path.join(REPO, "docs", "performance.md"))
    ap.add_argument("--plots", default=os.path.join(REPO, "docs", "performance"))
    ap.add_argument("--stdout", action="store_true")
    args = ap.parse_args()
    if HAVE_MPL and not args.stdout:
        os.makedirs(args.plots, exist_ok=True)
    elif args.stdout:
        args.plots = os.path.join("/tmp", "cu2cl-report-plots")
        os.makedirs(args.plots, exist_ok=True)
    sections = {
        "cpu": cpu_section(Run(args.cpu), args),
        "cpu-prototypes": prototypes_section(Run(args.cpu, "prototypes*.csv", None)),
        "gpu": gpu_section(Run(args.gpu), args),
        "translate-speed": speed_section(args.speed),
    }
    if args.stdout:
        for k, v in sections.items():
            print("<!-- %s -->\n%s" % (k, v))
        return 0
    doc = open(args.doc).read() if os.path.exists(args.doc) else SKELETON
    for k, v in sections.items():
        doc = replace_section(doc, k, v)
    with open(args.doc, "w") as f:
        f.write(doc)
    print("wrote %s%s" % (os.path.relpath(args.doc, os.getcwd()),
                          "" if HAVE_MPL else " (tables only: no matplotlib)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
