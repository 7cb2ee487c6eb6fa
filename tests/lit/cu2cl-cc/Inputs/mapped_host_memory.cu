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

  // Pinned memory allocated without the flag is not mapped.
  float *plain = nullptr, *none = nullptr;
  cudaMallocHost(&plain, 16);
  printf("unmapped: %s\n", cudaGetErrorName(cudaHostGetDevicePointer(&none, plain, 0)));
  cudaGetLastError();
  printf("release: %s %s %s\n", cudaGetErrorName(cudaHostUnregister(out)),
         cudaGetErrorName(cudaFreeHost(in)), cudaGetErrorName(cudaFreeHost(plain)));
  free(out);
  return 0;
}
