#!/usr/bin/env bash
# One GPU-machine session: the translated CUDA tests (run-translated-tests.sh) and the
# device-library tests (run-device-tests.sh), side by side, plus what the machine is (GPU,
# driver, PoCL). Both use every platform and every backend the host runtime accepts there.
#
# Usage: OUT=<dir> scripts/gpu/run-all.sh     (as root; OUT defaults to /tmp/cu2cl-gpu-results)
# Its inputs are the translated tests in .device/gpu-tests/ (ignored by git): first
# scripts/gpu/prepare.sh on the CPU machine, then this with .device carried over (the device
# tool's `carry: [".device"]`).
# Writes into OUT at most 5 files (the device tool brings back 8): translated-summary.txt,
# device-summary.txt, machine.txt, logs.tgz (every log and devices.txt), and run-all.log.
# TIME_LIMIT (default 480 s) bounds each of the two runs.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/cu2cl-gpu-results}
TIME_LIMIT=${TIME_LIMIT:-480}
WORK=/tmp/cu2cl-gpu-run
rm -rf "$WORK"
mkdir -p "$OUT" "$WORK/translated" "$WORK/device"
exec > >(tee "$OUT/run-all.log") 2>&1
start=$(date +%s)

. "$ROOT/scripts/gpu/common.sh"
gpu_require_inputs "$GPU_INPUTS/gpu-tests/lib.sh" || exit 2
gpu_register_nvidia_icd
{
  echo "# $(date -u '+%Y-%m-%d %H:%M UTC') $(hostname), $(nproc) CPUs"
  grep -v '^#' "$GPU_INPUTS/STAMP" 2>/dev/null | sed 's/^/inputs (.device) /'
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>&1
  echo
  dpkg -l 2>/dev/null | grep -Ei 'pocl|ocl-icd|opencl' | awk '{print $2, $3}'
  echo
  command -v clinfo >/dev/null && clinfo 2>&1 | grep -E 'Platform Name|Platform Version|Device Name|Driver Version|Device OpenCL C Version|Sub-group sizes|Max number of sub-groups|Warp size' 
  g++ --version | head -1
} >"$OUT/machine.txt" 2>&1

OUT="$WORK/translated" BUILD_DIR="$WORK/translated-build" TEST_TIMEOUT=300 JOBS=6 \
  timeout -k 10 "$TIME_LIMIT" bash "$ROOT/scripts/gpu/run-translated-tests.sh" \
  >"$WORK/translated.out" 2>&1 &
translated_pid=$!
OUT="$WORK/device" BUILD_DIR="$WORK/device-build" TEST_TIMEOUT=400 \
  timeout -k 10 "$TIME_LIMIT" bash "$ROOT/scripts/gpu/run-device-tests.sh" \
  >"$WORK/device.out" 2>&1 &
device_pid=$!
wait $translated_pid
translated_rc=$?
wait $device_pid
device_rc=$?

cp "$WORK/translated/summary.txt" "$OUT/translated-summary.txt" 2>/dev/null ||
  tail -40 "$WORK/translated.out" >"$OUT/translated-summary.txt"
cp "$WORK/device/summary.txt" "$OUT/device-summary.txt" 2>/dev/null ||
  tail -40 "$WORK/device.out" >"$OUT/device-summary.txt"
# Everything else, including the per-test logs of a run that was stopped at its limit.
tar -czf "$OUT/logs.tgz" -C "$WORK" translated device translated.out device.out \
  $(cd "$WORK" && ls -d translated-build/logs device-build/logs 2>/dev/null)
echo "translated tests: exit $translated_rc; device tests: exit $device_rc; $(($(date +%s) - start)) s"
cat "$OUT/translated-summary.txt" "$OUT/device-summary.txt"
[ $translated_rc -eq 0 ] && [ $device_rc -eq 0 ]
