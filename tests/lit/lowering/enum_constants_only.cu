// An enum whose constants device code uses, without naming the enum type,
// must still be emitted. cu2cl only emits enums used as a type, so the
// output refers to an undeclared MUL and PoCL rejects it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/enum_constants_only.cl | FileCheck %s
// RUN: %cl-build-check %t/enum_constants_only.cl

// CHECK: typedef enum Mode { ADD = 0, MUL = 4 } Mode;
enum Mode { ADD, MUL = 4 };

// CHECK: __kernel void byConstant(__global int *out, ulong out_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: out[0] = out[1] == MUL ? 1 : 2;
// CHECK-NEXT: }
__global__ void byConstant(int *out) { out[0] = out[1] == MUL ? 1 : 2; }
