#!/usr/bin/env bash
# Runs the device-library tests (tests/device) on every OpenCL platform of this machine, with
# every backend that platform can run:
#   NVIDIA CUDA                  emulated, nvidia (inline PTX)
#   PoCL (Portable Computing L.) emulated, subgroup (if the device has the sub-group extensions)
#   anything else                emulated
# Meant for the GPU machine (NVIDIA OpenCL + Ubuntu's PoCL 5.0, g++, no cmake needed): it
# builds the host runtime and the test drivers with g++ directly and links -lOpenCL.
#
# Usage (from anywhere; as root on the GPU machine, to register NVIDIA's ICD):
#   scripts/gpu/run-device-tests.sh
# Environment:
#   OUT        if set, results go there: summary.txt, devices.txt, one <platform>-<backend>.log
#              per combination (at most 8 files); otherwise into $BUILD_DIR/results
#   BUILD_DIR  build directory (default /tmp/cu2cl-device-tests)
#   JOBS       parallel jobs (default: number of CPUs)
#   TESTS      test names to run (default: all of tests/device)
# Exit status: 0 if every test program passed on every combination, 1 otherwise, 2 if the
# build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${BUILD_DIR:-/tmp/cu2cl-device-tests}
RESULTS=${OUT:-$BUILD_DIR/results}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
TESTS=${TESTS:-"groundtruth vote shuffle block_sync match_reduce bits atomics coop_groups"}
mkdir -p "$BUILD_DIR/obj" "$BUILD_DIR/bin" "$BUILD_DIR/logs" "$RESULTS"
rm -f "$BUILD_DIR"/logs/*

log() { echo "[run-device-tests] $*" >&2; }

# --- 1. NVIDIA's OpenCL ICD is not registered by default (GUIDE.md §6) -----------------------
NV_LIB=/usr/local/nvidia/lib64/libnvidia-opencl.so.1
if [ -e "$NV_LIB" ] && ! grep -qs "libnvidia-opencl" /etc/OpenCL/vendors/*.icd; then
  if mkdir -p /etc/OpenCL/vendors 2>/dev/null && echo "$NV_LIB" >/etc/OpenCL/vendors/nvidia.icd; then
    log "registered $NV_LIB in /etc/OpenCL/vendors/nvidia.icd"
  else
    log "warning: cannot register $NV_LIB (not root?): the NVIDIA platform will be missing"
  fi
fi

# --- 2. OpenCL headers and ICD loader --------------------------------------------------------
CL_INC=""
for d in /usr/include /usr/local/cuda/include /opt/cuda/include; do
  if [ -e "$d/CL/cl.h" ]; then CL_INC=$d; break; fi
done
if [ -z "$CL_INC" ]; then
  log "error: no CL/cl.h found (install opencl-headers or the CUDA toolkit)"
  exit 2
fi
CL_LIB=""
for f in /usr/lib/x86_64-linux-gnu/libOpenCL.so /usr/lib/x86_64-linux-gnu/libOpenCL.so.1 \
  /usr/local/cuda/lib64/libOpenCL.so /usr/local/cuda/lib64/libOpenCL.so.1 /usr/lib64/libOpenCL.so.1; do
  if [ -e "$f" ]; then CL_LIB=$f; break; fi
done
[ -z "$CL_LIB" ] && CL_LIB=-lOpenCL
log "OpenCL headers from $CL_INC, loader $CL_LIB"

# --- 3. Build: host runtime objects, then one driver per test (in parallel) ------------------
CXX=${CXX:-g++}
CXXFLAGS=(-std=c++17 -O2 -DCL_TARGET_OPENCL_VERSION=120 "-I$ROOT/runtime/host/include"
  "-I$ROOT/runtime/host/src" "-I$ROOT/runtime/device")
# (-isystem /usr/include would break the C++ headers' #include_next)
[ "$CL_INC" != /usr/include ] && CXXFLAGS+=(-isystem "$CL_INC")
RUNTIME_DEFS=("-DCU2CL_DEVICE_INCLUDE_DIR=\"$ROOT/runtime/device\""
  "-DCU2CL_INSTALLED_DEVICE_INCLUDE_DIR=\"/usr/share/cu2cl/device\"")
build_failed=0
pids=()
for src in "$ROOT"/runtime/host/src/*.cpp; do
  obj="$BUILD_DIR/obj/$(basename "${src%.cpp}").o"
  "$CXX" "${CXXFLAGS[@]}" "${RUNTIME_DEFS[@]}" -c "$src" -o "$obj" >"$obj.log" 2>&1 &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || build_failed=1; done
if [ $build_failed -ne 0 ]; then
  cat "$BUILD_DIR"/obj/*.log >&2
  log "error: building the host runtime failed"
  exit 2
fi
RUNTIME_OBJS=("$BUILD_DIR"/obj/*.o)
pids=()
for t in $TESTS; do
  "$CXX" "${CXXFLAGS[@]}" "-DCU2CL_DEVICE_TEST_DIR=\"$ROOT/tests/device\"" \
    "$ROOT/tests/device/$t.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB -o "$BUILD_DIR/bin/device_$t" \
    >"$BUILD_DIR/bin/$t.build.log" 2>&1 &
  pids+=($!)
done
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/list_devices.cpp" "${RUNTIME_OBJS[@]}" $CL_LIB \
  -o "$BUILD_DIR/bin/list_devices" >"$BUILD_DIR/bin/list_devices.build.log" 2>&1 || build_failed=1
for p in "${pids[@]}"; do wait "$p" || build_failed=1; done
if [ $build_failed -ne 0 ]; then
  cat "$BUILD_DIR"/bin/*.build.log >&2
  log "error: building the test drivers failed"
  exit 2
fi

# --- 4. Devices and the combinations to run --------------------------------------------------
DEVICES="$RESULTS/devices.txt"
"$BUILD_DIR/bin/list_devices" >"$BUILD_DIR/devices.tsv" 2>"$BUILD_DIR/devices.err"
{
  echo "# OpenCL devices (index, platform, device, sub-group backend usable, fp64)"
  cat "$BUILD_DIR/devices.tsv" "$BUILD_DIR/devices.err"
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
: >"$COMBOS"
SKIPPED=""
while IFS=$'\t' read -r index platform device subgroups fp64; do
  case "$platform" in
  *NVIDIA*) label=nvidia; backends="emulated nvidia" ;;
  *Portable*) label=pocl; backends="emulated subgroup" ;;
  *) label=$(echo "$platform" | tr -c 'A-Za-z0-9\n' '_' | cut -c1-20); backends=emulated ;;
  esac
  label="$label-${index/:/_}"
  for b in $backends; do
    if [ "$b" = subgroup ] && [ "$subgroups" != yes ]; then
      SKIPPED="$SKIPPED$label/subgroup: $subgroups"$'\n'
      continue
    fi
    printf '%s\t%s\t%s\n' "$index" "$label" "$b" >>"$COMBOS"
  done
done <"$BUILD_DIR/devices.tsv"

# --- 5. Run every test on every combination (JOBS at a time) --------------------------------
run_one() { # selector label backend test
  local sel=$1 label=$2 backend=$3 t=$4
  local logf="$BUILD_DIR/logs/$label-$backend--$t.log"
  local start rc
  start=$(date +%s)
  {
    echo "=== $t [$label, backend $backend, CU2CL_DEVICE=$sel]"
    if [ "$t" = groundtruth ]; then
      # stdout is the CUDA-format table: keep it aside, show a diff if it differs
      CU2CL_DEVICE=$sel timeout 500 "$BUILD_DIR/bin/device_$t" --backend "$backend" \
        --expect "$ROOT/tests/data/cuda-groundtruth-h100.txt" >"$logf.stdout" 2>"$logf.stderr"
      rc=$?
      cat "$logf.stderr"
      if [ $rc -ne 0 ]; then
        echo "--- diff of the output against the H100's (first 40 lines):"
        diff "$logf.stdout" "$ROOT/tests/data/cuda-groundtruth-h100.txt" | head -40
      fi
    else
      CU2CL_DEVICE=$sel timeout 500 "$BUILD_DIR/bin/device_$t" --backend "$backend" 2>&1
      rc=$?
    fi
    [ $rc -eq 124 ] && echo "FAIL $t: timed out after 500 s"
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

# --- 6. Summary -----------------------------------------------------------------------------
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
