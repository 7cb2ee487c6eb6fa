// The CUDA "last block" reduction (the threadFenceReduction sample): every
// block writes its partial sum, __threadfence, then takes a ticket with
// atomicInc(&count, gridDim.x); the block that draws gridDim.x - 1 adds the
// partials (volatile reads) and resets the counter. Translated by cu2cl and
// run with 64 blocks of 96 and 200 blocks of (16,3). Expected: the total of
// all values, exactly one last block, the counter at gridDim.x when the last
// block reads it, and 0 after its reset. Expected values:
// Inputs/threadfence_reduction.py.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: echo "### lastBlockSum 64x96" > %t/actual.txt
// RUN: timeout 120 %cl-run %t/threadfence_reduction.cl lastBlockSum 64 96 72 8 --fill=0 >> %t/actual.txt
// RUN: echo "### lastBlockSum 200x16,3" >> %t/actual.txt
// RUN: timeout 120 %cl-run %t/threadfence_reduction.cl lastBlockSum 200 16,3 208 8 --fill=0 >> %t/actual.txt
// RUN: python3 %S/Inputs/threadfence_reduction.py > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt
#include "Inputs/warp_common.cuh"

// out[0]: the total; out[1]: the ticket counter (low word); out[2]: number of
// blocks that saw themselves last; out[3]: the counter the last block saw;
// out[8 + b]: block b's partial sum.
__global__ void lastBlockSum(long long *out) {
  __shared__ long long s[1024];
  __shared__ bool amLast;
  unsigned t = linearTid(), n = blockSize(), b = blockIdx.x, blocks = gridDim.x;
  volatile long long *vout = out;
  unsigned *count = (unsigned *)(out + 1);
  s[t] = (long long)hashMix(b * n + t) - 2147483648LL;
  __syncthreads();
  if (t == 0) {
    long long sum = 0;
    for (unsigned i = 0; i < n; ++i)
      sum += s[i];
    vout[8 + b] = sum;
    __threadfence();
    unsigned ticket = atomicInc(count, blocks);
    amLast = ticket == blocks - 1u;
  }
  __syncthreads();
  if (amLast) {
    // Each thread adds a strided share of the partials, thread 0 the shares.
    long long acc = 0;
    for (unsigned i = t; i < blocks; i += n)
      acc += vout[8 + i];
    s[t] = acc;
    __syncthreads();
    if (t == 0) {
      long long total = 0;
      for (unsigned i = 0; i < n; ++i)
        total += s[i];
      vout[0] = total;
      atomicAdd((unsigned *)(out + 2), 1u);
      out[3] = atomicExch(count, 0u);
    }
  }
}
