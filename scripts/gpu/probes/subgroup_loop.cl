// Probes for the PoCL 5.0 sub-group result of uniform_rewrite's varyingTripCount (every lane
// got 48, as if every lane had lane = 31). Each kernel writes lane * 1000 + r per work-item;
// run with blocks of 32. Expected r: k_fixed 96; the others (lane / 8 iterations, lanes
// >= 8 (i + 1) voting) 0, 24, 40, 48 for lanes 0-7, 8-15, 16-23, 24-31.
#include <cu2cl/device.h>

// Lane computed before a loop of fixed trip count that holds a ballot.
CU2CL_KERNEL_ATTRS __kernel void k_fixed(__global long *out, __local ulong *cu2cl_scratch) {
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  for (int i = 0; i < 3; ++i)
    r += popcount(cu2cl_ballot_sync(0xffffffffu, 1, true, cu2cl_scratch));
  out[get_local_id(0)] = lane * 1000 + r;
}

// What cu2cl emits for varyingTripCount, with lane written out too.
CU2CL_KERNEL_ATTRS __kernel void k_translated(__global long *out, __local ulong *cu2cl_scratch) {
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  bool loop = true;
  int i = 0;
  for (;;) {
    if (loop)
      loop = i < (int)lane / 8;
    if (!cu2cl_syncthreads_or(loop, true, cu2cl_scratch))
      break;
    bool it = loop;
    uint mask = 0xffffffffu << (8 * (i + 1));
    uint b = cu2cl_ballot_sync(mask, 1, it, cu2cl_scratch);
    if (it)
      r += popcount(b);
    if (loop)
      ++i;
  }
  out[get_local_id(0)] = lane * 1000 + r;
}

// The same with the local-memory ballot instead of sub_group_ballot.
CU2CL_KERNEL_ATTRS __kernel void k_emu_ballot(__global long *out, __local ulong *cu2cl_scratch) {
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  bool loop = true;
  int i = 0;
  for (;;) {
    if (loop)
      loop = i < (int)lane / 8;
    if (!cu2cl_syncthreads_or(loop, true, cu2cl_scratch))
      break;
    bool it = loop;
    uint mask = 0xffffffffu << (8 * (i + 1));
    uint b = cu2cl__emu_ballot2(it, false, cu2cl_scratch).x & mask;
    if (it)
      r += popcount(b);
    if (loop)
      ++i;
  }
  out[get_local_id(0)] = lane * 1000 + r;
}

// The same with sub_group_ballot but no block reduction: the trip count is fixed at 3.
CU2CL_KERNEL_ATTRS __kernel void k_no_block_or(__global long *out, __local ulong *cu2cl_scratch) {
  uint lane = (uint)get_local_id(0) & 31;
  int r = 0;
  int i = 0;
  for (int k = 0; k < 3; ++k) {
    bool it = i < (int)lane / 8;
    uint mask = 0xffffffffu << (8 * (i + 1));
    uint b = cu2cl_ballot_sync(mask, 1, it, cu2cl_scratch);
    if (it) {
      r += popcount(b);
      ++i;
    }
  }
  out[get_local_id(0)] = lane * 1000 + r;
}
