// Prints FAIL: the kernel squares, the reference it is checked against cubes (on purpose: the
// harness must report a program whose own check fails).
#include <cstdio>
#include <cstdlib>

__global__ void square(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = v[i] * v[i];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 256;
  int *h = (int *)malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) h[i] = i % 10;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  square<<<(n + 63) / 64, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int errors = 0;
  for (int i = 0; i < n; i++) {
    int x = i % 10;
    if (h[i] != x * x * x) errors++;
  }
  printf("%s\n", errors ? "FAIL" : "PASS");
  cudaFree(d);
  free(h);
  return 0;
}
