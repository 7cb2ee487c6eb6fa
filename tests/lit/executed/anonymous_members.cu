// Anonymous struct and union members (C11, CUDA C++; HeCBench d3q19-bgk's outer_wall) and a
// struct member of an unnamed struct type: OpenCL C 1.2 (C99) has neither, so each is a named
// member of a named type (`<struct>_<member>`, `cu2cl_anonymous<index>`), which keeps the
// layout; accesses through them name them. cu2cl stopped with "give the struct a name".
// Expected by hand: el[] = {t, 2t, 3t} is read as xmin/xmax/zmin, scaled by the named member's
// k = 10: out = 10 t + 100 (2 t) + 1000 (3 t) + 3 + 4 = 3210 t + 7, the 3 and the 4 through
// arrays of unnamed structs (whose types were both `Wall_anonymous`: the .cl did not compile).
// CUDA 13.0 on an H200 printed the same for the kernel before the arrays were added
// (scripts/gpu/record-executed.sh), whose offset was 7.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/anonymous_members.cl | FileCheck %s
// RUN: %cl-build-check %t/anonymous_members.cl
// RUN: timeout 120 %cl-run %t/anonymous_members.cl walls 1 8 8 8 > %t/walls.txt
// RUN: python3 -c "print(' '.join(str(3210 * t + 7) for t in range(8)))" > %t/walls.expected
// RUN: diff %t/walls.expected %t/walls.txt
// CHECK: typedef union {
// CHECK-NEXT: Wall_cu2cl_anonymous0_cu2cl_anonymous0 cu2cl_anonymous0;
// CHECK-NEXT: int el[3];
// CHECK-NEXT: } Wall_cu2cl_anonymous0;
// CHECK: typedef struct {
// CHECK-NEXT: int k;
// CHECK-NEXT: int offset;
// CHECK-NEXT: } Wall_scale;
// CHECK: } Wall_bounds;
// CHECK: } Wall_tags;
// CHECK: w.cu2cl_anonymous0.cu2cl_anonymous0.xmin

struct Wall {
  union {
    struct {
      int xmin, xmax, zmin;
    };
    int el[3];
  };
  struct {
    int k;
    int offset;
  } scale;
  struct {
    short lo, hi;
  } bounds[2]; // an array of an unnamed struct: named after its member too
  struct {
    int tag;
  } tags[1];
};

__global__ void walls(long long *out) {
  int t = threadIdx.x;
  Wall w;
  for (int i = 0; i < 3; ++i)
    w.el[i] = (i + 1) * t;
  w.scale.k = 10;
  w.scale.offset = 7;
  w.bounds[1].hi = 3;
  w.tags[0].tag = 4;
  out[t] = w.scale.k * (w.xmin + 10 * w.xmax + 100 * w.zmin) + w.bounds[1].hi + w.tags[0].tag;
}
