// Managed memory: one address for the host and the kernels (cudaMallocManaged).
#include <cstdio>

__global__ void addIndex(int *data, int n, unsigned *count) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] += 2 * i;
    atomicAdd(count, 1u);
  }
}

__global__ void scale(int *data, int n, int factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

int main() {
  const int n = 1000;
  int *data = nullptr;
  unsigned *count = nullptr;
  if (cudaMallocManaged(&data, n * sizeof(int)) != cudaSuccess ||
      cudaMallocManaged((void **)&count, sizeof(unsigned), cudaMemAttachGlobal) != cudaSuccess) {
    printf("cudaMallocManaged failed\n");
    return 1;
  }
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("managedMemory %d\n", prop.managedMemory);

  // The host writes it before any kernel, the kernel reads and writes it, the host reads it
  // after synchronising.
  for (int i = 0; i < n; ++i)
    data[i] = i;
  *count = 0;
  cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetPreferredLocation, 0);
  cudaMemPrefetchAsync(data, n * sizeof(int), 0);
  addIndex<<<(n + 127) / 128, 128>>>(data, n, count);
  cudaDeviceSynchronize();
  long long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += data[i];
  printf("after addIndex: data[7] %d, sum %lld, count %u\n", data[7], sum, *count);

  // Again on a stream of its own, after the host changed it.
  data[0] = 5;
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  scale<<<(n + 255) / 256, 256, 0, stream>>>(data, n, 2);
  cudaStreamSynchronize(stream);
  printf("after scale: data[0] %d, data[999] %d\n", data[0], data[999]);
  cudaMemPrefetchAsync(data, n * sizeof(int), cudaCpuDeviceId, stream);
  // CUDA 13's forms of the hints name the place as a cudaMemLocation.
  cudaMemLocation host = {cudaMemLocationTypeHost, 0}, nowhere = {cudaMemLocationTypeInvalid, 0};
  cudaError_t advised = cudaMemAdvise(data, n * sizeof(int), cudaMemAdviseSetReadMostly, host);
  cudaError_t prefetched = cudaMemPrefetchAsync(data, n * sizeof(int), host, 0, stream);
  cudaError_t invalid = cudaMemPrefetchAsync(data, n * sizeof(int), nowhere, 0, stream);
  printf("CUDA 13 hints: %s %s, an invalid place: %s\n", cudaGetErrorName(advised),
         cudaGetErrorName(prefetched), cudaGetErrorName(invalid));
  cudaGetLastError();
  cudaStreamDestroy(stream);

  // Attached to the host, managed memory is the host's while kernels run; attached globally,
  // a kernel uses it again.
  int *hostSide = nullptr;
  cudaMallocManaged(&hostSide, 64 * sizeof(int));
  cudaStreamAttachMemAsync(0, hostSide, 0, cudaMemAttachHost);
  scale<<<(n + 255) / 256, 256>>>(data, n, 1);
  for (int i = 0; i < 64; ++i)
    hostSide[i] = i;
  cudaDeviceSynchronize();
  cudaStreamAttachMemAsync(0, hostSide, 0, cudaMemAttachGlobal);
  scale<<<1, 64>>>(hostSide, 64, 3);
  cudaDeviceSynchronize();
  printf("attached: hostSide[63] %d\n", hostSide[63]);
  cudaFree(hostSide);

  // Copies and fills take it as device memory.
  int *device = nullptr;
  cudaMalloc(&device, n * sizeof(int));
  cudaMemcpy(device, data, n * sizeof(int), cudaMemcpyDeviceToDevice);
  cudaMemset(data, 0, n * sizeof(int));
  scale<<<(n + 255) / 256, 256>>>(device, n, 3);
  cudaMemcpy(data + 10, device + 10, 4 * sizeof(int), cudaMemcpyDefault);
  cudaDeviceSynchronize(); // a device-to-device copy does not wait
  printf("after copies: data[9] %d, data[10] %d, data[13] %d, data[14] %d\n", data[9], data[10],
         data[13], data[14]);

  // Freeing: not from the middle, and both allocations.
  printf("free of data + 1: %s\n", cudaGetErrorName(cudaFree(data + 1)));
  cudaGetLastError();
  printf("free: %s %s %s\n", cudaGetErrorName(cudaFree(data)), cudaGetErrorName(cudaFree(count)),
         cudaGetErrorName(cudaFree(device)));
  return 0;
}
