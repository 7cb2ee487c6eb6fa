// Cooperative groups shuffle any trivially copyable type: a uint4, a struct of scalars (int,
// float, double) and a float3 are shuffled field by field, in the kernel's own form and its warp
// form. Expected values: Inputs/composite_shuffles.py (tile shuffles of CUDA's definition).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-double-precision
// RUN: FileCheck %s --check-prefix=CODE < %t/composite_shuffles.cl
// RUN: python3 %S/Inputs/composite_shuffles.py > %t/expected.txt
// RUN: timeout 120 %cl-run %t/composite_shuffles.cl composite 1 64 384 6 > %t/actual.txt
// RUN: diff %t/expected.txt %t/actual.txt
// RUN: env CU2CL_WARP_FORM=0 timeout 120 %cl-run %t/composite_shuffles.cl composite 1 64 384 6 > %t/emulated.txt
// RUN: diff %t/expected.txt %t/emulated.txt
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

struct Sample {
  int id;
  float weight;
  double scaled;
};

// CODE: v = (uint4)(cu2cl_tile_shfl_xor_u32(32u, v.x, 1, true, cu2cl_scratch),
// CODE: (Sample){cu2cl_tile_shfl_down_i32(16u, s.id, 2, true, cu2cl_scratch),
// CODE-NEXT: cu2cl_tile_shfl_down_f32(16u, s.weight, 2, true, cu2cl_scratch),
// CODE-NEXT: cu2cl_tile_shfl_down_f64(16u, s.scaled, 2, true, cu2cl_scratch)};
__global__ void composite(long long *out) {
  unsigned t = threadIdx.x;
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  cg::thread_block_tile<16> half = cg::tiled_partition<16>(block);
  cg::thread_block_tile<8> eighth = cg::tiled_partition<8>(block);
  uint4 v = make_uint4(t, 2 * t, 3 * t, 4 * t);
  v = warp.shfl_xor(v, 1);
  Sample s = {int(t) * 10, t + 0.5f, t * 1.0e10};
  Sample moved = half.shfl_down(s, 2);
  float3 p = make_float3(t, -float(t), t * 0.25f);
  float3 q = eighth.shfl(p, 5);
  long long *o = out + 6 * t;
  o[0] = v.x;
  o[1] = v.w;
  o[2] = moved.id;
  o[3] = (long long)(moved.weight * 2);
  o[4] = (long long)moved.scaled;
  o[5] = (long long)(q.x * 100 + q.y * 10 + q.z * 4);
}
