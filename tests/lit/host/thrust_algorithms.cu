// thrust's scans, reductions, count_if and copy_if on device pointers or
// thrust::device_ptr become the host runtime's cu2cl:: algorithms; the .cl
// file gets one macro of the device library per algorithm, element type and
// predicate, and the predicate's operator() as a function. The policy and
// thrust::plus are dropped, a stateless predicate too.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/thrust_algorithms.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/thrust_algorithms.host.cpp
// RUN: FileCheck %s --check-prefix=CL < %t/thrust_algorithms.cl
#include <thrust/copy.h>
#include <thrust/count.h>
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>
#include <thrust/functional.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>

// CHECK:#include <cu2cl/cuda_api.h>
// CHECK-NEXT:static cu2cl::Module cu2cl_module("thrust_algorithms.cl");
// CHECK-NEXT:#include <cu2cl/algorithms.h>
// CHECK-NOT:#include
// CHECK:struct IsPositive {

// CL: #include <cu2cl/algorithms.h>
// CL: typedef struct Above {
// CL-NEXT:   float limit;
// CL-NEXT: } Above;
// CL: bool IsPositive_call(int x) { return x > 0; }
// CL: bool Above_call(const Above *self, float x) { return x > self->limit; }
struct IsPositive {
  __device__ bool operator()(int x) const { return x > 0; }
};
struct Above {
  float limit;
  __host__ __device__ bool operator()(float x) const { return x > limit; }
};

int main() {
  int *in = nullptr, *out = nullptr;
  float *values = nullptr;
  unsigned *counts = nullptr;
  const int n = 1000;
  // CHECK:  cu2cl::exclusive_scan(cu2cl_module, "cu2cl_scan_int", in, in + n, out);
  // CHECK-NEXT:  cu2cl::exclusive_scan(cu2cl_module, "cu2cl_scan_int", in, in + n, out, 5);
  // CHECK-NEXT:  cu2cl::exclusive_scan(cu2cl_module, "cu2cl_scan_int", in, in + n, out, 0);
  // CHECK-NEXT:  cu2cl::inclusive_scan(cu2cl_module, "cu2cl_scan_int", in, in + n, in);
  // CHECK-NEXT:  cu2cl::inclusive_scan(cu2cl_module, "cu2cl_scan_uint", counts, counts + n, counts);
  thrust::exclusive_scan(thrust::device, in, in + n, out);
  thrust::exclusive_scan(in, in + n, out, 5);
  thrust::exclusive_scan(thrust::device, in, in + n, out, 0, thrust::plus<int>());
  thrust::inclusive_scan(thrust::cuda::par, in, in + n, in);
  thrust::inclusive_scan(counts, counts + n, counts, thrust::plus<unsigned>());

  // CHECK:  int sum = cu2cl::reduce(cu2cl_module, "cu2cl_reduce_int", in, in + n);
  // CHECK-NEXT:  float total = cu2cl::reduce(cu2cl_module, "cu2cl_reduce_float", values, values + n, 1.0f);
  int sum = thrust::reduce(thrust::device, in, in + n);
  float total = thrust::reduce(thrust::device, values, values + n, 1.0f, thrust::plus<float>());

  // device_ptr, and predicates with and without state.
  // CHECK:  cu2cl::device_ptr<int> begin = cu2cl::device_pointer_cast(in);
  // CHECK-NEXT:  long positive = cu2cl::count_if(cu2cl_module, "cu2cl_count_if_int_IsPositive", begin, begin + n);
  // CHECK-NEXT:  long above = cu2cl::count_if(cu2cl_module, "cu2cl_count_if_float_Above", values, values + n, Above{0.5f});
  // CHECK-NEXT:  int kept = cu2cl::copy_if(cu2cl_module, "cu2cl_copy_if_int_IsPositive", in, in + n, out) - out;
  // CHECK-NEXT:  int *raw = cu2cl::raw_pointer_cast(begin);
  thrust::device_ptr<int> begin = thrust::device_pointer_cast(in);
  long positive = thrust::count_if(thrust::device, begin, begin + n, IsPositive());
  long above = thrust::count_if(values, values + n, Above{0.5f});
  int kept = thrust::copy_if(thrust::device, in, in + n, out, IsPositive()) - out;
  int *raw = thrust::raw_pointer_cast(begin);
  // device_ptr's members are cu2cl::device_ptr's: elements read and written from the host.
  // CHECK:  int last = begin[n - 1] + *begin;
  // CHECK-NEXT:  begin[0] = last;
  int last = begin[n - 1] + *begin;
  begin[0] = last;
  return sum + total + positive + above + kept + (raw != nullptr);
}

// CL: // Kernels of the thrust/CUB calls in the host code.
// CL-NEXT: CU2CL_DEFINE_SCAN(cu2cl_scan_int, int)
// CL-NEXT: CU2CL_DEFINE_SCAN(cu2cl_scan_uint, uint)
// CL-NEXT: CU2CL_DEFINE_REDUCE(cu2cl_reduce_int, int)
// CL-NEXT: CU2CL_DEFINE_REDUCE(cu2cl_reduce_float, float)
// CL-NEXT: CU2CL_DEFINE_COUNT_IF(cu2cl_count_if_int_IsPositive, int, IsPositive_call)
// CL-NEXT: CU2CL_DEFINE_COUNT_IF_WITH_STATE(cu2cl_count_if_float_Above, float, Above, Above_call)
// CL-NEXT: CU2CL_DEFINE_COPY_IF(cu2cl_copy_if_int_IsPositive, int, IsPositive_call)
