// A value read through a kernel's `const T *__restrict__` parameter cannot
// change while the kernel runs: CUDA keeps it in a register across barriers.
// In a branch of the uniform rewrite, where each statement runs under its own
// predicate, the value is loaded once where CUDA first reads it and reused
// (RepeatedLoads.cpp); reads that may differ, or whose first read is
// conditional, are left as they are.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/repeated_loads.cl | FileCheck %s
// RUN: %cl-build-check %t/repeated_loads.cl

// CHECK-LABEL: __kernel void reused(
// CHECK: bool cu2cl_then1 = (i < n);
// CHECK-NEXT: {
// CHECK-NEXT: float cu2cl_load2 = 0;
// CHECK-NEXT: if (cu2cl_then1)
// CHECK-NEXT: cu2cl_load2 = in[i];
// CHECK-NEXT: float v = 0;
// CHECK-NEXT: if (cu2cl_then1)
// CHECK-NEXT: v = cu2cl_load2 * 2.f;
// CHECK: v += cu2cl_sync3;
// CHECK-NEXT: if (cu2cl_then1)
// CHECK-NEXT: out[i] = v + cu2cl_load2 + in[i + 1];
__global__ void reused(const float *__restrict__ in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = in[i] * 2.f;
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    out[i] = v + in[i] + in[i + 1];
  }
}

// Without __restrict__ another thread may write the element between the reads.
// CHECK-LABEL: __kernel void aliased(
// CHECK-NOT: cu2cl_load
// CHECK: out[i] = v + in[i];
__global__ void aliased(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = in[i];
    v += __shfl_xor_sync(0xffffffffu, v, 1);
    out[i] = v + in[i];
  }
}

// The index changes between the reads.
// CHECK-LABEL: indexChanges(
// CHECK-NOT: cu2cl_load
// CHECK: writable(
__global__ void indexChanges(const int *__restrict__ in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int a = in[i];
    a += __shfl_xor_sync(0xffffffffu, a, 1);
    i = i ^ 1;
    out[i] = a + in[i];
  }
}

// The pointee is not const: the kernel may write it between the reads.
// CHECK-NOT: cu2cl_load
// CHECK: conditionalFirst(
__global__ void writable(int *__restrict__ data, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int a = data[i];
    a += __shfl_xor_sync(0xffffffffu, a, 1);
    data[i] = a;
    out[i] = a + data[i];
  }
}

// The first read of in[i + 1] happens only when a is positive: loading it for
// every work-item of the branch could read past the end.
// CHECK-NOT: cu2cl_load
// CHECK: b = a > 0 && in[i + 1] > 0;
// CHECK: out[i] = a + b + in[i + 1];
__global__ void conditionalFirst(const int *__restrict__ in, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int a = i;
    a += __shfl_xor_sync(0xffffffffu, a, 1);
    int b = a > 0 && in[i + 1] > 0;
    out[i] = a + b + in[i + 1];
  }
}

// The last kernel only ends the check above.
__global__ void end(int *out) { out[0] = 0; }
