// A warp primitive selected by ?: or && runs with its condition as `act`, so
// cu2cl evaluates that condition a second time; one with side effects cannot
// be, and the call is refused rather than emitted divergent.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s < %t/stderr
// RUN: test ! -e %t/divergent_barrier_side_effects.cl

__global__ void sideEffects(int *out) {
  unsigned lane = threadIdx.x & 31;
  int n = 0;
  // CHECK: divergent_barrier_side_effects.cu:[[@LINE+1]]:30: error: '__ballot_sync()' is reached under thread-dependent control flow and cu2cl cannot make it uniform: it is one branch of a ?: whose condition has side effects [-Wcu2cl-divergent-barrier]
  out[lane] = (n++ < lane) ? __ballot_sync(0xffffffffu, 1) : 0;
  // CHECK: divergent_barrier_side_effects.cu:[[@LINE+1]]:38: error: '__any_sync()' is reached under thread-dependent control flow and cu2cl cannot make it uniform: it is on the right of && or || whose left side has side effects [-Wcu2cl-divergent-barrier]
  out[lane + 32] = (out[0]++ > 0) && __any_sync(0xffffffffu, 1);
}
