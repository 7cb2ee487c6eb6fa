// Clang's builtins are callable from device code: the ones cu2cl maps are
// translated, and one it does not map is an untranslated function, not host
// code.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=ABSENT < %t/stderr
// RUN: test ! -e %t/host_function_builtin.cl
// RUN: %cu2cl %s -o %t/ -- -DMAPPED_ONLY
// RUN: grep -v '^ *//' %t/host_function_builtin.cl | FileCheck %s --check-prefix=MAPPED

// MAPPED: out[0] = cu2cl_popc((uint)out[1]);
__global__ void counts(int *out) { out[0] = __builtin_popcount(out[1]); }
#ifndef MAPPED_ONLY
// CHECK: host_function_builtin.cu:[[@LINE+1]]:44: error: '__builtin_ctz' has no OpenCL translation in cu2cl yet [-Wcu2cl-unsupported-function]
__global__ void zeros(int *out) { out[0] = __builtin_ctz(out[1]); }
#endif
// ABSENT-NOT: which is not device code
