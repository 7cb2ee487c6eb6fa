// The other CUDA file of units_scale.cu's program: a kernel of its own (offset), then
// units_scale.cu's (scale). Both results are checked: (i + 1) * 3.
#include "units.h"

#include <cuda_runtime.h>

#include <cstdio>

__global__ void offset(float *v, float by, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += by;
}

int main() {
  const int n = 300; // not a multiple of either block size
  float h[n];
  for (int i = 0; i < n; ++i)
    h[i] = static_cast<float>(i);
  float *d = nullptr;
  if (cudaMalloc(&d, sizeof h) != cudaSuccess) {
    std::printf("FAIL cudaMalloc\n");
    return 1;
  }
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  offset<<<(n + 127) / 128, 128>>>(d, 1.0f, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess)
    err = cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  if (err != cudaSuccess) {
    std::printf("FAIL offset: %s\n", cudaGetErrorString(err));
    return 1;
  }
  if (runScale(h, n, 3.0f) != 0) {
    std::printf("FAIL scale\n");
    return 1;
  }
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += h[i] != 3.0f * static_cast<float>(i + 1);
  std::printf("%s offset and scale n=%d wrong=%d\n", wrong ? "FAIL" : "PASS", n, wrong);
  return wrong ? 1 : 0;
}
