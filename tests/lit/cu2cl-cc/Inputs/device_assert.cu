// assert() in device code (cu2cl-cc/device_assert.test): in a kernel, a __device__ function
// and a __host__ __device__ function. Assertions that hold change nothing; the first that fails
// is printed as CUDA prints it, the call that waits for the kernel returns cudaErrorAssert, and
// so does every later call.
#include <cassert>
#include <cstdio>

__host__ __device__ int halved(int value) {
  assert(value % 2 == 0);
  return value / 2;
}

__device__ int checkedIndex(int i, int n) {
  assert(i < n);
  return i;
}

__global__ void halves(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n > 0);
  out[checkedIndex(i, n)] = halved(in[i]);
}

int main() {
  const int n = 64;
  int host[n];
  for (int i = 0; i < n; ++i)
    host[i] = 2 * i;
  int *in, *out;
  cudaMalloc(&in, sizeof host);
  cudaMalloc(&out, sizeof host);
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);
  halves<<<2, 32>>>(in, out, n);
  cudaError_t holds = cudaDeviceSynchronize();
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  std::printf("holds: %s, out[63] = %d\n", cudaGetErrorName(holds), host[63]);
  std::printf("host side: %d\n", halved(8));
  int odd[n];
  for (int i = 0; i < n; ++i)
    odd[i] = i == 45 ? 7 : 2 * i;
  cudaMemcpy(in, odd, sizeof odd, cudaMemcpyHostToDevice);
  halves<<<2, 32>>>(in, out, n);
  cudaError_t fails = cudaDeviceSynchronize();
  std::printf("fails: %s (%d): %s\n", cudaGetErrorName(fails), (int)fails,
              cudaGetErrorString(fails));
  std::printf("then cudaMemcpy: %s\n",
              cudaGetErrorName(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost)));
  std::printf("then cudaGetLastError: %s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
