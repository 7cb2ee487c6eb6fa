/* cub::DeviceSelect (declarations for parsing, see ../cub.cuh) {
    return cudaSuccess;
  } not translated. */
#ifndef CU2CL_CUB_DEVICE_SELECT_CUH
#define CU2CL_CUB_DEVICE_SELECT_CUH
#include <cuda_runtime.h>
#include <stddef.h>

namespace cub {
struct DeviceSelect {
  template <class InputIt, class OutputIt, class NumSelectedIt, class NumItems, class SelectOp>
  static cudaError_t If(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                        OutputIt d_out, NumSelectedIt d_num_selected_out, NumItems num_items,
                        SelectOp select_op, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
  template <class InputIt, class FlagIt, class OutputIt, class NumSelectedIt, class NumItems>
  static cudaError_t Flagged(void *d_temp_storage, size_t &temp_storage_bytes, InputIt d_in,
                             FlagIt d_flags, OutputIt d_out, NumSelectedIt d_num_selected_out,
                             NumItems num_items, cudaStream_t stream = 0) {
    return cudaSuccess;
  }
};
} // namespace cub
#endif
