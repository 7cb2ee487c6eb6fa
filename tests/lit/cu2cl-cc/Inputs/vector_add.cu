// A whole CUDA program for cu2cl-cc's end-to-end test: device memory, copies both ways, a
// launch, and a check on the host.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

__global__ void vectorAdd(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000; // not a multiple of the block size: the last block is partial
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = static_cast<float>(i);
    b[i] = 2.0f * static_cast<float>(i);
  }
  float *dA = nullptr, *dB = nullptr, *dC = nullptr;
  size_t bytes = n * sizeof(float);
  if (cudaMalloc(&dA, bytes) != cudaSuccess || cudaMalloc(&dB, bytes) != cudaSuccess ||
      cudaMalloc(&dC, bytes) != cudaSuccess) {
    std::printf("FAIL cudaMalloc\n");
    return 1;
  }
  cudaMemcpy(dA, a.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemcpy(dB, b.data(), bytes, cudaMemcpyHostToDevice);
  vectorAdd<<<(n + 255) / 256, 256>>>(dA, dB, dC, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess)
    err = cudaMemcpy(c.data(), dC, bytes, cudaMemcpyDeviceToHost);
  if (err != cudaSuccess) {
    std::printf("FAIL %s\n", cudaGetErrorString(err));
    return 1;
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += c[i] != 3.0f * static_cast<float>(i);
  cudaFree(dA);
  cudaFree(dB);
  cudaFree(dC);
  std::printf("%s vector_add n=%d\n", wrong ? "FAIL" : "PASS", n);
  return wrong ? 1 : 0;
}
