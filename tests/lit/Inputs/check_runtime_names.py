#!/usr/bin/env python3
"""Checks that every name the host rewrite writes (the cu2cl column of
`cu2cl --print-host-api`, on stdin) is defined by the host runtime's headers
(the directory given as argument): HostApiTable.def and
runtime/host/include/cu2cl must agree. The thrust and CUB rows are checked once
cu2cl/algorithms.h exists."""
import pathlib
import re
import sys

include = pathlib.Path(sys.argv[1])
# Headers and the tables they include (an enum made from a .def table).
headers = {p: p.read_text() for pattern in ("*.h", "*.def") for p in include.rglob(pattern)}
words = set()
for text in headers.values():
    words.update(re.findall(r"[A-Za-z_]\w*", text))
have_algorithms = (include / "cu2cl" / "algorithms.h").exists()

missing = []
group = None
for line in sys.stdin:
    if line.startswith("### "):
        group = line[4:].strip()
        continue
    cells = [c.strip() for c in line.split("|")[1:-1]]
    if len(cells) != 3 or not cells[1].startswith("`"):
        continue
    if group in ("thrust", "CUB") and not have_algorithms:
        continue
    name = cells[1].strip("`").split("::")[-1]
    if name not in words:
        missing.append(cells[1])
if missing:
    print("not in the host runtime's headers: " + ", ".join(missing))
    sys.exit(1)
print("all names defined")
