// Warp-synchronous code: a statement that reads volatile shared memory at one lane's slot and
// writes another's, or that reads what other lanes wrote before it with no barrier between,
// relies on the warp running in lockstep, which CUDA does not promise since Volta and OpenCL
// devices do not do (PoCL runs work-items one after another between barriers). cu2cl warns and
// translates the code with the __syncwarp calls of the fix-it (executed/legacy_warp_sync.cu
// runs them); where it cannot place them (a macro, a loop's header, a read with a side effect,
// a __host__ __device__ function), it stops at the read. The same code with
// __syncwarp between the read and the write, a single lane, the same slot, or memory that is
// not volatile shared is translated without a word.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --implicit-check-not=error: --implicit-check-not=warning: < %t/stderr
// RUN: %strip-checks %t/implicit_warp_sync.cl | FileCheck %s --check-prefix=CL
// RUN: %expect-exit 1 %cu2cl %s -o %t/refused/ -- -DREFUSED 2> %t/refused.txt
// RUN: FileCheck %s --check-prefix=REFUSED --implicit-check-not=error: < %t/refused.txt
// RUN: not ls %t/refused/implicit_warp_sync.cl
// RUN: %cu2cl %s -o %t/synced/ -- -DONLY_SYNCED 2>&1 | count 0

#ifndef ONLY_SYNCED
// A scan through a pointer parameter that the caller passes shared memory to: each statement
// reads the slot the lane before wrote in the statement before, and writes its own.
// CL-LABEL: int scanWarp(
__device__ int scanWarp(int value, volatile int *s) {
  int i = 2 * threadIdx.x - (threadIdx.x & 31) + 32;
  s[i - 32] = 0;
  int t = s[i] = value;
  // CHECK: implicit_warp_sync.cu:[[@LINE+3]]:18: warning: this reads shared memory at a lane-dependent slot that other lanes write (on line [[@LINE+3]]) with no barrier or __syncwarp between: its result relies on the warp's lanes running in lockstep, which CUDA does not promise since Volta; cu2cl translates it with the __syncwarp calls of the fix-it [-Wcu2cl-implicit-warp-sync]
  // CHECK-NEXT: s[i] = t = t + s[i - 1];
  // CHECK: __syncwarp(__activemask()); auto cu2cl_lockstep0 = s[i - 1]; __syncwarp(__activemask());  cu2cl_lockstep0  __syncwarp(__activemask());
  s[i] = t = t + s[i - 1];
  // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:15: warning: this reads
  s[i] = t += s[i - 2];
  return s[i - 1];
}
// CL: int cu2cl_lockstep0 = 0;
// CL: cu2cl_lockstep0 = s[i - 1];
// CL: cu2cl_syncwarp(
// CL: s[i] = t = t + cu2cl_lockstep0;
// CL: cu2cl_syncwarp(
// CL: cu2cl_lockstep1 = s[i - 2];

__global__ void scan(int *out) {
  __shared__ int buffer[128];
  out[threadIdx.x] = scanWarp(out[threadIdx.x], buffer);
}

// The reduction of the first warp, on a volatile shared array, compound assignment and a
// pointer dereference, and a tree whose steps have no barrier between them: each step reads
// the last one's writes.
// CL-LABEL: void reduce(
__global__ void reduce(float *out) {
  volatile __shared__ float sums[64];
  unsigned t = threadIdx.x;
  sums[t] = out[t];
  __syncthreads();
  if (t < 32) {
    // CHECK: implicit_warp_sync.cu:[[@LINE+2]]:16: warning: this reads
    // CHECK: auto cu2cl_lockstep2 = sums[t + 16]; __syncwarp(__activemask());  cu2cl_lockstep2  __syncwarp(__activemask());
    sums[t] += sums[t + 16];
    volatile float *mine = sums + t;
    // CHECK: implicit_warp_sync.cu:[[@LINE+2]]:14: warning: this reads
    // CHECK: auto cu2cl_lockstep3 = *(mine + 16); __syncwarp(__activemask());  cu2cl_lockstep3  __syncwarp(__activemask());
    *mine += *(mine + 16);
    for (unsigned d = 8; d > 0; d >>= 1)
      if (t < d)
        // CHECK: implicit_warp_sync.cu:[[@LINE+2]]:20: warning: this reads
        // CHECK: { auto cu2cl_lockstep4 = sums[t + d]; __syncwarp(__activemask());  cu2cl_lockstep4  __syncwarp(__activemask()); }
        sums[t] += sums[t + d];
  }
  if (t == 0)
    out[blockIdx.x] = sums[0];
}
// CL: float cu2cl_lockstep2 = sums[t + 16];
// CL: sums[t] += cu2cl_lockstep2;
// CL: float cu2cl_lockstep3 = *(mine + 16);
// CL: *mine += cu2cl_lockstep3;

