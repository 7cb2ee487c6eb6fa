// __shared__ arrays become __local at kernel scope, even when declared in a
// nested block; extern __shared__ memory becomes a trailing __local parameter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/shared_memory.cl | FileCheck %s
// RUN: %cl-build-check %t/shared_memory.cl

// CHECK-LABEL: __kernel void nested(__global int *out, ulong out_cu2cl_offset) {
// CHECK-NEXT: __local int inner[32];
// CHECK-NEXT: __local float tile[4][5];
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: if (
// CHECK-NOT: __local
// CHECK: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
__global__ void nested(int *out) {
  if (blockDim.x > 0) {
    __shared__ int inner[32];
    inner[threadIdx.x % 32] = 1;
  }
  __shared__ float tile[4][5];
  tile[0][0] = 2.0f;
  __syncthreads();
  out[0] = (int)tile[0][0];
}

// CHECK-LABEL: __kernel void dynamic(__global float *out, ulong out_cu2cl_offset, __local float *buffer) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: out = (__global float *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: buffer[(uint)get_local_id(0)] = out[(uint)get_local_id(0)];
__global__ void dynamic(float *out) {
  extern __shared__ float buffer[];
  buffer[threadIdx.x] = out[threadIdx.x];
}

// Several extern __shared__ arrays alias one block of dynamic memory, as in CUDA.
// CHECK-LABEL: __kernel void aliased(__global int *out, ulong out_cu2cl_offset,
// CHECK-NEXT: __local uchar *cu2cl_dynamic_shared) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: __local int *ints = (__local int *)cu2cl_dynamic_shared;
// CHECK-NEXT: __local float *floats = (__local float *)cu2cl_dynamic_shared;
__global__ void aliased(int *out) {
  extern __shared__ int ints[];
  extern __shared__ float floats[];
  ints[0] = 1;
  out[0] = (int)floats[0];
}
