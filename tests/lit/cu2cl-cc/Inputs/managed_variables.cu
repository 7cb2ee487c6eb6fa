// __managed__ variables (cu2cl-cc/managed_variables.test): host code sets and reads them as its
// own variables around launches that count into them atomically, a kernel that reads what the
// host wrote, two launches in a row with no host access between (the second sees the first's
// writes), a managed array, and cudaMemcpyToSymbol / cudaMemcpyFromSymbol on one.
#include <cstdio>

__managed__ int counter;
__managed__ int limit = 5;
__managed__ bool found;
__managed__ float samples[4];

__global__ void count(const int *values, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && values[i] < limit)
    atomicAdd(&counter, 1);
  if (i == 0)
    found = counter >= 0;
}

__global__ void addOne() {
  if (threadIdx.x == 0) {
    counter += 1;
    for (int k = 0; k < 4; ++k)
      samples[k] *= 2.0f;
  }
}

int main() {
  int host[100];
  for (int i = 0; i < 100; ++i)
    host[i] = i % 10;
  int *values;
  cudaMalloc(&values, sizeof host);
  cudaMemcpy(values, host, sizeof host, cudaMemcpyHostToDevice);

  counter = 0;
  count<<<4, 32>>>(values, 100);
  cudaDeviceSynchronize();
  std::printf("below %d: %d, found %d\n", limit, counter, int(found));

  limit = 3; // the next launch reads the host's new value
  counter = 1000;
  count<<<4, 32>>>(values, 100);
  cudaDeviceSynchronize();
  std::printf("below %d: %d\n", limit, counter - 1000);

  for (int k = 0; k < 4; ++k)
    samples[k] = 0.5f + k;
  addOne<<<1, 32>>>();
  addOne<<<1, 32>>>(); // no host access between: it sees the first launch's writes
  cudaDeviceSynchronize();
  std::printf("counter %d, samples %g %g %g %g\n", counter, samples[0], samples[1], samples[2],
              samples[3]);

  int fromDevice = 0, seven = 7;
  cudaMemcpyToSymbol(counter, &seven, sizeof seven);
  cudaMemcpyFromSymbol(&fromDevice, counter, sizeof fromDevice);
  std::printf("through the symbol API: %d, the variable %d\n", fromDevice, counter);
  cudaFree(values);
  return 0;
}
