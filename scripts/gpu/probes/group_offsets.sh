#!/usr/bin/env bash
# Runs probes/group_offsets.cpp on NVIDIA's OpenCL: what %envreg0/1 hold (the group offsets its
# get_group_id adds) around CUDA's grid limits. Output on stdout.
# Usage (GPU machine, repository root): scripts/gpu/probes/group_offsets.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=group-offsets
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
WORK=/tmp/cu2cl-group-offsets
gpu_build_probe group_offsets "$WORK" || exit 1
NVIDIA_DEV=$(gpu_nvidia_device "$WORK") || exit 1
timeout 240 "$WORK/group_offsets" "$NVIDIA_DEV"
