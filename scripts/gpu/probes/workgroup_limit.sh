#!/usr/bin/env bash
# Runs probes/workgroup_limit.cpp on the NVIDIA platform over translated kernels that NVIDIA's
# driver limits to 256 work-items, with and without register caps. Output on stdout.
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
WORK=/tmp/cu2cl-workgroup-probe
gpu_build_probe workgroup_limit "$WORK" || exit 1
NV=1:0 # PoCL registers first: platform 0
echo "######## micro kernels"
"$WORK/workgroup_limit" "$ROOT/scripts/gpu/probes/workgroup_limit_micro.cl" "$NV" "" "-cl-opt-disable"
for test in atomics block_votes; do
  echo "######## $test"
  "$WORK/workgroup_limit" "$GPU_INPUTS/gpu-tests/$test/$test.cl" "$NV" \
    "-DCU2CL_BACKEND_NVIDIA -cl-nv-verbose" \
    "-DCU2CL_BACKEND_NVIDIA -cl-nv-verbose -cl-nv-maxrregcount=64" \
    "-DCU2CL_BACKEND_EMULATED -cl-nv-verbose -cl-nv-maxrregcount=32"
done
