#!/usr/bin/env bash
# Runs the translated CUDA tests (the executed lit tests, including the H100 ground truth of
# tests/lit/executed/cuda_groundtruth.test) on every OpenCL platform of this machine, with
# the runtime's automatic choice (CU2CL_BACKEND=auto) and every device-library backend the host
# runtime accepts for the device:
#   NVIDIA CUDA      emulated, nvidia (inline PTX)
#   PoCL 5           emulated, subgroup (blocks that are not a multiple of 32 then run on the
#                    program's emulated build: the runtime's per-launch fallback)
#   anything else    emulated
# Meant for the GPU machine (no LLVM, so no translator): its inputs are the pre-translated
# files in .device/gpu-tests/ (ignored by git), made on the CPU machine by
#   scripts/gpu/prepare.sh          (python3 scripts/gpu/translate-tests.py and the benchmarks)
# and carried over with the working tree. It builds the host runtime, cl-run and cl-build-check
# with g++ alone (common.sh) and runs each .device/gpu-tests/<test>/run.sh with CU2CL_DEVICE
# and CU2CL_BACKEND set per combination.
#
# Usage (as root on the GPU machine, to register NVIDIA's ICD):
#   scripts/gpu/run-translated-tests.sh
# Environment:
#   OUT        results: summary.txt, devices.txt and one <platform>-<backend>.log per
#              combination (default $BUILD_DIR/results)
#   BUILD_DIR  build directory (default /tmp/cu2cl-translated-tests)
#   JOBS       combinations run at once (default 4)
#   TESTS      test names (folders of .device/gpu-tests/) to run (default: all)
#   TEST_TIMEOUT  seconds per test and combination (default 300)
# Exit status: 0 if every test passed on every combination, 1 otherwise, 2 if the build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${BUILD_DIR:-/tmp/cu2cl-translated-tests}
RESULTS=${OUT:-$BUILD_DIR/results}
JOBS=${JOBS:-4}
TEST_TIMEOUT=${TEST_TIMEOUT:-300}
. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=run-translated-tests
TRANSLATED=$GPU_INPUTS/gpu-tests
gpu_require_inputs "$TRANSLATED/lib.sh" || exit 2
if [ -z "${TESTS:-}" ]; then
  TESTS=$(cd "$TRANSLATED" && for d in */; do [ -f "$d/run.sh" ] && echo "${d%/}"; done)
