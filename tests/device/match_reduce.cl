/* Match and reduce. Case k of item i: v32 = v32s[k*n+i], v64 = v64s[k*n+i], mask[k*n+i],
 * act = bit k of actbits[i]. out[(k*n+i)*27 + j]:
 *   j 0..5    match_any  i32 u32 i64 u64 f32 f64
 *   j 6..17   match_all  (result, pred) for i32 u32 i64 u64 f32 f64
 *   j 18..26  reduce add_i32 add_u32 min_i32 min_u32 max_i32 max_u32 and or xor */
#include <cu2cl/device.h>

#define NOUT 27

CU2CL_KERNEL_ATTRS __kernel void match_reduce(__global const uint *v32s, __global const ulong *v64s,
                                              __global const uint *mask,
                                              __global const uint *actbits, uint ncase,
                                              __global uint *out, __local ulong *scratch) {
  uint wg = cu2cl_block_size();
  uint i = (uint)get_group_id(0) * wg + cu2cl_linear_local_id();
  uint n = wg * (uint)get_num_groups(0);
  for (uint k = 0; k < ncase; ++k) {
    bool act = (actbits[i] >> k) & 1u;
    uint m = mask[k * n + i];
    uint a = v32s[k * n + i];
    ulong b = v64s[k * n + i];
    __global uint *o = out + (k * n + i) * NOUT;
    o[0] = cu2cl_match_any_sync_i32(m, (int)a, act, scratch);
    o[1] = cu2cl_match_any_sync_u32(m, a, act, scratch);
    o[2] = cu2cl_match_any_sync_i64(m, (long)b, act, scratch);
    o[3] = cu2cl_match_any_sync_u64(m, b, act, scratch);
    o[4] = cu2cl_match_any_sync_f32(m, as_float(a), act, scratch);
#ifdef cl_khr_fp64
    o[5] = cu2cl_match_any_sync_f64(m, as_double(b), act, scratch);
#endif
    int p = -1;
    o[6] = cu2cl_match_all_sync_i32(m, (int)a, &p, act, scratch);
    o[7] = (uint)p;
    o[8] = cu2cl_match_all_sync_u32(m, a, &p, act, scratch);
    o[9] = (uint)p;
    o[10] = cu2cl_match_all_sync_i64(m, (long)b, &p, act, scratch);
    o[11] = (uint)p;
    o[12] = cu2cl_match_all_sync_u64(m, b, &p, act, scratch);
    o[13] = (uint)p;
    o[14] = cu2cl_match_all_sync_f32(m, as_float(a), &p, act, scratch);
    o[15] = (uint)p;
#ifdef cl_khr_fp64
    o[16] = cu2cl_match_all_sync_f64(m, as_double(b), &p, act, scratch);
    o[17] = (uint)p;
#endif
    o[18] = (uint)cu2cl_reduce_add_sync_i32(m, (int)a, act, scratch);
    o[19] = cu2cl_reduce_add_sync_u32(m, a, act, scratch);
    o[20] = (uint)cu2cl_reduce_min_sync_i32(m, (int)a, act, scratch);
    o[21] = cu2cl_reduce_min_sync_u32(m, a, act, scratch);
    o[22] = (uint)cu2cl_reduce_max_sync_i32(m, (int)a, act, scratch);
    o[23] = cu2cl_reduce_max_sync_u32(m, a, act, scratch);
    o[24] = cu2cl_reduce_and_sync_u32(m, a, act, scratch);
    o[25] = cu2cl_reduce_or_sync_u32(m, a, act, scratch);
    o[26] = cu2cl_reduce_xor_sync_u32(m, a, act, scratch);
  }
}
