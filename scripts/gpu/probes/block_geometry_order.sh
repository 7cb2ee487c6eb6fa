#!/usr/bin/env bash
# Variants of how the nvidia backend reads the block size and block id (runtime/device/cu2cl/ids.h,
# cu2cl__nv_block_x; default: NVIDIA's builtins, -DCU2CL_NV_BUILTIN_GEOMETRY, against the device
# library as it is), next to the CUDA originals: interleaved rounds of the two benchmarks (cuda,
# variant, variant, ..., cuda, ...), so that the GPU's drift hits all alike; then the median of
# the rounds per kernel, size and block, and native / translated time for each variant. Also
# shows the special-register reads of reduceShared's PTX in each variant.
# Found (H100, 2026-11-25): reduceShared reaches CUDA's time at blocks 512/1024 only with both
# nvcc's order and no %envreg0; the library reductions need the size's range assumed
# (docs/performance.md, "GPU gap").
# Usage (GPU machine, repository root): OUT=<dir> scripts/gpu/probes/block_geometry_order.sh
# Environment: ROUNDS (default 3), LOG2 (default 26,28), BLOCKS (default 256,512,1024),
# VARIANTS ("name=DEFINE,DEFINE=VALUE name=..."; default "builtins=CU2CL_NV_BUILTIN_GEOMETRY asm=").
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
B=$ROOT/bench/kernels
OUT=${OUT:-/tmp/cu2cl-block-geometry}
WORK=/tmp/cu2cl-block-geometry-build
ROUNDS=${ROUNDS:-3}
LOG2=${LOG2:-26,28}
BLOCKS=${BLOCKS:-256,512,1024}
mkdir -p "$OUT" "$WORK"
. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=block-geometry
gpu_register_nvidia_icd
gpu_find_opencl || exit 2

# VARIANTS: name=DEFINE,DEFINE... each; a copy of the device library per variant, with the
# defines put before everything else in device.h.
VARIANTS=${VARIANTS:-builtins=CU2CL_NV_BUILTIN_GEOMETRY asm=}
NAMES=()
for v in $VARIANTS; do
  name=${v%%=*}
  NAMES+=("$name")
  rm -rf "$WORK/device-$name"
  cp -r "$ROOT/runtime/device" "$WORK/device-$name"
  for def in $(echo "${v#*=}" | tr ',' ' '); do
    sed -i "1i #define ${def/=/ }" "$WORK/device-$name/cu2cl/device.h"
  done
done

# reduceShared's special-register reads in each variant (a variant that does not build is left out).
BUILT=()
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/dump_ptx.cpp" $CL_LIB -o "$WORK/dump_ptx" || exit 2
for variant in "${NAMES[@]}"; do
  inc=$WORK/device-$variant
  "$WORK/dump_ptx" "$GPU_INPUTS/bench/sum_reduction_bench.cl" \
    "-cl-std=CL1.2 -I $inc -DCU2CL_BACKEND_NVIDIA -DCU2CL_ZERO_OFFSETS=1" \
    >"$WORK/$variant.ptx" 2>"$WORK/$variant.ptx.log" ||
    { cat "$WORK/$variant.ptx.log"; gpu_log "variant $variant does not build: left out"; continue; }
  echo "== $variant: reduceShared's special registers, in order"
  awk '/^\.entry reduceShared\(/,/^}/' "$WORK/$variant.ptx" | grep -E '%(ntid|ctaid|envreg|tid)'
  BUILT+=("$variant")
done
NAMES=("${BUILT[@]}")

# The programs: native (nvcc) and translated (g++ + the host runtime).
gpu_build_runtime "$WORK/obj" || exit 2
for name in nonuniform_reduction sum_reduction; do
  nvcc -O3 -arch=sm_90 -o "$WORK/${name}_cuda" "$B/${name}_bench.cu" || exit 2
  "$CXX" "${CXXFLAGS[@]}" -O3 "$GPU_INPUTS/bench/${name}_bench.host.cpp" \
    "${RUNTIME_OBJS[@]}" $CL_LIB -o "$WORK/${name}_opencl" || exit 2
  cp "$GPU_INPUTS/bench/${name}_bench.cl" "$WORK/"
done
NVIDIA_DEV=$(gpu_nvidia_device "$WORK") || exit 2

CSV=$OUT/block_geometry.csv
rm -f "$CSV"
ARGS=(--log2 "$LOG2" --blocks "$BLOCKS" --reps 1000 --work 17179869184 --min-reps 3 --warmup 3)
for round in $(seq "$ROUNDS"); do
  for config in cuda "${NAMES[@]}"; do
    for name in nonuniform_reduction sum_reduction; do
      extra=()
      [ $name = sum_reduction ] && extra=(--kernels shared,vec4,vec8,wl8,wl16,shfl_down,thrust,cub)
      if [ $config = cuda ]; then
        CUDA_MODULE_LOADING=EAGER "$WORK/${name}_cuda" "${ARGS[@]}" "${extra[@]}" \
          --label cuda --csv "$CSV" >/dev/null || exit 1
      else
        inc=$WORK/device-$config
        CU2CL_DEVICE=$NVIDIA_DEV CU2CL_DEVICE_INCLUDE_DIR=$inc "$WORK/${name}_opencl" \
          "${ARGS[@]}" "${extra[@]}" --label $config --csv "$CSV" >/dev/null || exit 1
      fi
    done
  done
  gpu_log "round $round done"
done

# Medians of the rounds; translated / native throughput = native time / translated time.
python3 - "$CSV" "${NAMES[@]}" <<'EOF'
import csv, statistics, sys
names = sys.argv[2:]
times = {}
for row in csv.reader(l for l in open(sys.argv[1]) if not l.startswith("#")):
    if row[0] == "config" or row[2] not in ("total",):
        continue
    times.setdefault((row[1], int(row[3]), int(row[4]), row[0]), []).append(float(row[6]))
print(f"{'kernel':26} {'n':>10} {'block':>5} {'cuda ms':>8}" + "".join(f" {n[:10]:>10}" for n in names)
      + "   native / translated time:" + "".join(f" {n[:10]:>10}" for n in names))
for key in sorted({k[:3] for k in times}):
    med = {c: statistics.median(times[key + (c,)]) for c in ["cuda"] + names if key + (c,) in times}
    if len(med) < 1 + len(names):
        continue
    print(f"{key[0]:26} {key[1]:>10} {key[2]:>5} {med['cuda']:8.4f}" + "".join(f" {med[n]:10.4f}" for n in names)
          + " " * 28 + "".join(f" {med['cuda'] / med[n]:10.3f}" for n in names))
EOF
