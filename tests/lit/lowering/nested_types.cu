// A struct declared inside a class is named after the class, so the same nested name in two
// classes, or in two specialisations of one class template, gives distinct OpenCL structs
// (CUB's TempStorage in a union of BlockLoad's and BlockScan's gave two `TempStorage`s and a .cl
// that did not compile). `T()` of a scalar type is that type's zero.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/nested_types.cl | FileCheck %s
// RUN: %cl-build-check %t/nested_types.cl
// RUN: %cl-run %t/nested_types.cl nested 1 4 4 4 | FileCheck %s --check-prefix=VALUES

// CHECK: {{^}}typedef struct Tile_float_4_Storage {
// CHECK-NEXT: float items[4];
// CHECK: {{^}}typedef struct Scan_int_Storage {
// CHECK-NEXT: int partial;
// CHECK: {{^}}typedef struct Tile_int_2_Storage {
// CHECK-NEXT: int items[2];
// CHECK: {{^}}typedef struct Outer_Inner {
// CHECK: return ((float)0) + ((int)0);
template <typename T, int N> struct Tile {
  struct Storage {
    T items[N];
  };
};
template <typename T> struct Scan {
  struct Storage {
    T partial;
  };
};
struct Outer {
  struct Inner {
    int value;
  };
};

template <typename A, typename B> __device__ A zeros() { return A() + B(); }

__global__ void nested(long long *out) {
  __shared__ union {
    Tile<float, 4>::Storage tile;
    Scan<int>::Storage scan;
    Tile<int, 2>::Storage small;
  } storage;
  Outer::Inner inner = {7};
  int t = threadIdx.x;
  storage.tile.items[t] = (float)t;
  __syncthreads();
  out[t] = (long long)storage.tile.items[3 - t] * 10 + inner.value + (long long)zeros<float, int>();
}
// VALUES: 37 27 17 7
