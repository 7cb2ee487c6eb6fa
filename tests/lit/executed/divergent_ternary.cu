// A warp primitive in one branch of a thread-dependent ?: is valid CUDA (the
// odd lanes make the call, and the mask names exactly them). cu2cl makes the
// call for every work-item with act = the branch's condition.
// Expected (block 48; warp 1 has lanes 0-15): even lanes -1, odd lanes the v of
// lane 3 of their warp: 30 in warp 0 (thread 3), 350 in warp 1 (thread 35).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_ternary.cl ternaryShuffle 1 48 48 16 | FileCheck %s
// CHECK: -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30{{$}}
// CHECK-NEXT: -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30 -1 30{{$}}
// CHECK-NEXT: -1 350 -1 350 -1 350 -1 350 -1 350 -1 350 -1 350 -1 350{{$}}

__global__ void ternaryShuffle(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  unsigned ex = t < 32u ? 0xffffffffu : 0x0000ffffu; // the lanes of a block of 48
  int v = (int)t * 10;
  out[t] = (lane & 1u) ? __shfl_sync(0xaaaaaaaau & ex, v, 3) : -1;
}
