// Without a CUDA include (nvcc includes cuda_runtime.h by itself), the host
// runtime's include and the module go first, after the file's leading
// comments. -o naming the .cl file names the module's program.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/renamed.cl
// RUN: %strip-checks %t/renamed.host.cpp | FileCheck %s
// RUN: %host-syntax-check %t/renamed.host.cpp

// CHECK:      comments. -o naming the .cl file names the module's program.
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}#include <cu2cl/cuda_api.h>
// CHECK-NEXT: {{^}}static cu2cl::Module cu2cl_module("renamed.cl");
// CHECK-NEXT: {{^}}#include <cstdio>
#include <cstdio>

int main() {
  int count = 0;
  cudaGetDeviceCount(&count);
  // CHECK: cu2clGetDeviceCount(&count);
  printf("%d\n", count);
}
