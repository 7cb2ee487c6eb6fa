// CUDA's 1- and 3-component vector types are structs with CUDA's size and alignment (OpenCL's
// 3-component vectors are 4 elements wide; it has no 1-component ones): `float3` is the struct
// `float3_` (OpenCL reserves the name), `make_float3(…)` a compound literal, and a struct that
// holds one keeps CUDA's layout.
// By hand: (1, 2, 3) + (4, 5, 6) sums to 21; sizeof(float3) = 12, sizeof(uchar3) = 3,
// sizeof(Particle) = 12 + 3 + 1 (padding) + 4 = 20; color.z + 10 w.x = 250 + 5 = 255.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: grep -v '^ *//' %t/vector_structs.cl | FileCheck %s --check-prefix=CODE
// RUN: %cl-run %t/vector_structs.cl structs 1 1 5 | FileCheck %s

// CODE: typedef struct __attribute__((aligned(4))) float3_ {
// CODE: typedef struct __attribute__((aligned(1))) uchar3_ {
// CODE: typedef struct __attribute__((aligned(4))) float1 {
// CODE: float3_ add(float3_ a, float3_ b) { return (float3_){a.x + b.x, a.y + b.y, a.z + b.z}; }
// CODE: float3_ a = (float3_){(float)1, (float)2, (float)3};

struct Particle {
  float3 pos;
  uchar3 color;
  float1 w;
};
__device__ float3 add(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }

__global__ void structs(long long *out) {
  float3 a = make_float3(1, 2, 3);
  float3 b = {4, 5, 6};
  float3 c = add(a, b);
  Particle p;
  p.pos = c;
  p.color = make_uchar3(1, 2, 250);
  p.w = make_float1(0.5f);
  out[0] = (long long)(p.pos.x + p.pos.y + p.pos.z);
  out[1] = sizeof(float3);
  out[2] = sizeof(uchar3);
  out[3] = sizeof(Particle);
  out[4] = p.color.z + (long long)(p.w.x * 10);
}

// CHECK: 21
// CHECK-NEXT: 12
// CHECK-NEXT: 3
// CHECK-NEXT: 20
// CHECK-NEXT: 255
