// thrust names used through `using` are written out as cu2cl's, and the
// using-declarations go (there is no namespace thrust in host code).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/thrust_using_namespace.host.cpp | FileCheck %s --match-full-lines
// RUN: %host-syntax-check %t/thrust_using_namespace.host.cpp
#include <thrust/device_ptr.h>
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>

// CHECK:#include <cu2cl/algorithms.h>
// CHECK-NOT:using
// CHECK:float sum(float *values, int n) {
using namespace thrust;
using thrust::device_ptr;

float sum(float *values, int n) {
  // CHECK-NEXT:  cu2cl::device_ptr<float> begin = cu2cl::device_pointer_cast(values);
  // CHECK-NEXT:  return cu2cl::reduce(cu2cl_module, "cu2cl_reduce_float", begin, begin + n);
  device_ptr<float> begin = device_pointer_cast(values);
  return reduce(device, begin, begin + n);
}
