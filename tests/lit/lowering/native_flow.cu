// A kernel whose warp or block primitives sit under divergent control flow is printed twice:
// for #if CU2CL_NATIVE_FLOW (the nvidia backend) with the CUDA kernel's own control flow and
// CUDA's PTX for each primitive (cu2cl/native_flow.h), and in the work-group-uniform form that
// every backend can run. Legacy warp intrinsics, cooperative groups and calls of synchronising
// __device__ functions keep the uniform form alone; a kernel that needs no rewrite is printed
// once.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>/dev/null
// RUN: grep -v '^ *//' %t/native_flow.cl | FileCheck %s
// RUN: %cl-build-check %t/native_flow.cl
// RUN: %cl-nvptx-check %t/native_flow.cl

#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// CHECK-LABEL: votes(
// CHECK: #if CU2CL_NATIVE_FLOW
// CHECK-NEXT: {
// CHECK: if (i < n) {
// CHECK-NEXT: uint b = cu2cl_nv_ballot_sync(0xffffffff, (int)(in[i] > 0));
// CHECK-NEXT: int c = cu2cl_nv_syncthreads_count((int)(b != 0));
// CHECK-NEXT: int a = cu2cl_nv_any_sync(0xffffffff, c) + cu2cl_nv_all_sync(0xffffffff, c);
// CHECK: #else
// CHECK-NEXT: {
// CHECK: bool cu2cl_then1 = (i < n);
// The argument that reads memory is evaluated under the predicate, and the call takes it from
// there (it used to print the read again, for every work-item).
// CHECK: int cu2cl_arg2 = 0;
// CHECK-NEXT: if (cu2cl_then1)
// CHECK-NEXT: cu2cl_arg2 = in[i] > 0;
// CHECK-NEXT: uint cu2cl_sync3 = cu2cl_ballot_sync(0xffffffff, cu2cl_arg2, cu2cl_then1, cu2cl_scratch);
// CHECK: #endif
__global__ void votes(const int *in, int n, int *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  if (i < n) {
    unsigned b = __ballot_sync(0xffffffff, in[i] > 0);
    int c = __syncthreads_count(b != 0);
    int a = __any_sync(0xffffffff, c) + __all_sync(0xffffffff, c);
    if (threadIdx.x == 0)
      out[blockIdx.x] = c + a;
  }
}

// CHECK-LABEL: shuffles(
// CHECK: #if CU2CL_NATIVE_FLOW
// CHECK: if ((uint)get_local_id(0) < 16) {
// CHECK-NEXT: v += cu2cl_nv_shfl_down_sync_f32((uint)0xffff, v, (uint)1, 16);
// CHECK-NEXT: v += cu2cl_nv_shfl_xor_sync_f32((uint)0xffff, v, 2, 32);
// CHECK-NEXT: cu2cl_nv_syncwarp((uint)0xffff);
// CHECK-NEXT: uint m = cu2cl_nv_activemask();
// CHECK: #else
// CHECK: cu2cl_shfl_down_sync_f32((uint)0xffff, v, (uint)1, 16, cu2cl_then1, cu2cl_scratch);
// CHECK: #endif
__global__ void shuffles(float *data) {
  float v = data[threadIdx.x];
  if (threadIdx.x < 16) {
    v += __shfl_down_sync(0xffff, v, 1, 16);
    v += __shfl_xor_sync(0xffff, v, 2);
    __syncwarp(0xffff);
    unsigned m = __activemask();
    data[threadIdx.x] = v + m;
  }
}

// CHECK-LABEL: legacy(
// CHECK-NOT: #if CU2CL_NATIVE_FLOW
// CHECK: cu2cl_ballot_sync(0xffffffffu,
__global__ void legacy(int *out) {
  if (threadIdx.x < 8)
    out[threadIdx.x] = __ballot(out[threadIdx.x] > 0);
}

// CHECK-LABEL: groups(
// CHECK-NOT: #if CU2CL_NATIVE_FLOW
// CHECK: cu2cl_then
__global__ void groups(int *out) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  if (threadIdx.x < 16)
    out[threadIdx.x] = tile.shfl(out[threadIdx.x], 0);
}

__device__ int blockSum(int v) { return __syncthreads_count(v); }

// CHECK-LABEL: callsSynchronising(
// CHECK-NOT: #if CU2CL_NATIVE_FLOW
// CHECK: blockSum(
__global__ void callsSynchronising(int *out) {
  if (threadIdx.x < 16)
    out[threadIdx.x] = blockSum(out[threadIdx.x]);
}

// CHECK-LABEL: uniformAlready(
// CHECK-NOT: #if CU2CL_NATIVE_FLOW
// CHECK: cu2cl_syncthreads_count(out[(uint)get_local_id(0)], true, cu2cl_scratch);
// CHECK-NOT: CU2CL_NATIVE_FLOW
__global__ void uniformAlready(int *out) {
  out[threadIdx.x] = __syncthreads_count(out[threadIdx.x]);
}
