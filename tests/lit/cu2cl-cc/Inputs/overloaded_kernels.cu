// Overloaded kernels and a kernel in a namespace, launched (cu2cl-cc/kernel_scopes.test).
#include <cstdio>
__global__ void fill(int *out, int v) { out[threadIdx.x] = v + threadIdx.x; }
__global__ void fill(float *out, float v) { out[threadIdx.x] = v * 2.0f; }
namespace other {
__global__ void scale(int *out) { out[threadIdx.x] *= 3; }
}
int main() {
  int *di;
  float *df;
  cudaMalloc(&di, 4 * sizeof(int));
  cudaMalloc(&df, 4 * sizeof(float));
  fill<<<1, 4>>>(di, 10);
  fill<<<1, 4>>>(df, 1.5f);
  other::scale<<<1, 4>>>(di);
  int hi[4];
  float hf[4];
  cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %g %g\n", hi[0], hi[1], hi[2], hi[3], hf[0], hf[3]);
  return 0;
}
