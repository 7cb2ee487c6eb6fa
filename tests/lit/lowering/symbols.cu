// __device__ variables and __constant__ variables without an initialiser
// are written by the host (cudaMemcpyToSymbol), so they are buffers that
// reach each function using them as a `cu2cl_symbol_<name>` parameter, in
// source order; __device__ functions pass them on. A __constant__ table
// with an initialiser stays a program-scope __constant.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/symbols.cl | FileCheck %s
// RUN: %cl-build-check %t/symbols.cl | FileCheck --check-prefix=BUILD %s

__constant__ float coeffs[4];
__device__ int counter;
__device__ int hits[8];
__device__ float grid2d[2][3];
__constant__ int fixed[2] = {1, 2};

__device__ float poly(float x) { return coeffs[0] + x * coeffs[1]; }
__device__ void bump() { atomicAdd(&counter, 1); }

__global__ void eval(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] = poly(out[i]) + fixed[1] + grid2d[1][2];
    bump();
    hits[i % 8] += 1;
  }
  if (counter > 100)
    out[0] = 0;
}

// CHECK: __constant int fixed[2] = {1, 2};
// CHECK-LABEL: float poly(float x, __constant float *cu2cl_symbol_coeffs) {
// CHECK-NEXT: return cu2cl_symbol_coeffs[0] + x * cu2cl_symbol_coeffs[1];
// CHECK-LABEL: void bump(__global int *cu2cl_symbol_counter) {
// CHECK-NEXT: cu2cl_atomic_add_global_i32(&(*cu2cl_symbol_counter), 1);
// CHECK-LABEL: __kernel void eval(__global float *out, ulong out_cu2cl_offset, int n,
// CHECK-NEXT: __constant float *cu2cl_symbol_coeffs, __global int *cu2cl_symbol_counter,
// CHECK-NEXT: __global int *cu2cl_symbol_hits, __global float (*cu2cl_symbol_grid2d)[3]) {
// CHECK: out[i] = poly(out[i], cu2cl_symbol_coeffs) + fixed[1] + cu2cl_symbol_grid2d[1][2];
// CHECK-NEXT: bump(cu2cl_symbol_counter);
// CHECK-NEXT: cu2cl_symbol_hits[i % 8] += 1;
// CHECK: if ((*cu2cl_symbol_counter) > 100)
// BUILD: kernel eval
