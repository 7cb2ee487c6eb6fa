// Structs and enums used by device code are emitted as typedefs before the
// first function, each struct after the structs it contains, so that OpenCL C
// can name them without the struct/enum keyword. Plain C++ structs pass by
// value, copy by assignment and keep CUDA's size and layout.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// The output carries this file's comments (CHECK lines too); compare the code only.
// RUN: grep -v '^ *//' %t/structs_and_enums.cl | FileCheck %s
// RUN: %cl-build-check %t/structs_and_enums.cl | FileCheck %s --check-prefix=BUILT
// RUN: %cl-run %t/structs_and_enums.cl values 1 1 5 | FileCheck %s --check-prefix=VALUE

enum Mode { ADD, MUL = 4 };
struct Vec2 {
  float x, y;
};
struct Particle {
  Vec2 pos;
  int id;
  unsigned char flags;
  float weights[3];
};

// Particle is used first, and needs Vec2 before it.
// CHECK: typedef struct Vec2 {
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: } Vec2;
// CHECK: typedef struct Particle {
// CHECK-NEXT: Vec2 pos;
// CHECK-NEXT: int id;
// CHECK-NEXT: uchar flags;
// CHECK-NEXT: float weights[3];
// CHECK-NEXT: } Particle;
// CHECK: typedef enum Mode { ADD = 0, MUL = 4 } Mode;

// CHECK: float combine(Particle p, Mode mode) { return mode == ADD ? p.pos.x + p.pos.y : p.pos.x * p.pos.y; }
__device__ float combine(Particle p, Mode mode) {
  return mode == ADD ? p.pos.x + p.pos.y : p.pos.x * p.pos.y;
}

// CHECK-LABEL: __kernel void move(__global Particle *ps, ulong ps_cu2cl_offset, __global float *out,
// CHECK-NEXT: ulong out_cu2cl_offset, Mode mode) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: ps = (__global Particle *)((__global uchar *)ps + ps_cu2cl_offset);
// CHECK-NEXT: out = (__global float *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: int i = (uint)get_local_id(0);
// CHECK-NEXT: Particle p = ps[i];
// CHECK-NEXT: Vec2 delta = {0.5f, -0.5f};
// CHECK-NEXT: p.pos = delta;
// CHECK-NEXT: p.weights[2] = combine(p, mode);
// CHECK-NEXT: ps[i] = p;
// CHECK-NEXT: out[i] = combine(ps[i], MUL);
__global__ void move(Particle *ps, float *out, Mode mode) {
  int i = threadIdx.x;
  Particle p = ps[i];
  Vec2 delta = {0.5f, -0.5f};
  p.pos = delta;
  p.weights[2] = combine(p, mode);
  ps[i] = p;
  out[i] = combine(ps[i], MUL);
}

// What the translated code computes: CUDA's sizes (8 + 4 + 1, 3 bytes of
// padding, 12), the enumerator's value, and fields read back.
// VALUE: 28
// VALUE-NEXT: 8
// VALUE-NEXT: 4
// VALUE-NEXT: 1
// VALUE-NEXT: 2
__global__ void values(long long *out) {
  Particle p = {{1.0f, 2.0f}, 7, 1, {0.0f, 0.0f, 0.0f}};
  Mode m = MUL;
  out[0] = sizeof(Particle);
  out[1] = sizeof(Vec2);
  out[2] = m;
  out[3] = p.flags;
  out[4] = (long long)combine(p, MUL);
}
// BUILT: kernel move
// BUILT: kernel values
