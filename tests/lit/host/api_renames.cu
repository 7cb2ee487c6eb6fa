// Every use of a CUDA runtime name becomes the host runtime's: functions,
// types (also as `struct`/`enum`), enumerators, flags, the fields of
// cudaDeviceProp (same names), inside macro arguments and inside macro
// definitions (rewritten once, in the definition; the line continuations
// keep their column).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/api_renames.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/api_renames.host.cpp
#include <cstdio>
#include <cuda_runtime.h>

// CHECK:#define CHECK(call)                                               \
// CHECK-NEXT:  do {                                                            \
// CHECK-NEXT:    cu2clError_t status = (call);                                 \
// CHECK-NEXT:    if (status != cu2clSuccess) {                                 \
// CHECK-NEXT:      printf("%s\n", cu2clGetErrorString(status));                \
// CHECK-NEXT:      return 1;                                                   \
// CHECK-NEXT:    }                                                             \
// CHECK-NEXT:  } while (0)
#define CHECK(call)                                               \
  do {                                                            \
    cudaError_t status = (call);                                  \
    if (status != cudaSuccess) {                                  \
      printf("%s\n", cudaGetErrorString(status));                 \
      return 1;                                                   \
    }                                                             \
  } while (0)
// CHECK-NEXT:#define ALLOC cu2clMalloc
#define ALLOC cudaMalloc

// CHECK:cu2clError_t copyBack(int *host, const int *device, size_t n, enum cu2clMemcpyKind kind) {
// CHECK-NEXT:  return cu2clMemcpy(host, device, n * sizeof(int), kind);
cudaError_t copyBack(int *host, const int *device, size_t n, enum cudaMemcpyKind kind) {
  return cudaMemcpy(host, device, n * sizeof(int), kind);
}

