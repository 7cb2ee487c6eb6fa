// Passes: adds two vectors <repeat> times and checks the sum on the CPU (prints cuda-samples'
// words, "Test Succeeded!", where big-args prints PASS).
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) c[i] = a[i] + b[i];
}

int main(int argc, char **argv) {
  if (argc != 3) {
    printf("Usage: %s <elements> <repeat>\n", argv[0]);
    return 1;
  }
  const int n = atoi(argv[1]), repeat = atoi(argv[2]);
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; i++) { a[i] = i * 0.5f; b[i] = 2.0f - i; }
  float *da, *db, *dc;
  cudaMalloc(&da, n * sizeof(float));
  cudaMalloc(&db, n * sizeof(float));
  cudaMalloc(&dc, n * sizeof(float));
  cudaMemcpy(da, a.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(db, b.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  for (int r = 0; r < repeat; r++)
    add<<<(n + 127) / 128, 128>>>(da, db, dc, n);
  cudaMemcpy(c.data(), dc, n * sizeof(float), cudaMemcpyDeviceToHost);
  bool ok = true;
  for (int i = 0; i < n; i++)
    if (c[i] != a[i] + b[i]) ok = false;
  cudaFree(da);
  cudaFree(db);
  cudaFree(dc);
  printf("%s\n", ok ? "Test Succeeded!" : "Test Failed!");
  return 0;
}
