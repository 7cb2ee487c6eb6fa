#!/usr/bin/env bash
# Interleaved A/B rounds of nonuniform_reduction programs on the OpenCL CPU device: each DIR
# holds a nonuniform_reduction_bench.cl (a translation, or a hand-edited copy of one); every
# round runs each DIR once, in turn, so that a noisy machine's minutes hit all of them alike.
# Prints, per DIR, phase and block size, the times of all rounds sorted (ms per repetition):
# compare medians and minima, never one run against another.
#
# Usage: bench/kernels/prototypes/ab.sh ROUNDS DIR...   (environment: BLOCKS, default 256,1024;
#        LOG2, default 24; REPS, default 6)
# A DIR whose name starts with "wpi" runs with the warp-per-item host program (local size
# blockDim / 32, run.sh's second program) and CU2CL_WARP_FORM=0; the others with the
# translated host program and CU2CL_WARP_FORM=1 (their warp forms). Both programs are the ones
# run.sh builds: run it once first (e.g. run.sh --variants translated,warp-per-item).
set -eu
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
WORK=${WORK:-/tmp/cu2cl-bench-prototypes}
[ $# -ge 2 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
ROUNDS=$1
shift
for exe in "$WORK/nonuniform_reduction_bench" "$WORK/nonuniform_reduction_bench_wpi"; do
  [ -x "$exe" ] || { echo "ab.sh: $exe is missing: run bench/kernels/prototypes/run.sh first" >&2; exit 2; }
done
for d in "$@"; do
  [ -f "$d/nonuniform_reduction_bench.cl" ] ||
    { echo "ab.sh: $d/nonuniform_reduction_bench.cl is missing" >&2; exit 2; }
done
CSV=$(mktemp)
trap 'rm -f "$CSV"' EXIT
for round in $(seq "$ROUNDS"); do
  for d in "$@"; do
    exe=$WORK/nonuniform_reduction_bench warp_form=1
    case $(basename "$d") in wpi*) exe=${exe}_wpi warp_form=0 ;; esac
    CU2CL_WARP_FORM=$warp_form CU2CL_PROGRAM_DIR=$(cd "$d" && pwd) \
      CU2CL_DEVICE_INCLUDE_DIR=$ROOT/runtime/device \
      "$exe" --reps "${REPS:-6}" --min-reps "${REPS:-6}" --work 0 --warmup 1 --phases inline \
      --log2 "${LOG2:-24}" --blocks "${BLOCKS:-256,1024}" --copy-n 16777216 --csv "$CSV" \
      --label "$d" |
      awk -v d="$(basename "$d")" '$2 == "nonuniform_reduction" && ($3 == "total" || $3 == "counts" || $3 == "compact") { print d, $3, $5, $7 }'
  done
done | sort -k1,3 -k4,4n | awk '{ k = $1 " " $2 " " $3; v[k] = v[k] " " $4 } END { for (k in v) print k ":" v[k] }' | sort