int main() {
  int *device = nullptr, host[4] = {0};
  // CHECK:  CHECK(ALLOC(&device, sizeof(host)));
  CHECK(ALLOC(&device, sizeof(host)));
  // CHECK-NEXT:  CHECK(cu2clMemset(device, 0, sizeof(host)));
  CHECK(cudaMemset(device, 0, sizeof(host)));
  // CHECK-NEXT:  CHECK(copyBack(host, device, 4, cu2clMemcpyDeviceToHost));
  CHECK(copyBack(host, device, 4, cudaMemcpyDeviceToHost));

  // CHECK:  cu2clStream_t stream;
  // CHECK-NEXT:  cu2clStreamCreateWithFlags(&stream, cu2clStreamNonBlocking);
  // CHECK-NEXT:  cu2clEvent_t start, stop;
  // CHECK-NEXT:  cu2clEventCreateWithFlags(&start, cu2clEventDefault);
  // CHECK-NEXT:  cu2clEventCreate(&stop);
  // CHECK-NEXT:  cu2clEventRecord(start, stream);
  // CHECK-NEXT:  cu2clMemcpyAsync(host, device, sizeof(host), cu2clMemcpyDefault, stream);
  // CHECK-NEXT:  cu2clMemsetAsync(device, 1, sizeof(host), cu2clStreamPerThread);
  // CHECK-NEXT:  cu2clStreamWaitEvent(cu2clStreamLegacy, start, 0);
  // CHECK-NEXT:  cu2clEventRecord(stop, stream);
  // CHECK-NEXT:  cu2clEventSynchronize(stop);
  // CHECK-NEXT:  if (cu2clEventQuery(stop) == cu2clErrorNotReady || cu2clStreamQuery(stream) != cu2clSuccess)
  // CHECK-NEXT:    return 1;
  // CHECK-NEXT:  float ms = 0;
  // CHECK-NEXT:  cu2clEventElapsedTime(&ms, start, stop);
  // CHECK-NEXT:  cu2clStreamSynchronize(stream);
  // CHECK-NEXT:  cu2clEventDestroy(start);
  // CHECK-NEXT:  cu2clEventDestroy(stop);
  // CHECK-NEXT:  cu2clStreamDestroy(stream);
  cudaStream_t stream;
  cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking);
  cudaEvent_t start, stop;
  cudaEventCreateWithFlags(&start, cudaEventDefault);
  cudaEventCreate(&stop);
  cudaEventRecord(start, stream);
  cudaMemcpyAsync(host, device, sizeof(host), cudaMemcpyDefault, stream);
  cudaMemsetAsync(device, 1, sizeof(host), cudaStreamPerThread);
  cudaStreamWaitEvent(cudaStreamLegacy, start, 0);
  cudaEventRecord(stop, stream);
  cudaEventSynchronize(stop);
  if (cudaEventQuery(stop) == cudaErrorNotReady || cudaStreamQuery(stream) != cudaSuccess)
    return 1;
  float ms = 0;
  cudaEventElapsedTime(&ms, start, stop);
  cudaStreamSynchronize(stream);
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaStreamDestroy(stream);

  // CHECK:  int count = 0, current = -1;
  // CHECK-NEXT:  cu2clGetDeviceCount(&count);
  // CHECK-NEXT:  cu2clSetDevice(0);
  // CHECK-NEXT:  cu2clGetDevice(&current);
  // CHECK-NEXT:  struct cu2clDeviceProp prop;
  // CHECK-NEXT:  cu2clGetDeviceProperties(&prop, current);
  // CHECK-NEXT:  printf("%s %zu %zu %d %d %d %d %d %d %zu %d.%d %d %d %d %d %zu %d\n", prop.name,
  int count = 0, current = -1;
  cudaGetDeviceCount(&count);
  cudaSetDevice(0);
  cudaGetDevice(&current);
  struct cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, current);
  printf("%s %zu %zu %d %d %d %d %d %d %zu %d.%d %d %d %d %d %zu %d\n", prop.name,
         prop.totalGlobalMem, prop.sharedMemPerBlock, prop.regsPerBlock, prop.warpSize,
         prop.maxThreadsPerBlock, prop.maxThreadsDim[0], prop.maxGridSize[0], prop.clockRate,
         prop.totalConstMem, prop.major, prop.minor, prop.multiProcessorCount, prop.l2CacheSize,
         prop.memoryClockRate, prop.memoryBusWidth, prop.sharedMemPerMultiprocessor,
         prop.maxThreadsPerMultiProcessor);
  // CHECK:  size_t free = 0, total = sizeof(cu2clDeviceProp);
  // CHECK-NEXT:  cu2clMemGetInfo(&free, &total);
  size_t free = 0, total = sizeof(cudaDeviceProp);
  cudaMemGetInfo(&free, &total);

  // CHECK:  int *pinned = nullptr;
  // CHECK-NEXT:  cu2clMallocHost(&pinned, 64);
  // CHECK-NEXT:  cu2clFreeHost(pinned);
  // CHECK-NEXT:  cu2clHostAlloc((void **)&pinned, 64, cu2clHostAllocDefault);
  // CHECK-NEXT:  cu2clFreeHost(pinned);
  int *pinned = nullptr;
  cudaMallocHost(&pinned, 64);
  cudaFreeHost(pinned);
  cudaHostAlloc((void **)&pinned, 64, cudaHostAllocDefault);
  cudaFreeHost(pinned);

  // CHECK:  cu2clError_t last = cu2clPeekAtLastError();
  // CHECK-NEXT:  printf("%s %s\n", cu2clGetErrorName(last), cu2clGetErrorString(cu2clGetLastError()));
  // CHECK-NEXT:  cu2clDeviceSynchronize();
  // CHECK-NEXT:  cu2clThreadSynchronize();
  // CHECK-NEXT:  cu2clFree(device);
  // CHECK-NEXT:  cu2clDeviceReset();
  cudaError_t last = cudaPeekAtLastError();
  printf("%s %s\n", cudaGetErrorName(last), cudaGetErrorString(cudaGetLastError()));
  cudaDeviceSynchronize();
  cudaThreadSynchronize();
  cudaFree(device);
  cudaDeviceReset();
  return 0;
}
