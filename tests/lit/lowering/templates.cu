// Templates are monomorphised: every instantiation the program reaches
// becomes an OpenCL function named after its template arguments
// (docs/host-translation.md, "Names"), printed from the instantiated AST.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/templates.cl | FileCheck %s
// RUN: %cl-build-check %t/templates.cl | FileCheck --check-prefix=BUILD %s

template <typename T> __device__ T twice(T v) { return v + v; }
template <int N> __device__ int times(int v) { return N * v; }
template <int N> __device__ int negative() { return N; }

template <typename T, int Width>
__global__ void fill(T *out, T value) {
  // The non-type argument is printed as its value.
  out[threadIdx.x % Width] = twice(value) + times<Width>(1) + negative<-2>();
}

// Explicit instantiations (launches from host code do the same).
template __global__ void fill<unsigned int, 4>(unsigned int *, unsigned int);
template __global__ void fill<float, 8>(float *, float);
template __global__ void fill<long long, 2>(long long *, long long);

// A template that nothing instantiates produces nothing.
template <typename T> __global__ void unused(T *out) { out[0] = T(); }

// CHECK-DAG: float twice_float(float v) { return v + v; }
// CHECK-DAG: uint twice_uint(uint v) { return v + v; }
// CHECK-DAG: long twice_long(long v) { return v + v; }
// CHECK-DAG: int times_4(int v) { return 4 * v; }
// CHECK-DAG: int times_8(int v) { return 8 * v; }
// CHECK-DAG: int negative_m2(void) { return -2; }
// CHECK-LABEL: __kernel void fill_uint_4(__global uint *out, ulong out_cu2cl_offset, uint value) {
// CHECK: out[(uint)get_local_id(0) % 4] = twice_uint(value) + times_4(1) + negative_m2();
// CHECK-LABEL: __kernel void fill_float_8(__global float *out, ulong out_cu2cl_offset, float value) {
// CHECK: out[(uint)get_local_id(0) % 8] = twice_float(value) + times_8(1) + negative_m2();
// CHECK-LABEL: __kernel void fill_long_2(__global long *out, ulong out_cu2cl_offset, long value) {
// CHECK-NOT: unused
// BUILD-DAG: kernel fill_uint_4
// BUILD-DAG: kernel fill_float_8
// BUILD-DAG: kernel fill_long_2
