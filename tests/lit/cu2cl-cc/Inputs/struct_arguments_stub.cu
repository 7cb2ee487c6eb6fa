#include <cstdio>
#include <cuda_runtime.h>

struct Span {
  int *data;
  int size;
};

__global__ void sumInto(Span out, Span in) {
  int s = 0;
  for (int i = 0; i < in.size; ++i)
    s += in.data[i];
  out.data[threadIdx.x] = s + threadIdx.x;
}

Span *spans() {
  static Span s[2];
  return s;
}
Span second() { return spans()[1]; }

int main() {
  int *a, *b, host[4] = {1, 2, 3, 4};
  cudaMalloc(&a, sizeof host);
  cudaMalloc(&b, sizeof host);
  cudaMemcpy(b, host, sizeof host, cudaMemcpyHostToDevice);
  Span out{a, 4};
  spans()[1] = Span{b, 4};
  // The first struct can be passed with its pointers after it, the second (a call) cannot:
  // the launch goes through the kernel's stub, for both.
  sumInto<<<1, 4>>>(out, second());
  cudaMemcpy(host, a, sizeof host, cudaMemcpyDeviceToHost);
  printf("%d %d\n", host[0], host[3]);
  return 0;
}
