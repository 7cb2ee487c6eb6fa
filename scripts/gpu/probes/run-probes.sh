#!/usr/bin/env bash
# Small experiments behind docs/backends.md, run on the GPU machine after
# run-translated-tests.sh (whose cl-run they use: CL_RUN, default
# /tmp/cu2cl-translated-tests/bin/cl-run). Prints one line per experiment.
#  1. subgroup_loop*.cl on PoCL: which loop shapes the sub-group and emulated backends get
#     wrong, with and without force-inlined library functions (expected values in the .cl).
#  2. warp_votes at a block of 1024 on NVIDIA, whose compiler limits the kernel to 256
#     work-items: with -cl-nv-maxrregcount=64 (65536 registers / 1024 work-items).
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/scripts/gpu/probes
. "$ROOT/scripts/gpu/common.sh" # GPU_INPUTS: the translated tests (scripts/gpu/prepare.sh)
CL_RUN=${CL_RUN:-/tmp/cu2cl-translated-tests/bin/cl-run}
POCL=${POCL:-0:0}
NV=${NV:-1:0}
WORK=$(mktemp -d)

expected_r() { # lane -> r of the lane-dependent kernels
  local l=$1
  if [ "$l" -lt 8 ]; then echo 0; elif [ "$l" -lt 16 ]; then echo 24; elif [ "$l" -lt 24 ]; then echo 40; else echo 48; fi
}
want_fixed=$(for l in $(seq 0 31); do printf '%d ' $((l * 1000 + 96)); done)
want_var=$(for l in $(seq 0 31); do printf '%d ' $((l * 1000 + $(expected_r $l))); done)

for backend in subgroup emulated; do
  for file in subgroup_loop subgroup_loop_always_inline; do
    for k in k_fixed k_translated k_emu_ballot k_no_block_or; do
      got=$(CU2CL_DEVICE=$POCL CU2CL_BACKEND=$backend "$CL_RUN" "$HERE/$file.cl" $k 1 32 32 32 2>"$WORK/err" | tr '\n' ' ')
      [ $k = k_fixed ] && want=$want_fixed || want=$want_var
      if [ "$got" = "$want" ]; then r=PASS; else r="FAIL got: $(echo $got | cut -c1-60)... $(head -c 200 "$WORK/err")"; fi
      echo "pocl $backend $file $k: $r"
    done
  done
done

python3 "$ROOT/tests/lit/executed/Inputs/warp_votes.py" >"$WORK/votes.txt"
awk '/^### votes 1024$/{on=1; next} /^###/{on=0} on' "$WORK/votes.txt" >"$WORK/want1024.txt"
tr -d '\n' <"$GPU_INPUTS/gpu-tests/warp_votes/warp_votes.cl" >/dev/null
for backend in emulated nvidia; do
  for opt in "" "-cl-nv-maxrregcount=64"; do
    CU2CL_DEVICE=$NV CU2CL_BACKEND=$backend "$CL_RUN" "$GPU_INPUTS/gpu-tests/warp_votes/warp_votes.cl" \
      votes 2 1024 32768 16 ${opt:+--build-options=$opt} >"$WORK/got.txt" 2>"$WORK/err"
    rc=$?
    if [ $rc -ne 0 ]; then r="FAIL (exit $rc: $(grep -v Warning "$WORK/err" | head -c 300))"
    elif cmp -s "$WORK/got.txt" "$WORK/want1024.txt"; then r="PASS ($(wc -l <"$WORK/got.txt") lines equal)"
    else r="FAIL ($(diff "$WORK/want1024.txt" "$WORK/got.txt" | grep -c '^>') lines differ)"; fi
    echo "nvidia $backend warp_votes block 1024 options '${opt}': $r"
  done
done
rm -rf "$WORK"
