/* cub::DeviceScan (declarations for parsing, see ../cub.cuh). */
#ifndef CU2CL_CUB_DEVICE_SCAN_CUH
#define CU2CL_CUB_DEVICE_SCAN_CUH
#include <cub/thread_operators.cuh>
#include <cuda_runtime.h>
#include <stddef.h>

namespace cub {
struct DeviceScan {
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                                  OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class NumItems>
  static cudaError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                                  OutputIt d_out, NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class ScanOp, class T, class NumItems>
  static cudaError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                                   OutputIt d_out, ScanOp op, T init, NumItems num_items,
                                   cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class OutputIt, class ScanOp, class NumItems>
  static cudaError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                                   OutputIt d_out, ScanOp op, NumItems num_items,
                                   cudaStream_t stream = 0) {
    return cudaSuccess;
  }
};
} // namespace cub
#endif
