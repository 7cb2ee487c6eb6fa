/* CUB's block-wide reduction (see cub.cuh). BlockReduce<T, ...>(temp).Sum(v [, num_valid]) and
 * .Reduce(v, cub::Sum/Max/Min() [, num_valid]) of int, unsigned, 64-bit integers, float and
 * double are the device library's cu2cl_block_reduce_* (rewriters/tables/CubCollectives.cpp);
 * every other reduction (another type or operator, an array of items per thread) translates
 * the bodies below. The TempStorage is not used (detail/cu2cl_block.cuh), so its variables
 * disappear. */
#ifndef CU2CL_CUB_BLOCK_BLOCK_REDUCE_CUH
#define CU2CL_CUB_BLOCK_BLOCK_REDUCE_CUH
#include <cub/detail/cu2cl_block.cuh>
#include <cub/detail/cu2cl_config.cuh>
#include <cub/thread_operators.cuh>
#include <cuda_runtime.h>

namespace cub {
enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
};

template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
  static constexpr int Threads = BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z;
  CU2CL_CUB_DEVICE static int tid() {
    return cu2cl_detail::linearThreadId<BLOCK_DIM_X, BLOCK_DIM_Y, BLOCK_DIM_Z>();
  }

public:
  struct TempStorage {
    char unused;
  };
  CU2CL_CUB_DEVICE BlockReduce() {}
  CU2CL_CUB_DEVICE BlockReduce(TempStorage &) {}
  CU2CL_CUB_DEVICE T Sum(T input) { return Reduce(input, cub::Sum()); }
  CU2CL_CUB_DEVICE T Sum(T input, int num_valid) { return Reduce(input, cub::Sum(), num_valid); }
  template <int ITEMS> CU2CL_CUB_DEVICE T Sum(T (&inputs)[ITEMS]) {
    return Reduce(inputs, cub::Sum());
  }
  template <typename ReductionOp> CU2CL_CUB_DEVICE T Reduce(T input, ReductionOp reduction_op) {
    return cu2cl_detail::blockReduce<Threads>(input, reduction_op, Threads, tid());
  }
  template <typename ReductionOp>
  CU2CL_CUB_DEVICE T Reduce(T input, ReductionOp reduction_op, int num_valid) {
    return cu2cl_detail::blockReduce<Threads>(input, reduction_op, num_valid, tid());
  }
  template <int ITEMS, typename ReductionOp>
  CU2CL_CUB_DEVICE T Reduce(T (&inputs)[ITEMS], ReductionOp reduction_op) {
    T partial = cu2cl_detail::threadReduce(inputs, reduction_op);
    return cu2cl_detail::blockReduce<Threads>(partial, reduction_op, Threads, tid());
  }
};
} // namespace cub
#endif
