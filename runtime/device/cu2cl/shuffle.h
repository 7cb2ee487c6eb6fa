/* cu2cl device library: warp shuffles.
 *
 *   T cu2cl_shfl_sync_T     (uint mask, T v, int  srcLane,  int width, bool act, __local ulong* s)
 *   T cu2cl_shfl_up_sync_T  (uint mask, T v, uint delta,    int width, bool act, __local ulong* s)
 *   T cu2cl_shfl_down_sync_T(uint mask, T v, uint delta,    int width, bool act, __local ulong* s)
 *   T cu2cl_shfl_xor_sync_T (uint mask, T v, int  laneMask, int width, bool act, __local ulong* s)
 * for T = i32 (int), u32 (uint), i64 (long), u64 (ulong), f32 (float), f64 (double, if the
 * device has cl_khr_fp64). width is CUDA's width argument (pass 32 where the CUDA call omits it).
 * Values move as bit patterns (-0.0 and NaN payloads are preserved); 64-bit values move in
 * one exchange.
 *
 * Source lane: the PTX shfl.sync formula (warp-semantics.md §2), which is what the hardware
 * does, edge cases included: c = ((32-width)<<8) | (up ? 0 : 31), segmask = c[12:8],
 * b = arg & 31 (CUDA masks delta/laneMask to 5 bits: up by 33 acts as up by 1),
 * maxLane = (lane & segmask) | (c[4:0] & ~segmask), minLane = lane & segmask;
 *   idx:  j = minLane | (b & ~segmask)   (srcLane mod width, negative srcLane included)
 *   up:   j = lane - b,  valid iff j >= maxLane
 *   down: j = lane + b,  valid iff j <= maxLane
 *   xor:  j = lane ^ b,  valid iff j <= maxLane (an earlier segment is read, a later is not)
 * an invalid j keeps the lane's own value. Reading a lane that does not execute the call (act
 * is false) is undefined in CUDA; an H100/H200 gives 0 (measured: executed/
 * shuffle_inactive_source.cu), and so does this: a lane that does not execute the call offers
 * 0 (programs such as cuda-samples' reduction sum over such lanes and rely on it); so does a
 * lane missing from a tail warp, as on the GPU.
 */
#ifndef CU2CL_DEVICE_SHUFFLE_H
#define CU2CL_DEVICE_SHUFFLE_H

#define CU2CL__SHFL_IDX 0u
#define CU2CL__SHFL_UP 1u
#define CU2CL__SHFL_DOWN 2u
#define CU2CL__SHFL_BFLY 3u

/* The c operand of shfl.sync for a CUDA width (sm_30_intrinsics.hpp). */
CU2CL_INLINE uint cu2cl__shfl_c(uint mode, int width) {
  return ((uint)(32 - width) << 8) | (mode == CU2CL__SHFL_UP ? 0u : 31u);
}

/* Source lane (0..31) of `lane` for a shuffle; `lane` itself when the source is invalid. */
CU2CL_INLINE uint cu2cl__shfl_src_lane(uint mode, uint lane, uint b, int width) {
  uint c = cu2cl__shfl_c(mode, width);
  uint segmask = (c >> 8) & 31u;
  uint cval = c & 31u;
  uint bval = b & 31u;
  int maxLane = (int)((lane & segmask) | (cval & ~segmask));
  int minLane = (int)(lane & segmask);
  int j;
  bool ok;
  if (mode == CU2CL__SHFL_IDX) {
    j = minLane | (int)(bval & ~segmask);
    ok = j <= maxLane;
  } else if (mode == CU2CL__SHFL_UP) {
    j = (int)lane - (int)bval;
    ok = j >= maxLane;
  } else if (mode == CU2CL__SHFL_DOWN) {
    j = (int)lane + (int)bval;
    ok = j <= maxLane;
  } else {
    j = (int)(lane ^ bval);
    ok = j <= maxLane;
  }
  return ok ? (uint)j : lane;
}

/* Core operations on 32- and 64-bit patterns, one per backend. */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
/* UNTESTED here. shfl.sync.{idx,up,down,bfly}.b32 (§5); the hardware applies the formula
 * above. Every lane of the warp executes it with the mask of existing lanes (see vote.h). */
