/* Block synchronisation: __syncthreads_count/and/or over lanes that execute (act), plus the
 * memory ordering of __syncthreads_count and __syncwarp (a value written before the call by
 * a neighbour must be visible after it). out[(k*n+i)*5 + 0..4] = count, and, or, the block
 * neighbour's value seen after syncthreads_count, the warp neighbour's seen after syncwarp. */
#include <cu2cl/device.h>

CU2CL_KERNEL_ATTRS __kernel void block_sync(__global const int *pred, __global const uint *actbits,
                                            uint ncase, __global int *out, __local int *buf,
                                            __local ulong *scratch) {
  uint wg = cu2cl_block_size(), t = cu2cl_linear_local_id();
  uint i = (uint)get_group_id(0) * wg + t;
  uint n = wg * (uint)get_num_groups(0);
  uint lanes = cu2cl_warp_lanes(), lane = cu2cl_lane_id();
  for (uint k = 0; k < ncase; ++k) {
    bool act = (actbits[i] >> k) & 1u;
    int p = pred[k * n + i];
    buf[t] = (int)(k * 7919u + i);
    int c = cu2cl_syncthreads_count(p, act, scratch);
    int seen = buf[(t + 1u) % wg];
    int a = cu2cl_syncthreads_and(p, act, scratch);
    int o = cu2cl_syncthreads_or(p, act, scratch);
    buf[t] = ~(int)(k * 7919u + i);
    cu2cl_syncwarp(0xffffffffu, act, scratch);
    int seenWarp = buf[t - lane + (lane + 1u) % lanes];
    cu2cl_syncthreads(act, scratch); /* the next case overwrites buf */
    __global int *r = out + (k * n + i) * 5;
    r[0] = c;
    r[1] = a;
    r[2] = o;
    r[3] = seen;
    r[4] = seenWarp;
  }
}
