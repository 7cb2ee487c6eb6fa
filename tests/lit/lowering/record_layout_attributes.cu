// Structs keep the host's layout: __align__ and packed carry over. Hints
// OpenCL cannot express are dropped with a warning and a note in the output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --check-prefix=DIAG < %t/stderr
// RUN: FileCheck %s --check-prefix=NOTE < %t/record_layout_attributes.cl
// RUN: grep -v '^ *//' %t/record_layout_attributes.cl | FileCheck %s
// RUN: %cl-build-check %t/record_layout_attributes.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-ignored-attribute 2>&1 | count 0

// CHECK: typedef struct __attribute__((aligned(16))) Particle {
// CHECK: } Particle;
struct __align__(16) Particle {
  float x, y, z;
  int id;
};
// CHECK: typedef struct __attribute__((packed)) Header {
struct __attribute__((packed)) Header {
  char tag;
  int count;
};

// DIAG: record_layout_attributes.cu:[[@LINE+3]]:12: warning: '__noinline__' has no OpenCL C 1.2 equivalent and is dropped (an inlining hint) [-Wcu2cl-ignored-attribute]
// NOTE: // cu2cl [-Wcu2cl-ignored-attribute]: __noinline__ dropped (an inlining hint)
// CHECK: float norm2(Particle p) { return p.x * p.x + p.y * p.y; }
__device__ __noinline__ float norm2(Particle p) { return p.x * p.x + p.y * p.y; }

// DIAG: record_layout_attributes.cu:[[@LINE+4]]:17: warning: '__launch_bounds__' has no OpenCL C 1.2 equivalent and is dropped (an occupancy hint) [-Wcu2cl-ignored-attribute]
// NOTE: // cu2cl [-Wcu2cl-ignored-attribute]: __launch_bounds__ dropped (an occupancy hint)
// CHECK: __kernel void move(__global Particle *ps, ulong ps_cu2cl_offset, __global Header *h,
// CHECK-NEXT: ulong h_cu2cl_offset, int n) {
__global__ void __launch_bounds__(256) move(Particle *ps, Header *h, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    ps[i].x += norm2(ps[i]) + h[i].count;
}
