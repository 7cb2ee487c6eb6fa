#!/usr/bin/env bash
# Runs the differential test at scale on the GPU machine (tests/difftest/README.md, "On the
# GPU machine"): CUDA's outputs from nvcc, and the pre-translated programs of
# .device/difftest.tar.xz (made on the CPU machine by `tests/difftest/gpu.py prepare`) on every
# OpenCL platform and backend of this machine, compared kernel by kernel.
#
# Usage (as root on the GPU machine, to register NVIDIA's ICD):
#   scripts/gpu/run-difftest.sh [gpu.py run options: --combo nvidia-0_0-auto, --files N, --nvcc-only]
# Environment:
#   OUT        results: summary.txt, results.json, mismatches/ (default $BUILD_DIR/results)
#   BUILD_DIR  build directory, kept between calls so that a run resumes (default
#              $ROOT/.tmp-gpu/difftest)
#   JOBS       programs run at once (default: number of CPUs)
# Exit status: gpu.py's (0 when every kernel printed CUDA's words), 2 if the build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD_DIR=${BUILD_DIR:-$ROOT/.tmp-gpu/difftest}
RESULTS=${OUT:-$BUILD_DIR/results}
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 4)}
. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=run-difftest
gpu_require_inputs "$GPU_INPUTS/difftest.tar.xz" || exit 2
mkdir -p "$BUILD_DIR/bin" "$RESULTS"

gpu_register_nvidia_icd
gpu_find_opencl || exit 2
if [ ! -d "$BUILD_DIR/obj" ]; then
  gpu_build_runtime "$BUILD_DIR/obj.tmp" || exit 2
  mv "$BUILD_DIR/obj.tmp" "$BUILD_DIR/obj"
fi
RUNTIME_OBJS=("$BUILD_DIR"/obj/*.o)
gpu_list_devices "$BUILD_DIR/bin" "$BUILD_DIR/devices.tsv" || { gpu_log "error: no OpenCL device"; exit 2; }
gpu_backend_combos "$BUILD_DIR/devices.tsv" "$BUILD_DIR/combos.tsv" auto
cp "$BUILD_DIR/devices.tsv" "$RESULTS/devices.txt"

# `link.sh HOST_CPP EXE`: what gpu.py calls to build one translated program.
{
  echo '#!/usr/bin/env bash'
  printf 'exec'
  printf ' %q' "$CXX" "${CXXFLAGS[@]}" -O2
  printf ' "$1"'
  printf ' %q' "${RUNTIME_OBJS[@]}"
  printf ' %s -o "$2"\n' "$CL_LIB"
} >"$BUILD_DIR/link.sh"
chmod +x "$BUILD_DIR/link.sh"

python3 "$ROOT/tests/difftest/gpu.py" run "$GPU_INPUTS/difftest.tar.xz" --work "$BUILD_DIR/work" \
  --link "$BUILD_DIR/link.sh" --combos "$BUILD_DIR/combos.tsv" --out "$RESULTS" -j "$JOBS" "$@"
