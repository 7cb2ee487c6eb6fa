// A braced vector initialiser with fewer components than the vector
// zero-fills the rest in CUDA (the vectors are structs). cu2cl writes an
// OpenCL vector literal with the same items: "(int2)(7)" broadcasts 7 to
// both components, "(int4)(1, 2)" and "(int4)()" are rejected by PoCL. The
// missing components must be written as 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/vector_partial_initializer.cl | FileCheck %s
// RUN: %cl-run %t/vector_partial_initializer.cl partial 1 1 8 | FileCheck %s --check-prefix=VALUE

// CHECK: int2 p = (int2)(7, 0);
// CHECK-NEXT: int4 q = (int4)(0, 0, 0, 0);
// CHECK-NEXT: int4 r = (int4)(1, 2, 0, 0);
// VALUE: 7
// VALUE-NEXT: 0
// VALUE-NEXT: 0
// VALUE-NEXT: 0
// VALUE-NEXT: 1
// VALUE-NEXT: 2
// VALUE-NEXT: 0
// VALUE-NEXT: 0
__global__ void partial(long long *out) {
  int2 p = {7};
  int4 q = {};
  int4 r = {1, 2};
  out[0] = p.x;
  out[1] = p.y;
  out[2] = q.x;
  out[3] = q.w;
  out[4] = r.x;
  out[5] = r.y;
  out[6] = r.z;
  out[7] = r.w;
}
