// What translated shifts compute: CUDA (PTX) clamps the shift amount, so a
// 32-bit value shifted by 32 or more gives 0 (or all sign bits), as measured
// on an H100 (reference/warp-semantics.md). Plain OpenCL would take the
// amount modulo 32.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %cl-run %t/shift_semantics.cl shifts 1 40 240 6 | FileCheck %s

__global__ void shifts(long long *out) {
  unsigned amount = threadIdx.x; // 0 … 39
  int negative = -8;
  unsigned long long one = 1;
  out[threadIdx.x * 6 + 0] = 0xffffffffu >> amount;
  out[threadIdx.x * 6 + 1] = 0xffffffffu << amount;
  out[threadIdx.x * 6 + 2] = negative >> amount;
  out[threadIdx.x * 6 + 3] = (long long)(one << (amount + 32));
  out[threadIdx.x * 6 + 4] = (long long)(~0ull >> (amount + 32));
  out[threadIdx.x * 6 + 5] = 0xffffffffu >> (32 - amount); // the lane-mask idiom
}
// amount 0
// CHECK: 4294967295 4294967295 -8 4294967296 4294967295 0
// amount 1
// CHECK-NEXT: 2147483647 4294967294 -4 8589934592 2147483647 1
// amounts 2 … 30
// CHECK-COUNT-29: {{^[0-9]+ [0-9]+ -[0-9]+ [0-9]+ [0-9]+ [0-9]+$}}
// amount 31: 1ull << 63 is the sign bit of a long long
// CHECK-NEXT: 1 2147483648 -1 -9223372036854775808 1 2147483647
// amount 32: everything shifted out, and the lane mask of lane 32 - 32 = 0 is full
// CHECK-NEXT: 0 0 -1 0 0 4294967295
// amounts 33 … 39: 32 - amount wraps to a huge unsigned amount, which PTX clamps too
// CHECK-COUNT-7: 0 0 -1 0 0 0{{$}}
