// The broadcast of a variable that only lane 0 assigns (warp-semantics.md
// section 6.1), a common CUDA idiom: the other lanes' x is never read, the
// shuffle gives every lane lane 0's value. With `uint x;` left uninitialised,
// PoCL 3.1 never finished the kernel (and in a larger kernel the same idiom
// silently corrupted later shuffles), so cu2cl starts scalar locals that have
// no initialiser at zero (`uint x = 0;`).
// Expected: warp 0 (threads 0-31) gets 0xc0ffee00 + 0 = 3237998080, warp 1
// (threads 32-47) gets 0xc0ffee00 + 32 = 3237998112.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: timeout 120 %cl-run %t/warp_broadcast_uninit.cl broadcastFromLane0 1 48 48 16 | FileCheck %s
// CHECK: 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080{{$}}
// CHECK-NEXT: 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080 3237998080{{$}}
// CHECK-NEXT: 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112 3237998112{{$}}

__global__ void broadcastFromLane0(long long *out) {
  unsigned t = threadIdx.x, lane = t & 31u;
  unsigned x;
  if (lane == 0)
    x = 0xc0ffee00u + t;
  x = __shfl_sync(0xffffffffu, x, 0);
  out[t] = x;
}
