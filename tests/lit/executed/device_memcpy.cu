// memcpy and memset in device code are byte loops between the arguments' address spaces
// (private, __shared__, global, __constant), written as statement expressions whose value is
// the destination. By hand, per thread t: the bits of 1.5f + t (1069547520 + t * 2^23 for
// t < 2: 1069547520, 1075838976), a __constant__ word copied into __shared__ memory (7, 17),
// a memset byte (0xab = 171), and 8 bytes copied into out itself (t + 3).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cu2cl %s -o %t/ 2>&1 | count 0
// RUN: timeout 120 %cl-run %t/device_memcpy.cl mem 1 2 8 4 | FileCheck %s
#include <cstring>

__constant__ unsigned kWords[2] = {7u, 17u};

__global__ void mem(long long *out) {
  __shared__ unsigned words[2];
  unsigned t = threadIdx.x;
  float f = 1.5f + t;
  unsigned bits;
  memcpy(&bits, &f, sizeof(bits));
  memcpy(&words[t], &kWords[t], sizeof(unsigned));
  __syncthreads();
  unsigned char bytes[8];
  memset(bytes, 0xab, sizeof(bytes));
  long long value = t + 3;
  out[4 * t] = bits;
  out[4 * t + 1] = words[t];
  out[4 * t + 2] = bytes[7];
  memcpy(&out[4 * t + 3], &value, sizeof(value));
}

// CHECK: 1069547520 7 171 3
// CHECK-NEXT: 1075838976 17 171 4
