#!/usr/bin/env bash
# reduceShared's OpenCL PTX under CUDA's launch path (reduce_shared_ptx.cu), and edits of it.
# Found (H100, 2026-11-25): the OpenCL PTX is 4.0-4.6 % slower at blocks 512 and 1024 under
# CUDA's launch path too; without the group offset and the offset parameters as slow; with a
# 32-bit shared address as slow; with %ntid.x read before %ctaid.x (nvcc's order) as fast as
# nvcc's (docs/performance.md, "GPU gap"). On the real path it takes both: the order and no
# group offset (block_geometry_order.sh; runtime/device/cu2cl/ids.h does that now).
# Usage (GPU machine): scripts/gpu/probes/reduce_shared_ptx.sh
set -u
ROOT=$(cd "$(dirname "$0")/../../.." && pwd)
HERE=$ROOT/scripts/gpu/probes
WORK=/tmp/cu2cl-reduce-shared-ptx
mkdir -p "$WORK"
OUT=$WORK bash "$HERE/dump_ptx.sh" sum_reduction >/dev/null || exit 1
nvcc -O3 -arch=sm_90 -ptx "$HERE/reduce_shared_ptx.cu" -o "$WORK/cuda.ptx" || exit 1
nvcc -O3 -arch=sm_90 "$HERE/reduce_shared_ptx.cu" -lcuda -o "$WORK/probe" || exit 1
# The translation's reduceShared alone, as the CUDA driver loads it: without OpenCL's
# texmode_independent, and the group offset that NVIDIA's OpenCL reads from %envreg0 (an
# OpenCL-only register) read from a sixth parameter instead, which the probe passes as 0, so
# that it stays a load and an add as in the OpenCL SASS (c[0x0][0x40], UIADD3).
T=$WORK/sum_reduction/translated.ptx
{
  grep -E '^\.(version|target|address_size)' "$T" | sed 's/, texmode_independent//'
  awk '/^\.entry reduceShared\(/,/^}/' "$T" |
    sed -e 's/^\t\.param \.u64 reduceShared_param_4$/\t.param .u64 reduceShared_param_4,\n\t.param .u32 reduceShared_param_5/' \
      -e 's/mov\.b32 \t\(%r[0-9]*\), %envreg0;/ld.param.u32 \t\1, [reduceShared_param_5];/'
} >"$WORK/reduce_shared_translated.ptx"
# The same with the group offset 0 at compile time (blockIdx.x as %ctaid.x alone, as CUDA has
# it) and without the two offset parameters of the translation's kernel ABI: CUDA's three.
sed -e 's/ld\.param\.u32 \t\(%r[0-9]*\), \[reduceShared_param_5\];/mov.u32 \t\1, 0;/' \
  -e '/^\t\.param \.u64 reduceShared_param_1,$/d' \
  -e 's/^\t\.param \.u64 reduceShared_param_4,$/\t.param .u64 reduceShared_param_4/' \
  -e '/^\t\.param \.u32 reduceShared_param_5$/d' \
  -e 's/^\t\.param \.u64 reduceShared_param_4$/XX/' \
  "$WORK/reduce_shared_translated.ptx" | sed -e '/^XX$/d' \
  -e 's/^\(\t\.param \.u64 \.ptr \.global \.align 4 reduceShared_param_3\),$/\1/' \
  >"$WORK/reduce_shared_abi.ptx"

# Two edits of that: CUDA's order of the special-register reads (%ntid.x before %ctaid.x), and a
# 32-bit shared address for the atomic (nvcc's; NVVM's is 64-bit).
A=$WORK/reduce_shared_abi.ptx
NTID=$(grep -P '^\tmov\.u32 \t%r[0-9]+, %ntid\.x;$' "$A")
awk -v ntid="$NTID" '$0 == ntid { next } /%ctaid\.x;/ { print ntid } { print }' "$A" \
  >"$WORK/reduce_shared_order.ptx"
sed -e 's/^\t\.reg \.b64 \t%rd<6>;$/&\n\t.reg .b32 \t%sa<2>;/' \
  -e 's/mov\.u64 \t%rd5, reduceShared_\$_sum;/mov.u32 \t%sa1, reduceShared_$_sum;/' \
  -e 's/atom\.shared\.add\.u32 \t\(%r[0-9]*\), \[%rd5\]/atom.shared.add.u32 \t\1, [%sa1]/' \
  "$A" >"$WORK/reduce_shared_shared32.ptx"
"$WORK/probe" "$WORK/cuda.ptx" "$WORK/reduce_shared_translated.ptx:6" "$A:3" \
  "$WORK/reduce_shared_order.ptx:3" "$WORK/reduce_shared_shared32.ptx:3"
