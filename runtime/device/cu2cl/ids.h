/* cu2cl device library: work-item numbering in CUDA's terms (warp size 32).
 *
 * CUDA numbers the threads of a block x fastest and forms warps from 32 consecutive thread
 * numbers (measured on NVIDIA OpenCL too: %laneid == linear local id % 32 for (8,8), (16,3), 48).
 * A work-group whose size is not a multiple of 32 has a tail warp; its missing lanes behave as
 * exited threads.
 */
#ifndef CU2CL_DEVICE_IDS_H
#define CU2CL_DEVICE_IDS_H

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_NVIDIA && !defined(CU2CL_NV_BUILTIN_GEOMETRY)
/* blockDim.x and blockIdx.x as nvcc reads them. NVIDIA's OpenCL compiler reads %ctaid.x before
 * %ntid.x and adds %envreg0 to it; ptxas then starts every block with two constant loads after
 * the block id: short kernels run 4-5 % slower than nvcc's code at blocks 512 and 1024
 * (reduceShared 0.95-0.96 of CUDA; 1.00 with this, nonuniform_reduction 3 % faster; the probe
 * scripts/gpu/probes/block_geometry_order.sh, docs/performance.md "GPU gap"). Neither the order
 * nor the offset alone closes it.
 * - %envreg0 is the offset of the part of an NDRange NVIDIA launches separately: it is 0 in
 *   every group up to 2^31 - 1 groups in x, CUDA's grid limit, which the host runtime enforces
 *   (probe group_offsets.sh; beyond it NVIDIA launches the rest with %envreg0 = 2^31 - 1).
 * - One asm reads both in nvcc's order; it has no side effects, so the compiler merges the calls
 *   of a kernel into one, as it does the builtins. The assumption gives back the builtin's range
 *   (without it, the library's reductions lose 1 %).
 * Dimension 0 only: the macros pass the others to the builtins. -DCU2CL_NV_BUILTIN_GEOMETRY keeps
 * the builtins (the probe's baseline). */
CU2CL_INLINE uint2 cu2cl__nv_block_x(void) {
  uint size, id;
  __asm__("mov.u32 %0, %%ntid.x;\n\tmov.u32 %1, %%ctaid.x;" : "=r"(size), "=r"(id));
  __builtin_assume(size - 1u < 1024u);
  return (uint2)(size, id);
}
/* Defined before the macros: get_local_size and get_group_id here are the builtins. */
CU2CL_INLINE size_t cu2cl__nv_local_size(uint d) {
  return d == 0u ? (size_t)cu2cl__nv_block_x().x : get_local_size(d);
}
CU2CL_INLINE size_t cu2cl__nv_group_id(uint d) {
  return d == 0u ? (size_t)cu2cl__nv_block_x().y : get_group_id(d);
}
#define get_local_size(d) cu2cl__nv_local_size(d)
#define get_group_id(d) cu2cl__nv_group_id(d)
#endif

/* Number of work-items in the work-group (CUDA: blockDim.x*blockDim.y*blockDim.z). */
CU2CL_INLINE uint cu2cl_block_size(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

/* Linear local id, x fastest (CUDA: threadIdx.x + threadIdx.y*bx + threadIdx.z*bx*by). */
CU2CL_INLINE uint cu2cl_linear_local_id(void) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) +
                get_local_id(0));
}

/* The grid as cooperative groups number it (grid_group): blocks x fastest, the threads of a
 * block after those of the blocks before it. 64-bit, as CUDA's. */
CU2CL_INLINE ulong cu2cl_grid_num_blocks(void) {
  return (ulong)get_num_groups(0) * get_num_groups(1) * get_num_groups(2);
}
CU2CL_INLINE ulong cu2cl_grid_block_rank(void) {
  return ((ulong)get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) +
         get_group_id(0);
}
CU2CL_INLINE ulong cu2cl_grid_size(void) { return cu2cl_grid_num_blocks() * cu2cl_block_size(); }
CU2CL_INLINE ulong cu2cl_grid_thread_rank(void) {
  return cu2cl_grid_block_rank() * cu2cl_block_size() + cu2cl_linear_local_id();
}

#if CU2CL_BACKEND == CU2CL_BACKEND_ID_SUBGROUP
/* Sub-groups are the warps; with intel_reqd_sub_group_size(32) they are 32 wide. */
CU2CL_INLINE uint cu2cl_lane_id(void) { return (uint)get_sub_group_local_id(); }
CU2CL_INLINE uint cu2cl_warp_id(void) { return (uint)get_sub_group_id(); }
#else
CU2CL_INLINE uint cu2cl_lane_id(void) { return cu2cl_linear_local_id() & 31u; }
CU2CL_INLINE uint cu2cl_warp_id(void) { return cu2cl_linear_local_id() >> 5; }
#endif

/* Number of warps of the work-group, the tail warp included. */
CU2CL_INLINE uint cu2cl_num_warps(void) { return (cu2cl_block_size() + 31u) >> 5; }

/* Number of lanes that exist in this lane's warp (32 except in a tail warp). */
CU2CL_INLINE uint cu2cl_warp_lanes(void) {
  uint n = cu2cl_block_size() - (cu2cl_warp_id() << 5);
  return n >= 32u ? 32u : n;
}

/* Mask of the lanes that exist in this lane's warp: ~0 except in a tail warp. */
CU2CL_INLINE uint cu2cl_warp_exist_mask(void) {
  /* Every lane exists when the block is a whole number of warps, the usual case: then the 3-D
   * linear id is not needed (the nvidia backend computes this mask for every vote). */
  if ((cu2cl_block_size() & 31u) == 0u)
    return 0xffffffffu;
  uint n = cu2cl_warp_lanes();
  return n >= 32u ? 0xffffffffu : ((1u << n) - 1u);
}

/* CUDA's %lanemask_lt / _le / _eq / _ge / _gt for this lane. */
CU2CL_INLINE uint cu2cl_lanemask_eq(void) { return 1u << cu2cl_lane_id(); }
CU2CL_INLINE uint cu2cl_lanemask_lt(void) { return (1u << cu2cl_lane_id()) - 1u; }
CU2CL_INLINE uint cu2cl_lanemask_le(void) { return cu2cl_lanemask_lt() | cu2cl_lanemask_eq(); }
CU2CL_INLINE uint cu2cl_lanemask_gt(void) { return ~cu2cl_lanemask_le(); }
CU2CL_INLINE uint cu2cl_lanemask_ge(void) { return ~cu2cl_lanemask_lt(); }

/* Scratch layout (scratch.h): this lane's exchange slot, the first slot of its warp, and the
 * block-wide counter slot. */
CU2CL_INLINE uint cu2cl__slot(void) { return (cu2cl_warp_id() << 5) | cu2cl_lane_id(); }
CU2CL_INLINE uint cu2cl__warp_base_slot(void) { return cu2cl_warp_id() << 5; }
CU2CL_INLINE uint cu2cl__block_slot(void) { return (cu2cl_block_size() + 31u) & ~31u; }

#endif
