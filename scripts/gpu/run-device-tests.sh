#!/usr/bin/env bash
# Runs the device-library tests (tests/device) on every OpenCL platform of this machine, with
# every backend the host runtime accepts for that device (cu2cl/runtime/Backend.h):
#   NVIDIA CUDA                  emulated, nvidia (inline PTX)
#   PoCL 5 (Portable Computing)  emulated, subgroup (if the device has the sub-group extensions)
#   anything else                emulated
# Meant for the GPU machine (NVIDIA OpenCL + Ubuntu's PoCL 5.0, g++, no cmake needed): it
# builds the host runtime and the test drivers with g++ directly and links -lOpenCL
# (common.sh). run-translated-tests.sh does the same for translated CUDA programs.
#
# Usage (from anywhere; as root on the GPU machine, to register NVIDIA's ICD):
#   scripts/gpu/run-device-tests.sh
# Environment:
#   OUT        if set, results go there: summary.txt, devices.txt, one <platform>-<backend>.log
#              per combination (at most 8 files); otherwise into $BUILD_DIR/results
#   BUILD_DIR  build directory (default /tmp/cu2cl-device-tests)
#   JOBS       parallel jobs (default: number of CPUs)
#   TESTS      test names to run (default: all of tests/device)
#   TEST_TIMEOUT  seconds per test program and combination (default 500)
# Exit status: 0 if every test program passed on every combination, 1 otherwise, 2 if the
# build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${BUILD_DIR:-/tmp/cu2cl-device-tests}
RESULTS=${OUT:-$BUILD_DIR/results}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
TEST_TIMEOUT=${TEST_TIMEOUT:-500}
TESTS=${TESTS:-"groundtruth vote shuffle block_sync match_reduce bits atomics coop_groups"}
mkdir -p "$BUILD_DIR/obj" "$BUILD_DIR/bin" "$BUILD_DIR/logs" "$RESULTS"
rm -f "$BUILD_DIR"/logs/*

log() { echo "[run-device-tests] $*" >&2; }

. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=run-device-tests

# --- 1. NVIDIA's ICD, the OpenCL headers and loader, the host runtime --------------------------
gpu_register_nvidia_icd
gpu_find_opencl || exit 2
gpu_build_runtime "$BUILD_DIR/obj" || exit 2

# --- 2. One driver per test (in parallel) ------------------------------------------------------
build_failed=0
pids=()
for t in $TESTS; do
  "$CXX" "${CXXFLAGS[@]}" "-DCU2CL_DEVICE_TEST_DIR=\"$ROOT/tests/device\"" \
    "$ROOT/tests/device/$t.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB -o "$BUILD_DIR/bin/device_$t" \
    >"$BUILD_DIR/bin/$t.build.log" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || build_failed=1; done
if [ $build_failed -ne 0 ]; then
  cat "$BUILD_DIR"/bin/*.build.log >&2
  log "error: building the test drivers failed"
  exit 2
fi

# --- 3. Devices and the combinations to run: every backend the runtime accepts per device -----
DEVICES="$RESULTS/devices.txt"
gpu_list_devices "$BUILD_DIR/bin" "$BUILD_DIR/devices.tsv"
{
  echo "# OpenCL devices: index, platform, device, sub-group backend, fp64, nvidia backend,"
  echo "# automatic backend, platform version, driver version, CL_DEVICE_SUB_GROUP_SIZES_INTEL"
  cat "$BUILD_DIR/devices.tsv" "$BUILD_DIR/devices.tsv.err"
  if command -v clinfo >/dev/null; then
    echo
    echo "# clinfo -l"
    clinfo -l 2>&1
  fi
} >"$DEVICES"
if [ ! -s "$BUILD_DIR/devices.tsv" ]; then
  cat "$DEVICES" >&2
  log "error: no OpenCL device"
  exit 1
fi

COMBOS="$BUILD_DIR/combos.txt" # selector <tab> label <tab> backend
gpu_backend_combos "$BUILD_DIR/devices.tsv" "$COMBOS"

# --- 4. Run every test on every combination (JOBS at a time) --------------------------------
run_one() { # selector label backend test
  local sel=$1 label=$2 backend=$3 t=$4
  local logf="$BUILD_DIR/logs/$label-$backend--$t.log"
  local start rc
  start=$(date +%s)
  {
    echo "=== $t [$label, backend $backend, CU2CL_DEVICE=$sel]"
    if [ "$t" = groundtruth ]; then
      # stdout is the CUDA-format table: keep it aside, show a diff if it differs
      CU2CL_DEVICE=$sel timeout "$TEST_TIMEOUT" "$BUILD_DIR/bin/device_$t" --backend "$backend" \
        --expect "$ROOT/tests/data/cuda-groundtruth-h100.txt" >"$logf.stdout" 2>"$logf.stderr"
      rc=$?
      cat "$logf.stderr"
      if [ $rc -ne 0 ]; then
        echo "--- diff of the output against the H100's (first 40 lines):"
        diff "$logf.stdout" "$ROOT/tests/data/cuda-groundtruth-h100.txt" | head -40
      fi
    else
      CU2CL_DEVICE=$sel timeout "$TEST_TIMEOUT" "$BUILD_DIR/bin/device_$t" --backend "$backend" 2>&1
      rc=$?
    fi
    [ $rc -eq 124 ] && echo "FAIL $t: timed out after $TEST_TIMEOUT s"
    echo "=== exit status $rc, $(($(date +%s) - start)) s"
  } >"$logf" 2>&1
}

running=0
while IFS=$'\t' read -r sel label backend; do
  for t in $TESTS; do
    run_one "$sel" "$label" "$backend" "$t" &
    running=$((running + 1))
    if [ $running -ge "$JOBS" ]; then
      wait -n
      running=$((running - 1))
    fi
  done
done <"$COMBOS"
wait

# --- 5. Summary -----------------------------------------------------------------------------
SUMMARY="$RESULTS/summary.txt"
failed=0
total=0
{
  echo "cu2cl device-library tests, $(date -u '+%Y-%m-%d %H:%M UTC'), $(hostname)"
  echo "git: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?') $(git -C "$ROOT" status --porcelain 2>/dev/null | grep -q . && echo '(with local changes)')"
  echo
  printf '%-22s %-10s %-14s %s\n' "platform" "backend" "test" "result"
  while IFS=$'\t' read -r sel label backend; do
    combo_log="$RESULTS/$label-$backend.log"
    : >"$combo_log"
    for t in $TESTS; do
      logf="$BUILD_DIR/logs/$label-$backend--$t.log"
      cat "$logf" >>"$combo_log" 2>/dev/null
      line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$logf" 2>/dev/null | tail -1)
      status=$(grep -E '^=== exit status' "$logf" 2>/dev/null | awk '{print $4}' | tr -d ,)
      total=$((total + 1))
      if [ "$status" = 0 ] && [ -n "$line" ]; then
        result="PASS ($line)"
      else
        result="FAIL (${line:-no summary line}, exit ${status:-?})"
        failed=$((failed + 1))
      fi
      printf '%-22s %-10s %-14s %s\n' "$label" "$backend" "$t" "$result"
    done
  done <"$COMBOS"
  if [ -n "$SKIPPED" ]; then
    echo
    echo "not run:"
    printf '%s' "$SKIPPED" | sed 's/^/  /'
  fi
  echo
  echo "$((total - failed)) of $total test programs passed, $failed failed"
} >"$SUMMARY"
cat "$SUMMARY"
[ $failed -eq 0 ] && [ $total -gt 0 ]
