// An enum used as the type of a struct field must be emitted before the
// struct. cu2cl emits the struct's record fields first but not its enum
// fields, so the output uses an undeclared type Mode.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/enum_struct_field.cl | FileCheck %s
// RUN: %cl-build-check %t/enum_struct_field.cl

// CHECK: typedef enum Mode { ADD = 0, MUL = 4 } Mode;
// CHECK: typedef struct Op {
// CHECK-NEXT: Mode mode;
// CHECK-NEXT: float value;
// CHECK-NEXT: } Op;
enum Mode { ADD, MUL = 4 };
struct Op {
  Mode mode;
  float value;
};

// CHECK: __kernel void apply(__global Op *ops, ulong ops_cu2cl_offset, __global float *out,
// CHECK-NEXT: ulong out_cu2cl_offset) {
__global__ void apply(Op *ops, float *out) {
  Op op = ops[threadIdx.x];
  out[threadIdx.x] = op.mode == ADD ? out[threadIdx.x] + op.value : out[threadIdx.x] * op.value;
}
