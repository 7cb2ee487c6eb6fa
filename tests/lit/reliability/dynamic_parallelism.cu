// A kernel launch in device code (dynamic parallelism): Clang's own error, and cu2cl's that
// names the feature. Nothing is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/dynamic_parallelism.cl

__global__ void child(int *data) { data[threadIdx.x] += 1; }

__global__ void parent(int *data, int n) {
  if (threadIdx.x == 0 && n > 0)
    // CHECK: dynamic_parallelism.cu:[[@LINE+3]]:5: error: reference to __global__ function 'child' in __global__ function
    // CHECK: dynamic_parallelism.cu:[[@LINE+2]]:10: error: '<<<...>>>' in __global__ function 'parent' uses dynamic parallelism (a kernel launch in device code), which cu2cl does not translate: OpenCL 1.2 kernels cannot launch kernels; launch the kernel from host code [-Wcu2cl-unsupported-feature]
    // The comment's <<<...>>> is no launch.
    child<<<1, 32>>>(data);
}

__device__ void helper(int *data) {
  // CHECK: dynamic_parallelism.cu:[[@LINE+1]]:8: error: '<<<...>>>' in __device__ function 'helper' uses dynamic parallelism
  child<<<1, 1, 0>>>(data);
}

// Code the device compilation does not see is not device code.
__global__ void hostOnlyBranch(int *data) {
#ifndef __CUDA_ARCH__
  child<<<1, 1>>>(data);
#endif
  data[0] = 1;
}

int main() {
  int *data = nullptr;
  // A launch in host code is what cu2cl translates.
  parent<<<1, 32>>>(data, 1);
  return 0;
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}dynamic_parallelism.cu
