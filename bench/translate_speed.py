#!/usr/bin/env python3
"""Time cu2cl against a plain Clang parse of the same CUDA file.

    bench/translate_speed.py [--reps N] [--warmup W] [--lines L] [--csv PATH]

Inputs: every samples/*/*.cu of the repository plus a generated L-line file
(bench/gen_large_cuda.py, default 1,000 lines). For each input it runs, in
turn and interleaved (the order alternates every repetition):

  (a) cu2cl FILE -o TMPDIR/
  (b) clang++-19 -fsyntax-only with the arguments cu2cl gives Clang
      (rewriters/frontend/CudaFrontend.cpp: -x cuda --cuda-device-only
      --cuda-gpu-arch=sm_90 -nocudainc -nocudalib -Wno-unknown-cuda-version
      -resource-dir=... -isystem <cu2cl headers> -include cu2cl_cuda_runtime.h
      -Xclang -disable-free, which the clang driver passes anyway)

W warm-up runs of each are discarded, then N timed runs of each are kept.
Reported per tool: the median wall time, the median CPU time (user + sys of
the child), the fastest run and the median peak RSS (from wait4()). Ratios
cu2cl / clang: of the median wall times, and the median of the per-repetition
ratios of the two back-to-back runs ("paired", wall and CPU), and the median
per-repetition ratio of the peak RSS ("RSS ratio"). The verdict uses
the paired wall ratio, which is the least disturbed when the machine is
shared with a compiler run; medians for the same reason.

Output: a Markdown table on stdout and a CSV (default
bench/results/translate_speed.csv) whose '#' header lines record the machine,
tool versions and the command line. The script ends with the line
"target 1.2x: MET" or "target 1.2x: MISSED by X%" for the generated file and
exits 0 either way; it exits 1 only when a tool fails on an input.
"""

import argparse
import datetime
import glob
import hashlib
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What rewriters/frontend/CudaFrontend.cpp's cudaFrontendArguments() returns, with
# HEADERS for its header directory and RESOURCE for CU2CL_CLANG_RESOURCE_DIR.
CU2CL_FRONTEND = ["-xcuda", "--cuda-device-only", "--cuda-gpu-arch=sm_90", "-nocudainc",
                  "-nocudalib", "-Wno-unknown-cuda-version", "-resource-dir=RESOURCE",
                  "-isystem", "HEADERS", "-include", "cu2cl_cuda_runtime.h",
                  "-Xclang", "-disable-free"]


def frontend_arguments_in_source():
    """The string literals of cudaFrontendArguments() in the source, or None."""
    path = os.path.join(REPO, "rewriters", "frontend", "CudaFrontend.cpp")
    try:
        text = open(path).read()
    except OSError:
        return None
    m = re.search(r"cudaFrontendArguments\([^)]*\)\s*\{\s*return\s*\{(.*?)\};", text, re.S)
    if not m:
        return None
    # Split the braced list at top-level commas; an element is the
    # concatenation of its string literals, HeaderDirectory standing for
    # HEADERS and CU2CL_CLANG_RESOURCE_DIR for RESOURCE. Comments go first
    # (a comma in one is no separator).
    body = re.sub(r"//[^\n]*|/\*.*?\*/", "", m.group(1), flags=re.S)
    elements, depth, current, i = [], 0, "", 0
    while i < len(body):
        c = body[i]
        if c == '"':
            j = i + 1
            while body[j] != '"':
                j += 2 if body[j] == "\\" else 1
            current += body[i:j + 1]
            i = j + 1
            continue
        if c in "({[":
            depth += 1
        elif c in ")}]":
            depth -= 1
        if c == "," and depth == 0:
            elements.append(current)
            current = ""
        else:
            current += c
        i += 1
    if current.strip():
        elements.append(current)
    items = []
    for element in elements:
        text = ""
        for token in re.findall(r'"(?:[^"\\]|\\.)*"|[A-Za-z_][A-Za-z_0-9]*', element):
            if token.startswith('"'):
                text += token[1:-1]
            elif token == "HeaderDirectory":
                text += "HEADERS"
            elif token == "CU2CL_CLANG_RESOURCE_DIR":
                text += "RESOURCE"
        items.append(text)
    return items