CU2CL_INLINE uint cu2cl__shfl_b32(uint mode, uint v, uint b, int width, __local ulong *scratch) {
  uint r, c = cu2cl__shfl_c(mode, width), m = cu2cl_warp_exist_mask();
  if (mode == CU2CL__SHFL_IDX)
    __asm__ volatile("shfl.sync.idx.b32 %0, %1, %2, %3, %4;"
                     : "=r"(r)
                     : "r"(v), "r"(b), "r"(c), "r"(m));
  else if (mode == CU2CL__SHFL_UP)
    __asm__ volatile("shfl.sync.up.b32 %0, %1, %2, %3, %4;"
                     : "=r"(r)
                     : "r"(v), "r"(b), "r"(c), "r"(m));
  else if (mode == CU2CL__SHFL_DOWN)
    __asm__ volatile("shfl.sync.down.b32 %0, %1, %2, %3, %4;"
                     : "=r"(r)
                     : "r"(v), "r"(b), "r"(c), "r"(m));
  else
    __asm__ volatile("shfl.sync.bfly.b32 %0, %1, %2, %3, %4;"
                     : "=r"(r)
                     : "r"(v), "r"(b), "r"(c), "r"(m));
  return r;
}
CU2CL_INLINE ulong cu2cl__shfl_b64(uint mode, ulong v, uint b, int width, __local ulong *scratch) {
  uint2 h = as_uint2(v);
  h.x = cu2cl__shfl_b32(mode, h.x, b, width, scratch);
  h.y = cu2cl__shfl_b32(mode, h.y, b, width, scratch);
  return as_ulong(h);
}
#elif CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
/* UNTESTED here. sub_group_shuffle with an absolute, always in-range source lane: KHR
 * shuffle_up/down/xor are undefined out of range and have the wrong edge semantics. */
CU2CL_INLINE uint cu2cl__shfl_b32(uint mode, uint v, uint b, int width, __local ulong *scratch) {
  return sub_group_shuffle(v, cu2cl__shfl_src_lane(mode, cu2cl_lane_id(), b, width));
}
CU2CL_INLINE ulong cu2cl__shfl_b64(uint mode, ulong v, uint b, int width, __local ulong *scratch) {
  return sub_group_shuffle(v, cu2cl__shfl_src_lane(mode, cu2cl_lane_id(), b, width));
}
#else
CU2CL_INLINE ulong cu2cl__shfl_b64(uint mode, ulong v, uint b, int width, __local ulong *scratch) {
  uint j = cu2cl__shfl_src_lane(mode, cu2cl_lane_id(), b, width);
  cu2cl__publish(scratch, v);
  return j < cu2cl_warp_lanes() ? cu2cl__peek(scratch, j) : 0ul;
}
CU2CL_INLINE uint cu2cl__shfl_b32(uint mode, uint v, uint b, int width, __local ulong *scratch) {
  return (uint)cu2cl__shfl_b64(mode, (ulong)v, b, width, scratch);
}
#endif

/* Typed entry points: NAME = public name part, T = OpenCL type, ARG = type of the third
 * argument, MODE, CORE = _b32/_b64, TO/FROM = bit-pattern conversions. */
#define CU2CL__SHFL_FN(NAME, SFX, T, ARG, MODE, CORE, TO, FROM)                                    \
  CU2CL_INLINE T cu2cl_##NAME##_sync_##SFX(uint mask, T v, ARG a, int width, bool act,             \
                                           __local ulong *scratch) {                               \
    return FROM(cu2cl__shfl_##CORE(MODE, act ? TO(v) : 0u, (uint)a, width, scratch));              \
  }
#define CU2CL__SHFL_TYPE(SFX, T, CORE, TO, FROM)                                                   \
  CU2CL__SHFL_FN(shfl, SFX, T, int, CU2CL__SHFL_IDX, CORE, TO, FROM)                               \
  CU2CL__SHFL_FN(shfl_up, SFX, T, uint, CU2CL__SHFL_UP, CORE, TO, FROM)                            \
  CU2CL__SHFL_FN(shfl_down, SFX, T, uint, CU2CL__SHFL_DOWN, CORE, TO, FROM)                        \
  CU2CL__SHFL_FN(shfl_xor, SFX, T, int, CU2CL__SHFL_BFLY, CORE, TO, FROM)

#define CU2CL__AS_U32(x) ((uint)(x))
#define CU2CL__AS_U64(x) ((ulong)(x))
CU2CL__SHFL_TYPE(i32, int, b32, CU2CL__AS_U32, (int))
CU2CL__SHFL_TYPE(u32, uint, b32, CU2CL__AS_U32, (uint))
CU2CL__SHFL_TYPE(i64, long, b64, CU2CL__AS_U64, (long))
CU2CL__SHFL_TYPE(u64, ulong, b64, CU2CL__AS_U64, (ulong))
CU2CL__SHFL_TYPE(f32, float, b32, as_uint, as_float)
#ifdef cl_khr_fp64
CU2CL__SHFL_TYPE(f64, double, b64, as_ulong, as_double)
#endif

#endif
