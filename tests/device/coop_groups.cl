/* Cooperative groups: thread_block_tile<N> for N = tiles[k] and coalesced_threads() in case k;
 * act = bit k of actbits[i]. out[(k*n+i)*NOUT + j]:
 *   0 tile mask  1 thread_rank  2 meta_group_rank  3 meta_group_size  4 ballot  5 any  6 all
 *   7 shfl_i32(v, srcRank)  8 shfl_up_u32(v, delta)  9 shfl_down_i32  10 shfl_xor_u32
 *   11/12 shfl_f64(v64, srcRank) low/high word
 *   13 coalesced mask  14 rank  15 size  16 ballot  17 any  18 all  19 shfl_i32(v, srcRank)
 *   20 shfl_up_i32(v, delta)  21 shfl_down_i32(v, delta)  22/23 shfl_down_u64 low/high */
#include <cu2cl/device.h>

#define NOUT 24

CU2CL_KERNEL_ATTRS __kernel void
coop_groups(__global const uint *tiles, __global const uint *actbits, __global const int *pred,
            __global const uint *v32, __global const ulong *v64, __global const int *rank,
            __global const uint *delta, uint ncase, __global uint *out, __local ulong *scratch) {
  uint wg = cu2cl_block_size();
  uint i = (uint)get_group_id(0) * wg + cu2cl_linear_local_id();
  uint n = wg * (uint)get_num_groups(0);
  for (uint k = 0; k < ncase; ++k) {
    uint N = tiles[k];
    bool act = (actbits[i] >> k) & 1u;
    int p = pred[k * n + i];
    uint v = v32[k * n + i];
    ulong w = v64[k * n + i];
    int r = rank[k * n + i];
    uint d = delta[k * n + i];
    __global uint *o = out + (k * n + i) * NOUT;
    o[0] = cu2cl_tile_mask(N);
    o[1] = cu2cl_tile_thread_rank(N);
    o[2] = cu2cl_tile_meta_group_rank(N);
    o[3] = cu2cl_tile_meta_group_size(N);
    o[4] = cu2cl_tile_ballot(N, p, act, scratch);
    o[5] = (uint)cu2cl_tile_any(N, p, act, scratch);
    o[6] = (uint)cu2cl_tile_all(N, p, act, scratch);
    cu2cl_tile_sync(N, act, scratch);
    o[7] = (uint)cu2cl_tile_shfl_i32(N, (int)v, r, act, scratch);
    o[8] = cu2cl_tile_shfl_up_u32(N, v, d, act, scratch);
    o[9] = (uint)cu2cl_tile_shfl_down_i32(N, (int)v, d, act, scratch);
    o[10] = cu2cl_tile_shfl_xor_u32(N, v, d, act, scratch);
#ifdef cl_khr_fp64
    ulong x = as_ulong(cu2cl_tile_shfl_f64(N, as_double(w), r, act, scratch));
#else
    ulong x = cu2cl_tile_shfl_u64(N, w, r, act, scratch);
#endif
    o[11] = (uint)x;
    o[12] = (uint)(x >> 32);

    uint cm = cu2cl_coalesced_threads(act, scratch);
    o[13] = cm;
    o[14] = cu2cl_coalesced_thread_rank(cm);
    o[15] = cu2cl_coalesced_size(cm);
    o[16] = cu2cl_coalesced_ballot(cm, p, act, scratch);
    o[17] = (uint)cu2cl_coalesced_any(cm, p, act, scratch);
    o[18] = (uint)cu2cl_coalesced_all(cm, p, act, scratch);
    cu2cl_coalesced_sync(cm, act, scratch);
    o[19] = (uint)cu2cl_coalesced_shfl_i32(cm, (int)v, r, act, scratch);
    o[20] = (uint)cu2cl_coalesced_shfl_up_i32(cm, (int)v, d, act, scratch);
    o[21] = (uint)cu2cl_coalesced_shfl_down_i32(cm, (int)v, d, act, scratch);
    ulong y = cu2cl_coalesced_shfl_down_u64(cm, w, d, act, scratch);
    o[22] = (uint)y;
    o[23] = (uint)(y >> 32);
  }
}
