/* cu2cl's declarations of CUDA's cooperative groups (cooperative_groups.h):
 * thread blocks, fixed-size tiles of 1 to 32 threads and of several warps (64 to 1024 threads,
 * with block_tile_memory: sync, ranks and sizes, cg::reduce), coalesced groups and
 * cg::reduce (and the grid, only to report it). cu2cl lowers calls on these objects itself
 * (rewriters/CooperativeGroups.cpp); nothing here is compiled. */
#ifndef CU2CL_COOPERATIVE_GROUPS_H
#define CU2CL_COOPERATIVE_GROUPS_H
#include "cu2cl_cuda_runtime.h"

namespace cooperative_groups {

class thread_block {
public:
  __device__ void sync() const;
  __device__ unsigned thread_rank() const;
  __device__ unsigned size() const;
  __device__ unsigned num_threads() const;
};
__device__ thread_block this_thread_block();
/* The shared memory CUDA's tiles of more than 32 threads work in: cu2cl's need none. */
template <unsigned int MaxBlockSize = 1024> struct block_tile_memory {};
template <unsigned int MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &scratch);

/* thread_block_tile<N, Parent> converts to thread_block_tile<N>, as in CUDA. */
template <unsigned int Size, typename ParentT = void> class thread_block_tile;
template <unsigned int Size> class thread_block_tile<Size, void> {
public:
  __device__ void sync() const;
  __device__ unsigned thread_rank() const;
  __device__ unsigned size() const;
  __device__ unsigned num_threads() const;
  __device__ unsigned meta_group_rank() const;
  __device__ unsigned meta_group_size() const;
  template <typename T> __device__ T shfl(T var, int srcRank) const;
  template <typename T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <typename T> __device__ T shfl_down(T var, unsigned int delta) const;
  template <typename T> __device__ T shfl_xor(T var, unsigned int laneMask) const;
  __device__ unsigned ballot(int predicate) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
};
template <unsigned int Size, typename ParentT>
class thread_block_tile : public thread_block_tile<Size, void> {};
template <unsigned int Size, typename ParentT>
__device__ thread_block_tile<Size, ParentT> tiled_partition(const ParentT &parent);

class coalesced_group {
public:
  __device__ void sync() const;
  __device__ unsigned thread_rank() const;
  __device__ unsigned size() const;
  __device__ unsigned num_threads() const;
  template <typename T> __device__ T shfl(T var, unsigned int srcRank) const;
  template <typename T> __device__ T shfl_up(T var, unsigned int delta) const;
  template <typename T> __device__ T shfl_down(T var, unsigned int delta) const;
  __device__ unsigned ballot(int predicate) const;
  __device__ int any(int predicate) const;
  __device__ int all(int predicate) const;
};
__device__ coalesced_group coalesced_threads();

/* The lanes of a group with the same label (the same predicate): a coalesced group. */
__device__ coalesced_group labeled_partition(const coalesced_group &group, int label);
__device__ coalesced_group labeled_partition(const coalesced_group &group, unsigned int label);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &group,
                                             int label);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group labeled_partition(const thread_block_tile<Size, ParentT> &group,
                                             unsigned int label);
__device__ coalesced_group binary_partition(const coalesced_group &group, bool predicate);
template <unsigned int Size, typename ParentT>
__device__ coalesced_group binary_partition(const thread_block_tile<Size, ParentT> &group,
                                            bool predicate);

/* The whole grid: its ranks and sizes work in any launch; its synchronisation needs a
 * cooperative launch, which cu2cl does not translate, so sync() is declared only to be reported
 * as cu2cl-unsupported-feature. */
class grid_group {
public:
  __device__ __CU2CL_UNSUPPORTED("grid-group") void sync() const;
  __device__ unsigned long long thread_rank() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long block_rank() const;
  __device__ unsigned long long num_blocks() const;
  __device__ bool is_valid() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_blocks() const;
  __device__ dim3 block_index() const;
};
__device__ grid_group this_grid();

template <typename T> struct plus {
  __device__ T operator()(T a, T b) const { return a + b; }
};
template <typename T> struct less {
  __device__ T operator()(T a, T b) const { return a < b ? a : b; }
};
template <typename T> struct greater {
  __device__ T operator()(T a, T b) const { return a < b ? b : a; }
};
template <typename T> struct bit_and {
  __device__ T operator()(T a, T b) const { return a & b; }
};
template <typename T> struct bit_or {
  __device__ T operator()(T a, T b) const { return a | b; }
};
template <typename T> struct bit_xor {
  __device__ T operator()(T a, T b) const { return a ^ b; }
};
template <typename Group, typename T, typename Op>
__device__ T reduce(const Group &group, T value, Op op);

/* The free functions that stand for a group's members: cg::sync(g) is g.sync(). */
template <typename Group> __device__ void sync(const Group &group);
template <typename Group> __device__ unsigned long long thread_rank(const Group &group);
template <typename Group> __device__ unsigned long long group_size(const Group &group);

} // namespace cooperative_groups
#endif
