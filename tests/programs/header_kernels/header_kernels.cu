// Kernels, their launches, a __device__ symbol and the CUDA error check live in headers
// (scan_kernels.cuh, detail/warp_sum.cuh, cuda_check.h); this file only calls them. cu2cl
// translates the headers' host code into copies beside the host file and their device code
// into the program's .cl.

#include <vector>

#include "../common/check.h"
#include "scan_kernels.cuh"

int main() {
  int failures = 0;
  for (int n : {1, 1000, 4096, 100003}) {
    for (int block : {64, 256, 1024}) {
      std::vector<int> values(n);
      std::vector<float> samples(n);
      long want = 0;
      unsigned int wantAbove = 0;
      for (int i = 0; i < n; ++i) {
        values[i] = (i * 37) % 101 - 50;
        samples[i] = float((i * 13) % 17) / 16.0f;
        want += values[i];
        wantAbove += samples[i] > 0.5f;
      }
      int *d_values = nullptr;
      float *d_samples = nullptr;
      unsigned int *d_count = nullptr;
      CHECK(cudaMalloc(&d_values, n * sizeof(int)));
      CHECK(cudaMalloc(&d_samples, n * sizeof(float)));
      CHECK(cudaMalloc(&d_count, sizeof(unsigned int)));
      CHECK(cudaMemcpy(d_values, values.data(), n * sizeof(int), cudaMemcpyHostToDevice));
      CHECK(cudaMemcpy(d_samples, samples.data(), n * sizeof(float), cudaMemcpyHostToDevice));
      CHECK(cudaMemset(d_count, 0, sizeof(unsigned int)));

      unsigned int blocksRun = 0;
      int got = sumOnDevice(d_values, n, block, &blocksRun);
      int grid = (n + block - 1) / block;
      failures += !report(got == want, "sum", n, block, got);
      failures += !report(blocksRun == unsigned(grid), "blocks", n, block, blocksRun);

      countAbove<<<grid, block>>>(d_samples, n, 0.5f, d_count);
      checkLastLaunch("countAbove");
      unsigned int above = 0;
      CHECK(cudaMemcpy(&above, d_count, sizeof(above), cudaMemcpyDeviceToHost));
      failures += !report(above == wantAbove, "above", n, block, above);
      CHECK(cudaFree(d_values));
      CHECK(cudaFree(d_samples));
      CHECK(cudaFree(d_count));
    }
  }
  return finish(failures);
}
