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
gpu_build_runtime "$WORK/obj" || exit 1
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/group_offsets.cpp" "${RUNTIME_OBJS[@]}" \
  $CL_LIB -o "$WORK/group_offsets" || exit 1
gpu_list_devices "$WORK/bin" "$WORK/devices.tsv" || exit 1
NVIDIA_DEV=$(awk -F'\t' '$2 ~ /NVIDIA/ {print $1; exit}' "$WORK/devices.tsv")
[ -n "$NVIDIA_DEV" ] || { gpu_log "error: no NVIDIA OpenCL platform"; exit 1; }
timeout 240 "$WORK/group_offsets" "$NVIDIA_DEV"
