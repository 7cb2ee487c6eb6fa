// Variable templates in device memory: each specialisation is its own symbol, written and read
// by the host through cudaMemcpyToSymbol / cudaMemcpyFromSymbol with `name<T>`.
#include <cstdio>

template <typename T> __constant__ T weights[4];
template <typename T> __device__ T total;

template <typename T> __global__ void weigh(const T *in, T *out) {
  int i = threadIdx.x;
  out[i] = in[i] * weights<T>[i % 4];
  atomicAdd(&total<T>, out[i]);
}

template <typename T> void run(const char *name, T first) {
  T in[8], out[8], w[4] = {1, 2, 3, 4}, zero = 0, sum = 0;
  for (int i = 0; i < 8; ++i)
    in[i] = first + T(i);
  T *dIn, *dOut;
  cudaMalloc(&dIn, sizeof(in));
  cudaMalloc(&dOut, sizeof(out));
  cudaMemcpy(dIn, in, sizeof(in), cudaMemcpyHostToDevice);
  cudaMemcpyToSymbol(weights<T>, w, sizeof(w));
  cudaMemcpyToSymbol(total<T>, &zero, sizeof(zero));
  weigh<T><<<1, 8>>>(dIn, dOut);
  cudaMemcpy(out, dOut, sizeof(out), cudaMemcpyDeviceToHost);
  cudaMemcpyFromSymbol(&sum, total<T>, sizeof(sum));
  printf("%s:", name);
  for (int i = 0; i < 8; ++i)
    printf(" %g", (double)out[i]);
  printf(" total %g\n", (double)sum);
  cudaFree(dIn);
  cudaFree(dOut);
}

int main() {
  run<int>("int", 1);
  run<float>("float", 0.5f);
  return 0;
}
