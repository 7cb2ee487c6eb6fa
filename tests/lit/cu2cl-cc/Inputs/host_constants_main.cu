#include "host_constants.h"
#include <cstdio>

__global__ void times(float *out, float factor) { out[threadIdx.x] = threadIdx.x * factor; }

int main() {
  float *out, host[4];
  cudaMalloc(&out, sizeof host);
  times<<<1, count>>>(out, scale);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("%g %g %g %g\n", host[0], host[1], host[2], host[3]);
  return 0;
}
