// XFAIL: *
// Warp primitives in the cases of a switch on a thread-dependent value are
// valid CUDA when each mask names the lanes of its case, but cu2cl rejects
// them: "'__ballot_sync()' is reached under thread-dependent control flow and
// cu2cl cannot make it uniform: it is inside a switch statement
// [-Wcu2cl-divergent-barrier]". A switch whose cases end in break could be
// lowered like an if/else chain.
// Expected (block 48; warp 1 has lanes 0-15): lanes with lane % 3 == 0 get the
// ballot of their case, 0x49249249 = 1227133513 in warp 0 and 0x9249 = 37449
// in warp 1; lanes with lane % 3 == 1 the sum of their case's lane numbers,
// 1 + 4 + ... + 31 = 176 in warp 0 and 1 + 4 + 7 + 10 + 13 = 35 in warp 1;
// the others -1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_switch.cl switchCases 1 48 48 16 | FileCheck %s
// CHECK: 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513{{$}}
// CHECK-NEXT: 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176 -1 1227133513 176{{$}}
// CHECK-NEXT: 37449 35 -1 37449 35 -1 37449 35 -1 37449 35 -1 37449 35 -1 37449{{$}}

__global__ void switchCases(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  unsigned ex = t < 32u ? 0xffffffffu : 0x0000ffffu; // the lanes of a block of 48
  long long r = -1;
  switch (lane % 3u) {
  case 0:
    r = __ballot_sync(0x49249249u & ex, 1);
    break;
  case 1:
    r = __reduce_add_sync(0x92492492u & ex, lane);
    break;
  default:
    break;
  }
  out[t] = r;
}
