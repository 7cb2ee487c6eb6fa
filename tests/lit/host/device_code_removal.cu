// Device code leaves the host file: kernels and __device__ functions (with
// their declarations and explicit instantiations) are replaced by a line that
// points to the .cl file. __host__ __device__ functions and the structs host
// code constructs stay, without CUDA's keywords; one whose body only device
// code can compile keeps its declaration only (the host never calls it), also a member of a
// class template whose body calls a device function template by a name that depends on its
// parameters (HeCBench attention-paged: the name is gone from the host code).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-ignored-attribute 2>&1 | count 0
// RUN: %strip-checks %t/device_code_removal.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/device_code_removal.host.cpp
// RUN: grep -v '^ *//' %t/device_code_removal.host.cpp | not grep -E '__(host|device|global|forceinline|launch_bounds|restrict|noinline|align)__'

#include <cmath>

// CHECK:#define HD
#define HD __host__ __device__
// CHECK-NEXT:#define INLINE inline
#define INLINE __forceinline__

// CHECK-EMPTY:
// CHECK-NEXT:// device function square: see device_code_removal.cl
__device__ float square(float x);
__device__ float square(float x) { return x * x; }

// CHECK-EMPTY:
// CHECK-NEXT:/// Scales by two, on both sides.
// CHECK-NEXT:inline float twice(float x) { return 2 * x; }
// CHECK-NEXT:static inline int clampIndex(int i, int n) { return i < n ? i : n - 1; }
// CHECK-NEXT:HD int signOf(int x) { return (x > 0) - (x < 0); }
/// Scales by two, on both sides.
__host__ __device__ inline float twice(float x) { return 2 * x; }
static __host__ __device__ __forceinline__ int clampIndex(int i, int n) { return i < n ? i : n - 1; }
HD int signOf(int x) { return (x > 0) - (x < 0); }
// CHECK-NEXT:inline float lanePlus(float x);
// CHECK-NEXT:float root(float x) { return sqrtf(x); }
__host__ __device__ inline float lanePlus(float x) { return x + threadIdx.x + square(x); }
__host__ __device__ float root(float x) { return sqrtf(x); }
// CHECK-NEXT:void add(float *a, const float *b, int n) {
__host__
void add(float *__restrict__ a, const float *__restrict__ b, int n) {
  for (int i = 0; i < n; ++i)
    a[i] += b[i];
}

// CHECK:struct alignas(16) Pair {
// CHECK-NEXT:  float first, second;
// CHECK-NEXT:  Pair(float a, float b) : first(a), second(b) {}
// CHECK-NEXT:  float sum() const { return first + second; }
// CHECK-NEXT:  float lane() const;
// CHECK-NEXT:};
struct __align__(16) Pair {
  float first, second;
  __host__ __device__ Pair(float a, float b) : first(a), second(b) {}
  __device__ float sum() const { return first + second; }
  __device__ float lane() const { return first + threadIdx.x; }
};

// CHECK-EMPTY:
// CHECK-NEXT:// device function scaled: see device_code_removal.cl
// CHECK-NEXT:template <int N> struct Scaler {
// CHECK-NEXT:  template <typename T> static inline T apply(T v);
// CHECK-NEXT:};
template <int N, typename T> __device__ T scaled(T v) { return v * N; }
template <int N> struct Scaler {
  template <typename T> static inline __device__ T apply(T v) { return scaled<N>(v); }
};

// CHECK-EMPTY:
// CHECK-NEXT:// kernel apply: see device_code_removal.cl
// CHECK-NEXT:// kernel fillAll: see device_code_removal.cl
// CHECK-NEXT:// kernel cleared: see device_code_removal.cl
// CHECK-EMPTY:
__global__ void apply(Pair p, float *out);
__global__ void __launch_bounds__(256, 2)
apply(Pair p, float *out) {
  out[threadIdx.x] = square(p.sum()) + twice(p.lane()) + clampIndex(signOf(-3), 4);
}
template <class T> __global__ void fillAll(T *out, T value) { out[threadIdx.x] = value; }
template __global__ void fillAll<int>(int *, int);
extern "C" __global__ void cleared(float *out) { out[threadIdx.x] = root(lanePlus(0)); }

// CHECK-NEXT:int main() {
int main() {
  float a[2] = {1, 2}, b[2] = {3, 4};
  add(a, b, 2);
  return twice(a[0]) > 0 ? signOf(1) - 1 : Pair(1, 2).first;
}
