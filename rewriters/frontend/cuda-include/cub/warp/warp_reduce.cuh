/* CUB's warp-wide reduction (see cub.cuh): Sum and Reduce over a logical warp of
 * LOGICAL_WARP_THREADS lanes (a power of two up to 32), in CUB's order (shuffles down by 1, 2,
 * 4, ... combining (own, other)); lane 0 has the result. Translated like the program's own
 * device code; its warp shuffles need a type that __shfl_down_sync takes (integers, floating
 * point). The TempStorage is not used. */
#ifndef CU2CL_CUB_WARP_WARP_REDUCE_CUH
#define CU2CL_CUB_WARP_WARP_REDUCE_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cub/thread_operators.cuh>
#include <cuda_runtime.h>

namespace cub {
template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0> class WarpReduce {
  /* The lanes of the calling thread's logical warp, and its rank there. */
  CU2CL_CUB_DEVICE static unsigned int members() {
    unsigned int lane = cu2cl_detail::blockThreadRank() % 32u;
    unsigned int width =
        LOGICAL_WARP_THREADS >= 32 ? 0xffffffffu : (1u << (LOGICAL_WARP_THREADS % 32)) - 1u;
    return LOGICAL_WARP_THREADS >= 32
               ? width
               : width << (lane / LOGICAL_WARP_THREADS * LOGICAL_WARP_THREADS);
  }
  CU2CL_CUB_DEVICE static int rank() {
    return (int)(cu2cl_detail::blockThreadRank() % LOGICAL_WARP_THREADS);
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE WarpReduce(TempStorage &) {}
  CU2CL_CUB_DEVICE T Sum(T input) { return Reduce(input, cub::Sum(), LOGICAL_WARP_THREADS); }
  CU2CL_CUB_DEVICE T Sum(T input, int valid_items) {
    return Reduce(input, cub::Sum(), valid_items);
  }
  template <typename ReductionOp> CU2CL_CUB_DEVICE T Reduce(T input, ReductionOp reduction_op) {
    return Reduce(input, reduction_op, LOGICAL_WARP_THREADS);
  }
  template <typename ReductionOp>
  CU2CL_CUB_DEVICE T Reduce(T input, ReductionOp reduction_op, int valid_items) {
    const unsigned int mask = members();
    const int lane = rank();
    T value = input;
    for (int offset = 1; offset < LOGICAL_WARP_THREADS; offset *= 2) {
      T other = __shfl_down_sync(mask, value, offset, LOGICAL_WARP_THREADS);
      if (lane + offset < valid_items)
        value = reduction_op(value, other);
    }
    return value;
  }
};
} // namespace cub
#endif
