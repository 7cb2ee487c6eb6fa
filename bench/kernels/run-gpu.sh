#!/usr/bin/env bash
# The kernel benchmarks on the GPU machine (one NVIDIA GPU, NVIDIA's OpenCL, PoCL 5 on its CPU;
# no LLVM there), three configurations in one run:
#   cuda            the CUDA programs built with nvcc -O3 -arch=sm_90       (GPU)
#   opencl-nvidia   their translation on NVIDIA's OpenCL, backend auto       (GPU)
#   opencl-pocl5    their translation on PoCL 5, backend auto                (CPU)
# plus one run of nonuniform_reduction for docs/performance.md's analysis:
#   opencl-pocl5-subgroup  PoCL 5 with the sub-group backend (the automatic choice there is
#                          emulated: docs/backends.md), at two sizes, the kernels themselves
#                          (CU2CL_WARP_FORM=0; opencl-pocl5 runs their warp forms)
#
# The translations are .device/bench/*.cl and *.host.cpp (ignored by git), made on the CPU
# machine by scripts/gpu/prepare.sh (bench/kernels/translate.sh) and carried over with the
# working tree; here they are compiled with g++ and the host runtime's sources
# (scripts/gpu/common.sh), the .cl beside the executable.
#
# Usage (as root on the GPU machine, from the repository root; one command):
#   OUT=<dir> bench/kernels/run-gpu.sh          (after scripts/gpu/prepare.sh on the CPU machine)
# Writes into OUT (default /tmp/cu2cl-bench-gpu): gpu.csv (every row of every configuration),
# machine.txt (GPU, driver, OpenCL platforms and devices, backends chosen, compilers, commands),
# run-gpu.log (everything printed). Three files, within what the device tool brings back.
# Then, on the CPU machine:
#   mkdir -p bench/kernels/results/gpu && cp <OUT>/gpu.csv <OUT>/machine.txt bench/kernels/results/gpu/
#   python3 bench/kernels/report.py         (regenerates docs/performance.md and its plots)
#
# Environment: BUILD_DIR (default /tmp/cu2cl-bench-gpu-build), GPU_SIZES (log2 range, default
# 20-29), CPU_SIZES (default 20-26), QUICK=1 (a smoke test: 2^20 and 2^22, blocks 256 and 1024,
# 20 repetitions).
# Time: about 5 to 6 minutes on an H100 machine (16 cores), 8 at most: no configuration starts
# after TOTAL_S (440) seconds, every run has its own deadline (the benchmark skips the
# configurations it has no time left for and says so in the CSV) and a hard timeout.
# Exit status: 0 if every configuration ran and every result was right; 1 otherwise; 2 if a
# build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/kernels
OUT=${OUT:-/tmp/cu2cl-bench-gpu}
BUILD_DIR=${BUILD_DIR:-/tmp/cu2cl-bench-gpu-build}
GPU_SIZES=${GPU_SIZES:-20-29}
CPU_SIZES=${CPU_SIZES:-20-26}
BLOCKS=64,128,256,512,1024
mkdir -p "$OUT" "$BUILD_DIR"
CSV=$OUT/gpu.csv
MACHINE=$OUT/machine.txt
rm -f "$CSV" "$MACHINE"
exec > >(tee "$OUT/run-gpu.log") 2>&1
start=$(date +%s)
failed=0

. "$ROOT/scripts/gpu/common.sh"
GPU_LOG_TAG=run-gpu
TRANSLATED=$GPU_INPUTS/bench
gpu_require_inputs "$TRANSLATED/STAMP" || exit 2
elapsed() { echo $(($(date +%s) - start)); }
# No benchmark configuration starts later than TOTAL_S seconds after the start.
TOTAL_S=${TOTAL_S:-440}
# deadline D RESERVE: a run's --deadline-s: D, or less so that RESERVE seconds remain for the
# runs after it (at least 5).
deadline() {
  local left=$((TOTAL_S - $(elapsed) - $2))
  if [ $left -lt "$1" ]; then echo $((left > 5 ? left : 5)); else echo "$1"; fi
}

