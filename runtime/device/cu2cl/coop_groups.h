/* cu2cl device library: cooperative groups within a warp.
 *
 * thread_block_tile<N> (N = 1, 2, 4, 8, 16, 32) of this_thread_block(): the translator passes
 * N as the first argument. The group is the N consecutive lanes of the caller's warp that
 * contain it; as in cooperative_groups.h:
 *   uint cu2cl_tile_mask(uint n)                ((1<<N)-1) << (lane & ~(N-1)), ~0 for N = 32
 *   uint cu2cl_tile_thread_rank(uint n)         block thread rank & (N-1)
 *   uint cu2cl_tile_meta_group_rank(uint n)     block thread rank / N
 *   uint cu2cl_tile_meta_group_size(uint n)     ceil(block size / N)
 *   uint cu2cl_tile_ballot(n, pred, act, s)     __ballot_sync(mask, pred) >> (lane & ~(N-1))
 *                                               (tile-relative bits: N=8, odd lanes -> 0xAA)
 *   int  cu2cl_tile_any(n, pred, act, s)        __ballot_sync(mask, pred) != 0
 *   int  cu2cl_tile_all(n, pred, act, s)        __ballot_sync(mask, pred) == mask
 *   void cu2cl_tile_sync(n, act, s)             __syncwarp(mask)
 *   T cu2cl_tile_shfl_T     (n, T v, int srcRank, act, s)   __shfl_sync(mask, v, srcRank, N)
 *   T cu2cl_tile_shfl_up_T  (n, T v, uint delta, act, s)    __shfl_up_sync(mask, v, delta, N)
 *   T cu2cl_tile_shfl_down_T(n, T v, uint delta, act, s)    __shfl_down_sync(...)
 *   T cu2cl_tile_shfl_xor_T (n, T v, uint laneMask, act, s) __shfl_xor_sync(...)
 *
 * coalesced_group: the translator computes its mask once, where coalesced_threads() is
 * called, with cu2cl_coalesced_threads(act, s) (= __activemask(), i.e. the ballot of act),
 * and passes it to the rest:
 *   uint cu2cl_coalesced_thread_rank(uint mask)    popc(mask & lanemask_lt)
 *   uint cu2cl_coalesced_size(uint mask)           popc(mask)
 *   uint cu2cl_coalesced_ballot(mask, pred, act, s)  ballot packed into rank space
 *   int  cu2cl_coalesced_any / _all(mask, pred, act, s)
 *   void cu2cl_coalesced_sync(mask, act, s)
 *   T cu2cl_coalesced_shfl_T(mask, T v, int srcRank, act, s)      source lane __fns(mask,0,r+1)
 *   T cu2cl_coalesced_shfl_up_T / _down_T(mask, T v, uint delta, act, s)
 * T = i32 u32 i64 u64 f32 f64. All of these follow the calling contract of device.h.
 */
#ifndef CU2CL_DEVICE_COOP_GROUPS_H
#define CU2CL_DEVICE_COOP_GROUPS_H

/* ---- thread_block_tile<N> ---- */
CU2CL_INLINE uint cu2cl_tile_mask(uint n) {
  return n >= 32u ? 0xffffffffu : ((1u << n) - 1u) << (cu2cl_lane_id() & ~(n - 1u));
}
CU2CL_INLINE uint cu2cl_tile_thread_rank(uint n) { return cu2cl_linear_local_id() & (n - 1u); }
CU2CL_INLINE uint cu2cl_tile_meta_group_rank(uint n) { return cu2cl_linear_local_id() / n; }
CU2CL_INLINE uint cu2cl_tile_meta_group_size(uint n) { return (cu2cl_block_size() + n - 1u) / n; }

CU2CL_INLINE uint cu2cl_tile_ballot(uint n, int pred, bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(cu2cl_tile_mask(n), pred, act, scratch) >> (cu2cl_lane_id() & ~(n - 1u));
}
CU2CL_INLINE int cu2cl_tile_any(uint n, int pred, bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(cu2cl_tile_mask(n), pred, act, scratch) != 0u;
}
CU2CL_INLINE int cu2cl_tile_all(uint n, int pred, bool act, __local ulong *scratch) {
  uint m = cu2cl_tile_mask(n);
  return cu2cl_ballot_sync(m, pred, act, scratch) == m;
}
CU2CL_INLINE void cu2cl_tile_sync(uint n, bool act, __local ulong *scratch) {
  cu2cl_syncwarp(cu2cl_tile_mask(n), act, scratch);
}

#define CU2CL__TILE_SHFL_TYPE(SFX, T)                                                              \
  CU2CL_INLINE T cu2cl_tile_shfl_##SFX(uint n, T v, int srcRank, bool act,                         \
                                       __local ulong *scratch) {                                   \
    return cu2cl_shfl_sync_##SFX(cu2cl_tile_mask(n), v, srcRank, (int)n, act, scratch);            \
  }                                                                                                \
  CU2CL_INLINE T cu2cl_tile_shfl_up_##SFX(uint n, T v, uint delta, bool act,                       \
                                          __local ulong *scratch) {                                \
    return cu2cl_shfl_up_sync_##SFX(cu2cl_tile_mask(n), v, delta, (int)n, act, scratch);           \
  }                                                                                                \
  CU2CL_INLINE T cu2cl_tile_shfl_down_##SFX(uint n, T v, uint delta, bool act,                     \
                                            __local ulong *scratch) {                              \
    return cu2cl_shfl_down_sync_##SFX(cu2cl_tile_mask(n), v, delta, (int)n, act, scratch);         \
  }                                                                                                \
  CU2CL_INLINE T cu2cl_tile_shfl_xor_##SFX(uint n, T v, uint laneMask, bool act,                   \
                                           __local ulong *scratch) {                               \
    return cu2cl_shfl_xor_sync_##SFX(cu2cl_tile_mask(n), v, (int)laneMask, (int)n, act, scratch);  \
  }

