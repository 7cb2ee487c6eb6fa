// A conflicting pointer is reported once. cu2cl runs its address-space
// inference twice per function (before and after resolving calls) and
// reports the same conflict from each run.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: grep -c 'Wcu2cl-address-space-conflict' %t/stderr | FileCheck %s --check-prefix=COUNT

__global__ void reassigned(float *in, float *out, int n) {
  __shared__ float tile[64];
  float *p = tile;
  if (n > 0)
    // CHECK: address_space_conflict_once.cu:[[@LINE+1]]:9: error: pointer 'p' refers to both local (__shared__) and global memory; OpenCL C 1.2 has no generic address space [-Wcu2cl-address-space-conflict]
    p = in;
  out[0] = p[0];
}
// CHECK: 1 error generated
// COUNT: {{^1$}}
