#!/usr/bin/env bash
# Runs every sample three ways on the GPU machine and checks that each prints PASS and no FAIL:
#   cuda     the CUDA original, built with nvcc -O3 -arch=sm_90
#   nvidia   its translation on NVIDIA's OpenCL (the runtime's automatic backend: nvidia)
#   pocl     its translation on PoCL (the CPU; automatic backend)
# The GPU machine has no LLVM, so the translations are the golden files checked in under
# samples/<name>/expected/ (what cu2cl writes; sample.<name>.golden keeps them current). The host
# files are compiled with g++ against the runtime sources (common.sh), and the .cl sits beside the
# executable, where cu2cl::Module looks for it.
#
# Usage (as root, to register NVIDIA's ICD): OUT=<dir> scripts/gpu/run-samples.sh
# Writes OUT/samples-summary.txt and OUT/samples-logs.tgz. Exit status 0 if all passed.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/cu2cl-samples-results}
WORK=/tmp/cu2cl-samples
rm -rf "$WORK"
mkdir -p "$OUT" "$WORK/logs"
. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=samples
gpu_register_nvidia_icd
gpu_find_opencl || exit 2
gpu_build_runtime "$WORK/obj" || exit 2
gpu_list_devices "$WORK/bin" "$WORK/devices.tsv" || exit 2
NVIDIA=$(awk -F'\t' '$2 ~ /NVIDIA/ {print $1; exit}' "$WORK/devices.tsv")
POCL=$(awk -F'\t' '$2 ~ /Portable/ {print $1; exit}' "$WORK/devices.tsv")
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)

samples=$(cd "$ROOT/samples" && for d in */; do
  d=${d%/}; [ -f "$d/expected/$d.host.cpp" ] && echo "$d"; done)
summary="$OUT/samples-summary.txt"
{
  echo "cu2cl samples on the GPU machine, $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "git: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
  echo "NVIDIA OpenCL device ${NVIDIA:-none}, PoCL device ${POCL:-none}"
  echo
  printf '%-22s %-7s %-6s %6s  %s\n' sample config result secs "PASS lines"
} >"$summary"

status=0
check() { # NAME CONFIG LOG SECONDS EXIT
  local result=FAIL passes
  passes=$(grep -c 'PASS' "$3" || true)
  if [ "$5" -eq 0 ] && [ "$passes" -gt 0 ] && ! grep -q 'FAIL' "$3"; then result=PASS; fi
  [ "$result" = PASS ] || status=1
  printf '%-22s %-7s %-6s %6s  %s\n' "$1" "$2" "$result" "$4" "$passes" >>"$summary"
}
run() { # NAME CONFIG COMMAND...
  local name=$1 config=$2 log="$WORK/logs/$1-$2.log" start rc
  shift 2
  start=$(date +%s)
  timeout 600 "$@" >"$log" 2>&1
  rc=$?
  check "$name" "$config" "$log" $(($(date +%s) - start)) $rc
}

for name in $samples; do
  dir="$WORK/$name"
  mkdir -p "$dir"
  if "$NVCC" -O3 -arch=sm_90 -o "$dir/$name.cuda" "$ROOT/samples/$name/$name.cu" \
    >"$WORK/logs/$name-nvcc.log" 2>&1; then
    run "$name" cuda "$dir/$name.cuda"
  else
    check "$name" cuda "$WORK/logs/$name-nvcc.log" 0 1
  fi
  cp "$ROOT/samples/$name/expected/$name.cl" "$dir/"
  if "$CXX" "${CXXFLAGS[@]}" -O2 "$ROOT/samples/$name/expected/$name.host.cpp" \
    "${RUNTIME_OBJS[@]}" $CL_LIB -o "$dir/$name" >"$WORK/logs/$name-g++.log" 2>&1; then
    [ -n "$NVIDIA" ] && CU2CL_VERBOSE=1 CU2CL_DEVICE=$NVIDIA run "$name" nvidia "$dir/$name"
    [ -n "$POCL" ] && CU2CL_VERBOSE=1 CU2CL_DEVICE=$POCL run "$name" pocl "$dir/$name"
  else
    check "$name" nvidia "$WORK/logs/$name-g++.log" 0 1
    check "$name" pocl "$WORK/logs/$name-g++.log" 0 1
  fi
done
echo >>"$summary"
passed=$(awk '$2 ~ /^(cuda|nvidia|pocl)$/ && $3 == "PASS"' "$summary" | wc -l)
runs=$(awk '$2 ~ /^(cuda|nvidia|pocl)$/' "$summary" | wc -l)
echo "$passed of $runs runs passed" >>"$summary"
tar czf "$OUT/samples-logs.tgz" -C "$WORK" logs devices.tsv
cat "$summary"
exit $status
