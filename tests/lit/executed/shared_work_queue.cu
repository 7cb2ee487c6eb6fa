// A work queue (HeCBench asta's shape): thread 0 takes the next item with atomicAdd into a
// __shared__ variable between two barriers, inside a loop over the items whose body has more
// barriers under an `if` on the item. No thread writes `current` between the barriers around
// its reads, so every thread reads the same value: the loop and the `if` are uniform and the
// kernel is printed as it is, with no uniform rewrite (cu2cl rewrote it into block votes, and
// PoCL 3.1 hung on the CPU warp form of that rewrite).
// Expected by hand: items 0..8 are taken in turn; items 0, 3, 6 add 100 and take one more,
// items 2 and 5 add themselves: 307 per thread, and the counter ends at 9.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/shared_work_queue.cl | FileCheck %s
// CHECK: while (current < 8) {
// CHECK-NEXT: if (current % 3 == 0) {
// CHECK-NOT: cu2cl_syncthreads_or
// CHECK-NOT: __cu2cl_warps
// RUN: timeout 60 %cl-run %t/shared_work_queue.cl take 1 64 65 65 --fill=0 > %t/take.txt
// RUN: python3 -c "print(' '.join(['307'] * 64 + ['9']))" > %t/take.expected
// RUN: diff %t/take.expected %t/take.txt

__global__ void take(long long *out) {
  __shared__ int current;
  int *head = (int *)(out + 64);
  if (threadIdx.x == 0)
    current = atomicAdd(head, 1);
  __syncthreads();
  while (current < 8) {
    if (current % 3 == 0) {
      __syncthreads();
      if (threadIdx.x == 0)
        current = atomicAdd(head, 1);
      __syncthreads();
      out[threadIdx.x] += 100;
    } else {
      out[threadIdx.x] += current;
    }
    __syncthreads();
    if (threadIdx.x == 0)
      current = atomicAdd(head, 1);
    __syncthreads();
  }
}