// Across statements, through plain shared memory: each lane writes a column of its warp's
// tile through one pointer and reads a row through another, with no barrier between. The
// __syncwarp goes before the loop that reads, not into each of its steps.
// CL-LABEL: void transpose(
__global__ void transpose(float *data) {
  __shared__ float tile[32 * 33];
  unsigned lane = threadIdx.x & 31;
  float *column = &tile[lane];
  float *row = &tile[lane * 33];
  for (int i = 0; i < 32; ++i)
    column[i * 33] = data[i * 32 + lane];
  float sum = 0;
  // CHECK: implicit_warp_sync.cu:[[@LINE+3]]:12: warning: this reads shared memory at a lane-dependent slot that other lanes write (on line [[@LINE-2]])
  // CHECK: {{^ +\| +}}__syncwarp(__activemask()); {{$}}
  for (int i = 0; i < 32; ++i)
    sum += row[i];
  data[lane] = sum;
}
// CL: float sum = 0;
// CL-NEXT: cu2cl_syncwarp(cu2cl_activemask(true, cu2cl_scratch), true, cu2cl_scratch);
// CL-NEXT: for (int i = 0; i < 32; ++i)
// CL-NEXT: sum += row[i];

// Plain (not volatile) shared memory read and written in one statement, between fences that do
// not order lanes (HeCBench fpdc's prefix sum): each lane reads before it writes all the same.
// CL-LABEL: void plainScan(
__global__ void plainScan(int *out) {
  __shared__ int sums[64];
  unsigned t = threadIdx.x & 31;
  sums[t] = 0;
  sums[t + 32] = out[t];
  __threadfence_block();
  // CHECK: implicit_warp_sync.cu:[[@LINE+1]]:19: warning: this reads shared memory at a lane-dependent slot that other lanes write (on line [[@LINE+1]])
  sums[t + 32] += sums[t + 31];
  __threadfence_block();
  out[t] = sums[t + 32];
}
// CL: int cu2cl_lockstep5 = sums[t + 31];
// CL: sums[t + 32] += cu2cl_lockstep5;

// A read of another warp's result in the other branch of the `if` that writes it: no lane runs
// both, and lockstep does not order lanes on different paths either. Not reported.
__global__ void branches(float *out) {
  __shared__ float values[64];
  unsigned t = threadIdx.x;
  if (t < 32)
    values[t] = out[t];
  else
    out[t] = values[t - 32];
}
#endif

#ifdef REFUSED
// Where cu2cl cannot place the __syncwarp, it stops at the read.
#define STEP(v, t, d) v[t] += v[t + d]
__global__ void refused(float *out) {
  volatile __shared__ float sums[64];
  unsigned t = threadIdx.x;
  sums[t] = out[t];
  __syncthreads();
  // REFUSED: implicit_warp_sync.cu:[[@LINE+1]]:8: error: this reads shared memory at a lane-dependent slot that other lanes write (on line [[@LINE+1]]) with no barrier or __syncwarp between, relying on the warp's lanes running in lockstep, and cu2cl cannot place the __syncwarp that orders it: the statement is spelled in a macro or a system header [-Wcu2cl-implicit-warp-sync-unfixable]
  STEP(sums, t, 16);
}

__global__ void loopHeader(float *out) {
  volatile __shared__ float sums[64];
  unsigned t = threadIdx.x;
  sums[t] = out[t];
  __syncthreads();
  // REFUSED: implicit_warp_sync.cu:[[@LINE+1]]:42: error: {{.*}}: the access is part of a loop's header or another statement's parts
  for (int k = 0; k < 4; ++k, sums[t] += sums[t + 1])
    out[t] += k;
}

