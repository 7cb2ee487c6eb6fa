// Conditional expressions (nested too) and every compound assignment keep
// C's meaning; a multi-variable declaration becomes one declaration per
// variable.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/operators.cl | FileCheck %s
// RUN: %cl-build-check %t/operators.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/operators.cl operators 1 1 6 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: __kernel void operators(__global long *out, ulong out_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: out = (__global long *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
__global__ void operators(long long *out) {
  // CHECK-NEXT: int a = -7;
  // CHECK-NEXT: int b = 3;
  int a = -7, b = 3;
  // CHECK-NEXT: int x = a > 0 ? a : -a;
  int x = a > 0 ? a : -a;
  // CHECK-NEXT: x += 3;
  // CHECK-NEXT: x -= 1;
  // CHECK-NEXT: x *= 4;
  // CHECK-NEXT: x /= 3;
  // CHECK-NEXT: x %= 7;
  x += 3;
  x -= 1;
  x *= 4;
  x /= 3;
  x %= 7;
  // CHECK-NEXT: x <<= 2;
  // CHECK-NEXT: x >>= 1;
  // CHECK-NEXT: x &= 0xff;
  // CHECK-NEXT: x |= 0x100;
  // CHECK-NEXT: x ^= 5;
  x <<= 2;
  x >>= 1;
  x &= 0xff;
  x |= 0x100;
  x ^= 5;
  // CHECK-NEXT: float f = 10.0f;
  // CHECK-NEXT: f /= 4;
  // CHECK-NEXT: a = convert_int_sat_rtz(a * (2.5f));
  float f = 10.0f;
  f /= 4;
  a *= 2.5f;
  // CHECK-NEXT: out[0] = x;
  // CHECK-NEXT: out[1] = cu2cl_convert_i64_f32_rtz(f * 100);
  // CHECK-NEXT: out[2] = a;
  // CHECK-NEXT: out[3] = b > 2 ? (a < 0 ? 1 : 2) : 3;
  // CHECK-NEXT: out[4] = a % b;
  // CHECK-NEXT: out[5] = a / b;
  out[0] = x;
  out[1] = (long long)(f * 100);
  out[2] = a;
  out[3] = b > 2 ? (a < 0 ? 1 : 2) : 3;
  out[4] = a % b;
  out[5] = a / b;
}
// |-7| = 7; +3 -1 = 9; *4 = 36; /3 = 12; %7 = 5; <<2 = 20; >>1 = 10;
// &0xff = 10; |0x100 = 266; ^5 = 271. 10.0f / 4 = 2.5. -7 * 2.5f = -17.5,
// truncated to -17. Division and remainder truncate toward zero.
// VALUE: 271
// VALUE-NEXT: 250
// VALUE-NEXT: -17
// VALUE-NEXT: 1
// VALUE-NEXT: -2
// VALUE-NEXT: -5
// BUILT: kernel operators
