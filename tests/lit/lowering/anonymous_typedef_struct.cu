// typedef struct { ... } Point; is the usual C way to name a struct; C++
// gives the struct the typedef's name. cu2cl reports it as unsupported-type
// "(anonymous struct)" ("give the struct a name") and writes nothing; it
// should use the typedef name (typedef struct [Point] {...} Point;).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: grep -v '^ *//' %t/anonymous_typedef_struct.cl | FileCheck %s
// RUN: %cl-build-check %t/anonymous_typedef_struct.cl

// CHECK: typedef struct {{(Point )?}}{
// CHECK-NEXT: float x;
// CHECK-NEXT: float y;
// CHECK-NEXT: } Point;
typedef struct {
  float x, y;
} Point;

// CHECK: __kernel void lengths(__global Point *points, ulong points_cu2cl_offset, __global float *out,
// CHECK-NEXT: ulong out_cu2cl_offset) {
// CHECK-NEXT: #if !CU2CL_ZERO_OFFSETS
// CHECK-NEXT: points = (__global Point *)((__global uchar *)points + points_cu2cl_offset);
// CHECK-NEXT: out = (__global float *)((__global uchar *)out + out_cu2cl_offset);
// CHECK-NEXT: #endif
// CHECK-NEXT: Point p = points[(uint)get_local_id(0)];
__global__ void lengths(Point *points, float *out) {
  Point p = points[threadIdx.x];
  out[threadIdx.x] = p.x * p.x + p.y * p.y;
}
