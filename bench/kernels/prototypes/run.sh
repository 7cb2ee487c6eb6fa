#!/usr/bin/env bash
# Measures the translated nonuniform_reduction on an OpenCL CPU device (PoCL) against what the
# device library's CPU path gives and against bounds, in one run (docs/performance.md, "CPU
# efficiency"). Nothing here changes the translator or the runtime: the bounds are copies of
# .device/bench/nonuniform_reduction_bench.cl (bench/kernels/translate.sh makes it, and the two
# generated bounds from it in .device/bench/prototypes/), the GPU path a copy of runtime/device,
# the warp-per-item variants' host program an edited copy of the translated host.cpp (in $WORK).
#
#   translated           the translation as cu2cl writes it and a CPU device runs it: the
#                        kernels' warp forms (one work-item per warp, lanes as loops;
#                        docs/architecture.md, "The warp form")
#   translated-items     the same translation with CU2CL_WARP_FORM=0: the kernels themselves,
#                        one work-item per CUDA thread (compactK's offset loop a plain counted
#                        `for`), the device library as the runtime builds it for a CPU
#                        (-DCU2CL_DEVICE_CPU=1: lane 0 gathers a warp's ballot once, work-item 0
#                        sums a block count)
#   translated-gpu-path  translated-items with the device library's GPU path (every lane
#                        gathers; a local atomic counter): a copy of runtime/device whose
#                        device.h sets CU2CL_DEVICE_CPU to 0 (CU2CL_DEVICE_INCLUDE_DIR), i.e. the
#                        measured effect of the library's CPU path
#   prefix-loop          a bound, not a translation: the offset loop's six ballots replaced by a
#                        plain prefix sum of the warp totals (device library's CPU path)
#   cpu-ideal            a bound for any translation that keeps blocks as work-groups: both
#                        kernels' block-level computation (__syncthreads_count; the block's
#                        exclusive prefix count) as flags in local memory that work-item 0
#                        sums or scans between barriers; no warp emulation at all
#   warp-serial          a bound for a warp-serial translation: the work-item of each warp's
#                        lane 0 runs the warp's 32 lanes in loops (lane-private values in
#                        private arrays; a ballot a loop, __popc popcount), only __syncthreads
#                        a barrier; the other work-items only reach the barriers
#   warp-serial-vec      the same with `#pragma clang loop vectorize(enable)
#                        vectorize_width(16)` on the per-lane loops (the conditional store an
#                        AVX-512 masked scatter, if LLVM vectorizes it)
#   warp-serial-branchless  warp-serial with the final store branch-free (each warp's lanes up
#                        to its last valid one written at a running count, the count advanced
#                        by the predicate)
# Every variant but `translated` runs with CU2CL_WARP_FORM=0: the others are the kernels
# themselves or hand-made copies of them (their files still hold the translation's warp forms).
# and, only when named in --variants:
#   warp-per-item        warp-serial with one work-item per CUDA warp (no idle work-items):
#                        nonuniform_reduction_bench.warp_per_item.cl, run by a second host
#                        program, nonuniform_reduction_bench_wpi, built here from the translated
#                        host.cpp with its two launches (computeBlockCounts, compactK) at local
#                        size blockSize / 32 instead of blockSize (sed on the exact text of the
#                        two launch calls; run.sh fails if the text is not found). Block sizes
#                        must be multiples of 32.
#   warp-per-item-vec    the same for warp-serial-vec
#                        (nonuniform_reduction_bench.warp_per_item.cl, CU2CL_WS_LANES)
#   warp-per-item-branchless  the same for warp-serial-branchless
#                        (nonuniform_reduction_bench.warp_per_item.cl, CU2CL_WS_BRANCHLESS)
#   before               the state before both changes: the translation committed at bd5e376
#                        (its offset loop a __syncthreads_or per iteration; from git) with the
#                        device library's GPU path (what a CPU device used then)
#
# Usage: bench/kernels/prototypes/run.sh [--log2 22] [--blocks 256,1024] [--csv PATH]
#        [--variants a,b,...] [other benchmark options]
# The efficiency's copy is measured at 2^26 elements (--copy-n 67108864), out of the caches.
# On a shared machine run it more than once (LABEL_SUFFIX=@round1, @round2): the report gives
# each run's speed-up over the translation of the same run.
# Needs build/lib/libcu2cl_runtime.a (or set RUNTIME_LIB) and g++ (the second host program is
# built only when a warp-per-item variant is named). Writes the rows (config =
# the variant, followed by $LABEL_SUFFIX, e.g. "@repl" for a run with a PoCL option) to --csv
# (default bench/kernels/results/cpu/prototypes.csv, appended).
set -eu

ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/bench/kernels
# The translation and the generated prototypes (bench/kernels/translate.sh; ignored by git).
TRANSLATED=$ROOT/.device/bench
WORK=${WORK:-/tmp/cu2cl-bench-prototypes}
RUNTIME_LIB=${RUNTIME_LIB:-$ROOT/build/lib/libcu2cl_runtime.a}
CSV=$HERE/results/cpu/prototypes.csv
VARIANTS=translated,translated-items,translated-gpu-path,prefix-loop,cpu-ideal,warp-serial,warp-serial-vec,warp-serial-branchless
ARGS=()
while [ $# -gt 0 ]; do
  case $1 in
  --csv) CSV=$2; shift 2 ;;
  --variants) VARIANTS=$2; shift 2 ;;
  *) ARGS+=("$1"); shift ;;
  esac