__global__ void changing(float *out) {
  volatile __shared__ float sums[64];
  unsigned t = threadIdx.x, k = 1;
  sums[t] = out[t];
  __syncthreads();
  // REFUSED: implicit_warp_sync.cu:[[@LINE+1]]:14: error: {{.*}}: the read is in an expression that also changes something
  sums[t] += sums[t + k++];
  out[t] = k;
}

__host__ __device__ void both(volatile float *s, unsigned t) {
  // REFUSED: implicit_warp_sync.cu:[[@LINE+1]]:11: error: {{.*}}: it is in a __host__ __device__ function, whose host code has no __syncwarp
  s[t] += s[t + 1];
}

__global__ void callsBoth(float *out) {
  volatile __shared__ float sums[64];
  sums[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  both(sums, threadIdx.x);
}
#endif

// The same with __syncwarp between the writes and the reads.
__global__ void transposeSynced(float *data) {
  __shared__ float tile[32 * 33];
  unsigned lane = threadIdx.x & 31;
  float *column = &tile[lane];
  float *row = &tile[lane * 33];
  for (int i = 0; i < 32; ++i)
    column[i * 33] = data[i * 32 + lane];
  __syncwarp();
  float sum = 0;
  for (int i = 0; i < 32; ++i)
    sum += row[i];
  data[lane] = sum;
}

// What is translated: reads and writes of other lanes' slots in separate statements with
// __syncwarp between; one lane (t == 0); every lane its own slot; uniform slots; memory that is
// not shared; another array; reads a warp or more away (other warps' slots,
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
  out[t] = sums[0] + plain[t];
}

// Also translated, as no lane can read another lane's slot there: a one-lane branch written
// `0 == t`, with a loop inside; a tree step that also moves values up (`v[t + s] = ...`) and
// tests them in branches; two arrays behind two pointers (which may alias or not); and each
// lane's own part of shared memory passed to a function (a pointer or a reference).
__device__ void insertSorted(unsigned *stack, int count, unsigned value) {
  int k = count;
  while (k > 0 && value > stack[k - 1]) {
    stack[k] = stack[k - 1];
    --k;
  }
  stack[k] = value;
}

struct Frames {
  int item[8];
};

__device__ void pushPop(Frames &frames, int depth) {
  int top = 0;
  for (int i = 0; i < depth; ++i)
    frames.item[top++] = i;
  while (top > 1) {
    int a = frames.item[--top];
    frames.item[top - 1] += a;
  }
}

__device__ void minMax(float *lows, float *highs, unsigned t, unsigned width) {
  for (unsigned d = width / 2; d > 0; d >>= 1) {
    if (t < width) {
      if (t < d)
        lows[t] = fminf(lows[t], lows[t + d]);
    } else if (t - width < d) {
      highs[t - width] = fmaxf(highs[t - width], highs[t - width + d]);
    }
    __syncthreads();
  }
}

__global__ void ownParts(float *out, const unsigned *in) {
  __shared__ float levels[16];
  __shared__ unsigned stacks[64 * 4];
  __shared__ Frames frames[64];
  __shared__ float best[128], lows[64], highs[64];
  unsigned t = threadIdx.x;
  if (0 == t) {
    levels[0] = 1.0f;
    for (int i = 1; i < 16; i++) {
      levels[i] = levels[i - 1] * 0.5f;
      levels[i - 1] += 0.25f;
    }
  }
  for (int i = 0; i < 4; ++i)
    insertSorted(&stacks[4 * t], i, in[t * 4 + i]);
  pushPop(frames[t], 1 + t % 8);
  best[t] = in[t];
  best[t + 64] = in[t + 64];
  __syncthreads();
  for (unsigned s = 64; s >= 1; s /= 2) {
    if (t < s) {
      if (best[t + s] > best[t] && best[t + s] < 0) {
        best[t] = best[t + s];
        best[t + s] = (float)(t + s);
      } else if (best[t + s] < best[t] && best[t] < 0) {
        best[t + s] = (float)t;
      }
    }
    __syncthreads();
  }
  lows[t] = in[t];
  highs[t] = in[t] + 1;
  __syncthreads();
  minMax(lows, highs, t, 32);
  out[t] = levels[t % 16] + stacks[4 * t] + frames[t].item[0] + best[t] + lows[0] + highs[0];
}

