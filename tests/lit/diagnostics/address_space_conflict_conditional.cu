// A conditional expression that picks between local and global memory
// needs a generic address space too; cu2cl reports it at the ?: rather than
// writing code that PoCL rejects ("pointers to non-overlapping address spaces").
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/address_space_conflict_conditional.cl

__global__ void picked(float *in, float *out, int n) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  // CHECK: address_space_conflict_conditional.cu:[[@LINE+1]]:{{[0-9]+}}: error: the result of ?: refers to both local (__shared__) and global memory; OpenCL C 1.2 has no generic address space [-Wcu2cl-address-space-conflict]
  float *p = n > 0 ? tile : in;
  out[0] = p[0];
}
