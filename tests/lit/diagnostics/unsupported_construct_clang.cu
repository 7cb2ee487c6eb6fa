// Exceptions in device code are rejected by Clang itself: cu2cl shows
// Clang's errors, exits with 1 and writes nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_construct_clang.cl

__global__ void exceptions(int *out) {
  // CHECK: unsupported_construct_clang.cu:[[@LINE+1]]:3: error: cannot use 'try' in __global__ function
  try {
    out[0] = 1;
  } catch (...) {
  }
  if (out[1] < 0)
    // CHECK: unsupported_construct_clang.cu:[[@LINE+1]]:5: error: cannot use 'throw' in __global__ function
    throw 1;
}
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_construct_clang.cu
