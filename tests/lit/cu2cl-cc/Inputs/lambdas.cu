// Lambdas in device code: captures by reference (a local, and the kernel's __shared__ array
// reached without capture), by copy (a parameter and a local), of a pointer, and none; called
// directly and through a function template.
#include <cstdio>
template <typename F> __device__ int apply(F f, int v) { return f(v); }
__global__ void k(const int *in, long long *out, int scale) {
  __shared__ int tile[4];
  int t = threadIdx.x;
  tile[t] = in[t];
  __syncthreads();
  int count = 0;
  auto bump = [&]() { count += tile[(t + 1) % 4]; };
  bump();
  bump();
  auto scaled = [=](int v) { return v * scale + t; };
  auto twice = [](int v) { return 2 * v; };
  out[t] = count;
  out[4 + t] = scaled(in[t]);
  out[8 + t] = apply(twice, t) + apply(scaled, 1);
  const int *p = in;
  auto at = [p](int i) { return p[i]; };
  out[12 + t] = at(3 - t);
}
int main() {
  int in[4] = {5, 7, 11, 13}; int *d; long long *o, h[16];
  cudaMalloc(&d, sizeof(in)); cudaMalloc(&o, sizeof(h));
  cudaMemcpy(d, in, sizeof(in), cudaMemcpyHostToDevice);
  k<<<1, 4>>>(d, o, 3);
  cudaMemcpy(h, o, sizeof(h), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 16; ++i) printf("%lld%c", h[i], i % 4 == 3 ? '\n' : ' ');
}
