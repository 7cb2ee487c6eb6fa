/* OpenCL C port of shared/reference/groundtruth/cuda_groundtruth.cu on the cu2cl device library,
 * written the way the translator emits code: every warp/block primitive is reached by every
 * work-item, with `act` saying whether the CUDA thread executes the call, and the scratch
 * buffer as an extra __local argument. Its output must equal cuda-groundtruth-h100.txt.
 * `nthreads` is CUDA's block size: on the sub-group backend the host pads the work-group to a
 * multiple of 32 and the padding lanes are not active (they behave as missing lanes). */
#define CONST __constant
#include "../data/cases.h"

#include <cu2cl/device.h>

CU2CL_KERNEL_ATTRS __kernel void shfl_table(__global int *out, __local ulong *scratch) {
  uint lane = cu2cl_lane_id();
  for (int c = 0; c < NCASE; ++c) {
    int mode, width, arg;
    CASE_DECODE(c, mode, width, arg);
    int v = (int)lane, r;
    /* mode depends only on c: the branches are uniform, so the calls may stay inside them */
    if (mode == 0)
      r = cu2cl_shfl_sync_i32(0xffffffffu, v, arg, width, true, scratch);
    else if (mode == 1)
      r = cu2cl_shfl_up_sync_i32(0xffffffffu, v, (uint)arg, width, true, scratch);
    else if (mode == 2)
      r = cu2cl_shfl_down_sync_i32(0xffffffffu, v, (uint)arg, width, true, scratch);
    else
      r = cu2cl_shfl_xor_sync_i32(0xffffffffu, v, arg, width, true, scratch);
    out[c * 32 + lane] = r;
  }
}

CU2CL_KERNEL_ATTRS __kernel void partial(__global int *out, uint nthreads, __local ulong *scratch) {
  uint t = cu2cl_linear_local_id(), lane = t & 31u;
  bool live = t < nthreads;
  int r0 = (int)cu2cl_ballot_sync(0xffffffffu, 1, live, scratch);
  int r1 = (int)cu2cl_activemask(live, scratch);
  int r2 = cu2cl_all_sync(0xffffffffu, 1, live, scratch);
  int r3 = (int)cu2cl_reduce_add_sync_u32(0xffffffffu, 1u, live, scratch);
  int r4 = cu2cl_reduce_min_sync_i32(0xffffffffu, (int)lane - 7, live, scratch);
  int r5 = (int)cu2cl_match_any_sync_u64(0xffffffffu, (ulong)(lane / 4), live, scratch);
  int b = -1;
  /* if (lane < 16) b = __ballot_sync(0x0000ffff, lane & 1); */
  bool in_if = live && lane < 16u;
  uint bal = cu2cl_ballot_sync(0x0000ffffu, (int)(lane & 1u), in_if, scratch);
  if (in_if)
    b = (int)bal;
  double d = cu2cl_shfl_sync_f64(0xffffffffu, (double)lane + 0.25, 3, 32, live, scratch);
  if (live) {
    out[t * 8 + 0] = r0;
    out[t * 8 + 1] = r1;
    out[t * 8 + 2] = r2;
    out[t * 8 + 3] = r3;
    out[t * 8 + 4] = r4;
    out[t * 8 + 5] = r5;
    out[t * 8 + 6] = b;
    out[t * 8 + 7] = (int)(d * 4.0);
  }
}

CU2CL_KERNEL_ATTRS __kernel void sync_count(__global int *out, uint nthreads,
                                            __local ulong *scratch) {
  uint t = cu2cl_linear_local_id();
  bool act = t < nthreads;
  /* if (t >= 40) return;  becomes an "exited" flag */
  if (t >= 40u)
    act = false;
  int c = cu2cl_syncthreads_count((int)(t & 1u), act, scratch);
  int a = cu2cl_syncthreads_and(t < 100u, act, scratch);
  int o = cu2cl_syncthreads_or(t == 39u, act, scratch);
  if (act) {
    out[t * 3 + 0] = c;
    out[t * 3 + 1] = a;
    out[t * 3 + 2] = o;
  }
}

CU2CL_KERNEL_ATTRS __kernel void bits(__global int *out) {
  out[0] = cu2cl_ffs(0);
  out[1] = cu2cl_ffs((int)0x80000000u);
  out[2] = cu2cl_clz(0);
  out[3] = cu2cl_clz(1);
  out[4] = cu2cl_popc(0xffffffffu);
  out[5] = (int)cu2cl_brev(1u);
  out[6] = cu2cl_ffsll(0x100000000l);
  out[7] = cu2cl_clzll(0);
  out[8] = cu2cl_popcll(~0ul);
  out[9] = (int)(cu2cl_brevll(1ul) >> 32);
  __local uint s[3];
  s[0] = 5;
  s[1] = 0;
  s[2] = 9;
  out[10] = (int)cu2cl_atomic_inc_local(&s[0], 5);
  out[11] = (int)s[0];
  out[12] = (int)cu2cl_atomic_dec_local(&s[1], 7);
  out[13] = (int)s[1];
  cu2cl_atomic_dec_local(&s[2], 7);
  out[14] = (int)s[2];
}

CU2CL_KERNEL_ATTRS __kernel void tile_test(__global int *out, __local ulong *scratch) {
  /* thread_block_tile<8>: ballot(lane & 1) with tile-relative bits */
  uint lane = cu2cl_lane_id();
  out[cu2cl_linear_local_id()] = (int)cu2cl_tile_ballot(8u, (int)(lane & 1u), true, scratch);
}
