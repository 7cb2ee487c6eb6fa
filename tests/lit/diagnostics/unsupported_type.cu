// Types without an OpenCL C 1.2 counterpart of the same layout are errors at the declaration
// that uses them: classes with bases or virtual functions. Exit code 1 and no output file.
// (Translated: a class with plain member functions, whose methods become functions; scoped
// enumerations, lowering/scoped_enums.cu; 1- and 3-component vectors, lowering/vector_structs.cu.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_type.cl

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
  // CHECK: unsupported_type.cu:[[@LINE+1]]:11: error: type 'Derived' in device code has no OpenCL C 1.2 equivalent (classes with bases or virtual functions have no C layout) [-Wcu2cl-unsupported-type]
  Derived d;
  d.b = 2;
  out[0] = d.b;
}
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_type.cu
