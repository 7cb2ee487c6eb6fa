/* cu2cl device library: block and warp synchronisation.
 *
 *   void cu2cl_syncthreads      (bool act, __local ulong* scratch)            __syncthreads
 *   int  cu2cl_syncthreads_count(int pred, bool act, __local ulong* scratch)  __syncthreads_count
 *   int  cu2cl_syncthreads_and  (int pred, bool act, __local ulong* scratch)  __syncthreads_and
 *   int  cu2cl_syncthreads_or   (int pred, bool act, __local ulong* scratch)  __syncthreads_or
 *   void cu2cl_syncwarp         (uint mask, bool act, __local ulong* scratch) __syncwarp
 *
 * CUDA's __syncthreads_* reduce over the threads that have not exited (§0.8, measured: block
 * 48 with 8 threads returned early, __syncthreads_count(t & 1) = 20). Lanes with act == false
 * are left out: count counts act && pred != 0, and is 1 iff no act lane has pred == 0, or is
 * 1 iff some act lane has pred != 0. All of them are full barriers for local and global
 * memory. The counter is the block slot of scratch (see scratch.h); every backend uses the
 * same local-memory reduction (OpenCL 1.2 has no work_group_reduce).
 */
#ifndef CU2CL_DEVICE_BLOCK_SYNC_H
#define CU2CL_DEVICE_BLOCK_SYNC_H

CU2CL_INLINE void cu2cl_syncthreads(bool act, __local ulong *scratch) {
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}

CU2CL_INLINE int cu2cl_syncthreads_count(int pred, bool act, __local ulong *scratch) {
  return (int)cu2cl__block_count(act && pred != 0, scratch);
}

CU2CL_INLINE int cu2cl_syncthreads_and(int pred, bool act, __local ulong *scratch) {
  return cu2cl__block_count(act && pred == 0, scratch) == 0u;
}

CU2CL_INLINE int cu2cl_syncthreads_or(int pred, bool act, __local ulong *scratch) {
  return cu2cl__block_count(act && pred != 0, scratch) != 0u;
}

/* __syncwarp(mask): the lanes of mask wait for each other and their memory accesses are
 * ordered. Every lane calls it (uniform control flow), so synchronising the whole warp (or
 * work-group) is a correct superset. */
CU2CL_INLINE void cu2cl_syncwarp(uint mask, bool act, __local ulong *scratch) {
#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
  /* UNTESTED here: bar.warp.sync over the lanes that exist (all of them arrive). */
  __asm__ volatile("bar.warp.sync %0;" ::"r"(cu2cl_warp_exist_mask()) : "memory");
#elif CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
  /* UNTESTED here. */
  sub_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#else
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
#endif
}

#endif
