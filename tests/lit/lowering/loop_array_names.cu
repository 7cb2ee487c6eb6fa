// Private arrays that loops with warp primitives declare move to the top of the function on CPU
// devices (rewriters/emit/LoopArrays.cpp); two loops that declare arrays of the same name keep
// them apart, and so do arrays named like a global the function reads before the loop and like
// a parameter; a later declarator's initialiser reads the moved array's elements. Values: by
// CUDA's semantics (lane: 2 * lane + 3 and 4 * lane + 1; shadows: 10 + 20 + 2 * lane).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/loop_array_names.cl | FileCheck %s
// RUN: %cl-build-check %t/loop_array_names.cl
// RUN: %cl-run %t/loop_array_names.cl shadows 1 32 32 16 --int | FileCheck %s --check-prefix=SHADOWS
// RUN: env CU2CL_WARP_FORM=0 %cl-run %t/loop_array_names.cl shadows 1 32 32 16 --int | FileCheck %s --check-prefix=SHADOWS
// RUN: %cl-run %t/loop_array_names.cl twoLoops 1 32 64 16 --int | FileCheck %s --check-prefix=VALUES
// RUN: env CU2CL_WARP_FORM=0 %cl-run %t/loop_array_names.cl twoLoops 1 32 64 16 --int | FileCheck %s --check-prefix=VALUES

// CHECK-LABEL: __kernel void shadows(
// CHECK: #if CU2CL_DEVICE_CPU
// CHECK-NEXT: uint table_cu2cl1[2];
// CHECK-NEXT: uint out_cu2cl2[2];
// CHECK-NEXT: #endif

// CHECK-LABEL: __kernel void twoLoops(
// CHECK: #if CU2CL_DEVICE_CPU
// CHECK-NEXT: uint pair_cu2cl1[2];
// CHECK-NEXT: uint pair_cu2cl2[2];
// CHECK-NEXT: #endif

// VALUES: 3 1 5 5 7 9 9 13 11 17 13 21 15 25 17 29
// VALUES-NEXT: 19 33 21 37 23 41 25 45 27 49 29 53 31 57 33 61
// VALUES-NEXT: 35 65 37 69 39 73 41 77 43 81 45 85 47 89 49 93
// VALUES-NEXT: 51 97 53 101 55 105 57 109 59 113 61 117 63 121 65 125
// SHADOWS: 30 32 34 36 38 40 42 44 46 48 50 52 54 56 58 60
// SHADOWS-NEXT: 62 64 66 68 70 72 74 76 78 80 82 84 86 88 90 92
__constant__ unsigned table[2] = {10u, 20u};
__global__ void shadows(unsigned *out) {
  const unsigned lane = threadIdx.x & 31u;
  unsigned sum = table[0] + table[1];
  for (unsigned i = 0u; i < 1u + (lane & 1u); ++i) {
    unsigned table[2] = {lane, lane}, both = table[0] + table[1];
    unsigned out[2];
    out[0] = both;
    out[1] = __popc(__ballot_sync(__activemask(), true)) * 0u;
    if (i == 0u)
      sum += out[0] + out[1];
  }
  out[lane] = sum;
}

__global__ void twoLoops(unsigned *out) {
  const unsigned lane = threadIdx.x & 31u;
  unsigned first = 0u, second = 0u;
  for (unsigned i = 0u; i < 1u + (lane & 1u); ++i) {
    unsigned pair[2];
    pair[0] = lane;
    pair[1] = lane + 3u;
    first = pair[0] + pair[1] + __popc(__ballot_sync(__activemask(), true)) * 0u;
  }
  for (unsigned i = 0u; i < 1u + (lane & 2u); ++i) {
    unsigned pair[2] = {3u * lane, lane + 1u};
    second = pair[0] + pair[1] + __popc(__ballot_sync(__activemask(), true)) * 0u;
  }
  out[2u * lane] = first;
  out[2u * lane + 1u] = second;
}
