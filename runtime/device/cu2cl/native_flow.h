/* cu2cl device library: CUDA's own control flow on the nvidia backend.
 *
 *   uint cu2cl_nv_ballot_sync(uint mask, int pred)                   __ballot_sync
 *   int  cu2cl_nv_any_sync / _all_sync / _uni_sync(uint mask, int pred)  __any/all/uni_sync
 *   uint cu2cl_nv_activemask(void)                                    __activemask
 *   T    cu2cl_nv_shfl_sync_T     (uint mask, T v, int  srcLane,  int width)  __shfl_sync
 *   T    cu2cl_nv_shfl_up_sync_T  (uint mask, T v, uint delta,    int width)  __shfl_up_sync
 *   T    cu2cl_nv_shfl_down_sync_T(uint mask, T v, uint delta,    int width)  __shfl_down_sync
 *   T    cu2cl_nv_shfl_xor_sync_T (uint mask, T v, int  laneMask, int width)  __shfl_xor_sync
 *   void cu2cl_nv_syncwarp(uint mask)                                 __syncwarp
 *   int  cu2cl_nv_syncthreads_count / _and / _or(int pred)            __syncthreads_count/and/or
 * for T = i32 u32 i64 u64 f32 (f64 with cl_khr_fp64).
 *
 * The translator prints a kernel whose warp or block primitives sit under divergent control
 * flow twice: in the work-group-uniform form every backend can run (every work-item reaches
 * every primitive, act says whether it takes part), and, for #if CU2CL_NATIVE_FLOW, with the
 * CUDA program's own control flow and these functions. They are the PTX instructions nvcc
 * emits for the CUDA intrinsics (sm_30_intrinsics.hpp, sm_20_intrinsics.hpp), with the CUDA
 * program's mask, executed by the lanes that execute the CUDA call: the kernel runs on an
 * NVIDIA GPU as the CUDA program does, divergence, exited threads and the mask included
 * (warp-semantics.md). Unlike the rest of the library, they must NOT be called in uniform
 * control flow by lanes that CUDA would not run there. The uniform form costs the count and
 * compaction kernels 3-10 % on an H200 (docs/performance.md, "GPU gap").
 *
 * CU2CL_NATIVE_FLOW is 1 on the nvidia backend unless the build options define it (0 selects
 * the uniform form there too, for comparisons).
 */
#ifndef CU2CL_DEVICE_NATIVE_FLOW_H
#define CU2CL_DEVICE_NATIVE_FLOW_H

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA && CU2CL_NATIVE_FLOW

CU2CL_INLINE uint cu2cl_nv_ballot_sync(uint mask, int pred) {
  uint r;
  __asm__ volatile("{ .reg .pred P; setp.ne.s32 P, %1, 0; vote.sync.ballot.b32 %0, P, %2; }"
                   : "=r"(r)
                   : "r"(pred), "r"(mask));
  return r;
}

#define CU2CL__NV_VOTE(NAME, MODE)                                                                 \
  CU2CL_INLINE int cu2cl_nv_##NAME##_sync(uint mask, int pred) {                                   \
    int r;                                                                                         \
    __asm__ volatile("{ .reg .pred P, Q; setp.ne.s32 P, %1, 0; vote.sync." MODE                    \
                     ".pred Q, P, %2; selp.s32 %0, 1, 0, Q; }"                                     \
                     : "=r"(r)                                                                     \
                     : "r"(pred), "r"(mask));                                                      \
    return r;                                                                                      \
  }
CU2CL__NV_VOTE(any, "any")
CU2CL__NV_VOTE(all, "all")
CU2CL__NV_VOTE(uni, "uni")

CU2CL_INLINE uint cu2cl_nv_activemask(void) {
  uint r;
  __asm__ volatile("activemask.b32 %0;" : "=r"(r));
  return r;
}

