// cu2cl refuses it: __nanosleep has no OpenCL translation (a translate-stage verdict with
// the diagnostic's name).
#include <cstdio>
#include <cstdlib>

__global__ void wait_and_write(int *out) {
  __nanosleep(100);
  out[threadIdx.x] = threadIdx.x;
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? atoi(argv[1]) : 32;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  wait_and_write<<<1, n>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  printf("PASS\n");
  return 0;
}
