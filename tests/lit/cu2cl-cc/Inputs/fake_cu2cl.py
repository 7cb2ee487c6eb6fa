#!/usr/bin/env python3
"""Stands in for cu2cl (cu2cl-cc --cu2cl=...) so that the driver's later steps are tested on
their own: "translates" X.cu by copying X.cl.in and X.host.cpp.in, those of them that exist
beside X.cu, into the -o directory. Prints its arguments and the -o directory's permissions,
and exits with $FAKE_CU2CL_EXIT (default 0)."""
import os
import shutil
import stat
import sys

args = sys.argv[1:]
print("fake-cu2cl:", " ".join(args), file=sys.stderr)
source, out_dir = args[0], args[args.index("-o") + 1]
mode = stat.S_IMODE(os.stat(out_dir).st_mode)
print(f"fake-cu2cl: output directory mode {mode:o}", file=sys.stderr)
status = int(os.environ.get("FAKE_CU2CL_EXIT", "0"))
if status == 0:
    stem = os.path.splitext(source)[0]
    name = os.path.basename(stem)
    for suffix in (".cl", ".host.cpp"):
        if os.path.exists(stem + suffix + ".in"):
            shutil.copyfile(stem + suffix + ".in", os.path.join(out_dir, name + suffix))
sys.exit(status)
