// dim3 and the index variables as whole values in device code: `dim3 idx(a, b, c)` (each
// component defaulting to 1, as CUDA's dim3), `dim3 b = blockDim;`, `uint3 t = threadIdx;` and a
// dim3 made from a uint3. Refused before (dim3's constructors are in cu2cl's CUDA headers;
// HeCBench eikonal), and `dim3 b = blockDim;` gave output that did not compile. The second
// kernel also runs as a warp form on CPU devices (it votes), where the block's size is not the
// work-group's. Expected by hand from CUDA's definitions, with blocks of (4, 2).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck %s --check-prefix=CODE < %t/dim3_values.cl
// RUN: timeout 120 %cl-run %t/dim3_values.cl components 1 4,2 8 8 --int | FileCheck %s
// RUN: timeout 120 %cl-run %t/dim3_values.cl withVote 1 32,2 64 32 --int | FileCheck %s --check-prefix=VOTE
// RUN: timeout 120 env CU2CL_WARP_FORM=0 %cl-run %t/dim3_values.cl withVote 1 32,2 64 32 --int | FileCheck %s --check-prefix=VOTE

// CODE: dim3 b = ((dim3){(uint)get_local_size(0), (uint)get_local_size(1), (uint)get_local_size(2)});
// CODE: dim3 c = ((dim3){5, 1, 1});

__global__ void components(int *out) {
  dim3 idx(threadIdx.x + 1, threadIdx.y + 1);
  dim3 b = blockDim;
  dim3 c(5);
  dim3 e;
  uint3 t = threadIdx;
  dim3 fromT(t);
  int i = threadIdx.y * blockDim.x + threadIdx.x;
  // idx.x * 100 + idx.y * 10 + idx.z + (b.x + b.y + b.z) + (c.x + c.y + c.z) + e.x * e.y * e.z
  //   + fromT.z * 1000 + gridDim.x (as a dim3) * 10000
  dim3 g = gridDim;
  out[i] = idx.x * 100 + idx.y * 10 + idx.z + (b.x + b.y + b.z) + (c.x + c.y + c.z) +
           e.x * e.y * e.z + fromT.z * 1000 + g.x * 10000;
}
// thread (x, y): 10000 + 100 (x + 1) + 10 (y + 1) + 1 + 7 + 7 + 1
// CHECK: 10126 10226 10326 10426 10136 10236 10336 10436

__global__ void withVote(int *out) {
  dim3 b = blockDim;
  uint3 t = threadIdx;
  unsigned lanes = __ballot_sync(0xffffffffu, t.x < b.x / 2);
  out[t.y * b.x + t.x] = __popc(lanes) * 1000 + (int)(b.x * b.y) + (int)t.x;
}
// 16 lanes of each warp vote: 16000 + 64 + x
// VOTE: 16064 16065 16066 16067 16068 16069 16070 16071 16072 16073 16074 16075 16076 16077 16078 16079 16080 16081 16082 16083 16084 16085 16086 16087 16088 16089 16090 16091 16092 16093 16094 16095
// VOTE-NEXT: 16064 16065 16066
