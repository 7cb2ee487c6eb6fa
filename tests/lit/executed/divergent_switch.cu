// Warp primitives in the cases of a switch on a thread-dependent value are
// valid CUDA when each mask names the lanes of its case. The switch becomes
// predicated code (UniformRewrite.cpp, uniformSwitch): each work-item runs
// the statements after the label its value selects until a break.
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

// Fall-through, a default before a case, a continue of the enclosing loop
// from inside a case, and a uniform loop around the switch. Expected (one
// warp, two rounds): lane % 4 == 0 adds 1000 and, in round 0 only, falls
// into case 1: 1000 + 232 + 1000 = 2232; lane % 4 == 1 gets the sum of the
// lanes in case 1: 232 (lanes 0, 1, 4, 5, ...) then 120 (lanes 1, 5, ...)
// = 352; lane % 4 == 2 enters at default and falls into case 3: 2 * (10 +
// 16) = 52; lane % 4 == 3: 2 * 16 = 32.
// RUN: timeout 120 %cl-run %t/divergent_switch.cl switchFallthrough 1 32 32 16 | FileCheck --check-prefix=FALL %s
// FALL: 2232 352 52 32 2232 352 52 32 2232 352 52 32 2232 352 52 32{{$}}
// FALL-NEXT: 2232 352 52 32 2232 352 52 32 2232 352 52 32 2232 352 52 32{{$}}
__global__ void switchFallthrough(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  long long r = 0;
  for (int round = 0; round < 2; ++round) {
    switch (lane & 3u) {
    case 0:
      r += 1000;
      if (round == 1)
        continue;
    case 1:
      r += __reduce_add_sync(round == 1 ? 0x22222222u : 0x33333333u, lane);
      break;
    default:
      r += 10;
    case 3:
      r += __reduce_add_sync(0xccccccccu, 1u);
    }
  }
  out[t] = r;
}
