// Inline PTX assembly in device code is an error at the asm statement, also in a __device__
// function the kernel calls; asm in host code is the host compiler's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/inline_ptx.cl && test ! -e %t/inline_ptx.host.cpp

__device__ unsigned laneId() {
  unsigned lane;
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: inline assembly (PTX) in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__global__ void lanes(unsigned *out) { out[threadIdx.x] = laneId(); }

int main() {
  unsigned *out = nullptr;
  lanes<<<1, 32>>>(out);
  asm volatile("" ::: "memory");
  return 0;
}
// CHECK-NOT: error:
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}inline_ptx.cu
