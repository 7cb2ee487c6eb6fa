// Does the L1/shared carveout explain the translated count kernel's 5 % on NVIDIA's OpenCL?
// The sample's computeBlockCounts (same PTX as the translation's, scripts/gpu/probes/dump_ptx.sh)
// timed at 2^28 ints, block 256, with CUDA's default carveout and with each forced carveout.
// Usage: nvcc -O3 -arch=sm_90 carveout.cu -o carveout && ./carveout
#include <cstdio>

__global__ void counts(const int *__restrict__ in, int n, int *__restrict__ out) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int pred = idx < n && in[idx] > 0;
  int c = __syncthreads_count(pred);
  if (threadIdx.x == 0)
    out[blockIdx.x] = c;
}

int main() {
  const int n = 1 << 28, block = 256, blocks = n / block, reps = 64;
  int *in, *out;
  cudaMalloc(&in, sizeof(int) * n);
  cudaMalloc(&out, sizeof(int) * blocks);
  cudaMemset(in, 1, sizeof(int) * n);
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  const int carveouts[] = {-1, 0, 25, 50, 100};
  for (int carveout : carveouts) {
    if (carveout >= 0)
      cudaFuncSetAttribute(counts, cudaFuncAttributePreferredSharedMemoryCarveout, carveout);
    for (int r = 0; r < 3; r++)
      counts<<<blocks, block>>>(in, n, out);
    cudaEventRecord(a);
    for (int r = 0; r < reps; r++)
      counts<<<blocks, block>>>(in, n, out);
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float ms = 0;
    cudaEventElapsedTime(&ms, a, b);
    std::printf("carveout %4d%%: %.4f ms per launch\n", carveout, ms / reps);
  }
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
