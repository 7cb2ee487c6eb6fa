// A CUDA library header that cu2cl does not translate stops the translation at its #include
// with one error naming what is missing, not with the errors of an installed toolkit's copy.
// Exit code 1 and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr --implicit-check-not=error:
// RUN: test ! -e %t/library_headers.cl

// CHECK: In file included from {{.*}}library_headers.cu:[[@LINE+2]]:
// CHECK-NEXT: curand_kernel.h:{{[0-9]+}}:2: error: "cu2cl does not translate cuRAND device functions (curand_kernel.h) yet"
#include <curand_kernel.h>

__global__ void k(float *out) { out[0] = 1.0f; }
