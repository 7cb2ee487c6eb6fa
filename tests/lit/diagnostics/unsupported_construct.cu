// C++ constructs that Clang accepts in CUDA device code but OpenCL C 1.2
// cannot express are errors at the construct: recursion, lambdas, inline
// PTX assembly, range-based for loops, new/delete, static locals and constructors that
// run code.
// Exit code 1 and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_construct.cl

// CHECK: unsupported_construct.cu:[[@LINE+1]]:54: error: recursion in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__global__ void recursion(int *out) { out[0] = fact(out[1]); }

__global__ void lambda(int *out) {
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:16: error: a lambda expression in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  auto twice = [](int v) { return v * 2; };
  out[0] = twice(out[1]);
}

__global__ void assembly(int *out) {
  int lane;
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:3: error: inline assembly (PTX) in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  out[0] = lane;
}

__global__ void rangeFor(int *out) {
  int values[4] = {1, 2, 3, 4};
  int sum = 0;
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:3: error: a range-based for loop in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  for (int v : values)
    sum += v;
  out[0] = sum;
}

__global__ void heap(int *out) {
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:12: error: new/delete in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  int *p = new int[4];
  p[0] = out[0];
  out[1] = p[0];
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:3: error: new/delete in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  delete[] p;
}

__global__ void staticLocal(int *out) {
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:14: error: a static local variable in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  static int calls = 0;
  out[0] = ++calls;
}

// Constructors that run code: a converting one, a default one with a body, and the implicit
// default one of a class with default member initialisers (an OpenCL C declaration would leave
// the members uninitialised).
struct Fixed {
  int raw;
  Fixed() = default;
  __device__ Fixed(float f) : raw(int(f * 256)) {}
};
struct Counter {
  int n;
  __device__ Counter() : n(7) {}
};
struct Seeded {
  int seed = 42;
};

__global__ void constructors(int *out) {
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:9: error: a call of a user-defined constructor in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  Fixed half(0.5f);
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:11: error: a call of a user-defined constructor in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  Counter c;
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:10: error: a call of a user-defined constructor in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  Seeded s;
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:12: error: a call of a user-defined constructor in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  out[0] = Fixed(1.0f).raw + half.raw + c.n + s.seed;
}
// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_construct.cu
