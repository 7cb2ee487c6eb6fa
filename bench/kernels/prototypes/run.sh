#!/usr/bin/env bash
# Measures changes to the translated nonuniform_reduction on an OpenCL CPU device (PoCL), each
# against the translation as it is, in one run: what the translator or the device library
# would have to change for the CPU efficiency target (docs/performance.md, "CPU efficiency").
# Nothing here changes the translator or the runtime: the variants are copies of
# bench/kernels/translated/nonuniform_reduction_bench.cl and a patched copy of runtime/device.
#
#   translated               the translation as cu2cl writes it, the device library as it is
#   lib-leader               device library prototypes (bench/warp_primitives/
#                            device_prototypes.patch): PROTO_BALLOT_LEADER (lane 0 gathers a
#                            ballot's 32 flags once) and PROTO_COUNT_LEADER (work-item 0 sums
#                            __syncthreads_count/_or flags; no atomics)
#   uniform-loop             translator prototype: compactK's offset loop, whose trip count
#                            depends on no work-item, runs uniformly (act = the if's condition)
#                            instead of agreeing on each iteration with __syncthreads_or
#   uniform-loop+lib-leader  both
#   prefix-loop+lib-leader   a bound, not a translation: the offset loop's six ballots replaced
#                            by a plain prefix sum of the warp totals
#   cpu-ideal                a bound for any translation that keeps blocks as work-groups: both
#                            kernels' block-level computation (__syncthreads_count; the block's
#                            exclusive prefix count) as flags in local memory that work-item 0
#                            sums or scans between barriers; no warp emulation at all
#
# Usage: bench/kernels/prototypes/run.sh [--log2 22] [--blocks 256,1024] [--csv PATH]
#        [--variants a,b,...] [other benchmark options]
# The efficiency's copy is measured at 2^26 elements (--copy-n 67108864), out of the caches.
# On a shared machine run it more than once (LABEL_SUFFIX=@round1, @round2): the report gives
# each run's speed-up over the translation of the same run.
# Needs build/lib/libcu2cl_runtime.a (or set RUNTIME_LIB) and g++. Writes the rows (config =
# the variant, followed by $LABEL_SUFFIX, e.g. "@repl" for a run with a PoCL option) to --csv
# (default bench/kernels/results/cpu/prototypes.csv, appended).
set -eu

ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/bench/kernels
WORK=${WORK:-/tmp/cu2cl-bench-prototypes}
RUNTIME_LIB=${RUNTIME_LIB:-$ROOT/build/lib/libcu2cl_runtime.a}
CSV=$HERE/results/cpu/prototypes.csv
VARIANTS=translated,lib-leader,uniform-loop,uniform-loop+lib-leader,prefix-loop+lib-leader,cpu-ideal
ARGS=()
while [ $# -gt 0 ]; do
  case $1 in
  --csv) CSV=$2; shift 2 ;;
  --variants) VARIANTS=$2; shift 2 ;;
  *) ARGS+=("$1"); shift ;;
  esac
done
[ ${#ARGS[@]} -eq 0 ] && ARGS=(--log2 22 --blocks 256,1024)

mkdir -p "$WORK" "$(dirname "$CSV")"
# The host program without an embedded .cl: the Module reads $CU2CL_PROGRAM_DIR/<name>.cl.
exe=$WORK/nonuniform_reduction_bench
g++ -std=c++17 -O3 -DCL_TARGET_OPENCL_VERSION=120 -I"$ROOT/runtime/host/include" \
  "$HERE/translated/nonuniform_reduction_bench.host.cpp" "$RUNTIME_LIB" -lOpenCL -o "$exe"

# The device library with the prototypes (each off unless its PROTO_* macro is defined).
rm -rf "$WORK/devlib"
cp -r "$ROOT/runtime/device" "$WORK/devlib"
patch -s -d "$WORK/devlib" -p3 <"$ROOT/bench/warp_primitives/device_prototypes.patch"

# variant NAME CL-FILE DEFINES: a program directory with the .cl, the defines before its
# first #include.
variant() {
  local dir=$WORK/$1 cl=$2 defines=$3
  mkdir -p "$dir"
  awk -v defs="$defines" 'BEGIN { done = 0 }
    /^#include/ && !done { n = split(defs, d, " "); for (i = 1; i <= n; i++) print "#define " d[i] " 1"; done = 1 }
    { print }' "$cl" >"$dir/nonuniform_reduction_bench.cl"
}
variant translated "$HERE/translated/nonuniform_reduction_bench.cl" ""
variant lib-leader "$HERE/translated/nonuniform_reduction_bench.cl" \
  "PROTO_BALLOT_LEADER PROTO_COUNT_LEADER"
variant uniform-loop "$HERE/prototypes/nonuniform_reduction_bench.uniform_loop.cl" ""
variant uniform-loop+lib-leader "$HERE/prototypes/nonuniform_reduction_bench.uniform_loop.cl" \
  "PROTO_BALLOT_LEADER PROTO_COUNT_LEADER"
variant prefix-loop+lib-leader "$HERE/prototypes/nonuniform_reduction_bench.prefix_loop.cl" \
  "PROTO_BALLOT_LEADER PROTO_COUNT_LEADER"
variant cpu-ideal "$HERE/prototypes/nonuniform_reduction_bench.cpu_ideal.cl" ""

echo "# prototypes/run.sh $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), POCL_* $(env | grep '^POCL_' | tr '\n' ' ')" >>"$CSV"
status=0
for v in ${VARIANTS//,/ }; do
  [ -d "$WORK/$v" ] || { echo "unknown variant $v" >&2; exit 2; }
  lib=$ROOT/runtime/device
  case $v in *lib-leader) lib=$WORK/devlib ;; esac
  echo "== $v"
  # The copy at 2^26 (out of the caches, as run-cpu.sh's), unless the arguments say otherwise.
  CU2CL_PROGRAM_DIR=$WORK/$v CU2CL_DEVICE_INCLUDE_DIR=$lib "$exe" --label "$v${LABEL_SUFFIX:-}" \
    --csv "$CSV" --reps 3 --min-reps 1 --work 0 --warmup 1 --phases inline --copy-n 67108864 \
    "${ARGS[@]}" || status=1
done
exit $status
