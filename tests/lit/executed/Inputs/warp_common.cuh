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

#endif
