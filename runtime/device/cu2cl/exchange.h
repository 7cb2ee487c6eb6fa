/* cu2cl device library: the local-memory exchange that the emulated backend builds its warp
 * primitives on (and the other backends use for block-wide reductions, and the sub-group
 * backend for match/reduce).
 *
 * Every primitive starts with a barrier, then each lane writes its own slot, then a second
 * barrier, then lanes read their warp's slots. The leading barrier separates this
 * primitive's writes from the previous primitive's reads; with only the second barrier
 * (hashcat's "write; barrier; read") a fast lane overwrites a slot a slow lane has not read
 * yet: 112/128 wrong on PoCL 3.1 (warp-semantics.md §0.6). So: never a single-barrier exchange.
 * The barriers must be reached by all work-items, hence the calling contract in device.h.
 */
#ifndef CU2CL_DEVICE_EXCHANGE_H
#define CU2CL_DEVICE_EXCHANGE_H

/* barrier; slot = v; barrier. Afterwards this lane may read the slots of its warp (and the
 * block counter) until the next primitive starts. */
CU2CL_INLINE void cu2cl__publish(__local ulong *scratch, ulong v) {
  barrier(CLK_LOCAL_MEM_FENCE);
  scratch[cu2cl__slot()] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
}

/* Value published by lane `lane` of this lane's warp (the lane must exist). */
CU2CL_INLINE ulong cu2cl__peek(__local ulong *scratch, uint lane) {
  return scratch[cu2cl__warp_base_slot() + lane];
}

/* Two ballots in one exchange: .x = lanes with a set, .y = lanes with b set, over the lanes
 * that exist (missing lanes of a tail warp give 0 bits). */
CU2CL_INLINE uint2 cu2cl__emu_ballot2(bool a, bool b, __local ulong *scratch) {
  cu2cl__publish(scratch, (a ? 1ul : 0ul) | (b ? 2ul : 0ul));
  uint n = cu2cl_warp_lanes();
#if CU2CL_DEVICE_CPU
  /* A CPU runs a work-group's work-items one after another, so the total work counts, not
   * the longest path: lane 0 gathers the warp's flags once (n loads instead of n * n) and
   * publishes the packed result in its slot; one barrier more. */
  if (cu2cl_lane_id() == 0u) {
    uint x = 0u, y = 0u;
    for (uint i = 0; i < n; ++i) {
      uint f = (uint)cu2cl__peek(scratch, i);
      x |= (f & 1u) << i;
      y |= ((f >> 1) & 1u) << i;
    }
    scratch[cu2cl__warp_base_slot()] = (ulong)x | ((ulong)y << 32);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  ulong w = scratch[cu2cl__warp_base_slot()];
  return (uint2)((uint)w, (uint)(w >> 32));
#else
  uint2 r = (uint2)(0u, 0u);
  for (uint i = 0; i < n; ++i) {
    uint f = (uint)cu2cl__peek(scratch, i);
    r.x |= (f & 1u) << i;
    r.y |= ((f >> 1) & 1u) << i;
  }
  return r;
#endif
}

/* Number of work-items of the work-group with `flag` set; also a full barrier for global and
 * local memory. The counter lives in the block slot of scratch. */
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
/* CUDA's own instruction for __syncthreads_count: a barrier that counts a predicate. Every
 * work-item reaches it (uniform control flow); act is part of flag. */
CU2CL_INLINE uint cu2cl__block_count(bool flag, __local ulong *scratch) {
  uint count;
  __asm__ volatile("{ .reg .pred P; setp.ne.u32 P, %1, 0; bar.red.popc.u32 %0, 0, P; }"
                   : "=r"(count)
                   : "r"(flag ? 1u : 0u)
                   : "memory");
  return count;
}
#elif CU2CL_DEVICE_CPU
/* Work-items run one after another: each stores its flag in its own slot and work-item 0
 * sums them, with no atomics. */
CU2CL_INLINE uint cu2cl__block_count(bool flag, __local ulong *scratch) {
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  scratch[cu2cl__slot()] = flag ? 1ul : 0ul;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  if (cu2cl_linear_local_id() == 0u) {
    uint wg = cu2cl_block_size();
    uint sum = 0u;
    for (uint i = 0; i < wg; ++i)
      sum += (uint)scratch[i];
    scratch[cu2cl__block_slot()] = sum;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  return (uint)scratch[cu2cl__block_slot()];
}
#else
/* Branch-free on purpose: PoCL 3.1 miscompiles `if (llid == 0) *counter = 0; barrier;
 * if (flag) atomic_inc(counter);` when llid involves get_local_id(1) and the calls sit in a
 * loop (the count read back is that of a later call). Every work-item stores the same 0, and
 * every work-item adds 0 or 1. */
CU2CL_INLINE uint cu2cl__block_count(bool flag, __local ulong *scratch) {
  volatile __local uint *counter = (volatile __local uint *)(scratch + cu2cl__block_slot());
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  *counter = 0u;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  atomic_add(counter, flag ? 1u : 0u);
  barrier(CLK_LOCAL_MEM_FENCE);
  return *counter;
}
#endif

#endif
