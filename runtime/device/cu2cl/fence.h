/* cu2cl device library: memory fences.
 *
 * CUDA's fences are sequentially consistent at block, device and system scope. OpenCL C 1.2
 * has no scopes, only mem_fence(flags), so the emulated and sub-group backends use the
 * strongest fence it has at every scope. The NVIDIA backend uses the PTX fences
 * (UNTESTED here; warp-semantics.md §1 row "__threadfence*").
 */
#ifndef CU2CL_DEVICE_FENCE_H
#define CU2CL_DEVICE_FENCE_H

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA
CU2CL_INLINE void cu2cl_threadfence_block(void) { __asm__ volatile("membar.cta;" ::: "memory"); }
CU2CL_INLINE void cu2cl_threadfence(void) { __asm__ volatile("fence.sc.gpu;" ::: "memory"); }
CU2CL_INLINE void cu2cl_threadfence_system(void) { __asm__ volatile("membar.sys;" ::: "memory"); }
#else
CU2CL_INLINE void cu2cl_threadfence_block(void) {
  mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
CU2CL_INLINE void cu2cl_threadfence(void) { mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE); }
CU2CL_INLINE void cu2cl_threadfence_system(void) {
  mem_fence(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
#endif

#endif
