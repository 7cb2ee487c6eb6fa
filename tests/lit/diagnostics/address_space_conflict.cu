// OpenCL C 1.2 has no generic address space: a pointer that is given both
// local (__shared__) and global memory, or a __device__ function that
// returns pointers into both, is an error at the value that conflicts.
// Exit code 1 and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/address_space_conflict.cl

__global__ void reassigned(float *in, float *out, int n) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  float *p = tile;
  if (n > 0)
    // CHECK: address_space_conflict.cu:[[@LINE+1]]:9: error: pointer 'p' refers to both local (__shared__) and global memory; OpenCL C 1.2 has no generic address space [-Wcu2cl-address-space-conflict]
    p = in;
  out[0] = p[0];
}

__device__ const float *choose(const float *a, const float *b, int c) {
  if (c)
    return a;
  // CHECK: address_space_conflict.cu:[[@LINE+1]]:3: error: the value returned by 'choose' refers to both global and local (__shared__) memory; OpenCL C 1.2 has no generic address space [-Wcu2cl-address-space-conflict]
  return b;
}

__global__ void returned(float *in, float *out, int n) {
  __shared__ float tile[64];
  tile[threadIdx.x] = in[threadIdx.x];
  out[0] = *choose(in, tile, n);
}
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}address_space_conflict.cu
