#!/usr/bin/env bash
# Makes everything the GPU machine needs and cannot make itself (it has no LLVM, so no
# translator), on this machine, into .device/ at the repository root. .device/ is ignored by
# git: these are build products, made again whenever they are needed, never committed.
#   .device/gpu-tests/   the executed lit tests, translated, with their RUN lines as run.sh and
#                        the outputs FileCheck accepted here (scripts/gpu/translate-tests.py;
#                        run by scripts/gpu/run-translated-tests.sh and run-all.sh)
#   .device/bench/       the kernel benchmarks, translated (bench/kernels/translate.sh; run by
#                        bench/kernels/run-gpu.sh and the probes), and in prototypes/ the
#                        prototype variants derived from them (bench/kernels/prototypes/make.py;
#                        run here by bench/kernels/prototypes/run.sh)
#   .device/STAMP        when, from which commit and with which translator each part was made
# The samples need nothing here: run-samples.sh builds their committed goldens.
#
# Usage: scripts/gpu/prepare.sh [--build DIR] [tests] [bench]
#   --build DIR   the build directory with bin/cu2cl, bin/cl-run and bin/cl-build-check
#                 (default build; `cmake --build build` first)
#   tests, bench  make only these parts (default: both)
# Then on the GPU machine, with the working tree and .device carried over (the device tool:
# `carry: [".device"]`):
#   OUT=$OUT scripts/gpu/run-all.sh      or     OUT=$OUT bench/kernels/run-gpu.sh
# Exit status: 0 if every part was made; 1 if a part failed (a test that does not translate or
# fails here is left out and named; the other parts are still made); 2 bad use.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=$ROOT/build
PARTS=()
while [ $# -gt 0 ]; do
  case $1 in
  --build) BUILD=$(cd "${2:?--build needs a directory}" && pwd) || exit 2; shift 2 ;;
  tests | bench) PARTS+=("$1"); shift ;;
  *) sed -n '2,23p' "$0" >&2; exit 2 ;;
  esac
done
[ ${#PARTS[@]} -eq 0 ] && PARTS=(tests bench)
INPUTS=$ROOT/.device
for tool in cu2cl cl-run cl-build-check; do
  [ -x "$BUILD/bin/$tool" ] || { echo "prepare.sh: no $BUILD/bin/$tool (cmake --build build)" >&2; exit 2; }
done
mkdir -p "$INPUTS"

# .device/STAMP: one line per part, kept for the parts not made this time.
repository="$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" status \
  --porcelain -- . ':!.device' 2>/dev/null | grep -q . && echo ' with local changes')"
translator="$BUILD/bin/cu2cl (sha256 $(sha256sum "$BUILD/bin/cu2cl" | cut -c1-16))"
touch "$INPUTS/STAMP"
status=0
for part in "${PARTS[@]}"; do
  start=$(date +%s)
  case $part in
  tests) python3 "$ROOT/scripts/gpu/translate-tests.py" --build "$BUILD" --out "$INPUTS/gpu-tests" ;;
  bench) CU2CL=$BUILD/bin/cu2cl bash "$ROOT/bench/kernels/translate.sh" ;;
  esac
  rc=$?
  echo "prepare.sh: $part: exit $rc, $(($(date +%s) - start)) s" >&2
  [ $rc -ne 0 ] && status=1
  {
    echo "# .device: written by scripts/gpu/prepare.sh; do not edit (ignored by git)."
    grep -E '^(tests|bench):' "$INPUTS/STAMP" | grep -v "^$part:"
    echo "$part: $(date -u '+%Y-%m-%d %H:%M UTC'), repository $repository, translator $translator, exit $rc"
  } >"$INPUTS/STAMP.new"
  mv "$INPUTS/STAMP.new" "$INPUTS/STAMP"
done
cat "$INPUTS/STAMP"
du -sh "$INPUTS" | awk '{print "prepare.sh: .device holds " $1}' >&2
exit $status