/* shfl.sync with CUDA's c operand for the width (cu2cl__shfl_c, shuffle.h). */
#define CU2CL__NV_SHFL_B32(NAME, MODE, MODE_ID)                                                    \
  CU2CL_INLINE uint cu2cl__nv_##NAME##_b32(uint mask, uint v, uint b, int width) {                 \
    uint r, c = cu2cl__shfl_c(MODE_ID, width);                                                     \
    __asm__ volatile("shfl.sync." MODE ".b32 %0, %1, %2, %3, %4;"                                  \
                     : "=r"(r)                                                                     \
                     : "r"(v), "r"(b), "r"(c), "r"(mask));                                         \
    return r;                                                                                      \
  }                                                                                                \
  CU2CL_INLINE ulong cu2cl__nv_##NAME##_b64(uint mask, ulong v, uint b, int width) {               \
    uint2 h = as_uint2(v);                                                                         \
    h.x = cu2cl__nv_##NAME##_b32(mask, h.x, b, width);                                             \
    h.y = cu2cl__nv_##NAME##_b32(mask, h.y, b, width);                                             \
    return as_ulong(h);                                                                            \
  }
CU2CL__NV_SHFL_B32(shfl, "idx", CU2CL__SHFL_IDX)
CU2CL__NV_SHFL_B32(shfl_up, "up", CU2CL__SHFL_UP)
CU2CL__NV_SHFL_B32(shfl_down, "down", CU2CL__SHFL_DOWN)
CU2CL__NV_SHFL_B32(shfl_xor, "bfly", CU2CL__SHFL_BFLY)

#define CU2CL__NV_SHFL_FN(NAME, SFX, T, ARG, CORE, TO, FROM)                                       \
  CU2CL_INLINE T cu2cl_nv_##NAME##_sync_##SFX(uint mask, T v, ARG a, int width) {                  \
    return FROM(cu2cl__nv_##NAME##_##CORE(mask, TO(v), (uint)a, width));                           \
  }
#define CU2CL__NV_SHFL_TYPE(SFX, T, CORE, TO, FROM)                                                \
  CU2CL__NV_SHFL_FN(shfl, SFX, T, int, CORE, TO, FROM)                                             \
  CU2CL__NV_SHFL_FN(shfl_up, SFX, T, uint, CORE, TO, FROM)                                         \
  CU2CL__NV_SHFL_FN(shfl_down, SFX, T, uint, CORE, TO, FROM)                                       \
  CU2CL__NV_SHFL_FN(shfl_xor, SFX, T, int, CORE, TO, FROM)
CU2CL__NV_SHFL_TYPE(i32, int, b32, CU2CL__AS_U32, (int))
CU2CL__NV_SHFL_TYPE(u32, uint, b32, CU2CL__AS_U32, (uint))
CU2CL__NV_SHFL_TYPE(i64, long, b64, CU2CL__AS_U64, (long))
CU2CL__NV_SHFL_TYPE(u64, ulong, b64, CU2CL__AS_U64, (ulong))
CU2CL__NV_SHFL_TYPE(f32, float, b32, as_uint, as_float)
#ifdef cl_khr_fp64
CU2CL__NV_SHFL_TYPE(f64, double, b64, as_ulong, as_double)
#endif

CU2CL_INLINE void cu2cl_nv_syncwarp(uint mask) {
  __asm__ volatile("bar.warp.sync %0;" ::"r"(mask) : "memory");
}

CU2CL_INLINE int cu2cl_nv_syncthreads_count(int pred) {
  int count;
  __asm__ volatile("{ .reg .pred P; setp.ne.s32 P, %1, 0; bar.red.popc.u32 %0, 0, P; }"
                   : "=r"(count)
                   : "r"(pred)
                   : "memory");
  return count;
}

#define CU2CL__NV_BAR_RED(NAME, MODE)                                                              \
  CU2CL_INLINE int cu2cl_nv_syncthreads_##NAME(int pred) {                                         \
    int r;                                                                                         \
    __asm__ volatile("{ .reg .pred P, Q; setp.ne.s32 P, %1, 0; bar.red." MODE                      \
                     ".pred Q, 0, P; selp.s32 %0, 1, 0, Q; }"                                      \
                     : "=r"(r)                                                                     \
                     : "r"(pred)                                                                   \
                     : "memory");                                                                  \
    return r;                                                                                      \
  }
CU2CL__NV_BAR_RED(and, "and")
CU2CL__NV_BAR_RED(or, "or")

#endif

#endif
