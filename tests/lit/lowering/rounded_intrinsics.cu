// The round-to-nearest arithmetic intrinsics, float and double, are OpenCL's correctly rounded
// operations (HeCBench aop calls __drcp_rn).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: grep -v '^ *//' %t/rounded_intrinsics.cl | FileCheck %s
// RUN: %cl-run %t/rounded_intrinsics.cl values 1 1 4 | FileCheck %s --check-prefix=VALUE

// CHECK: double r = (1.0 / d) + (d + 1.0) + (d - 1.0) + (d * 2.0) + (d / 8.0) + sqrt(d * d);
// CHECK-NEXT: out[0] = cu2cl_convert_i64_f64_rtz(r * 1000);
// CHECK-NEXT: out[1] = cu2cl_convert_i64_f64_rtz(fma(d, d, 1.0));
// CHECK-NEXT: out[2] = convert_int_sat_rtz((f - 0.5f) * 10);
// CHECK-NEXT: out[3] = convert_int_sat_rtz((f / 4.0f) * 1000);
__global__ void values(long long *out) {
  double d = 4.0;
  float f = 3.0f;
  double r = __drcp_rn(d) + __dadd_rn(d, 1.0) + __dsub_rn(d, 1.0) + __dmul_rn(d, 2.0) +
             __ddiv_rn(d, 8.0) + __dsqrt_rn(d * d);
  out[0] = (long long)(r * 1000);
  out[1] = (long long)__fma_rn(d, d, 1.0);
  out[2] = (int)(__fsub_rn(f, 0.5f) * 10);
  out[3] = (int)(__fdiv_rn(f, 4.0f) * 1000);
}
// 0.25 + 5 + 3 + 8 + 0.5 + 4 = 20.75
// VALUE: 20750
// VALUE-NEXT: 17
// VALUE-NEXT: 25
// VALUE-NEXT: 750
