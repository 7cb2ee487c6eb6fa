/* CUB's block-wide reduction (declarations for parsing, see cub.cuh): cu2cl translates
 * BlockReduce<T, ...>(temp).Sum(v [, num_valid]) and .Reduce(v, cub::Sum/Max/Min() [, num_valid])
 * to the device library's cu2cl_block_reduce_* (rewriters/tables/CubCollectives.cpp); the
 * temporary storage is the device library's scratch buffer, so its variable disappears. */
#ifndef CU2CL_CUB_BLOCK_BLOCK_REDUCE_CUH
#define CU2CL_CUB_BLOCK_BLOCK_REDUCE_CUH
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
public:
  struct TempStorage {
    char bytes[1];
  };
  __device__ BlockReduce();
  __device__ BlockReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int num_valid);
  template <typename ReductionOp> __device__ T Reduce(T input, ReductionOp reduction_op);
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid);
};
} // namespace cub
#endif
