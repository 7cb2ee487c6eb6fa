// XFAIL: *
// Clang's builtins are callable from device code; one that cu2cl does not
// map is an untranslated function, not host code. cu2cl reports
// __builtin_popcount as host-function-in-device-code ("which is not device
// code"); it should be unsupported-function (or be mapped to popcount).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=ABSENT < %t/stderr
// RUN: test ! -e %t/host_function_builtin.cl

// CHECK: host_function_builtin.cu:[[@LINE+1]]:45: error: '__builtin_popcount' has no OpenCL translation in cu2cl yet [-Wcu2cl-unsupported-function]
__global__ void counts(int *out) { out[0] = __builtin_popcount(out[1]); }
// ABSENT-NOT: which is not device code
