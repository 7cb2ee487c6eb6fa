// Shapes from the paper samples that once translated to OpenCL that does
// not build: a struct __constant__ without initialiser (a symbol, not a
// program constant), a stateless functor passed to a synchronising call
// under divergent control flow (no argument at all), a const local assigned
// under a predicate (it loses its const), and two kernels that each declare
// the same extern __shared__ array.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: grep -v '^ *//' %t/sample_regressions.cl | FileCheck %s
// RUN: %cl-build-check %t/sample_regressions.cl | FileCheck --check-prefix=BUILD %s

struct Params {
  unsigned mask;
};
__constant__ Params cParams;

// CHECK-LABEL: __kernel void masked(
// CHECK: __constant Params *cu2cl_symbol_cParams) {
// CHECK: (*cu2cl_symbol_cParams).mask
__global__ void masked(unsigned *out) { out[threadIdx.x] = threadIdx.x & cParams.mask; }

struct Plus {
  __device__ int operator()(int a, int b) const { return a + b; }
};

template <typename Op> __device__ int butterfly(int v, Op op) {
  for (int k = 16; k > 0; k /= 2)
    v = op(v, __shfl_xor_sync(0xffffffffu, v, k));
  return v;
}

// CHECK-LABEL: __kernel void functors(
// CHECK-NOT: Plus cu2cl_arg
// CHECK: butterfly_Plus(
__global__ void functors(int *out) {
  Plus plus;
  if (threadIdx.x < 32)
    out[threadIdx.x] = butterfly(out[threadIdx.x], plus) + butterfly(1, Plus());
}

// CHECK-LABEL: __kernel void constLocal(
// CHECK: int v = 0;
// CHECK-NEXT: if (cu2cl_iteration{{[0-9]+}})
// CHECK-NEXT: v = in[i];
__global__ void constLocal(int n, const int *in, int *out) {
  for (int i = threadIdx.x; i < n; i += blockDim.x) {
    const int v = in[i];
    out[i] = __shfl_xor_sync(0xffffffff, v, 1);
  }
}

// CHECK-LABEL: __kernel void firstShared(__global float *out, ulong out_cu2cl_offset, __local float *work)
// CHECK-LABEL: __kernel void secondShared(__global float *out, ulong out_cu2cl_offset, __local float *work)
__global__ void firstShared(float *out) {
  extern __shared__ float work[];
  work[threadIdx.x] = 1.0f;
  out[threadIdx.x] = work[0];
}
__global__ void secondShared(float *out) {
  extern __shared__ float work[];
  work[threadIdx.x] = 2.0f;
  out[threadIdx.x] = work[0];
}
// BUILD-DAG: kernel masked
// BUILD-DAG: kernel functors
// BUILD-DAG: kernel constLocal
// BUILD-DAG: kernel firstShared
// BUILD-DAG: kernel secondShared
