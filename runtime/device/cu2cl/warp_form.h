/* cu2cl device library: what the warp form of a kernel calls (CPU devices).
 *
 *   uint2 cu2cl_wf_vote(const int *pred, const bool *act)      .x = lanes with act && pred,
 *                                                              .y = lanes with act
 *   uint  cu2cl_wf_block_sum(uint value, __local ulong *scratch)  sum over the work-group
 *   uint  cu2cl_wf_tile_mask(uint n, uint lane)                 lanes of lane's tile of n
 *   uint  cu2cl_wf_reduce(int op, const uint *v, uint lanes)    __reduce_*_sync over lanes
 *
 * The translator writes a second form of each kernel that uses warp or block primitives,
 * `<kernel>__cu2cl_warps`, compiled only on CPU devices (#if CU2CL_DEVICE_CPU), in which one
 * work-item runs one CUDA warp: the warp's 32 lanes are loops over lane arrays, a vote is a
 * loop over its 32 flags, and only a block-wide primitive is a work-group barrier
 * (docs/architecture.md, "The warp form"). The runtime launches it with blockDim.x / 32
 * work-items per group when blockDim.x is a multiple of 32 and the block is one-dimensional,
 * so work-item w of a group is warp w of the CUDA block.
 *
 * These functions take no act/scratch contract: every work-item calls them in work-group-
 * uniform control flow (cu2cl_wf_block_sum is a barrier).
 */
#ifndef CU2CL_DEVICE_WARP_FORM_H
#define CU2CL_DEVICE_WARP_FORM_H

/* Whether a warp form's store at lane-varying addresses under a lane-varying condition (a
 * compaction's) is one loop over the 32 lanes that the compiler vectorises to a masked scatter
 * (1), or a loop over the set bits of the storing lanes' mask (0). LLVM 15 (PoCL 3) vectorises
 * the first on x86, where it is 30 % faster; LLVM 16's cost model (PoCL 5) leaves it a scalar
 * loop with a branch per lane, 30 % slower than the second (docs/performance.md). Keyed to
 * the version of the Clang that compiles the program; -DCU2CL_WF_SCATTER=0 or 1 overrides it. */
#ifndef CU2CL_WF_SCATTER
#if defined(__clang_major__) && __clang_major__ < 16
#define CU2CL_WF_SCATTER 1
#else
#define CU2CL_WF_SCATTER 0
#endif
#endif

/* A warp's vote: bit l of .x is set when lane l executes the call (act) with pred != 0, bit l
 * of .y when it executes the call. A loop over 32 flags, which the compiler vectorises. */
CU2CL_INLINE uint2 cu2cl_wf_vote(const int *pred, const bool *act) {
  uint x = 0u, y = 0u;
  for (uint lane = 0; lane < 32u; ++lane) {
    x |= (uint)(act[lane] && pred[lane] != 0) << lane;
    y |= (uint)act[lane] << lane;
  }
  return (uint2)(x, y);
}

/* The sum of `value` over the work-items (warps) of the group; also a barrier for local and
 * global memory, as __syncthreads_count is. scratch holds at least one ulong per work-item
 * and one more (it is sized for blockDim.x = 32 * get_local_size(0) work-items). Work-item 0
 * sums the slots into the one after them: every work-item summing them all cost as much as
 * the rest of a block count (docs/performance.md). The next call writes the slots only after
 * the second barrier, when work-item 0 has read them. */
CU2CL_INLINE uint cu2cl_wf_block_sum(uint value, __local ulong *scratch) {
  const uint warps = (uint)get_local_size(0);
  scratch[get_local_id(0)] = value;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (get_local_id(0) == 0) {
    uint total = 0u;
    for (uint w = 0; w < warps; ++w)
      total += (uint)scratch[w];
    scratch[warps] = total;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  return (uint)scratch[warps];
}

/* The lanes of the thread_block_tile<n> that holds `lane` (coop_groups.h's cu2cl_tile_mask). */
CU2CL_INLINE uint cu2cl_wf_tile_mask(uint n, uint lane) {
  return n >= 32u ? 0xffffffffu : ((1u << n) - 1u) << (lane & ~(n - 1u));
}

/* A __reduce_*_sync over the lanes set in `lanes` (the caller's mask and the lanes that execute
 * the call), with match_reduce.h's operations and identities. */
CU2CL_INLINE uint cu2cl_wf_reduce(int op, const uint *v, uint lanes) {
  uint r = cu2cl__red_identity(op);
  for (uint lane = 0; lane < 32u; ++lane)
    if ((lanes >> lane) & 1u)
      r = cu2cl__red_combine(op, r, v[lane]);
  return r;
}

#endif
