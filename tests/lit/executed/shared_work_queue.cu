// A work queue (HeCBench asta's shape): thread 0 takes the next item with atomicAdd into a
// __shared__ variable between two barriers, inside a loop over the items whose body has more
// barriers under an `if` on the item. Every thread reads the same item (no write shares a
// barrier interval with a read), but printed as it is the kernel crashed PoCL 5 and, with a
// `continue`, hung PoCL 3.1 and 5: the uniform rewrite still makes the loop's test a block
// vote. That vote, cu2cl_loop_continues, is the rewrite's own and gives the kernel no CPU warp
// form, on which PoCL 3.1 and 5 hung. Expected by hand: items 0..8 are taken in turn; items
// 0, 3, 6 add 100 and take one more, items 2 and 5 add themselves: 307 per thread, and the
// counter ends at 9; CUDA 13.0 on an H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: %strip-checks %t/shared_work_queue.cl | FileCheck %s
// CHECK: if (!cu2cl_loop_continues(cu2cl_loop{{[0-9]+}}, true, cu2cl_scratch))
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
