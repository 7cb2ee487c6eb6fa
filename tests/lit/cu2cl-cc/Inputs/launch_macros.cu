// Launches of kernel templates written once in a macro and expanded for several kernels
// (cu2cl-cc/launch_macros.test): a macro body whose template arguments are the macro's
// parameters, and a launch passed to a macro that expands it twice with a different constant
// around it (HeCBench bincount, geglu).
#include <cstdio>

template <typename T, int N> __global__ void fill(T *out) {
  out[threadIdx.x] = (T)(N * 10 + threadIdx.x);
}

#define LAUNCH_FILL(TYPE, VALUE, PTR) fill<TYPE, VALUE><<<1, 4>>>(PTR)
#define FOR_BOTH_WIDTHS(...)                                                                       \
  [&] {                                                                                            \
    {                                                                                              \
      constexpr int WIDTH = 1;                                                                     \
      __VA_ARGS__();                                                                               \
    }                                                                                              \
    {                                                                                              \
      constexpr int WIDTH = 2;                                                                     \
      __VA_ARGS__();                                                                               \
    }                                                                                              \
  }()

int main() {
  int *ints;
  float *floats;
  cudaMalloc(&ints, 4 * sizeof(int));
  cudaMalloc(&floats, 4 * sizeof(float));
  int hostInts[4];
  float hostFloats[4];
  LAUNCH_FILL(int, 3, ints);
  cudaMemcpy(hostInts, ints, sizeof hostInts, cudaMemcpyDeviceToHost);
  LAUNCH_FILL(float, 5, floats);
  cudaMemcpy(hostFloats, floats, sizeof hostFloats, cudaMemcpyDeviceToHost);
  std::printf("int 3: %d %d, float 5: %g %g\n", hostInts[0], hostInts[3], hostFloats[0],
              hostFloats[3]);
  FOR_BOTH_WIDTHS([&] {
    fill<int, WIDTH><<<1, 4>>>(ints);
    cudaMemcpy(hostInts, ints, sizeof hostInts, cudaMemcpyDeviceToHost);
    std::printf("width %d: %d\n", WIDTH, hostInts[1]);
  });
  return 0;
}
