#!/usr/bin/env python3
"""Writes the prototype variants of the translated nonuniform_reduction (not translations).

From .device/bench/nonuniform_reduction_bench.cl (bench/kernels/translate.sh runs this script
after translating), by replacing exact pieces of text, so that a change in what cu2cl emits
stops here instead of silently giving stale prototypes. Writes into .device/bench/prototypes/
(ignored by git, like the translation: build products):

  nonuniform_reduction_bench.prefix_loop.cl   a bound, not a translation: the offset loop's six
      ballots replaced by a plain prefix sum of the warp totals.
  nonuniform_reduction_bench.cpu_ideal.cl     a bound for any translation that keeps CUDA's
      blocks as work-groups: both kernels' block-level results (__syncthreads_count; the
      block's exclusive prefix count of the predicate) from flags in local memory that
      work-item 0 sums or scans between barriers; no warp emulation at all.

compactK's offset loop is replaced where cu2cl emits it: since the translator keeps a counted
loop under a varying `if` as a plain `for` (every work-item runs its header; act is the `if`'s
condition), that is the loop below. bench/kernels/prototypes/run.sh measures the variants on
PoCL. Exit status 1 if the translation no longer has the pieces replaced.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SOURCE = os.path.join(ROOT, ".device", "bench", "nonuniform_reduction_bench.cl")
OUT = os.path.join(ROOT, ".device", "bench", "prototypes")

LOOP = '''      for (int j = 0; j <= 5; j++) {
        {
          int cu2cl_arg5 = 0;
          if (cu2cl_then4)
            cu2cl_arg5 = warpTotals[w_l] & pow2i(j);
          uint cu2cl_sync6 =
              cu2cl_ballot_sync(numWarpsMask, cu2cl_arg5, cu2cl_then4, cu2cl_scratch);
          uint b_j = cu2cl_sync6;
          if (cu2cl_then4)
            w_i_u += (cu2cl_shl_i32(cu2cl_popc(b_j & t_m), j));
        }
        cu2cl_loop_sync();
      }
'''

PREFIX_LOOP = '''      // PROTOTYPE (no offset ballots; NOT a translation): the exclusive prefix sum of the
      // warp totals that the bit loop computes with six ballots, as a plain loop. A bound on
      // what the kernel costs without the offset loop's exchanges.
      if (cu2cl_then4)
        for (int k = 0; k < w_l; k++)
          w_i_u += warpTotals[k];
      barrier(CLK_LOCAL_MEM_FENCE); // every total read before any is overwritten
'''

COUNTS = '''{
  // PROTOTYPE (CPU-ideal lowering; NOT what cu2cl emits): __syncthreads_count as one flag per
  // work-item in local memory, summed by work-item 0 after one barrier.
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_BlockCounts = (__global int *)((__global uchar *)d_BlockCounts + d_BlockCounts_cu2cl_offset);
  __local uint *flags = (__local uint *)cu2cl_scratch;
  uint lid = get_local_id(0), wg = get_local_size(0);
  int idx = lid + get_group_id(0) * wg;
  flags[lid] = idx < length_ && IsPositive_call(d_input[idx]);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    uint c = 0;
    for (uint i = 0; i < wg; i++)
      c += flags[i];
    d_BlockCounts[get_group_id(0)] = c;
  }
}'''

COMPACT = '''{
  // PROTOTYPE (CPU-ideal lowering; NOT what cu2cl emits): the block's exclusive prefix count
  // of the predicate, which compactK's ballots, popc and offset loop compute, as one flag per
  // work-item in local memory scanned by work-item 0 between two barriers.
  d_input = (__global const int *)((__global const uchar *)d_input + d_input_cu2cl_offset);
  d_output = (__global int *)((__global uchar *)d_output + d_output_cu2cl_offset);
  d_BlocksOffset =
      (__global const int *)((__global const uchar *)d_BlocksOffset + d_BlocksOffset_cu2cl_offset);
  __local uint *flags = (__local uint *)cu2cl_scratch;
  uint lid = get_local_id(0), wg = get_local_size(0);
  int idx = lid + get_group_id(0) * wg;
  int pred = idx < length_ && IsPositive_call(d_input[idx]);
  flags[lid] = pred;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (lid == 0) {
    uint s = 0;
    for (uint i = 0; i < wg; i++) {
      uint f = flags[i];
      flags[i] = s;
      s += f;
    }
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (pred)
    d_output[flags[lid] + d_BlocksOffset[get_group_id(0)]] = d_input[idx];
}'''

HEADER = '''// PROTOTYPE, not a translation: written by bench/kernels/prototypes/make.py from
// .device/bench/nonuniform_reduction_bench.cl, %s
// (marked PROTOTYPE below). bench/kernels/prototypes/run.sh measures it; see
// bench/kernels/prototypes/README.md and docs/performance.md.
'''


def replace_body(src, kernel, body):
    """src with the body of __kernel `kernel` (from its '{' to the matching '}') replaced."""
    at = src.find(kernel + "(")
    if at < 0:
        raise ValueError("no kernel " + kernel)
    start = src.index("{", at)
    depth = 0
    for j in range(start, len(src)):
        if src[j] == "{":
            depth += 1
        elif src[j] == "}":
            depth -= 1
            if depth == 0:
                return src[:start] + body + src[j + 1:]
    raise ValueError("unbalanced braces in " + kernel)


def main():
    if not os.path.exists(SOURCE):
        print("make.py: %s is missing: run bench/kernels/translate.sh first" % SOURCE)
        return 1
    src = open(SOURCE).read()
    if src.count(LOOP) != 1:
        print("make.py: compactK's offset loop in %s is not the one the prototypes replace "
              "(the translator changed): update bench/kernels/prototypes/make.py" % SOURCE)
        return 1
    variants = {
        "prefix_loop": ("its offset loop's ballots replaced by a prefix sum",
                        src.replace(LOOP, PREFIX_LOOP)),
        "cpu_ideal": ("computeBlockCounts and compactK written for a CPU device",
                      replace_body(replace_body(src, "computeBlockCounts_int_IsPositive", COUNTS),
                                   "compactK_int_IsPositive", COMPACT)),
    }
    os.makedirs(OUT, exist_ok=True)
    for name, (what, text) in variants.items():
        path = os.path.join(OUT, "nonuniform_reduction_bench.%s.cl" % name)
        with open(path, "w") as f:
            f.write(HEADER % what + text)
        print("wrote %s" % os.path.relpath(path, os.getcwd()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
