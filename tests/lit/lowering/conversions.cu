// Casts between int, float and double (C-style, functional and
// static_cast) convert as in CUDA: toward zero from floating point, saturating
// out of range (OpenCL's convert_<type>_sat or the device library's
// cu2cl_convert_*, executed/float_to_integer.cu), to nearest from double to float.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/conversions.cl | FileCheck %s
// RUN: %cl-build-check %t/conversions.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/conversions.cl values 1 1 10 | FileCheck %s --check-prefix=VALUE

// CHECK: #pragma OPENCL EXTENSION cl_khr_fp64 : enable
// CHECK-LABEL: __kernel void casts(__global int *i, ulong i_cu2cl_offset, __global float *f, ulong f_cu2cl_offset,
// CHECK-NEXT: __global double *d, ulong d_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: i = (__global int *)((__global uchar *)i + i_cu2cl_offset);
// CHECK-NEXT: f = (__global float *)((__global uchar *)f + f_cu2cl_offset);
// CHECK-NEXT: d = (__global double *)((__global uchar *)d + d_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: f[0] = (float)i[0];
// CHECK-NEXT: i[1] = convert_int_sat_rtz(f[1]);
// CHECK-NEXT: d[0] = (double)f[2];
// CHECK-NEXT: f[3] = (float)d[1];
// CHECK-NEXT: i[2] = cu2cl_convert_i32_f64_rtz(d[2]);
// CHECK-NEXT: d[3] = i[3];
// CHECK-NEXT: uint u = convert_uint_sat_rtz(f[4]);
// CHECK-NEXT: i[4] = convert_int_sat_rtz(f[5]) + u;
// CHECK-NEXT: f[6] = (float)(i[6]) / 3;
// CHECK-NEXT: long big = cu2cl_convert_i64_f64_rtz(d[4]);
// CHECK-NEXT: d[5] = (double)big;
__global__ void casts(int *i, float *f, double *d) {
  f[0] = (float)i[0];
  i[1] = (int)f[1];
  d[0] = (double)f[2];
  f[3] = (float)d[1];
  i[2] = static_cast<int>(d[2]);
  d[3] = i[3];
  unsigned u = (unsigned)f[4];
  i[4] = int(f[5]) + u;
  f[6] = float(i[6]) / 3;
  long long big = (long long)d[4];
  d[5] = (double)big;
}

// VALUE: 2
// VALUE-NEXT: -2
// VALUE-NEXT: 3
// VALUE-NEXT: 1000000000000
// VALUE-NEXT: 16777216
// VALUE-NEXT: 1
// VALUE-NEXT: 4000000000
// VALUE-NEXT: 7
// VALUE-NEXT: 2
// VALUE-NEXT: -3
__global__ void values(long long *out) {
  float f = 2.75f;
  double d = 1.0e12;
  out[0] = (int)f;
  out[1] = (int)-f;
  out[2] = static_cast<int>(3.99);
  out[3] = (long long)d;
  // 16777217 is not a float: converting from double rounds to nearest even.
  out[4] = (long long)(float)16777217.0;
  // 0.1 + 0.2 is not exactly 0.3 in double, but is in float.
  out[5] = (float)(0.1 + 0.2) == 0.3f;
  out[6] = (unsigned)4.0e9f;
  int n = 22;
  out[7] = n / 3.0f;  // float result, truncated on assignment
  out[8] = int(f);
  out[9] = (int)(-3.5);
}
// BUILT: kernel casts
// BUILT: kernel values
