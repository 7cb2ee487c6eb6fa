#!/usr/bin/env bash
# Measures the translated nonuniform_reduction on an OpenCL CPU device (PoCL) against what the
# device library's CPU path gives and against two bounds, in one run (docs/performance.md, "CPU
# efficiency"). Nothing here changes the translator or the runtime: the bounds are copies of
# bench/kernels/translated/nonuniform_reduction_bench.cl, the GPU path a copy of runtime/device.
#
#   translated           the translation as cu2cl writes it (compactK's offset loop a plain
#                        counted `for`, commit "Uniform rewrite: a counted for loop ..."), the
#                        device library as the runtime builds it for a CPU (-DCU2CL_DEVICE_CPU=1:
#                        lane 0 gathers a warp's ballot once, work-item 0 sums a block count;
#                        commit "Device library: on a CPU device ...")
#   translated-gpu-path  the same translation with the device library's GPU path (every lane
#                        gathers; a local atomic counter): a copy of runtime/device whose
#                        device.h sets CU2CL_DEVICE_CPU to 0 (CU2CL_DEVICE_INCLUDE_DIR), i.e. the
#                        measured effect of the library's CPU path
#   prefix-loop          a bound, not a translation: the offset loop's six ballots replaced by a
#                        plain prefix sum of the warp totals (device library's CPU path)
#   cpu-ideal            a bound for any translation that keeps blocks as work-groups: both
#                        kernels' block-level computation (__syncthreads_count; the block's
#                        exclusive prefix count) as flags in local memory that work-item 0
#                        sums or scans between barriers; no warp emulation at all
# and, only when named in --variants:
#   before               the state before both changes: the translation committed at bd5e376
#                        (its offset loop a __syncthreads_or per iteration; from git) with the
#                        device library's GPU path (what a CPU device used then)
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
VARIANTS=translated,translated-gpu-path,prefix-loop,cpu-ideal
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

# The device library's GPU path on this CPU device. The runtime adds -DCU2CL_DEVICE_CPU=1 to
# the build options of a CPU device (and reads no extra build options from the environment),
# so a copy of the library whose device.h replaces that definition with 0.
rm -rf "$WORK/devlib-gpu-path"
cp -r "$ROOT/runtime/device" "$WORK/devlib-gpu-path"
awk '{ print } /^#define CU2CL_DEVICE_H$/ {
    print "/* bench/kernels/prototypes/run.sh: the GPU path (translated-gpu-path). */"
    print "#undef CU2CL_DEVICE_CPU"
    print "#define CU2CL_DEVICE_CPU 0"
  }' "$ROOT/runtime/device/cu2cl/device.h" >"$WORK/devlib-gpu-path/cu2cl/device.h"
grep -q '^#define CU2CL_DEVICE_CPU 0' "$WORK/devlib-gpu-path/cu2cl/device.h" ||
  { echo "run.sh: no '#define CU2CL_DEVICE_H' in runtime/device/cu2cl/device.h" >&2; exit 2; }

# variant NAME CL-FILE: a program directory with the .cl.
variant() {
  mkdir -p "$WORK/$1"
  cp "$2" "$WORK/$1/nonuniform_reduction_bench.cl"
}
variant translated "$HERE/translated/nonuniform_reduction_bench.cl"
variant translated-gpu-path "$HERE/translated/nonuniform_reduction_bench.cl"
variant prefix-loop "$HERE/prototypes/nonuniform_reduction_bench.prefix_loop.cl"
variant cpu-ideal "$HERE/prototypes/nonuniform_reduction_bench.cpu_ideal.cl"
case ,$VARIANTS, in
*,before,*)
  mkdir -p "$WORK/before"
  git -C "$ROOT" show bd5e376:bench/kernels/translated/nonuniform_reduction_bench.cl \
    >"$WORK/before/nonuniform_reduction_bench.cl"
  ;;
esac

echo "# prototypes/run.sh $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg), POCL_* $(env | grep '^POCL_' | tr '\n' ' ')" >>"$CSV"
status=0
for v in ${VARIANTS//,/ }; do
  case ,translated,translated-gpu-path,prefix-loop,cpu-ideal,before, in
  *,"$v",*) ;;
  *) echo "unknown variant $v" >&2; exit 2 ;;
  esac
  lib=$ROOT/runtime/device
  case $v in translated-gpu-path | before) lib=$WORK/devlib-gpu-path ;; esac
  echo "== $v"
  # The copy at 2^26 (out of the caches, as run-cpu.sh's), unless the arguments say otherwise.
  CU2CL_PROGRAM_DIR=$WORK/$v CU2CL_DEVICE_INCLUDE_DIR=$lib "$exe" --label "$v${LABEL_SUFFIX:-}" \
    --csv "$CSV" --reps 3 --min-reps 1 --work 0 --warmup 1 --phases inline --copy-n 67108864 \
    "${ARGS[@]}" || status=1
done
exit $status
