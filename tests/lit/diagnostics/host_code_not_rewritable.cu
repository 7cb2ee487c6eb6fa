// Host code that cu2cl cannot rewrite where it is spelled is an error: a
// CUDA name in a macro of a system header, a name made by token pasting, a template kernel
// passed to a macro that launches it (a kernel's plain name is translated: host/launches.cu;
// so is a macro body that launches a kernel template for its arguments, FILL below:
// cu2cl-cc/launch_macros.test).
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
  FILL(float);
  TIMED(clear, 1);
  // A template given to the macro: launched through its host stub (cu2cl-cc/kernel_values.test).
  TIMED(fill<float>, 1);
  return 0;
}
