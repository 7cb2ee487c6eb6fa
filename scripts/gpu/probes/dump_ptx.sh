#!/usr/bin/env bash
# PTX of a translated benchmark (default nonuniform_reduction; or sum_reduction) on NVIDIA's
# OpenCL (nvidia backend, built as cu2cl::Module builds it: -DCU2CL_ZERO_OFFSETS=1) and of the
# CUDA original from nvcc, into OUT (default /tmp/cu2cl-ptx):
# what each kernel costs in each, instruction by instruction (docs/performance.md, GPU gap).
# Usage: OUT=<dir> scripts/gpu/probes/dump_ptx.sh [nonuniform_reduction|sum_reduction]
set -u
NAME=${1:-nonuniform_reduction}
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
OUT=${OUT:-/tmp/cu2cl-ptx}
mkdir -p "$OUT"
. "$ROOT/scripts/gpu/common.sh"
gpu_register_nvidia_icd
gpu_find_opencl || exit 1
WORK=/tmp/cu2cl-ptx-probe
mkdir -p "$WORK"
"$CXX" "${CXXFLAGS[@]}" "$ROOT/scripts/gpu/probes/dump_ptx.cpp" $CL_LIB -o "$WORK/dump_ptx" || exit 1
B=$ROOT/bench/kernels
# As cu2cl::Module builds a translated program for the nvidia backend.
CL_OPTIONS="-cl-std=CL1.2 -I $ROOT/runtime/device -DCU2CL_BACKEND_NVIDIA -DCU2CL_ZERO_OFFSETS=1"
OUT=$OUT/$NAME
mkdir -p "$OUT"
"$WORK/dump_ptx" "$GPU_INPUTS/bench/${NAME}_bench.cl" \
  "$CL_OPTIONS" >"$OUT/translated.ptx" 2>"$OUT/translated.log"
echo "translated: $(wc -l <"$OUT/translated.ptx") lines"
nvcc -O3 -arch=sm_90 -ptx "$B/${NAME}_bench.cu" -o "$OUT/cuda.ptx" 2>"$OUT/cuda.log"
echo "cuda: $(wc -l <"$OUT/cuda.ptx") lines"
for f in translated cuda; do
  echo "== $f: barriers and fences"
  grep -cE "bar\.|barrier\." "$OUT/$f.ptx"
  grep -oE "membar\.[a-z]+|fence\.[a-z.]+|bar\.red\.[a-z.0-9]+|barrier\.sync[a-z.]*|bar\.sync" "$OUT/$f.ptx" | sort | uniq -c
done
# Registers and spills of each kernel (ptxas), both sides.
echo "== translated: ptxas"
"$WORK/dump_ptx" "$GPU_INPUTS/bench/${NAME}_bench.cl" \
  "$CL_OPTIONS -cl-nv-verbose" 2>&1 >/dev/null |
  grep -E "Compiling|registers|spill" | head -40
echo "== cuda: ptxas"
nvcc -O3 -arch=sm_90 -Xptxas -v -c "$B/${NAME}_bench.cu" -o "$WORK/cuda.o" 2>&1 |
  grep -E "Compiling entry function" -A3 | grep -E "Compiling|registers"
# Lines of PTX per kernel (.entry to the closing brace), both sides.
for f in translated cuda; do
  echo "== $f: PTX lines per kernel"
  awk '/^\.(visible )?\.?entry/ {name=$NF; sub(/\(.*/, "", name); n=0; on=1}
       on {n++} on && /^}/ {print n, name; on=0}' "$OUT/$f.ptx"
done
