// Warp votes on the right of && and || are valid CUDA when the mask names the
// lanes that evaluate them (lanes 0-15 here). cu2cl makes the votes for every
// work-item with act = the left side (&&) or its negation (||).
// Expected (block 48; warp 1 has lanes 0-15): lanes 0-15 evaluate both votes,
// __any_sync(lane == 3) is true and __all_sync(lane < 8) false, so r = 1;
// lanes 16-31 skip both, r = 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/divergent_short_circuit.cl shortCircuit 1 48 48 16 | FileCheck %s
// CHECK: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}
// CHECK-NEXT: 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2{{$}}
// CHECK-NEXT: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1{{$}}

__global__ void shortCircuit(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  int r = 0;
  if (lane < 16u && __any_sync(0x0000ffffu, lane == 3u))
    r = 1;
  if (lane >= 16u || __all_sync(0x0000ffffu, lane < 8u))
    r += 2;
  out[t] = r;
}
