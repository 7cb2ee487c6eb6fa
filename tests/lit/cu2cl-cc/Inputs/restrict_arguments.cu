// A launcher whose pointer parameters are restrict-qualified passes them on to the kernel.
#include <cstdio>

__global__ void axpy(const float *__restrict__ x, float *__restrict__ y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}

void launch(const float *__restrict__ x, float *__restrict__ y, float a, int n) {
  axpy<<<(n + 63) / 64, 64>>>(x, y, a, n);
}

void launchConst(const float *const __restrict__ x, float *const __restrict__ y, int n) {
  axpy<<<(n + 63) / 64, 64>>>(x, y, 1.0f, n);
}

int main() {
  const int n = 100;
  float hx[n], hy[n];
  for (int i = 0; i < n; ++i) {
    hx[i] = (float)i;
    hy[i] = 1.0f;
  }
  float *x = nullptr, *y = nullptr;
  cudaMalloc(&x, sizeof hx);
  cudaMalloc(&y, sizeof hy);
  cudaMemcpy(x, hx, sizeof hx, cudaMemcpyHostToDevice);
  cudaMemcpy(y, hy, sizeof hy, cudaMemcpyHostToDevice);
  launch(x, y, 2.0f, n);
  printf("launch: %s\n", cudaGetErrorName(cudaGetLastError()));
  launchConst(x, y, n);
  printf("launchConst: %s\n", cudaGetErrorName(cudaGetLastError()));
  // Launches that fail: the first failure is said on stderr, once.
  axpy<<<1, 2048>>>(x, y, 1.0f, n);
  printf("2048 threads: %s\n", cudaGetErrorName(cudaGetLastError()));
  axpy<<<1, 4096>>>(x, y, 1.0f, n);
  cudaGetLastError();
  cudaMemcpy(hy, y, sizeof hy, cudaMemcpyDeviceToHost);
  printf("y[0] %g y[10] %g y[99] %g\n", hy[0], hy[10], hy[99]);
  return 0;
}
