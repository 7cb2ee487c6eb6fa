// Values that a varying exit makes vary, and loops that some work-items leave by a break.
// breakBallot: x is the last iteration before the lane's break (lanes 0-7: 0, 8-15: 1, 16-23: 2,
//   24-31: 3); lanes 16-31 vote, their ballot is their odd lanes (0xaaaa0000 = 2863267840), the
//   others print -1. The assignment after the break varies, so the branch on x is rewritten.
// returnLoop: lanes 16-31 return; n is assigned after the return, so the loop's trip count
//   varies: the exited work-items must still reach its ballots (PoCL crashed, a segmentation
//   fault, when the loop kept its shape). Lanes 0-15: 0xaaaa + 0xcccc = 96118.
// breakAcrossBarrier: no primitive under divergent control, but PoCL 3.1 gave every work-item the
//   last iteration's x (3) when x lives across the barrier after a loop left by a varying
//   break; the loop is printed in the uniform form, with one exit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/varying_exits.cl breakBallot 1 64 64 32 | FileCheck %s --check-prefix=BREAK
// RUN: timeout 120 %cl-run %t/varying_exits.cl returnLoop 1 64 64 32 | FileCheck %s --check-prefix=RETURN
// RUN: timeout 120 %cl-run %t/varying_exits.cl breakAcrossBarrier 1 64 64 32 | FileCheck %s --check-prefix=BARRIER
// BREAK: {{^(-1 ){16}(2863267840 ){15}2863267840$}}
// BREAK-NEXT: {{^(-1 ){16}(2863267840 ){15}2863267840$}}
// RETURN: {{^(96118 ){16}(-1 ){15}-1$}}
// RETURN-NEXT: {{^(96118 ){16}(-1 ){15}-1$}}
// BARRIER: {{^(0 ){8}(1 ){8}(2 ){8}(3 ){7}3$}}
// BARRIER-NEXT: {{^(0 ){8}(1 ){8}(2 ){8}(3 ){7}3$}}

__global__ void breakBallot(long long *out) {
  unsigned lane = threadIdx.x & 31u;
  int x = 0;
  for (int i = 0; i < 4; ++i) {
    if (lane < 8u * i)
      break;
    x = i;
  }
  long long r = -1;
  if (x >= 2)
    r = __ballot_sync(0xffff0000u, lane & 1u);
  out[threadIdx.x] = r;
}

__global__ void returnLoop(long long *out) {
  unsigned lane = threadIdx.x & 31u;
  out[threadIdx.x] = -1;
  int n = 0;
  if (lane >= 16u)
    return;
  n = 2;
  long long r = 0;
  for (int k = 0; k < n; ++k)
    r += __ballot_sync(0x0000ffffu, (lane >> k) & 1u);
  out[threadIdx.x] = r;
}

__global__ void breakAcrossBarrier(long long *out) {
  unsigned lane = threadIdx.x & 31u;
  int x = 0;
  for (int i = 0; i < 4; ++i) {
    if (lane < 8u * i)
      break;
    x = i;
  }
  __syncthreads();
  out[threadIdx.x] = x;
}
