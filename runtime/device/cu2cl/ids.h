/* cu2cl device library: work-item numbering in CUDA's terms (warp size 32).
 *
 * CUDA numbers the threads of a block x fastest and forms warps from 32 consecutive thread
 * numbers (measured on NVIDIA OpenCL too: %laneid == linear local id % 32 for (8,8), (16,3), 48).
 * A work-group whose size is not a multiple of 32 has a tail warp; its missing lanes behave as
 * exited threads.
 */
#ifndef CU2CL_DEVICE_IDS_H
#define CU2CL_DEVICE_IDS_H

/* Number of work-items in the work-group (CUDA: blockDim.x*blockDim.y*blockDim.z). */
CU2CL_INLINE uint cu2cl_block_size(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}

/* Linear local id, x fastest (CUDA: threadIdx.x + threadIdx.y*bx + threadIdx.z*bx*by). */
CU2CL_INLINE uint cu2cl_linear_local_id(void) {
  return (uint)((get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) +
                get_local_id(0));
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
