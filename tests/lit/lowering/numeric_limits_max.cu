// std::numeric_limits<int>::max() is a static member function, not CUDA's
// max(a, b). cu2cl matches the mapping table by the unqualified name and
// writes "max()", which PoCL rejects. It should become INT_MAX.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/numeric_limits_max.cl | FileCheck %s
// RUN: %cl-build-check %t/numeric_limits_max.cl
#include <limits>

// CHECK: __kernel void limits(
// CHECK-NOT: max()
__global__ void limits(int *out) { out[0] = std::numeric_limits<int>::max(); }
