// The macros nvcc defines while compiling CUDA (__CUDACC__, __NVCC__, CUDART_VERSION,
// __CUDACC_VER_MAJOR__ …) and the include guards of CUDA's headers that helper headers test
// (__CUDA_RUNTIME_H__, __DRIVER_TYPES_H__) are defined for the device parse and, with the same
// values, for the host file (cu2cl/runtime/HostLibrary.h): both sides see the same blocks.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=DEVICE < %t/predefined_macros.cl
// RUN: c++ -std=c++17 -I%S/../../../runtime/host/include -DCU2CL_HOST_ONLY -x c++ %s -o %t/host
// RUN: %t/host | FileCheck %s --check-prefix=HOST
// DEVICE: return 12000 + 12 * 0 + 1;
// HOST: 12000 12 1

#ifdef CU2CL_HOST_ONLY // the host side of the same test, without the runtime library
#include <cu2cl/runtime/HostLibrary.h>
#else
__device__ int version() {
#if defined(__CUDACC__) && defined(__NVCC__) && defined(__CUDA_RUNTIME_H__) &&                    \
    defined(__DRIVER_TYPES_H__)
  return CUDART_VERSION + __CUDACC_VER_MAJOR__ * 0 + 1;
#else
  return 0;
#endif
}
__global__ void k(int *out) { out[0] = version(); }
#endif

int main() {
#if defined(__CUDACC__) && defined(__NVCC__) && defined(__CUDA_RUNTIME_H__) &&                    \
    defined(__DRIVER_TYPES_H__)
  printf("%d %d 1\n", CUDART_VERSION, __CUDACC_VER_MAJOR__);
#endif
  return 0;
}
