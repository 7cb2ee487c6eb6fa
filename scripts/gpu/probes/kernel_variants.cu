// The benchmark's two kernels under CUDA, timed as kernel_variants.cpp times their translations
// and hand-written OpenCL variants under NVIDIA's OpenCL (docs/performance.md, GPU gap).
// Usage: nvcc -O3 -arch=sm_90 kernel_variants.cu -o kv && ./kv
#include "kernel_variants.h"

#define FULL_MASK 0xffffffff

__device__ int pow2i(int e) { return 1 << e; }

// computeBlockCounts and compactK of bench/kernels/nonuniform_reduction_bench.cu, for int and
// x > 0.
__global__ void computeBlockCounts(const int *__restrict__ d_input, int length,
                                   int *__restrict__ d_BlockCounts) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = d_input[idx] > 0;
    int c = __syncthreads_count(pred);
    if (threadIdx.x == 0)
      d_BlockCounts[blockIdx.x] = c;
  }
}

__global__ void compactK(const int *__restrict__ d_input, int length, int *__restrict__ d_output,
                         const int *__restrict__ d_BlocksOffset) {
  extern __shared__ int warpTotals[];
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  if (idx < length) {
    int pred = d_input[idx] > 0;
    int w_i = threadIdx.x / warpSize;
    int w_l = idx % warpSize;
    unsigned int t_m = FULL_MASK >> (warpSize - w_l);
    unsigned int b = __ballot_sync(FULL_MASK, pred) & t_m;
    int t_u = __popc(b);
    if (w_l == warpSize - 1)
      warpTotals[w_i] = t_u + pred;
    __syncthreads();
    int numWarps = blockDim.x / warpSize;
    unsigned int numWarpsMask = FULL_MASK >> (warpSize - numWarps);
    if (w_i == 0 && w_l < numWarps) {
      int w_i_u = 0;
      for (int j = 0; j <= 5; j++) {
        unsigned int b_j = __ballot_sync(numWarpsMask, warpTotals[w_l] & pow2i(j));
        w_i_u += (__popc(b_j & t_m) << j);
      }
      warpTotals[w_l] = w_i_u;
    }
    __syncthreads();
    if (pred)
      d_output[t_u + warpTotals[w_i] + d_BlocksOffset[blockIdx.x]] = d_input[idx];
  }
}

int main() {
  const std::vector<int> input = variantsInput(), offsets = variantsBlockOffsets(input);
  const int n = int(input.size()), blocks = n / kVariantsBlock;
  int *in, *counts, *out, *blockOffsets;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&counts, blocks * sizeof(int));
  cudaMalloc(&blockOffsets, blocks * sizeof(int));
  cudaMemcpy(in, input.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemcpy(blockOffsets, offsets.data(), blocks * sizeof(int), cudaMemcpyHostToDevice);
  auto finish = [] { cudaDeviceSynchronize(); };
  for (int round = 0; round < 2; round++) {
    std::printf(
        "cuda count: %.1f us\n",
        variantsMicroseconds([&] { computeBlockCounts<<<blocks, kVariantsBlock>>>(in, n, counts); },
                             finish));
    std::printf("cuda compact: %.1f us\n",
                variantsMicroseconds(
                    [&] {
                      compactK<<<blocks, kVariantsBlock, kVariantsBlock / 32 * sizeof(int)>>>(
                          in, n, out, blockOffsets);
                    },
                    finish));
  }
  std::vector<int> c(blocks), o(n);
  cudaMemcpy(c.data(), counts, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  cudaMemcpy(o.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost);
  const bool right = variantsCountsRight(input, c) && variantsCompactRight(input, o);
  std::printf("cuda check: %s\n", right ? "right" : "WRONG");
  return right ? 0 : 1;
}
