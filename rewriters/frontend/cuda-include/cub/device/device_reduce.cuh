/* cub::DeviceReduce (declarations for parsing, see ../cub.cuh). */
#ifndef CU2CL_CUB_DEVICE_REDUCE_CUH
#define CU2CL_CUB_DEVICE_REDUCE_CUH
#include <cub/thread_operators.cuh>
#include <cuda_runtime.h>
#include <stddef.h>

namespace cub {
struct DeviceReduce {
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                         OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                         OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                         OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                            OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                            OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems, class ReductionOp, class T>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                            OutputIt d_out, NumItems num_items, ReductionOp op, T init,
                            cudaStream_t stream = 0) {
    return cudaSuccess;
  }
};
} // namespace cub
#endif
