#!/usr/bin/env bash
# Fills, copies and reads of about 2^31 bytes on NVIDIA's OpenCL (large_transfers.cpp), then the
# translated nonuniform_reduction benchmark at 2^29 ints (2 GiB), which needs them.
# Usage (GPU machine, repository root): OUT=<dir> scripts/gpu/probes/large_transfers.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
OUT=${OUT:-/tmp/cu2cl-large}
WORK=/tmp/cu2cl-large-probe
mkdir -p "$OUT" "$WORK"
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/large_transfers.cpp" $CL_LIB \
  -o "$WORK/large_transfers" || exit 1
# Measured on an H200 (driver 580.159.04): every command below 2^31 pattern copies takes 5 ms; a fill
# of 2^31 bytes with a one-byte pattern never completes (the process had to be killed).
timeout 120 "$WORK/large_transfers" 20
echo "probe exit $?"
gpu_build_runtime "$WORK/obj" || exit 1
B=$ROOT/bench/kernels
"$CXX" "${CXXFLAGS[@]}" -O3 "$GPU_INPUTS/bench/nonuniform_reduction_bench.host.cpp" \
  "${RUNTIME_OBJS[@]}" $CL_LIB -o "$WORK/nonuniform_opencl" || exit 1
cp "$GPU_INPUTS/bench/nonuniform_reduction_bench.cl" "$WORK/"
CU2CL_DEVICE=nvidia timeout 150 "$WORK/nonuniform_opencl" --log2 29 --blocks 256,1024 --reps 3 \
  --min-reps 3 --warmup 1 --phases separate --csv "$OUT/large.csv" --label opencl-nvidia
echo "benchmark exit $?"
