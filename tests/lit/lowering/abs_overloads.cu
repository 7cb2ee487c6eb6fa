// abs has C++'s overloads in device code, as CUDA's math headers give them: of a float or a
// double it is fabs (HeCBench atan2's std::abs(float) became the integer abs, whose OpenCL
// call was ambiguous), of a long long a long; OpenCL's integer abs returns the unsigned type,
// so the result is cast back to the call's type (abs(-7) - 9 is -2, not a large unsigned).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: grep -v '^ *//' %t/abs_overloads.cl | FileCheck %s
// RUN: %cl-run %t/abs_overloads.cl values 1 1 6 | FileCheck %s --check-prefix=VALUE
#include <cmath>
#include <cstdlib>

// CHECK: out[0] = (int)abs(i) - 9;
// CHECK-NEXT: out[1] = (long)abs(l);
// CHECK-NEXT: out[2] = cu2cl_convert_i64_f32_rtz(fabs(f) * 10);
// CHECK-NEXT: out[3] = cu2cl_convert_i64_f64_rtz(fabs(d) * 10);
// CHECK-NEXT: out[4] = cu2cl_convert_i64_f32_rtz(fabs(f) * 100);
// CHECK-NEXT: out[5] = (long)abs(l) + (long)abs((long)l);
__global__ void values(long long *out) {
  int i = -7;
  long long l = -50000000000ll;
  float f = -2.5f;
  double d = -1.25;
  out[0] = abs(i) - 9;
  out[1] = abs(l);
  out[2] = (long long)(abs(f) * 10);
  out[3] = (long long)(std::abs(d) * 10);
  out[4] = (long long)(std::abs(f) * 100);
  out[5] = llabs(l) + labs(l);
}
// VALUE: -2
// VALUE-NEXT: 50000000000
// VALUE-NEXT: 25
// VALUE-NEXT: 12
// VALUE-NEXT: 250
// VALUE-NEXT: 100000000000
