// One of two CUDA files of one program (separate_compilation.test, makefile.test): its own
// kernel, launched by a host function that other files call.
#include "units.h"

#include <cuda_runtime.h>

__global__ void scale(float *v, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= factor;
}

int runScale(float *host, int n, float factor) {
  float *d = nullptr;
  size_t bytes = n * sizeof(float);
  if (cudaMalloc(&d, bytes) != cudaSuccess)
    return 1;
  cudaMemcpy(d, host, bytes, cudaMemcpyHostToDevice);
  scale<<<(n + 63) / 64, 64>>>(d, factor, n);
  cudaError_t err = cudaGetLastError();
  if (err == cudaSuccess)
    err = cudaMemcpy(host, d, bytes, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return err == cudaSuccess ? 0 : 1;
}
