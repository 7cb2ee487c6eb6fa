// Functors and member functions become plain functions: an empty functor
// costs no parameter and no struct; one with data becomes a struct passed
// to its functions as `self`, in the memory its object lives in.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/functors.cl | FileCheck %s
// RUN: %cl-build-check %t/functors.cl | FileCheck --check-prefix=BUILD %s

struct IsPositive {
  __host__ __device__ bool operator()(int x) const { return x > 0; }
};

struct Above {
  float threshold;
  __device__ bool operator()(float x) const { return x > threshold; }
  __device__ void raise(float by) { threshold += by; }
};

template <typename T> struct Less {
  __device__ bool operator()(T a, T b) const { return a < b; }
};

template <typename T, typename Pred>
__device__ int countIf(const T *in, int n, Pred pred) {
  int count = 0;
  for (int i = 0; i < n; ++i)
    count += pred(in[i]) ? 1 : 0;
  return count;
}

template <typename T, typename Pred>
__global__ void count(const T *in, int n, Pred pred, int *out) {
  out[0] = countIf(in, n, pred);
}

__global__ void methods(Above *limits, float *values, int *out) {
  Above mine = limits[0];
  mine.raise(1.0f);      // a private object
  limits[1].raise(2.0f); // an object in global memory
  IsPositive positive;
  Less<float> less;
  out[0] = mine(values[0]) + positive(3) + IsPositive()(4) + less(values[0], values[1]);
}

template __global__ void count<int, IsPositive>(const int *, int, IsPositive, int *);
template __global__ void count<float, Above>(const float *, int, Above, int *);

// CHECK-LABEL: typedef struct Above {
// CHECK-NEXT: float threshold;
// CHECK-NEXT: } Above;
// CHECK-NOT: IsPositive;
// CHECK-DAG: bool IsPositive_call(int x) { return x > 0; }
// CHECK-DAG: bool Above_call(const Above *self, float x) { return x > self->threshold; }
// CHECK-DAG: void Above_raise_private(Above *self, float by) { self->threshold += by; }
// CHECK-DAG: void Above_raise_global(__global Above *self, float by) { self->threshold += by; }
// CHECK-DAG: bool Less_float_call(float a, float b) { return a < b; }
// CHECK-DAG: int countIf_int_IsPositive(__global const int *in, int n) {
// CHECK-DAG: count += IsPositive_call(in[i]) ? 1 : 0;
// CHECK-DAG: int countIf_float_Above(__global const float *in, int n, Above pred) {
// CHECK-DAG: count += Above_call(&pred, in[i]) ? 1 : 0;
// CHECK-LABEL: __kernel void count_int_IsPositive(__global const int *in, ulong in_cu2cl_offset, int n,
// CHECK-NEXT: __global int *out, ulong out_cu2cl_offset) {
// CHECK: out[0] = countIf_int_IsPositive(in, n);
// CHECK-LABEL: __kernel void count_float_Above(
// CHECK: out[0] = countIf_float_Above(in, n, pred);
// CHECK-LABEL: __kernel void methods(
// CHECK: Above mine = limits[0];
// CHECK-NEXT: Above_raise_private(&mine, 1.0f);
// CHECK-NEXT: Above_raise_global(&limits[1], 2.0f);
// CHECK-NEXT: out[0] = Above_call(&mine, values[0]) + IsPositive_call(3) + IsPositive_call(4) +
// CHECK-NEXT: Less_float_call(values[0], values[1]);
// BUILD-DAG: kernel count_int_IsPositive
// BUILD-DAG: kernel count_float_Above
// BUILD-DAG: kernel methods
