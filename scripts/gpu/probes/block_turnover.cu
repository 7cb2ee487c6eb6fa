// Block turnover of the benchmark's count kernel under CUDA (block_turnover.h says what is
// printed); block_turnover.cpp runs the same kernels under NVIDIA's OpenCL.
// Kernels: count (computeBlockCounts as the benchmark's), count_timed (the same, thread 0
// records SM, start and end), nobarrier (the same load and predicate, no barrier).
// Build twice: -arch=sm_90 (nvcc's SASS) and -gencode arch=compute_90,code=compute_90 (PTX the
// driver compiles at load, as it compiles OpenCL's).
#include "block_turnover.h"

#include <chrono>

__device__ __forceinline__ unsigned long long globalTimer() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
__device__ __forceinline__ unsigned smId() {
  unsigned id;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
  return id;
}

__global__ void count(const int *__restrict__ in, int n, int *counts) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int pred = idx < n ? in[idx] > 0 : 0;
  int c = __syncthreads_count(pred);
  if (threadIdx.x == 0)
    counts[blockIdx.x] = c;
}

__global__ void count_timed(const int *__restrict__ in, int n, int *counts,
                            unsigned long long *records) {
  unsigned long long start = globalTimer();
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int pred = idx < n ? in[idx] > 0 : 0;
  int c = __syncthreads_count(pred);
  if (threadIdx.x == 0) {
    counts[blockIdx.x] = c;
    records[3 * blockIdx.x] = smId();
    records[3 * blockIdx.x + 1] = start;
    records[3 * blockIdx.x + 2] = globalTimer();
  }
}

__global__ void nobarrier(const int *__restrict__ in, int n, int *counts) {
  int idx = threadIdx.x + blockIdx.x * blockDim.x;
  int v = idx < n ? in[idx] : 0;
  if (v == 123456789) // never true for the input: keeps the load
    counts[blockIdx.x] = v;
}

int main(int argc, char **argv) {
  const char *api = argc > 1 ? argv[1] : "cuda";
  std::vector<int> input = turnoverInput();
  const int n = int(input.size()), blocks = n / kTurnoverBlock;
  int *in, *counts;
  unsigned long long *records;
  cudaMalloc(&in, input.size() * sizeof(int));
  cudaMalloc(&counts, blocks * sizeof(int));
  cudaMalloc(&records, 3ull * blocks * sizeof(unsigned long long));
  cudaMemcpy(in, input.data(), input.size() * sizeof(int), cudaMemcpyHostToDevice);
  auto time = [&](auto launch) {
    launch(); // warm-up
    cudaDeviceSynchronize();
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < kTurnoverLaunches; i++)
      launch();
    cudaDeviceSynchronize();
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0)
               .count() /
           kTurnoverLaunches;
  };
  for (int round = 0; round < 2; round++) {
    double ms = time([&] { count<<<blocks, kTurnoverBlock>>>(in, n, counts); });
    std::printf("%s count: %.1f us per launch\n", api, ms * 1e3);
    ms = time([&] { nobarrier<<<blocks, kTurnoverBlock>>>(in, n, counts); });
    std::printf("%s nobarrier: %.1f us per launch\n", api, ms * 1e3);
    ms = time([&] { count_timed<<<blocks, kTurnoverBlock>>>(in, n, counts, records); });
    std::vector<uint64_t> host(3ull * blocks);
    cudaMemcpy(host.data(), records, host.size() * sizeof(uint64_t), cudaMemcpyDeviceToHost);
    printTurnover(api, "count_timed", ms, host);
  }
  std::vector<int> c(blocks);
  cudaMemcpy(c.data(), counts, blocks * sizeof(int), cudaMemcpyDeviceToHost);
  long long total = 0, want = 0;
  for (int x : c)
    total += x;
  for (int x : input)
    want += x > 0;
  std::printf("%s check: %lld of %lld %s\n", api, total, want, total == want ? "right" : "WRONG");
  return total == want ? 0 : 1;
}
