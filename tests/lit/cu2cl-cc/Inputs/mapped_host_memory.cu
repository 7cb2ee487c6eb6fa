// Mapped host memory (zero-copy): kernels reach pinned host memory through the pointer
// cudaHostGetDevicePointer gives.
#include <cstdio>
#include <cstdlib>

__global__ void square(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * in[i];
}

int main() {
  const int n = 300;
  cudaSetDeviceFlags(cudaDeviceMapHost);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("canMapHostMemory %d\n", prop.canMapHostMemory);

  float *in = nullptr, *out = nullptr, *dIn = nullptr, *dOut = nullptr;
  cudaHostAlloc(&in, n * sizeof(float), cudaHostAllocMapped);
  // The user's memory, registered as mapped.
  out = (float *)malloc(n * sizeof(float));
  cudaHostRegister(out, n * sizeof(float), cudaHostRegisterMapped);
  for (int i = 0; i < n; ++i)
    in[i] = 0.5f * i;
  cudaHostGetDevicePointer(&dIn, in, 0);
  cudaHostGetDevicePointer((void **)&dOut, out, 0);
  square<<<(n + 63) / 64, 64>>>(dIn, dOut, n);
  cudaDeviceSynchronize();
  printf("out[3] %g out[299] %g\n", out[3], out[299]);

  // Pinned memory allocated without the flag is mapped all the same, as CUDA maps all pinned
  // memory under unified addressing; memory from malloc is not.
  float *plain = nullptr, *dPlain = nullptr, *none = nullptr;
  cudaMallocHost(&plain, 16);
  cudaError_t got = cudaHostGetDevicePointer((void **)&dPlain, plain, 0);
  square<<<1, 4>>>(dIn, dPlain, 4);
  cudaDeviceSynchronize();
  float *ordinary = (float *)malloc(16);
  cudaError_t refused = cudaHostGetDevicePointer((void **)&none, ordinary, 0);
  cudaGetLastError();
  printf("pinned: %s, plain[3] %g; malloc's: %s\n", cudaGetErrorName(got), plain[3],
         cudaGetErrorName(refused));
  free(ordinary);
  printf("release: %s %s %s\n", cudaGetErrorName(cudaHostUnregister(out)),
         cudaGetErrorName(cudaFreeHost(in)), cudaGetErrorName(cudaFreeHost(plain)));
  free(out);
  return 0;
}