/* ---- coalesced_group ---- */
CU2CL_INLINE uint cu2cl_coalesced_threads(bool act, __local ulong *scratch) {
  return cu2cl_activemask(act, scratch);
}
CU2CL_INLINE uint cu2cl_coalesced_thread_rank(uint mask) {
  return (uint)popcount(mask & cu2cl_lanemask_lt());
}
CU2CL_INLINE uint cu2cl_coalesced_size(uint mask) { return (uint)popcount(mask); }

/* Bits of `lanes` at the positions of mask's set bits, packed to the low end (rank space). */
CU2CL_INLINE uint cu2cl__pack_lanes(uint mask, uint lanes) {
  uint r = 0u, rank = 0u;
  for (uint i = 0; i < 32u; ++i) { /* fixed trip count, no branches */
    uint in = (mask >> i) & 1u;
    r |= (in & (lanes >> i)) << rank;
    rank += in;
  }
  return r;
}
CU2CL_INLINE uint cu2cl_coalesced_ballot(uint mask, int pred, bool act, __local ulong *scratch) {
  return cu2cl__pack_lanes(mask, cu2cl_ballot_sync(mask, pred, act, scratch));
}
CU2CL_INLINE int cu2cl_coalesced_any(uint mask, int pred, bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(mask, pred, act, scratch) != 0u;
}
CU2CL_INLINE int cu2cl_coalesced_all(uint mask, int pred, bool act, __local ulong *scratch) {
  return cu2cl_ballot_sync(mask, pred, act, scratch) == mask;
}
CU2CL_INLINE void cu2cl_coalesced_sync(uint mask, bool act, __local ulong *scratch) {
  cu2cl_syncwarp(mask, act, scratch);
}

/* Source lanes as cooperative_groups.h computes them. The full-mask case of shfl_up/down
 * (which cooperative_groups.h sends to __shfl_up/down_sync) is folded into the same absolute
 * source lane, so every lane makes the same single shuffle call: no primitive may sit in a
 * branch, because masks differ between warps. */
CU2CL_INLINE uint cu2cl__coalesced_src(uint mask, int srcRank) {
  uint first = (uint)(cu2cl_ffs((int)mask) - 1);
  uint nth = cu2cl_fns(mask, 0u, srcRank + 1);
  return srcRank == 0 ? first : popcount(mask) == 32u ? (uint)srcRank : nth;
}
CU2CL_INLINE uint cu2cl__coalesced_src_rel(uint mask, uint delta, bool up) {
  uint lane = cu2cl_lane_id();
  uint full = cu2cl__shfl_src_lane(up ? CU2CL__SHFL_UP : CU2CL__SHFL_DOWN, lane, delta, 32);
  uint src = cu2cl_fns(mask, lane, up ? -((int)delta + 1) : (int)delta + 1);
  return mask == 0xffffffffu ? full : src >= 32u ? lane : src;
}

#define CU2CL__COALESCED_SHFL_TYPE(SFX, T)                                                         \
  CU2CL_INLINE T cu2cl_coalesced_shfl_##SFX(uint mask, T v, int srcRank, bool act,                 \
                                            __local ulong *scratch) {                              \
    return cu2cl_shfl_sync_##SFX(mask, v, (int)cu2cl__coalesced_src(mask, srcRank), 32, act,       \
                                 scratch);                                                         \
  }                                                                                                \
  CU2CL_INLINE T cu2cl_coalesced_shfl_down_##SFX(uint mask, T v, uint delta, bool act,             \
                                                 __local ulong *scratch) {                         \
    return cu2cl_shfl_sync_##SFX(mask, v, (int)cu2cl__coalesced_src_rel(mask, delta, false), 32,   \
                                 act, scratch);                                                    \
  }                                                                                                \
  CU2CL_INLINE T cu2cl_coalesced_shfl_up_##SFX(uint mask, T v, uint delta, bool act,               \
                                               __local ulong *scratch) {                           \
    return cu2cl_shfl_sync_##SFX(mask, v, (int)cu2cl__coalesced_src_rel(mask, delta, true), 32,    \
                                 act, scratch);                                                    \
  }

#define CU2CL__COOP_TYPE(SFX, T) CU2CL__TILE_SHFL_TYPE(SFX, T) CU2CL__COALESCED_SHFL_TYPE(SFX, T)
CU2CL__COOP_TYPE(i32, int)
CU2CL__COOP_TYPE(u32, uint)
CU2CL__COOP_TYPE(i64, long)
CU2CL__COOP_TYPE(u64, ulong)
CU2CL__COOP_TYPE(f32, float)
#ifdef cl_khr_fp64
CU2CL__COOP_TYPE(f64, double)
#endif

#endif
