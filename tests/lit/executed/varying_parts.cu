// A value that varies between threads reaches a variable through a part of it (a field, an
// array element), through a pointer to a part, through an array passed as a pointer, through a
// method that changes its object, or from an atomic (each thread gets the value it found). A
// condition on such a variable varies, so a warp primitive under it needs the uniform rewrite:
// without it the emulated ballot's barriers are reached by some work-items only, and PoCL gave
// every lane the ballot (43690 everywhere).
// Expected (block 64): lanes 0-15 of each warp the ballot of their odd lanes (0xaaaa = 43690),
// lanes 16-31 -1.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck --check-prefix=CL %s < %t/varying_parts.cl
// RUN: timeout 120 %cl-run %t/varying_parts.cl fieldBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl arrayBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl fieldPointerBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl arrayPointerBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl memberBallot 1 64 64 32 | FileCheck %s
// RUN: timeout 120 %cl-run %t/varying_parts.cl structCopyBallot 1 64 64 32 | FileCheck %s
// Each kernel's lines: lanes 0-15 43690, lanes 16-31 -1, in both warps.
// CHECK: {{^(43690 ){16}(-1 ){15}-1$}}
// CHECK-NEXT: {{^(43690 ){16}(-1 ){15}-1$}}
// atomicBallot: lanes whose atomicAdd ticket is below 16 (mod 32) vote; the order of the
// tickets is the device's, so Inputs/varying_atomic.py checks that each voter's ballot is the
// set of its warp's voters and that the tickets are 0 to 63 once each.
// RUN: timeout 120 %cl-run %t/varying_parts.cl atomicBallot 1 64 65 8 --fill=0 > %t/atomic.txt
// RUN: python3 %S/Inputs/varying_atomic.py %t/atomic.txt
// Every kernel is rewritten: its ballot is made by every work-item, with act = the condition.
// CL-COUNT-7: cu2cl_ballot_sync({{0x0000ffffu|cu2cl_sync[0-9]+}}, {{.*}}, cu2cl_then{{[0-9]+}}, cu2cl_scratch)

struct Lane {
  unsigned v;
  __device__ void set() { v = threadIdx.x & 31u; }
};

__device__ void laneOf(unsigned *x) { *x = threadIdx.x & 31u; }

__global__ void fieldBallot(long long *out) {
  Lane lane{0};
  lane.v = threadIdx.x & 31u;
  long long r = -1;
  if (lane.v < 16u)
    r = __ballot_sync(0x0000ffffu, lane.v & 1u);
  out[threadIdx.x] = r;
}

__global__ void arrayBallot(long long *out) {
  unsigned lane[2] = {0, 0};
  lane[1] = threadIdx.x & 31u;
  long long r = -1;
  if (lane[1] < 16u)
    r = __ballot_sync(0x0000ffffu, lane[1] & 1u);
  out[threadIdx.x] = r;
}

__global__ void fieldPointerBallot(long long *out) {
  Lane lane{0};
  laneOf(&lane.v);
  long long r = -1;
  if (lane.v < 16u)
    r = __ballot_sync(0x0000ffffu, lane.v & 1u);
  out[threadIdx.x] = r;
}

__global__ void arrayPointerBallot(long long *out) {
  unsigned lane[1] = {0};
  laneOf(lane);
  long long r = -1;
  if (lane[0] < 16u)
    r = __ballot_sync(0x0000ffffu, lane[0] & 1u);
  out[threadIdx.x] = r;
}

__global__ void memberBallot(long long *out) {
  Lane lane{0};
  lane.set();
  long long r = -1;
  if (lane.v < 16u)
    r = __ballot_sync(0x0000ffffu, lane.v & 1u);
  out[threadIdx.x] = r;
}

__global__ void structCopyBallot(long long *out) {
  Lane mine{threadIdx.x & 31u};
  Lane lane{0};
  lane = mine;
  long long r = -1;
  if (lane.v < 16u)
    r = __ballot_sync(0x0000ffffu, lane.v & 1u);
  out[threadIdx.x] = r;
}

// out[t]: ticket << 33 | voted << 32 | ballot; out[64] counts the tickets.
__global__ void atomicBallot(long long *out) {
  unsigned long long ticket = atomicAdd((unsigned long long *)(out + 64), 1ull);
  long long r = (long long)(ticket << 33);
  if ((ticket & 31u) < 16u)
    r |= (1ll << 32) | __ballot_sync(__activemask(), 1);
  out[threadIdx.x] = r;
}
