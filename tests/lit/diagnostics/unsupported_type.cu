// Types without an OpenCL C 1.2 counterpart of the same layout are errors at
// the declaration that uses them: 3-component vectors (4 elements wide in
// OpenCL), 1-component vectors and classes with bases or virtual functions. Exit code 1
// and no output file. (Scoped enumerations are translated: lowering/scoped_enums.cu.) (A class with plain
// member functions is translated: its methods become functions.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_type.cl

// CHECK: unsupported_type.cu:[[@LINE+1]]:41: error: type 'float3' in device code has no OpenCL C 1.2 equivalent (OpenCL's 3-component vectors are 4 elements wide) [-Wcu2cl-unsupported-type]
__global__ void threeComponents(float3 *points) { points[0].x = 1.0f; }

struct Accumulator {
  float total;
  __device__ void add(float v) { total += v; }
};

struct Shape {
  float side;
  __device__ virtual float area() const { return side * side; }
};

// CHECK-NOT: 'Accumulator'
__global__ void withMethods(float *out) {
  Accumulator acc;
  acc.total = out[0];
  out[1] = acc.total;
  // CHECK: unsupported_type.cu:[[@LINE+1]]:9: error: type 'Shape' in device code has no OpenCL C 1.2 equivalent (classes with bases or virtual functions have no C layout) [-Wcu2cl-unsupported-type]
  Shape s;
  s.side = out[0];
}

struct Base { int a; };
struct Derived : Base { int b; };

__global__ void others(int *out) {
  // CHECK: unsupported_type.cu:[[@LINE+1]]:10: error: type 'float1' in device code has no OpenCL C 1.2 equivalent (OpenCL has no 1-component vectors) [-Wcu2cl-unsupported-type]
  float1 one;
  one.x = 1.0f;
  // CHECK: unsupported_type.cu:[[@LINE+1]]:11: error: type 'Derived' in device code has no OpenCL C 1.2 equivalent (classes with bases or virtual functions have no C layout) [-Wcu2cl-unsupported-type]
  Derived d;
  d.b = 2;
  out[0] = (int)one.x + d.b;
}
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_type.cu
