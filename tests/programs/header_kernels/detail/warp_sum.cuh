// A warp reduction used by the kernels of scan_kernels.cuh; a header in a subdirectory with
// device code only, included through another header.
#pragma once

template <typename T> __device__ T warpSum(T value) {
  for (int offset = 16; offset > 0; offset /= 2)
    value += __shfl_xor_sync(0xffffffffu, value, offset);
  return value;
}
