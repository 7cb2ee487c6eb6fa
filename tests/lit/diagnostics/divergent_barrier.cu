// A barrier that only some threads of a block reach would hang or crash an
// OpenCL device; cu2cl reports it instead of emitting it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %cu2cl %s -o %t/ 2>&1 | FileCheck %s
// RUN: test ! -e %t/divergent_barrier.cl

__global__ void underCondition(int *data, int n) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < n) {
    // CHECK: divergent_barrier.cu:[[@LINE+1]]:5: error: '__syncthreads()' is reached under thread-dependent control flow (the condition on line [[@LINE-1]] depends on the thread index)
    __syncthreads();
  }
}

__global__ void afterEarlyReturn(int *data, int n) {
  if (threadIdx.x >= n)
    return;
  // CHECK: divergent_barrier.cu:[[@LINE+1]]:3: error: '__syncthreads()' is reached under thread-dependent control flow (some threads leave through the return on line [[@LINE-1]] first)
  __syncthreads();
}

__device__ void helperWithBarrier() { __syncthreads(); }

__global__ void throughHelper(int *data) {
  for (int i = threadIdx.x; i < 10; ++i)
    // CHECK: divergent_barrier.cu:[[@LINE+1]]:5: error: 'helperWithBarrier()' is reached under thread-dependent control flow
    helperWithBarrier();
}

// Uniform conditions and loops are fine: no diagnostic for this kernel.
// CHECK-NOT: error:
__global__ void uniform(int *data, int n) {
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      data[threadIdx.x] += data[threadIdx.x + s];
    __syncthreads();
  }
  if (n > 4)
    __syncthreads();
}
