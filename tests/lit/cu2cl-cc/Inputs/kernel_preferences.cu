#include <cstdio>
#include <cuda_runtime.h>

template <int N> __global__ void fill(int *out) {
  extern __shared__ int scratch[];
  scratch[threadIdx.x] = N + threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = scratch[blockDim.x - 1 - threadIdx.x];
}

__global__ void plain(int *out) { out[threadIdx.x] += 100; }

int main() {
  int *out;
  cudaMalloc(&out, 4 * sizeof(int));
  cudaError_t cache = cudaFuncSetCacheConfig(plain, cudaFuncCachePreferL1);
  cudaError_t device = cudaDeviceSetCacheConfig(cudaFuncCachePreferShared);
  cudaError_t banks = cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeFourByte);
  cudaError_t carveout =
      cudaFuncSetAttribute(fill<7>, cudaFuncAttributePreferredSharedMemoryCarveout, 50);
  cudaError_t small = cudaFuncSetAttribute((const void *)fill<7>,
                                           cudaFuncAttributeMaxDynamicSharedMemorySize, 1024);
  cudaError_t huge =
      cudaFuncSetAttribute(&fill<7>, cudaFuncAttributeMaxDynamicSharedMemorySize, 1 << 30);
  cudaGetLastError();
  fill<7><<<1, 4, 4 * sizeof(int)>>>(out);
  plain<<<1, 4>>>(out);
  int host[4];
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("%d %d %d %d %d %s\n", cache, device, banks, carveout, small,
              cudaGetErrorName(huge));
  std::printf("%d %d %d %d\n", host[0], host[1], host[2], host[3]);
  // What an OpenCL device does not have, as CUDA says of a device without it.
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::printf("%d %d %d %d\n", prop.pageableMemoryAccess, prop.concurrentManagedAccess,
              prop.hostNativeAtomicSupported, prop.maxTexture2D[0]);
  cudaFree(out);
  return 0;
}
