// Runs without a self-check: copies a buffer through a kernel and prints only a checksum.
#include <cstdio>
#include <cstdlib>

__global__ void scale(const int *in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 3 * in[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 1024;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = i % 7;
  int *din, *dout;
  cudaMalloc(&din, n * sizeof(int));
  cudaMalloc(&dout, n * sizeof(int));
  cudaMemcpy(din, h, n * sizeof(int), cudaMemcpyHostToDevice);
  scale<<<(n + 255) / 256, 256>>>(din, dout, n);
  cudaMemcpy(h, dout, n * sizeof(int), cudaMemcpyDeviceToHost);
  long sum = 0;
  for (int i = 0; i < n; i++) sum += h[i];
  printf("checksum %ld\n", sum);
  cudaFree(din);
  cudaFree(dout);
  free(h);
  return 0;
}
