// Memory latency of a cudaMalloc allocation: dependent random loads over 1 GiB (2^28 ints, a
// random cycle), 528 warps of 32 chasing lanes; chase.cpp measures a clCreateBuffer
// allocation with the same kernel and cycle. A difference points at the driver's mapping of the
// memory (page size), which would explain the latency-bound kernels' gap (docs/performance.md).
// Usage: nvcc -O3 -arch=sm_90 chase.cu -o chase_cuda && ./chase_cuda
#include "chase_cycle.h"

#include <cstdio>
#include <vector>

__global__ void chase(const unsigned *__restrict__ next, int steps, unsigned *out) {
  unsigned i = (blockIdx.x * blockDim.x + threadIdx.x) * 7919u % kChaseElements;
  for (int s = 0; s < steps; s++)
    i = next[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = i;
}

int main() {
  std::vector<unsigned> cycle = chaseCycle();
  unsigned *next, *out;
  cudaMalloc(&next, cycle.size() * sizeof(unsigned));
  cudaMalloc(&out, kChaseThreads * sizeof(unsigned));
  cudaMemcpy(next, cycle.data(), cycle.size() * sizeof(unsigned), cudaMemcpyHostToDevice);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  for (int round = 0; round < 3; round++) {
    cudaEventRecord(a);
    chase<<<kChaseThreads / 32, 32>>>(next, kChaseSteps, out);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    std::printf("cuda: %.1f ns per dependent load\n", ms * 1e6 / kChaseSteps);
  }
  return 0;
}
