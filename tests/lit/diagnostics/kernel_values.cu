// A kernel used as a value needs its host stub, which cu2cl writes where it defines the kernel,
// and registers for every instantiation after the file: a kernel of another file, and an
// instantiation that only a function's body can name, are refused at the use.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/kernel_values.host.cpp
#include <cuda_runtime.h>

__global__ void elsewhere(int *out); // defined in another file

template <typename F> __global__ void apply(int *out, F f) { out[threadIdx.x] = f(threadIdx.x); }

int main() {
  int *out = nullptr;
  // CHECK: kernel_values.cu:[[@LINE+1]]:27: error: 'elsewhere' in host code is not translated: a kernel of another file can only be launched with <<<...>>> (cu2cl gives host code a kernel's host stub where it defines the kernel); define the kernel in this file or launch it [-Wcu2cl-unsupported-host-api]
  void (*other)(int *) = &elsewhere;
  other<<<1, 32>>>(out);
  struct Twice {
    __device__ int operator()(int x) const { return 2 * x; }
  };
  // CHECK: kernel_values.cu:[[@LINE+1]]:16: error: the use of kernel 'apply' cannot be rewritten in the host code: an instantiation of it has a template argument or parameter that host code cannot name where its host stub is registered (a local type, a lambda, an address); launch it with <<<...>>> by its name [-Wcu2cl-host-code-not-rewritable]
  auto local = apply<Twice>;
  local<<<1, 32>>>(out, Twice());
  return 0;
}
// CHECK-NOT: error:
