// An untranslated CUDA function is reported wherever device code calls it,
// also inside a __device__ helper, once per call. Exit code 1 and no output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_function_in_helper.cl

// CHECK: unsupported_function_in_helper.cu:[[@LINE+1]]:32: error: '__nanosleep' has no OpenCL translation in cu2cl yet [-Wcu2cl-unsupported-function]
__device__ long long stamp() { __nanosleep(100); return 0; }

__global__ void timed(long long *out) {
  out[0] = stamp();
  // CHECK: unsupported_function_in_helper.cu:[[@LINE+1]]:3: error: '__brkpt' has no OpenCL translation in cu2cl yet [-Wcu2cl-unsupported-function]
  __brkpt();
}
// CHECK: 2 errors generated
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_function_in_helper.cu
