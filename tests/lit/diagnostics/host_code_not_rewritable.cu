// Host code that cu2cl cannot rewrite where it is spelled is an error: a
// CUDA name in a macro of a system header, a macro whose uses need different
// rewrites, a name made by token pasting, a kernel passed to a macro that launches it.
// Nothing is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ -- -isystem %inputs 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/host_code_not_rewritable.host.cpp
#include "host_macros.h"

template <class T> __global__ void fill(T *out) { out[threadIdx.x] = 1; }

#define FILL(T) fill<T><<<1, 32>>>((T *)nullptr)
#define RUNTIME(name) cuda##name
__global__ void clear(float *out) { out[threadIdx.x] = 0; }
#define TIMED(kernel, grid) kernel<<<grid, 32>>>((float *)nullptr)

int main() {
  float *data = nullptr;
  // CHECK: host_code_not_rewritable.cu:[[@LINE+1]]:3: error: 'cudaMalloc' cannot be rewritten in the host code: it is not spelled in the files being translated [-Wcu2cl-host-code-not-rewritable]
  ALLOC_FLOATS(data, 16);
  // CHECK: host_code_not_rewritable.cu:[[@LINE+1]]:3: error: 'cudaDeviceSynchronize' cannot be rewritten in the host code: it is not spelled in the files being translated [-Wcu2cl-host-code-not-rewritable]
  RUNTIME(DeviceSynchronize)();
  FILL(int);
  // CHECK: host_code_not_rewritable.cu:[[@LINE+1]]:3: error: the launch of 'fill_float' cannot be rewritten in the host code: it is spelled in a macro whose uses need different rewrites; write the code out where the macro is used [-Wcu2cl-host-code-not-rewritable]
  FILL(float);
  // CHECK: host_code_not_rewritable.cu:[[@LINE+1]]:9: error: the launch of 'clear' cannot be rewritten in the host code: the kernel is a macro's argument and the launch is in the macro's body; write the launch out where the macro is used, or call a function that launches it [-Wcu2cl-host-code-not-rewritable]
  TIMED(clear, 1);
  return 0;
}
