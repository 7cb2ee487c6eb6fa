// __umul24 and __mul24 multiply the low 24 bits of their operands (sign-extended from bit 23 for
// __mul24) and keep the low 32 bits of the product, whatever the high 8 bits hold; OpenCL's
// mul24 is defined only for operands that fit 24 bits (PoCL multiplies all 32). Found by the
// differential test (tests/difftest); expected values from CUDA's definition.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/mul24.cl k 1 1 4 | FileCheck %s
__global__ void k(long long *out) {
  unsigned a = 0x01000003u, b = 0x05000007u;
  out[0] = __umul24(a, b);
  out[1] = __mul24((int)a, (int)b);
  out[2] = __umul24(0x81000002u, 0x7f000003u);
  out[3] = __mul24(0x00ffffff, 2); // bit 23 set: -1 * 2
}
// CHECK: 21
// CHECK-NEXT: 21
// CHECK-NEXT: 6
// CHECK-NEXT: -2
