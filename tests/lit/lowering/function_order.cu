// A __device__ function defined after its caller gets a prototype before the
// first function, one per address-space specialisation it is called with.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/function_order.cl | FileCheck %s
// RUN: %cl-build-check %t/function_order.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/function_order.cl values 1 4 4 | FileCheck %s --check-prefix=VALUE

// CHECK: float later(float v);
// CHECK-NEXT: float total_global(__global const float *p, int n);
// CHECK-NEXT: float total_local(__local const float *p, int n);
// CHECK-NOT: total
// CHECK-LABEL: __kernel void caller(
__device__ float later(float v);
__device__ float total(const float *p, int n);

// CHECK: out[0] = later(total_global(in, 4)) + total_local(tile, 8);
__global__ void caller(float *in, float *out) {
  __shared__ float tile[8];
  tile[threadIdx.x % 8] = in[threadIdx.x];
  __syncthreads();
  out[0] = later(total(in, 4)) + total(tile, 8);
}

// CHECK: float later(float v) { return v + 1.0f; }
__device__ float later(float v) { return v + 1.0f; }

// CHECK: float total_global(__global const float *p, int n) {
// CHECK: float total_local(__local const float *p, int n) {
__device__ float total(const float *p, int n) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += p[i];
  return s;
}

// A callee defined after the caller computes what it should.
// VALUE: 1
// VALUE-NEXT: 2
// VALUE-NEXT: 3
// VALUE-NEXT: 4
__global__ void values(long long *out) { out[threadIdx.x] = (long long)later((float)threadIdx.x); }
// BUILT: kernel caller
// BUILT: kernel values