done
[ ${#ARGS[@]} -eq 0 ] && ARGS=(--log2 22 --blocks 256,1024)

for f in "$TRANSLATED/nonuniform_reduction_bench.host.cpp" "$TRANSLATED/nonuniform_reduction_bench.cl" \
  "$TRANSLATED/prototypes/nonuniform_reduction_bench.prefix_loop.cl" \
  "$TRANSLATED/prototypes/nonuniform_reduction_bench.cpu_ideal.cl"; do
  [ -f "$f" ] || { echo "run.sh: $f is missing: run bench/kernels/translate.sh first" >&2; exit 2; }
done
mkdir -p "$WORK" "$(dirname "$CSV")"
# The host program without an embedded .cl: the Module reads $CU2CL_PROGRAM_DIR/<name>.cl.
exe=$WORK/nonuniform_reduction_bench
g++ -std=c++17 -O3 -DCL_TARGET_OPENCL_VERSION=120 -I"$ROOT/runtime/host/include" \
  "$TRANSLATED/nonuniform_reduction_bench.host.cpp" "$RUNTIME_LIB" -lOpenCL -o "$exe"

# The host program of the warp-per-item variants: the same host.cpp with computeBlockCounts and
# compactK launched with blockSize / 32 work-items per group (one per warp), everything else
# (groups, dynamic local memory, the checks) unchanged. Exact text replacement, as make.py's.
exe_wpi=$WORK/nonuniform_reduction_bench_wpi
case ,$VARIANTS, in
*,warp-per-item*)
  host=$TRANSLATED/nonuniform_reduction_bench.host.cpp
  launch_counts='cu2cl::launch(cu2cl_module, "computeBlockCounts_int_IsPositive", numBlocks, blockSize, 0, 0,'
  launch_compact='cu2cl::launch(cu2cl_module, "compactK_int_IsPositive", numBlocks, blockSize, sizeof(int) * (blockSize / kWarpSize), 0,'
  for l in "$launch_counts" "$launch_compact"; do
    [ "$(grep -cF "$l" "$host")" = 1 ] || {
      echo "run.sh: '$l' is not (once) in $host (the translator changed): update the" \
        "warp-per-item host program in bench/kernels/prototypes/run.sh" >&2
      exit 2
    }
  done
  # The sed patterns are the calls' beginnings up to the block argument (no regex characters).
  sed -e 's/"computeBlockCounts_int_IsPositive", numBlocks, blockSize, 0, 0,/"computeBlockCounts_int_IsPositive", numBlocks, blockSize \/ 32, 0, 0,/' \
    -e 's/"compactK_int_IsPositive", numBlocks, blockSize, sizeof(int)/"compactK_int_IsPositive", numBlocks, blockSize \/ 32, sizeof(int)/' \
    "$host" >"$exe_wpi.host.cpp"
  if [ "$(grep -cF "${launch_counts/blockSize, 0/blockSize / 32, 0}" "$exe_wpi.host.cpp")" != 1 ] ||
    [ "$(grep -cF "${launch_compact/blockSize, sizeof/blockSize / 32, sizeof}" "$exe_wpi.host.cpp")" != 1 ] ||
    [ "$(diff "$host" "$exe_wpi.host.cpp" | grep -c '^>')" != 2 ]; then
    echo "run.sh: the warp-per-item host program ($exe_wpi.host.cpp) is not $host with" \
      "exactly the two launches changed to blockSize / 32" >&2
    exit 2
  fi
  g++ -std=c++17 -O3 -DCL_TARGET_OPENCL_VERSION=120 -I"$ROOT/runtime/host/include" \
    "$exe_wpi.host.cpp" "$RUNTIME_LIB" -lOpenCL -o "$exe_wpi"
  ;;
esac

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

# variant NAME CL-FILE [DEFINE]: a program directory with the .cl, DEFINE (a line) before it.
variant() {
  mkdir -p "$WORK/$1"
  { [ -n "${3:-}" ] && echo "$3"; cat "$2"; } >"$WORK/$1/nonuniform_reduction_bench.cl"
}
# The switches of the warp-serial and warp-per-item files (their header says what they do).
VEC='#define CU2CL_WS_LANES _Pragma("clang loop vectorize(enable) vectorize_width(16)")'
BRANCHLESS='#define CU2CL_WS_BRANCHLESS 1'
variant translated "$TRANSLATED/nonuniform_reduction_bench.cl"
variant translated-items "$TRANSLATED/nonuniform_reduction_bench.cl"
variant translated-gpu-path "$TRANSLATED/nonuniform_reduction_bench.cl"
variant prefix-loop "$TRANSLATED/prototypes/nonuniform_reduction_bench.prefix_loop.cl"
variant cpu-ideal "$TRANSLATED/prototypes/nonuniform_reduction_bench.cpu_ideal.cl"
variant warp-serial "$HERE/prototypes/nonuniform_reduction_bench.warp_serial.cl"
variant warp-serial-vec "$HERE/prototypes/nonuniform_reduction_bench.warp_serial.cl" "$VEC"
variant warp-serial-branchless "$HERE/prototypes/nonuniform_reduction_bench.warp_serial.cl" "$BRANCHLESS"
variant warp-per-item "$HERE/prototypes/nonuniform_reduction_bench.warp_per_item.cl"
variant warp-per-item-vec "$HERE/prototypes/nonuniform_reduction_bench.warp_per_item.cl" "$VEC"
variant warp-per-item-branchless "$HERE/prototypes/nonuniform_reduction_bench.warp_per_item.cl" "$BRANCHLESS"
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
  case ,translated,translated-items,translated-gpu-path,prefix-loop,cpu-ideal,warp-serial,warp-serial-vec,warp-serial-branchless,warp-per-item,warp-per-item-vec,warp-per-item-branchless,before, in
  *,"$v",*) ;;
  *) echo "unknown variant $v" >&2; exit 2 ;;
  esac
  lib=$ROOT/runtime/device
  case $v in translated-gpu-path | before) lib=$WORK/devlib-gpu-path ;; esac
  run=$exe
  case $v in warp-per-item*) run=$exe_wpi ;; esac
  echo "== $v"
  # The copy at 2^26 (out of the caches, as run-cpu.sh's), unless the arguments say otherwise.
  form=0
  [ "$v" = translated ] && form=1
  CU2CL_WARP_FORM=$form CU2CL_PROGRAM_DIR=$WORK/$v CU2CL_DEVICE_INCLUDE_DIR=$lib "$run" \
    --label "$v${LABEL_SUFFIX:-}" \
    --csv "$CSV" --reps 3 --min-reps 1 --work 0 --warmup 1 --phases inline --copy-n 67108864 \
    "${ARGS[@]}" || status=1
done
exit $status
