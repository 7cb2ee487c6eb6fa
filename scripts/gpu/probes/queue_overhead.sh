#!/usr/bin/env bash
# Launch and wait costs of NVIDIA's OpenCL apart from the kernels (queue_overhead.cpp): a
# profiling queue against a plain one, and the ways the host can wait for a result.
# Usage (GPU machine, repository root): scripts/gpu/probes/queue_overhead.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
WORK=/tmp/cu2cl-queue-overhead
mkdir -p "$WORK"
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/queue_overhead.cpp" $CL_LIB \
  -o "$WORK/queue_overhead" || exit 1
timeout 200 "$WORK/queue_overhead"
