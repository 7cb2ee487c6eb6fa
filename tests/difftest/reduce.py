#!/usr/bin/env python3
"""Shrinks a one-kernel file (gen.py --only-kernel N) while the two PoCL forms still disagree.

  reduce.py IN.cu OUT.cu [--cc build/bin/cu2cl-cc] [--budget SECONDS] [--oracle optimization]

With --oracle optimization it keeps a deletion when PoCL's words with and without optimising the
translated .cl still differ (a miscompilation, or undefined behaviour in the .cl).

Deletes statements of the kernel body, whole compound statements (a line ending in `{` to its
matching `}`) first, then single lines, and keeps a deletion when the program still builds and
the warp form (default) and the emulated form (CU2CL_WARP_FORM=0) still print different
words. It never deletes a barrier, a loop exit or mask update on its own, or a store to an
array that is read elsewhere, but a deletion can still make a program whose result CUDA leaves
undefined: read the result before blaming the translator.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def differs(text, cc, work):
    src = os.path.join(work, "r.cu")
    with open(src, "w") as f:
        f.write(text)
    try:
        for attempt in range(3):
            b = subprocess.run([cc, "r.cu", "-O2", "-o", "r"], cwd=work, capture_output=True,
                               timeout=300, text=True)
            if b.returncode == 0 or "translation failed" in b.stderr:
                break
            time.sleep(30)   # build/ being rebuilt by someone else?
        if b.returncode != 0:
            return False
        return outputs_differ(work, {}, {"CU2CL_WARP_FORM": "0"})
    except subprocess.TimeoutExpired:
        return False


def outputs_differ(work, env_a, env_b):
    """Runs ./r in WORK with each environment's additions: whether both succeed and print
    different words."""
    outs = []
    for env in (env_a, env_b):
        p = subprocess.run(["./r"], cwd=work, capture_output=True, timeout=300,
                           env=dict(os.environ, **env))
        if p.returncode != 0:
            return False
        outs.append(p.stdout)
    return outs[0] != outs[1]


def optimization_differs(text, cc, work):
    """The oracle of --oracle optimization: the program's words on PoCL differ with and
    without the OpenCL compiler's optimisation (`#pragma clang optimize off` atop the .cl). The
    host file is built once (deleting kernel statements leaves it as it is)."""
    bindir = os.path.dirname(os.path.abspath(cc))
    build = os.path.dirname(bindir)
    with open(os.path.join(work, "r.cu"), "w") as f:
        f.write(text)
    try:
        for attempt in range(20):
            try:
                t = subprocess.run([os.path.join(bindir, "cu2cl"), "r.cu", "-o", work + "/"],
                                   cwd=work, capture_output=True, timeout=300)
                break
            except OSError:   # build/bin being rebuilt by someone else
                time.sleep(15)
        else:
            return False
        if t.returncode != 0:
            return False
        host = open(os.path.join(work, "r.host.cpp")).read()
        if not os.path.exists(os.path.join(work, "r")) or host != getattr(optimization_differs, "host", None):
            b = subprocess.run(["g++", "-std=c++17", "-O1", "-I" + os.path.join(ROOT, "runtime", "host", "include"),
                                "-I" + os.path.join(build, "runtime", "host", "include"), "r.host.cpp",
                                os.path.join(build, "lib", "libcu2cl_runtime.a"), "-lOpenCL", "-lpthread",
                                "-o", "r"], cwd=work, capture_output=True, timeout=300)
            if b.returncode != 0:
                return False
            optimization_differs.host = host
        noopt = os.path.join(work, "noopt")
        os.makedirs(noopt, exist_ok=True)
        with open(os.path.join(noopt, "r.cl"), "w") as f:
            f.write("#pragma clang optimize off\n" + open(os.path.join(work, "r.cl")).read())
        return outputs_differ(work, dict(CU2CL_PROGRAM_DIR=work, POCL_KERNEL_CACHE="0"),
                              dict(CU2CL_PROGRAM_DIR=noopt, POCL_KERNEL_CACHE="0"))
    except subprocess.TimeoutExpired:
        return False


def body_span(lines):
    """Indices of the kernel body lines that may be deleted: after the prologue (the line
    declaring wfull and the shared declarations), before the final output stores."""
    start = next(i for i, l in enumerate(lines) if "const unsigned wfull" in l) + 1
    end = max(i for i, l in enumerate(lines) if re.match(r"\s*out\[gid \*", l))
    while re.match(r"\s*out\[gid \*", lines[end - 1]):
        end -= 1
    return start, end


STORE = re.compile(r"\b(\w+)\[[^\]]*\](?:\[[^\]]*\])?\s*(?:[-+^|&*]?=)(?!=)")
KEEP = re.compile(r"__syncthreads\b|__syncwarp\b|\.sync\(\)|\bif \(c\d+\) (?:break|continue);|&= ~m")


def deletable(lines, i, j):
    """Deleting lines i..j must not make the program undefined in an obvious way: no barrier,
    loop exit or mask update alone, no store to an array that is read elsewhere."""
    chunk = lines[i:j + 1]
    rest = "\n".join(lines[:i] + lines[j + 1:])
    if i == j and KEEP.search(chunk[0]):
        return False
    for ln in chunk:
        for name in STORE.findall(ln):
            if re.search(r"\b" + re.escape(name) + r"\b", rest):
                return False
    return True


def block_end(lines, i):
    depth = 0
    for j in range(i, len(lines)):
        depth += lines[j].count("{") - lines[j].count("}")
        if depth <= 0:
            return j
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--cc", default=os.path.join(ROOT, "build", "bin", "cu2cl-cc"))
    ap.add_argument("--budget", type=int, default=1800, help="seconds to spend at most")
    ap.add_argument("--oracle", choices=("forms", "optimization"), default="forms",
                    help="forms: the warp form and the emulated form print different words; "
                    "optimization: PoCL prints different words with and without optimising the .cl")
    opts = ap.parse_args()
    global differs
    if opts.oracle == "optimization":
        differs = optimization_differs
    work = tempfile.mkdtemp(prefix="cu2cl-reduce-")
    lines = open(opts.input).read().split("\n")
    t0 = time.time()
    if not differs("\n".join(lines), opts.cc, work):
        print("reduce: the input does not show a difference", file=sys.stderr)
        return 1
    tests = 0
    changed = True
    while changed and time.time() - t0 < opts.budget:
        changed = False
        for blocks in (True, False):
            i, _ = body_span(lines)
            while time.time() - t0 < opts.budget:
                start, end = body_span(lines)
                if i >= end:
                    break
                ln = lines[i].strip()
                if blocks:
                    j = block_end(lines, i) if ln.endswith("{") else None
                    if j is None or j >= end:
                        i += 1
                        continue
                else:
                    if not ln or ln.endswith("{") or ln.startswith("}") or ln.startswith("//"):
                        i += 1
                        continue
                    j = i
                if not deletable(lines, i, j):
                    i += 1
                    continue
                cand = lines[:i] + lines[j + 1:]
                tests += 1
                if differs("\n".join(cand), opts.cc, work):
                    lines = cand
                    changed = True
                    print(f"reduce: removed lines {i + 1}-{j + 1} ({len(lines)} lines left, "
                          f"{tests} tests, {time.time() - t0:.0f} s)", flush=True)
                else:
                    i += 1
    with open(opts.output, "w") as f:
        f.write("\n".join(lines))
    print(f"reduce: wrote {opts.output} after {tests} tests in {time.time() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
