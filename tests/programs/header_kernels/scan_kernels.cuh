// Kernels, a __device__ counter and the host function that launches them, all in a header:
// the way many CUDA projects are laid out.
#pragma once

#include "cuda_check.h"
#include "detail/warp_sum.cuh"

__device__ unsigned int blocksSeen; // incremented once per block; read back through its symbol

// One partial sum per block: warp sums through __shfl_xor_sync, then the block's warps in
// shared memory.
template <typename T> __global__ void blockSums(const T *in, T *partial, int n) {
  __shared__ T warpTotals[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T value = warpSum(i < n ? in[i] : T(0));
  int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  if (lane == 0)
    warpTotals[warp] = value;
  __syncthreads();
  if (threadIdx.x == 0) {
    T total = 0;
    for (int w = 0; w < (int)(blockDim.x + 31) / 32; ++w)
      total += warpTotals[w];
    partial[blockIdx.x] = total;
    atomicAdd(&blocksSeen, 1u);
  }
}

// How many elements are above the threshold, counted with a vote per warp.
__global__ void countAbove(const float *in, int n, float threshold, unsigned int *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned int votes = __ballot_sync(0xffffffffu, i < n && in[i] > threshold);
  if (threadIdx.x % 32 == 0)
    atomicAdd(count, (unsigned int)__popc(votes));
}

// Host code in the header: launches, copies and the symbol, checked with CHECK.
template <typename T> T sumOnDevice(const T *d_in, int n, int block, unsigned int *blocksRun) {
  int grid = (n + block - 1) / block;
  T *d_partial = nullptr;
  CHECK(cudaMalloc(&d_partial, grid * sizeof(T)));
  unsigned int zero = 0;
  CHECK(cudaMemcpyToSymbol(blocksSeen, &zero, sizeof(zero)));
  blockSums<T><<<grid, block>>>(d_in, d_partial, n);
  checkLastLaunch("blockSums");
  std::vector<T> partial(grid);
  CHECK(cudaMemcpy(partial.data(), d_partial, grid * sizeof(T), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpyFromSymbol(blocksRun, blocksSeen, sizeof(*blocksRun)));
  CHECK(cudaFree(d_partial));
  T total = 0;
  for (T p : partial)
    total += p;
  return total;
}
