// Enums without a tag: a typedef'd one is named by its typedef (a kernel parameter of that type,
// HeCBench adam: the .cl named no type and did not compile); one without any name is its
// integer type, with its constants defined.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-renamed-identifier
// RUN: grep -v '^ *//' %t/enum_anonymous.cl | FileCheck %s
// RUN: %cl-build-check %t/enum_anonymous.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/enum_anonymous.cl values 1 1 2 | FileCheck %s --check-prefix=VALUE

// CHECK-DAG: typedef enum Mode { MODE_SQRT = 0, MODE_PLAIN = 1 } Mode;
typedef enum { MODE_SQRT = 0, MODE_PLAIN = 1 } Mode;
// CHECK-DAG: enum { LIMIT = 7 };
enum { LIMIT = 7 };
// CHECK-DAG: enum { LOCAL_A = 3 };

// CHECK: __kernel void advance(__global float *p, ulong p_cu2cl_offset, Mode mode) {
__global__ void advance(float *p, Mode mode) { p[0] = mode == MODE_SQRT ? 1.f : 2.f; }

// CHECK: uint counted = LOCAL_A;
__global__ void values(long long *out) {
  enum { LOCAL_A = 3 } counted = LOCAL_A;
  Mode mode = MODE_PLAIN;
  out[0] = counted + LIMIT;
  out[1] = mode;
}
// BUILT: kernel advance
// BUILT: kernel values
// VALUE: 10
// VALUE-NEXT: 1
