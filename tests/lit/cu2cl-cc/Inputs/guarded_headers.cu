#include <cstdio>
#include "guarded_headers/kernels.cuh"
#include "guarded_headers/guarded.cuh"
#include "guarded_headers/helpers.h"

int main() {
  int *out, host[4];
  cudaMalloc(&out, sizeof host);
  fill<<<1, 4>>>(out, 10);
  doubleAll<<<1, 4>>>(out);
  cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost);
  printf("%d %d %d\n", host[0], host[3], sumPair(Pair{host[0], host[3]}));
  return 0;
}
