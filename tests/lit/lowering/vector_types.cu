// CUDA's 2- and 4-component vector types are OpenCL's vectors of the same
// size: members .x .y .z .w, whole-vector copies, make_<type>N, braced
// initialisers with every component, and float4 loads through
// reinterpret_cast, whose pointer keeps the address space of its source.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/vector_types.cl | FileCheck %s
// RUN: %cl-build-check %t/vector_types.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/vector_types.cl values 1 1 6 | FileCheck %s --check-prefix=VALUE

// CHECK-LABEL: __kernel void vectors(__global const float *in, ulong in_cu2cl_offset, __global float4 *out,
// CHECK-NEXT: ulong out_cu2cl_offset, __global int2 *pairs, ulong pairs_cu2cl_offset,
// CHECK-NEXT: __global uchar4 *pixels, ulong pixels_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: in = (__global const float *)((__global const uchar *)in + in_cu2cl_offset);
// CHECK: pixels = (__global uchar4 *)((__global uchar *)pixels + pixels_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: int i = (uint)get_local_id(0);
__global__ void vectors(const float *in, float4 *out, int2 *pairs, uchar4 *pixels) {
  int i = threadIdx.x;
  // CHECK: float4 v = ((__global const float4 *)(in))[i];
  // CHECK-NEXT: __global const float4 *quads = (__global const float4 *)(in);
  // CHECK-NEXT: float4 w = quads[i + 1];
  float4 v = reinterpret_cast<const float4 *>(in)[i];
  const float4 *quads = reinterpret_cast<const float4 *>(in);
  float4 w = quads[i + 1];
  // CHECK-NEXT: v.x += w.w;
  // CHECK-NEXT: v.y = v.z * 2.0f;
  // CHECK-NEXT: out[i] = v;
  v.x += w.w;
  v.y = v.z * 2.0f;
  out[i] = v;
  // CHECK-NEXT: int2 p = pairs[i];
  // CHECK-NEXT: p.x = p.y - p.x;
  // CHECK-NEXT: pairs[i] = p;
  // A component in global memory is stored alone (executed/vector_component_address.cu).
  // CHECK-NEXT: (*((__global int *)&pairs[i] + 1)) = 7;
  int2 p = pairs[i];
  p.x = p.y - p.x;
  pairs[i] = p;
  pairs[i].y = 7;
  // CHECK-NEXT: uchar4 px = pixels[i];
  // CHECK-NEXT: px.w = 255;
  // CHECK-NEXT: float2 h = (float2)(v.x, v.y);
  // CHECK-NEXT: (*((__global float *)&out[i] + 3)) = h.x + h.y + px.w;
  uchar4 px = pixels[i];
  px.w = 255;
  float2 h = make_float2(v.x, v.y);
  out[i].w = h.x + h.y + px.w;
}

// Vectors in local memory are reinterpreted the same way.
// CHECK-LABEL: __kernel void fromShared(
// CHECK: __local float *flat = (__local float *)(tile);
__global__ void fromShared(float *out) {
  __shared__ float4 tile[16];
  float *flat = reinterpret_cast<float *>(tile);
  flat[threadIdx.x] = (float)threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x % 16].y;
}

// CHECK-LABEL: __kernel void values(
// CHECK: int4 q = (int4)(1, 2, 3, 4);
// VALUE: 10
// VALUE-NEXT: 8
// VALUE-NEXT: 16
// VALUE-NEXT: 4
// VALUE-NEXT: 6
// VALUE-NEXT: 2
__global__ void values(long long *out) {
  int4 q = {1, 2, 3, 4};
  long2 l = make_long2(6, 8);
  float4 f = make_float4(0.5f, 1.5f, 2.5f, 3.5f);
  out[0] = q.x + q.y + q.z + q.w;
  out[1] = sizeof(int2);
  out[2] = sizeof(float4);
  out[3] = sizeof(uchar4);
  out[4] = l.x;
  out[5] = (long long)(f.y + f.x);
}
// BUILT: kernel vectors
// BUILT: kernel fromShared
// BUILT: kernel values
