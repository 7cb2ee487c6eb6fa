#!/usr/bin/env bash
# Records what CUDA computes for executed lit tests (tests/lit/executed/*.cu), to compare with
# their expectations: for each test, every `%cl-run %t/<test>.cl KERNEL GRID BLOCK COUNT ...`
# RUN line is built with nvcc as the CUDA original (tests/tools/cuda_run.cu includes the test)
# and run; the output goes to $OUT/<test>.<line>.cuda.txt.
# Usage (on the GPU machine): scripts/gpu/record-executed.sh TEST.cu...
# Environment: OUT (default /tmp/cu2cl-cuda-records), NVCC (default nvcc), ARCH (sm_90).
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/cu2cl-cuda-records}
NVCC=${NVCC:-nvcc}
ARCH=${ARCH:-sm_90}
mkdir -p "$OUT"
status=0
for test in "$@"; do
  name=$(basename "$test" .cu)
  line=0
  while IFS= read -r run; do
    line=$((line + 1))
    # `// RUN: timeout 120 %cl-run %t/x.cl KERNEL GRID BLOCK COUNT [PER] [--int] > ...`
    args=$(sed -n 's/.*%cl-run %t\/[^ ]*\.cl \([^>|]*\).*/\1/p' <<<"$run")
    [ -n "$args" ] || continue
    read -r kernel rest <<<"$args"
    exe="$OUT/$name.$line"
    if ! "$NVCC" -O2 -arch="$ARCH" -std=c++17 -include "$ROOT/$test" -DCU2CL_KERNEL="$kernel" \
        "$ROOT/tests/tools/cuda_run.cu" -o "$exe" 2> "$exe.nvcc.log"; then
      echo "FAIL $name:$line: nvcc (see $exe.nvcc.log)"; status=1; continue
    fi
    # shellcheck disable=SC2086
    if "$exe" $rest > "$exe.cuda.txt" 2> "$exe.err"; then
      echo "ran $name:$line: $kernel $rest"
    else
      echo "FAIL $name:$line: $(cat "$exe.err")"; status=1
    fi
  done < <(grep -n '' "$ROOT/$test" | grep '%cl-run' | cut -d: -f2-)
done
exit $status
