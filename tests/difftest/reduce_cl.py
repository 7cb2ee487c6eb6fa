#!/usr/bin/env python3
"""Shrinks an OpenCL C file while a test command still finds it interesting: for a bug of an
OpenCL compiler (a crash, a wrong result) that only a machine with that compiler shows, where
cu2cl cannot run (the GPU machine has no LLVM), so the CUDA-level reduce.py cannot be used.

  reduce_cl.py IN.cl OUT.cl --test 'CMD' [-j N] [--budget SECONDS]

CMD runs with the candidate file's path as its one argument (appended) and exits 0 when the
candidate is still interesting (e.g. a script that runs the program with the candidate as its
.cl and greps the compiler's assertion). A candidate that fails to build is simply not
interesting, so CMD must tell a build error from the bug.

Deletes lines of the file, whole compound statements (a line ending in `{` to its matching
`}`) first, then single lines ending in `;`, in passes until a pass deletes nothing; `-j`
candidates are tried at once and the first interesting one (in file order) is kept. Lines
starting with `#` are kept (preprocessor structure).
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile
import time


def units(lines):
    """Deletable (first, last) line ranges: compound statements (outermost first), then lines."""
    blocks, stack = [], []
    for i, ln in enumerate(lines):
        s = ln.strip()
        if s.startswith("#"):
            continue
        for ch in s:
            if ch == "{":
                stack.append(i)
            elif ch == "}" and stack:
                first = stack.pop()
                if first != i:
                    blocks.append((first, i))
    blocks.sort(key=lambda r: (r[0] - r[1], r[0]))
    singles = [(i, i) for i, ln in enumerate(lines)
               if ln.strip().endswith(";") and not ln.strip().startswith("#")]
    return blocks + singles


def interesting(lines, test, work, tag):
    path = os.path.join(work, f"cand-{tag}.cl")
    with open(path, "w") as f:
        f.write("".join(lines))
    try:
        return subprocess.run(test + " " + path, shell=True, capture_output=True,
                              timeout=600).returncode == 0
    except subprocess.TimeoutExpired:
        return False


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("input")
    ap.add_argument("output")
    ap.add_argument("--test", required=True)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--budget", type=int, default=480, help="seconds to spend")
    opts = ap.parse_args()
    t0 = time.time()
    work = tempfile.mkdtemp(prefix="cu2cl-reduce-cl-")
    lines = open(opts.input).readlines()
    if not interesting(lines, opts.test, work, "input"):
        print("reduce_cl: the input is not interesting", file=sys.stderr)
        return 2
    tests = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        changed = True
        while changed and time.time() - t0 < opts.budget:
            changed = False
            cands = units(lines)
            k = 0
            while k < len(cands) and time.time() - t0 < opts.budget:
                batch = cands[k:k + opts.jobs]
                trials = [lines[:a] + lines[b + 1:] for a, b in batch]
                results = list(pool.map(lambda t: interesting(t[1], opts.test, work, t[0]),
                                        enumerate(trials)))
                tests += len(batch)
                hit = next((i for i, r in enumerate(results) if r), None)
                if hit is None:
                    k += len(batch)
                    continue
                lines = trials[hit]
                changed = True
                cands = units(lines)   # the ranges moved: go on at the same place of the new list
            with open(opts.output, "w") as f:
                f.writelines(lines)
            print(f"reduce_cl: {len(lines)} lines after {tests} tests, {time.time() - t0:.0f} s",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
