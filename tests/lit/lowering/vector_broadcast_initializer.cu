// The runnable half of vector_partial_initializer.cu: "int2 p = {7};" is
// (7, 0) in CUDA, but cu2cl's "(int2)(7)" is (7, 7) in OpenCL. It builds,
// so the wrong value only shows when the kernel runs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/vector_broadcast_initializer.cl broadcast 1 1 2 | FileCheck %s

// CHECK: 7
// CHECK-NEXT: 0
__global__ void broadcast(long long *out) {
  int2 p = {7};
  out[0] = p.x;
  out[1] = p.y;
}
