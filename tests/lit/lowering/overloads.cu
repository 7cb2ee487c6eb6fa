// C++ overloads of a __device__ function become OpenCL functions with
// distinct names (the parameter types appended), and each call reaches the
// overload Clang chose.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/overloads.cl | FileCheck %s
// RUN: %cl-build-check %t/overloads.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/overloads.cl values 1 1 3 | FileCheck %s --check-prefix=VALUE

// CHECK: int scale_int(int v) { return v * 2; }
__device__ int scale(int v) { return v * 2; }
// CHECK: float scale_float(float v) { return v * 0.5f; }
__device__ float scale(float v) { return v * 0.5f; }
// CHECK: uint scale_unsigned_int_unsigned_int(uint v, uint by) { return v * by; }
__device__ unsigned scale(unsigned v, unsigned by) { return v * by; }

// CHECK-LABEL: __kernel void callers(
// CHECK: u = (__global uint *)((__global uchar *)u + u_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: i[0] = scale_int(i[1]);
// CHECK-NEXT: f[0] = scale_float(f[1]);
// CHECK-NEXT: u[0] = scale_unsigned_int_unsigned_int(u[1], 3u);
// CHECK-NEXT: f[2] = scale_float((float)i[2]);
__global__ void callers(int *i, float *f, unsigned *u) {
  i[0] = scale(i[1]);
  f[0] = scale(f[1]);
  u[0] = scale(u[1], 3u);
  f[2] = scale((float)i[2]);
}

// VALUE: 14
// VALUE-NEXT: 3
// VALUE-NEXT: 15
__global__ void values(long long *out) {
  out[0] = scale(7);
  out[1] = (long long)scale(7.0f);
  out[2] = scale(5u, 3u);
}
// BUILT: kernel callers
// BUILT: kernel values
