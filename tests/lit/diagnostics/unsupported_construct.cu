// C++ constructs that Clang accepts in CUDA device code but OpenCL C 1.2
// cannot express are errors at the construct: recursion, inline
// PTX assembly, range-based for loops, new/delete, static locals and delegating
// constructors.
// Exit code 1 and no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/unsupported_construct.cl
#include <cooperative_groups.h>

// CHECK: unsupported_construct.cu:[[@LINE+1]]:54: error: recursion in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
__device__ int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
__global__ void recursion(int *out) { out[0] = fact(out[1]); }

// A delegating constructor (constructors that run code are otherwise functions that return
// the object: executed/constructors.cu).
struct Fixed {
  int raw;
  __device__ Fixed(int r) : raw(r) {}
  __device__ Fixed(float f) : Fixed(int(f * 256)) {}
};

__global__ void constructors(int *out) {
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:9: error: a constructor that delegates to another in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  Fixed value(0.5f);
  out[0] = value.raw;
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

// A tile of several warps has no warp operations (nor in CUDA).
__global__ void multiWarpShuffle(int *out) {
  __shared__ cooperative_groups::block_tile_memory<128> scratch;
  auto block = cooperative_groups::this_thread_block(scratch);
  auto tile = cooperative_groups::tiled_partition<64>(block);
  // CHECK: unsupported_construct.cu:[[@LINE+1]]:12: error: cooperative groups' shfl() on this group in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
  out[0] = tile.shfl(out[1], 0);
}

// A reference argument whose address needs a read (idx[i]), where not every thread calls.
__device__ void addPartner(int &x) { x += __shfl_xor_sync(0xffffffffu, x, 1); }
__global__ void indirectReference(int *out, const int *idx) {
  if (threadIdx.x < 48)
    // CHECK: unsupported_construct.cu:[[@LINE+1]]:16: error: an argument passed by reference, whose address needs a memory read, to a function with warp or block primitives in code that not every thread runs in device code cannot be expressed in OpenCL C 1.2 [-Wcu2cl-unsupported-construct]
    addPartner(out[idx[threadIdx.x]]);
}

// CHECK: cu2cl: translated 0 of 1 file; not translated: {{.*}}unsupported_construct.cu
