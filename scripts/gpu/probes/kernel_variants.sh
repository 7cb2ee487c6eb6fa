#!/usr/bin/env bash
# The benchmark's count and compaction kernels: CUDA (nvcc), then under NVIDIA's OpenCL the
# translation and hand-written variants between the two (kernel_variants.cpp), two rounds.
# Usage (GPU machine): scripts/gpu/probes/kernel_variants.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/scripts/gpu/probes
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
WORK=/tmp/cu2cl-kernel-variants
mkdir -p "$WORK"
nvcc -O3 -arch=sm_90 "$HERE/kernel_variants.cu" -o "$WORK/cuda" || exit 1
"$CXX" "${CXXFLAGS[@]}" "$HERE/kernel_variants.cpp" $CL_LIB -o "$WORK/opencl" || exit 1
for round in 1 2; do
  "$WORK/cuda"
  "$WORK/opencl" "$GPU_INPUTS/bench/nonuniform_reduction_bench.cl" "$ROOT/runtime/device"
done
# SASS of both (ptxas on the PTX NVIDIA's OpenCL compiled; the driver compiles the same way:
# block_turnover.sh times nvcc's SASS and the driver's compilation of nvcc's PTX equal) into OUT.
if [ -n "${OUT:-}" ]; then
  KV_PTX_DIR=$WORK "$WORK/opencl" "$GPU_INPUTS/bench/nonuniform_reduction_bench.cl" \
    "$ROOT/runtime/device" >/dev/null
  for p in variants translated; do
    ptxas -arch=sm_90 -O3 "$WORK/$p.ptx" -o "$WORK/$p.cubin" && cuobjdump -sass "$WORK/$p.cubin" >"$OUT/$p.sass"
    cp "$WORK/$p.ptx" "$OUT/"
  done
  nvcc -O3 -arch=sm_90 -cubin "$HERE/kernel_variants.cu" -o "$WORK/cuda.cubin" &&
    cuobjdump -sass "$WORK/cuda.cubin" >"$OUT/cuda.sass"
  ls -la "$OUT"
fi
