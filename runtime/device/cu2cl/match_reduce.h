/* cu2cl device library: warp match and reduce.
 *
 *   uint cu2cl_match_any_sync_T(uint mask, T v, bool act, __local ulong* s) __match_any_sync uint
 * cu2cl_match_all_sync_T(uint mask, T v, int* pred, bool act, __local ulong* s)
 *                                                                                    __match_all_sync
 *     T = i32 u32 i64 u64 f32 f64; values compare bitwise (-0.0 != +0.0, equal NaN payloads
 *     match), as CUDA does through __float_as_uint/__double_as_longlong.
 *     any: the lanes of mask that execute the call with a value equal to this lane's.
 *     all: mask and *pred = 1 if all lanes of mask that execute the call have equal values,
 *          else 0 and *pred = 0. (pred points to private memory.)
 *   int  cu2cl_reduce_{add,min,max}_sync_i32(uint mask, int v,  bool act, __local ulong* s)
 *   uint cu2cl_reduce_{add,min,max}_sync_u32(uint mask, uint v, bool act, __local ulong* s)
 *   uint cu2cl_reduce_{and,or,xor}_sync_u32 (uint mask, uint v, bool act, __local ulong* s)
 *     __reduce_*_sync over the lanes of mask that execute the call; add wraps at 32 bits;
 *     min/max compare signed for i32 and unsigned for u32.
 * Lanes with act == false (and missing lanes of a tail warp) take no part.
 * Emulated and sub-group backends: one local-memory exchange (two for 64-bit match, which
 * first exchanges act). NVIDIA: match.any.sync / redux.sync (run on the GPU machine only).
 */
#ifndef CU2CL_DEVICE_MATCH_REDUCE_H
#define CU2CL_DEVICE_MATCH_REDUCE_H

/* ---- match: .x = lanes of mask executing the call with an equal value, .y = lanes of mask
 * executing the call ---- */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
CU2CL_INLINE uint2 cu2cl__match32(uint mask, uint v, bool act, __local ulong *scratch) {
  uint m = cu2cl_warp_exist_mask(), eq;
  __asm__ volatile("match.any.sync.b32 %0, %1, %2;" : "=r"(eq) : "r"(v), "r"(m));
  uint am = cu2cl__nv_ballot(act, m) & mask;
  return (uint2)(eq & am, am);
}
CU2CL_INLINE uint2 cu2cl__match64(uint mask, ulong v, bool act, __local ulong *scratch) {
  uint m = cu2cl_warp_exist_mask(), eq;
  __asm__ volatile("match.any.sync.b64 %0, %1, %2;" : "=r"(eq) : "l"(v), "r"(m));
  uint am = cu2cl__nv_ballot(act, m) & mask;
  return (uint2)(eq & am, am);
}
#else
CU2CL_INLINE uint2 cu2cl__match32(uint mask, uint v, bool act, __local ulong *scratch) {
  cu2cl__publish(scratch, (ulong)v | (act ? (1ul << 32) : 0ul));
  uint n = cu2cl_warp_lanes();
  uint2 r = (uint2)(0u, 0u);
  for (uint i = 0; i < n; ++i) {
    ulong s = cu2cl__peek(scratch, i);
    uint in = (uint)(s >> 32) & (mask >> i) & 1u;
    r.y |= in << i;
    r.x |= (in & (uint)((uint)s == v)) << i;
  }
  return r;
}
CU2CL_INLINE uint2 cu2cl__match64(uint mask, ulong v, bool act, __local ulong *scratch) {
  uint am = cu2cl__emu_ballot2(act, false, scratch).x & mask;
  cu2cl__publish(scratch, v);
  uint n = cu2cl_warp_lanes();
  uint eq = 0u;
  for (uint i = 0; i < n; ++i)
    eq |= (uint)(cu2cl__peek(scratch, i) == v) << i;
  return (uint2)(eq & am, am);
}
#endif

#define CU2CL__MATCH_TYPE(SFX, T, CORE, TO)                                                        \
  CU2CL_INLINE uint cu2cl_match_any_sync_##SFX(uint mask, T v, bool act, __local ulong *scratch) { \
    return cu2cl__##CORE(mask, TO(v), act, scratch).x;                                             \
  }                                                                                                \
  CU2CL_INLINE uint cu2cl_match_all_sync_##SFX(uint mask, T v, int *pred, bool act,                \
                                               __local ulong *scratch) {                           \
    uint2 r = cu2cl__##CORE(mask, TO(v), act, scratch);                                            \
    int all = r.x == r.y;                                                                          \
    *pred = all;                                                                                   \
    return all ? mask : 0u;                                                                        \
  }
CU2CL__MATCH_TYPE(i32, int, match32, CU2CL__AS_U32)
CU2CL__MATCH_TYPE(u32, uint, match32, CU2CL__AS_U32)
CU2CL__MATCH_TYPE(i64, long, match64, CU2CL__AS_U64)
CU2CL__MATCH_TYPE(u64, ulong, match64, CU2CL__AS_U64)
CU2CL__MATCH_TYPE(f32, float, match32, as_uint)
#ifdef cl_khr_fp64
CU2CL__MATCH_TYPE(f64, double, match64, as_ulong)
#endif

