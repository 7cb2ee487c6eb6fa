// A declaration before the file's CUDA include uses what nvcc's implicit cuda_runtime.h
// declares (NULL here), as cuda-samples' simpleStreams does.
const char *names[] = {"auto", "blocking", NULL};
#include <cstdio>
#include <cuda_runtime.h>

__global__ void lanes(int *out) { out[threadIdx.x] = threadIdx.x; }

int main() {
  int *d, h[2], host[4] = {1, 2, 3, 4};
  cudaMalloc(&d, sizeof h);
  lanes<<<1, 2>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  unsigned flags = 0;
  cudaSetDeviceFlags(cudaDeviceBlockingSync | cudaDeviceMapHost);
  cudaGetDeviceFlags(&flags);
  cudaError_t registered = cudaHostRegister(host, sizeof host, cudaHostRegisterDefault);
  cudaError_t twice = cudaHostRegister(host, sizeof host, cudaHostRegisterDefault);
  cudaMemcpyAsync(d, host, sizeof h, cudaMemcpyHostToDevice, 0);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%s %d, flags %u, %s %s, %d %d, %s\n", names[1], h[1] - 1, flags,
         cudaGetErrorName(registered), cudaGetErrorName(twice), h[0], h[1],
         cudaGetErrorName(cudaHostUnregister(host)));
  return 0;
}
