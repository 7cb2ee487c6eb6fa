// The SM clock a kernel runs at under CUDA: SM cycles (%clock64) over nanoseconds
// (%globaltimer) across a busy loop, in 132 blocks of 256. sm_clock.cpp measures the same
// kernel under NVIDIA's OpenCL. Usage: nvcc -O3 -arch=sm_90 sm_clock.cu -o sm_clock_cuda
#include <cstdio>

__global__ void busy(unsigned long long *out, int iterations) {
  unsigned long long c0, c1, t0, t1;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c0));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t0));
  float x = threadIdx.x;
  for (int i = 0; i < iterations; i++)
    x = x * 1.000001f + 0.5f;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(c1));
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t1));
  if (threadIdx.x == 0) {
    out[2 * blockIdx.x] = c1 - c0;
    out[2 * blockIdx.x + 1] = t1 - t0 + (x == 0.0f); // x keeps the loop
  }
}

int main() {
  const int blocks = 132;
  unsigned long long *d, h[2 * blocks];
  cudaMalloc(&d, sizeof h);
  for (int round = 0; round < 3; round++) {
    busy<<<blocks, 256>>>(d, 1 << 20);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    double cycles = 0, ns = 0;
    for (int b = 0; b < blocks; b++)
      cycles += h[2 * b], ns += h[2 * b + 1];
    std::printf("cuda: SM clock %.0f MHz\n", 1e3 * cycles / ns);
  }
  return 0;
}