/* ---- reduce ---- */
#define CU2CL__RED_ADD 0
#define CU2CL__RED_MIN_S 1
#define CU2CL__RED_MAX_S 2
#define CU2CL__RED_MIN_U 3
#define CU2CL__RED_MAX_U 4
#define CU2CL__RED_AND 5
#define CU2CL__RED_OR 6
#define CU2CL__RED_XOR 7

/* The value a non-participating lane contributes. */
CU2CL_INLINE uint cu2cl__red_identity(int op) {
  switch (op) {
  case CU2CL__RED_MIN_S:
    return 0x7fffffffu;
  case CU2CL__RED_MAX_S:
    return 0x80000000u;
  case CU2CL__RED_MIN_U:
  case CU2CL__RED_AND:
    return 0xffffffffu;
  default:
    return 0u;
  }
}

CU2CL_INLINE uint cu2cl__red_combine(int op, uint a, uint b) {
  switch (op) {
  case CU2CL__RED_ADD:
    return a + b;
  case CU2CL__RED_MIN_S:
    return (uint)min((int)a, (int)b);
  case CU2CL__RED_MAX_S:
    return (uint)max((int)a, (int)b);
  case CU2CL__RED_MIN_U:
    return min(a, b);
  case CU2CL__RED_MAX_U:
    return max(a, b);
  case CU2CL__RED_AND:
    return a & b;
  case CU2CL__RED_OR:
    return a | b;
  default:
    return a ^ b;
  }
}

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
/* redux.sync (sm_80+) combines the values of all lanes of its membermask, but the lanes that
 * take part differ per caller: the lanes of the caller's mask that execute the call. So the
 * warp first splits into the groups of lanes passing the same mask (match.any on the mask;
 * concurrent disjoint masks and the arbitrary masks of non-executing lanes make several
 * groups), then each group reduces over itself, a member contributing its value if it
 * executes the call and is named in the (common) mask, else the identity. */
CU2CL_INLINE uint cu2cl__reduce(int op, uint mask, uint v, bool act, __local ulong *scratch) {
  uint e = cu2cl_warp_exist_mask(), m, r;
  __asm__ volatile("match.any.sync.b32 %0, %1, %2;" : "=r"(m) : "r"(mask), "r"(e));
  /* Measured: after divergent code, NVIDIA's OpenCL compiler (CUDA 13.0 driver, H200) gave some
   * lanes a wrong redux.sync over a membermask made by match.any.sync (the differential test's
   * seed 166 kernel 22; executed/redux_membermask_convergence.cu). Synchronising the warp between
   * the two gives CUDA's results; every existing lane reaches this call (no native flow form
   * calls it), so the warp sync is defined. */
  __asm__ volatile("bar.warp.sync %0;" ::"r"(e) : "memory");
  uint x = (act && ((mask >> cu2cl_lane_id()) & 1u)) ? v : cu2cl__red_identity(op);
  switch (op) {
  case CU2CL__RED_ADD:
    __asm__ volatile("redux.sync.add.u32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_MIN_S:
    __asm__ volatile("redux.sync.min.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_MAX_S:
    __asm__ volatile("redux.sync.max.s32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_MIN_U:
    __asm__ volatile("redux.sync.min.u32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_MAX_U:
    __asm__ volatile("redux.sync.max.u32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_AND:
    __asm__ volatile("redux.sync.and.b32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  case CU2CL__RED_OR:
    __asm__ volatile("redux.sync.or.b32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  default:
    __asm__ volatile("redux.sync.xor.b32 %0, %1, %2;" : "=r"(r) : "r"(x), "r"(m));
    break;
  }
  return r;
}
#else
CU2CL_INLINE uint cu2cl__reduce(int op, uint mask, uint v, bool act, __local ulong *scratch) {
  cu2cl__publish(scratch, (ulong)v | (act ? (1ul << 32) : 0ul));
  uint n = cu2cl_warp_lanes();
  uint r = cu2cl__red_identity(op);
  for (uint i = 0; i < n; ++i) {
    ulong s = cu2cl__peek(scratch, i);
    if (((uint)(s >> 32) & (mask >> i) & 1u) != 0u)
      r = cu2cl__red_combine(op, r, (uint)s);
  }
  return r;
}
#endif

CU2CL_INLINE int cu2cl_reduce_add_sync_i32(uint mask, int v, bool act, __local ulong *scratch) {
  return (int)cu2cl__reduce(CU2CL__RED_ADD, mask, (uint)v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_add_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_ADD, mask, v, act, scratch);
}
CU2CL_INLINE int cu2cl_reduce_min_sync_i32(uint mask, int v, bool act, __local ulong *scratch) {
  return (int)cu2cl__reduce(CU2CL__RED_MIN_S, mask, (uint)v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_min_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_MIN_U, mask, v, act, scratch);
}
CU2CL_INLINE int cu2cl_reduce_max_sync_i32(uint mask, int v, bool act, __local ulong *scratch) {
  return (int)cu2cl__reduce(CU2CL__RED_MAX_S, mask, (uint)v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_max_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_MAX_U, mask, v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_and_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_AND, mask, v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_or_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_OR, mask, v, act, scratch);
}
CU2CL_INLINE uint cu2cl_reduce_xor_sync_u32(uint mask, uint v, bool act, __local ulong *scratch) {
  return cu2cl__reduce(CU2CL__RED_XOR, mask, v, act, scratch);
}

#endif
