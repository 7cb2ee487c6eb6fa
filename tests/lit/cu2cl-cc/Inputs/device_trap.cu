// __trap() in device code (cu2cl-cc/device_assert.test): a kernel that does not trap changes
// nothing; one that traps makes the call that waits for it fail, and every later call.
#include <cstdio>

__global__ void check(const int *in, int *out) {
  int i = threadIdx.x;
  if (in[i] < 0)
    __trap();
  out[i] = in[i] + 1;
}

int main() {
  int host[32];
  for (int i = 0; i < 32; ++i)
    host[i] = i;
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  check<<<1, 32>>>(in, out);
  cudaError_t fine = cudaDeviceSynchronize();
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("no trap: %s, out[31] = %d\n", cudaGetErrorName(fine), host[31]);
  host[7] = -1;
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  check<<<1, 32>>>(in, out);
  cudaError_t trapped = cudaDeviceSynchronize();
  std::printf("trap: %s\n", cudaGetErrorName(trapped));
  std::printf("then cudaMemcpy: %s\n",
              cudaGetErrorName(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost)));
  return 0;
}
