// Launches kernels that linked_kernels_defs.cu defines (linked_kernels.test), from main, from a
// function in a namespace and from a template; and a static kernel of its own whose name the
// other file also uses.
#include "linked_kernels.cuh"

#include <cstdio>
#include <cuda_runtime.h>

static __global__ void local(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 1;
}

namespace steps {
void negateAll(int *d, int n) { ops::negate<<<(n + 31) / 32, 32>>>(d, n); }
} // namespace steps

template <class T> void squareAll(T *d, int n) { square<<<(n + 31) / 32, 32>>>(d, n); }

int main() {
  const int n = 40;
  int host[n];
  float hostF[n];
  for (int i = 0; i < n; ++i) {
    host[i] = i;
    hostF[i] = 0.5f * i;
  }
  int *d = nullptr;
  float *dF = nullptr;
  cudaMalloc(&d, sizeof host);
  cudaMalloc(&dF, sizeof hostF);
  cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice);
  cudaMemcpy(dF, hostF, sizeof hostF, cudaMemcpyHostToDevice);
  addTo<<<2, 32>>>(d, 10, n);    // i + 10
  squareAll(d, n);               // (i + 10)^2
  halve<<<2, 32>>>(d, n);        // (i + 10)^2 / 2
  steps::negateAll(d, n);        // -((i + 10)^2 / 2)
  local<<<2, 32>>>(d, n);        // -((i + 10)^2 / 2) + 1
  squareAll(dF, n);              // (0.5 i)^2
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  cudaMemcpy(hostF, dF, sizeof hostF, cudaMemcpyDeviceToHost);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += host[i] != -((i + 10) * (i + 10) / 2) + 1 || hostF[i] != 0.25f * i * i;
  printf("%s: %d %d %g wrong=%d\n", wrong ? "FAIL" : "PASS", host[0], host[n - 1], hostF[n - 1],
         wrong);
  return wrong != 0;
}
