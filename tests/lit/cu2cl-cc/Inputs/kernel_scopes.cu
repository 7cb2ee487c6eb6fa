// Kernels in namespaces, static, extern "C" (cu2cl-cc/kernel_scopes.test).
#include <cstdio>
namespace named {
__global__ void fill(int *out) { out[threadIdx.x] = 1; }
namespace inner {
template <int N> __global__ void add(int *out) { out[threadIdx.x] += N; }
} // namespace inner
} // namespace named
namespace {
__global__ void twice(int *out) { out[threadIdx.x] *= 2; }
} // namespace
static __global__ void minusOne(int *out) { out[threadIdx.x] -= 1; }
extern "C" __global__ void plusTen(int *out) { out[threadIdx.x] += 10; }
extern "C" {
__global__ void square(int *out) { out[threadIdx.x] *= out[threadIdx.x]; }
}
int main() {
  int *d, h[4];
  cudaMalloc(&d, sizeof(h));
  named::fill<<<1, 4>>>(d);
  named::inner::add<3><<<1, 4>>>(d);
  twice<<<1, 4>>>(d);
  minusOne<<<1, 4>>>(d);
  plusTen<<<1, 4>>>(d);
  square<<<1, 4>>>(d);
  cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
  printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
  return h[0] == 289 ? 0 : 1;
}
