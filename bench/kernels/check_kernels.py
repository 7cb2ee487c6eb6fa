#!/usr/bin/env python3
"""Checks that the kernels of the benchmarks in bench/kernels are still the samples' kernels.

Each benchmark copies its sample's kernels between the lines
    // ---- From samples/<name>/<name>.cu, unchanged ----...
    // ---- End of the sample's kernels ----...
(the samples have their own main(), so they cannot be included). This script splits that
region into its top-level pieces (separated by blank lines: a comment with its declaration)
and checks that each piece occurs verbatim in the sample. It prints what differs and exits 1
if a piece is not the sample's, 0 if all are.

Usage: python3 bench/kernels/check_kernels.py [file.cu ...]
       (default: bench/kernels/*_bench.cu and the GPU probes that copy a sample's kernel)
"""

import glob
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BEGIN = re.compile(r"^// ---- From (samples/\S+\.cu), unchanged -+$", re.M)
END = re.compile(r"^// ---- End of the sample's kernels -+$", re.M)


def pieces(text):
    """Top-level pieces: runs of non-blank lines, joined again with blank lines inside braces."""
    out, current, depth = [], [], 0
    for line in text.splitlines():
        if not line.strip() and depth == 0:
            if current:
                out.append("\n".join(current))
                current = []
            continue
        current.append(line)
        code = re.sub(r"//.*", "", line)
        depth += code.count("{") - code.count("}")
    if current:
        out.append("\n".join(current))
    return out


def check(bench):
    text = open(bench).read()
    begin, end = BEGIN.search(text), END.search(text)
    if not begin or not end or end.start() < begin.end():
        print("%s: no '// ---- From samples/..., unchanged' ... '// ---- End of the sample's "
              "kernels' region" % bench)
        return False
    sample_path = os.path.join(REPO, begin.group(1))
    try:
        sample = open(sample_path).read()
    except OSError as e:
        print("%s: cannot read %s: %s" % (bench, sample_path, e))
        return False
    ok = True
    region = text[begin.end():end.start()]
    found = pieces(region)
    for piece in found:
        if piece not in sample:
            ok = False
            first = piece.splitlines()[0]
            print("%s: differs from %s: the piece starting\n    %s" % (
                os.path.relpath(bench, REPO), begin.group(1), first))
    print("%s: %d pieces %s %s" % (os.path.relpath(bench, REPO), len(found),
                                    "identical to" if ok else "NOT all identical to",
                                    begin.group(1)))
    return ok


def main():
    benches = sys.argv[1:] or sorted(
        glob.glob(os.path.join(REPO, "bench", "kernels", "*_bench.cu"))) + [
            os.path.join(REPO, "scripts", "gpu", "probes", "reduce_shared_ptx.cu")]
    results = [check(b) for b in benches]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
