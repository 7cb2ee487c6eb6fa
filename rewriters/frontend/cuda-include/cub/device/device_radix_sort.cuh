/* cub::DeviceRadixSort (declarations for parsing, see ../cub.cuh) {
    return cudaSuccess;
  } not translated. */
#ifndef CU2CL_CUB_DEVICE_RADIX_SORT_CUH
#define CU2CL_CUB_DEVICE_RADIX_SORT_CUH
#include <cuda_runtime.h>
#include <stddef.h>

namespace cub {
struct DeviceRadixSort {
  template <class KeyT, class NumItems>
  static cudaError_t SortKeys(void *d_temp_storage, size_t &temp_storage_bytes,
                              const KeyT *d_keys_in, KeyT *d_keys_out, NumItems num_items,
                              int begin_bit = 0, int end_bit = sizeof(KeyT) * 8,
                              cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class KeyT, class ValueT, class NumItems>
  static cudaError_t SortPairs(void *d_temp_storage, size_t &temp_storage_bytes,
                               const KeyT *d_keys_in, KeyT *d_keys_out, const ValueT *d_values_in,
                               ValueT *d_values_out, NumItems num_items, int begin_bit = 0,
                               int end_bit = sizeof(KeyT) * 8, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
};
} // namespace cub
#endif
