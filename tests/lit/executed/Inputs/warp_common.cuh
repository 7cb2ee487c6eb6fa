// Helpers shared by the executed warp-primitive tests (included by the .cu
// files beside Inputs/; warp_sim.py mirrors them in Python). Plain arithmetic
// on the thread index: no warp primitive is used here.
#ifndef WARP_COMMON_CUH
#define WARP_COMMON_CUH

// CUDA's linear thread index, x fastest; warps are 32 consecutive ones.
__device__ unsigned linearTid(void) {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
__device__ unsigned blockSize(void) { return blockDim.x * blockDim.y * blockDim.z; }

// Lanes of the caller's warp that exist (a tail warp has fewer than 32).
__device__ unsigned warpExist(void) {
  unsigned n = blockSize() - (linearTid() & ~31u);
  return n >= 32 ? 0xffffffffu : (1u << n) - 1u;
}

// Lanes whose linear index in the block is below n (for `if (t < n)`).
__device__ unsigned lanesBelow(unsigned n) {
  unsigned base = linearTid() & ~31u;
  if (n <= base)
    return 0u;
  return n - base >= 32 ? 0xffffffffu : (1u << (n - base)) - 1u;
}

// A 32-bit hash (Knuth's multiplicative), the same in warp_sim.py.
__device__ unsigned hashMix(unsigned x) {
  x = x * 2654435761u;
  return x ^ (x >> 15);
}

// Vote predicates of several truthy forms: 0, 2, -1, 0x100.
__device__ int votePred(unsigned x) {
  unsigned h = hashMix(x) & 7u;
  return h < 3 ? 0 : h < 5 ? 2 : h < 7 ? -1 : 0x100;
}

// The shuffle cases of reference/groundtruth (tests/data/cases.h): for each
// width 1 ... 32, __shfl_sync with 7 source lanes, then __shfl_up_sync,
// __shfl_down_sync (8 deltas) and __shfl_xor_sync (8 lane masks).
__constant__ int kWidths[6] = {1, 2, 4, 8, 16, 32};
__constant__ int kSrcLanes[7] = {-1, 0, 5, 31, 32, 40, -33};
__constant__ int kDeltas[8] = {0, 1, 3, 8, 16, 31, 32, 33};
__constant__ int kLaneMasks[8] = {0, 1, 3, 8, 16, 31, 32, 48};
#define NUM_SHFL_CASES 186
__device__ int caseWidth(int c) { return kWidths[c / 31]; }
__device__ int caseMode(int c) { // 0 idx, 1 up, 2 down, 3 xor
  int r = c % 31;
  return r < 7 ? 0 : r < 15 ? 1 : r < 23 ? 2 : 3;
}
__device__ int caseArg(int c) {
  int r = c % 31;
  return r < 7 ? kSrcLanes[r] : r < 15 ? kDeltas[r - 7] : r < 23 ? kDeltas[r - 15] : kLaneMasks[r - 23];
}

// The lane whose value `lane` receives from a shuffle of this mode, by the
// PTX shfl.sync rule (CUDA passes c = ((32 - width) << 8) | (up ? 0 : 31)):
// its own lane when the source is out of range.
__device__ unsigned shflSource(int mode, unsigned lane, int b, int width) {
  unsigned c = ((32u - (unsigned)width) << 8) | (mode == 1 ? 0u : 31u);
  unsigned seg = (c >> 8) & 31u, bval = (unsigned)b & 31u;
  unsigned maxLane = (lane & seg) | (c & 31u & ~seg);
  int j = (int)lane;
  bool ok = true;
  if (mode == 0) {
    j = (int)((lane & seg) | (bval & ~seg));
    ok = j <= (int)maxLane;
  } else if (mode == 1) {
    j = (int)lane - (int)bval;
    ok = j >= (int)maxLane;
  } else if (mode == 2) {
    j = (int)(lane + bval);
    ok = j <= (int)maxLane;
  } else {
    j = (int)(lane ^ bval);
    ok = j <= (int)maxLane;
  }
  return ok ? (unsigned)j : lane;
}

// Written instead of a shuffle result that CUDA leaves undefined (the source
// lane does not take part).
#define UNDEF_SHFL 1234567890123LL

// Bit patterns of the shuffled floats and doubles: -0.0, NaNs with payloads
// (quiet and signalling, both signs), denormals and ordinary values.
__device__ unsigned floatBits(unsigned g) {
  switch (g % 6u) {
  case 0: return 0x80000000u;
  case 1: return 0x7fc00000u | (g & 0xfffu);
  case 2: return 0xff800001u | (g << 8);
  case 3: return 0x00000001u + g;
  case 4: return 0x7f800000u;
  default: return hashMix(g);
  }
}
__device__ unsigned long long doubleBits(unsigned g) {
  switch (g % 5u) {
  case 0: return 0x8000000000000000ull;
  case 1: return 0x7ff8000000000000ull | g;
  case 2: return 0xfff0000000000001ull | ((unsigned long long)g << 20);
  case 3: return (unsigned long long)g;
  default: return ((unsigned long long)hashMix(g) << 32) | hashMix(g + 77u);
  }
}

#endif
