// A launch that leaves parameters to their default arguments: the launch passes the constants
// (a null pointer, an integer, a float) as the kernel's declaration gives them.
#include <cstdio>

__global__ void fill(float *out, int count, float *extra = NULL, int scale = 3,
                     float offset = 0.25f) {
  int i = threadIdx.x;
  if (i < count)
    out[i] = i * scale + offset + (extra ? 100.0f : 0.0f);
}

int main() {
  float *out, host[4];
  cudaMalloc(&out, sizeof(host));
  fill<<<1, 4>>>(out, 4);
  cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", host[0], host[1], host[2], host[3]);
  fill<<<1, 4>>>(out, 2, out, 10);
  cudaMemcpy(host, out, sizeof(host), cudaMemcpyDeviceToHost);
  printf("%g %g %g %g\n", host[0], host[1], host[2], host[3]);
  return 0;
}
