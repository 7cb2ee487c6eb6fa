/* Shuffles: case c = (mode, width, arg) from `cases`, applied to six types back to back (so a
 * shuffle that reads a slot before its neighbour has finished the previous one shows up).
 * Item i's inputs are salted per case; out[(c*n+i)*6 + t] holds the result's bit pattern for
 * type t = i32, u32, i64, u64, f32, f64. act = bit (c % 32) of actbits[i]. */
#include <cu2cl/device.h>

CU2CL_KERNEL_ATTRS __kernel void shuffle_cases(__global const int4 *cases, uint ncase,
                                               __global const ulong *v64, __global const uint *v32,
                                               __global const uint *actbits, __global ulong *out,
                                               __local ulong *scratch) {
  uint wg = cu2cl_block_size();
  uint i = (uint)get_group_id(0) * wg + cu2cl_linear_local_id();
  uint n = wg * (uint)get_num_groups(0);
  for (uint c = 0; c < ncase; ++c) {
    int4 cs = cases[c];
    int mode = cs.x, width = cs.y, arg = cs.z;
    bool act = (actbits[i] >> (c & 31u)) & 1u;
    uint salt = c * 0x9e3779b9u;
    ulong salt64 = ((ulong)salt << 32) | (ulong)(salt ^ 0x5555u);
    int a = (int)(v32[i] ^ salt);
    uint b = v32[i] ^ ~salt;
    long d = (long)(v64[i] ^ salt64);
    ulong e = v64[i] ^ ~salt64;
    float f = as_float(v32[i] ^ (salt & 0x80000000u)); /* sign flips keep NaNs NaNs */
#ifdef cl_khr_fp64
    double g = as_double(v64[i] ^ (salt64 & 0x8000000000000000ul));
#endif
    int ra;
    uint rb;
    long rd;
    ulong re;
    float rf;
    double rg = 0.0;
    uint m = 0xffffffffu;
    if (mode == 0) {
      ra = cu2cl_shfl_sync_i32(m, a, arg, width, act, scratch);
      rb = cu2cl_shfl_sync_u32(m, b, arg, width, act, scratch);
      rd = cu2cl_shfl_sync_i64(m, d, arg, width, act, scratch);
      re = cu2cl_shfl_sync_u64(m, e, arg, width, act, scratch);
      rf = cu2cl_shfl_sync_f32(m, f, arg, width, act, scratch);
#ifdef cl_khr_fp64
      rg = cu2cl_shfl_sync_f64(m, g, arg, width, act, scratch);
#endif
    } else if (mode == 1) {
      ra = cu2cl_shfl_up_sync_i32(m, a, (uint)arg, width, act, scratch);
      rb = cu2cl_shfl_up_sync_u32(m, b, (uint)arg, width, act, scratch);
      rd = cu2cl_shfl_up_sync_i64(m, d, (uint)arg, width, act, scratch);
      re = cu2cl_shfl_up_sync_u64(m, e, (uint)arg, width, act, scratch);
      rf = cu2cl_shfl_up_sync_f32(m, f, (uint)arg, width, act, scratch);
#ifdef cl_khr_fp64
      rg = cu2cl_shfl_up_sync_f64(m, g, (uint)arg, width, act, scratch);
#endif
    } else if (mode == 2) {
      ra = cu2cl_shfl_down_sync_i32(m, a, (uint)arg, width, act, scratch);
      rb = cu2cl_shfl_down_sync_u32(m, b, (uint)arg, width, act, scratch);
      rd = cu2cl_shfl_down_sync_i64(m, d, (uint)arg, width, act, scratch);
      re = cu2cl_shfl_down_sync_u64(m, e, (uint)arg, width, act, scratch);
      rf = cu2cl_shfl_down_sync_f32(m, f, (uint)arg, width, act, scratch);
#ifdef cl_khr_fp64
      rg = cu2cl_shfl_down_sync_f64(m, g, (uint)arg, width, act, scratch);
#endif
    } else {
      ra = cu2cl_shfl_xor_sync_i32(m, a, arg, width, act, scratch);
      rb = cu2cl_shfl_xor_sync_u32(m, b, arg, width, act, scratch);
      rd = cu2cl_shfl_xor_sync_i64(m, d, arg, width, act, scratch);
      re = cu2cl_shfl_xor_sync_u64(m, e, arg, width, act, scratch);
      rf = cu2cl_shfl_xor_sync_f32(m, f, arg, width, act, scratch);
#ifdef cl_khr_fp64
      rg = cu2cl_shfl_xor_sync_f64(m, g, arg, width, act, scratch);
#endif
    }
    __global ulong *o = out + ((ulong)c * n + i) * 6;
    o[0] = (ulong)(uint)ra;
    o[1] = (ulong)rb;
    o[2] = (ulong)rd;
    o[3] = re;
    o[4] = (ulong)as_uint(rf);
#ifdef cl_khr_fp64
    o[5] = as_ulong(rg);
#else
    o[5] = 0;
#endif
  }
}
