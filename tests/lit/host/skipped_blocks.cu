// The parse is CUDA's device pass, which skips `#ifndef __CUDA_ARCH__`
// blocks and the `#else` of `#ifdef __CUDA_ARCH__`; a host compiler reads
// them, so the CUDA runtime names in them are renamed too, and a function
// with such a block keeps its body. So are the names in macros that no parsed
// code uses.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/skipped_blocks.host.cpp | FileCheck %s --match-full-lines
// RUN: %host-syntax-check %t/skipped_blocks.host.cpp

// CHECK:int where() {
// CHECK-NEXT:#ifdef __CUDA_ARCH__
// CHECK-NEXT:  __syncthreads();
// CHECK-NEXT:  return 1;
// CHECK-NEXT:#else
// CHECK-NEXT:  return cu2clDeviceSynchronize() == cu2clSuccess ? 0 : -1;
// CHECK-NEXT:#endif
// CHECK-NEXT:}
__host__ __device__ int where() {
#ifdef __CUDA_ARCH__
  __syncthreads();
  return 1;
#else
  return cudaDeviceSynchronize() == cudaSuccess ? 0 : -1;
#endif
}

// CHECK:#ifndef __CUDA_ARCH__
// CHECK-NEXT:static void makeStream(cu2clStream_t *stream) { cu2clStreamCreate(stream); }
// CHECK-NEXT:#endif
#ifndef __CUDA_ARCH__
static void makeStream(cudaStream_t *stream) { cudaStreamCreate(stream); }
#endif

// CHECK:#define RESET() cu2clDeviceReset()
#define RESET() cudaDeviceReset()

int main() {
#ifndef __CUDA_ARCH__
  cudaStream_t stream;
  makeStream(&stream);
#endif
  return where();
}