def run_once(cmd, cwd):
    """Runs cmd; returns (wall seconds, cpu seconds, peak RSS KiB, returncode, stderr)."""
    err = tempfile.TemporaryFile()
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=err)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    err.seek(0)
    message = err.read().decode(errors="replace")
    err.close()
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss, proc.returncode, message


def first_line(cmd):
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=30)
        text = (out.stdout or out.stderr).strip().splitlines()
        return " ".join(l.strip() for l in text[:2]) if text else "?"
    except (OSError, subprocess.SubprocessError):
        return "?"


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def git_state():
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=REPO,
                              capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               cwd=REPO, capture_output=True, text=True).stdout.strip()
        return head + (" (working tree modified)" if dirty else "")
    except OSError:
        return "?"


def main():
    ap = argparse.ArgumentParser(description="Time cu2cl against clang++ -fsyntax-only.")
    ap.add_argument("--reps", type=int, default=15, help="timed runs per tool and input (15)")
    ap.add_argument("--warmup", type=int, default=2, help="discarded runs per tool and input (2)")
    ap.add_argument("--lines", type=int, default=1000, help="lines of the generated file (1000)")
    ap.add_argument("--cu2cl", default=os.path.join(REPO, "build", "bin", "cu2cl"))
    ap.add_argument("--clang", default="clang++-19")
    ap.add_argument("--csv", default=os.path.join(REPO, "bench", "results",
                                                  "translate_speed.csv"))
    ap.add_argument("--target", type=float, default=1.2, help="allowed cu2cl/clang ratio (1.2)")
    ap.add_argument("--no-snapshot", action="store_true",
                    help="run build/bin/cu2cl in place instead of a private copy")
    ap.add_argument("inputs", nargs="*", help="CUDA files (default: samples/*/*.cu)")
    args = ap.parse_args()
    if args.reps < 1 or args.warmup < 0:
        sys.exit("translate_speed: --reps must be >= 1 and --warmup >= 0")

    work = tempfile.mkdtemp(prefix="cu2cl-bench-")
    try:
        return bench(args, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def bench(args, work):
    cu2cl_built = os.path.abspath(args.cu2cl)
    if not os.access(cu2cl_built, os.X_OK):
        sys.exit("translate_speed: no cu2cl at %s (ninja -C build cu2cl)" % cu2cl_built)
    clang = shutil.which(args.clang)
    if not clang:
        sys.exit("translate_speed: %s not found" % args.clang)
    built_headers = os.path.join(os.path.dirname(os.path.dirname(cu2cl_built)), "share", "cu2cl",
                                 "include")
    if not os.path.exists(os.path.join(built_headers, "cu2cl_cuda_runtime.h")):
        sys.exit("translate_speed: no cu2cl headers at %s" % built_headers)

    # A private copy of the executable and of its headers (same relative
    # layout, so cu2cl finds them the way it does in build/): other people
    # may rebuild build/bin/cu2cl while the benchmark runs.
    if args.no_snapshot:
        cu2cl, headers = cu2cl_built, built_headers
    else:
        cu2cl = os.path.join(work, "bin", "cu2cl")
        headers = os.path.join(work, "share", "cu2cl", "include")
        os.makedirs(os.path.dirname(cu2cl))
        shutil.copy2(cu2cl_built, cu2cl)
        shutil.copytree(built_headers, headers)

    resource_dir = subprocess.run([clang, "-print-resource-dir"], capture_output=True,
                                  text=True).stdout.strip()
    frontend = [a.replace("RESOURCE", resource_dir).replace("HEADERS", headers)
                for a in CU2CL_FRONTEND]
    in_source = frontend_arguments_in_source()
    notes = []
    if in_source is None:
        notes.append("could not read cudaFrontendArguments() in rewriters/frontend/CudaFrontend.cpp")
    elif in_source != CU2CL_FRONTEND:
        notes.append("rewriters/frontend/CudaFrontend.cpp now gives Clang %s; this script assumes %s"
                     % (in_source, CU2CL_FRONTEND))
    for n in notes:
        print("warning: " + n, file=sys.stderr)

    # Inputs.
    inputs = [os.path.abspath(p) for p in args.inputs] or sorted(
        glob.glob(os.path.join(REPO, "samples", "*", "*.cu")))
    generated = os.path.join(work, "generated_%d.cu" % args.lines)
    subprocess.run([sys.executable, os.path.join(REPO, "bench", "gen_large_cuda.py"), "--lines",
                    str(args.lines), generated], check=True)
    inputs.append(generated)

    outdir = os.path.join(work, "out") + os.sep
    commands = {}
    for path in inputs:
        commands[path] = {
            "cu2cl": [cu2cl, path, "-o", outdir],
            "clang": [clang] + frontend + ["-fsyntax-only", path],
        }

    header = [
        ("date", datetime.datetime.now().astimezone().isoformat(timespec="seconds")),
        ("machine", "%s, nproc %d, %s" % (cpu_model(), os.cpu_count() or 0, platform.platform())),
        ("load average at start", " ".join("%.2f" % x for x in os.getloadavg())),
        ("cu2cl", "%s (sha256 %s, repo %s)" % (cu2cl_built, sha256(cu2cl_built)[:16],
                                                git_state())),
        ("cu2cl --version", first_line([cu2cl, "--version"])),
        ("clang", "%s: %s" % (clang, first_line([clang, "--version"]))),
        ("python", platform.python_version()),
        ("command line", " ".join(shlex.quote(a) for a in [sys.argv[0]] + sys.argv[1:])),
        ("method", "%d warm-up + %d timed runs per tool and input, interleaved; medians "
                   "(the machine may be shared); RSS = peak resident set from wait4()"
         % (args.warmup, args.reps)),
        ("cu2cl run as", "cu2cl FILE -o TMPDIR/"),
        ("clang run as", " ".join(shlex.quote(a) for a in
                                  [os.path.basename(clang)] + frontend + ["-fsyntax-only",
                                                                          "FILE"])),
    ] + [("note", n) for n in notes]

    failures = []
    rows = []
    for path in inputs:
        samples = {"cu2cl": [], "clang": []}
        failed = False
        for rep in range(args.warmup + args.reps):
            order = ("cu2cl", "clang") if rep % 2 == 0 else ("clang", "cu2cl")
            for tool in order:
                wall, cpu, rss, rc, err = run_once(commands[path][tool], work)
                if rc != 0:
                    failures.append("%s failed on %s (exit %d):\n%s" % (tool, path, rc, err))
                    failed = True
                    break
                if rep >= args.warmup:
                    samples[tool].append((wall, cpu, rss))
            if failed:
                break
        if failed:
            continue
        name = os.path.relpath(path, REPO) if path != generated else \
            "generated (gen_large_cuda.py --lines %d)" % args.lines
        with open(path, errors="replace") as f:
            lines = sum(1 for _ in f)
        row = {"input": name, "lines": lines}
        for tool in ("cu2cl", "clang"):
            walls = [s[0] for s in samples[tool]]
            row[tool + "_wall_ms"] = statistics.median(walls) * 1e3
            row[tool + "_min_ms"] = min(walls) * 1e3
            row[tool + "_cpu_ms"] = statistics.median(s[1] for s in samples[tool]) * 1e3
            row[tool + "_rss_mib"] = statistics.median(s[2] for s in samples[tool]) / 1024.0
        row["ratio"] = row["cu2cl_wall_ms"] / row["clang_wall_ms"]
        # Both tools of one repetition ran back to back, under about the same
        # load: the median of these per-repetition ratios is the verdict.
        pairs = list(zip(samples["cu2cl"], samples["clang"]))
        row["paired_ratio"] = statistics.median(a[0] / b[0] for a, b in pairs)
        row["cpu_paired_ratio"] = statistics.median(a[1] / b[1] for a, b in pairs)
        row["rss_ratio"] = statistics.median(a[2] / b[2] for a, b in pairs)
        row["generated"] = path == generated
        rows.append(row)
    header.insert(3, ("load average at end", " ".join("%.2f" % x for x in os.getloadavg())))

    # Markdown.
    print("# cu2cl translation speed\n")
    for key, value in header:
        print("- %s: %s" % (key, value))
    print()
    print("| input | lines | cu2cl median ms | clang median ms | ratio of medians "
          "| paired ratio | cu2cl min ms | clang min ms | cu2cl CPU ms | clang CPU ms "
          "| paired CPU ratio | cu2cl RSS MiB | clang RSS MiB | RSS ratio |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for r in rows:
        print("| %s | %d | %.1f | %.1f | %.2f | **%.2f** | %.1f | %.1f | %.1f | %.1f | %.2f "
              "| %.1f | %.1f | %.2f |"
              % (r["input"], r["lines"], r["cu2cl_wall_ms"], r["clang_wall_ms"], r["ratio"],
                 r["paired_ratio"], r["cu2cl_min_ms"], r["clang_min_ms"], r["cu2cl_cpu_ms"],
                 r["clang_cpu_ms"], r["cpu_paired_ratio"], r["cu2cl_rss_mib"],
                 r["clang_rss_mib"], r["rss_ratio"]))
    print()
    print("Times are medians of the timed runs (wall clock unless marked CPU = user + sys). "
          "Paired ratio: the median over repetitions of cu2cl/clang of the two runs of one "
          "repetition, which ran back to back; the verdict uses it. RSS: peak resident set size "
          "(median); RSS ratio: median over repetitions of cu2cl/clang.")
    print()

    # CSV.
    os.makedirs(os.path.dirname(os.path.abspath(args.csv)), exist_ok=True)
    fields = ["input", "lines", "cu2cl_wall_ms", "clang_wall_ms", "ratio", "paired_ratio",
              "cu2cl_min_ms", "clang_min_ms", "cu2cl_cpu_ms", "clang_cpu_ms", "cpu_paired_ratio",
              "cu2cl_rss_mib", "clang_rss_mib", "rss_ratio"]
    with open(args.csv, "w", newline="\n") as f:
        for key, value in header:
            f.write("# %s: %s\n" % (key, value.replace("\n", " ")))
        f.write(",".join(fields) + "\n")
        for r in rows:
            f.write(",".join(
                '"%s"' % r[k].replace('"', '""') if k == "input" else
                str(r[k]) if k == "lines" else "%.3f" % r[k] for k in fields) + "\n")
    print("CSV written to %s" % os.path.relpath(os.path.abspath(args.csv), os.getcwd()))

    for failure in failures:
        print("error: " + failure, file=sys.stderr)
    target = [r for r in rows if r["generated"]]
    if not target:
        print("target %gx: NOT MEASURED (a tool failed on the generated file)" % args.target)
        return 1
    t = target[0]
    ratio = t["paired_ratio"]
    estimates = [t["ratio"], t["paired_ratio"], t["cpu_paired_ratio"],
                 t["cu2cl_min_ms"] / t["clang_min_ms"]]
    if max(estimates) - min(estimates) > 0.1:
        print("warning: the estimates of the ratio disagree (median wall %.2f, paired wall %.2f, "
              "paired CPU %.2f, fastest runs %.2f): the machine was busy (load average %s); "
              "rerun when it is quieter" % tuple(estimates + [" ".join(
                  "%.2f" % x for x in os.getloadavg())]))
    if ratio <= args.target:
        print("target %gx: MET (cu2cl/clang = %.2f on the generated %d-line file, paired median "
              "wall time)" % (args.target, ratio, args.lines))
    else:
        print("target %gx: MISSED by %.0f%% (cu2cl/clang = %.2f on the generated %d-line file, "
              "paired median wall time)"
              % (args.target, (ratio / args.target - 1) * 100, ratio, args.lines))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
