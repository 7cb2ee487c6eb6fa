// A __device__ function called with pointers into different memories becomes
// one OpenCL function per address space; local pointers get their space from
// what they are assigned.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/address_spaces.cl | FileCheck %s
// RUN: %cl-build-check %t/address_spaces.cl

// CHECK: float sum3_global(__global const float *p) { return p[0] + p[1] + p[2]; }
// CHECK: float sum3_local(__local const float *p) { return p[0] + p[1] + p[2]; }
// CHECK: float sum3_private(const float *p) { return p[0] + p[1] + p[2]; }
__device__ float sum3(const float *p) { return p[0] + p[1] + p[2]; }

// CHECK-LABEL: __kernel void user(__global float *in, ulong in_cu2cl_offset, __global float *out,
// CHECK-NEXT: ulong out_cu2cl_offset) {
// CHECK: __local float *row = &tile[(uint)get_local_id(0)];
// CHECK-NEXT: __global float *src = in + 3;
// CHECK: out[0] = sum3_global(src) + sum3_local(row) + sum3_private(mine);
// CHECK: __global int4 *vectors = (__global int4 *)(in);
__global__ void user(float *in, float *out) {
  __shared__ float tile[64];
  float *row = &tile[threadIdx.x];
  float *src = in + 3;
  float mine[3] = {1.0f, 2.0f, 3.0f};
  tile[threadIdx.x] = in[threadIdx.x];
  __syncthreads();
  out[0] = sum3(src) + sum3(row) + sum3(mine);
  int4 *vectors = reinterpret_cast<int4 *>(in);
  out[1] = (float)vectors[0].y;
}

// A pointer computed from an integer that is computed from a pointer (rounding an address down
// or up, as memory testers do) points where that pointer points.
// CHECK-LABEL: __kernel void aligned(
// CHECK: p = (__global ulong *)(((ulong)start) | 7);
// CHECK: __local int *q = (__local int *)((ulong)tile & ~(ulong)15);
__global__ void aligned(unsigned long *data) {
  __shared__ int tile[64];
  unsigned long *start = data + threadIdx.x * 8;
  unsigned long *p = start;
  p = (unsigned long *)(((unsigned long)start) | 7);
  *p = 1;
  int *q = (int *)((unsigned long)tile & ~(unsigned long)15);
  q[threadIdx.x] = 2;
}
