#!/usr/bin/env python3
"""interrupt.py OLD NEW OUT -- COMMAND...: interrupts COMMAND (a cu2cl run that writes into
OUT) with SIGINT, SIGTERM and SIGKILL at moments spread over the time one run takes, and checks
after each that every output file in OUT is exactly as in OLD (the previous translation) or as
in NEW (the finished one): an interrupted run never leaves a half-written output. After SIGINT
and SIGTERM no temporary file may remain either (SIGKILL cannot be caught)."""
import filecmp
import os
import shutil
import signal
import subprocess
import sys
import time

old, new, out = sys.argv[1:4]
assert sys.argv[4] == "--"
command = sys.argv[5:]
names = sorted(os.listdir(old))
assert names == sorted(os.listdir(new)), "OLD and NEW must hold the same files"


def restore():
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(old, out)


def check(signal_name, when):
    how = f"{signal_name} after {when:.3f}s"
    found = sorted(os.listdir(out))
    leftovers = [n for n in found if ".tmp-" in n]
    if leftovers and signal_name != "SIGKILL":
        sys.exit(f"{how}: temporary files left: {leftovers}")
    for name in names:
        path = os.path.join(out, name)
        if not os.path.isfile(path):
            sys.exit(f"{how}: {name} is gone")
        if not (filecmp.cmp(path, os.path.join(old, name), shallow=False)
                or filecmp.cmp(path, os.path.join(new, name), shallow=False)):
            sys.exit(f"{how}: {name} is neither the previous output nor the new one")


restore()
start = time.monotonic()
subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
duration = time.monotonic() - start
outcomes = {"previous": 0, "new": 0}
for how in ("SIGINT", "SIGTERM", "SIGKILL"):
    for step in range(9):
        restore()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(duration * step / 8)
        if process.poll() is None:
            process.send_signal(getattr(signal, how))
        process.wait()
        check(how, duration * step / 8)
        first = os.path.join(out, names[0])
        outcomes["new" if filecmp.cmp(first, os.path.join(new, names[0]), shallow=False)
                 else "previous"] += 1
print(f"one run: {duration:.2f}s; interrupted runs left the previous outputs {outcomes['previous']} "
      f"times and the new ones {outcomes['new']} times, never anything else")
