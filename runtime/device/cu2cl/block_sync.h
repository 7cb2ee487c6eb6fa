/* cu2cl device library: block and warp synchronisation.
 *
 *   void cu2cl_syncthreads      (bool act, __local ulong* scratch)            __syncthreads
 *   int  cu2cl_syncthreads_count(int pred, bool act, __local ulong* scratch)  __syncthreads_count
 *   int  cu2cl_syncthreads_and  (int pred, bool act, __local ulong* scratch)  __syncthreads_and
 *   int  cu2cl_syncthreads_or   (int pred, bool act, __local ulong* scratch)  __syncthreads_or
 *   int  cu2cl_loop_continues   (int pred, bool act, __local ulong* scratch)  rewritten loop test
 *   void cu2cl_syncwarp         (uint mask, bool act, __local ulong* scratch) __syncwarp
 *   void cu2cl_loop_sync        (void)        end of an iteration of a synchronising loop
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

/* Whether some work-item wants another iteration of a loop that the uniform rewrite keeps
 * going for the whole work-group: __syncthreads_or, under its own name so that the warp form
 * can tell it from a vote of the CUDA source (a kernel whose only votes are these gets no warp
 * form: PoCL 3.1 and 5 hung on the warp form of such a loop, executed/shared_work_queue.cu). */
CU2CL_INLINE int cu2cl_loop_continues(int pred, bool act, __local ulong *scratch) {
  return cu2cl_syncthreads_or(pred, act, scratch);
}

/* The translator ends each iteration of a loop that it keeps as a loop in rewritten code and
 * whose body synchronises with this call. PoCL 3.1 computes wrong results for such a loop with
 * its repl and loops work-group methods unless the iteration ends in a barrier, and its default
 * method runs it about 1.2x faster with one (docs/performance.md). On NVIDIA it is nothing: warp
 * primitives there are warp-level, and a barrier would keep warps from skipping the loop
 * (cu2cl_warp_enters). Every work-item reaches it (uniform control flow). */
CU2CL_INLINE void cu2cl_loop_sync(void) {
#if CU2CL_BACKEND != CU2CL_BACKEND_ID_NVIDIA
  barrier(CLK_LOCAL_MEM_FENCE);
#endif
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
