// Legacy warp-synchronous code: a statement that reads volatile shared memory at one lane's
// slot and writes another's relies on the warp running it in lockstep (all reads, then all
// writes), which CUDA does not promise since Volta and OpenCL devices do not do. cu2cl stops at
// the read; the same code with __syncwarp between the read and the write, a single lane, the
// same slot, or memory that is not volatile shared is translated.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %expect-exit 1 %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --implicit-check-not=error: < %t/stderr
// RUN: not ls %t/implicit_warp_sync.cl
// RUN: %cu2cl %s -o %t/ -- -DONLY_SYNCED 2>&1 | count 0

#ifndef ONLY_SYNCED
// A scan through a pointer parameter that the caller passes shared memory to.
__device__ int scanWarp(int value, volatile int *s) {
  int i = 2 * threadIdx.x - (threadIdx.x & 31) + 32;
  s[i - 32] = 0;
  int t = s[i] = value;
  // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:18: error: this statement reads volatile shared memory at one lane-dependent slot and writes it at another (on line [[@LINE+1]]) with no __syncwarp between: what it reads depends on the warp's lanes running it in lockstep, which CUDA does not promise since Volta and OpenCL devices do not do [-Wcu2cl-implicit-warp-sync]
  s[i] = t = t + s[i - 1];
  // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:15: error: this statement
  s[i] = t += s[i - 2];
  return s[i - 1];
}

__global__ void scan(int *out) {
  __shared__ int buffer[128];
  out[threadIdx.x] = scanWarp(out[threadIdx.x], buffer);
}

// The reduction of the first warp, on a volatile shared array, compound assignment and a
// pointer dereference.
__global__ void reduce(float *out) {
  volatile __shared__ float sums[64];
  unsigned t = threadIdx.x;
  sums[t] = out[t];
  __syncthreads();
  if (t < 32) {
    // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:16: error: this statement
    sums[t] += sums[t + 16];
    volatile float *mine = sums + t;
    // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:14: error: this statement
    *mine += *(mine + 16);
    // A tree whose steps have no barrier between them: each step reads the last one's writes.
    for (unsigned d = 8; d > 0; d >>= 1)
      if (t < d)
        // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:20: error: this statement
        sums[t] += sums[t + d];
  }
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
#endif

// What is translated: reads and writes of other lanes' slots in separate statements with
// __syncwarp between; one lane (t == 0); every lane its own slot; uniform slots; memory that is
// not shared or not volatile; another array; reads a warp or more away (other warps' slots,
// which lockstep does not order either), and the steps of a block-wide tree, which read only
// slots that no lane writes (`if (t < s) v[t] += v[t + s]`).
__global__ void synced(float *out, volatile float *device) {
  volatile __shared__ float sums[64];
  __shared__ float plain[64];
  unsigned t = threadIdx.x;
  sums[t] = out[t];
  plain[t] = out[t];
  __syncthreads();
  if (t < 32) {
    for (int d = 16; d > 0; d /= 2) {
      float other = sums[t + d];
      __syncwarp();
      sums[t] += other;
      __syncwarp();
    }
    sums[t] = sums[t] * 2.0f;
  }
  if (t == 0)
    sums[0] += sums[1];
  __syncthreads();
  device[t] += device[t + 1];
  volatile __shared__ float other[64];
  other[t] = sums[(t + 1) & 63];
  __syncthreads();
  for (unsigned s = 32; s > 0; s >>= 1) {
    if (t < s)
      other[t] += other[t + s];
    __syncthreads();
  }
  if (t < 16)
    other[t] = other[t] + other[t + 16];
  if (t < 32)
    other[t] += other[t + 32];
  plain[t] += plain[(t + 1) & 63];
  out[t] = sums[0] + plain[t];
}
