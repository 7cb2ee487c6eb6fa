// CUDA's runtime includes become the host runtime's (once), device-only
// includes go (with the names of their namespace), and the program's module
// follows the first include.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: %strip-checks %t/includes_and_module.host.cpp | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %host-syntax-check %t/includes_and_module.host.cpp

// CHECK:// Includes.
// Includes.
// CHECK-NEXT:#include <stdio.h>
#include <stdio.h>
// CHECK-NEXT:#include <cu2cl/cuda_api.h>
// CHECK-NEXT:static cu2cl::Module cu2cl_module("includes_and_module.cl");
#include <cuda_runtime.h>
// CHECK-NEXT:#include <vector>
#include <vector>
#include "cuda.h"
#include <cooperative_groups.h>
#include <device_launch_parameters.h>
// CHECK-NEXT:  #  include <cstring>
  #  include <cstring>
// CHECK-NEXT:// #include <cuda_runtime_api.h> // in a comment, not an include
// CHECK-NOT:cooperative_groups
namespace cg = cooperative_groups;
using namespace cooperative_groups;
// #include <cuda_runtime_api.h> // in a comment, not an include
// CHECK-NOT:cooperative_groups
namespace cg = cooperative_groups;
using namespace cooperative_groups;

__global__ void k(int *p) { p[0] = 1; }

// CHECK:int main() {
int main() {
  std::vector<int> v(4);
  memset(v.data(), 0, 4);
  return 0;
}
// CHECK-NOT: cuda
