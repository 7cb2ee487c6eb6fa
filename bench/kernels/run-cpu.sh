#!/usr/bin/env bash
# The kernel benchmarks on this machine's OpenCL CPU device (PoCL): the CUDA programs
# bench/kernels/*_bench.cu built with cu2cl-cc -O3 and run on the device the runtime picks
# (CU2CL_DEVICE=<platform>:<device> picks another), backend auto.
#
# Usage: bench/kernels/run-cpu.sh            (from anywhere; needs build/bin/cu2cl-cc)
# Writes into OUT (default bench/kernels/results/cpu): cpu.csv (every row; replaced) and
# machine.txt (CPU, PoCL, the commands). Then `python3 bench/kernels/report.py` regenerates
# docs/performance.md.
# Environment: OUT, BUILD_DIR (default /tmp/cu2cl-bench-cpu), SIZES (log2, default 20-26),
# BLOCKS (default 64,128,256,512,1024), LABEL (default opencl-pocl<major> from the platform
# version), QUICK=1 (a smoke test: 2^18 and 2^20, blocks 256 and 1024).
# Time: about 1-2 minutes on 2 cores (PoCL 3.1): the translated compaction runs at about
# 20 ns per element there (300 before the changes in docs/performance.md, "CPU efficiency").
# Exit status: 0 if every result was right; 1 otherwise; 2 if a build failed.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/kernels
OUT=${OUT:-$HERE/results/cpu}
BUILD_DIR=${BUILD_DIR:-/tmp/cu2cl-bench-cpu}
SIZES=${SIZES:-20-26}
BLOCKS=${BLOCKS:-64,128,256,512,1024}
CC=${CU2CL_CC:-$ROOT/build/bin/cu2cl-cc}
mkdir -p "$OUT" "$BUILD_DIR"
CSV=$OUT/cpu.csv
MACHINE=$OUT/machine.txt
rm -f "$CSV"
start=$(date +%s)
log() { echo "[run-cpu] $*" >&2; }

# --- Build -------------------------------------------------------------------------------------
[ -x "$CC" ] || { log "no cu2cl-cc at $CC (ninja -C build cu2cl-cc)"; exit 2; }
python3 "$HERE/check_kernels.py" || log "warning: a benchmark's kernels are not the sample's"
for name in nonuniform_reduction sum_reduction; do
  exe=$BUILD_DIR/${name}_opencl
  rm -f "$exe"
  if ! "$CC" -O3 "$HERE/${name}_bench.cu" -o "$exe" >"$BUILD_DIR/$name.log" 2>&1; then
    cat "$BUILD_DIR/$name.log" >&2
    log "error: cu2cl-cc failed on ${name}_bench.cu"
    exit 2
  fi
done

# --- The machine -------------------------------------------------------------------------------
platform_version=$(clinfo 2>/dev/null | sed -n 's/^ *Platform Version  *//p' | head -1)
major=$(echo "$platform_version" | sed -n 's/.*PoCL \([0-9]*\).*/\1/p')
LABEL=${LABEL:-opencl-pocl${major:-}}
[ -z "$major" ] && LABEL=${LABEL%opencl-pocl}opencl-cpu
{
  echo "# bench/kernels/run-cpu.sh, $(date -u '+%Y-%m-%d %H:%M UTC'), $(hostname)"
  echo "repository: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?')$(git -C "$ROOT" status --porcelain -- bench/kernels runtime rewriters 2>/dev/null | grep -q . && echo ' (with local changes)')"
  echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) CPUs, load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "opencl: ${platform_version:-?}; device $(clinfo 2>/dev/null | sed -n 's/^ *Device Name  *//p' | head -1)"
  echo "compilers: $("$CC" --version 2>&1 | head -1); $(c++ --version | head -1)"
  echo "environment: $(env | grep -E '^(POCL_|CU2CL_)' | tr '\n' ' ')"
} >"$MACHINE"
cat "$MACHINE"

run() { # LABEL EXE ARGS...
  local label=$1 exe=$2 rc
  shift 2
  log "[$(($(date +%s) - start)) s] $(basename "$exe") $*"
  echo "$label: $(basename "$exe") $*" >>"$MACHINE"
  CU2CL_VERBOSE=1 "$exe" "$@" --label "$label" --csv "$CSV" 2>"$BUILD_DIR/stderr.txt"
  rc=$?
  grep -E "^cu2cl: program .* backend|warning" "$BUILD_DIR/stderr.txt" | sort -u | sed 's/^/  /' >>"$MACHINE"
  if [ $rc -ne 0 ]; then
    cat "$BUILD_DIR/stderr.txt" >&2
    echo "# FAILED config=$label exit=$rc: $(basename "$exe") $*" >>"$CSV"
  fi
  return $rc
}

if [ "${QUICK:-0}" = 1 ]; then
  SIZES=18,20
  BLOCKS=256,1024
fi
status=0
# nonuniform_reduction: 2^28 / n repetitions (16 at 2^24, 4 at 2^26), at most 20, after one
# warm-up at every size (without it the first repetition also pays the first touch of the
# output's pages: 5-8 ms at 2^24); one loop with events between the phases.
run "$LABEL" "$BUILD_DIR/nonuniform_reduction_opencl" --log2 "$SIZES" --blocks "$BLOCKS" \
  --reps 20 --work 268435456 --min-reps 3 --warmup 1 --phases inline ||
  status=1
# The same program without the warp forms (one work-item per CUDA thread), at the target's size:
# what the warp form gives, measured in this run.
CU2CL_WARP_FORM=0 run "$LABEL-items" "$BUILD_DIR/nonuniform_reduction_opencl" --log2 24 \
  --blocks "$BLOCKS" --reps 2 --min-reps 1 --warmup 1 --phases inline || status=1
run "$LABEL" "$BUILD_DIR/sum_reduction_opencl" --log2 "$SIZES" --blocks "$BLOCKS" \
  --kernels shared,vec4,vec8,wl8,wl16,shfl_down,thrust,cub --reps 10 --work 134217728 \
  --min-reps 2 --warmup 1 --warmup-until 4194304 || status=1
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg); $(($(date +%s) - start)) s" >>"$MACHINE"
grep -q "^# WRONG" "$CSV" && status=1
log "done in $(($(date +%s) - start)) s: $(grep -c '^# WRONG' "$CSV") wrong results; $CSV"
exit $status
