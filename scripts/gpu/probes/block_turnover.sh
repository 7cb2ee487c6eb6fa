#!/usr/bin/env bash
# Block turnover of the count kernel under CUDA (nvcc's SASS, and PTX compiled by the driver at
# load) and under NVIDIA's OpenCL (default and explicit optimisation level), alternating, two
# rounds: whether the GPU gap of docs/performance.md is in the blocks' lifetime, in how many
# live at once, or in the driver's compilation of the PTX.
# Usage (GPU machine): scripts/gpu/probes/block_turnover.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/scripts/gpu/probes
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
WORK=/tmp/cu2cl-block-turnover
mkdir -p "$WORK"
nvcc -O3 -arch=sm_90 "$HERE/block_turnover.cu" -o "$WORK/sass" || exit 1
nvcc -O3 -gencode arch=compute_90,code=compute_90 "$HERE/block_turnover.cu" -o "$WORK/ptx" || exit 1
"$CXX" "${CXXFLAGS[@]}" -O2 "$HERE/block_turnover.cpp" $CL_LIB -o "$WORK/opencl" || exit 1
for round in 1 2; do
  "$WORK/sass" cuda-sass
  "$WORK/ptx" cuda-jit
  "$WORK/opencl"
  "$WORK/opencl" -cl-nv-opt-level=3
done
