// clock() and clock64() in device code (cu2cl-cc/device_clock.test): a kernel that waits for a
// number of "cycles" ends, and readings in one thread increase.
#include <cstdio>

__global__ void wait(long long *out, long long cycles) {
  long long start = clock64();
  long long now = start;
  while (now - start < cycles)
    now = clock64();
  clock_t first = clock();
  clock_t second = clock();
  out[threadIdx.x] = (now - start >= cycles) + 10 * (second > first) + 100 * (first > start);
}

int main() {
  long long *device;
  cudaMalloc(&device, 8 * sizeof(long long));
  wait<<<2, 4>>>(device, 1000);
  long long host[4];
  cudaError_t error = cudaMemcpy(host, device, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("%s: %lld %lld %lld %lld\n", cudaGetErrorName(error), host[0], host[1], host[2],
              host[3]);
  return 0;
}
