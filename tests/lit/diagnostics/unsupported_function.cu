// A CUDA intrinsic cu2cl does not translate is an error at its location,
// exit code 1, and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_function.cl

// CHECK: unsupported_function.cu:[[@LINE+3]]:3: error: '__nanosleep' has no OpenCL translation in cu2cl yet [-Wcu2cl-unsupported-function]
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_function.cu
__global__ void sleepy(int *out) {
  __nanosleep(100);
  out[0] = 1;
}
