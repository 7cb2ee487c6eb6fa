// Legacy warp intrinsics are translated as full-mask _sync forms with a
// warning; a full mask under thread-dependent control flow is undefined in
// CUDA when a named lane does not reach the call, which cu2cl points out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: FileCheck %s --check-prefix=NOTE < %t/warp_mask_and_legacy.cl
// RUN: %cu2cl %s -o %t/ -Wno-cu2cl-legacy-warp-intrinsic -Wno-cu2cl-warp-mask-undefined 2>&1 | count 0
// RUN: %cl-run %t/warp_mask_and_legacy.cl legacy 1 32 32 8 | FileCheck %s --check-prefix=VALUES

// CHECK: warp_mask_and_legacy.cu:[[@LINE+10]]:25: warning: '__ballot_sync' names every lane in its mask but is called under thread-dependent control flow (the condition on line [[@LINE+9]]); if a named lane does not reach the call, CUDA leaves the result undefined [-Wcu2cl-warp-mask-undefined]
// CHECK: warp_mask_and_legacy.cu:[[@LINE+7]]:22: warning: '__ballot' is deprecated since CUDA 9 and unavailable on sm_70 and later; it is translated as '__ballot_sync' with a full mask [-Wcu2cl-legacy-warp-intrinsic]
// CHECK: warp_mask_and_legacy.cu:[[@LINE+6]]:43: warning: '__shfl' is deprecated since CUDA 9 and unavailable on sm_70 and later; it is translated as '__shfl_sync' with a full mask [-Wcu2cl-legacy-warp-intrinsic]
// NOTE: // cu2cl [-Wcu2cl-legacy-warp-intrinsic]: legacy __ballot became __ballot_sync with a full mask
// NOTE: // cu2cl [-Wcu2cl-legacy-warp-intrinsic]: legacy __shfl became __shfl_sync with a full mask
__global__ void legacy(long long *out) {
  unsigned lane = threadIdx.x & 31;
  // odd lanes: 0xaaaaaaaa; lane 3's value: 3
  out[threadIdx.x] = __ballot(lane & 1) + __shfl(lane, 3);
  if (lane < 16) // the lanes that reach the ballot are 0..15: 0xffff
    out[threadIdx.x] += __ballot_sync(0xffffffffu, 1);
}
// 0xaaaaaaaa + 3 = 2863311533; + 0xffff = 2863377068
// VALUES-COUNT-2: 2863377068 2863377068 2863377068 2863377068 2863377068 2863377068 2863377068 2863377068
// VALUES-COUNT-2: 2863311533 2863311533 2863311533 2863311533 2863311533 2863311533 2863311533 2863311533