# --- 0. The translations must match the sources ------------------------------------------------
for src in "$HERE"/*_bench.cu; do
  rel=bench/kernels/$(basename "$src")
  want=$(grep "^source $rel sha256:" "$TRANSLATED/STAMP" 2>/dev/null | awk '{print $4}')
  have=$(sha256sum "$src" | cut -c1-16)
  if [ "$want" != "$have" ]; then
    gpu_log "warning: $rel changed since .device/bench was made (run scripts/gpu/prepare.sh on the CPU machine)"
    echo "# WARNING: $rel does not match .device/bench/STAMP" >>"$CSV"
  fi
done

# --- 1. Build: native (nvcc) and translated (g++ + runtime), in parallel ------------------------
NVCC=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
nvcc_pids=()
for name in nonuniform_reduction sum_reduction; do
  rm -f "$BUILD_DIR/${name}_cuda"
  "$NVCC" -O3 -arch=sm_90 -o "$BUILD_DIR/${name}_cuda" "$HERE/${name}_bench.cu" \
    >"$BUILD_DIR/${name}_cuda.log" 2>&1 &
  nvcc_pids+=($!)
done
gpu_register_nvidia_icd
gpu_find_opencl || exit 2
gpu_build_runtime "$BUILD_DIR/obj" || exit 2
# (a plain `wait` would also wait for the tee above)
for p in "${nvcc_pids[@]}"; do wait "$p"; done
for name in nonuniform_reduction sum_reduction; do
  if [ ! -x "$BUILD_DIR/${name}_cuda" ]; then
    cat "$BUILD_DIR/${name}_cuda.log"
    gpu_log "error: nvcc failed on ${name}_bench.cu"
    exit 2
  fi
  exe=$BUILD_DIR/${name}_opencl
  host=$TRANSLATED/${name}_bench.host.cpp
  if ! "$CXX" "${CXXFLAGS[@]}" -O3 "$host" "${RUNTIME_OBJS[@]}" $CL_LIB -o "$exe" \
    >"$BUILD_DIR/${name}_opencl.log" 2>&1; then
    cat "$BUILD_DIR/${name}_opencl.log"
    gpu_log "error: building the translated $name failed"
    exit 2
  fi
  cp "$TRANSLATED/${name}_bench.cl" "$BUILD_DIR/" # the Module finds it beside the executable
done
gpu_log "built in $(elapsed) s"

# --- 2. The machine -----------------------------------------------------------------------------
if ! gpu_list_devices "$BUILD_DIR/bin" "$BUILD_DIR/devices.tsv"; then
  cat "$BUILD_DIR/devices.tsv.err"
  gpu_log "error: no OpenCL device"
  exit 1
fi
NVIDIA_DEV=$(awk -F'\t' '$2 ~ /NVIDIA/ {print $1; exit}' "$BUILD_DIR/devices.tsv")
POCL_DEV=$(awk -F'\t' '$2 ~ /Portable/ {print $1; exit}' "$BUILD_DIR/devices.tsv")
# opencl-pocl5 on PoCL 5.x (the driver version's major number).
POCL=opencl-pocl$(awk -F'\t' '$2 ~ /Portable/ {split($9, v, "."); print v[1]; exit}' "$BUILD_DIR/devices.tsv")
{
  echo "# bench/kernels/run-gpu.sh, $(date -u '+%Y-%m-%d %H:%M UTC'), $(hostname), $(nproc) CPUs"
  echo "repository: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" status --porcelain 2>/dev/null | grep -q . && echo ' (with local changes)')"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>&1)"
  echo "nvcc: $("$NVCC" --version | tail -2 | tr '\n' ' ')"
  echo "g++: $("$CXX" --version | head -1)"
  echo "pocl: $(dpkg -l 2>/dev/null | awk '/pocl/ {printf "%s %s; ", $2, $3}')"
  echo "opencl devices (index, platform, device, sub-group backend, fp64, nvidia backend, automatic backend, platform version, driver version, sub-group sizes):"
  sed 's/^/  /' "$BUILD_DIR/devices.tsv"
  echo "translations: $(grep -v '^#' "$TRANSLATED/STAMP" | tr '\n' ';')"
} >"$MACHINE"
cat "$MACHINE"

# --- 3. The runs --------------------------------------------------------------------------------
# run LABEL DEADLINE DEVICE-ENV... -- COMMAND...: one benchmark run with --deadline-s DEADLINE
# and a hard timeout 60 s later (the last configuration started must be able to finish).
run() {
  local label=$1 limit=$(($2 + 60)) rc
  shift 2
  local envs=()
  while [ "$1" != -- ]; do envs+=("$1"); shift; done
  shift
  gpu_log "[$(elapsed) s] $label: $*"
  echo "$label: ${envs[*]} $*" | sed "s|$BUILD_DIR/||; s|$OUT/||" >>"$MACHINE"
  env "${envs[@]}" CU2CL_VERBOSE=1 timeout -k 10 "$limit" "$@" --deadline-s $(($limit - 60)) \
    --label "$label" --csv "$CSV"
  rc=$?
  if [ $rc -ne 0 ]; then
    gpu_log "$label: exit status $rc$([ $rc -eq 124 ] && echo " (timed out after $limit s)")"
    echo "# FAILED config=$label exit=$rc: $*" >>"$CSV"
    failed=1
  fi
}

if [ "${QUICK:-0}" = 1 ]; then
  GPU_SIZES=20,22
  CPU_SIZES=20,22
  BLOCKS=256,1024
  GPU_REPS=(--reps 20)
  CPU_REPS=(--reps 3 --min-reps 1 --warmup 1)
else
  # The paper's 1000 repetitions up to 2^24 elements, then 2^34 / n (32 at 2^29).
  GPU_REPS=(--reps 1000 --work 17179869184 --min-reps 3 --warmup 3)
  # The CPU: 10 repetitions up to 2^21, then 2^24 / n, at least 2.
  CPU_REPS=(--reps 10 --work 16777216 --min-reps 2 --warmup 1 --warmup-until 4194304)
fi
SUM_KERNELS=shared,vec4,vec8,wl8,wl16,shfl_down,thrust,cub

for config in cuda opencl-nvidia; do
  if [ $config = cuda ]; then
    envs=(CUDA_MODULE_LOADING=EAGER)
    suffix=cuda
  else
    if [ -z "$NVIDIA_DEV" ]; then
      gpu_log "error: no NVIDIA OpenCL platform: opencl-nvidia not run"
      echo "# FAILED config=opencl-nvidia: no NVIDIA OpenCL platform" >>"$CSV"
      failed=1
      continue
    fi
    envs=(CU2CL_DEVICE="$NVIDIA_DEV")
    suffix=opencl
  fi
  # What the runs after this one need at least: 30 s per GPU run, 20 to 35 per CPU run.
  [ $config = cuda ] && after=150 || after=90
  run $config "$(deadline 110 $((after + 30)))" "${envs[@]}" -- \
    "$BUILD_DIR/nonuniform_reduction_$suffix" --log2 "$GPU_SIZES" --blocks $BLOCKS "${GPU_REPS[@]}"
  run $config "$(deadline 60 $after)" "${envs[@]}" -- "$BUILD_DIR/sum_reduction_$suffix" \
    --log2 "$GPU_SIZES" --blocks $BLOCKS --kernels $SUM_KERNELS "${GPU_REPS[@]}"
done
if [ -n "$POCL_DEV" ]; then
  run $POCL "$(deadline 50 35)" CU2CL_DEVICE="$POCL_DEV" -- \
    "$BUILD_DIR/nonuniform_reduction_opencl" --log2 "$CPU_SIZES" --blocks $BLOCKS \
    "${CPU_REPS[@]}" --phases inline
  run $POCL "$(deadline 35 15)" CU2CL_DEVICE="$POCL_DEV" -- \
    "$BUILD_DIR/sum_reduction_opencl" --log2 "$CPU_SIZES" --blocks $BLOCKS \
    --kernels $SUM_KERNELS "${CPU_REPS[@]}"
  run $POCL-subgroup "$(deadline 15 0)" CU2CL_DEVICE="$POCL_DEV" CU2CL_BACKEND=subgroup \
    CU2CL_WARP_FORM=0 \
    -- "$BUILD_DIR/nonuniform_reduction_opencl" --log2 22,24 --blocks 256,1024 "${CPU_REPS[@]}" \
    --phases inline
else
  gpu_log "error: no PoCL platform: opencl-pocl5 not run"
  echo "# FAILED config=opencl-pocl: no PoCL platform" >>"$CSV"
  failed=1
fi

# The backends the runtime chose (CU2CL_VERBOSE=1 printed them into the log).
{
  echo "backends chosen:"
  grep -E "^cu2cl: program .* backend" "$OUT/run-gpu.log" | sort -u | sed 's/^/  /'
  echo "total time: $(elapsed) s"
} >>"$MACHINE"
grep -q "^# WRONG" "$CSV" && failed=1
gpu_log "done in $(elapsed) s: $(grep -c '^# WRONG' "$CSV") wrong results, $(grep -c '^# SKIPPED' "$CSV") configurations skipped, $(grep -c '^# FAILED' "$CSV") runs failed; $CSV"
exit $failed
