// A __device__ function that is declared but defined in another file
// (separate compilation) cannot be translated with this file. cu2cl reports
// it as host-function-in-device-code, "which is not device code", and
// advises marking it __device__, which it already is. The error should say
// that the definition is missing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=ABSENT < %t/stderr
// RUN: test ! -e %t/host_function_declared_only.cl

__device__ int definedElsewhere(int v);

// CHECK: host_function_declared_only.cu:[[@LINE+1]]:45: error: {{.*}}'definedElsewhere'{{.*}} [-Wcu2cl-
__global__ void caller(int *out) { out[0] = definedElsewhere(out[1]); }
// ABSENT-NOT: which is not device code
