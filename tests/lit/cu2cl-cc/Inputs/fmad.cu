// nvcc -fmad=false (cu2cl-cc/fmad.test): x * y + z with x = y = 1 + 2^-12 and z = -(1 + 2^-11).
// Rounded as written the product is 1 + 2^-11 and the sum 0; fused into one FMA it is 2^-24.
#include <cstdio>

__global__ void multiplyAdd(const float *v, float *out) { out[0] = v[0] * v[1] + v[2]; }

int main() {
  const float x = 1.0f + 1.0f / 4096, v[3] = {x, x, -(1.0f + 1.0f / 2048)};
  float *d;
  cudaMalloc(&d, 4 * sizeof(float));
  cudaMemcpy(d, v, sizeof v, cudaMemcpyHostToDevice);
  multiplyAdd<<<1, 1>>>(d, d + 3);
  float result = -1;
  cudaMemcpy(&result, d + 3, sizeof result, cudaMemcpyDeviceToHost);
  std::printf("x * y + z = %a\n", result);
  return 0;
}
