// Kernels only, launched by linked_kernels_main.cu (linked_kernels.test): with external
// linkage, C linkage, in a namespace, a template's explicit instantiations, and a static kernel
// whose name the other file uses for its own static kernel.
#include "linked_kernels.cuh"

__global__ void addTo(int *v, int amount, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += amount;
}

extern "C" __global__ void halve(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] /= 2;
}

namespace ops {
__global__ void negate(int *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = -v[i];
}
} // namespace ops

template <class T> __global__ void square(T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * v[i];
}
template __global__ void square<int>(int *, int);
template __global__ void square<float>(float *, int);

static __global__ void local(int *v, int n) {
  if (threadIdx.x < n)
    v[threadIdx.x] = 1000;
}
