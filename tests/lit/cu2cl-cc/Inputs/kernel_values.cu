// Kernels used as values: pointers to kernels, auto variables, cudaLaunchKernel,
// cudaFuncSetAttribute, and launches that only the kernel's instantiation can name.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void copyKernel(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

__global__ void doubleKernel(float *out, const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 2 * in[i];
}

namespace ops {
template <typename T, int Scale>
__global__ void scaled(T *out, const T *in, int n, int /*unused*/) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * Scale;
}
} // namespace ops

struct Pair {
  int *values;
  int count;
};

__global__ void fillPair(Pair p, int value) {
  int i = threadIdx.x;
  if (i < p.count)
    p.values[i] = value + i;
}

template <typename T, int Rows>
__global__ void rowSum(const T *in, T *out) {
  T sum = 0;
  for (int r = 0; r < Rows; ++r)
    sum += in[r * blockDim.x + threadIdx.x];
  out[threadIdx.x] = sum;
}

// The kernel is a macro argument; the template arguments are written in the macro's body.
#define DISPATCH_ROWS(rows, Func, T, ...)                                                        \
  do {                                                                                             \
    if (rows >= 4)                                                                                 \
      Func<T, 4><<<1, 8>>>(__VA_ARGS__);                                                           \
    else                                                                                           \
      Func<T, 2><<<1, 8>>>(__VA_ARGS__);                                                           \
  } while (false)

int main() {
  const int n = 8;
  float host[n], result[n];
  for (int i = 0; i < n; ++i)
    host[i] = i + 0.5f;
  float *in, *out;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice);

  void (*kernel)(float *, const float *, int);
  const char *names[] = {"copy", "double"};
  for (int k = 0; k < 2; ++k) {
    kernel = k == 0 ? &copyKernel : doubleKernel;
    kernel<<<1, n>>>(out, in, n);
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    printf("%s: %g %g\n", names[k], result[1], result[7]);
  }

  auto triple = ops::scaled<float, 3>;
  printf("attribute: %d\n", (int)cudaFuncSetAttribute(triple, cudaFuncAttributeMaxDynamicSharedMemorySize, 0));
  triple<<<1, n>>>(out, in, n, 0);
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  printf("triple: %g %g\n", result[1], result[7]);

  int count = n;
  void *args[] = {&out, &in, &count, &count};
  cudaError_t launched = cudaLaunchKernel((void *)ops::scaled<float, 5>, dim3(1), dim3(n), args, 0, 0);
  cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
  printf("cudaLaunchKernel: %d, %g %g\n", (int)launched, result[1], result[7]);

  int *values;
  cudaMalloc(&values, n * sizeof(int));
  cudaMemset(values, 0, n * sizeof(int));
  Pair pair{values, 5};
  void (*fill)(Pair, int) = fillPair;
  fill<<<1, n>>>(pair, 100);
  int filled[n] = {0};
  cudaMemcpy(filled, values, sizeof filled, cudaMemcpyDeviceToHost);
  printf("fill: %d %d %d\n", filled[0], filled[4], filled[5]);

  float *rows;
  cudaMalloc(&rows, 4 * n * sizeof(float));
  float table[4 * n];
  for (int i = 0; i < 4 * n; ++i)
    table[i] = i;
  cudaMemcpy(rows, table, sizeof table, cudaMemcpyHostToDevice);
  for (int r = 2; r <= 4; r += 2) {
    DISPATCH_ROWS(r, rowSum, float, rows, out);
    cudaMemcpy(result, out, sizeof result, cudaMemcpyDeviceToHost);
    printf("rows %d: %g %g\n", r, result[0], result[7]);
  }

  // Called without <<<...>>> (through a pointer, which CUDA compiles): not configured.
  cudaGetLastError();
  kernel(out, in, n);
  printf("unconfigured: %s\n", cudaGetErrorName(cudaGetLastError()));
  cudaFree(in);
  cudaFree(out);
  cudaFree(values);
  cudaFree(rows);
  return 0;
}
