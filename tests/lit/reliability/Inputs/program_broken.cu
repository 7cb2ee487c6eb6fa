// program.cu with a syntax error: Clang's error is shown and nothing is written.
__global__ void scale(float *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor
}

int main() {
  float *data = nullptr;
  cudaMalloc(&data, 256 * sizeof(float));
  scale<<<2, 128>>>(data, 2.0f, 256);
  return 0;
}
