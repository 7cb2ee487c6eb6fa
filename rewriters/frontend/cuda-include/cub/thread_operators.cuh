/* CUB's reduction operators (declarations for parsing, see cub.cuh). */
#ifndef CU2CL_CUB_THREAD_OPERATORS_CUH
#define CU2CL_CUB_THREAD_OPERATORS_CUH
#include <cuda_runtime.h>

namespace cub {
struct Sum {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const;
};
struct Max {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const;
};
struct Min {
  template <class T> __host__ __device__ T operator()(const T &a, const T &b) const;
};
} // namespace cub
#endif