fi
mkdir -p "$BUILD_DIR/bin" "$BUILD_DIR/logs" "$BUILD_DIR/work" "$RESULTS"
rm -rf "$BUILD_DIR"/logs/* "$BUILD_DIR"/work/*

# --- 1. Build: the host runtime, cl-run, cl-build-check, list_devices ------------------------
gpu_register_nvidia_icd
gpu_find_opencl || exit 2
gpu_build_runtime "$BUILD_DIR/obj" || exit 2
for tool in cl_run cl_build_check; do
  "$CXX" "${CXXFLAGS[@]}" "$ROOT/tests/tools/$tool.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB \
    -o "$BUILD_DIR/bin/${tool//_/-}" || {
    gpu_log "error: building $tool failed"
    exit 2
  }
done

# --- 2. Devices and combinations ---------------------------------------------------------------
DEVICES="$RESULTS/devices.txt"
if ! gpu_list_devices "$BUILD_DIR/bin" "$BUILD_DIR/devices.tsv"; then
  cat "$BUILD_DIR/devices.tsv.err" >&2
  gpu_log "error: no OpenCL device"
  exit 1
fi
{
  echo "# OpenCL devices: index, platform, device, sub-group backend, fp64, nvidia backend,"
  echo "# automatic backend, platform version, driver version, CL_DEVICE_SUB_GROUP_SIZES_INTEL"
  cat "$BUILD_DIR/devices.tsv" "$BUILD_DIR/devices.tsv.err"
} >"$DEVICES"

COMBOS="$BUILD_DIR/combos.txt" # selector <tab> label <tab> backend
gpu_backend_combos "$BUILD_DIR/devices.tsv" "$COMBOS" auto

# --- 3. Every test on every combination (the tests of one combination one after another) -----
run_combo() { # selector label backend
  local sel=$1 label=$2 backend=$3 t logf work start rc
  for t in $TESTS; do
    logf="$BUILD_DIR/logs/$label-$backend--$t.log"
    work="$BUILD_DIR/work/$label-$backend-$t"
    mkdir -p "$work"
    start=$(date +%s)
    {
      echo "=== $t [$label, backend $backend, CU2CL_DEVICE=$sel]"
      ROOT=$ROOT T=$work MODE=replay CL_RUN="$BUILD_DIR/bin/cl-run" \
        CL_BUILD_CHECK="$BUILD_DIR/bin/cl-build-check" CU2CL_DEVICE=$sel \
        CU2CL_BACKEND=$backend CU2CL_VERBOSE=1 LC_ALL=C \
        timeout -k 10 "$TEST_TIMEOUT" bash "$TRANSLATED/$t/run.sh" 2>&1
      rc=$?
      [ $rc -eq 124 ] && echo "timed out after $TEST_TIMEOUT s"
      echo "=== exit status $rc, $(($(date +%s) - start)) s"
    } >"$logf" 2>&1
  done
}

running=0
while IFS=$'\t' read -r sel label backend; do
  run_combo "$sel" "$label" "$backend" &
  running=$((running + 1))
  if [ $running -ge "$JOBS" ]; then
    wait -n
    running=$((running - 1))
  fi
done <"$COMBOS"
wait

# --- 4. Summary --------------------------------------------------------------------------------
SUMMARY="$RESULTS/summary.txt"
failed=0
total=0
{
  echo "cu2cl translated tests, $(date -u '+%Y-%m-%d %H:%M UTC'), $(hostname)"
  echo "git: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?') $(git -C "$ROOT" status --porcelain 2>/dev/null | grep -q . && echo '(with local changes)')"
  echo "inputs: .device/gpu-tests, $(echo $TESTS | wc -w) tests ($(grep '^tests:' "$GPU_INPUTS/STAMP" 2>/dev/null || echo 'no .device/STAMP'))"
  echo
  printf '%-16s %-9s %-18s %-6s %5s  %s\n' platform backend test result secs \
    "programs built (backend: count), cl-run launches"
  while IFS=$'\t' read -r sel label backend; do
    combo_log="$RESULTS/$label-$backend.log"
    : >"$combo_log"
    for t in $TESTS; do
      logf="$BUILD_DIR/logs/$label-$backend--$t.log"
      cat "$logf" >>"$combo_log" 2>/dev/null
      status=$(grep -E '^=== exit status' "$logf" 2>/dev/null | awk '{print $4}' | tr -d ,)
      secs=$(grep -E '^=== exit status' "$logf" 2>/dev/null | awk '{print $5}')
      builds=$(grep -oE ": backend (emulated|subgroup|nvidia)( as well)?" "$logf" 2>/dev/null |
        awk '{print $3 ($4 == "as" ? "(fallback)" : "")}' | sort | uniq -c |
        awk '{printf "%s%s: %s", (NR > 1 ? ", " : ""), $2, $1}')
      launches=$(grep -c "using OpenCL device" "$logf" 2>/dev/null)
      total=$((total + 1))
      if [ "$status" = 0 ]; then
        result=PASS
      else
        result=FAIL
        failed=$((failed + 1))
      fi
      printf '%-16s %-9s %-18s %-6s %5s  %s; %s\n' "$label" "$backend" "$t" "$result" \
        "${secs:-?}" "${builds:-none}" "$launches"
    done
  done <"$COMBOS"
  if [ -n "$SKIPPED" ]; then
    echo
    echo "not run:"
    printf '%s' "$SKIPPED" | sed 's/^/  /'
  fi
  echo
  echo "$((total - failed)) of $total test runs passed, $failed failed"
} >"$SUMMARY"
cat "$SUMMARY"
[ $failed -eq 0 ] && [ $total -gt 0 ]
