#!/usr/bin/env bash
# Translates the kernel benchmarks for a machine without the translator (the GPU machine has no
# LLVM): bench/kernels/<name>_bench.cu -> .device/bench/<name>_bench.cl and
# <name>_bench.host.cpp, with cu2cl's diagnostics in <name>_bench.stderr and what made them in
# .device/bench/STAMP (translator, repository commit, SHA-256 of each source). .device/ is
# ignored by git (build products); scripts/gpu/prepare.sh runs this script. run-gpu.sh builds
# these with g++ and the runtime's sources, and warns when a source no longer matches its STAMP.
#
# First it checks that the benchmarks' kernels are still the samples' (check_kernels.py); last
# it derives the prototype variants of the translation (prototypes/make.py, into
# .device/bench/prototypes/).
#
# Usage: bench/kernels/translate.sh        (from anywhere; needs build/bin/cu2cl)
# Environment: CU2CL  the translator (default build/bin/cu2cl)
# Exit status: 0 translated; 1 a kernel differs from its sample or a translation failed.
set -eu

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/kernels
OUT=$ROOT/.device/bench
CU2CL=${CU2CL:-$ROOT/build/bin/cu2cl}
[ -x "$CU2CL" ] || { echo "translate.sh: no translator at $CU2CL (ninja -C build cu2cl)" >&2; exit 1; }

python3 "$HERE/check_kernels.py"

rm -rf "$OUT"
mkdir -p "$OUT"
stamp=$OUT/STAMP.new
{
  echo "# .device/bench: written by bench/kernels/translate.sh; do not edit."
  echo "translator: $("$CU2CL" --version 2>&1 | tr '\n' ' ' | sed 's/  */ /g')"
  echo "translator sha256: $(sha256sum "$CU2CL" | cut -c1-16)"
  echo "repository: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')"
} >"$stamp"
cd "$ROOT"
for src in bench/kernels/*_bench.cu; do
  name=$(basename "${src%.cu}")
  # Relative paths, so that the diagnostics and the files do not depend on where the tree is.
  if ! "$CU2CL" "$src" -o .device/bench/ 2>"$OUT/$name.stderr.tmp"; then
    cat "$OUT/$name.stderr.tmp" >&2
    rm -f "$OUT/$name.stderr.tmp" "$stamp"
    echo "translate.sh: translating $src failed" >&2
    exit 1
  fi
  sed "s|$ROOT/||g" "$OUT/$name.stderr.tmp" >"$OUT/$name.stderr"
  rm -f "$OUT/$name.stderr.tmp"
  echo "source $src sha256: $(sha256sum "$src" | cut -c1-16)" >>"$stamp"
  echo "translated $src -> .device/bench/$name.cl, $name.host.cpp ($(grep -c 'warning:' "$OUT/$name.stderr") warnings)"
done
mv "$stamp" "$OUT/STAMP"
# The prototypes of docs/performance.md, derived from the new translation.
python3 "$HERE/prototypes/make.py"
