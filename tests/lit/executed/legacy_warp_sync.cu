// Legacy warp-synchronous code, written before CUDA 9: a warp reduces and scans through a
// volatile shared pointer with no __syncwarp, and transposes a tile through plain shared memory
// with none. Its result relies on the warp's lanes running in lockstep (every read of a
// statement before every write); a GPU still runs them so, PoCL runs work-items one after
// another. cu2cl warns (cu2cl-implicit-warp-sync) and translates the code with the __syncwarp
// calls of its fix-it, which give lockstep's result on every device.
// Expected values: Inputs/legacy_warp_sync.py, a model of the warp in lockstep; CUDA 13.0 on an
// H200 printed the same (scripts/gpu/record-executed.sh).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2> %t/stderr
// RUN: FileCheck %s --check-prefix=WARN < %t/stderr
// WARN-COUNT-11: warning: this reads shared memory at a lane-dependent slot
// WARN-NOT: warning:
// RUN: timeout 120 %cl-run %t/legacy_warp_sync.cl reduce 2 128 96 32 > %t/reduce.txt
// RUN: python3 %S/Inputs/legacy_warp_sync.py reduce > %t/reduce.expected
// RUN: diff %t/reduce.expected %t/reduce.txt
// RUN: timeout 120 %cl-run %t/legacy_warp_sync.cl scan 1 64 64 32 > %t/scan.txt
// RUN: python3 %S/Inputs/legacy_warp_sync.py scan > %t/scan.expected
// RUN: diff %t/scan.expected %t/scan.txt
// RUN: timeout 120 %cl-run %t/legacy_warp_sync.cl transpose 1 64 64 32 > %t/transpose.txt
// RUN: python3 %S/Inputs/legacy_warp_sync.py transpose > %t/transpose.expected
// RUN: diff %t/transpose.expected %t/transpose.txt
// RUN: timeout 120 %cl-run %t/legacy_warp_sync.cl trips 1 32 32 32 > %t/trips.txt
// RUN: python3 %S/Inputs/legacy_warp_sync.py trips > %t/trips.expected
// RUN: diff %t/trips.expected %t/trips.txt

__device__ int value(unsigned i) { return (int)((i * 37u + 11u) % 101u); }

// The reduction of the CUDA samples before CUDA 9: a block-wide tree down to 64 values, then the
// first warp without barriers, the last steps by half of it. Each block writes the 32 slots its
// first warp ends with (slot 0 is the sum; the others are what lockstep leaves there) and 16
// values of its second half.
__global__ void reduce(long long *out) {
  __shared__ int sums[128];
  unsigned t = threadIdx.x;
  sums[t] = value(blockIdx.x * 128 + t);
  __syncthreads();
  if (t < 64)
    sums[t] += sums[t + 64];
  __syncthreads();
  if (t < 32) {
    volatile int *v = sums;
    v[t] += v[t + 32];
    v[t] += v[t + 16];
    v[t] = v[t] + v[t + 8];
    if (t < 16)
      v[t] += t > 0 ? v[t - 1] : 0;
    for (int d = 4; d > 0; d >>= 1)
      v[t] += v[t + d];
    out[blockIdx.x * 48 + t] = v[t];
  } else if (t < 48) {
    out[blockIdx.x * 48 + t] = sums[t + 16];
  }
}

// An inclusive scan of each warp through a device function, in the style of the CUDA samples'
// scan: each lane's slot has a zero 32 slots before it, so that no lane reads out of bounds.
__device__ int scanWarp(int x, volatile int *s) {
  unsigned t = threadIdx.x;
  int i = 2 * t - (t & 31);
  s[i] = 0;
  i += 32;
  s[i] = x;
  int sum = x;
  s[i] = sum = sum + s[i - 1];
  s[i] = sum = sum + s[i - 2];
  s[i] = sum = sum + s[i - 4];
  s[i] = sum = sum + s[i - 8];
  s[i] = sum = sum + s[i - 16];
  return s[i];
}

__global__ void scan(long long *out) {
  __shared__ int slots[128];
  unsigned t = threadIdx.x;
  out[t] = scanWarp(value(t), slots);
}

// Each warp writes its 32 x 32 tile by columns and reads it by rows, with no barrier between.
__global__ void transpose(long long *out) {
  __shared__ int tiles[2][32 * 33];
  unsigned lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  int *column = &tiles[warp][lane];
  int *row = &tiles[warp][lane * 33];
  for (int i = 0; i < 32; ++i)
    column[i * 33] = value(warp * 1024 + i * 32 + lane);
  long long sum = 0;
  for (int i = 0; i < 32; ++i)
    sum += (long long)row[i] * (i + 1);
  out[threadIdx.x] = sum;
}

// A loop whose trip count differs between the lanes: in each step, the lanes still in the loop
// read their neighbour's slot, then write their own.
__global__ void trips(long long *out) {
  __shared__ int slots[64];
  volatile int *v = slots;
  unsigned t = threadIdx.x;
  v[t] = value(t);
  v[t + 32] = value(t + 32);
  __syncwarp();
  for (unsigned k = 0; k < (t & 7); ++k)
    v[t] += v[t + 1];
  out[t] = v[t];
}
