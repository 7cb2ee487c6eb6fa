// A for loop whose header declares its variable and whose step is the only
// other place that assigns it has the same trip count for every work-item
// that reaches it. Under a varying `if` it keeps its shape (no block-wide
// vote per iteration): the uniform rewrite runs its header for every
// work-item, the ones outside the `if` without running the body
// (Divergence::isCountedLoop). The nonuniform-reduction paper's offset loop
// (`for (int j = 0; j <= 5; j++)` under `if (w_i == 0 && w_l < numWarps)`)
// is this shape. Block 48: warp 0 is threads 0-31, warp 1 threads 32-47.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: timeout 120 %cl-run %t/counted_loops.cl countedBreak 1 48 48 16 | FileCheck %s --check-prefix=BREAK
// RUN: timeout 120 %cl-run %t/counted_loops.cl bodyAssigns 1 48 48 16 | FileCheck %s --check-prefix=BODY
// PoCL's other work-group methods got this loop wrong (every thread of warp 1 counted, or no
// thread wrote) until each iteration ended in cu2cl_loop_sync(), a barrier there.
// RUN: env POCL_KERNEL_CACHE=0 POCL_WORK_GROUP_METHOD=repl timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: env POCL_KERNEL_CACHE=0 POCL_WORK_GROUP_METHOD=loops timeout 120 %cl-run %t/counted_loops.cl bitCounts 1 48 48 16 | FileCheck %s --check-prefix=BITS
// RUN: grep -v '^ *//' %t/counted_loops.cl | FileCheck %s --check-prefix=CODE

// Threads 0-39 run the loop: for each bit j of 0..5, the number of threads of
// their warp below 40 whose index has bit j set. Warp 0 (0-31): 16 for each
// of bits 0-4, none for bit 5: 80. Warp 1 (32-39): bit 5 set for all 8, bits 0-2 for 4 each,
// bits 3-4 for none: 8 + 12 = 20. Threads 40-47 write -1.
// BITS: 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80{{$}}
// BITS-NEXT: 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80 80{{$}}
// BITS-NEXT: 20 20 20 20 20 20 20 20 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE-LABEL: __kernel void bitCounts(
// CODE: bool cu2cl_then1 = (t < 40);
// CODE: for (int j = 0; j <= 5; j++) {
// CODE-NOT: cu2cl_loop_continues
// CODE: cu2cl_loop_sync();
// CODE: __kernel void countedBreak(
__global__ void bitCounts(long long *out) {
  int t = threadIdx.x;
  unsigned mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j <= 5; j++)
      acc += __popc(__ballot_sync(mask, (t >> j) & 1));
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}

// A counted loop that work-items leave by break: thread `lane` leaves after
// iteration `lane`, so iteration j runs for the lanes >= j. The loop is voted
// (a work-item's break is its own), but its step runs for every work-item.
// Each thread below 40 adds, per iteration it runs, the number of lanes of
// its warp in that iteration: warp 0 lane l: sum over j = 0..min(l, 7) of
// (32 - j); warp 1 (8 lanes) lane l: sum over j = 0..l of (8 - j).
// BREAK: 32 63 93 122 150 177 203 228 228 228 228 228 228 228 228 228{{$}}
// BREAK-NEXT: 228 228 228 228 228 228 228 228 228 228 228 228 228 228 228 228{{$}}
// BREAK-NEXT: 8 15 21 26 30 33 35 36 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE: for (;;) {
// CODE: cu2cl_loop{{[0-9]+}} = false;
// CODE: }
// CODE-NEXT: }
// CODE-NEXT: }
// CODE-NEXT: j++;
// CODE-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CODE: __kernel void bodyAssigns(
__global__ void countedBreak(long long *out) {
  int t = threadIdx.x, lane = t & 31;
  unsigned warp = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j < 8; j++) {
      unsigned mask = warp & ~((1u << j) - 1u); // lanes j and above are still here
      acc += __popc(__ballot_sync(mask, 1));
      if (lane == j)
        break;
    }
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}

// The body assigns the loop variable: not counted, the loop is voted. Thread
// t below 40 runs iterations j = 0, 2, 4 (j += 1 in the body and in the
// step) and adds the count of its warp's threads below 40: 3 * 32 = 96 in
// warp 0, 3 * 8 = 24 in warp 1.
// BODY: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// BODY-NEXT: 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96 96{{$}}
// BODY-NEXT: 24 24 24 24 24 24 24 24 -1 -1 -1 -1 -1 -1 -1 -1{{$}}
// CODE: cu2cl_loop_continues
__global__ void bodyAssigns(long long *out) {
  int t = threadIdx.x;
  unsigned mask = t < 32 ? 0xffffffffu : 0x000000ffu;
  if (t < 40) {
    int acc = 0;
    for (int j = 0; j < 6; j++) {
      acc += __popc(__ballot_sync(mask, 1));
      j += 1;
    }
    out[t] = acc;
  } else {
    out[t] = -1;
  }
}
