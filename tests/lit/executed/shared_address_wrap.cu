// Shared memory has 32-bit addresses on NVIDIA GPUs, so an unsigned offset below zero wraps
// around to a negative one: `p[~i]` is p[-(i + 1)] and `p[i - 1]` with i = 0 is p[-1]. C does
// not promise it, but programs rely on it (HeCBench merge searches its merge path through
// `B[~x]`); CUDA 13.0 on an H200 printed the expected lines (scripts/gpu/record-executed.sh). Before,
// PoCL read 16 GiB past the pointer and crashed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/
// RUN: FileCheck %s --check-prefix=CL < %t/shared_address_wrap.cl
// CL: window[(int)(~i)]
// CL: high + (int)(j - 1
// RUN: timeout 120 %cl-run %t/shared_address_wrap.cl wrap 1 32 64 2 > %t/actual.txt
// RUN: python3 -c "print('\n'.join(f'{10 * t + 5} {10 * t + 9}' for t in range(32)))" > %t/expected.txt
// RUN: diff %t/expected.txt %t/actual.txt

__global__ void wrap(long long *out) {
  __shared__ int tile[128];
  unsigned t = threadIdx.x;
  tile[t] = 10 * t + 5;
  tile[t + 32] = 0;
  tile[t + 64] = 0;
  tile[t + 96] = 10 * t + 9;
  __syncthreads();
  int *window = tile + 64 + t;
  unsigned i = 63;
  out[2 * t] = window[~i]; // tile[t]
  unsigned j = 0;
  int *high = tile + 97 + t;
  out[2 * t + 1] = *(high + (j - 1)); // tile[96 + t]
}
