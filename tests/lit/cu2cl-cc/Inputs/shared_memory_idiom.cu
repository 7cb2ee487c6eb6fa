// The SharedMemory<T> idiom of CUDA's samples: `extern __shared__` inside a member function of
// a class template, reached from a __device__ function template: the kernels that reach it get
// the launch's dynamic shared memory and pass it down
// (tests/lit/cu2cl-cc/shared_memory_idiom.test). Block sums of 1 ... 128 (8256, int) and 1 ... 64
// (2080, float), two blocks each.
#include <cstdio>
template <class T> struct SharedMemory {
  __device__ inline operator T *() {
    extern __shared__ int smem[];
    return (T *)smem;
  }
};
template <class T> __device__ T blockTotal(T v) {
  T *s = SharedMemory<T>();
  s[threadIdx.x] = v;
  __syncthreads();
  for (unsigned d = blockDim.x / 2; d > 0; d /= 2) {
    if (threadIdx.x < d)
      s[threadIdx.x] += s[threadIdx.x + d];
    __syncthreads();
  }
  return s[0];
}
template <class T> __global__ void total(T *out) {
  T r = blockTotal<T>((T)(threadIdx.x + 1));
  if (threadIdx.x == 0)
    out[blockIdx.x] = r;
}
int main() {
  int *di;
  float *df;
  int hi[2];
  float hf[2];
  cudaMalloc(&di, 2 * sizeof(int));
  cudaMalloc(&df, 2 * sizeof(float));
  total<int><<<2, 128, 128 * sizeof(int)>>>(di);
  total<float><<<2, 64, 64 * sizeof(float)>>>(df);
  cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
  cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
  std::printf("%d %d %g %g\n", hi[0], hi[1], hf[0], hf[1]);
  return !(hi[0] == 8256 && hi[1] == 8256 && hf[0] == 2080 && hf[1] == 2080);
}
