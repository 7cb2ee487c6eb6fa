// Comments travel with the code, the output is clang-formatted, and the same
// input gives the same bytes.
// RUN: rm -rf %t && mkdir -p %t/a %t/b
// RUN: %cu2cl %s -o %t/a/
// RUN: %cu2cl %s -o %t/b/
// RUN: cmp %t/a/comments_and_format.cl %t/b/comments_and_format.cl
// RUN: FileCheck %s --strict-whitespace < %t/a/comments_and_format.cl

// CHECK: {{^}}// Comments travel with the code, the output is clang-formatted, and the same
// CHECK: {{^}}/* Squares a value; used by the kernel below. */
// CHECK-NEXT: {{^}}int square(int v) { return v * v; }
/* Squares a value; used by the kernel below. */
__device__ int square(int v) { return v * v; }

// CHECK: {{^}}__kernel void squares(__global int *out, ulong out_cu2cl_offset, int n) {
// CHECK-NEXT: {{^}}#if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: {{^}}  out = (__global int *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}  int i = (uint)get_local_id(0); // one element per thread
// CHECK-NEXT: {{^}}  // Threads past the end do nothing.
// CHECK-NEXT: {{^}}  if (i < n)
// CHECK-NEXT: {{^}}    out[i] = square(i);
// CHECK-NEXT: {{^}}}
__global__ void squares(int *out, int n) {
      int i = threadIdx.x;   // one element per thread
  // Threads past the end do nothing.
  if (i < n) out[i] = square(i);
}
